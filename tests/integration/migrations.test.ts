import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "~/.server/db/client";
import { pingDatabase } from "~/.server/services/platform/health";
import { databaseOfThisFile } from "../support/file-database";

const database = databaseOfThisFile();

describe("migrations", () => {
  it("create every table of the schema", async () => {
    const result = await database().db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "app_meta",
        "category_fields",
        "favourites",
        "listings",
        "partner_companies",
        "profiles",
        "sponsored_contents",
      ]),
    );
  });

  it("apply cleanly a second time (nothing pending, nothing broken)", async () => {
    await migrateDatabase(database());
    await migrateDatabase(database());
    await pingDatabase(database().db);
    const applied = await database().db.execute<{ count: string }>(sql`select count(*)::text as count from drizzle.__drizzle_migrations`);
    expect(Number(applied.rows[0]?.count)).toBeGreaterThanOrEqual(2);
  });

  it("fold Turkish capitals and every I/ı/İ/i variant the same way", async () => {
    const result = await database().db.execute<{ a: string; b: string; c: string; d: string }>(
      sql`select tr_fold('GİRNE') as a, tr_fold('Girne') as b, tr_fold('GIRNE') as c, tr_fold('Gırne ÇAĞŞÖÜ') as d`,
    );
    expect(result.rows[0]).toEqual({ a: "girne", b: "girne", c: "girne", d: "girne çağşöü" });
  });

  it("index the public queries", async () => {
    const result = await database().db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'listings'`,
    );
    const byName = Object.fromEntries(result.rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.listings_status_category_created_idx).toMatch(/\(status, category_slug, created_at DESC( NULLS LAST)?\)/);
    expect(byName.listings_featured_idx).toMatch(/WHERE \(is_featured AND \(status = 'active'::text\)\)/);
    expect(byName.listings_owner_idx).toMatch(/owner_id/);
    expect(byName.listings_search_head_idx).toMatch(/USING gin \(search_head\)/);
    expect(byName.listings_search_vector_idx).toMatch(/USING gin \(search_vector\)/);
    expect(byName.listings_search_walk_idx).toMatch(/INCLUDE \(category_slug, search_head\) WHERE \(status = 'active'::text\)/);
    expect(byName.listings_number_unique).toMatch(/UNIQUE INDEX .* \(number\)/);
    expect(byName.listings_search_trgm_idx).toBeUndefined();
  });
});
