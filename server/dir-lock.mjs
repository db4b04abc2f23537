// @ts-check
/**
 * An exclusive, crash-safe lock on a data directory.
 *
 * PGlite keeps no lock of its own: a second process opening a live directory corrupts it.
 * The lock is a file created atomically (`link`, which fails when the name exists) holding the
 * owner's PID and host. A lock whose owner is no longer alive on this host (SIGKILL, power loss)
 * is stale and is taken over; a live owner makes `acquireDirLock` throw `DirLockedError`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DirLockedError extends Error {
  /** @param {string} dir @param {{ pid: number, host: string, since: string }} owner */
  constructor(dir, owner) {
    super(
      `The data directory ${dir} is in use by another process (pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        `Stop that server first, or point DATA_DIR at another directory.`,
    );
    this.name = "DirLockedError";
    this.code = "DIR_LOCKED";
    this.owner = owner;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/** @param {string} file */
function readOwner(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8"));
    if (typeof parsed.pid === "number" && typeof parsed.host === "string") return parsed;
  } catch {
    // unreadable or half-written: treated as stale below
  }
  return null;
}

/**
 * Takes the lock or throws DirLockedError. Returns a function that releases it.
 * @param {string} dir
 * @returns {() => void}
 */
export function acquireDirLock(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, ".lock");
  const me = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const tmp = `${lockFile}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(tmp, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(tmp, lockFile);
        const release = () => {
          const owner = readOwner(lockFile);
          if (owner && owner.pid === me.pid && owner.host === me.host) fs.rmSync(lockFile, { force: true });
        };
        return release;
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      }
      const owner = readOwner(lockFile);
      if (owner && (owner.host !== me.host || isAlive(owner.pid)) && owner.pid !== process.pid) {
        throw new DirLockedError(dir, owner);
      }
      // Stale: move it aside atomically (only one contender's rename succeeds), then retry.
      try {
        fs.renameSync(lockFile, `${lockFile}.stale`);
      } catch {
        // another process took it over first; the next attempt sees its lock
      }
    }
    const owner = readOwner(lockFile) ?? { pid: -1, host: "unknown", since: "unknown" };
    throw new DirLockedError(dir, owner);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}
