// @ts-check
/**
 * The embedded database host: a child process that owns the PGlite data directory and serves it
 * over the PostgreSQL wire protocol on a Unix socket, so the app always speaks `pg` and database
 * work never runs on the HTTP event loop.
 *
 * Started by app/.server/db/embedded.server.ts with `fork()`. Protocol over IPC:
 *   child → parent  { type: "ready", socketDir }   listening; connect with host=socketDir
 *   child → parent  { type: "error", code, message }  could not start (e.g. DIR_LOCKED)
 *   parent → child  { type: "shutdown" }           close cleanly and exit
 * It also closes cleanly on SIGTERM/SIGINT and when the parent goes away (IPC disconnect).
 *
 * Env: PGLITE_DATA_DIR (a directory, or "memory://"), PGLITE_MAX_CONNECTIONS.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { acquireDirLock } from "./dir-lock.mjs";

const dataDir = process.env.PGLITE_DATA_DIR ?? "./data";
const inMemory = dataDir.startsWith("memory://");
const maxConnections = Number(process.env.PGLITE_MAX_CONNECTIONS ?? 8);

/** @param {object} message */
function send(message) {
  if (process.send) process.send(message);
}

/** @type {(() => void) | undefined} */
let releaseLock;
/** @type {PGlite | undefined} */
let db;
/** @type {PGLiteSocketServer | undefined} */
let server;
/** @type {string | undefined} */
let socketDir;
/** @type {Promise<void> | undefined} */
let closing;

function close() {
  closing ??= (async () => {
    try {
      await server?.stop();
    } catch {
      // already stopped
    }
    try {
      await db?.close();
    } finally {
      releaseLock?.();
      if (socketDir) fs.rmSync(socketDir, { recursive: true, force: true });
    }
  })();
  return closing;
}

/** However the close goes, the host never outlives this (it would keep the data directory locked). */
const CLOSE_DEADLINE_MS = 10_000;

async function shutdownAndExit(code = 0) {
  // A dead lock owner is taken over by the next start; PGlite recovers from its WAL as after a crash.
  setTimeout(() => {
    console.error(`embedded database: close took over ${CLOSE_DEADLINE_MS / 1000} s, exiting`);
    process.exit(1);
  }, CLOSE_DEADLINE_MS).unref();
  try {
    await close();
  } catch (error) {
    console.error("embedded database: close failed", error);
    code = 1;
  }
  process.exit(code);
}

process.on("SIGTERM", () => void shutdownAndExit(0));
process.on("SIGINT", () => void shutdownAndExit(0));
process.on("disconnect", () => void shutdownAndExit(0));
process.on("message", (message) => {
  if (message && typeof message === "object" && "type" in message && message.type === "shutdown") {
    void shutdownAndExit(0);
  }
});

try {
  let pgDataDir = dataDir;
  if (!inMemory) {
    const root = path.resolve(dataDir);
    releaseLock = acquireDirLock(root);
    pgDataDir = path.join(root, "pglite");
    fs.mkdirSync(pgDataDir, { recursive: true });
  }
  db = await PGlite.create(pgDataDir, { extensions: { pg_trgm } });
  socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-pglite-"));
  server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, ".s.PGSQL.5432"),
    maxConnections,
    debug: process.env.PGLITE_DEBUG === "1",
  });
  server.addEventListener("error", (event) => {
    console.error("embedded database: socket server error", /** @type {CustomEvent} */ (event).detail);
  });
  await server.start();
  send({ type: "ready", socketDir });
} catch (error) {
  const err = /** @type {NodeJS.ErrnoException} */ (error);
  send({ type: "error", code: err.code ?? "EMBEDDED_DB_FAILED", message: err.message });
  await close().catch(() => {});
  process.exit(1);
}
