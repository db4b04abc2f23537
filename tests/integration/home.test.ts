import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { listings, partnerCompanies, profiles, sponsoredContents } from "~/.server/db/schema";
import {
  HOME_LIMITS,
  type WarnLogger,
  listActivePartners,
  listActiveSponsored,
  listHeroImages,
  listHomeFeatured,
  listHomeRecent,
  loadHomePage,
  loadPartnersSection,
  loadSponsoredSection,
} from "~/.server/services/discovery/home";
import { CATEGORIES, type Category } from "~/domain/categories";
import type { ListingImage, ListingStatus, PartnerType } from "~/domain/listing";
import { openTestDatabase } from "../support/database";

let database: Database;
const OWNER = "home-owner";
const BASE = Date.parse("2025-03-01T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(BASE - minutes * 60_000);

const image = (name: string): ListingImage => ({
  url: `/media/listing-images/${name}-1600w.webp`,
  width: 1600,
  height: 1067,
  variants: [
    { url: `/media/listing-images/${name}-480w.webp`, width: 480, format: "webp" },
    { url: `/media/listing-images/${name}-1600w.webp`, width: 1600, format: "webp" },
  ],
});

interface ListingSeed {
  title: string;
  category: Category;
  featured?: boolean;
  status?: ListingStatus;
  minutesAgo: number;
  images?: ListingImage[];
  updatedMinutesAgo?: number;
}

async function insertListings(rows: ListingSeed[]) {
  return database.db
    .insert(listings)
    .values(
      rows.map((row) => ({
        ownerId: OWNER,
        title: row.title,
        price: 1000,
        city: "Girne",
        categorySlug: row.category,
        isFeatured: row.featured ?? false,
        status: row.status ?? "active",
        images: row.images ?? [],
        createdAt: minutesAgo(row.minutesAgo),
        updatedAt: minutesAgo(row.updatedMinutesAgo ?? row.minutesAgo),
      })),
    )
    .returning({ id: listings.id, title: listings.title });
}

/** Records warnings like the pino logger would receive them. */
function recordingLogger() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const logger: WarnLogger = { warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }) };
  return { logger, warnings };
}

/** Makes every query on a table fail for the duration of `work` (a real SQL error: the relation is missing). */
async function withTableMissing<T>(table: "sponsored_contents" | "partner_companies", work: () => Promise<T>): Promise<T> {
  await database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await work();
  } finally {
    await database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(profiles).values({ id: OWNER, email: "home-owner@example.com", displayName: "Ev Sahibi" });
});
afterAll(async () => {
  await database?.close();
});

describe("home: recent listings", () => {
  it("lists active listings only, featured first, then newest first", async () => {
    await insertListings([
      { title: "normal-newest", category: "cars", minutesAgo: 1 },
      { title: "featured-old", category: "houses", featured: true, minutesAgo: 500 },
      { title: "normal-middle", category: "shops", minutesAgo: 50 },
      { title: "featured-new", category: "hotels", featured: true, minutesAgo: 10 },
      { title: "normal-old", category: "apartments", minutesAgo: 900 },
      { title: "pending-featured-newest", category: "houses", featured: true, status: "pending", minutesAgo: 0 },
      { title: "rejected-new", category: "cars", status: "rejected", minutesAgo: 2 },
      { title: "deleted-new", category: "cars", status: "deleted", minutesAgo: 3 },
    ]);
    const recent = await listHomeRecent(database.db);
    expect(recent.map((listing) => listing.title)).toEqual([
      "featured-new",
      "featured-old",
      "normal-newest",
      "normal-middle",
      "normal-old",
    ]);
  });

  it("stops at 12", async () => {
    await insertListings(
      Array.from({ length: 14 }, (_, index) => ({ title: `filler-${index}`, category: "cars" as const, minutesAgo: 100 + index })),
    );
    const recent = await listHomeRecent(database.db);
    expect(recent).toHaveLength(HOME_LIMITS.recent);
    expect(recent).toHaveLength(12);
    // Both featured listings still lead; the rest is newest first.
    expect(recent.slice(0, 2).map((listing) => listing.isFeatured)).toEqual([true, true]);
    const rest = recent.slice(2).map((listing) => Date.parse(listing.createdAt));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });
});

describe("home: featured listings per category", () => {
  it("returns at most 15 houses and 6 of every other category, active and featured only, newest first", async () => {
    await insertListings([
      ...Array.from({ length: 17 }, (_, index) => ({
        title: `house-${index}`,
        category: "houses" as const,
        featured: true,
        minutesAgo: 1000 + index,
      })),
      ...Array.from({ length: 8 }, (_, index) => ({
        title: `car-${index}`,
        category: "cars" as const,
        featured: true,
        minutesAgo: 1000 + index,
      })),
      ...Array.from({ length: 7 }, (_, index) => ({
        title: `apart-${index}`,
        category: "apartments" as const,
        featured: true,
        minutesAgo: 1000 + index,
      })),
      { title: "shop-featured", category: "shops", featured: true, minutesAgo: 1000 },
      { title: "house-featured-pending", category: "houses", featured: true, status: "pending", minutesAgo: 0 },
      { title: "apart-featured-rejected", category: "apartments", featured: true, status: "rejected", minutesAgo: 0 },
    ]);
    const featured = await listHomeFeatured(database.db);
    expect(Object.keys(featured).sort()).toEqual([...CATEGORIES].sort());

    // houses: the earlier "featured-old" (500 min) is newer than all 17 fillers.
    expect(featured.houses).toHaveLength(15);
    expect(featured.houses.map((listing) => listing.title)).toEqual([
      "featured-old",
      ...Array.from({ length: 14 }, (_, index) => `house-${index}`),
    ]);
    expect(featured.cars.map((listing) => listing.title)).toEqual(Array.from({ length: 6 }, (_, index) => `car-${index}`));
    expect(featured.apartments.map((listing) => listing.title)).toEqual(Array.from({ length: 6 }, (_, index) => `apart-${index}`));
    expect(featured.shops.map((listing) => listing.title)).toEqual(["shop-featured"]);
    expect(featured.hotels.map((listing) => listing.title)).toEqual(["featured-new"]);
    for (const category of CATEGORIES) {
      expect(featured[category].length, category).toBeLessThanOrEqual(HOME_LIMITS.featured[category]);
      for (const listing of featured[category]) {
        expect(listing.category).toBe(category);
        expect(listing.isFeatured).toBe(true);
      }
    }
  });
});

describe("home: hero pictures", () => {
  it("picks each category's newest photo, featured listings first; categories without photos get none", async () => {
    await insertListings([
      { title: "house-photo-featured", category: "houses", featured: true, minutesAgo: 5000, images: [image("house-a"), image("house-b")] },
      { title: "house-photo-newer", category: "houses", minutesAgo: 4000, images: [image("house-c")] },
      { title: "car-photo-old", category: "cars", minutesAgo: 9000, images: [image("car-a")] },
      { title: "car-photo-new", category: "cars", minutesAgo: 8000, images: [image("car-b")] },
      { title: "shop-photo-pending", category: "shops", status: "pending", minutesAgo: 1, images: [image("shop-a")] },
    ]);
    const pictures = await listHeroImages(database.db);
    expect(pictures.houses).toEqual(image("house-a"));
    expect(pictures.cars).toEqual(image("car-b"));
    expect(pictures.shops).toBeNull();
    expect(pictures.hotels).toBeNull();
    expect(pictures.apartments).toBeNull();
  });
});

describe("home: sponsored content", () => {
  it("lists at most 10 active items by order index, then newest first", async () => {
    const day = (days: number) => new Date(BASE - days * 86_400_000);
    await database.db
      .insert(sponsoredContents)
      .values([
        { title: "inactive-first", orderIndex: 0, isActive: false, createdAt: day(1) },
        { title: "order-2", orderIndex: 2, createdAt: day(30) },
        { title: "order-1-older", orderIndex: 1, createdAt: day(20) },
        { title: "order-1-newer", orderIndex: 1, createdAt: day(2), titleEn: "Order one", descriptionEn: "English text" },
        ...Array.from({ length: 9 }, (_, index) => ({ title: `order-${10 + index}`, orderIndex: 10 + index, createdAt: day(5) })),
      ]);
    const items = await listActiveSponsored(database.db);
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.title)).toEqual([
      "order-1-newer",
      "order-1-older",
      "order-2",
      ...Array.from({ length: 7 }, (_, index) => `order-${10 + index}`),
    ]);
    expect(items[0]).toMatchObject({ titleEn: "Order one", descriptionEn: "English text" });
  });
});

describe("home: partner logos", () => {
  it("groups active logos by type in order index, at most 30 per group", async () => {
    const partner = (type: PartnerType, name: string, orderIndex: number, isActive = true) => ({ type, name, orderIndex, isActive });
    await database.db
      .insert(partnerCompanies)
      .values([
        ...Array.from({ length: 32 }, (_, index) => partner("real_estate", `emlak-${31 - index}`, 31 - index)),
        partner("real_estate", "emlak-inactive", -1, false),
        partner("car_rental", "car-b", 2),
        partner("car_rental", "car-a", 1),
        partner("car_rental", "car-off", 0, false),
        partner("hotel", "hotel-a", 0),
      ]);
    const groups = await listActivePartners(database.db);
    expect(groups.real_estate).toHaveLength(30);
    expect(groups.real_estate.map((logo) => logo.name)).toEqual(Array.from({ length: 30 }, (_, index) => `emlak-${index}`));
    expect(groups.car_rental.map((logo) => logo.name)).toEqual(["car-a", "car-b"]);
    expect(groups.hotel.map((logo) => logo.name)).toEqual(["hotel-a"]);
    expect(groups.apartment).toEqual([]);
  });
});

describe("home: a failing optional section", () => {
  it("leaves the sponsored section empty and logs a warning", async () => {
    const { logger, warnings } = recordingLogger();
    const items = await withTableMissing("sponsored_contents", () => loadSponsoredSection(database.db, logger));
    expect(items).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details.section).toBe("sponsored");
    expect(warnings[0]!.details.err).toBeInstanceOf(Error);
    expect(warnings[0]!.message).toMatch(/sponsored/);
    // Once the table is back, the section loads again and nothing more is logged.
    expect(await loadSponsoredSection(database.db, logger)).toHaveLength(10);
    expect(warnings).toHaveLength(1);
  });

  it("leaves the partner groups empty while the rest of the home page still loads", async () => {
    const { logger, warnings } = recordingLogger();
    const page = await withTableMissing("partner_companies", () => loadHomePage(database.db, logger));
    expect(page.partners).toEqual({ real_estate: [], car_rental: [], hotel: [], apartment: [] });
    expect(page.featured.houses).toHaveLength(15);
    expect(page.recent).toHaveLength(12);
    expect(page.sponsored).toHaveLength(10);
    expect(page.heroImages.houses).not.toBeNull();
    expect(warnings.map((warning) => warning.details.section)).toEqual(["partners"]);
    // A recent listing that is also featured is the very same object (serialised once on the page).
    const featuredById = new Map(
      Object.values(page.featured)
        .flat()
        .map((listing) => [listing.id, listing]),
    );
    const shared = page.recent.filter((listing) => featuredById.has(listing.id));
    expect(shared.length).toBeGreaterThan(0);
    for (const listing of shared) expect(listing).toBe(featuredById.get(listing.id));

    const healthy = recordingLogger();
    expect((await loadPartnersSection(database.db, healthy.logger)).real_estate).toHaveLength(30);
    expect(healthy.warnings).toEqual([]);
  });
});
