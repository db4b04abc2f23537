import pg from "pg";
import type { Database } from "./db/client";
import { getLogger } from "./logger";

/**
 * The live moderation queue's source (issue 6): listings becoming pending, and owners' edits of
 * live listings waiting as revisions (decision 017), announced to the admin event streams of this
 * node. On PostgreSQL triggers NOTIFY 'listing_pending' (migration 0004) and 'listing_revision'
 * (migration 0011) and one dedicated connection per node LISTENs, so a listing saved on any node
 * reaches every open panel. The embedded PGlite (one process by construction) does not pass
 * notifications through its socket, so there the queue asks every 2 s whether a pending listing or
 * revision changed since it last looked. Only this node's own subscribers live in memory (the open
 * streams): nothing shared.
 */

/** A listing submitted (or resubmitted) for moderation, or a revision of a live one. */
export interface QueueEvent {
  kind: "listing" | "revision";
  id: string;
}

type Listener = (event: QueueEvent) => void;

const CHANNELS = { listing_pending: "listing", listing_revision: "revision" } as const;

interface Source {
  stop(): Promise<void>;
}

const listeners = new Set<Listener>();
/** Ends this node's open event streams (on shutdown). */
const streamClosers = new Set<() => void>();
let source: Source | null = null;
let starting: Promise<void> | null = null;

const emit = (event: QueueEvent) => {
  for (const listener of listeners) listener(event);
};

async function listenOnPostgres(database: Database): Promise<Source> {
  const options = (database.pool as unknown as { options: pg.ClientConfig }).options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client(options);
    next.on("notification", (message) => {
      const kind = CHANNELS[message.channel as keyof typeof CHANNELS];
      if (kind && message.payload) emit({ kind, id: message.payload });
    });
    next.on("error", (error) => {
      getLogger().warn({ err: error }, "live queue connection lost; reconnecting");
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 2000);
    });
    await next.connect();
    for (const channel of Object.keys(CHANNELS)) await next.query(`listen ${channel}`);
    client = next;
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** What the embedded mode polls: each kind's pending rows by their update time. */
const POLLED = [
  { kind: "listing", table: "listings", id: "id" },
  { kind: "revision", table: "listing_revisions", id: "listing_id" },
] as const;

function pollOnPglite(database: Database): Source {
  const since = new Map<QueueEvent["kind"], Date>();
  let running = false;
  const tick = async () => {
    if (running || listeners.size === 0) return;
    running = true;
    try {
      for (const { kind, table, id } of POLLED) {
        const last = since.get(kind) ?? null;
        const { rows } = await database.pool.query<{ id: string; updated_at: Date }>(
          last
            ? `select ${id} as id, updated_at from ${table} where status = 'pending' and updated_at > $1 order by updated_at limit 50`
            : `select ${id} as id, updated_at from ${table} where status = 'pending' order by updated_at desc limit 1`,
          last ? [last] : [],
        );
        let newest = last;
        for (const row of rows) if (!newest || row.updated_at > newest) newest = row.updated_at;
        since.set(kind, newest ?? new Date());
        if (last) for (const row of rows) emit({ kind, id: row.id });
      }
    } catch (error) {
      getLogger().warn({ err: error }, "live queue poll failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), 2000);
  timer.unref();
  void tick();
  return {
    async stop() {
      clearInterval(timer);
    },
  };
}

/** Subscribes to pending listings and revisions; returns the unsubscribe function. Starts the source on first use. */
export async function subscribePending(database: Database, listener: Listener): Promise<() => void> {
  listeners.add(listener);
  if (!source) {
    starting ??= (async () => {
      source = database.kind === "postgres" ? await listenOnPostgres(database) : pollOnPglite(database);
    })().finally(() => {
      starting = null;
    });
    await starting;
  }
  return () => listeners.delete(listener);
}

/** Registers an open stream's closer; returns the function that forgets it. */
export function onShutdown(close: () => void): () => void {
  streamClosers.add(close);
  return () => streamClosers.delete(close);
}

/** Ends every open event stream of this node (the server is shutting down). */
export function closeLiveStreams() {
  for (const close of [...streamClosers]) close();
  streamClosers.clear();
}

export async function stopLiveQueue() {
  const current = source;
  source = null;
  listeners.clear();
  await current?.stop();
}
