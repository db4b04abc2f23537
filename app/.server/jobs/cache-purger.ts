/**
 * Sends the purges the database recorded (services/platform/cache-purges.ts) to the shared caches, from
 * whichever node is free: every `pollMs` a node claims the due ones (`FOR UPDATE SKIP LOCKED`, so N
 * nodes never send one twice at once), sends their keys in one go and marks them sent. A failure
 * puts them back with a backoff (1 s, 2 s … 60 s; given up after MAX_PURGE_ATTEMPTS, when the
 * pages have long expired by their s-maxage anyway) and is logged once per outage. The write that
 * caused a purge never waits for it.
 */
import type { Logger } from "pino";
import type { PurgeSender } from "../adapters/cache-purge";
import type { Db } from "../db/client";
import { MAX_PURGE_ATTEMPTS, claimPurges, markPurgesSent, retryPurgesLater } from "../services/platform/cache-purges";

/** Purges claimed per round: their keys go out together. */
const BATCH = 50;

export interface CachePurgerOptions {
  db: Db;
  send: PurgeSender;
  pollMs: number;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

/** One round: claims, sends, marks. Returns how many purges were sent. */
export async function sendDuePurges(
  { db, send, logger }: Omit<CachePurgerOptions, "pollMs">,
  state: { failing: boolean },
): Promise<number> {
  const purges = await claimPurges(db, BATCH);
  if (purges.length === 0) return 0;
  const versions = purges.map((purge) => purge.version);
  const keys = [...new Set(purges.flatMap((purge) => purge.keys))];
  try {
    await send(keys.includes("site") ? ["site"] : keys);
  } catch (error) {
    await retryPurgesLater(db, versions);
    if (!state.failing) logger.error({ err: error, keys: keys.length }, "cache purge failed: retrying with backoff");
    state.failing = true;
    return 0;
  }
  await markPurgesSent(db, versions);
  if (state.failing) logger.info("cache purges are reaching the shared caches again");
  state.failing = false;
  return purges.length;
}

/** Starts the loop; the returned function stops it and waits for a round in progress. */
export function startCachePurger(options: CachePurgerOptions): () => Promise<void> {
  const state = { failing: false };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sendDuePurges(options, state)
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!state.failing)
          options.logger.warn({ err: error, maxAttempts: MAX_PURGE_ATTEMPTS }, "cache purge: database unavailable, trying again");
        state.failing = true;
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.pollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
