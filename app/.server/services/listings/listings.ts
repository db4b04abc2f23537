import { and, desc, eq, sql } from "drizzle-orm";
import { carBrandName } from "~/domain/car-brands";
import type { Category } from "~/domain/categories";
import { type ListingImage, type ListingSummary, type MediaJump, cardSpecifications } from "~/domain/listing";
import { type ListingTitles, TRANSLATION_LANGUAGES } from "~/domain/listing-texts";
import { listingMedia } from "~/domain/media-links";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";

/**
 * A listing's titles in Russian, German, Persian and Arabic (decision 041) as one small object, the
 * languages without one left out: a card and a mail need the titles, never the descriptions.
 */
export const listingTitlesSql = () =>
  sql<ListingTitles>`jsonb_strip_nulls(jsonb_build_object(${sql.join(
    TRANSLATION_LANGUAGES.map(
      (language) => sql`${sql.raw(`'${language}'`)}, ${listings.translations} -> ${sql.raw(`'${language}'`)} -> 'title'`,
    ),
    sql`, `,
  )}))`;

/** The columns a listing card needs; shared by every service that lists listings. */
export const summaryColumns = {
  id: listings.id,
  title: listings.title,
  titleEn: listings.titleEn,
  titles: listingTitlesSql(),
  price: listings.price,
  currency: listings.currency,
  location: listings.location,
  category: listings.categorySlug,
  // The cover only: a card shows one photo (a listing may have dozens).
  cover: sql<ListingImage | null>`${listings.images} -> 0`,
  isFeatured: listings.isFeatured,
  views: listings.views,
  createdAt: listings.createdAt,
  specifications: listings.specifications,
  number: listings.number,
  // A few links at most: the card says whether there is a video and a tour.
  videos: listings.videos,
};

export type SummaryRow = Omit<ListingSummary, "image" | "createdAt" | "brandName" | "media"> & {
  cover: ListingImage | null;
  createdAt: Date;
  videos: string[];
};

/** The kinds of media besides photos a listing's `videos` hold, video first (the card's badges). */
function mediaJumps(videos: readonly string[]): MediaJump[] {
  const kinds = new Set(listingMedia(videos).map((link): MediaJump => (link.kind === "matterport" ? "tour" : "video")));
  return (["video", "tour"] as const).filter((kind) => kinds.has(kind));
}

/** A card's data from its row: the cover, the date as ISO text, only the card's specifications. */
export function toSummary(row: SummaryRow): ListingSummary {
  const { cover, createdAt, specifications, videos, titles, ...rest } = row;
  const brandName = row.category === "cars" ? carBrandName(specifications.brand) : null;
  const media = mediaJumps(videos);
  return {
    ...rest,
    specifications: cardSpecifications(row.category, specifications),
    image: cover ?? null,
    createdAt: createdAt.toISOString(),
    ...(titles && Object.keys(titles).length > 0 ? { titles } : {}),
    ...(brandName ? { brandName } : {}),
    ...(media.length > 0 ? { media } : {}),
  };
}

const isActive = eq(listings.status, "active");

/** Active listings, featured first, newest first (home "recent"). */
export async function listRecentListings(db: Db, limit: number): Promise<ListingSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(listings)
    .where(isActive)
    .orderBy(desc(listings.isFeatured), desc(listings.createdAt))
    .limit(limit);
  return rows.map(toSummary);
}

/** Featured active listings of one category, newest first. */
export async function listFeaturedListings(db: Db, category: Category, limit: number): Promise<ListingSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(listings)
    .where(and(isActive, eq(listings.isFeatured, true), eq(listings.categorySlug, category)))
    .orderBy(desc(listings.createdAt))
    .limit(limit);
  return rows.map(toSummary);
}
