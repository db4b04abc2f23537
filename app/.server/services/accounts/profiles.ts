/**
 * Seller profiles (docs/product.md §2 "Profile", §6, §7 "Table: profiles"): the profile page's data, the
 * owner's edits and avatar, and the owner's soft delete of their listings. Permissions are decided
 * here (the owner only; admins may also delete listings), never by the page.
 */
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { ListingSummary } from "~/domain/listing";
import { isListingId } from "~/domain/listing-detail";
import { displayPhone, phoneForInput } from "~/domain/phone";
import { readBioTranslations } from "~/domain/listing-texts-schema";
import {
  type ContactField,
  type OwnListing,
  PROFILE_LISTINGS_LIMIT,
  type ProfilePageData,
  type ProfileUpdate,
  bioTranslationsOf,
} from "~/domain/profile";
import { storableText } from "~/domain/text";
import type { StorageAdapter } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { authUsers, listingRevisions, listings, profiles } from "../../db/schema";
import { ImageDecodeError, NotAnImageError, storeImage } from "../media/media";
import { summaryColumns, toSummary } from "../listings/listings";
import { sellerName } from "../platform/shared";
import { type Actor, type ChangeOutcome, avatarKeyOf } from "../platform/shared";

/** What the header and the name cookie need of a signed-in account's profile; undefined when it has none. */
export async function accountProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ displayName: profiles.displayName, companyName: profiles.companyName, isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/** Every new account gets a profile with the same id (the display name from the registration form). */
export async function createProfileForAccount(db: Db, account: { id: string; email: string; name?: string | null }): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: account.id, email: account.email.toLowerCase(), displayName: account.name?.trim() || null })
    .onConflictDoNothing();
}

/**
 * The profile page: the profile with its active listings; for the owner also every non-deleted
 * listing with its status and moderation note. Null when there is no such profile.
 */
export async function getProfilePage(db: Db, id: string, viewer: Actor | null): Promise<ProfilePageData | null> {
  // Ids are short and plain: anything else (a NUL byte the database would refuse) is no profile.
  if (!id || id.length > 100 || id !== storableText(id)) return null;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!profile) return null;
  const isOwner = viewer?.userId === profile.id;
  const activeOfOwner = and(eq(listings.ownerId, profile.id), eq(listings.status, "active"));

  const [activeRows, [active], ownRows] = await Promise.all([
    db
      .select(summaryColumns)
      .from(listings)
      .where(activeOfOwner)
      .orderBy(desc(listings.isFeatured), desc(listings.createdAt))
      .limit(PROFILE_LISTINGS_LIMIT),
    db.select({ value: count() }).from(listings).where(activeOfOwner),
    isOwner
      ? db
          .select({
            ...summaryColumns,
            status: listings.status,
            moderationNote: listings.moderationNote,
            expiresAt: listings.expiresAt,
            rentedAt: listings.rentedAt,
            // The owner's changes to a live listing waiting or refused (decision 017).
            revisionStatus: listingRevisions.status,
            revisionNote: listingRevisions.moderationNote,
          })
          .from(listings)
          .leftJoin(listingRevisions, eq(listingRevisions.listingId, listings.id))
          .where(and(eq(listings.ownerId, profile.id), ne(listings.status, "deleted")))
          .orderBy(desc(listings.createdAt))
      : Promise.resolve(null),
  ]);

  return {
    profile: {
      id: profile.id,
      name: sellerName(profile),
      displayName: profile.displayName,
      companyName: profile.companyName,
      accountType: profile.accountType,
      // Only the address the member chose to publish; the sign-in address stays private.
      contactEmail: profile.contactEmail,
      // Visitors get valid numbers only, formatted here (the page needs no phone library).
      phone: displayPhone(profile.phone),
      whatsapp: displayPhone(profile.whatsapp),
      website: profile.website,
      bio: profile.bio,
      bioEn: profile.bioEn,
      bioTranslations: readBioTranslations(profile.bioTranslations),
      location: profile.location,
      avatarUrl: profile.avatarUrl,
      memberSince: profile.createdAt.toISOString(),
      listingCount: active?.value ?? 0,
    },
    listings: activeRows.map(toSummary) satisfies ListingSummary[],
    ownListings:
      ownRows?.map(({ status, moderationNote, revisionStatus, revisionNote, expiresAt, rentedAt, ...row }): OwnListing => ({
        ...toSummary(row),
        status: status as OwnListing["status"],
        moderationNote,
        expiresAt: status === "active" || status === "expired" ? (expiresAt?.toISOString() ?? null) : null,
        rentedAt: status === "rented" ? (rentedAt?.toISOString() ?? null) : null,
        revision: revisionStatus && status === "active" ? { status: revisionStatus, note: revisionNote } : null,
      })) ?? null,
    ownContact: isOwner
      ? {
          loginEmail: profile.email,
          phone: profile.phone === null ? null : phoneForInput(profile.phone),
          whatsapp: profile.whatsapp === null ? null : phoneForInput(profile.whatsapp),
          needsFix: (["phone", "whatsapp"] as const satisfies readonly ContactField[]).filter(
            (field) => Boolean(profile[field]?.trim()) && !displayPhone(profile[field]),
          ),
        }
      : null,
  };
}

/** Only the owner edits a profile (admins manage profiles from the panel, not by editing them). */
export async function updateProfile(db: Db, actor: Actor, profileId: string, update: ProfileUpdate): Promise<ChangeOutcome> {
  if (actor.userId !== profileId) return "forbidden";
  const now = new Date();
  const { bioRu: _ru, bioDe: _de, bioFa: _fa, bioAr: _ar, ...columns } = update;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(profiles)
      .set({ ...columns, bioTranslations: bioTranslationsOf(update), updatedAt: now })
      .where(eq(profiles.id, profileId))
      .returning({ id: profiles.id });
    if (!rows.length) return "not_found";
    // The account's name follows the profile's (the data export and Better Auth's session show it).
    await tx
      .update(authUsers)
      .set({ name: update.displayName ?? "", updatedAt: now })
      .where(eq(authUsers.id, profileId));
    return "ok";
  });
}

/**
 * Replaces the owner's avatar: the image is decoded, oriented, cropped to a square, re-encoded as
 * WebP without any metadata (EXIF/GPS) and stored at `{userId}/{timestamp}-{sanitized name}`
 * (docs/product.md §5; media.ts, kind "avatar"). The previous avatar file is deleted. Throws media.ts's
 * NotAnImageError for anything that is not an image it can decode.
 */
export async function setAvatar(
  db: Db,
  storage: StorageAdapter,
  actor: Actor,
  profileId: string,
  file: { name: string; body: Buffer },
  now = Date.now(),
): Promise<{ outcome: ChangeOutcome; avatarUrl?: string }> {
  if (actor.userId !== profileId) return { outcome: "forbidden" };
  const [profile] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, profileId));
  if (!profile) return { outcome: "not_found" };

  let url: string;
  try {
    ({ url } = await storeImage(storage, "avatar", { ...file, folder: profileId, now }));
  } catch (error) {
    // An avatar that cannot be decoded is "not an image" to its owner, like one of another type.
    if (error instanceof ImageDecodeError) throw new NotAnImageError();
    throw error;
  }
  await db.update(profiles).set({ avatarUrl: url, updatedAt: new Date() }).where(eq(profiles.id, profileId));
  await removeStoredAvatar(storage, profile.avatarUrl, profileId);
  return { outcome: "ok", avatarUrl: url };
}

/** Removes the owner's avatar (the page then shows their initials). */
export async function removeAvatar(db: Db, storage: StorageAdapter, actor: Actor, profileId: string): Promise<ChangeOutcome> {
  if (actor.userId !== profileId) return "forbidden";
  const [profile] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, profileId));
  if (!profile) return "not_found";
  await db.update(profiles).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(profiles.id, profileId));
  await removeStoredAvatar(storage, profile.avatarUrl, profileId);
  return "ok";
}

async function removeStoredAvatar(storage: StorageAdapter, url: string | null, userId: string) {
  const key = avatarKeyOf(storage, url, userId);
  // Best effort: a file left behind wastes space but breaks nothing.
  if (key) await storage.delete("avatars", key).catch(() => undefined);
}

/**
 * Soft delete (docs/product.md §4): the listing's status becomes `deleted`; it disappears from the owner's and
 * the admins' lists and from the public site. Only its owner or an admin may do it.
 */
export async function softDeleteListing(db: Db, actor: Actor, listingId: string): Promise<ChangeOutcome> {
  if (!isListingId(listingId)) return "not_found";
  const [listing] = await db
    .select({ ownerId: listings.ownerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing || listing.status === "deleted") return "not_found";
  if (listing.ownerId !== actor.userId && !actor.isAdmin) return "forbidden";
  await db.update(listings).set({ status: "deleted", updatedAt: new Date() }).where(eq(listings.id, listingId));
  return "ok";
}
