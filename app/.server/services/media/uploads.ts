import { eq } from "drizzle-orm";
import type { ListingImage } from "~/domain/listing";
import type { UploadedVideo, VideoType } from "~/domain/uploads";
import { type StorageAdapter, type StoredBody, bodySize, sanitizeFileName } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import { storeImage, withFreshTimestamp } from "./media";

/**
 * Listing media uploads (docs/product.md §7 "Storage"): the content type from the file's first bytes, who may
 * upload into a listing's folder, storing images (re-encoded) and videos (as they are) at
 * `{ownerId}/{listingId}/{timestamp}-{sanitized name}`, and the check the listing save uses to
 * accept only media stored in that listing's folder.
 */

/** The extension a stored video gets from its detected type (the disk adapter serves by extension). */
const VIDEO_EXTENSIONS: Record<VideoType, string> = { "video/mp4": "mp4", "video/quicktime": "mov", "video/webm": "webm" };

export type UploadTarget = { ok: true; ownerId: string } | { ok: false; error: "forbidden" | "listing_not_found" };

/**
 * Whose folder an upload for `listingId` goes into. A listing that does not exist yet is a new one
 * the viewer is creating (the browser made its id): their own folder. An existing listing takes
 * uploads from its owner, or from an admin (into the owner's folder, so the owner's listing keeps
 * only its owner's media); a deleted one takes none.
 */
export async function uploadTarget(db: Db, viewer: { id: string; isAdmin: boolean }, listingId: string): Promise<UploadTarget> {
  const [listing] = await db
    .select({ ownerId: listings.ownerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) return { ok: true, ownerId: viewer.id };
  if (listing.status === "deleted") return { ok: false, error: "listing_not_found" };
  if (listing.ownerId !== viewer.id && !viewer.isAdmin) return { ok: false, error: "forbidden" };
  return { ok: true, ownerId: listing.ownerId };
}

export interface ListingMediaInput {
  ownerId: string;
  listingId: string;
  fileName: string;
  body: Buffer;
  now?: number;
  /** Called with the keys (and sizes) about to be written, before writing them (see StoreImageInput). */
  beforeWrite?: (objects: readonly { key: string; bytes: number }[]) => Promise<void>;
}

/** Stores a listing photo as WebP and AVIF variants (media.ts's storeImage, kind "listing"). */
export function storeListingImage(storage: StorageAdapter, input: ListingMediaInput): Promise<ListingImage> {
  return storeImage(storage, "listing", {
    folder: `${input.ownerId}/${input.listingId}`,
    name: input.fileName,
    body: input.body,
    now: input.now,
    beforeWrite: input.beforeWrite,
  });
}

/**
 * Stores a listing video unchanged (its type was checked by its bytes), under the extension of that
 * type; the body is usually the upload's temporary file (decision 036).
 */
export function storeListingVideo(
  storage: StorageAdapter,
  input: Omit<ListingMediaInput, "body"> & { body: StoredBody; type: VideoType },
): Promise<UploadedVideo> {
  const baseName = sanitizeFileName(input.fileName).replace(/\.[a-z0-9]+$/, "") || "video";
  return withFreshTimestamp(input.now ?? Date.now(), async (timestamp) => {
    const key = `${input.ownerId}/${input.listingId}/${timestamp}-${baseName}.${VIDEO_EXTENSIONS[input.type]}`;
    const size = bodySize(input.body);
    await input.beforeWrite?.([{ key, bytes: size }]);
    const { url } = await storage.put("listing-videos", key, input.body, input.type);
    return { url, contentType: input.type, size };
  });
}

/** What an upload stores for a name: `{timestamp}-{sanitized name}`, optionally with a variant suffix. */
const STORED_NAME = /^\d{10,}-[a-z0-9][a-z0-9._-]*$/;

/**
 * Whether `url` is a file uploaded into `{ownerId}/{listingId}/` of the listing media buckets (or of
 * `bucket` only): the listing save accepts only such images and videos, so nobody can attach another
 * member's files or arbitrary URLs as uploaded media.
 */
export function mediaBelongsTo(
  storage: StorageAdapter,
  url: string,
  ownerId: string,
  listingId: string,
  bucket?: "listing-images" | "listing-videos",
): boolean {
  if (typeof url !== "string" || !ownerId || !listingId || ownerId.includes("/") || listingId.includes("/")) return false;
  const buckets = bucket ? [bucket] : (["listing-images", "listing-videos"] as const);
  return buckets.some((candidate) => {
    const folder = storage.publicUrl(candidate, `${ownerId}/${listingId}/_`).slice(0, -1);
    if (!url.startsWith(folder)) return false;
    let name: string;
    try {
      name = decodeURIComponent(url.slice(folder.length));
    } catch {
      return false;
    }
    return STORED_NAME.test(name) && !name.includes("..");
  });
}

/** Whether an image and every one of its variants were uploaded into the listing's folder. */
export function listingImageBelongsTo(storage: StorageAdapter, image: ListingImage, ownerId: string, listingId: string): boolean {
  return [image.url, ...image.variants.map((variant) => variant.url)].every((url) =>
    mediaBelongsTo(storage, url, ownerId, listingId, "listing-images"),
  );
}
