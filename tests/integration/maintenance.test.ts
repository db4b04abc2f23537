import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StorageAdapter, createDiskStorage } from "~/.server/adapters/storage";
import type { Database } from "~/.server/db/client";
import { type JobLog, type JobQueue, openJobQueue } from "~/.server/jobs/queue";
import { sweepJobName, sweepJobs } from "~/.server/jobs/registry";
import type { ExpiryMailDeps, MaintenanceJob } from "~/.server/services/platform/shared";
import { openTestDatabase } from "../support/database";

/**
 * The maintenance sweeps as scheduled jobs (jobs/registry.ts `sweepJobs`, jobs/queue.ts): two app
 * nodes on one database ticking together send one job per interval, one run of a sweep at a time
 * across the nodes, and a failing run is logged without holding up the other sweeps; the next
 * interval's job runs it again.
 */

let database: Database;
let storage: StorageAdapter;
let dir: string;
const nodes: JobQueue[] = [];
const logged: { message: string; details: object }[] = [];

const log: JobLog = {
  info: (details, message) => logged.push({ message, details }),
  warn: (details, message) => logged.push({ message, details }),
  error: (details, message) => logged.push({ message, details }),
};

/**
 * A sweep that counts its runs and how many ran at once; `hold` keeps each run going until released,
 * `failNext` fails the next run.
 */
function countingSweep(name: string) {
  const state = { runs: 0, running: 0, mostAtOnce: 0, hold: null as Promise<void> | null, failNext: false };
  const sweep: MaintenanceJob = {
    name,
    intervalSeconds: 12 * 60 * 60,
    async run() {
      state.runs++;
      state.running++;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      try {
        await state.hold;
        if (state.failNext) {
          state.failNext = false;
          throw new Error("storage unavailable");
        }
        return 1;
      } finally {
        state.running--;
      }
    },
  };
  return { sweep, state };
}

const interval = countingSweep("interval");
const overlap = countingSweep("overlap");
const failing = countingSweep("failing");
const other = countingSweep("other");
const sweeps = [interval, overlap, failing, other].map((entry) => entry.sweep);

/** An app node: its job queue runs the sweeps (or, without workers, only sends them). */
async function startNode(workers: boolean): Promise<JobQueue> {
  const mail = { siteUrl: "http://localhost", linkSecret: "test", lifetimeDays: 60 } as ExpiryMailDeps;
  const node = await openJobQueue(database, {
    jobs: sweepJobs(sweeps, { db: database.db, storage, mail, logger: pino({ level: "silent" }) }),
    workers,
    pollingIntervalSeconds: 0.5,
    log,
  });
  nodes.push(node);
  return node;
}

beforeAll(async () => {
  database = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-maintenance-"));
  storage = createDiskStorage(dir);
});
afterAll(async () => {
  for (const node of nodes) await node.stop();
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("maintenance sweeps", () => {
  it("send one job per interval however many nodes tick", async () => {
    const first = await startNode(true);
    const second = await startNode(false);
    // Both nodes tick, twice each, within the sweep's twelve-hour interval.
    await first.sendScheduled();
    await second.sendScheduled();
    await second.sendScheduled();
    await first.sendScheduled();
    expect(await first.drain()).toBe(true);
    expect(await first.count(sweepJobName("interval"), "completed")).toBe(1);
    expect(interval.state.runs).toBe(1);
  });

  it("run one job of a sweep at a time across the nodes", async () => {
    const [first] = nodes;
    const third = await startNode(true);
    const before = overlap.state.runs;
    let release = () => {};
    overlap.state.hold = new Promise<void>((resolve) => (release = resolve));
    // Two jobs of the sweep are waiting (a late run and the next interval's), and two nodes work.
    await first!.send(sweepJobName("overlap"), {});
    await third.send(sweepJobName("overlap"), {});
    await waitFor(() => overlap.state.running === 1);
    // While the first run is held, the other node's polls do not start the second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(overlap.state.running).toBe(1);
    expect(await first!.count(sweepJobName("overlap"), "created")).toBe(1);
    release();
    overlap.state.hold = null;
    expect(await first!.drain()).toBe(true);
    expect(overlap.state.runs).toBe(before + 2);
    expect(overlap.state.mostAtOnce).toBe(1);
  });

  it("log a failing run without holding up the others; the next interval's job runs it again", async () => {
    const [first] = nodes;
    const count = (sweep: string, state: "completed" | "failed") => first!.count(sweepJobName(sweep), state);
    const [failedBefore, completedBefore, otherBefore] = [
      await count("failing", "failed"),
      await count("failing", "completed"),
      await count("other", "completed"),
    ];
    const runsBefore = failing.state.runs;
    failing.state.failNext = true;
    await first!.send(sweepJobName("failing"), {});
    await first!.send(sweepJobName("other"), {});
    expect(await first!.drain()).toBe(true);
    expect(await count("failing", "failed")).toBe(failedBefore + 1);
    expect(await count("other", "completed")).toBe(otherBefore + 1);
    expect(logged).toContainEqual(
      expect.objectContaining({ message: "job failed for good", details: expect.objectContaining({ job: sweepJobName("failing") }) }),
    );
    // Not retried in a loop: the next job is the next interval's.
    await first!.send(sweepJobName("failing"), {});
    expect(await first!.drain()).toBe(true);
    expect(await count("failing", "completed")).toBe(completedBefore + 1);
    expect(failing.state.runs).toBe(runsBefore + 2);
  });
});
