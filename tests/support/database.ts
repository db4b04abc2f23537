import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, migrateDatabase, openDatabase } from "~/.server/db/client";

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server named
 * by DATABASE_URL (dropped again on close), otherwise a new in-memory embedded PGlite host.
 */
export async function openTestDatabase(): Promise<Database> {
  const fresh = await freshDatabaseUrl();
  if (!fresh) {
    const database = await openDatabase({ dataDir: "memory://", poolSize: 4 });
    await migrateDatabase(database);
    return database;
  }
  const database = await openDatabase({ databaseUrl: fresh.url, poolSize: 4 });
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A fresh database on the PostgreSQL server of `serverUrl` (default DATABASE_URL), with a function
 * that drops it; or undefined without a server: the runtime then uses the embedded PGlite.
 */
export async function freshDatabaseUrl(
  serverUrl = process.env.DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (!serverUrl) return undefined;
  const name = `kk_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
