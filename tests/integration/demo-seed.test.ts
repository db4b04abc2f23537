import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_URL_PREFIX, type StorageAdapter, createDiskStorage } from "~/.server/adapters/storage";
import type { Database } from "~/.server/db/client";
import { appMeta, categoryFields, listings, partnerCompanies, profiles, sponsoredContents } from "~/.server/db/schema";
import { DEMO_SEED_MARKER, seedDemoContentIfEmpty } from "~/.server/demo/seed";
import { CAR_BRAND_SLUGS } from "~/domain/car-brands";
import { CATEGORIES, type Category } from "~/domain/categories";
import {
  CURRENCIES,
  FIELD_TYPES,
  HOTEL_BOARDS,
  HOTEL_STARS,
  HOUSE_TYPES,
  type ListingImage,
  PARTNER_TYPES,
  RENTAL_TERMS,
  ROOM_OPTIONS,
  SHOP_TYPES,
} from "~/domain/listing";
import { distanceKm, parseMapCoordinates, placeCentre } from "~/domain/geo";
import { CITIES, regionBelongsToCity } from "~/domain/locations";
import { openTestDatabase } from "../support/database";

let database: Database;
let storageRoot: string;
let storage: StorageAdapter;

beforeAll(async () => {
  database = await openTestDatabase();
  storageRoot = await fs.mkdtemp(path.join(os.tmpdir(), "kk-demo-seed-"));
  storage = createDiskStorage(storageRoot);
});
afterAll(async () => {
  await database?.close();
  if (storageRoot) await fs.rm(storageRoot, { recursive: true, force: true });
});

/** Spec keys per category (docs/product.md §3), besides the general rental_term and map_url. */
const CATEGORY_SPEC_KEYS: Record<Category, string[]> = {
  houses: ["rooms", "house_type", "bathrooms", "floor", "age", "square_meters", "furnished", "heating", "balcony"],
  cars: ["model_year", "brand", "model", "fuel", "transmission", "engine", "horsepower", "package", "color"],
  shops: ["square_meters", "floor", "location_desc", "frontage", "parking", "type"],
  hotels: ["stars", "board", "has_pool", "distance_to_sea"],
  apartments: ["rooms", "square_meters", "furnished"],
};
const NUMBER_KEYS = ["bathrooms", "floor", "age", "square_meters", "model_year", "horsepower", "frontage", "distance_to_sea"];
const BOOLEAN_KEYS = ["furnished", "balcony", "parking", "has_pool"];
const OPTION_KEYS: Record<string, readonly string[]> = {
  rooms: ROOM_OPTIONS,
  house_type: HOUSE_TYPES,
  brand: CAR_BRAND_SLUGS,
  type: SHOP_TYPES,
  stars: HOTEL_STARS,
  board: HOTEL_BOARDS,
};
const FORBIDDEN_CAR_KEYS = /km|mileage|odometer/i;

const filePathOf = (url: string) => {
  expect(url.startsWith(`${MEDIA_URL_PREFIX}/`)).toBe(true);
  return path.join(
    storageRoot,
    ...url
      .slice(MEDIA_URL_PREFIX.length + 1)
      .split("/")
      .map(decodeURIComponent),
  );
};
const exists = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.isFile() && stat.size > 0,
    () => false,
  );
const tableCounts = async () => {
  const countOf = async (
    table: typeof listings | typeof profiles | typeof categoryFields | typeof sponsoredContents | typeof partnerCompanies | typeof appMeta,
  ) => (await database.db.select({ value: count() }).from(table))[0]!.value;
  return {
    listings: await countOf(listings),
    profiles: await countOf(profiles),
    categoryFields: await countOf(categoryFields),
    sponsored: await countOf(sponsoredContents),
    partners: await countOf(partnerCompanies),
    meta: await countOf(appMeta),
  };
};

describe("demo content seed", () => {
  it("does nothing on a database that already has a listing, even without the marker", async () => {
    await database.db.insert(profiles).values({ id: "real-user", email: "owner@example.com" });
    const [existing] = await database.db
      .insert(listings)
      .values({ ownerId: "real-user", title: "Kendi ilanım", price: 1000, city: "Girne", categorySlug: "houses", status: "active" })
      .returning({ id: listings.id });

    expect(await seedDemoContentIfEmpty(database, storage)).toBeNull();
    expect(await tableCounts()).toEqual({ listings: 1, profiles: 1, categoryFields: 0, sponsored: 0, partners: 0, meta: 0 });

    await database.db.delete(listings).where(eq(listings.id, existing!.id));
    await database.db.delete(profiles).where(eq(profiles.id, "real-user"));
  });

  it("seeds an empty database exactly once, even when several nodes start together", async () => {
    const started = performance.now();
    // On PostgreSQL two concurrent starts race for the lock; PGlite is a single process.
    const attempts = process.env.DATABASE_URL ? 2 : 1;
    const results = await Promise.all(Array.from({ length: attempts }, () => seedDemoContentIfEmpty(database, storage)));
    const elapsed = Math.round(performance.now() - started);
    console.info(`demo seed (${database.kind}) took ${elapsed} ms`);

    const seeded = results.filter((result) => result !== null);
    expect(seeded).toHaveLength(1);
    const counts = seeded[0]!;
    expect(counts.listings).toBeGreaterThanOrEqual(70);
    expect(counts.profiles).toBeGreaterThanOrEqual(7);
    expect(counts.images).toBeGreaterThanOrEqual(counts.listings * 2);
    expect(counts.sponsored).toBeGreaterThanOrEqual(4);
    expect(counts.partners).toBeGreaterThanOrEqual(16);
    expect(counts.categoryFields).toBeGreaterThanOrEqual(20);

    const totals = await tableCounts();
    expect(totals).toMatchObject({
      listings: counts.listings,
      profiles: counts.profiles,
      categoryFields: counts.categoryFields,
      sponsored: counts.sponsored,
      partners: counts.partners,
    });
    const [marker] = await database.db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_MARKER));
    expect(typeof marker?.value).toBe("string");
    expect(Number.isNaN(Date.parse(String(marker?.value)))).toBe(false);
    // The whole demo set (≈ 200 images through sharp) takes ≈ 20 s on an idle 2-core machine and over
    // 60 s on a loaded one: a limit against hangs, not a speed check (npm run bench measures speed).
  }, 240_000);

  it("creates sellers of both account types and one admin", async () => {
    const rows = await database.db.select().from(profiles);
    const admins = rows.filter((row) => row.isAdmin);
    expect(admins).toHaveLength(1);
    expect(admins[0]!.email).toBe("admin@kktckiralik.com");

    const sellers = rows.filter((row) => !row.isAdmin);
    expect(sellers.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sellers.map((row) => row.accountType))).toEqual(new Set(["individual", "company"]));
    for (const seller of sellers) {
      expect(seller.id).toMatch(/^demo-seller-\d+$/);
      expect(seller.displayName).toBeTruthy();
      expect(seller.bio).toBeTruthy();
      expect(seller.location).toBeTruthy();
      expect(seller.phone).toMatch(/^90(533|542|548)\d{7}$/);
      expect(seller.whatsapp).toMatch(/^90(533|542|548)\d{7}$/);
      if (seller.accountType === "company") {
        expect(seller.companyName).toBeTruthy();
        expect(seller.website).toMatch(/^https:\/\//);
      }
    }
    const emails = rows.map((row) => row.email);
    expect(emails.every((email) => email === email.toLowerCase())).toBe(true);
    expect(new Set(emails).size).toBe(emails.length);
    for (const row of rows.filter((profile) => profile.avatarUrl)) {
      expect(await exists(filePathOf(row.avatarUrl!))).toBe(true);
    }
  });

  it("creates listings in every category, city and status", async () => {
    const rows = await database.db.select().from(listings);
    const sellerIds = new Set((await database.db.select({ id: profiles.id }).from(profiles)).map((row) => row.id));
    const active = rows.filter((row) => row.status === "active");
    expect(rows.length).toBeGreaterThanOrEqual(70);
    expect(active.length).toBeGreaterThanOrEqual(60);

    for (const category of CATEGORIES) {
      const inCategory = active.filter((row) => row.categorySlug === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(8);
      expect(inCategory.filter((row) => row.isFeatured).length, category).toBeGreaterThanOrEqual(2);
    }
    expect(rows.filter((row) => row.isFeatured).every((row) => row.status === "active")).toBe(true);

    for (const city of CITIES) {
      expect(active.filter((row) => row.city === city.name).length, city.name).toBeGreaterThanOrEqual(3);
    }
    for (const row of rows) {
      expect(CITIES.some((city) => city.name === row.city)).toBe(true);
      if (row.region !== null) expect(regionBelongsToCity(row.city, row.region), `${row.city} - ${row.region}`).toBe(true);
      if (row.city === "Ercan") expect(row.region).toBeNull();
      expect(row.location).toBe(row.region ? `${row.city} - ${row.region}` : row.city);
      expect(sellerIds.has(row.ownerId)).toBe(true);
    }
    expect(rows.filter((row) => row.city === "Ercan" && row.categorySlug === "cars").length).toBeGreaterThanOrEqual(4);

    const pending = rows.filter((row) => row.status === "pending");
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.every((row) => row.moderatedAt === null && row.moderationNote === null)).toBe(true);
    const rejected = rows.filter((row) => row.status === "rejected");
    expect(rejected.length).toBeGreaterThanOrEqual(2);
    for (const row of rejected) {
      expect(row.moderationNote?.length).toBeGreaterThan(10);
      expect(row.moderatedAt).toBeInstanceOf(Date);
    }
    expect(rows.some((row) => row.status === "deleted")).toBe(false);
  });

  it("writes both languages, realistic prices in all four currencies, spread dates and views", async () => {
    const rows = await database.db.select().from(listings);
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(CURRENCIES));
    // A sentence ends with . ! or ? followed by a capital (so "3. katta" or "2.0 TDI" do not split).
    const sentences = (text: string) => text.split(/[.!?]\s+(?=[A-ZÇĞİÖŞÜ0-9])|[.!?]$/).filter((part) => part.trim()).length;
    for (const row of rows) {
      for (const text of [row.title, row.titleEn ?? ""]) expect(text.length, row.title).toBeGreaterThan(10);
      for (const text of [row.description, row.descriptionEn ?? ""]) {
        expect(sentences(text), text).toBeGreaterThanOrEqual(2);
        expect(sentences(text), text).toBeLessThanOrEqual(4);
        expect(text).not.toMatch(/lorem|ipsum|undefined|\bNaN\b|\[object/);
      }
      expect(row.title).not.toBe(row.titleEn);
      expect(row.price).toBeGreaterThan(0);
      expect(row.views).toBeGreaterThanOrEqual(0);
      expect(row.views).toBeLessThanOrEqual(2000);
    }
    expect(new Set(rows.map((row) => row.title)).size).toBeGreaterThan(50);
    expect(new Set(rows.map((row) => row.views)).size).toBeGreaterThan(30);

    const now = Date.now();
    const ages = rows.map((row) => now - row.createdAt.getTime());
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(62 * 24 * 3600 * 1000);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(40 * 24 * 3600 * 1000);
  });

  it("fills category-appropriate specifications with the spec's keys", async () => {
    const rows = await database.db.select().from(listings);
    const fields = await database.db.select().from(categoryFields);
    for (const row of rows) {
      const specs = row.specifications;
      const label = `${row.categorySlug}: ${row.title}`;
      expect(RENTAL_TERMS, label).toContain(specs.rental_term);
      if (row.categorySlug === "apartments") expect(specs.rental_term, label).not.toBe("yearly");
      if (row.categorySlug === "cars") expect(["daily", "3days", "weekly", "monthly"], label).toContain(specs.rental_term);
      if (specs.map_url !== undefined)
        expect(specs.map_url, label).toMatch(/^https:\/\/www\.google\.com\/maps\/(place\/[^/]+\/)?@3[45]\.\d+,3[2-4]\.\d+,1\dz$/);

      const expected = CATEGORY_SPEC_KEYS[row.categorySlug];
      const keys = Object.keys(specs).filter((key) => key !== "rental_term" && key !== "map_url");
      expect(keys.sort(), label).toEqual([...expected].sort());
      for (const key of keys) {
        if (NUMBER_KEYS.includes(key)) expect(typeof specs[key], `${label} ${key}`).toBe("number");
        else if (BOOLEAN_KEYS.includes(key)) expect(typeof specs[key], `${label} ${key}`).toBe("boolean");
        else expect(typeof specs[key], `${label} ${key}`).toBe("string");
        if (OPTION_KEYS[key]) expect(OPTION_KEYS[key], `${label} ${key}`).toContain(specs[key]);
        const field = fields.find((candidate) => candidate.categorySlug === row.categorySlug && candidate.fieldKey === key);
        expect(field, `${label}: no form field for ${key}`).toBeDefined();
        if (field?.fieldType === "select") expect(field.options, `${label} ${key}`).toContain(specs[key]);
      }
      if (row.categorySlug === "cars") expect(Object.keys(specs).some((key) => FORBIDDEN_CAR_KEYS.test(key))).toBe(false);
    }
    // Texts agree with the specs they describe.
    for (const row of rows.filter((listing) => listing.categorySlug === "houses")) {
      // "5+" reads "5+ Odalı"; a single room ("Oda", 1+0) is not described by its room count.
      if (row.specifications.house_type !== "Oda") expect(row.title).toContain(String(row.specifications.rooms));
      if (row.region && row.region !== "Merkez" && !row.region.includes("(")) expect(row.title).toContain(row.region);
    }
    for (const row of rows.filter((listing) => listing.categorySlug === "cars")) {
      expect(row.title).toContain(String(row.specifications.model_year));
      expect(row.title).toContain(String(row.specifications.model));
    }
  });

  it("places every listing within a kilometre of its district's centre: at its map link's point, else its owner's pin; some houses show only their area", async () => {
    const rows = await database.db.select().from(listings);
    for (const row of rows) {
      const label = `${row.categorySlug}: ${row.title}`;
      const point = { lat: row.latitude!, lng: row.longitude! };
      expect(row.placeSource, label).toBe(row.specifications.map_url === undefined ? "pin" : "link");
      expect(distanceKm(point, placeCentre(row.city, row.region)!), label).toBeLessThan(1);
      if (row.placeSource === "link") expect(parseMapCoordinates(String(row.specifications.map_url)), label).toEqual(point);
      if (row.placeShown === "exact") expect(row.mapPoint, label).toEqual({ x: point.lng, y: point.lat });
      else expect(distanceKm({ lat: row.mapPoint!.y, lng: row.mapPoint!.x }, point), label).toBeLessThan(0.35);
    }
    const areas = rows.filter((row) => row.placeShown === "area");
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((row) => row.categorySlug === "houses" || row.categorySlug === "apartments")).toBe(true);
    // No map link gives an area listing's point away.
    expect(areas.filter((row) => row.specifications.map_url !== undefined)).toEqual([]);
  });

  it("defines the form fields of all five categories (no odometer for cars)", async () => {
    const fields = await database.db.select().from(categoryFields);
    for (const category of CATEGORIES) {
      const own = fields.filter((field) => field.categorySlug === category);
      expect(own.map((field) => field.fieldKey).sort(), category).toEqual([...CATEGORY_SPEC_KEYS[category]].sort());
      expect(new Set(own.map((field) => field.orderIndex)).size).toBe(own.length);
    }
    for (const field of fields) {
      expect(FIELD_TYPES).toContain(field.fieldType);
      expect(field.label).toBeTruthy();
      expect(field.labelEn).toBeTruthy();
      expect(["rental_term", "map_url"]).not.toContain(field.fieldKey);
      expect(field.fieldKey).not.toMatch(FORBIDDEN_CAR_KEYS);
      if (field.fieldType === "select") expect(field.options.length, field.fieldKey).toBeGreaterThan(1);
      if (OPTION_KEYS[field.fieldKey]) expect(field.options).toEqual([...OPTION_KEYS[field.fieldKey]!]);
    }
  });

  it("stores 2–3 distinct images per listing through the media pipeline", async () => {
    const rows = await database.db.select().from(listings);
    const firstImageHashes = new Set<string>();
    const allUrls = new Set<string>();
    for (const row of rows) {
      expect(row.images.length, row.title).toBeGreaterThanOrEqual(2);
      expect(row.images.length, row.title).toBeLessThanOrEqual(3);
      for (const image of row.images as ListingImage[]) {
        expect(image.width).toBe(1200);
        expect(image.height).toBe(800);
        expect(image.variants.length).toBeGreaterThanOrEqual(2);
        expect(image.url).toContain(`/listing-images/${row.ownerId}/${row.id}/`);
        for (const variant of image.variants) {
          expect(variant.format).toBe("webp");
          expect(await exists(filePathOf(variant.url)), variant.url).toBe(true);
          allUrls.add(variant.url);
        }
      }
      const first = await fs.readFile(filePathOf(row.images[0]!.variants[0]!.url));
      firstImageHashes.add(createHash("sha256").update(first).digest("hex"));
    }
    expect(firstImageHashes.size).toBe(rows.length);
    const variantCount = rows.reduce((total, row) => total + row.images.reduce((sum, image) => sum + image.variants.length, 0), 0);
    expect(allUrls.size).toBe(variantCount);
  });

  it("creates sponsored content and partner logos of every type", async () => {
    const sponsored = await database.db.select().from(sponsoredContents);
    expect(sponsored.length).toBeGreaterThanOrEqual(3);
    expect(sponsored.filter((item) => item.isActive).length).toBeGreaterThanOrEqual(3);
    for (const item of sponsored) {
      expect(item.title && item.titleEn && item.description && item.descriptionEn && item.company).toBeTruthy();
      expect(item.linkUrl).toMatch(/^https:\/\//);
      expect(await exists(filePathOf(item.imageUrl!))).toBe(true);
    }

    const partners = await database.db.select().from(partnerCompanies);
    for (const type of PARTNER_TYPES) {
      const ofType = partners.filter((partner) => partner.type === type);
      expect(ofType.length, type).toBeGreaterThanOrEqual(4);
      expect(ofType.filter((partner) => partner.isActive).length, type).toBeGreaterThanOrEqual(3);
    }
    expect(partners.some((partner) => !partner.isActive)).toBe(true);
    for (const partner of partners) {
      expect(partner.linkUrl).toMatch(/^https:\/\//);
      expect(await exists(filePathOf(partner.logoUrl!))).toBe(true);
    }
  });

  it("never seeds again: a second start changes nothing", async () => {
    const before = await tableCounts();
    const ids = (await database.db.select({ id: listings.id }).from(listings)).map((row) => row.id).sort();
    expect(await seedDemoContentIfEmpty(database, storage)).toBeNull();
    expect(await tableCounts()).toEqual(before);
    expect((await database.db.select({ id: listings.id }).from(listings)).map((row) => row.id).sort()).toEqual(ids);
  });

  it("does not re-seed after every listing was removed (the marker stays)", async () => {
    await database.db.delete(listings);
    expect(await seedDemoContentIfEmpty(database, storage)).toBeNull();
    expect((await tableCounts()).listings).toBe(0);
  });
});
