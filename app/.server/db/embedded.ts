import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";

/** A running embedded PGlite host (server/embedded-db.mjs), reachable through `pg` at `socketDir`. */
export interface EmbeddedDatabase {
  /** Directory holding the Unix socket; pass as `host` to `pg`. */
  socketDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export class EmbeddedDatabaseError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "EmbeddedDatabaseError";
  }
}

type HostMessage = { type: "ready"; socketDir: string } | { type: "error"; code: string; message: string };

/** Path of the host script; the server always runs from the project root. */
const EMBEDDED_HOST_SCRIPT = path.resolve("server/embedded-db.mjs");

/**
 * Starts the embedded database host in a child process. The child owns the data directory
 * (exclusive lock), so all PGlite work runs off this process's event loop.
 * `dataDir` is a directory, or "memory://" for a throw-away in-memory database (tests).
 */
export function startEmbeddedDatabase(dataDir: string, options: { maxConnections?: number } = {}) {
  return new Promise<EmbeddedDatabase>((resolve, reject) => {
    const child = fork(EMBEDDED_HOST_SCRIPT, [], {
      env: {
        ...process.env,
        PGLITE_DATA_DIR: dataDir,
        PGLITE_MAX_CONNECTIONS: String(options.maxConnections ?? 10),
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      // The host must outlive nothing: it exits when this process's IPC channel closes.
      detached: false,
    });
    let settled = false;
    const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));

    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send({ type: "shutdown" });
      else child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    };

    child.on("message", (message: HostMessage) => {
      if (settled) return;
      settled = true;
      if (message.type === "ready") resolve({ socketDir: message.socketDir, child, stop });
      else reject(new EmbeddedDatabaseError(message.code, message.message));
    });
    child.once("exit", (code, signal) => {
      if (settled) return;
      settled = true;
      reject(
        new EmbeddedDatabaseError(
          "EMBEDDED_DB_EXITED",
          `The embedded database process exited before it was ready (code ${code}, signal ${signal}).`,
        ),
      );
    });
    child.once("error", (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
  });
}
