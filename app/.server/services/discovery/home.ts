import { and, asc, desc, eq, sql } from "drizzle-orm";
import { CATEGORIES, type Category } from "~/domain/categories";
import type { HomeSponsoredItem } from "~/domain/home";
import { type ListingImage, type ListingSummary, PARTNER_TYPES, type PartnerType } from "~/domain/listing";
import type { Db } from "../../db/client";
import { listings, partnerCompanies, sponsoredContents } from "../../db/schema";
import { listFeaturedListings, listRecentListings } from "../listings/listings";

/** Home page limits (docs/product.md §9 and §7). */
export const HOME_LIMITS = {
  featured: { houses: 15, cars: 6, shops: 6, hotels: 6, apartments: 6 } satisfies Record<Category, number>,
  recent: 12,
  sponsored: 10,
  partnersPerType: 30,
} as const;

/** Where the home page's failures are reported (the pino logger, or a fake in tests). */
export interface WarnLogger {
  warn(details: object, message: string): void;
}

export type FeaturedByCategory = Record<Category, ListingSummary[]>;

export type SponsoredItem = HomeSponsoredItem;

interface PartnerLogo {
  id: string;
  name: string;
  logoUrl: string | null;
  linkUrl: string | null;
}

export type PartnersByType = Record<PartnerType, PartnerLogo[]>;

/** One background picture per category for the hero (null when the category has no photo yet). */
export type HeroImages = Record<Category, ListingImage | null>;

/** Featured active listings of every category: houses 15, the others 6 each, newest first. */
export async function listHomeFeatured(db: Db): Promise<FeaturedByCategory> {
  const lists = await Promise.all(CATEGORIES.map((category) => listFeaturedListings(db, category, HOME_LIMITS.featured[category])));
  return Object.fromEntries(CATEGORIES.map((category, index) => [category, lists[index]!])) as FeaturedByCategory;
}

/** The 12 most recent active listings, featured first. */
export function listHomeRecent(db: Db): Promise<ListingSummary[]> {
  return listRecentListings(db, HOME_LIMITS.recent);
}

/** Active sponsored content for the carousel: at most 10, by order index, then newest first. */
export async function listActiveSponsored(db: Db): Promise<SponsoredItem[]> {
  return db
    .select({
      id: sponsoredContents.id,
      title: sponsoredContents.title,
      titleEn: sponsoredContents.titleEn,
      description: sponsoredContents.description,
      descriptionEn: sponsoredContents.descriptionEn,
      imageUrl: sponsoredContents.imageUrl,
      linkUrl: sponsoredContents.linkUrl,
      company: sponsoredContents.company,
    })
    .from(sponsoredContents)
    .where(eq(sponsoredContents.isActive, true))
    .orderBy(asc(sponsoredContents.orderIndex), desc(sponsoredContents.createdAt))
    .limit(HOME_LIMITS.sponsored);
}

/** Active partner logos in their four groups, each by order index, at most 30 per group. */
export async function listActivePartners(db: Db): Promise<PartnersByType> {
  const groups = await Promise.all(
    PARTNER_TYPES.map((type) =>
      db
        .select({
          id: partnerCompanies.id,
          name: partnerCompanies.name,
          logoUrl: partnerCompanies.logoUrl,
          linkUrl: partnerCompanies.linkUrl,
        })
        .from(partnerCompanies)
        .where(and(eq(partnerCompanies.type, type), eq(partnerCompanies.isActive, true)))
        .orderBy(asc(partnerCompanies.orderIndex), asc(partnerCompanies.createdAt))
        .limit(HOME_LIMITS.partnersPerType),
    ),
  );
  return Object.fromEntries(PARTNER_TYPES.map((type, index) => [type, groups[index]!])) as PartnersByType;
}

/**
 * The first photo of each category's newest active listing with photos, featured ones preferred.
 * One LIMIT 1 query per category, each the first rows of listings_active_category_order_idx (a
 * single DISTINCT ON over all categories read every active listing: 2 s at 100k listings).
 */
export async function listHeroImages(db: Db): Promise<HeroImages> {
  const rows = await Promise.all(
    CATEGORIES.map((category) =>
      db
        .select({ image: sql<ListingImage>`${listings.images} -> 0` })
        .from(listings)
        .where(and(eq(listings.status, "active"), eq(listings.categorySlug, category), sql`jsonb_array_length(${listings.images}) > 0`))
        .orderBy(desc(listings.isFeatured), desc(listings.createdAt))
        .limit(1),
    ),
  );
  return Object.fromEntries(CATEGORIES.map((category, index) => [category, rows[index]?.[0]?.image ?? null])) as HeroImages;
}

const emptyPartners = (): PartnersByType => Object.fromEntries(PARTNER_TYPES.map((type) => [type, []])) as unknown as PartnersByType;

const emptyHeroImages = (): HeroImages => Object.fromEntries(CATEGORIES.map((category) => [category, null])) as HeroImages;

/**
 * Runs one optional home section: a failure is logged as a warning and the section is left
 * empty, so the rest of the page still renders (docs/product.md §8 "Read behaviour").
 */
async function optionalSection<T>(logger: WarnLogger, section: string, load: () => Promise<T>, empty: () => T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logger.warn({ err: error, section }, `home: the ${section} section could not be loaded; it is left empty`);
    return empty();
  }
}

export const loadSponsoredSection = (db: Db, logger: WarnLogger) =>
  optionalSection(
    logger,
    "sponsored",
    () => listActiveSponsored(db),
    (): SponsoredItem[] => [],
  );

export const loadPartnersSection = (db: Db, logger: WarnLogger) =>
  optionalSection(logger, "partners", () => listActivePartners(db), emptyPartners);

const loadHeroImages = (db: Db, logger: WarnLogger) => optionalSection(logger, "hero images", () => listHeroImages(db), emptyHeroImages);

/** Everything the home page shows besides search results. */
export async function loadHomePage(db: Db, logger: WarnLogger) {
  const [heroImages, sponsored, featured, recentRows, partners] = await Promise.all([
    loadHeroImages(db, logger),
    loadSponsoredSection(db, logger),
    listHomeFeatured(db),
    listHomeRecent(db),
    loadPartnersSection(db, logger),
  ]);
  // Recent listings are mostly featured ones too: reuse the same objects, so the page's serialised
  // data (which stores a repeated object once) does not carry them twice.
  const featuredById = new Map(Object.values(featured).flatMap((list) => list.map((listing) => [listing.id, listing] as const)));
  const recent = recentRows.map((listing) => featuredById.get(listing.id) ?? listing);
  return { heroImages, sponsored, featured, recent, partners };
}
