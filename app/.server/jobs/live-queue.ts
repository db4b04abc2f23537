import type { Logger } from "pino";
import { type Database, listenForNotifications } from "../db/client";
import { reportsChangedSince } from "../services/moderation/listing-reports";
import { CHANGES_PER_READ, type PendingKind, pendingChangedSince } from "../services/moderation/moderation-queue";

/**
 * The live moderation queue's source: listings becoming pending, and owners' edits of
 * live listings waiting as revisions (decision 017), announced to the admin event streams of this
 * node. On PostgreSQL triggers NOTIFY 'listing_pending' (migration 0004) and 'listing_revision'
 * (migration 0011) and one dedicated connection per node LISTENs, so a listing saved on any node
 * reaches every open panel. The embedded PGlite (one process by construction) does not pass
 * notifications through its socket, so there the queue asks every 2 s whether a pending listing or
 * revision changed, or a listing was reported ('listing_report', migration 0014), since it
 * last looked. Only this node's own subscribers live in memory (the open
 * streams): nothing shared. Start-up makes one per node (`context.liveQueue`, server/context.ts).
 */

/** A listing submitted (or resubmitted) for moderation, a revision of a live one, or a report of a listing (its id). */
export interface QueueEvent {
  kind: PendingKind | "report";
  id: string;
}

type Listener = (event: QueueEvent) => void;

const CHANNELS = { listing_pending: "listing", listing_revision: "revision", listing_report: "report" } as const;

interface Source {
  stop(): Promise<void>;
}

/** How often the queue asks the embedded database (tests make a queue with a shorter interval). */
export const PGLITE_POLL_MS = 2000;

/**
 * How far back each look reaches before the newest change it has seen. A change's time is taken
 * when its write starts (a save's clock, a transaction's `now()`), not when it commits: a save that
 * started first can commit after a later one was already seen, with an older time. Looking back (and
 * announcing each change once) hears it all the same; a write slower than this could still be missed.
 */
export const PGLITE_LOOKBACK_MS = 60_000;

/** How many reads of CHANGES_PER_READ one look may take. */
const MAX_READS_PER_LOOK = 20;

/** This node's live queue: the admin event streams subscribe to it, and shutdown ends them. */
export interface LiveQueue {
  /**
   * Subscribes to pending listings, revisions and reports; resolves to the unsubscribe function once
   * the source hears changes (a change made after it resolves reaches the listener). The source
   * starts on the first subscription.
   */
  subscribe(listener: Listener): Promise<() => void>;
  /** Registers an open stream's closer; returns the function that forgets it. */
  onShutdown(close: () => void): () => void;
  /** Ends every open event stream of this node (the server is shutting down). */
  closeStreams(): void;
  /** Stops the source (the LISTEN connection or the poll) and forgets every listener. */
  stop(): Promise<void>;
}

export function createLiveQueue(database: Database, logger: Logger, options: { pollIntervalMs?: number } = {}): LiveQueue {
  const listeners = new Set<Listener>();
  const streamClosers = new Set<() => void>();
  let source: Source | null = null;
  let starting: Promise<void> | null = null;

  /**
   * Tells every listener; one that throws (a stream that closed under it) is dropped and cannot keep
   * the event from the others, nor every later event from everyone.
   */
  const emit = (event: QueueEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        listeners.delete(listener);
        logger.warn({ err: error }, "live queue: a listener failed and was dropped");
      }
    }
  };

  const listenOnPostgres = (): Promise<Source> =>
    listenForNotifications(
      database,
      Object.keys(CHANNELS),
      (channel, payload) => {
        const kind = CHANNELS[channel as keyof typeof CHANNELS];
        if (kind) emit({ kind, id: payload });
      },
      (error) => logger.warn({ err: error }, "live queue connection lost; reconnecting"),
    );

  /** Starts polling once its first look has set where it looks from: what changes after it resolves is heard. */
  async function pollOnPglite(intervalMs: number): Promise<Source> {
    const since = new Map<QueueEvent["kind"], Date>();
    /** The changes announced (kind, id and time), kept while they are within the look-back. */
    const announced = new Map<string, number>();
    let running = false;
    const tick = async () => {
      if (running || listeners.size === 0) return;
      running = true;
      try {
        for (const kind of ["listing", "revision", "report"] as const) {
          const last = since.get(kind) ?? null;
          // (The first look reads the same window, to know what is not news.)
          let from = new Date((last?.getTime() ?? Date.now()) - PGLITE_LOOKBACK_MS);
          let newest = last;
          // Page by page (oldest first, CHANGES_PER_READ at a time): a burst of more changes than one
          // read holds within the look-back must not keep the newest ones out of every look.
          for (let page = 0; page < MAX_READS_PER_LOOK; page++) {
            const rows =
              kind === "report" ? await reportsChangedSince(database.db, from) : await pendingChangedSince(database.db, kind, from);
            for (const row of rows) {
              if (!newest || row.updatedAt > newest) newest = row.updatedAt;
              const key = `${kind}:${row.id}:${row.updatedAt.getTime()}`;
              if (announced.has(key)) continue;
              announced.set(key, row.updatedAt.getTime());
              // The first look only sets where to look from: what was there before is not news.
              if (last) emit({ kind, id: row.id });
            }
            const end = rows.at(-1)?.updatedAt;
            if (rows.length < CHANGES_PER_READ || !end || end.getTime() <= from.getTime()) break;
            from = end;
          }
          since.set(kind, newest ?? new Date());
        }
        const oldest = Math.min(...[...since.values()].map((date) => date.getTime())) - PGLITE_LOOKBACK_MS;
        for (const [key, time] of announced) if (time < oldest) announced.delete(key);
      } catch (error) {
        logger.warn({ err: error }, "live queue poll failed");
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
    await tick();
    return {
      async stop() {
        clearInterval(timer);
      },
    };
  }

  return {
    async subscribe(listener) {
      listeners.add(listener);
      if (!source) {
        starting ??= (async () => {
          source = database.kind === "postgres" ? await listenOnPostgres() : await pollOnPglite(options.pollIntervalMs ?? PGLITE_POLL_MS);
        })().finally(() => {
          starting = null;
        });
        await starting;
      }
      return () => listeners.delete(listener);
    },
    onShutdown(close) {
      streamClosers.add(close);
      return () => streamClosers.delete(close);
    },
    closeStreams() {
      for (const close of [...streamClosers]) close();
      streamClosers.clear();
    },
    async stop() {
      await starting?.catch(() => {});
      const current = source;
      source = null;
      listeners.clear();
      await current?.stop();
    },
  };
}
