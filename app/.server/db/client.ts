import path from "node:path";
import { type NodePgDatabase, drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./embedded";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** "postgres" for a server, "pglite" for the embedded host. */
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve("app/.server/db/migrations");

/** Advisory lock id held while migrating/seeding, so several app nodes never race. */
const MIGRATION_LOCK_ID = 7_243_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite host is started on `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** How long a query waits for a free connection before it fails with DatabaseBusyError (default 10 s). */
  connectTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

/**
 * No connection became free in time (the pool is exhausted, or the database does not answer). A
 * request that meets it answers 503 "the server did not answer" at once (server/request-handler.ts)
 * instead of hanging; a job meets it as a failed attempt, tried again later.
 */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super("No database connection became free in time.", { cause });
    this.name = "DatabaseBusyError";
  }
}

/** pg-pool's messages for a connection that did not come in time. */
const CONNECT_TIMEOUT = /timeout exceeded when trying to connect|connection terminated due to connection timeout/i;

/** Whether `error` (or one of its causes: Drizzle wraps the driver's errors) is a connection that did not come in time. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseBusyError || CONNECT_TIMEOUT.test(current.message)) return true;
  }
  return false;
}

/** The pool's `connect` and `query` with a connection that did not come in time turned into DatabaseBusyError. */
function failingFastWhenBusy(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const busy = (error: unknown): never => {
    throw isDatabaseBusy(error) ? new DatabaseBusyError(error) : error;
  };
  Object.assign(pool, {
    connect: (...args: unknown[]) => (args.length > 0 ? (connect as (...a: unknown[]) => unknown)(...args) : connect().catch(busy)),
    query: (...args: unknown[]) => (typeof args.at(-1) === "function" ? query(...args) : query(...args).catch(busy)),
  });
  return pool;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let pool: pg.Pool;
  const poolSize = options.poolSize ?? 10;
  const connectionTimeoutMillis = options.connectTimeoutMs ?? 10_000;
  if (options.databaseUrl) {
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize, connectionTimeoutMillis });
  } else {
    // One pooled connection. PGlite is a single backend: pglite-socket multiplexes connections by
    // interleaving their protocol messages and keeps them apart only inside explicit transactions, so
    // two concurrent extended-protocol queries (Parse/Bind/Execute/Sync) could run each other's
    // unnamed statement. A single connection serialises queries in the pool instead, which costs
    // nothing on a single-threaded database. Never use the outer `db` inside a transaction callback:
    // it would wait for itself.
    // The host accepts a few more sockets than the pool uses: after an SQL error the pool replaces
    // its client, and the host still counts the old socket for a moment; with no headroom the new
    // connection was refused and the next query failed with EPIPE/ECONNRESET.
    embedded = await startEmbeddedDatabase(options.dataDir ?? "./data", { maxConnections: 8 });
    pool = new pg.Pool({
      host: embedded.socketDir,
      port: 5432,
      user: "postgres",
      database: "postgres",
      max: 1,
      // A query waits at most this long for the one connection (it is queued behind the others).
      connectionTimeoutMillis,
    });
  }
  failingFastWhenBusy(pool);
  pool.on("error", (error) => options.onPoolError?.(error));
  const db = drizzle(pool, { schema, casing: "snake_case" });
  let closed = false;
  return {
    db,
    pool,
    kind: embedded ? "pglite" : "postgres",
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await embedded?.stop();
    },
  };
}

/**
 * Runs a callback while holding the cluster-wide migration lock. On PostgreSQL this serialises
 * several app nodes starting together. On PGlite every socket connection shares one backend, so the
 * advisory lock excludes nothing there; the data-directory lock already guarantees a single process.
 */
export async function withMigrationLock<T>(database: Database, work: (db: Db) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    return await work(drizzle(client, { schema, casing: "snake_case" }) as unknown as Db);
  } finally {
    let unlocked = false;
    try {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
      unlocked = true;
    } finally {
      // A connection that may still hold the lock is closed, not pooled: closing it frees the lock
      // (a pooled one would keep every other node waiting at start).
      client.release(!unlocked);
    }
  }
}

/** Advisory lock id held while a node sets up shared state outside the migrations (the job queue's tables and queues). */
const START_LOCK_ID = 7_243_002;

/**
 * Runs `work` (which uses the pool as usual) while this node holds a cluster-wide lock, so nodes
 * starting together on one PostgreSQL database do it one after the other. The lock is held on a
 * connection of its own outside the pool, so `work` has the whole pool even when it is one
 * connection. On PGlite there is nothing to exclude (one process per data directory) and no
 * connection to spare: `work` just runs.
 */
export async function oneNodeAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === "pglite") return work();
  const options = (database.pool as unknown as { options: pg.ClientConfig }).options;
  const client = new pg.Client(options);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [START_LOCK_ID]);
    return await work();
  } finally {
    // Closing the session frees the lock, whatever happened.
    await client.end().catch(() => undefined);
  }
}

/** Applies pending drizzle-kit migrations (forward only). Safe to call on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  await withMigrationLock(database, (db) => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
}

/**
 * PostgreSQL only: a dedicated connection (outside the pool, with the pool's settings) that LISTENs
 * on `channels` and hands each notification to `onNotification`. A lost connection is reported to
 * `onLost` and opened again after 2 s, until `stop()`.
 */
export async function listenForNotifications(
  database: Database,
  channels: readonly string[],
  onNotification: (channel: string, payload: string) => void,
  onLost: (error: Error) => void,
): Promise<{ stop(): Promise<void> }> {
  const options = (database.pool as unknown as { options: pg.ClientConfig }).options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client(options);
    next.on("notification", (message) => {
      if (message.payload) onNotification(message.channel, message.payload);
    });
    next.on("error", (error) => {
      onLost(error);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 2000);
    });
    await next.connect();
    for (const channel of channels) await next.query(`listen ${channel}`);
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
