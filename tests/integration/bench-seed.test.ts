import { and, count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_SEED_MARKER, readBenchSeedMarker, seedBenchData } from "../../bench/seed";
import type { Database } from "~/.server/db/client";
import { authUsers, categoryFields, listings, profiles } from "~/.server/db/schema";
import { CATEGORIES } from "~/domain/categories";
import { CURRENCIES, LISTING_STATUSES, RENTAL_TERMS } from "~/domain/listing";
import { CITY_NAMES, regionBelongsToCity } from "~/domain/locations";
import { openTestDatabase } from "../support/database";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const listingIndexes = async () =>
  (
    await database.pool.query<{ indexdef: string }>("select indexdef from pg_indexes where tablename = 'listings' order by indexname")
  ).rows.map((row) => row.indexdef);

describe("benchmark seeder (npm run bench:seed)", () => {
  it("fills the database with N valid listings and keeps every index", async () => {
    const indexesBefore = await listingIndexes();
    const result = await seedBenchData(database, { listings: 200, owners: 20, batchSize: 64 });
    expect(result).toMatchObject({ listings: 200, owners: 20 });

    const rows = await database.db.select().from(listings);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.categorySlug))).toEqual(new Set(CATEGORIES));
    const fields = await database.db.select({ category: categoryFields.categorySlug, key: categoryFields.fieldKey }).from(categoryFields);
    for (const row of rows) {
      expect(CITY_NAMES).toContain(row.city);
      if (row.region === null) expect(row.city).toBe("Ercan");
      else expect(regionBelongsToCity(row.city, row.region)).toBe(true);
      expect(row.location).toBe(row.region ? `${row.city} - ${row.region}` : row.city);
      expect(LISTING_STATUSES).toContain(row.status);
      expect(CURRENCIES).toContain(row.currency);
      expect(row.price).toBeGreaterThan(0);
      expect(row.title.length).toBeGreaterThan(10);
      expect(row.titleEn?.length).toBeGreaterThan(10);
      expect(row.images.length).toBeGreaterThan(0);
      expect(row.ownerId).toMatch(/^bench-owner-\d{4}$/);
      if (row.isFeatured) expect(row.status).toBe("active");
      // Specifications are the category's form fields, plus the rental term and a map link.
      const allowed = new Set([
        ...fields.filter((field) => field.category === row.categorySlug).map((field) => field.key),
        "rental_term",
        "map_url",
      ]);
      for (const key of Object.keys(row.specifications)) expect(allowed, `${row.categorySlug}: ${key}`).toContain(key);
      expect(RENTAL_TERMS).toContain(row.specifications.rental_term);
    }
    const active = rows.filter((row) => row.status === "active").length;
    expect(active / rows.length).toBeGreaterThan(0.7);
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.city)).size).toBe(CITY_NAMES.length);

    const [owners] = await database.db.select({ value: count() }).from(profiles).where(like(profiles.id, "bench-owner-%"));
    const [users] = await database.db.select({ value: count() }).from(authUsers).where(like(authUsers.id, "bench-owner-%"));
    expect(owners?.value).toBe(20);
    expect(users?.value).toBe(20);
    expect(await readBenchSeedMarker(database.pool)).toMatchObject({ listings: 200, owners: 20 });
    expect(await listingIndexes()).toEqual(indexesBefore);
    // The search document and its index work on the seeded rows.
    const [found] = await database.db
      .select({ value: count() })
      .from(listings)
      .where(and(eq(listings.status, "active"), sql`${listings.searchVector} @@ to_tsquery('simple', search_fold(${rows[0]!.city}))`));
    expect(found?.value).toBeGreaterThan(0);
  });

  it("replaces its own data on a second run, and refuses a database with other listings unless forced", async () => {
    await seedBenchData(database, { listings: 50, owners: 10 });
    const [afterReseed] = await database.db.select({ value: count() }).from(listings);
    expect(afterReseed?.value).toBe(50);
    expect(await readBenchSeedMarker(database.pool)).toMatchObject({ listings: 50, owners: 10 });

    await database.db.insert(profiles).values({ id: "someone-else", email: "someone@example.com" });
    await database.db
      .insert(listings)
      .values({ ownerId: "someone-else", title: "Kiralık daire", price: 1000, city: "Girne", categorySlug: "houses", status: "active" });
    await expect(seedBenchData(database, { listings: 10 })).rejects.toThrow(/--force/);
    const [untouched] = await database.db.select({ value: count() }).from(listings);
    expect(untouched?.value).toBe(51);

    await seedBenchData(database, { listings: 10, owners: 5, force: true });
    const [forced] = await database.db.select({ value: count() }).from(listings);
    expect(forced?.value).toBe(10);
    const marker = await database.pool.query("select 1 from app_meta where key = $1", [BENCH_SEED_MARKER]);
    expect(marker.rowCount).toBe(1);
  });
});
