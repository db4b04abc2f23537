/**
 * Demo content ("mock mode"): on the first start of an empty database, fills it with realistic
 * sellers, listings, form fields, sponsored content and partner logos, with generated images
 * stored through the same path as real uploads. Runs once: the `app_meta` marker prevents any
 * re-seed, and nothing is seeded over a database that already has listings.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { ListingImage } from "~/domain/listing";
import { listingPlace } from "~/domain/listing-place";
import type { StorageAdapter } from "../adapters/storage";
import { type Database, type Db, withMigrationLock } from "../db/client";
import { appMeta, listings, partnerCompanies, profiles, sponsoredContents } from "../db/schema";
import { ensureCategoryFields } from "../services/listings/category-fields";
import { storeVariants } from "../services/media/media";
import { DEMO_PARTNERS, DEMO_PROFILES, DEMO_SPONSORED } from "./data";
import { avatarSvg, bannerSvg, listingImageSvg, logoSvg } from "./images";
import { type DemoListing, buildDemoListings } from "./listings";

/** `app_meta` key set when demo content was seeded; its value is the ISO time of the seed. */
export const DEMO_SEED_MARKER = "demo_seeded_at";

/** Images rendered at once: enough to keep two cores busy without piling up memory. */
const RENDER_CONCURRENCY = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoSeedCounts = Record<"listings" | "profiles" | "images" | "sponsored" | "partners" | "categoryFields", number>;

/**
 * Seeds the demo content when the database has never been seeded and has no listings.
 * Returns the counts of what was inserted, or null when nothing was done.
 */
export async function seedDemoContentIfEmpty(database: Database, storage: StorageAdapter): Promise<null | DemoSeedCounts> {
  return withMigrationLock(database, async (db) => {
    if (!(await isUnseededAndEmpty(db))) return null;
    const now = new Date();
    // Images first (outside the transaction): a crash here only leaves unreferenced files behind.
    const content = await prepareContent(storage, now);
    return db.transaction(async (tx) => {
      // Re-check, then claim the marker before anything else: if a listing appeared meanwhile or
      // another seeder got here first (it holds the marker row), nothing is changed.
      if ((await tx.select({ id: listings.id }).from(listings).limit(1)).length > 0) return null;
      const claimed = await tx
        .insert(appMeta)
        .values({ key: DEMO_SEED_MARKER, value: now.toISOString(), updatedAt: now })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (claimed.length === 0) return null;
      return insertContent(tx, content);
    });
  });
}

async function isUnseededAndEmpty(db: Db): Promise<boolean> {
  const marker = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEED_MARKER)).limit(1);
  if (marker.length > 0) return false;
  const anyListing = await db.select({ id: listings.id }).from(listings).limit(1);
  return anyListing.length === 0;
}

type PreparedContent = Awaited<ReturnType<typeof prepareContent>>;

/** Builds every row and renders/stores every image, ready to insert. */
async function prepareContent(storage: StorageAdapter, now: Date) {
  const companyOwners = new Set(DEMO_PROFILES.filter((profile) => profile.accountType === "company").map((profile) => profile.id));
  const demoListings = buildDemoListings(now, companyOwners).map((listing) => ({ ...listing, id: randomUUID() }));

  // WebP variants only: AVIF for every demo picture would add tens of seconds to a first start on two cores.
  const store = (bucket: Parameters<typeof storeVariants>[1]["bucket"], prefix: string, fileName: string, svg: string) => () =>
    storeVariants(storage, { bucket, prefix, fileName, body: Buffer.from(svg), avif: false });

  const listingJobs = demoListings.flatMap((listing) =>
    Array.from({ length: listing.imageCount }, (_, frame) =>
      store(
        "listing-images",
        `${listing.ownerId}/${listing.id}`,
        `${listing.key}-${frame + 1}.png`,
        listingImageSvg(listing.art, listing.key, frame),
      ),
    ),
  );
  const avatarProfiles = DEMO_PROFILES.filter((profile) => profile.avatar);
  const avatarJobs = avatarProfiles.map((profile) => store("avatars", profile.id, "avatar.png", avatarSvg(profile.avatar!, profile.id)));
  const sponsoredJobs = DEMO_SPONSORED.map((item) =>
    store("sponsored-images", "demo", `${item.key}.png`, bannerSvg(item.art.theme, item.art.colors, item.key)),
  );
  const partnerJobs = DEMO_PARTNERS.map((partner, index) =>
    store("company-logos", "demo", `${String(index + 1).padStart(2, "0")}-${partner.name}.png`, logoSvg(partner)),
  );

  const stored = await runLimited([...listingJobs, ...avatarJobs, ...sponsoredJobs, ...partnerJobs], RENDER_CONCURRENCY);
  let cursor = 0;
  const take = (count: number) => {
    const slice = stored.slice(cursor, cursor + count);
    cursor += count;
    return slice;
  };
  const listingImages = demoListings.map((listing) => take(listing.imageCount));
  const avatarImages = take(avatarJobs.length);
  const avatars = new Map(avatarProfiles.map((profile, index) => [profile.id, avatarImages[index]!]));
  const sponsoredImages = take(sponsoredJobs.length);
  const partnerLogos = take(partnerJobs.length);

  return { now, demoListings, listingImages, avatars, sponsoredImages, partnerLogos };
}

/** The transaction handle drizzle passes to `db.transaction()`. */
type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function insertContent(db: Transaction, content: PreparedContent): Promise<DemoSeedCounts> {
  const { now } = content;
  const insertedProfiles = await db
    .insert(profiles)
    .values(
      DEMO_PROFILES.map((profile) => {
        const joined = new Date(now.getTime() - profile.joinedDaysAgo * DAY_MS);
        return {
          id: profile.id,
          email: profile.email,
          displayName: profile.displayName,
          companyName: profile.companyName,
          accountType: profile.accountType,
          phone: profile.phone,
          whatsapp: profile.whatsapp,
          website: profile.website,
          bio: profile.bio,
          bioEn: profile.bioEn,
          location: profile.location,
          avatarUrl: content.avatars.get(profile.id)?.url ?? null,
          isAdmin: profile.isAdmin,
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    // A profile may already exist (e.g. the admin signed up before the first start); keep it.
    .onConflictDoNothing()
    .returning({ id: profiles.id });

  const ownerIds = [...new Set(content.demoListings.map((listing) => listing.ownerId))];
  const owners = new Set((await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, ownerIds))).map((row) => row.id));
  const rows = content.demoListings.flatMap((listing, index) =>
    owners.has(listing.ownerId)
      ? [
          {
            id: listing.id,
            ownerId: listing.ownerId,
            title: listing.title,
            description: listing.description,
            titleEn: listing.titleEn,
            descriptionEn: listing.descriptionEn,
            price: listing.price,
            currency: listing.currency,
            city: listing.city,
            region: listing.region,
            ...placeOfDemo(listing),
            categorySlug: listing.categorySlug,
            images: content.listingImages[index]!,
            videos: [],
            specifications: listing.specifications,
            isFeatured: listing.isFeatured,
            views: listing.views,
            status: listing.status,
            moderationNote: listing.moderationNote,
            moderatedAt: listing.moderatedAt,
            // No end of lifetime (decision 029): a demo site runs for months unattended and its
            // listings must stay live; the expiry job leaves listings without a date alone.
            expiresAt: null,
            createdAt: listing.createdAt,
            updatedAt: listing.moderatedAt ?? listing.createdAt,
          },
        ]
      : [],
  );
  if (rows.length > 0) await db.insert(listings).values(rows);

  const insertedFields = await ensureCategoryFields(db);

  const insertedSponsored = await db
    .insert(sponsoredContents)
    .values(
      DEMO_SPONSORED.map((item, index) => ({
        title: item.title,
        titleEn: item.titleEn,
        description: item.description,
        descriptionEn: item.descriptionEn,
        imageUrl: content.sponsoredImages[index]!.url,
        linkUrl: item.linkUrl,
        company: item.company,
        isActive: item.isActive,
        orderIndex: index,
        createdAt: new Date(now.getTime() - (20 - index) * DAY_MS),
        updatedAt: new Date(now.getTime() - (20 - index) * DAY_MS),
      })),
    )
    .returning({ id: sponsoredContents.id });

  const typeOrder = new Map<string, number>();
  const insertedPartners = await db
    .insert(partnerCompanies)
    .values(
      DEMO_PARTNERS.map((partner, index) => {
        const orderIndex = typeOrder.get(partner.type) ?? 0;
        typeOrder.set(partner.type, orderIndex + 1);
        return {
          name: partner.name,
          logoUrl: content.partnerLogos[index]!.url,
          linkUrl: partner.linkUrl,
          type: partner.type,
          isActive: partner.isActive,
          orderIndex,
          createdAt: new Date(now.getTime() - 30 * DAY_MS),
          updatedAt: new Date(now.getTime() - 30 * DAY_MS),
        };
      }),
    )
    .returning({ id: partnerCompanies.id });

  return {
    listings: rows.length,
    profiles: insertedProfiles.length,
    images: rows.reduce((total, row) => total + row.images.length, 0),
    sponsored: insertedSponsored.length,
    partners: insertedPartners.length,
    categoryFields: insertedFields,
  };
}

/** Runs async jobs with at most `limit` in flight; results keep the jobs' order. */
async function runLimited(jobs: (() => Promise<ListingImage>)[], limit: number): Promise<ListingImage[]> {
  const results: ListingImage[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** A demo listing's place: its map link's point, else its owner's pin (decision 043). */
function placeOfDemo(listing: DemoListing) {
  const place = listingPlace({ city: listing.city, region: listing.region, mapUrl: listing.specifications.map_url, pin: listing.pin });
  return { ...place, placeShown: listing.placeShown };
}
