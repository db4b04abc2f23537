/**
 * Edits of live listings as revisions (decision 017). A member's edit of their
 * active listing does not touch the listing row — the approved version the public sees, with its
 * search documents, cards, featured places, sitemap entry and the page cache's content version —
 * but waits in `listing_revisions` (one per listing; a new edit replaces it) until an admin
 * approves it (its values become the listing's) or rejects it with a note (its values are
 * discarded). A change of the price alone applies at once. Media a decision leaves unshown are
 * marked unattached, and the orphan-upload sweep removes them after their grace period.
 */
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import { type FieldLabels, isListingId } from "~/domain/listing-detail";
import { priceDropOf } from "~/domain/price-history";
import {
  type ListingContent,
  type ListingModeration,
  type PendingRevision,
  diffListingContent,
  isPriceOnlyChange,
  isUnchanged,
} from "~/domain/listing-revision";
import { readTranslations } from "~/domain/listing-texts-schema";
import { placeColumns } from "~/domain/listing-place";
import type { Db } from "../../db/client";
import { categoryFields, listingRevisions, listings, moderationEvents, profiles } from "../../db/schema";
import { syncAttachedUploads } from "../media/upload-records";
import { type AdminActor } from "../platform/shared";
import type { ChangeDeps } from "../platform/notices";

/** A database handle or a transaction. */
type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

type ContentColumns = Pick<
  typeof listings.$inferSelect,
  | "title"
  | "titleEn"
  | "description"
  | "descriptionEn"
  | "translations"
  | "price"
  | "currency"
  | "city"
  | "region"
  | "categorySlug"
  | "images"
  | "videos"
  | "specifications"
>;

/** A listing's (or a revision's) editable content from its row. */
export function contentOfRow(row: ContentColumns): ListingContent {
  return {
    title: row.title,
    titleEn: row.titleEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    translations: readTranslations(row.translations),
    price: row.price,
    currency: row.currency,
    city: row.city,
    region: row.region,
    category: row.categorySlug,
    images: row.images,
    videos: row.videos,
    specifications: row.specifications,
  };
}

/** The row columns of a content. */
export function columnsOf(content: ListingContent): ContentColumns {
  const { category, ...rest } = content;
  return { ...rest, categorySlug: category };
}

/** Every media URL a content shows (photos by their main URL, videos and links). */
const mediaOf = (content: Pick<ListingContent, "images" | "videos">) => [...content.images.map((image) => image.url), ...content.videos];

/** The media a listing's pending revision shows (kept attached while it waits). */
export async function pendingRevisionMedia(tx: Queryable, listingId: string): Promise<string[]> {
  const [revision] = await tx
    .select({ images: listingRevisions.images, videos: listingRevisions.videos })
    .from(listingRevisions)
    .where(and(eq(listingRevisions.listingId, listingId), eq(listingRevisions.status, "pending")));
  return revision ? mediaOf(revision) : [];
}

export type RevisionSave = "revision" | "price" | "unchanged";

/**
 * A member's edit of their active listing, inside the save's transaction (which holds the listing
 * row's lock): the same content withdraws any revision; a new price alone is applied at once and
 * recorded in the history; anything else becomes (or replaces) the pending revision. The caller
 * marks the uploads shown by the live listing and the revision as attached.
 */
export async function reviseLiveListing(
  tx: Queryable,
  actorId: string,
  existing: typeof listings.$inferSelect,
  next: ListingContent,
  now: Date,
): Promise<RevisionSave> {
  const live = contentOfRow(existing);
  const diff = diffListingContent(live, next);
  if (isUnchanged(diff) || isPriceOnlyChange(diff)) {
    await tx.delete(listingRevisions).where(eq(listingRevisions.listingId, existing.id));
    if (isUnchanged(diff)) return "unchanged";
    await tx.update(listings).set({ price: next.price, currency: next.currency, updatedAt: now }).where(eq(listings.id, existing.id));
    const [author] = await tx
      .select({ name: sql<string | null>`coalesce(nullif(${profiles.companyName}, ''), ${profiles.displayName}, ${profiles.email})` })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    await tx.insert(moderationEvents).values({
      listingId: existing.id,
      listingTitle: existing.title,
      actorId,
      actorName: author?.name ?? null,
      action: "price",
      note: `${live.price} ${live.currency} → ${next.price} ${next.currency}`,
    });
    return "price";
  }
  const values = {
    ...columnsOf(next),
    authorId: actorId,
    status: "pending" as const,
    moderationNote: null,
    moderatedAt: null,
    updatedAt: now,
  };
  await tx
    .insert(listingRevisions)
    .values({ listingId: existing.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: listingRevisions.listingId, set: values });
  return "revision";
}

/** The listing's status, note and revision, for its owner and admins (null when there is no such listing). */
export async function getListingModeration(db: Queryable, listingId: string): Promise<ListingModeration | null> {
  if (!isListingId(listingId)) return null;
  const [row] = await db
    .select({
      status: listings.status,
      note: listings.moderationNote,
      revisionStatus: listingRevisions.status,
      revisionNote: listingRevisions.moderationNote,
      submittedAt: listingRevisions.updatedAt,
    })
    .from(listings)
    .leftJoin(listingRevisions, eq(listingRevisions.listingId, listings.id))
    .where(eq(listings.id, listingId));
  if (!row) return null;
  return {
    status: row.status,
    note: row.note,
    // A revision only matters while the listing is live (an admin can take it down meanwhile).
    revision:
      row.revisionStatus && row.submittedAt && row.status === "active"
        ? { status: row.revisionStatus, note: row.revisionNote, submittedAt: row.submittedAt.toISOString() }
        : null,
  };
}

const pendingOfLiveListing = and(eq(listingRevisions.status, "pending"), eq(listings.status, "active"));

/** How many revisions wait (of listings still live). */
export async function countPendingRevisions(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(listingRevisions)
    .innerJoin(listings, eq(listings.id, listingRevisions.listingId))
    .where(pendingOfLiveListing);
  return row?.value ?? 0;
}

/** The moderation queue's revisions, oldest first, with what each changes. */
export async function listPendingRevisions(db: Db, limit = 50): Promise<PendingRevision[]> {
  const rows = await db
    .select({
      listing: listings,
      revision: listingRevisions,
      ownerName: sql<string | null>`coalesce(nullif(${profiles.companyName}, ''), ${profiles.displayName}, ${profiles.email})`,
    })
    .from(listingRevisions)
    .innerJoin(listings, eq(listings.id, listingRevisions.listingId))
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .where(pendingOfLiveListing)
    .orderBy(asc(listingRevisions.updatedAt))
    .limit(limit);
  const categories = [...new Set(rows.flatMap((row) => [row.listing.categorySlug, row.revision.categorySlug]))];
  const labelRows = categories.length
    ? await db
        .select({
          category: categoryFields.categorySlug,
          key: categoryFields.fieldKey,
          label: categoryFields.label,
          labelEn: categoryFields.labelEn,
        })
        .from(categoryFields)
        .where(inArray(categoryFields.categorySlug, categories))
    : [];
  return rows.map(({ listing, revision, ownerName }) => {
    const diff = diffListingContent(contentOfRow(listing), contentOfRow(revision));
    const keys = new Set(diff.changes.flatMap((change) => (change.field === "spec" ? [change.key] : [])));
    // The revision's category's label wins when both categories name the key.
    const fieldLabels: FieldLabels = {};
    for (const category of [listing.categorySlug, revision.categorySlug]) {
      for (const label of labelRows) {
        if (label.category === category && keys.has(label.key)) fieldLabels[label.key] = { tr: label.label, en: label.labelEn };
      }
    }
    return {
      ...diff,
      listingId: listing.id,
      number: listing.number,
      category: listing.categorySlug as Category,
      title: listing.title,
      titleEn: listing.titleEn,
      image: listing.images[0] ?? null,
      isFeatured: listing.isFeatured,
      ownerId: listing.ownerId,
      ownerName,
      submittedAt: revision.updatedAt.toISOString(),
      fieldLabels,
    };
  });
}

export type RevisionOutcome =
  | {
      ok: true;
      ownerId: string;
      listingId: string;
      title: string;
      category: Category;
    }
  | { ok: false; reason: "not_found" | "not_pending" };

/**
 * Locks the live listing and its pending revision for a decision: only one admin's decision wins
 * (the second finds no pending revision).
 */
async function lockForDecision(tx: Queryable, listingId: string) {
  const [listing] = await tx.select().from(listings).where(eq(listings.id, listingId)).for("update");
  if (!listing || listing.status === "deleted") return { error: "not_found" as const };
  const [revision] = await tx.select().from(listingRevisions).where(eq(listingRevisions.listingId, listingId)).for("update");
  if (!revision || revision.status !== "pending" || listing.status !== "active") return { error: "not_pending" as const };
  return { error: null, listing, revision };
}

/**
 * Approve: the revision's values become the listing's (public at once; the content version grows).
 * The owner is told, and a lower price goes to the members who keep the listing (decision 031).
 */
export async function approveRevision({ db, notify }: ChangeDeps, actor: AdminActor, listingId: string): Promise<RevisionOutcome> {
  if (!isListingId(listingId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) => {
    const locked = await lockForDecision(tx, listingId);
    if (locked.error) return { ok: false, reason: locked.error };
    const { listing, revision } = locked;
    const content = contentOfRow(revision);
    const now = new Date();
    await tx
      .update(listings)
      .set({ ...columnsOf(content), ...placeColumns(content), moderatedAt: now, moderationNote: null, updatedAt: now })
      .where(eq(listings.id, listingId));
    await tx.delete(listingRevisions).where(eq(listingRevisions.listingId, listingId));
    // What the approved version no longer shows goes to the orphan sweep.
    await syncAttachedUploads(tx, listing.ownerId, listingId, mediaOf(content), now);
    await tx.insert(moderationEvents).values({
      listingId,
      listingTitle: content.title,
      actorId: actor.userId,
      actorName: actor.name,
      action: "revision_approve",
      note: null,
    });
    const priceDrop = priceDropOf(listingId, listing, content);
    await notify({ kind: "seller", notice: { kind: "revision_approved", listingId } }, tx);
    if (priceDrop) await notify({ kind: "price_drop", drop: priceDrop }, tx);
    return {
      ok: true,
      ownerId: listing.ownerId,
      listingId,
      title: content.title,
      category: content.category,
    };
  });
}

/** Reject: the listing stays as it is; the revision is kept only for its note (the owner is told). */
export async function rejectRevision(
  { db, notify }: ChangeDeps,
  actor: AdminActor,
  listingId: string,
  note: string | null,
): Promise<RevisionOutcome> {
  if (!isListingId(listingId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) => {
    const locked = await lockForDecision(tx, listingId);
    if (locked.error) return { ok: false, reason: locked.error };
    const { listing } = locked;
    const now = new Date();
    await tx
      .update(listingRevisions)
      .set({ status: "rejected", moderationNote: note, moderatedAt: now })
      .where(and(eq(listingRevisions.listingId, listingId), ne(listingRevisions.status, "rejected")));
    // The revision's own new media are shown by nothing now: the sweep removes them.
    await syncAttachedUploads(tx, listing.ownerId, listingId, mediaOf(contentOfRow(listing)), now);
    await tx
      .insert(moderationEvents)
      .values({ listingId, listingTitle: listing.title, actorId: actor.userId, actorName: actor.name, action: "revision_reject", note });
    await notify({ kind: "seller", notice: { kind: "revision_rejected", listingId, note } }, tx);
    return { ok: true, ownerId: listing.ownerId, listingId, title: listing.title, category: listing.categorySlug };
  });
}
