import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, spawnProductionServer } from "../../scripts/production-server.mjs";

/** A production server (`node server.js`, the built bundle) started for a test. */
export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for exit; resolves with the exit code. */
  stop: () => Promise<number | null>;
}

// A free TCP port on 127.0.0.1 (shared with the measuring scripts).
export { freePort };

export function tempDataDir(prefix = "kk-e2e-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function assertBuilt() {
  if (!fs.existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js"))) {
    throw new Error("The production build is missing: run `npm run build` first (npm test does it for you).");
  }
}

/** Spawns the server; returns when /api/health answers 200 (or throws with the server's output). */
export async function startServer(options: { dataDir?: string; port?: number; env?: Record<string, string> } = {}): Promise<TestServer> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  const { child, exited, output } = spawnProductionServer({ port, dataDir, env: { WEB_CONCURRENCY: "1", ...options.env } });
  const url = `http://127.0.0.1:${port}`;
  const server: TestServer = {
    url,
    port,
    dataDir,
    process: child,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not become healthy within 120 s:\n${output()}`);
}

/** Whether a process is still there (signal 0 checks without signalling). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
