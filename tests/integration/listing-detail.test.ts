import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { listings, profiles } from "~/.server/db/schema";
import { ensureCategoryFields } from "~/.server/services/listings/category-fields";
import { canViewListing, countSellerListings, getListingDetail, listMoreFromSeller } from "~/.server/services/listings/listing-detail";
import type { Category } from "~/domain/categories";
import type { ListingStatus } from "~/domain/listing";
import { recordListingView, viewerIdentity } from "~/.server/services/listings/listing-views";
import { openTestDatabase } from "../support/database";

let database: Database;
const ids: Record<string, string> = {};
const DAY = 24 * 3600 * 1000;
const now = Date.now();

async function insertListing(
  key: string,
  values: { ownerId: string; status?: ListingStatus; isFeatured?: boolean; daysAgo?: number; category?: Category; views?: number },
) {
  const [row] = await database.db
    .insert(listings)
    .values({
      ownerId: values.ownerId,
      title: `İlan ${key}`,
      titleEn: `Listing ${key}`,
      description: `Açıklama ${key}`,
      price: 1000,
      currency: "EUR",
      city: "Girne",
      region: "Alsancak",
      categorySlug: values.category ?? "houses",
      images: [{ url: `/media/${key}.webp`, width: 1200, height: 800, variants: [] }],
      videos: ["https://youtu.be/dQw4w9WgXcQ"],
      specifications: { rental_term: "monthly", rooms: "2+1" },
      status: values.status ?? "active",
      isFeatured: values.isFeatured ?? false,
      views: values.views ?? 0,
      createdAt: new Date(now - (values.daysAgo ?? 0) * DAY),
    })
    .returning({ id: listings.id });
  ids[key] = row!.id;
  return row!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await ensureCategoryFields(database.db);
  await database.db.insert(profiles).values([
    {
      id: "seller-company",
      email: "firma@example.com",
      displayName: "Ayşe Yılmaz",
      companyName: "Girne Emlak Ltd.",
      accountType: "company",
      phone: "905331112233",
      whatsapp: "905331112244",
      createdAt: new Date("2024-05-01T10:00:00Z"),
    },
    { id: "seller-person", email: "kisi@example.com", displayName: "Mehmet Demir", companyName: "Ignored Co", accountType: "individual" },
    { id: "other", email: "other@example.com", displayName: "Başka Biri" },
  ]);
  // The company seller: 5 active (2 featured), 1 pending, 1 rejected, 1 deleted.
  await insertListing("main", { ownerId: "seller-company", daysAgo: 1, views: 7 });
  await insertListing("old-featured", { ownerId: "seller-company", isFeatured: true, daysAgo: 30 });
  await insertListing("new-featured", { ownerId: "seller-company", isFeatured: true, daysAgo: 10 });
  await insertListing("newest", { ownerId: "seller-company", daysAgo: 0.5, category: "cars" });
  await insertListing("older", { ownerId: "seller-company", daysAgo: 20 });
  await insertListing("pending", { ownerId: "seller-company", status: "pending", isFeatured: true, daysAgo: 0 });
  await insertListing("rejected", { ownerId: "seller-company", status: "rejected", daysAgo: 0 });
  await insertListing("deleted", { ownerId: "seller-company", status: "deleted", daysAgo: 0 });
  await insertListing("person", { ownerId: "seller-person" });
  await insertListing("other", { ownerId: "other", isFeatured: true });
});
afterAll(async () => {
  await database?.close();
});

describe("listing detail", () => {
  it("returns an active listing with its seller card, more listings and field labels", async () => {
    const detail = await getListingDetail(database.db, ids.main!);
    expect(detail).not.toBeNull();
    expect(detail!.listing).toMatchObject({
      id: ids.main,
      ownerId: "seller-company",
      title: "İlan main",
      titleEn: "Listing main",
      descriptionEn: null,
      price: 1000,
      currency: "EUR",
      location: "Girne - Alsancak",
      category: "houses",
      videos: ["https://youtu.be/dQw4w9WgXcQ"],
      specifications: { rental_term: "monthly", rooms: "2+1" },
      status: "active",
      views: 7,
    });
    expect(Date.parse(detail!.listing.createdAt)).toBeGreaterThan(now - 2 * DAY);
    expect(detail!.seller).toEqual({
      id: "seller-company",
      name: "Girne Emlak Ltd.",
      accountType: "company",
      avatarUrl: null,
      memberSince: "2024-05-01T10:00:00.000Z",
      listingCount: 5,
      // Stored as digits with the country code (the old form): shown formatted, valid ones only.
      phone: "+90 533 111 22 33",
      whatsapp: "+90 533 111 22 44",
    });
    expect(detail!.fieldLabels.rooms).toEqual({ tr: "Oda Sayısı", en: "Rooms" });
    expect(detail!.fieldLabels.model_year).toBeUndefined();
    // JSON-safe: the loader's data survives serialisation unchanged.
    expect(JSON.parse(JSON.stringify(detail))).toEqual(detail);
  });

  it("names individuals by their display name (the company name is for companies)", async () => {
    const detail = await getListingDetail(database.db, ids.person!);
    expect(detail!.seller).toMatchObject({ name: "Mehmet Demir", accountType: "individual", listingCount: 1 });
    expect(detail!.moreFromSeller).toEqual([]);
  });

  it("treats pending, rejected and deleted listings as not found for visitors", async () => {
    for (const key of ["pending", "rejected", "deleted"]) {
      expect(await getListingDetail(database.db, ids[key]!), key).toBeNull();
      expect(await getListingDetail(database.db, ids[key]!, { userId: "other", isAdmin: false }), key).toBeNull();
    }
  });

  it("lets the owner see their pending and rejected listings and an admin every status (the seam for accounts)", async () => {
    const owner = { userId: "seller-company", isAdmin: false };
    const admin = { userId: "admin", isAdmin: true };
    expect((await getListingDetail(database.db, ids.pending!, owner))?.listing.status).toBe("pending");
    expect((await getListingDetail(database.db, ids.rejected!, owner))?.listing.status).toBe("rejected");
    expect(await getListingDetail(database.db, ids.deleted!, owner)).toBeNull();
    expect((await getListingDetail(database.db, ids.deleted!, admin))?.listing.status).toBe("deleted");
    expect(canViewListing({ status: "active", ownerId: "x" }, null)).toBe(true);
  });

  it("answers null for unknown and malformed ids without failing", async () => {
    expect(await getListingDetail(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    for (const id of ["", "abc", "1 or 1=1", `${ids.main}x`, "../../etc/passwd"]) {
      expect(await getListingDetail(database.db, id), id).toBeNull();
    }
  });

  it("counts only the seller's public listings", async () => {
    expect(await countSellerListings(database.db, "seller-company")).toBe(5);
    expect(await countSellerListings(database.db, "nobody")).toBe(0);
  });

  it("shows up to three more active listings of the same seller, featured first, then newest", async () => {
    const detail = await getListingDetail(database.db, ids.main!);
    expect(detail!.moreFromSeller.map((listing) => listing.title)).toEqual(["İlan new-featured", "İlan old-featured", "İlan newest"]);
    const more = await listMoreFromSeller(database.db, "seller-company", ids.main!, 10);
    expect(more.map((listing) => listing.title)).toEqual(["İlan new-featured", "İlan old-featured", "İlan newest", "İlan older"]);
    expect(more.every((listing) => listing.id !== ids.main)).toBe(true);
    expect(more[0]).toMatchObject({ category: "houses", image: { url: "/media/new-featured.webp" }, isFeatured: true });
  });
});

describe("view counter", () => {
  const member = (index: number) =>
    viewerIdentity({ userId: `member-${index}`, ip: "198.51.100.1", userAgent: "Mozilla/5.0", browserId: null });
  const incrementListingViews = (db: Database["db"], id: string, index = 0) => recordListingView(db, id, member(index));

  it("adds one view per new viewer, atomically, to active listings only", async () => {
    const before = (await database.db.select().from(listings).where(eq(listings.id, ids.older!)))[0]!;
    const results = await Promise.all(Array.from({ length: 25 }, (_, index) => incrementListingViews(database.db, ids.older!, index)));
    expect(results.every((value) => typeof value === "number")).toBe(true);
    expect(new Set(results).size).toBe(25);
    expect(Math.max(...(results as number[]))).toBe(before.views + 25);
    const after = (await database.db.select().from(listings).where(eq(listings.id, ids.older!)))[0]!;
    expect(after.views).toBe(before.views + 25);
    // Counting a view is not an edit of the listing.
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it("does not count views of non-active, unknown or malformed listings", async () => {
    for (const key of ["pending", "rejected", "deleted"]) {
      expect(await incrementListingViews(database.db, ids[key]!), key).toBeNull();
    }
    const [row] = await database.db
      .select({ total: sql<number>`sum(${listings.views})::int` })
      .from(listings)
      .where(sql`${listings.status} <> 'active'`);
    expect(row?.total).toBe(0);
    expect(await incrementListingViews(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await incrementListingViews(database.db, "not-a-uuid")).toBeNull();
  });
});
