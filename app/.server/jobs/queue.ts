/**
 * The job queue (decision 033): background work as rows of pg-boss's tables in the app's own
 * database, so a job is sent in the same transaction as the change that calls for it (it exists if
 * and only if the change committed), any app node may run it, and a failing one is tried again with
 * a growing delay until its bound, then kept as `failed` and logged — never retried in a loop that
 * holds anything.
 *
 * pg-boss talks to the database through the app's pool (`sqlExecutor`): every statement takes a
 * connection and gives it back, so a job waiting on a mail server holds no connection. On the
 * embedded PGlite (one connection) that is what keeps requests flowing while jobs run.
 *
 * Periodic work (the maintenance sweeps) is scheduled here too: every node's ticker sends each
 * scheduled kind throttled to one job per interval (pg-boss's `sendThrottled`: a unique time slot per
 * queue, so N nodes ticking send one), and a `singleton` queue lets one job of a kind run at a time
 * across all nodes. pg-boss's own cron is not used: it schedules by the minute, and the saved-search
 * alerts run every 20 s.
 */
import PgBoss from "pg-boss";
import { type Database, oneNodeAtATime } from "../db/client";
import { type DbOrTx, type SqlExecutor, sqlExecutor } from "../db/executor";

/** One kind of job: its queue's name, its retry bound and what runs it. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Runs one job; a throw fails this attempt (retried after a delay until `retryLimit`). */
  run(data: Data): Promise<void>;
  /** Attempts after the first (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled (with jitter) each time when `retryBackoff` (default 30 s, true). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An attempt still running after this long counts as failed (default 2 minutes). */
  expireInSeconds?: number;
  /** "singleton": one job of this kind runs at a time across all nodes (default "standard": any number). */
  policy?: "standard" | "singleton";
  /** A schedule: about one job every this many seconds across all nodes, sent by every node's ticker. */
  everySeconds?: number;
  /**
   * How often an idle worker of this kind looks for jobs (seconds; default the queue's). A job this
   * node sends wakes its workers at once, so a kind every node's ticker sends can look rarely.
   */
  pollingIntervalSeconds?: number;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  jobs: readonly JobDefinition<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- each definition has its own data
  /** Whether this node runs jobs (false: it only sends them, e.g. a tool or a web-only node). */
  workers: boolean;
  log: JobLog;
  /** How often an idle worker looks for jobs sent by other nodes (seconds, at least 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /**
   * How often this node looks whether a scheduled job is due (seconds; 0 or absent: never). A job
   * is sent once per interval of its own, at most this late: keep it well below the shortest.
   */
  scheduleTickSeconds?: number;
}

export interface JobQueue {
  /**
   * Sends a job. With `within` (a transaction) the job is a row of that transaction: it is run only
   * if the transaction commits. Without it, it is sent at once.
   */
  send<Data extends object>(name: string, data: Data, within?: DbOrTx): Promise<void>;
  /**
   * Waits until no job is due or running (a retry waiting for its time does not count), at most
   * `timeoutMs`; whether it got there. For tests and tools; workers must be running.
   */
  drain(timeoutMs?: number): Promise<boolean>;
  /**
   * Sends each scheduled kind's job unless one was sent in its current interval (by any node). What
   * the ticker does; for tests and tools.
   */
  sendScheduled(): Promise<void>;
  /** Jobs of `name` in a state (tests and the health of the queue). */
  count(name: string, state: "created" | "retry" | "active" | "completed" | "failed"): Promise<number>;
  /** Stops the ticker and the workers (waiting up to `timeoutMs` for jobs in progress). */
  stop(timeoutMs?: number): Promise<void>;
}

const SCHEMA = "pgboss";

export async function openJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const pool = sqlExecutor(database.pool);
  /** The queue's statements on the pool and the jobs this node runs, in progress: what `stop` waits for. */
  let statements = 0;
  let running = 0;
  let stopped = false;
  const executor: SqlExecutor = {
    executeSql(text, values) {
      // pg-boss marks a job done or failed without waiting for it; one that ends after `stop` gave
      // up on it would meet a closed pool, with nobody to catch the error. Its statement is dropped
      // instead: the job stays active until pg-boss's maintenance expires it and it is tried again.
      if (stopped) return new Promise(() => {});
      statements += 1;
      return pool.executeSql(text, values).finally(() => {
        statements -= 1;
      });
    },
  };
  const boss = new PgBoss({
    db: executor,
    schema: SCHEMA,
    // A new pg-boss version migrates its tables at start (under pg-boss's own advisory lock).
    migrate: true,
    // Archiving and expiry run on every node, one at a time (pg-boss takes a lock per round).
    supervise: true,
    maintenanceIntervalSeconds: 120,
    // Periodic work is sent throttled by this module's ticker (above), not by pg-boss's cron.
    schedule: false,
  });
  boss.on("error", (error: unknown) => options.log.warn({ err: error }, "job queue: database unavailable, trying again"));
  // Installing pg-boss's tables and creating its queues are check-then-create: nodes starting
  // together on an empty database both found nothing and both created, and PostgreSQL refused the
  // second (a duplicate schema, or a deadlock between the two queue inserts), which stopped that
  // node (tests/e2e/two-nodes.spec.ts, server-processes.spec.ts). One node at a time, the later
  // ones find everything in place.
  await oneNodeAtATime(database, async () => {
    await boss.start();
    for (const job of options.jobs) {
      // pg-boss's updateQueue sets a policy it is not given back to "standard": always give it.
      const settings = {
        policy: job.policy ?? "standard",
        retryLimit: job.retryLimit ?? 5,
        retryDelay: job.retryDelaySeconds ?? 30,
        retryBackoff: job.retryBackoff ?? true,
        expireInSeconds: job.expireInSeconds ?? 120,
      };
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, { name: job.name, ...settings });
      else await boss.createQueue(job.name, { name: job.name, ...settings });
    }
  });
  const names = options.jobs.map((job) => job.name);
  /** This node's worker of each kind. */
  const workerIds = new Map<string, string>();
  if (options.workers) {
    for (const job of options.jobs) {
      const id = await boss.work<object>(
        job.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: job.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2 },
        async ([current]) => {
          if (!current) return;
          running += 1;
          try {
            await job.run(current.data);
          } catch (error) {
            const lastTry = current.retryCount >= current.retryLimit;
            if (lastTry)
              options.log.error({ err: error, job: job.name, id: current.id, attempts: current.retryCount + 1 }, "job failed for good");
            else
              options.log.warn(
                { err: error, job: job.name, id: current.id, attempt: current.retryCount + 1 },
                "job failed; retrying later",
              );
            throw error;
          } finally {
            running -= 1;
          }
        },
      );
      workerIds.set(job.name, id);
    }
  }
  /** Makes this node's workers of `kinds` (default: all) look for jobs now. */
  const wake = (kinds: Iterable<string> = workerIds.keys()) => {
    for (const kind of kinds) {
      const id = workerIds.get(kind);
      if (id) boss.notifyWorker(id);
    }
  };
  const scheduled = options.jobs.flatMap((job) => (job.everySeconds ? [{ name: job.name, every: job.everySeconds }] : []));
  /** The time slot of each kind this node last sent a job for: a tick sends only what is due. */
  const sentSlot = new Map<string, number>();
  const sendDue = async (all: boolean) => {
    const sent: string[] = [];
    for (const { name, every } of scheduled) {
      // pg-boss's slots of `every` seconds since the epoch (sendThrottled keeps one job per slot,
      // whichever node sends it).
      const slot = Math.floor(Date.now() / 1000 / every);
      if (!all && sentSlot.get(name) === slot) continue;
      await boss.sendThrottled(name, {}, {}, every);
      sentSlot.set(name, slot);
      sent.push(name);
    }
    wake(sent);
  };
  const sendScheduled = () => sendDue(true);
  let ticking: Promise<void> | null = null;
  const tickSeconds = options.scheduleTickSeconds ?? 0;
  const ticker =
    tickSeconds > 0 && scheduled.length > 0
      ? setInterval(() => {
          ticking ??= sendDue(false)
            .catch((error: unknown) => options.log.warn({ err: error }, "job queue: scheduled jobs not sent, trying again"))
            .finally(() => {
              ticking = null;
            });
        }, tickSeconds * 1000)
      : null;
  ticker?.unref();

  return {
    async send(name, data, within) {
      await boss.send(name, data, within ? { db: sqlExecutor(within) } : {});
      // A job sent outside a transaction can run at once; one inside waits for the next poll (its
      // row is invisible until the commit).
      if (!within) wake([name]);
    },
    async drain(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await pool.executeSql(
          `select count(*)::int as n from ${SCHEMA}.job where name = any($1) and state < 'completed' and start_after <= now()`,
          [names],
        );
        if (rows[0].n === 0) return true;
        if (Date.now() > deadline) return false;
        wake();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    sendScheduled,
    async count(name, state) {
      const { rows } = await pool.executeSql(`select count(*)::int as n from ${SCHEMA}.job where name = $1 and state = $2`, [name, state]);
      return rows[0].n as number;
    },
    async stop(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      if (ticker) clearInterval(ticker);
      await ticking;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // pg-boss's stop waits for the jobs its workers hold, not for a worker whose look for jobs is
      // still on the database: that look can still bring a job, which then runs. Wait until no
      // statement of the queue's and no job is in progress (timers run after every pending promise
      // step, so a job handed over from a finished look is counted by then).
      while ((statements > 0 || running > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      stopped = true;
    },
  };
}
