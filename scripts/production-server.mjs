// @ts-check
// Starts the production server (`node server.js`, NODE_ENV=production) from an existing build for the
// measuring scripts (`npm run lighthouse`, `npm run bench`). It builds nothing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Exits with a message when `buildDir` holds no production build. @param {string} buildDir */
export function requireBuild(buildDir) {
  if (!fs.existsSync(`${buildDir}/server/index.js`)) {
    console.error(`No production build in ${buildDir}/: run \`BUILD_DIR=${buildDir} npx react-router build\` first.`);
    process.exit(1);
  }
}

/**
 * Spawns `node server.js` of the working directory (NODE_ENV=production, 127.0.0.1:`port`, the embedded
 * database in `dataDir`, warnings and worse logged) with `env` on top of this process's environment;
 * its output is collected. Shared with the tests' servers (tests/support/server.ts).
 * @param {{ port: number, dataDir: string, env?: Record<string, string> }} options
 */
export function spawnProductionServer({ port, dataDir, env = {} }) {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Starts `node server.js` on a free port; resolves once /api/health answers.
 * @param {{ buildDir: string, dataDir: string, env?: Record<string, string>, removeDataDir?: boolean, port?: number }} options
 *   `env` is added to this process's environment; `removeDataDir` deletes `dataDir` after the stop;
 *   `port` (default: a free one) when something in front must know it beforehand.
 */
export async function startProductionServer({ buildDir, dataDir, env = {}, removeDataDir = false, port: chosenPort }) {
  const port = chosenPort ?? (await freePort());
  const { child, exited, output } = spawnProductionServer({ port, dataDir, env: { BUILD_DIR: buildDir, ...env } });
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = () => {
    if (removeDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    cleanUp();
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      cleanUp();
      throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, stop, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy within 300 s:\n${output()}`);
}
