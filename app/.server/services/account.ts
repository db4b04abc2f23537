/**
 * A member's privacy rights (issue 8 point 9, the privacy page's "Your rights"): the copy of all
 * their data as JSON (access and portability) and the deletion of their account with everything
 * they own (erasure). Only ever the caller's own data: every function takes the signed-in user's id,
 * never an id from the request.
 */
import { asc, eq } from "drizzle-orm";
import type { StorageAdapter } from "../adapters/storage";
import type { Db } from "../db/client";
import { authSessions, authUsers, favourites, listings, profiles } from "../db/schema";
import { removeProfileWithContent } from "./moderation";

/** Bump when the file's shape changes, so importers can tell versions apart. */
export const ACCOUNT_EXPORT_FORMAT = 1;

export interface AccountExport {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  exportedAt: string;
  site: string;
  account: {
    id: string;
    email: string;
    emailVerified: boolean;
    name: string;
    locale: string;
    createdAt: string;
    updatedAt: string;
  };
  profile: {
    displayName: string | null;
    companyName: string | null;
    accountType: string;
    email: string;
    phone: string | null;
    whatsapp: string | null;
    website: string | null;
    bio: string | null;
    location: string | null;
    avatarUrl: string | null;
    isAdmin: boolean;
    createdAt: string;
    updatedAt: string;
  } | null;
  /** Open sessions (devices signed in), without their secret tokens. */
  sessions: { createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }[];
  /** Every listing still stored, whatever its status (soft-deleted ones included). */
  listings: {
    id: string;
    status: string;
    category: string;
    title: string;
    description: string;
    titleEn: string | null;
    descriptionEn: string | null;
    price: number;
    currency: string;
    city: string;
    region: string | null;
    specifications: Record<string, unknown>;
    images: { url: string; variants: string[] }[];
    videos: string[];
    isFeatured: boolean;
    views: number;
    moderationNote: string | null;
    moderatedAt: string | null;
    createdAt: string;
    updatedAt: string;
  }[];
  favourites: { listingId: string; title: string; addedAt: string }[];
}

/** The download's file name: `kibris-kiralik-data-YYYY-MM-DD.json` (UTC date). */
export function accountExportFileName(now: Date): string {
  return `kibris-kiralik-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Everything stored about the user `userId`, or null when there is no such user. Media URLs are
 * made absolute with `siteUrl` (disk storage serves them under the site's /media path).
 */
export async function exportAccountData(db: Db, userId: string, siteUrl: string, now = new Date()): Promise<AccountExport | null> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!user) return null;
  const [[profile], sessionRows, listingRows, favouriteRows] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select().from(authSessions).where(eq(authSessions.userId, userId)).orderBy(asc(authSessions.createdAt)),
    db.select().from(listings).where(eq(listings.ownerId, userId)).orderBy(asc(listings.createdAt), asc(listings.id)),
    db
      .select({ listingId: favourites.listingId, title: listings.title, addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt), asc(favourites.listingId)),
  ]);
  const absolute = (url: string) => {
    try {
      return new URL(url, siteUrl).href;
    } catch {
      return url;
    }
  };
  const iso = (date: Date) => date.toISOString();
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: iso(now),
    site: new URL(siteUrl).origin,
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      locale: user.locale,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    profile: profile
      ? {
          displayName: profile.displayName,
          companyName: profile.companyName,
          accountType: profile.accountType,
          email: profile.email,
          phone: profile.phone,
          whatsapp: profile.whatsapp,
          website: profile.website,
          bio: profile.bio,
          location: profile.location,
          avatarUrl: profile.avatarUrl && absolute(profile.avatarUrl),
          isAdmin: profile.isAdmin,
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    sessions: sessionRows.map((session) => ({
      createdAt: iso(session.createdAt),
      expiresAt: iso(session.expiresAt),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
    listings: listingRows.map((listing) => ({
      id: listing.id,
      status: listing.status,
      category: listing.categorySlug,
      title: listing.title,
      description: listing.description,
      titleEn: listing.titleEn,
      descriptionEn: listing.descriptionEn,
      price: listing.price,
      currency: listing.currency,
      city: listing.city,
      region: listing.region,
      specifications: listing.specifications,
      images: listing.images.map((image) => ({ url: absolute(image.url), variants: image.variants.map((variant) => absolute(variant.url)) })),
      videos: listing.videos.map(absolute),
      isFeatured: listing.isFeatured,
      views: listing.views,
      moderationNote: listing.moderationNote,
      moderatedAt: listing.moderatedAt && iso(listing.moderatedAt),
      createdAt: iso(listing.createdAt),
      updatedAt: iso(listing.updatedAt),
    })),
    favourites: favouriteRows.map((row) => ({ listingId: row.listingId, title: row.title, addedAt: iso(row.addedAt) })),
  };
}

/**
 * The member `userId` deletes their own account (the caller has verified their password): the
 * user, sessions, accounts, profile, listings and favourites in one transaction, then the listing
 * media and the avatar from storage — the same removal the admin panel uses. Admins may delete
 * their own account too (docs/architecture.md). False when the account no longer exists.
 */
export async function deleteOwnAccount(db: Db, storage: StorageAdapter, userId: string): Promise<boolean> {
  return (await removeProfileWithContent(db, storage, userId, null)) !== null;
}
