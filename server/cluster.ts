/**
 * One server process per core (WEB_CONCURRENCY, decision 024). The primary process only forks the
 * workers and looks after them; each worker is the whole app (`main()` in server/app.ts: its own
 * runtime, database pool, page cache and jobs) and they share nothing but PostgreSQL, Redis and the
 * storage, exactly as N nodes would (the page cache reads purges from the database, the jobs claim
 * their work with locks). Node's cluster module hands the listening socket's connections out to the
 * workers.
 *
 * - A worker that dies (a crash, the OOM killer) is replaced after a second; more than
 *   `3 × workers` deaths within a minute is a crash loop: the primary stops the rest and exits 1, so
 *   the process manager sees the failure instead of an endless restart.
 * - SIGTERM/SIGINT go to every worker, which finishes its requests and exits (server/app.ts); the
 *   primary exits once all have, with 0 when each did.
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

const RESTART_DELAY_MS = 1000;
const CRASH_WINDOW_MS = 60_000;

export function runPrimary(workers: number, logger: Logger): void {
  let stopping: NodeJS.Signals | null = null;
  let failedExit = false;
  const deaths: number[] = [];
  const live = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    worker.once("listening", () => logger.info({ pid: worker.process.pid }, "worker listening"));
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    logger.info({ signal, workers: live().length }, "primary: stopping the workers");
    for (const worker of live()) worker.process.kill(signal);
    if (live().length === 0) process.exit(failedExit ? 1 : 0);
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      // A worker still starting has no handler for the signal yet and ends by it: nothing was lost,
      // it had taken no request. Any other way out but a clean exit is a failure.
      if (code !== 0 && signal !== stopping) failedExit = true;
      if (live().length === 0) {
        logger.info("primary: every worker has stopped");
        process.exit(failedExit ? 1 : 0);
      }
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - CRASH_WINDOW_MS) deaths.shift();
    if (deaths.length > workers * 3) {
      logger.fatal({ deaths: deaths.length }, "workers keep dying: stopping");
      failedExit = true;
      stop("SIGTERM");
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a worker exited; starting another");
    setTimeout(fork, RESTART_DELAY_MS);
  });

  // `on`, not `once`: a second signal during shutdown must not kill the primary mid-way.
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info({ workers }, "primary: starting the workers");
  for (let i = 0; i < workers; i += 1) fork();
}
