// @ts-check
// Starts Debian's varnishd with the repo's VCL (deploy/varnish/default.vcl, only the backend's port
// replaced) in front of a local app server: for the shared-cache E2E tests (tests/e2e/varnish.spec.ts)
// and `npm run loadtest -- --through-cache`. Needs `apt-get install varnish varnish-modules`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./production-server.mjs";

const VARNISHD = process.env.VARNISHD ?? "/usr/sbin/varnishd";

/**
 * @typedef {{ url: string, stop: () => Promise<void>, counter: (name: string) => number }} Varnish
 *   `counter`: one of varnishstat's counters (e.g. `MAIN.backend_req`: requests sent to the app).
 */

/**
 * Starts varnishd on a free port in front of `127.0.0.1:<backendPort>`; resolves once it answers.
 * @param {number} backendPort
 * @param {{ memory?: string }} [options] the cache's size (`-s malloc,<memory>`), default 64m
 * @returns {Promise<Varnish>}
 */
export async function startVarnish(backendPort, { memory = "64m" } = {}) {
  if (!fs.existsSync(VARNISHD)) throw new Error(`varnishd is not at ${VARNISHD}: apt-get install -y varnish varnish-modules`);
  const port = await freePort();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-varnish-"));
  fs.chmodSync(workDir, 0o755);
  const source = fs.readFileSync(path.resolve("deploy/varnish/default.vcl"), "utf8");
  const vcl = source.replace('.port = "3000";', `.port = "${backendPort}";`);
  if (vcl === source) throw new Error('deploy/varnish/default.vcl no longer names the backend\'s port as .port = "3000"');
  fs.writeFileSync(path.join(workDir, "default.vcl"), vcl);
  const stateDir = path.join(workDir, "state");
  const child = spawn(
    VARNISHD,
    ["-F", "-n", stateDir, "-a", `127.0.0.1:${port}`, "-f", path.join(workDir, "default.vcl"), "-s", `malloc,${memory}`, "-T", "none"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  /** @param {string} name */
  const counter = (name) => {
    const result = spawnSync("varnishstat", ["-n", stateDir, "-1", "-f", name], { encoding: "utf8" });
    const line = result.stdout.split("\n").find((candidate) => candidate.startsWith(`${name} `));
    if (!line) throw new Error(`varnishstat has no counter ${name}: ${result.stderr || result.stdout}`);
    return Number(line.split(/\s+/)[1]);
  };
  // Listening once a request reaches it (the backend may not be up yet: any answer will do).
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with code ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${url}/api/health`);
      return { url, stop, counter };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(`varnishd did not listen within 30 s:\n${output}`);
}
