import type { Logger } from "pino";
import type { StorageAdapter } from "../adapters/storage";
import type { Db } from "../db/client";
import { runDueJobs } from "../services/platform/maintenance";
import { MAINTENANCE_JOBS } from "../services/platform/maintenance-jobs";
import { type ExpiryMailDeps } from "../services/platform/shared";

/**
 * Every `tickSeconds` (0: never) runs the maintenance jobs that are due (`services/platform/maintenance.ts`:
 * one node at a time per job). Returns a stop function that waits for a run in progress.
 */
export function startMaintenanceLoop(
  tickSeconds: number,
  deps: { db: Db; storage: StorageAdapter; mail: ExpiryMailDeps; logger: Logger },
): () => Promise<void> {
  if (tickSeconds <= 0) return async () => {};
  const { db, storage, mail, logger } = deps;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueJobs({ db, storage, mail }, MAINTENANCE_JOBS)
      .then((result) => {
        for (const [job, outcome] of Object.entries(result)) {
          if (outcome.ok === true && outcome.count > 0) logger.info({ job, count: outcome.count }, "maintenance job done");
          else if (outcome.ok === false) logger.error({ err: outcome.error, job }, "maintenance job failed");
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, "maintenance: database unavailable, trying again later"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, tickSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
