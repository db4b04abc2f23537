import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase, openDatabase } from "~/.server/db/client";
import { searchListings } from "~/.server/services/discovery/search";
import { freshDatabaseUrl } from "../support/database";

/**
 * Migration 0022 (decision 039) on a database that already holds listings: the search documents
 * folded by the old search_fold() are computed again, with their indexes, statistics targets and
 * the vocabulary's trigger, and words of every script become findable. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */

const MIGRATIONS = path.resolve("app/.server/db/migrations");
let database: Database;
let drop: (() => Promise<void>) | undefined;
let before: string;

/** A copy of the migrations folder whose journal ends before 0022. */
function migrationsBefore0022(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "kk-migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 22);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const found = async (query: string) => (await searchListings(database.db, query)).listings.map((listing) => listing.title).sort();

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  database = fresh
    ? await openDatabase({ databaseUrl: fresh.url, poolSize: 2 })
    : await openDatabase({ dataDir: "memory://", poolSize: 2 });
  drop = fresh?.drop;
  before = migrationsBefore0022();
  await migrate(database.db, { migrationsFolder: before });
  // Raw SQL: the schema of today names columns later migrations add (translations, decision 041).
  await database.pool.query("insert into profiles (id, email, display_name) values ('owner', 'sahip@example.com', 'Sahip')");
  await database.pool.query(
    `insert into listings (owner_id, title, description, price, city, region, category_slug, status) values
       ('owner', 'آپارتمان نزدیک دانشگاه', 'کرایه ماهانه، یک‌خوابه.', 500, 'Girne', 'Karaoğlanoğlu', 'apartments', 'active'),
       ('owner', 'Квартира у моря', 'Коммунальные платежи: всё включено.', 700, 'Gazimağusa', 'Sakarya', 'apartments', 'active')`,
  );
});

afterAll(async () => {
  await database?.close();
  await drop?.();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe("migration 0022 on a database with listings", () => {
  it("rebuilds the search documents with the new fold, so words of every script are found", async () => {
    // The old fold kept ی and ک and ё as they were written: the folded query finds nothing.
    expect(await found("كرايه")).toEqual([]);
    expect(await found("все включено")).toEqual([]);
    await migrateDatabase(database);
    expect(await found("كرايه")).toEqual(["آپارتمان نزدیک دانشگاه"]);
    expect(await found("نزديك")).toEqual(["آپارتمان نزدیک دانشگاه"]);
    expect(await found("все включено")).toEqual(["Квартира у моря"]);
    expect(await found("Кирения")).toEqual(["آپارتمان نزدیک دانشگاه"]);
    expect(await found("گيرنه")).toEqual(["آپارتمان نزدیک دانشگاه"]);
    expect(await found("Фамагуста")).toEqual(["Квартира у моря"]);
  });

  it("makes the documents' indexes, statistics targets and the vocabulary's trigger again", async () => {
    const indexes = await database.pool.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where tablename = 'listings' and indexname like 'listings_search%'",
    );
    const byName = Object.fromEntries(indexes.rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.listings_search_head_idx).toMatch(/USING gin \(search_head\)/);
    expect(byName.listings_search_vector_idx).toMatch(/USING gin \(search_vector\)/);
    expect(byName.listings_search_walk_idx).toMatch(/INCLUDE \(category_slug, search_head\) WHERE \(status = 'active'::text\)/);
    const targets = await database.pool.query<{ attname: string; target: number }>(
      "select attname, attstattarget::int as target from pg_attribute where attrelid = 'listings'::regclass and attname in ('search_head', 'search_vector') order by attname",
    );
    expect(targets.rows).toEqual([
      { attname: "search_head", target: 1000 },
      { attname: "search_vector", target: 1000 },
    ]);
    const vocabulary = await database.pool.query<{ term: string }>("select term from search_terms where term = any($1::text[])", [
      ["كرايه", "включено", "квартира"],
    ]);
    expect(vocabulary.rows.map((row) => row.term).sort()).toEqual(["включено", "квартира", "كرايه"]);
    // The update trigger is back: a listing that goes live brings its words.
    await database.pool.query(
      "insert into listings (owner_id, title, description, price, city, category_slug, status) values ('owner', 'Ферма', 'Оливковая роща', 100, 'Lefke', 'houses', 'pending')",
    );
    await database.pool.query("update listings set status = 'active' where title = 'Ферма'");
    const added = await database.pool.query<{ term: string }>("select term from search_terms where term in ('ферма', 'оливковая')");
    expect(added.rows).toHaveLength(2);
    expect(await found("оливковая")).toEqual(["Ферма"]);
  });
});
