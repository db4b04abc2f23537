/**
 * The listing detail page's data (docs/product.md §2 "Listing detail", §4 "Listing status", §7 "Table: listings"):
 * one listing with its seller card, up to three more listings of the same seller, the labels of the
 * category's form fields, and the view counter.
 */
import { listingMap, listingMedia } from "~/domain/media-links";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { carBrandName } from "~/domain/car-brands";
import type { Category } from "~/domain/categories";
import { type ListingStatus, type ListingSummary, RENTED_PAGE_DAYS, type Specifications } from "~/domain/listing";
import { readTranslations } from "~/domain/listing-texts-schema";
import {
  type FieldLabels,
  type ListingDetailPayload,
  MORE_FROM_SELLER_LIMIT,
  type SellerSummary,
  isListingId,
} from "~/domain/listing-detail";
import { displayPhone } from "~/domain/phone";
import { PRICE_HISTORY_LIMIT, type PricePoint } from "~/domain/price-history";
import type { Db } from "../../db/client";
import { getListingModeration } from "./listing-revisions";
import { summaryColumns, toSummary } from "./listings";
import { categoryFields, listingPrices, listings, moderationEvents, profiles } from "../../db/schema";
import { sellerName } from "../platform/shared";

/**
 * Who is looking. Accounts come with a later issue: until then every caller passes `null` (a
 * visitor). Once sessions exist, the route resolves the signed-in user and passes it here, and
 * owners and admins see their non-active listings as docs/product.md §4 asks.
 */
export interface ListingViewer {
  userId: string;
  isAdmin: boolean;
}

/** Whether a rented listing's page still says so (RENTED_PAGE_DAYS after it was marked), else it is gone. */
export function rentedPageShown(listing: { status: ListingStatus; rentedAt: Date | null }, now: Date): boolean {
  return (
    listing.status === "rented" &&
    listing.rentedAt !== null &&
    now.getTime() - listing.rentedAt.getTime() < RENTED_PAGE_DAYS * 24 * 60 * 60 * 1000
  );
}

/** Seconds until a rented listing's public page turns into a 404; undefined for any other listing. */
export function rentedPageSecondsLeft(listing: { status: ListingStatus; rentedAt: string | null }, now: Date): number | undefined {
  if (listing.status !== "rented" || !listing.rentedAt) return undefined;
  return (Date.parse(listing.rentedAt) + RENTED_PAGE_DAYS * 24 * 60 * 60 * 1000 - now.getTime()) / 1000;
}

/**
 * Visitors see active listings, and rented ones for RENTED_PAGE_DAYS (the page says rented, issue
 * 19). The owner also sees their pending, rejected, expired, rented and hidden ones; an admin sees
 * every status. Deleted listings are gone for their owner too.
 */
export function canViewListing(
  listing: { status: ListingStatus; ownerId: string; rentedAt?: Date | null },
  viewer: ListingViewer | null,
  now = new Date(),
): boolean {
  if (listing.status === "active") return true;
  if (rentedPageShown({ status: listing.status, rentedAt: listing.rentedAt ?? null }, now)) return true;
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  return listing.status !== "deleted" && viewer.userId === listing.ownerId;
}

const isActive = eq(listings.status, "active");

/**
 * The specifications a page may show: a listing that shows only its area (decision 043) keeps its
 * map link, which carries the point, to its owner and the moderators' forms.
 */
function publicSpecifications(listing: { specifications: Specifications; placeShown: string }): Specifications {
  if (listing.placeShown !== "area" || listing.specifications.map_url === undefined) return listing.specifications;
  const { map_url: _hidden, ...rest } = listing.specifications;
  return rest;
}

/**
 * A listing with everything its page shows, or null when it does not exist, the id is malformed,
 * or the viewer may not see it (docs/product.md §4: non-active listings are "not found" for visitors).
 */
export async function getListingDetail(db: Db, id: string, viewer: ListingViewer | null = null): Promise<ListingDetailPayload | null> {
  if (!isListingId(id)) return null;
  const [row] = await db
    .select({ listing: listings, seller: profiles })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row || !canViewListing(row.listing, viewer)) return null;
  const { listing, seller } = row;

  // The owner and admins are also told what waits or was refused (the status banner, decision 017).
  const moderated = viewer !== null && (viewer.isAdmin || viewer.userId === listing.ownerId);
  const [listingCount, moreFromSeller, fieldLabels, moderation, priceHistory, similar] = await Promise.all([
    countSellerListings(db, seller.id),
    listMoreFromSeller(db, seller.id, listing.id),
    getFieldLabels(db, listing.categorySlug),
    moderated ? getListingModeration(db, listing.id) : null,
    getPriceHistory(db, listing.id),
    // A rented listing's page points to others like it.
    listing.status === "rented" ? listSimilarListings(db, listing) : [],
  ]);

  const sellerSummary: SellerSummary = {
    id: seller.id,
    name: sellerName(seller),
    accountType: seller.accountType,
    avatarUrl: seller.avatarUrl,
    memberSince: seller.createdAt.toISOString(),
    listingCount,
    // Valid numbers only, formatted here: the public page needs no phone library.
    phone: displayPhone(seller.phone),
    whatsapp: displayPhone(seller.whatsapp),
  };

  const specifications = publicSpecifications(listing);
  const brandName = listing.categorySlug === "cars" ? carBrandName(listing.specifications.brand) : null;
  return {
    listing: {
      id: listing.id,
      ownerId: listing.ownerId,
      title: listing.title,
      titleEn: listing.titleEn,
      description: listing.description,
      descriptionEn: listing.descriptionEn,
      translations: readTranslations(listing.translations),
      price: listing.price,
      currency: listing.currency,
      city: listing.city,
      region: listing.region,
      location: listing.location,
      category: listing.categorySlug,
      images: listing.images,
      videos: listing.videos,
      specifications,
      ...(brandName ? { brandName } : {}),
      isFeatured: listing.isFeatured,
      views: listing.views,
      number: listing.number,
      status: listing.status,
      rentedAt: listing.status === "rented" ? (listing.rentedAt?.toISOString() ?? null) : null,
      createdAt: listing.createdAt.toISOString(),
      updatedAt: listing.updatedAt.toISOString(),
    },
    seller: sellerSummary,
    moreFromSeller,
    similar,
    fieldLabels,
    moderation,
    media: listingMedia(listing.videos),
    map: listingMap(specifications.map_url),
    priceHistory,
  };
}

/**
 * A listing's price history for its page (decision 031): its newest `limit` prices since it was
 * first public, oldest first, or nothing while it has had only one. The rows are written by
 * triggers (migration 0014); the changes of before its first approval (a pending listing's edits)
 * were never public, so the history starts with the price it was approved at. A listing never
 * approved by a moderator (an admin's, live from the start) was public from its creation.
 */
export async function getPriceHistory(db: Db, listingId: string, limit = PRICE_HISTORY_LIMIT): Promise<PricePoint[]> {
  const firstPublic = sql`coalesce(
    (select min(${moderationEvents.createdAt}) from ${moderationEvents}
      where ${moderationEvents.listingId} = ${listingId} and ${moderationEvents.action} = 'approve'),
    (select ${listings.createdAt} from ${listings} where ${listings.id} = ${listingId}))`;
  const publicPrice = sql`coalesce(
    (select max(earlier.changed_at) from ${listingPrices} as earlier
      where earlier.listing_id = ${listingId} and earlier.changed_at <= ${firstPublic}),
    '-infinity'::timestamptz)`;
  const rows = await db
    .select({ price: listingPrices.price, currency: listingPrices.currency, changedAt: listingPrices.changedAt })
    .from(listingPrices)
    .where(and(eq(listingPrices.listingId, listingId), sql`${listingPrices.changedAt} >= ${publicPrice}`))
    .orderBy(desc(listingPrices.changedAt), desc(listingPrices.id))
    .limit(limit);
  if (rows.length < 2) return [];
  return rows.reverse().map((row) => ({ price: row.price, currency: row.currency, changedAt: row.changedAt.toISOString() }));
}

/** The seller's public listings: active ones (pending, rejected and deleted ones are not counted). */
export async function countSellerListings(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(listings)
    .where(and(isActive, eq(listings.ownerId, ownerId)));
  return row?.value ?? 0;
}

/** Up to three other active listings of the seller, featured first, then newest. */
export async function listMoreFromSeller(
  db: Db,
  ownerId: string,
  excludeId: string,
  limit = MORE_FROM_SELLER_LIMIT,
): Promise<ListingSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(listings)
    .where(and(isActive, eq(listings.ownerId, ownerId), ne(listings.id, excludeId)))
    .orderBy(desc(listings.isFeatured), desc(listings.createdAt), asc(listings.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** The labels of a category's form fields, by field key. */
async function getFieldLabels(db: Db, category: Category): Promise<FieldLabels> {
  const rows = await db
    .select({ key: categoryFields.fieldKey, label: categoryFields.label, labelEn: categoryFields.labelEn })
    .from(categoryFields)
    .where(eq(categoryFields.categorySlug, category))
    .orderBy(asc(categoryFields.orderIndex));
  return Object.fromEntries(rows.map((row) => [row.key, { tr: row.label, en: row.labelEn }]));
}

/**
 * Up to three active listings like a rented one: the same category, the same town first,
 * then the same currency at the nearest price, then the newest.
 */
export async function listSimilarListings(
  db: Db,
  listing: { id: string; categorySlug: Category; city: string; currency: string; price: number },
  limit = MORE_FROM_SELLER_LIMIT,
): Promise<ListingSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(listings)
    .where(and(isActive, eq(listings.categorySlug, listing.categorySlug), ne(listings.id, listing.id)))
    .orderBy(
      desc(sql`${listings.city} = ${listing.city}`),
      desc(sql`${listings.currency} = ${listing.currency}`),
      sql`abs(${listings.price} - ${listing.price})`,
      desc(listings.createdAt),
      asc(listings.id),
    )
    .limit(limit);
  return rows.map(toSummary);
}
