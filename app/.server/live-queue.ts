import pg from "pg";
import type { Database } from "./db/client";
import { getLogger } from "./logger";

/**
 * The live moderation queue's source (issue 6): listings becoming pending, announced to the admin
 * event streams of this node. On PostgreSQL a trigger NOTIFYs 'listing_pending' (migration 0004) and
 * one dedicated connection per node LISTENs, so a listing saved on any node reaches every open
 * panel. The embedded PGlite (one process by construction) does not pass notifications through its
 * socket, so there the queue asks every 2 s whether a pending listing changed since it last looked.
 * Only this node's own subscribers live in memory (the open streams): nothing shared.
 */

type Listener = (listingId: string) => void;

interface Source {
  stop(): Promise<void>;
}

const listeners = new Set<Listener>();
/** Ends this node's open event streams (on shutdown). */
const streamClosers = new Set<() => void>();
let source: Source | null = null;
let starting: Promise<void> | null = null;

const emit = (listingId: string) => {
  for (const listener of listeners) listener(listingId);
};

async function listenOnPostgres(database: Database): Promise<Source> {
  const options = (database.pool as unknown as { options: pg.ClientConfig }).options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client(options);
    next.on("notification", (message) => {
      if (message.channel === "listing_pending" && message.payload) emit(message.payload);
    });
    next.on("error", (error) => {
      getLogger().warn({ err: error }, "live queue connection lost; reconnecting");
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 2000);
    });
    await next.connect();
    await next.query("listen listing_pending");
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

function pollOnPglite(database: Database): Source {
  let since: Date | null = null;
  let running = false;
  const tick = async () => {
    if (running || listeners.size === 0) return;
    running = true;
    try {
      const { rows } = await database.pool.query<{ id: string; updated_at: Date }>(
        since
          ? "select id, updated_at from listings where status = 'pending' and updated_at > $1 order by updated_at limit 50"
          : "select id, updated_at from listings where status = 'pending' order by updated_at desc limit 1",
        since ? [since] : [],
      );
      const first = since === null;
      for (const row of rows) if (!since || row.updated_at > since) since = row.updated_at;
      since ??= new Date();
      if (!first) for (const row of rows) emit(row.id);
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

/** Subscribes to pending listings; returns the unsubscribe function. Starts the source on first use. */
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
