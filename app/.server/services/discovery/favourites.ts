/**
 * Favourites of signed-in members: one row per member and listing in
 * `favourites`. A member may add an active listing, or one of their own that is not deleted; the
 * list keeps every favourite, and marks listings that are no longer active as unavailable instead
 * of dropping them. Each favourite keeps the listing's price when it was saved: the list tells when
 * the price dropped since (decision 031).
 */
import { and, desc, eq } from "drizzle-orm";
import type { FavouriteItem } from "~/domain/favourites";
import { isListingId } from "~/domain/listing-detail";
import { isPriceDrop } from "~/domain/price-history";
import type { Db } from "../../db/client";
import { favourites, listings } from "../../db/schema";
import { summaryColumns, toSummary } from "../listings/listings";

export type AddFavouriteResult =
  { ok: true; /** false when it was a favourite already */ added: boolean } | { ok: false; error: "invalid_id" | "not_found" };

/**
 * Adds a favourite (idempotent). Refused with `invalid_id` for a malformed id and `not_found` for
 * a listing that does not exist or that the member may not see: another member's pending,
 * rejected or deleted listing, and their own deleted one.
 */
export async function addFavourite(db: Db, userId: string, listingId: string): Promise<AddFavouriteResult> {
  if (!isListingId(listingId)) return { ok: false, error: "invalid_id" };
  const [listing] = await db
    .select({ status: listings.status, ownerId: listings.ownerId, price: listings.price, currency: listings.currency })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  const visible = listing && (listing.status === "active" || (listing.status !== "deleted" && listing.ownerId === userId));
  if (!visible) return { ok: false, error: "not_found" };
  const inserted = await db
    .insert(favourites)
    // The price when saved: the favourites page tells when it dropped since (decision 031).
    .values({ userId, listingId, savedPrice: listing.price, savedCurrency: listing.currency })
    .onConflictDoNothing()
    .returning({ listingId: favourites.listingId });
  return { ok: true, added: inserted.length > 0 };
}

/** Removes a favourite, whatever the listing's status; true when there was one. */
export async function removeFavourite(db: Db, userId: string, listingId: string): Promise<boolean> {
  if (!isListingId(listingId)) return false;
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
    .returning({ listingId: favourites.listingId });
  return removed.length > 0;
}

const newestFirst = [desc(favourites.createdAt), desc(favourites.listingId)] as const;

/** The ids of a member's favourite listings, newest favourite first. */
export async function listFavouriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(...newestFirst);
  return rows.map((row) => row.listingId);
}

/**
 * A member's favourites, newest favourite first, as listing cards. Listings that are no longer
 * active (pending again, rejected or deleted) stay in the list with `available: false`.
 */
export async function listFavourites(db: Db, userId: string): Promise<FavouriteItem[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      status: listings.status,
      favouritedAt: favourites.createdAt,
      savedPrice: favourites.savedPrice,
      savedCurrency: favourites.savedCurrency,
    })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(eq(favourites.userId, userId))
    .orderBy(...newestFirst);
  return rows.map(({ status, favouritedAt, savedPrice, savedCurrency, ...summary }) => {
    const listing = toSummary(summary);
    const available = status === "active";
    const saved = savedPrice !== null && savedCurrency !== null ? { price: savedPrice, currency: savedCurrency } : null;
    return {
      listing,
      available,
      favouritedAt: favouritedAt.toISOString(),
      savedPrice: available && saved && isPriceDrop(saved, listing) ? saved : null,
    };
  });
}
