/**
 * A member's privacy rights (the privacy page's "Your rights"): the copy of all
 * their data as JSON (access and portability) and the deletion of their account with everything
 * they own (erasure). Only ever the caller's own data: every function takes the signed-in user's id,
 * never an id from the request.
 */
import { asc, eq } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { authSessions, authUsers, favourites, listingRevisions, listings, profiles } from "../../db/schema";
import { removeProfileWithContent } from "../moderation/moderation";

/** Bump when the file's shape changes, so importers can tell versions apart. */
const ACCOUNT_EXPORT_FORMAT = 1;

/** The download's file name: `kibris-kiralik-data-YYYY-MM-DD.json` (UTC date). */
export function accountExportFileName(now: Date): string {
  return `kibris-kiralik-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Everything stored about the user `userId` (every column of their rows but internal ones: a
 * listing's owner id and search text, session tokens), or null when there is no such user. Media URLs are
 * made absolute with `siteUrl` (disk storage serves them under the site's /media path). Dates are
 * Date objects; JSON.stringify writes them as ISO 8601.
 */
export async function exportAccountData(db: Db, userId: string, siteUrl: string, now = new Date()) {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!user) return null;
  const [[profile], sessions, listingRows, favouriteRows, revisionRows] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db
      .select({
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        ipAddress: authSessions.ipAddress,
        userAgent: authSessions.userAgent,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(asc(authSessions.createdAt)),
    db.select().from(listings).where(eq(listings.ownerId, userId)).orderBy(asc(listings.createdAt), asc(listings.id)),
    db
      .select({ listingId: favourites.listingId, title: listings.title, addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt), asc(favourites.listingId)),
    db
      .select({ revision: listingRevisions })
      .from(listingRevisions)
      .innerJoin(listings, eq(listings.id, listingRevisions.listingId))
      .where(eq(listings.ownerId, userId))
      .orderBy(asc(listingRevisions.createdAt)),
  ]);
  const absolute = (url: string) => {
    try {
      return new URL(url, siteUrl).href;
    } catch {
      return url;
    }
  };
  const absoluteMedia = (images: (typeof listingRows)[number]["images"], videos: string[]) => ({
    images: images.map((image) => ({
      ...image,
      url: absolute(image.url),
      variants: image.variants.map((variant) => ({ ...variant, url: absolute(variant.url) })),
    })),
    videos: videos.map(absolute),
  });
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now,
    site: new URL(siteUrl).origin,
    account: user,
    profile: profile ? { ...profile, avatarUrl: profile.avatarUrl && absolute(profile.avatarUrl) } : null,
    /** Devices signed in, without their secret tokens. */
    sessions,
    /** Every listing still stored, whatever its status (soft-deleted ones included). */
    listings: listingRows.map(
      ({ ownerId: _ownerId, searchVector: _searchVector, searchHead: _searchHead, images, videos, ...listing }) => ({
        ...listing,
        ...absoluteMedia(images, videos),
      }),
    ),
    /** Their changes to live listings waiting for approval or rejected (decision 017). */
    listingChanges: revisionRows.map(({ revision: { images, videos, ...revision } }) => ({
      ...revision,
      ...absoluteMedia(images, videos),
    })),
    favourites: favouriteRows,
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
