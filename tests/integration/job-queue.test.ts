import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { type JobDefinition, type JobQueue, openJobQueue } from "~/.server/jobs/queue";
import { openTestDatabase } from "../support/database";

/**
 * The job queue (app/.server/jobs/queue.ts, decision 033) on the test's database (PGlite with its
 * one connection, or PostgreSQL): a job runs, a job sent in a transaction exists only if it
 * commits, and a job that fails every time is retried with a growing delay and then given up.
 */

let database: Database;
let queue: JobQueue;
const done: string[] = [];
const attempts: number[] = [];
const logged: { message: string; details: object }[] = [];

const jobs: JobDefinition<{ label: string }>[] = [
  {
    name: "test-ok",
    async run({ label }) {
      done.push(label);
    },
  },
  {
    name: "test-failing",
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryBackoff: true,
    async run() {
      attempts.push(Date.now());
      throw new Error("the mail server refused");
    },
  },
];

beforeAll(async () => {
  database = await openTestDatabase();
  const log = (message: string, details: object) => logged.push({ message, details });
  queue = await openJobQueue(database, {
    jobs,
    workers: true,
    pollingIntervalSeconds: 0.5,
    log: {
      info: (details, message) => log(message, details),
      warn: (details, message) => log(message, details),
      error: (details, message) => log(message, details),
    },
  });
});
afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe("job queue", () => {
  it("runs a job that was sent", async () => {
    await queue.send("test-ok", { label: "first" });
    expect(await queue.drain()).toBe(true);
    expect(done).toContain("first");
    expect(await queue.count("test-ok", "completed")).toBeGreaterThanOrEqual(1);
  });

  it("runs a job sent in a transaction only when the transaction commits", async () => {
    await database.db
      .transaction(async (tx) => {
        await queue.send("test-ok", { label: "rolled back" }, tx);
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.send("test-ok", { label: "committed" }, tx);
    });
    expect(await queue.drain()).toBe(true);
    expect(done).toContain("committed");
    expect(done).not.toContain("rolled back");
  });

  it("retries a failing job with a growing delay and gives it up after its bound", async () => {
    await queue.send("test-failing", { label: "doomed" });
    await expect.poll(() => queue.count("test-failing", "failed"), { timeout: 30_000, interval: 250 }).toBe(1);
    // The first try and two retries, no more.
    expect(attempts).toHaveLength(3);
    // Backoff: the n-th retry waits at least retryDelay × 2^(n-1) seconds (plus jitter).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2000);
    expect(logged.filter((entry) => entry.message === "job failed; retrying later")).toHaveLength(2);
    expect(logged.filter((entry) => entry.message === "job failed for good")).toHaveLength(1);
    // Given up: the job is kept as failed, with no retry waiting.
    expect(await queue.count("test-failing", "retry")).toBe(0);
  });

  it("stops only when a job a worker was still looking for has run, so nothing meets the closed pool", async () => {
    // A second queue whose workers' look for jobs (pg-boss's fetch) waits at a gate: the stop comes
    // while that look is on the database, and the look then brings a job.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let looking!: () => void;
    const fetching = new Promise<void>((resolve) => (looking = resolve));
    const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => Promise<unknown>;
    const gated = new Proxy(database.pool, {
      get(target, key, receiver) {
        if (key !== "query") return Reflect.get(target, key, receiver);
        return async (text: unknown, values?: unknown) => {
          if (typeof text === "string" && /skip locked/i.test(text) && Array.isArray(values) && values[0] === "test-late") {
            looking();
            await gate;
          }
          return query(text, values);
        };
      },
    });
    const ran: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const late = await openJobQueue(
      { ...database, pool: gated },
      {
        jobs: [
          {
            name: "test-late",
            async run({ label }: { label: string }) {
              ran.push(label);
            },
          },
        ],
        workers: true,
        pollingIntervalSeconds: 0.5,
        log: { info() {}, warn() {}, error() {} },
      },
    );
    try {
      await fetching;
      await queue.send("test-late", { label: "brought by the last look" });
      const stopping = late.stop(5_000);
      let stopped = false;
      void stopping.then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      // pg-boss's own stop has returned by now (nothing of its workers' was running); the queue's has not.
      expect(stopped).toBe(false);
      open();
      await stopping;
      expect(ran).toEqual(["brought by the last look"]);
      expect(await queue.count("test-late", "completed")).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      open();
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
