import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DirLockedError, acquireDirLock } from "../../server/dir-lock.mjs";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Holds the lock on `dir` in another live process until killed. */
async function lockInChild(dir: string) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { acquireDirLock } from ${JSON.stringify(path.resolve("server/dir-lock.mjs"))}; acquireDirLock(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return child;
}

describe("data directory lock", () => {
  it("refuses a second owner while the first is alive, naming it", async () => {
    const dir = tempDir();
    const child = await lockInChild(dir);
    try {
      let error: unknown;
      try {
        acquireDirLock(dir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DirLockedError);
      expect((error as Error).message).toContain(`pid ${child.pid}`);
      expect((error as Error).message).toContain("in use by another process");
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a process that died (SIGKILL)", async () => {
    const dir = tempDir();
    const child = await lockInChild(dir);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const release = acquireDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, ".lock"), "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, ".lock"))).toBe(false);
  });

  it("treats an unreadable lock file as stale", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, ".lock"), "{half-writ");
    const release = acquireDirLock(dir);
    release();
  });

  it("creates a missing directory", () => {
    const dir = path.join(tempDir(), "a", "b");
    const release = acquireDirLock(dir);
    expect(fs.existsSync(path.join(dir, ".lock"))).toBe(true);
    release();
  });
});
