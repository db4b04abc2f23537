import { and, desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { listings, profiles } from "~/.server/db/schema";
import { filterConditions, listBrandChoices, listCategory } from "~/.server/services/discovery/browse";
import { readTier, searchListings, searchTierConditions, textMatch } from "~/.server/services/discovery/search";
import type { Category } from "~/domain/categories";
import { type ListingFilters, parseCategoryFilters } from "~/domain/filters";
import { FALLBACK_RATES as RATES, SORT_OPTIONS, type SortOption, type Specifications } from "~/domain/listing";
import { parseSearch } from "~/domain/search";
import { openTestDatabase } from "../support/database";

/**
 * The category-page filters, sorts and keyset pagination, and the Turkish-folding search, on
 * listings this file inserts itself (no demo seed). Every listing has a `key` in its title's
 * last word so results can be compared as sets of keys.
 */

let database: Database;

type Status = "active" | "pending" | "rejected" | "deleted";
interface Fixture {
  key: string;
  category: Category;
  city: string;
  region?: string | null;
  price?: number;
  specs?: Specifications;
  title?: string;
  titleEn?: string;
  description?: string;
  descriptionEn?: string;
  featured?: boolean;
  views?: number;
  status?: Status;
  /** Minutes before the base time. */
  age: number;
}

const BASE = Date.parse("2025-06-01T12:00:00.000Z");
const OWNER = "browse-owner";

const FIXTURES: Fixture[] = [
  // Houses
  {
    key: "h-villa-alsancak",
    category: "houses",
    city: "Girne",
    region: "Alsancak",
    price: 1000,
    featured: true,
    views: 50,
    age: 60,
    specs: { rental_term: "monthly", rooms: "3+1", house_type: "Villa", square_meters: 200, furnished: true },
  },
  {
    key: "h-daire-girne",
    category: "houses",
    city: "Girne",
    region: "Merkez",
    price: 500,
    views: 300,
    age: 120,
    specs: { rental_term: "daily", rooms: "2+1", house_type: "Daire", square_meters: "90", furnished: false },
  },
  {
    key: "h-penthouse-kumsal",
    category: "houses",
    city: "Lefkoşa",
    region: "Kumsal",
    price: 2000,
    views: 10,
    age: 180,
    specs: { rental_term: "yearly", room_count: "4+1", house_type: "penthouse", area: 150 },
  },
  {
    key: "h-untyped",
    category: "houses",
    city: "İskele",
    region: "Boğaz",
    price: 800,
    views: 80,
    age: 240,
    title: "Denize sıfır bungalov",
    specs: { rental_term: "weekly", rooms: "5+1", square_meters: "bilinmiyor" },
  },
  {
    key: "h-ikiz-iskele",
    category: "houses",
    city: "İskele",
    region: "Merkez",
    price: 0,
    featured: true,
    views: 5,
    age: 300,
    specs: { rental_term: "monthly", rooms: "5+", house_type: "İkiz Villa", square_meters: "120 m²" },
  },
  {
    key: "h-described",
    category: "houses",
    city: "Lefke",
    region: null,
    price: 1500,
    views: 1,
    age: 360,
    description: "Bahçeli geniş bir villa, eşyalı.",
    specs: { rental_term: "monthly", rooms: "3+1" },
  },
  {
    key: "h-pending",
    category: "houses",
    city: "Girne",
    region: "Alsancak",
    price: 1000,
    age: 10,
    status: "pending",
    specs: { rental_term: "monthly", rooms: "3+1", house_type: "Villa", square_meters: 200 },
  },
  {
    key: "h-rejected",
    category: "houses",
    city: "Girne",
    region: "Alsancak",
    price: 1000,
    age: 11,
    status: "rejected",
    specs: { rental_term: "monthly", rooms: "3+1", house_type: "Villa", square_meters: 200 },
  },
  {
    key: "h-deleted",
    category: "houses",
    city: "Girne",
    region: "Alsancak",
    price: 1000,
    age: 12,
    status: "deleted",
    specs: { rental_term: "monthly", rooms: "3+1", house_type: "Villa", square_meters: 200 },
  },
  // Cars
  {
    key: "c-bmw",
    category: "cars",
    city: "Ercan",
    price: 50,
    age: 60,
    specs: { rental_term: "daily", brand: "bmw", model_year: 2020, transmission: "Otomatik", fuel: "Dizel" },
  },
  {
    key: "c-toyota",
    category: "cars",
    city: "Girne",
    region: "Merkez",
    price: 300,
    age: 72,
    specs: { rental_term: "weekly", brand: "Toyota", model_year: "2015", transmission: " otomatik", fuel: "Hibrit" },
  },
  {
    key: "c-ford",
    category: "cars",
    city: "Gazimağusa",
    region: "Merkez",
    price: 40,
    age: 80,
    specs: { rental_term: "daily", brand: "ford", model_year: "belirsiz", transmission: "Manuel", fuel: "Benzin" },
  },
  {
    key: "c-ford-pending",
    category: "cars",
    city: "Ercan",
    price: 40,
    age: 5,
    status: "pending",
    specs: { rental_term: "daily", brand: "ford", model_year: 2022, transmission: "Manuel", fuel: "Benzin" },
  },
  // Shops
  {
    key: "s-shop",
    category: "shops",
    city: "Lefkoşa",
    region: "Yenişehir",
    price: 900,
    age: 60,
    specs: { rental_term: "monthly", type: "shop", square_meters: 60 },
  },
  {
    key: "s-office",
    category: "shops",
    city: "Girne",
    region: "Merkez",
    price: 1200,
    age: 74,
    specs: { rental_term: "yearly", type: "office", square_meters: "150" },
  },
  {
    key: "s-warehouse",
    category: "shops",
    city: "Lefkoşa",
    region: "Alayköy",
    price: 5000,
    age: 80,
    specs: { rental_term: "monthly", type: "warehouse", area: "800" },
  },
  // Hotels
  {
    key: "t-five",
    category: "hotels",
    city: "İskele",
    region: "Bafra",
    price: 300,
    age: 60,
    specs: { stars: "5", board: "Her Şey Dahil" },
  },
  { key: "t-four", category: "hotels", city: "Girne", region: "Merkez", price: 120, age: 76, specs: { stars: 4, board: "Oda Kahvaltı" } },
  {
    key: "t-three",
    category: "hotels",
    city: "Lefke",
    region: "Gemikonağı",
    price: 90,
    age: 80,
    specs: { stars: "3", board: "ODA KAHVALTI" },
  },
  // Apartments
  {
    key: "a-studio",
    category: "apartments",
    city: "Gazimağusa",
    region: "Sakarya",
    price: 400,
    age: 60,
    specs: { rental_term: "monthly", rooms: "1+1", furnished: true },
  },
  {
    key: "a-holiday",
    category: "apartments",
    city: "Girne",
    region: "Alsancak",
    price: 60,
    age: 70,
    specs: { rental_term: "daily", rooms: "2+1", furnished: false },
  },
  // Search texts (category: apartments, Lefke, so no filter test above sees them unexpectedly)
  { key: "q-percent", category: "apartments", city: "Güzelyurt", region: "Merkez", price: 1, age: 400, title: "Yüzde 100% memnuniyet" },
  { key: "q-thousand", category: "apartments", city: "Güzelyurt", region: "Merkez", price: 1, age: 410, title: "Tam 1000 metre kare" },
  { key: "q-underscore", category: "apartments", city: "Güzelyurt", region: "Merkez", price: 1, age: 420, title: "Kod a_b daire" },
  { key: "q-axb", category: "apartments", city: "Güzelyurt", region: "Merkez", price: 1, age: 430, title: "Kod axb daire" },
  { key: "q-backslash", category: "apartments", city: "Güzelyurt", region: "Merkez", price: 1, age: 440, title: "Yol C:\\ev sokak" },
  {
    key: "q-english",
    category: "apartments",
    city: "Güzelyurt",
    region: "Merkez",
    price: 1,
    age: 450,
    title: "Sade başlık",
    titleEn: "Lovely ISLAND retreat",
    descriptionEn: "Quiet place.",
  },
  {
    key: "q-istanbul",
    category: "apartments",
    city: "Güzelyurt",
    region: "Merkez",
    price: 1,
    age: 460,
    title: "İSTANBUL'dan gelenlere",
    description: "Işıklı ve ılık.",
  },
  {
    key: "q-pending",
    category: "apartments",
    city: "Girne",
    region: "Merkez",
    price: 1,
    age: 470,
    title: "Gırne pending ilan",
    status: "pending",
  },
];

/** The key is stored as the title's last word, so every result maps back to its fixture. */
const keyOf = (listing: { title: string }) => listing.title.split(" ").at(-1)!;
const keys = (list: { title: string }[]) => list.map(keyOf).sort();

async function insertFixtures(fixtures: Fixture[]) {
  await database.db.insert(listings).values(
    fixtures.map((fixture) => ({
      ownerId: OWNER,
      title: `${fixture.title ?? "İlan"} ${fixture.key}`,
      description: fixture.description ?? "",
      titleEn: fixture.titleEn ?? null,
      descriptionEn: fixture.descriptionEn ?? null,
      price: fixture.price ?? 100,
      city: fixture.city,
      region: fixture.region ?? null,
      categorySlug: fixture.category,
      specifications: fixture.specs ?? {},
      isFeatured: fixture.featured ?? false,
      views: fixture.views ?? 0,
      status: fixture.status ?? "active",
      createdAt: new Date(BASE - fixture.age * 60_000),
    })),
  );
}

const houses = (query: string) =>
  listCategory(database.db, "houses", parseCategoryFilters("houses", new URLSearchParams(query)), { rates: RATES });
const browse = (category: Category, query: string) =>
  listCategory(database.db, category, parseCategoryFilters(category, new URLSearchParams(query)), { rates: RATES });

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(profiles).values({ id: OWNER, email: "browse@example.com", displayName: "Browse" });
  await insertFixtures(FIXTURES);
});
afterAll(async () => {
  await database?.close();
});

const ACTIVE_HOUSES = ["h-daire-girne", "h-described", "h-ikiz-iskele", "h-penthouse-kumsal", "h-untyped", "h-villa-alsancak"];

describe("listCategory: filters", () => {
  it("returns only active listings of the category, with the total", async () => {
    const page = await houses("");
    expect(keys(page.listings)).toEqual(ACTIVE_HOUSES);
    expect(page.total).toBe(6);
    expect(page.nextCursor).toBeNull();
  });

  it("filters by city and region (region only within its city)", async () => {
    expect(keys((await houses("city=Girne")).listings)).toEqual(["h-daire-girne", "h-villa-alsancak"]);
    expect(keys((await houses("city=Girne&region=Alsancak")).listings)).toEqual(["h-villa-alsancak"]);
    // A region of another city is dropped: the city alone applies.
    expect(keys((await houses("city=Lefkoşa&region=Alsancak")).listings)).toEqual(["h-penthouse-kumsal"]);
    expect(keys((await houses("city=Lefke")).listings)).toEqual(["h-described"]);
  });

  it("filters by price range (inclusive; 0 is a real minimum and maximum) within one rental term", async () => {
    expect(keys((await houses("rentalTerm=monthly&minPrice=1000")).listings)).toEqual(["h-described", "h-villa-alsancak"]);
    expect(keys((await houses("rentalTerm=monthly&maxPrice=1000")).listings)).toEqual(["h-ikiz-iskele", "h-villa-alsancak"]);
    expect(keys((await houses("rentalTerm=monthly&minPrice=1000&maxPrice=1500")).listings)).toEqual(["h-described", "h-villa-alsancak"]);
    expect(keys((await houses("rentalTerm=monthly&maxPrice=0")).listings)).toEqual(["h-ikiz-iskele"]);
    expect((await houses("rentalTerm=monthly&minPrice=3000")).total).toBe(0);
  });

  it("compares the monthly equivalent of mixed rental terms (decision 018: a day's rent × 30, a year's ÷ 12)", async () => {
    // Daily 500 → 15,000 a month; weekly 800 → 3,429; yearly 2,000 → 167; monthly as they are.
    expect(keys((await houses("minPrice=3000")).listings)).toEqual(["h-daire-girne", "h-untyped"]);
    expect(keys((await houses("maxPrice=1000")).listings)).toEqual(["h-ikiz-iskele", "h-penthouse-kumsal", "h-villa-alsancak"]);
    expect(keys((await houses("minPrice=15000&maxPrice=15000")).listings)).toEqual(["h-daire-girne"]);
  });

  it("filters by rental term", async () => {
    expect(keys((await houses("rentalTerm=monthly")).listings)).toEqual(["h-described", "h-ikiz-iskele", "h-villa-alsancak"]);
    expect(keys((await houses("rentalTerm=yearly")).listings)).toEqual(["h-penthouse-kumsal"]);
    expect(keys((await browse("cars", "rentalTerm=daily")).listings)).toEqual(["c-bmw", "c-ford"]);
    expect(keys((await browse("shops", "rentalTerm=yearly")).listings)).toEqual(["s-office"]);
    expect(keys((await browse("apartments", "rentalTerm=daily")).listings)).toEqual(["a-holiday"]);
  });

  it("filters by rooms, stored as rooms or room_count; 5+ takes 5+1 too", async () => {
    expect(keys((await houses("rooms=3%2B1")).listings)).toEqual(["h-described", "h-villa-alsancak"]);
    expect(keys((await houses("rooms=4%2B1")).listings)).toEqual(["h-penthouse-kumsal"]);
    expect(keys((await houses("rooms=5%2B")).listings)).toEqual(["h-ikiz-iskele", "h-untyped"]);
    expect(keys((await browse("apartments", "rooms=1%2B1")).listings)).toEqual(["a-studio"]);
  });

  it("filters by house type: the stored type (case- and Turkish-insensitive), else a whole word of the text", async () => {
    // h-described has no stored type but "villa" in its description; İkiz Villa is a different type.
    expect(keys((await houses("houseType=Villa")).listings)).toEqual(["h-described", "h-villa-alsancak"]);
    expect(keys((await houses("houseType=%C4%B0kiz%20Villa")).listings)).toEqual(["h-ikiz-iskele"]);
    expect(keys((await houses("houseType=Penthouse")).listings)).toEqual(["h-penthouse-kumsal"]);
    expect(keys((await houses("houseType=Bungalov")).listings)).toEqual(["h-untyped"]);
    expect((await houses("houseType=Rezidans")).total).toBe(0);
  });

  it("filters by square metres (square_meters or area; numeric strings count, other text never errors)", async () => {
    expect(keys((await houses("minArea=120")).listings)).toEqual(["h-ikiz-iskele", "h-penthouse-kumsal", "h-villa-alsancak"]);
    expect(keys((await houses("maxArea=120")).listings)).toEqual(["h-daire-girne", "h-ikiz-iskele"]);
    expect(keys((await houses("minArea=100&maxArea=160")).listings)).toEqual(["h-ikiz-iskele", "h-penthouse-kumsal"]);
    expect(keys((await browse("shops", "minArea=100")).listings)).toEqual(["s-office", "s-warehouse"]);
  });

  it("filters cars by brand (any letter case) and model year range (numbers or numeric strings)", async () => {
    expect(keys((await browse("cars", "brand=toyota")).listings)).toEqual(["c-toyota"]);
    expect(keys((await browse("cars", "brand=ford")).listings)).toEqual(["c-ford"]);
    expect(keys((await browse("cars", "minYear=2016")).listings)).toEqual(["c-bmw"]);
    expect(keys((await browse("cars", "maxYear=2016")).listings)).toEqual(["c-toyota"]);
    expect(keys((await browse("cars", "minYear=2010&maxYear=2030")).listings)).toEqual(["c-bmw", "c-toyota"]);
  });

  it("filters cars by gearbox and fuel (any letter case and spaces), houses and apartments by furnished", async () => {
    expect(keys((await browse("cars", "transmission=Otomatik")).listings)).toEqual(["c-bmw", "c-toyota"]);
    expect(keys((await browse("cars", "transmission=Manuel")).listings)).toEqual(["c-ford"]);
    expect(keys((await browse("cars", "fuel=Dizel")).listings)).toEqual(["c-bmw"]);
    expect(keys((await browse("cars", "transmission=Otomatik&fuel=Hibrit")).listings)).toEqual(["c-toyota"]);
    expect((await browse("cars", "fuel=Elektrik")).total).toBe(0);
    expect(keys((await houses("furnished=true")).listings)).toEqual(["h-villa-alsancak"]);
    expect(keys((await houses("furnished=false")).listings)).toEqual(["h-daire-girne"]);
    expect(keys((await browse("apartments", "furnished=true")).listings)).toEqual(["a-studio"]);
    expect(keys((await browse("apartments", "furnished=false&rentalTerm=daily")).listings)).toEqual(["a-holiday"]);
    // Not offered there, so not applied: every shop whatever the parameter says.
    expect((await browse("shops", "furnished=true")).total).toBe((await browse("shops", "")).total);
  });

  it("filters shops by type", async () => {
    expect(keys((await browse("shops", "shopType=office")).listings)).toEqual(["s-office"]);
    expect(keys((await browse("shops", "shopType=warehouse")).listings)).toEqual(["s-warehouse"]);
    expect((await browse("shops", "shopType=factory")).total).toBe(0);
  });

  it("filters hotels by stars (string or number) and board (any case)", async () => {
    expect(keys((await browse("hotels", "stars=4")).listings)).toEqual(["t-four"]);
    expect(keys((await browse("hotels", "stars=5")).listings)).toEqual(["t-five"]);
    expect(keys((await browse("hotels", "board=Oda%20Kahvalt%C4%B1")).listings)).toEqual(["t-four", "t-three"]);
    expect(keys((await browse("hotels", "stars=3&board=Oda%20Kahvalt%C4%B1")).listings)).toEqual(["t-three"]);
  });

  it("combines filters and ignores junk in the URL", async () => {
    expect(keys((await houses("city=Girne&rentalTerm=monthly&rooms=3%2B1&houseType=Villa&minArea=150")).listings)).toEqual([
      "h-villa-alsancak",
    ]);
    const junk = await houses("minPrice=-5&maxPrice=1e9&rooms=9%2B9&houseType=Castle&sort=random&city=Atlantis&minArea=abc");
    expect(keys(junk.listings)).toEqual(ACTIVE_HOUSES);
  });
});

describe("listCategory: sorting", () => {
  const orderOf = async (sort: SortOption) => (await houses(`sort=${sort}`)).listings.map(keyOf);

  it("puts featured listings first in the default order only; the others are pure orders (decision 018)", async () => {
    expect(await orderOf("newest")).toEqual([
      "h-villa-alsancak",
      "h-ikiz-iskele",
      "h-daire-girne",
      "h-penthouse-kumsal",
      "h-untyped",
      "h-described",
    ]);
    expect(await orderOf("oldest")).toEqual([
      "h-described",
      "h-ikiz-iskele",
      "h-untyped",
      "h-penthouse-kumsal",
      "h-daire-girne",
      "h-villa-alsancak",
    ]);
    // Mixed rental terms compare as a month's rent: 0, 167 (yearly 2,000), 1,000, 1,500, 3,429 (weekly 800), 15,000 (daily 500).
    expect(await orderOf("price-asc")).toEqual([
      "h-ikiz-iskele",
      "h-penthouse-kumsal",
      "h-villa-alsancak",
      "h-described",
      "h-untyped",
      "h-daire-girne",
    ]);
    expect(await orderOf("price-desc")).toEqual([
      "h-daire-girne",
      "h-untyped",
      "h-described",
      "h-villa-alsancak",
      "h-penthouse-kumsal",
      "h-ikiz-iskele",
    ]);
    expect(await orderOf("most-viewed")).toEqual([
      "h-daire-girne",
      "h-untyped",
      "h-villa-alsancak",
      "h-penthouse-kumsal",
      "h-ikiz-iskele",
      "h-described",
    ]);
  });
});

describe("listCategory: keyset pagination", () => {
  // 37 shops in Güzelyurt with many ties: equal prices and views, equal timestamps, and
  // timestamps that differ only in microseconds (a millisecond cursor would skip or repeat them).
  const PAGED = 37;

  beforeAll(async () => {
    await database.db.insert(listings).values(
      Array.from({ length: PAGED }, (_, index) => ({
        ownerId: OWNER,
        title: `Sayfa ilanı p-${String(index).padStart(2, "0")}`,
        price: [100, 200, 300][index % 3]!,
        views: index % 4,
        city: "Güzelyurt",
        region: "Merkez",
        categorySlug: "shops" as const,
        isFeatured: index % 5 === 0,
        status: "active" as const,
        createdAt: sql`'2025-05-01T10:00:00Z'::timestamptz + ${Math.floor(index / 6) * 1_000_000 + (index % 3)}::double precision * interval '1 microsecond'`,
      })),
    );
  });

  for (const sort of SORT_OPTIONS) {
    it(`returns every row exactly once, in order, across pages (${sort})`, async () => {
      // Relevance orders by a search text's rank: every title has "sayfa", so ranks tie too.
      const filters: ListingFilters = { sort, city: "Güzelyurt", ...(sort === "relevance" ? { q: "sayfa ilanı" } : {}) };
      const everything = await listCategory(database.db, "shops", filters, { rates: RATES, limit: 50 });
      expect(everything.total).toBe(PAGED);
      expect(everything.listings).toHaveLength(PAGED);
      expect(everything.nextCursor).toBeNull();

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await listCategory(database.db, "shops", filters, { rates: RATES, limit: 5, cursor });
        expect(page.total).toBe(PAGED);
        seen.push(...page.listings.map((listing) => listing.id));
        cursor = page.nextCursor;
        pages += 1;
        expect(pages).toBeLessThan(20);
      } while (cursor);
      expect(pages).toBe(Math.ceil(PAGED / 5));
      expect(seen).toEqual(everything.listings.map((listing) => listing.id));
      expect(new Set(seen).size).toBe(PAGED);
    });
  }

  it("counts matches up to the cap and says when there are more (the heading's 1.000+)", async () => {
    const filters: ListingFilters = { sort: "newest", city: "Güzelyurt" };
    expect(await listCategory(database.db, "shops", filters, { rates: RATES, limit: 5 })).toMatchObject({
      total: PAGED,
      totalCapped: false,
    });
    expect(await listCategory(database.db, "shops", filters, { rates: RATES, limit: 5, countCap: PAGED })).toMatchObject({
      total: PAGED,
      totalCapped: false,
    });
    const capped = await listCategory(database.db, "shops", filters, { rates: RATES, limit: 5, countCap: PAGED - 1 });
    expect(capped).toMatchObject({ total: PAGED - 1, totalCapped: true });
    // The page itself is not affected by the cap.
    expect(capped.listings).toHaveLength(5);
    expect(capped.nextCursor).not.toBeNull();
  });

  it("ignores a malformed cursor or one made for another sort (starts from the top)", async () => {
    const filters: ListingFilters = { sort: "newest", city: "Güzelyurt" };
    const first = await listCategory(database.db, "shops", filters, { rates: RATES, limit: 5 });
    for (const cursor of [
      "not-a-cursor",
      Buffer.from('{"s":"newest","f":true,"v":"2025-02-31T00:00:00.000000Z","i":"00000000-0000-4000-8000-000000000000"}').toString(
        "base64url",
      ),
    ]) {
      const page = await listCategory(database.db, "shops", filters, { rates: RATES, limit: 5, cursor });
      expect(page.listings.map((listing) => listing.id)).toEqual(first.listings.map((listing) => listing.id));
    }
    const otherSort = await listCategory(
      database.db,
      "shops",
      { ...filters, sort: "price-asc" },
      { rates: RATES, limit: 5, cursor: first.nextCursor },
    );
    const priceFirst = await listCategory(database.db, "shops", { ...filters, sort: "price-asc" }, { rates: RATES, limit: 5 });
    expect(otherSort.listings.map((listing) => listing.id)).toEqual(priceFirst.listings.map((listing) => listing.id));
  });
});

describe("search query plan", () => {
  const WORDS = [
    "deniz",
    "manzaralı",
    "bahçeli",
    "eşyalı",
    "havuzlu",
    "merkezi",
    "sessiz",
    "geniş",
    "yeni",
    "lüks",
    "kiralık",
    "daire",
    "villa",
    "ofis",
  ];
  const CITIES = ["Girne", "Lefkoşa", "Gazimağusa", "İskele", "Güzelyurt", "Lefke", "Ercan"];

  beforeAll(async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => {
      const word = (offset: number) => WORDS[(index * 7 + offset * 3) % WORDS.length]!;
      // A rare word in 5 listings only: the trigram index must find them without reading the table.
      const rare = index % 2000 === 1 ? " zümrütyeşili" : "";
      return {
        ownerId: OWNER,
        title: `${word(1)} ${word(2)} ${word(3)} ilan ${index}${rare}`,
        description: `${word(4)} ${word(5)} ${word(6)} ${word(7)} açıklama numarası ${index * 31}`,
        titleEn: `Listing number ${index}`,
        price: 100 + (index % 997),
        city: CITIES[index % CITIES.length]!,
        categorySlug: (["houses", "cars", "shops", "hotels", "apartments"] as const)[index % 5]!,
        status: index % 10 === 0 ? ("pending" as const) : ("active" as const),
        isFeatured: index % 13 === 0,
        views: index % 500,
        createdAt: new Date(BASE - index * 60_000),
      };
    });
    for (let start = 0; start < rows.length; start += 1000) {
      await database.db.insert(listings).values(rows.slice(start, start + 1000));
    }
    await database.pool.query("analyze listings");
  }, 120_000);

  const active = sql`${listings.status} = 'active'`;

  /** The way each tier of the search reads its matches. */
  async function pathsOf(text: string) {
    const paths: string[] = [];
    const match = textMatch(parseSearch(text))!;
    for (let tier = 0; tier < match.tiers.length; tier++) await readTier(database.db, active, match, tier, 100, (path) => paths.push(path));
    return paths;
  }

  /** The plan of a statement run with the settings of the search-index read (no B-tree walk, no table scan). */
  async function searchIndexPlan(text: string) {
    const [tier] = searchTierConditions(parseSearch(text));
    const query = database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(active, tier))
      .orderBy(desc(listings.isFeatured), desc(listings.createdAt))
      .limit(100);
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
      return JSON.stringify((await tx.execute(sql`explain (format json) ${query}`)).rows);
    });
  }

  it(`a rare word is read from the search index, a common one by walking the newest listings (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    for (const text of ["zümrütyeşili", "ZÜMRÜTYEŞİLİ"]) {
      expect((await pathsOf(text))[0], text).toBe("search index");
      const plan = await searchIndexPlan(text);
      expect(plan, text).toMatch(/"Index Name":"listings_search_(head|vector)_idx"/);
      expect(plan, text).not.toMatch(/"Node Type":"Seq Scan"/);
    }
    // Common words fill the page from the newest listings.
    for (const text of ["girne", "ilan"]) expect((await pathsOf(text))[0], text).toBe("walk");
    const walk = database.db
      .select({ id: listings.id })
      .from(listings)
      .where(active)
      .orderBy(desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id))
      .limit(10_000);
    const walkPlan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
      return JSON.stringify((await tx.execute(sql`explain (format json) ${walk}`)).rows);
    });
    expect(walkPlan).toContain('"Index Name":"listings_active_recent_idx"');
    expect(walkPlan).not.toMatch(/"Node Type":"Seq Scan"/);
    expect((await searchListings(database.db, "ZÜMRÜTYEŞİLİ")).listings.length).toBe(5);
    expect((await searchListings(database.db, "girne")).listings.length).toBe(100);
  });
});

describe("category filter estimates", () => {
  // 4,000 houses in Lefke with specifications: a quarter "3+1", a quarter let monthly, areas of
  // 60–179 m². Without statistics on the specification expressions (migration 0006) PostgreSQL
  // guesses 0.5 % for any such condition, so at 1M listings it read every match to sort them
  // instead of walking the category order index (3.3 s for one page of "Girne, 3+1, monthly").
  beforeAll(async () => {
    const rows: (typeof listings.$inferInsert)[] = Array.from({ length: 4000 }, (_, index) => ({
      ownerId: OWNER,
      title: `Lefke evi ${index}`,
      description: "Tahmin testi",
      price: 500 + index,
      city: "Lefke",
      region: "Merkez",
      categorySlug: "houses" as const,
      status: "active" as const,
      specifications: {
        rooms: ["3+1", "2+1", "1+1", "4+1"][index % 4]!,
        rental_term: ["monthly", "yearly", "daily", "weekly"][Math.floor(index / 4) % 4]!,
        square_meters: String(60 + (index % 120)),
        furnished: index % 2 === 0,
      },
    }));
    // And 4,000 cars in Lefke: half automatic, a quarter each of four fuels.
    rows.push(
      ...Array.from({ length: 4000 }, (_, index) => ({
        ownerId: OWNER,
        title: `Lefke aracı ${index}`,
        description: "Tahmin testi",
        price: 30 + index,
        city: "Lefke",
        region: "Merkez",
        categorySlug: "cars" as const,
        status: "active" as const,
        specifications: {
          transmission: index % 2 === 0 ? "Otomatik" : "Manuel",
          fuel: ["Benzin", "Dizel", "Hibrit", "Elektrik"][Math.floor(index / 2) % 4]!,
        },
      })),
    );
    for (let start = 0; start < rows.length; start += 1000) await database.db.insert(listings).values(rows.slice(start, start + 1000));
    await database.pool.query("analyze listings");
  }, 120_000);

  /** The planner's row estimate for the listings of `category` matching `query`, and the true count. */
  async function estimateAndTruth(query: string, category: "houses" | "cars" = "houses") {
    const filters = parseCategoryFilters(category, new URLSearchParams(query));
    const statement = database.db
      .select({ id: listings.id })
      .from(listings)
      .where(filterConditions(category, filters, RATES))
      .toSQL();
    const plan = await database.pool.query(`explain (format json) ${statement.sql}`, statement.params);
    const truth = await database.pool.query(`select count(*)::int as n from (${statement.sql}) matches`, statement.params);
    return { estimate: Number(plan.rows[0]["QUERY PLAN"][0].Plan["Plan Rows"]), truth: Number(truth.rows[0].n) };
  }

  it(`come from statistics for the specification filters (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    for (const [query, category] of [
      ["rooms=3%2B1", "houses"],
      ["rentalTerm=monthly", "houses"],
      ["minArea=100&maxArea=150", "houses"],
      ["furnished=true", "houses"],
      ["transmission=Otomatik", "cars"],
      ["fuel=Dizel", "cars"],
    ] as const) {
      const { estimate, truth } = await estimateAndTruth(query, category);
      expect(truth, query).toBeGreaterThanOrEqual(1000);
      // The 0.5 % guess would be ≈ 30 rows here.
      expect(estimate, query).toBeGreaterThan(truth / 5);
      expect(estimate, query).toBeLessThan(truth * 5);
    }
  });
});

describe("the cars' make filter", () => {
  it("offers the makes that have active listings, by name, keeps the chosen one, and finds a Nissan by its make", async () => {
    expect(await listBrandChoices(database.db)).toEqual([
      { value: "bmw", label: "BMW" },
      { value: "ford", label: "Ford" },
      { value: "toyota", label: "Toyota" },
    ]);
    await insertFixtures([
      {
        key: "c-nissan",
        category: "cars",
        city: "Girne",
        region: "Merkez",
        price: 35,
        age: 1,
        specs: { rental_term: "daily", brand: "nissan", model: "Note", model_year: 2019 },
      },
      {
        key: "c-kia-pending",
        category: "cars",
        city: "Girne",
        price: 35,
        age: 2,
        status: "pending",
        specs: { rental_term: "daily", brand: "kia" },
      },
      { key: "c-unknown", category: "cars", city: "Girne", price: 35, age: 3, specs: { rental_term: "daily", brand: "Trabant" } },
    ]);
    // A new listing is offered at once (the cached makes follow the content version); a pending one is not.
    const choices = await listBrandChoices(database.db);
    expect(choices.map((choice) => choice.value)).toEqual(["bmw", "ford", "nissan", "toyota"]);
    expect(choices.find((choice) => choice.value === "nissan")?.label).toBe("Nissan");
    // The make chosen in the URL stays in the list without listings.
    expect((await listBrandChoices(database.db, "kia")).map((choice) => choice.value)).toEqual(["bmw", "ford", "kia", "nissan", "toyota"]);

    const found = await browse("cars", "brand=nissan");
    expect(keys(found.listings)).toEqual(["c-nissan"]);
    expect(found.listings[0]?.brandName).toBe("Nissan");
    expect((await browse("cars", "brand=kia")).total).toBe(0);
    // Older values keep working: the card gets the make's name for a capitalised one.
    expect((await browse("cars", "brand=toyota")).listings[0]?.brandName).toBe("Toyota");
    await database.db
      .delete(listings)
      .where(sql`${listings.title} like '%c-nissan' or ${listings.title} like '%c-kia-pending' or ${listings.title} like '%c-unknown'`);
    expect((await listBrandChoices(database.db)).map((choice) => choice.value)).toEqual(["bmw", "ford", "toyota"]);
  });
});
