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
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let pool: pg.Pool;
  const poolSize = options.poolSize ?? 10;
  if (options.databaseUrl) {
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
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
      connectionTimeoutMillis: 60_000,
    });
  }
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
