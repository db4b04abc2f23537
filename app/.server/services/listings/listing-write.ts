/**
 * Creating and editing listings (docs/product.md §2 "Create and edit form", §4 "Listing status", §6, §7
 * "listings insert/update"). Permissions live here: a member creates listings for themselves and
 * edits only their own; admins may edit any. Decisions (docs/decisions/005):
 * - a member's new listing is pending; an admin's goes live at once (admins are the moderators);
 * - a member's edit of a pending or rejected listing puts it back to pending for re-moderation; a
 *   member's edit of an active listing becomes a pending revision and the listing stays live as
 *   approved (decision 017, services/listings/listing-revisions.ts); a price-only change applies at once;
 * - a member may have at most MAX_PENDING_LISTINGS_PER_MEMBER listings pending at once.
 */
import { and, asc, count, eq, ne } from "drizzle-orm";
import { CATEGORIES, type Category } from "~/domain/categories";
import { DEFAULT_LISTING_LIFETIME_DAYS, type ListingImage, type RentalTerm, type Specifications, lifetimeEnd } from "~/domain/listing";
import { isListingId } from "~/domain/listing-detail";
import {
  type FieldValue,
  type FormField,
  type ListingFormValues,
  type ListingInput,
  composeVideos,
  validateSpecifications,
} from "~/domain/listing-form";
import { storedTranslations, translationFields } from "~/domain/listing-texts";
import { priceDropOf } from "~/domain/price-history";
import { MAX_PENDING_LISTINGS_PER_MEMBER } from "~/domain/uploads";
import { classifyMediaLink } from "~/domain/media-links";
import { placeColumns } from "~/domain/listing-place";
import type { StorageAdapter } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { categoryFields, listingRevisions, listings, profiles } from "../../db/schema";
import type { ListingModeration } from "~/domain/listing-revision";
import { contentOfRow, getListingModeration, pendingRevisionMedia, reviseLiveListing } from "./listing-revisions";
import { lockLiveUploads, syncAttachedUploads } from "../media/upload-records";
import { listingImageBelongsTo, mediaBelongsTo } from "../media/uploads";
import { type Actor } from "../platform/shared";
import type { ChangeDeps } from "../platform/notices";

/** Every category's dynamic fields in display order (a few dozen rows; the form switches between them). */
export async function loadFormFields(db: Pick<Db, "select">): Promise<Record<Category, FormField[]>> {
  const rows = await db.select().from(categoryFields).orderBy(asc(categoryFields.categorySlug), asc(categoryFields.orderIndex));
  const byCategory = Object.fromEntries(CATEGORIES.map((category) => [category, [] as FormField[]])) as Record<Category, FormField[]>;
  for (const row of rows) {
    byCategory[row.categorySlug].push({
      key: row.fieldKey,
      label: row.label,
      labelEn: row.labelEn,
      type: row.fieldType,
      required: row.required,
      options: row.options,
    });
  }
  return byCategory;
}

export type EditLookup =
  | { ok: true; values: ListingFormValues; status: string; ownerId: string; moderation: ListingModeration }
  | { ok: false; reason: "not_found" | "forbidden" };

/**
 * A listing split back into the form's fields, for its owner or an admin. Deleted listings are gone.
 * The owner of a live listing with a pending revision edits the revision's values (decision 017);
 * an admin edits the live listing. `moderation` says what waits or was refused.
 */
export async function getListingForEdit(db: Db, id: string, actor: Actor): Promise<EditLookup> {
  if (!isListingId(id)) return { ok: false, reason: "not_found" };
  const [found] = await db
    .select({ listing: listings, revision: listingRevisions })
    .from(listings)
    .leftJoin(listingRevisions, eq(listingRevisions.listingId, listings.id))
    .where(and(eq(listings.id, id), ne(listings.status, "deleted")));
  if (!found) return { ok: false, reason: "not_found" };
  const { listing, revision } = found;
  if (listing.ownerId !== actor.userId && !actor.isAdmin) return { ok: false, reason: "forbidden" };
  const moderation = (await getListingModeration(db, id))!;
  const ownPendingRevision = revision?.status === "pending" && listing.status === "active" && !actor.isAdmin;
  const row = { ...listing, ...(ownPendingRevision ? contentColumns(revision) : {}) };
  const { rental_term: rentalTerm, map_url: mapUrl, ...rest } = row.specifications;
  const youtube: string[] = [];
  const videos: string[] = [];
  let matterport = "";
  for (const entry of row.videos) {
    const link = classifyMediaLink(entry);
    if (link?.kind === "youtube") youtube.push(entry);
    else if (link?.kind === "matterport") matterport = entry;
    else videos.push(entry);
  }
  const specifications: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === null || value === undefined) continue;
    specifications[key] = typeof value === "number" ? String(value) : value;
  }
  return {
    ok: true,
    status: row.status,
    ownerId: row.ownerId,
    moderation,
    values: {
      id: row.id,
      category: row.categorySlug,
      title: row.title,
      titleEn: row.titleEn ?? "",
      description: row.description,
      descriptionEn: row.descriptionEn ?? "",
      translations: translationFields(row.translations),
      price: String(row.price),
      currency: row.currency,
      city: row.city,
      region: row.region ?? "",
      rentalTerm: (typeof rentalTerm === "string" ? rentalTerm : "monthly") as RentalTerm,
      mapUrl: typeof mapUrl === "string" ? mapUrl : "",
      matterport,
      youtube,
      images: row.images,
      videos,
      specifications,
    },
  };
}

/**
 * A save's answer. `status` is what the saved content now is: "pending" when it waits for
 * moderation (a new listing, an edit of a pending or rejected one, or a revision of a live one:
 * then `revision` is "pending" and the listing itself stays active), "active" when it is public
 * (an admin's save, a price-only change or an unchanged save of a live listing).
 */
export type SaveResult =
  | {
      ok: true;
      id: string;
      status: "pending" | "active" | "rejected";
      revision: "pending" | null;
    }
  | { ok: false; reason: "forbidden" | "not_found" | "too_many_pending" | "conflict" }
  | { ok: false; reason: "invalid"; errors: Record<string, string> };

/** JSON with object keys in one order (jsonb reorders them), to compare stored content with a resend. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Creates (mode "create") or updates (mode "edit") a listing from validated form input, in one
 * transaction. The category's dynamic fields and the media are checked here against the database
 * and the storage. Concurrency:
 * - a create first locks the member's profile row, so one member's creates run one at a time and
 *   the pending cap holds however many arrive at once;
 * - the same create sent again (a double click, a retry after a lost answer, even at the same
 *   moment) answers the first one's success when the content is the same, 409 `conflict` otherwise;
 * - an edit locks the listing row; new media must be live uploads of this listing (`uploads` rows,
 *   locked so the orphan sweep cannot remove them meanwhile), and the listing's uploads are marked
 *   attached or not as the saved listing shows them.
 * A drop of a live listing's price is a notice of the same transaction (decision 031).
 */
export async function saveListing(
  { db, notify }: ChangeDeps,
  storage: StorageAdapter,
  actor: Actor,
  input: ListingInput,
  mode: "create" | "edit",
  /** An admin's listing is live at once: its lifetime (LISTING_LIFETIME_DAYS). */
  lifetimeDays = DEFAULT_LISTING_LIFETIME_DAYS,
): Promise<SaveResult> {
  // Only `tx` inside: the embedded database has one pooled connection (db/client.ts).
  return db.transaction(async (tx) => {
    if (mode === "create") {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, actor.userId)).for("no key update");
    }
    const byId = tx.select().from(listings).where(eq(listings.id, input.id));
    const [existing] = mode === "edit" ? await byId.for("update") : await byId;

    if (mode === "edit") {
      if (!existing || existing.status === "deleted") return { ok: false, reason: "not_found" };
      if (existing.ownerId !== actor.userId && !actor.isAdmin) return { ok: false, reason: "forbidden" };
    }

    const fields = (await loadFormFields(tx))[input.category];
    const { specifications: dynamic, errors } = validateSpecifications(fields, input.specifications);
    const specifications: Specifications = { ...dynamic, rental_term: input.rentalTerm };
    if (input.mapUrl) specifications.map_url = input.mapUrl;
    const values = {
      title: input.title,
      titleEn: input.titleEn || null,
      description: input.description,
      descriptionEn: input.descriptionEn || null,
      translations: storedTranslations(input.translations),
      price: Number(input.price),
      currency: input.currency,
      city: input.city,
      region: input.region || null,
      categorySlug: input.category,
      images: input.images,
      videos: composeVideos(input),
      specifications,
    };

    if (mode === "create" && existing) return resent(existing, values, actor);

    // Uploaded media may only come from this listing's own folder (`{ownerId}/{listingId}/…`, where
    // the upload endpoint files them, admins' uploads included) or already be on the listing; a new
    // one must also still be stored (not removed by the orphan sweep after its grace period).
    const ownerId = existing?.ownerId ?? actor.userId;
    const existingImages = new Set((existing?.images ?? []).map((image: ListingImage) => JSON.stringify(image)));
    const existingVideos = new Set(existing?.videos ?? []);
    const newImages = input.images.filter((image) => !existingImages.has(JSON.stringify(image)));
    const newVideos = input.videos.filter((url) => !existingVideos.has(url));
    if (!newImages.every((image) => listingImageBelongsTo(storage, image, ownerId, input.id)))
      errors.images = "listingForm.validation.mediaInvalid";
    if (!newVideos.every((url) => mediaBelongsTo(storage, url, ownerId, input.id, "listing-videos")))
      errors.videos = "listingForm.validation.mediaInvalid";
    if (!errors.images && !errors.videos) {
      const live = await lockLiveUploads(tx, storage, ownerId, input.id, [...newImages.map((image) => image.url), ...newVideos]);
      const stored = (url: string, objectUrls: readonly string[]) => objectUrls.every((objectUrl) => live.get(url)?.has(objectUrl));
      if (!newImages.every((image) => stored(image.url, [image.url, ...image.variants.map((variant) => variant.url)]))) {
        errors.images = "listingForm.validation.mediaExpired";
      }
      if (!newVideos.every((url) => stored(url, [url]))) errors.videos = "listingForm.validation.mediaExpired";
    }
    if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };

    const now = new Date();
    const shown = [...input.images.map((image) => image.url), ...input.videos];
    if (mode === "edit" && !actor.isAdmin && existing!.status === "active") {
      // A member's edit of their live listing: the public keeps the approved version (decision 017).
      const saved = await reviseLiveListing(tx, actor.userId, existing!, contentOfRow(values), now);
      const live = saved === "price" ? { ...existing!, price: values.price, currency: values.currency } : existing!;
      const liveMedia = [...live.images.map((image) => image.url), ...live.videos];
      await syncAttachedUploads(tx, ownerId, input.id, saved === "revision" ? [...liveMedia, ...shown] : liveMedia, now);
      if (saved === "revision") return { ok: true, id: input.id, status: "pending", revision: "pending" };
      const priceDrop = saved === "price" ? priceDropOf(input.id, existing!, values) : null;
      if (priceDrop) await notify({ kind: "price_drop", drop: priceDrop }, tx);
      return { ok: true, id: input.id, status: "active", revision: null };
    }
    if (mode === "edit") {
      // A member's change goes back to the moderators; an admin's edit keeps the status.
      const status = actor.isAdmin ? (existing!.status as "pending" | "active" | "rejected") : "pending";
      await tx
        .update(listings)
        .set({
          ...values,
          ...placeColumns(values),
          status,
          ...(status === "pending" ? { moderationNote: null, moderatedAt: null } : {}),
          updatedAt: now,
        })
        .where(eq(listings.id, input.id));
      // A revision still waiting (an admin edited the live version meanwhile) keeps its media.
      await syncAttachedUploads(tx, ownerId, input.id, [...shown, ...(await pendingRevisionMedia(tx, input.id))], now);
      // Only a drop on a listing that was and stays public is news for the members who keep it.
      const priceDrop = existing!.status === "active" && status === "active" ? priceDropOf(input.id, existing!, values) : null;
      if (priceDrop) await notify({ kind: "price_drop", drop: priceDrop }, tx);
      return { ok: true, id: input.id, status, revision: null };
    }

    if (!actor.isAdmin) {
      const [pending] = await tx
        .select({ value: count() })
        .from(listings)
        .where(and(eq(listings.ownerId, actor.userId), eq(listings.status, "pending")));
      if ((pending?.value ?? 0) >= MAX_PENDING_LISTINGS_PER_MEMBER) return { ok: false, reason: "too_many_pending" };
    }
    const status = actor.isAdmin ? "active" : "pending";
    const inserted = await tx
      .insert(listings)
      .values({
        id: input.id,
        ownerId: actor.userId,
        ...values,
        ...placeColumns(values),
        status,
        moderatedAt: status === "active" ? now : null,
        expiresAt: status === "active" ? lifetimeEnd(now, lifetimeDays) : null,
      })
      .onConflictDoNothing({ target: listings.id })
      .returning({ id: listings.id });
    if (!inserted.length) {
      // Another member's create of the same id committed meanwhile (a member's own creates wait for each other).
      const [other] = await tx.select().from(listings).where(eq(listings.id, input.id));
      return other ? resent(other, values, actor) : { ok: false, reason: "conflict" };
    }
    await syncAttachedUploads(tx, ownerId, input.id, shown, now);
    return { ok: true, id: input.id, status, revision: null };
  });
}

/** A revision's content columns under the listing's names (to fill the form with them). */
function contentColumns(revision: typeof listingRevisions.$inferSelect) {
  const {
    title,
    titleEn,
    description,
    descriptionEn,
    translations,
    price,
    currency,
    city,
    region,
    categorySlug,
    images,
    videos,
    specifications,
  } = revision;
  return {
    title,
    titleEn,
    description,
    descriptionEn,
    translations,
    price,
    currency,
    city,
    region,
    categorySlug,
    images,
    videos,
    specifications,
  };
}

/**
 * A create for an id that is already a listing: the same member sending the same form again gets
 * the first one's answer; the same id with other content is a conflict (nothing is overwritten);
 * someone else's listing is not theirs to touch.
 */
function resent(existing: typeof listings.$inferSelect, values: Record<string, unknown>, actor: Actor): SaveResult {
  if (existing.ownerId !== actor.userId || existing.status === "deleted") return { ok: false, reason: "forbidden" };
  const same = Object.entries(values).every(([key, value]) => canonical(existing[key as keyof typeof existing]) === canonical(value));
  if (!same) return { ok: false, reason: "conflict" };
  return { ok: true, id: existing.id, status: existing.status as "pending" | "active" | "rejected", revision: null };
}
