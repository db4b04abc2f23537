/**
 * The admin panel's data and actions (docs/product.md §2 "Admin panel", §4 "Listing status", §6 "Admin";
 * decision 006): dashboard figures, the listing list with search and filters, approve/reject (pending
 * only), feature, soft and permanent delete, the moderation audit log, and deleting a profile with
 * all of its listings and media. Callers have checked that the actor is an admin (admin-guard).
 */
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AdminListing, AdminListingFilters, DashboardStats, ModerationEvent, AdminProfile } from "~/domain/admin";
import { ADMIN_LISTING_LIMIT, LATEST_LISTINGS } from "~/domain/admin";
import { CATEGORIES } from "~/domain/categories";
import type { ListingImage } from "~/domain/listing";
import { isListingId } from "~/domain/listing-detail";
import { DEFAULT_LISTING_LIFETIME_DAYS, lifetimeEnd } from "~/domain/listing";
import { releaseListingUploads } from "../media/upload-records";
import type { StorageAdapter } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { authUsers, listings, moderationEvents, profiles } from "../../db/schema";
import { countPendingRevisions } from "../listings/listing-revisions";
import { textSearchCondition } from "../discovery/search";
import { summaryColumns, toSummary } from "../listings/listings";
import { avatarKeyOf, sellerName } from "../platform/shared";
import type { AdminActor } from "../platform/shared";
import type { ChangeDeps, DeletedAccount, Notify } from "../platform/notices";

export async function getDashboardStats(db: Db): Promise<DashboardStats> {
  const [perCategory, [featured], [profileCount], [pending], revisions] = await Promise.all([
    db
      .select({ category: listings.categorySlug, value: count() })
      .from(listings)
      .where(ne(listings.status, "deleted"))
      .groupBy(listings.categorySlug),
    db
      .select({ value: count() })
      .from(listings)
      .where(and(eq(listings.isFeatured, true), ne(listings.status, "deleted"))),
    db.select({ value: count() }).from(profiles),
    db.select({ value: count() }).from(listings).where(eq(listings.status, "pending")),
    countPendingRevisions(db),
  ]);
  const byCategory = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as DashboardStats["byCategory"];
  for (const row of perCategory) byCategory[row.category] = row.value;
  return {
    byCategory,
    total: Object.values(byCategory).reduce((sum, value) => sum + value, 0),
    featured: featured?.value ?? 0,
    profiles: profileCount?.value ?? 0,
    pending: pending?.value ?? 0,
    revisions,
  };
}

/**
 * Listings for the panel, newest first (the latest 8 without filters, docs/product.md §2), deleted ones never
 * (docs/product.md §4); the search box finds words like the public search (any status), or a listing number.
 */
export async function listAdminListings(db: Db, filters: AdminListingFilters): Promise<AdminListing[]> {
  const conditions = [ne(listings.status, "deleted")];
  if (filters.status) conditions.push(eq(listings.status, filters.status));
  if (filters.category) conditions.push(eq(listings.categorySlug, filters.category));
  const q = filters.q?.trim() ?? "";
  if (q) conditions.push(textSearchCondition(q));
  const rows = await db
    .select({
      ...summaryColumns,
      status: listings.status,
      moderationNote: listings.moderationNote,
      ownerId: listings.ownerId,
      ownerName: sql<string | null>`coalesce(nullif(${profiles.companyName}, ''), ${profiles.displayName}, ${profiles.email})`,
    })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .where(and(...conditions))
    .orderBy(desc(listings.createdAt))
    .limit(filters.status || filters.category || q ? ADMIN_LISTING_LIMIT : LATEST_LISTINGS);
  return rows.map(({ status, moderationNote, ownerId, ownerName, ...row }) => ({
    ...toSummary(row),
    status: status as AdminListing["status"],
    moderationNote,
    ownerId,
    ownerName,
  }));
}

export type ModerationOutcome = { ok: true } | { ok: false; reason: "not_found" | "not_pending" };

export async function recordModeration(
  db: Pick<Db, "insert">,
  actor: AdminActor,
  listing: { id: string; title: string },
  action: ModerationEvent["action"],
  note: string | null = null,
) {
  await db
    .insert(moderationEvents)
    .values({ listingId: listing.id, listingTitle: listing.title, actorId: actor.userId, actorName: actor.name, action, note });
}

/**
 * Approve (docs/product.md §4): pending → active, moderated now, note cleared; a hidden one is shown
 * again the same way. The owner is told (decision 017).
 */
export async function approveListing(
  deps: ChangeDeps,
  actor: AdminActor,
  id: string,
  lifetimeDays = DEFAULT_LISTING_LIFETIME_DAYS,
): Promise<ModerationOutcome> {
  return moderate(deps, actor, id, "approve", null, lifetimeDays);
}

/** Reject (docs/product.md §4): pending → rejected with an optional note for the owner, who is told. Only pending listings. */
export async function rejectListing(deps: ChangeDeps, actor: AdminActor, id: string, note: string | null): Promise<ModerationOutcome> {
  return moderate(deps, actor, id, "reject", note?.trim() || null, DEFAULT_LISTING_LIFETIME_DAYS);
}

async function moderate(
  { db, notify }: ChangeDeps,
  actor: AdminActor,
  id: string,
  action: "approve" | "reject",
  note: string | null,
  lifetimeDays: number,
): Promise<ModerationOutcome> {
  if (!isListingId(id)) return { ok: false, reason: "not_found" };
  const now = new Date();
  return db.transaction(async (tx) => {
    // Only a pending listing changes (and, approved, a hidden one: an admin shows it again after a
    // hide of theirs or of the members' reports): two admins clicking at once cannot both succeed.
    const [row] = await tx
      .update(listings)
      .set({
        status: action === "approve" ? "active" : "rejected",
        // An approval (a new listing, or an expired or rented one its owner edited) starts a
        // lifetime and a new reminder.
        ...(action === "approve" ? { expiresAt: lifetimeEnd(now, lifetimeDays), expiryNoticeAt: null, rentedAt: null } : {}),
        moderatedAt: now,
        moderationNote: note,
        updatedAt: sql`${listings.updatedAt}`,
      })
      .where(and(eq(listings.id, id), inArray(listings.status, action === "approve" ? ["pending", "hidden"] : ["pending"])))
      .returning({ id: listings.id, title: listings.title });
    if (!row) {
      const [exists] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, id));
      return { ok: false, reason: exists && exists.status !== "deleted" ? "not_pending" : "not_found" };
    }
    await recordModeration(tx, actor, row, action, note);
    await notify(
      {
        kind: "seller",
        notice: action === "approve" ? { kind: "listing_approved", listingId: id } : { kind: "listing_rejected", listingId: id, note },
      },
      tx,
    );
    return { ok: true };
  });
}

/** Feature toggle on any non-deleted listing. */
export async function toggleFeatured(db: Db, actor: AdminActor, id: string): Promise<ModerationOutcome & { featured?: boolean }> {
  if (!isListingId(id)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ isFeatured: sql`not ${listings.isFeatured}` })
      .where(and(eq(listings.id, id), ne(listings.status, "deleted")))
      .returning({ id: listings.id, title: listings.title, isFeatured: listings.isFeatured });
    if (!row) return { ok: false, reason: "not_found" };
    await recordModeration(tx, actor, row, row.isFeatured ? "feature" : "unfeature");
    return { ok: true, featured: row.isFeatured };
  });
}

/** Soft delete by an admin: status deleted (hidden everywhere, kept in the database). */
export async function adminSoftDelete(db: Db, actor: AdminActor, id: string): Promise<ModerationOutcome> {
  if (!isListingId(id)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) =>
    (await softDeleteListing(tx, actor, id, "delete")) ? { ok: true } : { ok: false, reason: "not_found" },
  );
}

/**
 * The soft delete itself, inside the caller's transaction, recorded as `action` (an admin's delete,
 * or the answer to a report: services/moderation/listing-reports.ts); false when there was no such listing.
 */
export async function softDeleteListing(
  tx: Pick<Db, "update" | "insert">,
  actor: AdminActor,
  id: string,
  action: "delete" | "report_delete",
  note: string | null = null,
): Promise<boolean> {
  const [row] = await tx
    .update(listings)
    .set({ status: "deleted", updatedAt: new Date() })
    .where(and(eq(listings.id, id), ne(listings.status, "deleted")))
    .returning({ id: listings.id, title: listings.title });
  if (!row) return false;
  await recordModeration(tx, actor, row, action, note);
  return true;
}

/** The storage keys of a listing's media that this site stored (other URLs are left alone). */
function mediaKeys(storage: StorageAdapter, images: ListingImage[], videos: string[]) {
  const keys: { bucket: "listing-images" | "listing-videos"; key: string }[] = [];
  const add = (bucket: "listing-images" | "listing-videos", url: string) => {
    const root = storage.publicUrl(bucket, "_").slice(0, -1);
    if (!url.startsWith(root)) return;
    try {
      const key = decodeURIComponent(url.slice(root.length));
      if (key && !key.includes("..")) keys.push({ bucket, key });
    } catch {
      // not one of ours
    }
  };
  for (const image of images)
    for (const url of new Set([image.url, ...image.variants.map((variant) => variant.url)])) add("listing-images", url);
  for (const video of videos) add("listing-videos", video);
  return keys;
}

async function deleteFiles(storage: StorageAdapter, keys: { bucket: "listing-images" | "listing-videos" | "avatars"; key: string }[]) {
  // After the database commit; a file that cannot be removed is only wasted space.
  await Promise.all(keys.map(({ bucket, key }) => storage.delete(bucket, key).catch(() => undefined)));
}

/** Permanent delete: the row and its media files are gone; the audit log keeps the fact. */
export async function adminHardDelete(db: Db, storage: StorageAdapter, actor: AdminActor, id: string): Promise<ModerationOutcome> {
  if (!isListingId(id)) return { ok: false, reason: "not_found" };
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(listings)
      .where(eq(listings.id, id))
      .returning({ id: listings.id, title: listings.title, images: listings.images, videos: listings.videos });
    if (!row) return null;
    await recordModeration(tx, actor, row, "destroy");
    // Its upload records go to the orphan sweep, which removes them (and any file left behind).
    await releaseListingUploads(tx, [row.id]);
    return row;
  });
  if (!removed) return { ok: false, reason: "not_found" };
  await deleteFiles(storage, mediaKeys(storage, removed.images, removed.videos));
  return { ok: true };
}

/** A listing's moderation history, newest first. */
export async function listingHistory(db: Db, id: string): Promise<ModerationEvent[]> {
  if (!isListingId(id)) return [];
  const rows = await db
    .select()
    .from(moderationEvents)
    .where(eq(moderationEvents.listingId, id))
    .orderBy(desc(moderationEvents.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    note: row.note,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** All profiles, newest first, with their listing counts (docs/product.md §2: list and count). */
export async function listProfiles(db: Db): Promise<AdminProfile[]> {
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      displayName: profiles.displayName,
      companyName: profiles.companyName,
      accountType: profiles.accountType,
      isAdmin: profiles.isAdmin,
      createdAt: profiles.createdAt,
      // Qualified by hand: inside the subquery drizzle would print bare column names.
      listingCount: sql<number>`(select count(*)::int from listings l where l.owner_id = "profiles"."id" and l.status <> 'deleted')`,
    })
    .from(profiles)
    .orderBy(desc(profiles.createdAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: sellerName(row),
    accountType: row.accountType,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    listingCount: row.listingCount,
  }));
}

export type ProfileDeleteOutcome = { ok: true; listings: number; recipient: DeletedAccount } | { ok: false; reason: "not_found" | "self" };

/**
 * Deletes a member with everything they own (docs/product.md §6: irreversible): their listings, favourites,
 * sessions and account in one transaction — nothing half-deleted remains — then their media files.
 * An admin cannot delete their own profile here (members delete their own account from their
 * profile page: services/accounts/account.ts).
 */
export async function deleteProfile(
  { db, notify }: ChangeDeps,
  storage: StorageAdapter,
  actor: AdminActor,
  profileId: string,
): Promise<ProfileDeleteOutcome> {
  if (profileId === actor.userId) return { ok: false, reason: "self" };
  const removed = await removeProfileWithContent(db, storage, profileId, { actor, notify });
  return removed === null ? { ok: false, reason: "not_found" } : { ok: true, ...removed };
}

/**
 * The removal itself, shared by the admin panel and a member deleting their own account: in one
 * transaction the listings (favourites of them go by cascade), the profile (their favourites) and
 * the auth user (sessions and accounts by cascade); after the commit the listing media and the
 * avatar. Removed `by` an admin, each listing's removal is recorded in the moderation log and the
 * member is told by mail (a notice of the same transaction); a member's own deletion leaves no
 * record of their listings behind. Returns the number of listings removed and who the account was,
 * or null when there was no such profile.
 */
export async function removeProfileWithContent(
  db: Db,
  storage: StorageAdapter,
  profileId: string,
  by: { actor: AdminActor; notify: Notify } | null,
): Promise<{ listings: number; recipient: DeletedAccount } | null> {
  const removed = await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({
        id: profiles.id,
        avatarUrl: profiles.avatarUrl,
        email: profiles.email,
        accountType: profiles.accountType,
        companyName: profiles.companyName,
        displayName: profiles.displayName,
        locale: authUsers.locale,
      })
      .from(profiles)
      .leftJoin(authUsers, eq(authUsers.id, profiles.id))
      .where(eq(profiles.id, profileId));
    if (!profile) return null;
    const owned = await tx
      .delete(listings)
      .where(eq(listings.ownerId, profileId))
      .returning({ id: listings.id, title: listings.title, images: listings.images, videos: listings.videos });
    if (by) for (const listing of owned) await recordModeration(tx, by.actor, listing, "destroy", "profile deleted");
    await releaseListingUploads(
      tx,
      owned.map((listing) => listing.id),
    );
    await tx.delete(profiles).where(eq(profiles.id, profileId));
    // The auth user (sessions and accounts go with it).
    await tx.delete(authUsers).where(eq(authUsers.id, profileId));
    const recipient: DeletedAccount = { email: profile.email, name: sellerName(profile), locale: profile.locale ?? "tr" };
    if (by) await by.notify({ kind: "seller", notice: { kind: "account_deleted", account: recipient } }, tx);
    return { recipient, owned, avatarUrl: profile.avatarUrl };
  });
  if (!removed) return null;
  const keys: { bucket: "listing-images" | "listing-videos" | "avatars"; key: string }[] = removed.owned.flatMap((listing) =>
    mediaKeys(storage, listing.images, listing.videos),
  );
  const avatarKey = avatarKeyOf(storage, removed.avatarUrl, profileId);
  if (avatarKey) keys.push({ bucket: "avatars", key: avatarKey });
  await deleteFiles(storage, keys);
  return { listings: removed.owned.length, recipient: removed.recipient };
}
