import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { listings, profiles } from "~/.server/db/schema";
import { decodeCursor, listCategory } from "~/.server/services/discovery/browse";
import type { RatesTable } from "~/domain/currency";
import { type ListingFilters, parseCategoryFilters } from "~/domain/filters";
import type { Currency } from "~/domain/listing";
import { openTestDatabase } from "../support/database";

/**
 * The price filter and the price sorts compare listings in TRY at the current rates, whatever
 * currency each listing is priced in (a £600 rent is not cheaper than a ₺10,000 one).
 */

let database: Database;
const OWNER = "currency-owner";
const RATES: RatesTable = { USD: 40, EUR: 50, GBP: 60 };

/** Houses in Lefke: the key (title's last word) and the price. At RATES: in TRY in the comment. */
const FIXTURES: { key: string; price: number; currency: Currency; featured?: boolean }[] = [
  { key: "try-9000", price: 9_000, currency: "TRY" }, // 9,000
  { key: "gbp-200", price: 200, currency: "GBP" }, // 12,000
  { key: "eur-300", price: 300, currency: "EUR" }, // 15,000
  { key: "usd-400", price: 400, currency: "USD" }, // 16,000
  { key: "try-20000", price: 20_000, currency: "TRY" }, // 20,000
  { key: "gbp-500", price: 500, currency: "GBP" }, // 30,000
  { key: "eur-1000", price: 1_000, currency: "EUR", featured: true }, // 50,000, featured
  { key: "usd-100", price: 100, currency: "USD" }, // 4,000
  { key: "try-16000", price: 16_000, currency: "TRY" }, // 16,000: ties usd-400, the id decides
];

const keyOf = (listing: { title: string }) => listing.title.split(" ").at(-1)!;

function houses(query: string, options: { rates?: RatesTable; limit?: number; cursor?: string | null } = {}) {
  const filters: ListingFilters = parseCategoryFilters("houses", new URLSearchParams(`city=Lefke&${query}`));
  return listCategory(database.db, "houses", filters, { rates: options.rates ?? RATES, limit: options.limit, cursor: options.cursor });
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(profiles).values({ id: OWNER, email: "currency@example.com", displayName: "Currency" });
  await database.db.insert(listings).values(
    FIXTURES.map((fixture, index) => ({
      ownerId: OWNER,
      title: `Ev ${fixture.key}`,
      price: fixture.price,
      currency: fixture.currency,
      city: "Lefke",
      region: "Merkez",
      categorySlug: "houses" as const,
      isFeatured: fixture.featured ?? false,
      status: "active" as const,
      createdAt: new Date(Date.parse("2025-06-01T12:00:00Z") - index * 60_000),
    })),
  );
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe("the price filter", () => {
  it("keeps listings whose price in TRY is within the range, whatever their currency", async () => {
    const page = await houses("minPrice=12000&maxPrice=16000");
    expect(page.listings.map(keyOf).sort()).toEqual(["eur-300", "gbp-200", "try-16000", "usd-400"]);
    expect(page.total).toBe(4);
    expect((await houses("maxPrice=10000")).listings.map(keyOf).sort()).toEqual(["try-9000", "usd-100"]);
    expect((await houses("minPrice=30000")).listings.map(keyOf).sort()).toEqual(["eur-1000", "gbp-500"]);
  });

  it("takes bounds in the visitor's currency (decision 042), converted at the same rates as the prices", async () => {
    // €240–€320 at 50 TRY/EUR is ₺12,000–₺16,000: the same four as above.
    const euros = await houses("minPrice=240&maxPrice=320&currency=EUR");
    expect(euros.listings.map(keyOf).sort()).toEqual(["eur-300", "gbp-200", "try-16000", "usd-400"]);
    // Up to £200 (₺12,000) keeps £200 itself; up to £199 (₺11,940) does not.
    expect((await houses("maxPrice=200&currency=GBP")).listings.map(keyOf).sort()).toEqual(["gbp-200", "try-9000", "usd-100"]);
    expect((await houses("maxPrice=199&currency=GBP")).listings.map(keyOf).sort()).toEqual(["try-9000", "usd-100"]);
    // Exactly $400: ₺16,000 at 40 (the lira listing of that amount too); at 40.01 the bound and $400
    // are both ₺16,004 (not rounded), and ₺16,000 is below it.
    expect((await houses("minPrice=400&maxPrice=400&currency=USD")).listings.map(keyOf).sort()).toEqual(["try-16000", "usd-400"]);
    const fractional = await houses("minPrice=400&maxPrice=400&currency=USD", { rates: { ...RATES, USD: 40.01 } });
    expect(fractional.listings.map(keyOf)).toEqual(["usd-400"]);
  });

  it("follows the rates: at another GBP rate, £200 leaves the range", async () => {
    const page = await houses("minPrice=12000&maxPrice=16000", { rates: { ...RATES, GBP: 90 } });
    expect(page.listings.map(keyOf).sort()).toEqual(["eur-300", "try-16000", "usd-400"]);
  });

  it("compares exactly at the bounds (a fractional rate is not rounded)", async () => {
    // £200 at 59.995 is 11,999 TRY: just below 12,000.
    expect((await houses("minPrice=12000&maxPrice=12000", { rates: { ...RATES, GBP: 59.995 } })).total).toBe(0);
    expect((await houses("minPrice=11999&maxPrice=11999", { rates: { ...RATES, GBP: 59.995 } })).listings.map(keyOf)).toEqual(["gbp-200"]);
  });
});

describe("the price sorts", () => {
  it("order by the price in TRY, featured listings in their place (a pure order, decision 018)", async () => {
    const ascending = (await houses("sort=price-asc")).listings.map(keyOf);
    expect(ascending.slice(0, 4)).toEqual(["usd-100", "try-9000", "gbp-200", "eur-300"]);
    // 16,000 TRY twice: the id decides between them.
    expect(ascending.slice(4, 6).sort()).toEqual(["try-16000", "usd-400"]);
    expect(ascending.slice(6)).toEqual(["try-20000", "gbp-500", "eur-1000"]);
    const descending = (await houses("sort=price-desc")).listings.map(keyOf);
    expect(descending.slice(0, 3)).toEqual(["eur-1000", "gbp-500", "try-20000"]);
    expect(descending.slice(-3)).toEqual(["gbp-200", "try-9000", "usd-100"]);
  });

  for (const sort of ["price-asc", "price-desc"] as const) {
    it(`page through every listing once, with the first page's rates even when the rates change (${sort})`, async () => {
      const everything = (await houses(`sort=${sort}`, { limit: 50 })).listings.map(keyOf);
      expect(everything).toHaveLength(FIXTURES.length);
      const seen: string[] = [];
      let cursor: string | null = null;
      let rates = RATES;
      do {
        const page = await houses(`sort=${sort}`, { limit: 2, cursor, rates });
        seen.push(...page.listings.map(keyOf));
        cursor = page.nextCursor;
        // The rates refresh after the first page: the USD listings would move, but the cursor keeps
        // the first page's rates, so no listing repeats or goes missing.
        rates = { USD: 400, EUR: 1, GBP: 1 };
        if (cursor) expect(decodeCursor(cursor, sort)?.r).toEqual(RATES);
      } while (cursor);
      expect(seen).toEqual(everything);
    });
  }

  it("refuses a price cursor without valid rates or with a non-decimal value (starts from the top)", async () => {
    const first = await houses("sort=price-asc", { limit: 2 });
    const cursor = decodeCursor(first.nextCursor, "price-asc")!;
    const forged = (value: object) => Buffer.from(JSON.stringify({ ...cursor, ...value })).toString("base64url");
    for (const bad of [forged({ r: undefined }), forged({ r: { USD: 0, EUR: 1, GBP: 1 } }), forged({ v: "1e9" }), forged({ v: 12 })]) {
      expect(decodeCursor(bad, "price-asc")).toBeNull();
      expect((await houses("sort=price-asc", { limit: 2, cursor: bad })).listings.map(keyOf)).toEqual(first.listings.map(keyOf));
    }
  });
});
