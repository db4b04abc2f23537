import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StorageAdapter, createDiskStorage } from "~/.server/adapters/storage";
import type { Database } from "~/.server/db/client";
import { runDueJobs, takeLease } from "~/.server/services/platform/maintenance";
import { openTestDatabase } from "../support/database";
import { type MaintenanceJob } from "~/.server/services/platform/shared";

/**
 * The maintenance runner (services/platform/maintenance.ts): one node at a time per job, once per interval
 * across nodes, a crashed run's lease expires, a failing job is tried again.
 */

let database: Database;
let storage: StorageAdapter;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-maintenance-"));
  storage = createDiskStorage(dir);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso);

function countingJob(name: string, intervalSeconds = 600): MaintenanceJob & { runs: Date[] } {
  const runs: Date[] = [];
  return {
    name,
    intervalSeconds,
    leaseSeconds: 60,
    runs,
    async run({ now }) {
      runs.push(now);
      return 1;
    },
  };
}

describe("maintenance jobs", () => {
  it("runs a job once per interval, however many nodes tick", async () => {
    const job = countingJob("interval");
    const first = await runDueJobs({ db: database.db, storage, now: at("2026-01-01T10:00:00Z") }, [job]);
    expect(first.interval).toEqual({ ok: true, count: 1 });
    // Another node ticks a minute later: not due yet.
    const second = await runDueJobs({ db: database.db, storage, now: at("2026-01-01T10:01:00Z") }, [job]);
    expect(second.interval).toEqual({ ok: "skipped" });
    // After the interval it is due again.
    await runDueJobs({ db: database.db, storage, now: at("2026-01-01T10:10:00Z") }, [job]);
    expect(job.runs.map((date) => date.toISOString())).toEqual(["2026-01-01T10:00:00.000Z", "2026-01-01T10:10:00.000Z"]);
  });

  it("lets only one of several nodes take a free lease at once", async () => {
    const job = countingJob("race");
    const now = at("2026-01-02T10:00:00Z");
    const taken = await Promise.all(Array.from({ length: 8 }, () => takeLease(database.db, job, now)));
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it("hands a crashed node's job to another once its lease has expired", async () => {
    const job = countingJob("crash");
    // A node took the lease and died without giving it back.
    expect(await takeLease(database.db, job, at("2026-01-03T10:00:00Z"))).toBe(true);
    const during = await runDueJobs({ db: database.db, storage, now: at("2026-01-03T10:00:30Z") }, [job]);
    expect(during.crash).toEqual({ ok: "skipped" });
    const after = await runDueJobs({ db: database.db, storage, now: at("2026-01-03T10:01:01Z") }, [job]);
    expect(after.crash).toEqual({ ok: true, count: 1 });
  });

  it("tries a failed job again on the next tick and still runs the others", async () => {
    let attempts = 0;
    const failing: MaintenanceJob = {
      name: "failing",
      intervalSeconds: 3600,
      async run() {
        attempts++;
        if (attempts === 1) throw new Error("storage unavailable");
        return 2;
      },
    };
    const other = countingJob("other");
    const first = await runDueJobs({ db: database.db, storage, now: at("2026-01-04T10:00:00Z") }, [failing, other]);
    expect(first.failing).toMatchObject({ ok: false });
    expect(first.other).toEqual({ ok: true, count: 1 });
    const second = await runDueJobs({ db: database.db, storage, now: at("2026-01-04T10:01:00Z") }, [failing, other]);
    expect(second.failing).toEqual({ ok: true, count: 2 });
  });
});
