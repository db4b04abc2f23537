/**
 * Creating and editing listings (spec §2 "Create and edit form", §4 "Listing status", §6, §7
 * "listings insert/update"). Permissions live here: a member creates listings for themselves and
 * edits only their own; admins may edit any. Decisions (docs/decisions/005):
 * - a member's new listing is pending; an admin's goes live at once (admins are the moderators);
 * - a member's edit of an active or rejected listing puts it back to pending for re-moderation;
 * - a member may have at most MAX_PENDING_LISTINGS_PER_MEMBER listings pending at once.
 */
import { and, asc, count, eq, ne } from "drizzle-orm";
import { CATEGORIES, type Category } from "~/domain/categories";
import type { ListingImage, RentalTerm, Specifications } from "~/domain/listing";
import { isListingId } from "~/domain/listing-detail";
import {
  type FieldValue,
  type FormField,
  type ListingFormValues,
  type ListingInput,
  composeVideos,
  validateSpecifications,
} from "~/domain/listing-form";
import { MAX_PENDING_LISTINGS_PER_MEMBER } from "~/domain/uploads";
import { classifyMediaLink } from "~/domain/media-links";
import type { StorageAdapter } from "../adapters/storage";
import type { Db } from "../db/client";
import { categoryFields, listings } from "../db/schema";
import type { Actor } from "./profiles";
import { listingImageBelongsTo, mediaBelongsTo } from "./uploads";

/** Every category's dynamic fields in display order (a few dozen rows; the form switches between them). */
export async function loadFormFields(db: Db): Promise<Record<Category, FormField[]>> {
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

export type EditLookup = { ok: true; values: ListingFormValues; status: string; ownerId: string } | { ok: false; reason: "not_found" | "forbidden" };

/** A listing split back into the form's fields, for its owner or an admin. Deleted listings are gone. */
export async function getListingForEdit(db: Db, id: string, actor: Actor): Promise<EditLookup> {
  if (!isListingId(id)) return { ok: false, reason: "not_found" };
  const [row] = await db.select().from(listings).where(and(eq(listings.id, id), ne(listings.status, "deleted")));
  if (!row) return { ok: false, reason: "not_found" };
  if (row.ownerId !== actor.userId && !actor.isAdmin) return { ok: false, reason: "forbidden" };
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
    values: {
      id: row.id,
      category: row.categorySlug,
      title: row.title,
      titleEn: row.titleEn ?? "",
      description: row.description,
      descriptionEn: row.descriptionEn ?? "",
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

export type SaveResult =
  | { ok: true; id: string; status: "pending" | "active" | "rejected" }
  | { ok: false; reason: "forbidden" | "not_found" | "too_many_pending" }
  | { ok: false; reason: "invalid"; errors: Record<string, string> };

/**
 * Creates (mode "create") or updates (mode "edit") a listing from validated form input. The
 * category's dynamic fields and the media are checked here against the database and the storage.
 */
export async function saveListing(
  db: Db,
  storage: StorageAdapter,
  actor: Actor,
  input: ListingInput,
  mode: "create" | "edit",
): Promise<SaveResult> {
  const [existing] = await db
    .select({ ownerId: listings.ownerId, status: listings.status, images: listings.images, videos: listings.videos })
    .from(listings)
    .where(eq(listings.id, input.id));

  if (mode === "edit") {
    if (!existing || existing.status === "deleted") return { ok: false, reason: "not_found" };
    if (existing.ownerId !== actor.userId && !actor.isAdmin) return { ok: false, reason: "forbidden" };
  } else if (existing) {
    // The same form sent twice (double click, retry after a lost answer): the first one counts.
    if (existing.ownerId !== actor.userId || existing.status === "deleted") return { ok: false, reason: "forbidden" };
    return { ok: true, id: input.id, status: existing.status as "pending" | "active" | "rejected" };
  }

  const fields = (await loadFormFields(db))[input.category];
  const { specifications: dynamic, errors } = validateSpecifications(fields, input.specifications);

  // Uploaded media may only come from this listing's own folder (`{ownerId}/{listingId}/…`, where
  // the upload endpoint files them, admins' uploads included) or already be on the listing.
  const ownerId = existing?.ownerId ?? actor.userId;
  const existingImages = new Set((existing?.images ?? []).map((image: ListingImage) => JSON.stringify(image)));
  const existingVideos = new Set(existing?.videos ?? []);
  const imagesOk = input.images.every(
    (image) => existingImages.has(JSON.stringify(image)) || listingImageBelongsTo(storage, image, ownerId, input.id),
  );
  if (!imagesOk) errors.images = "listingForm.validation.mediaInvalid";
  if (!input.videos.every((url) => existingVideos.has(url) || mediaBelongsTo(storage, url, ownerId, input.id, "listing-videos"))) {
    errors.videos = "listingForm.validation.mediaInvalid";
  }
  if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };

  const specifications: Specifications = { ...dynamic, rental_term: input.rentalTerm };
  if (input.mapUrl) specifications.map_url = input.mapUrl;
  const values = {
    title: input.title,
    titleEn: input.titleEn || null,
    description: input.description,
    descriptionEn: input.descriptionEn || null,
    price: Number(input.price),
    currency: input.currency,
    city: input.city,
    region: input.region || null,
    categorySlug: input.category,
    images: input.images,
    videos: composeVideos(input),
    specifications,
  };

  if (mode === "edit") {
    // A member's change goes back to the moderators; an admin's edit keeps the status.
    const status = actor.isAdmin ? (existing!.status as "pending" | "active" | "rejected") : "pending";
    await db
      .update(listings)
      .set({ ...values, status, ...(status === "pending" ? { moderationNote: null, moderatedAt: null } : {}), updatedAt: new Date() })
      .where(eq(listings.id, input.id));
    return { ok: true, id: input.id, status };
  }

  if (!actor.isAdmin) {
    const [pending] = await db
      .select({ value: count() })
      .from(listings)
      .where(and(eq(listings.ownerId, actor.userId), eq(listings.status, "pending")));
    if ((pending?.value ?? 0) >= MAX_PENDING_LISTINGS_PER_MEMBER) return { ok: false, reason: "too_many_pending" };
  }
  const status = actor.isAdmin ? "active" : "pending";
  await db.insert(listings).values({
    id: input.id,
    ownerId: actor.userId,
    ...values,
    status,
    moderatedAt: status === "active" ? new Date() : null,
  });
  return { ok: true, id: input.id, status };
}
