import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/.server/db/client";
import { openTestDatabase } from "./database";

/**
 * A fresh database for the calling Vitest file (`openTestDatabase`), opened before its tests and
 * closed after them; the returned function gives it to the tests.
 */
export function databaseOfThisFile(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => database!;
}
