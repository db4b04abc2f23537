import { eq } from "drizzle-orm";
import type { ListingImage } from "~/domain/listing";
import {
  IMAGE_TYPES,
  type ImageType,
  type MediaType,
  type UploadedVideo,
  type VideoType,
} from "~/domain/uploads";
import { type StorageAdapter, StorageConflictError, sanitizeFileName } from "../adapters/storage";
import type { Db } from "../db/client";
import { listings } from "../db/schema";
import { storeImage } from "./media";

/**
 * Listing media uploads (spec §7 "Storage"): the content type from the file's first bytes, who may
 * upload into a listing's folder, storing images (re-encoded) and videos (as they are) at
 * `{ownerId}/{listingId}/{timestamp}-{sanitized name}`, and the check the listing save uses to
 * accept only media stored in that listing's folder.
 */

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1", "mif2"]);
const MP4_BRANDS = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso7", "iso8", "iso9",
  "mp41", "mp42", "mp71", "avc1", "M4V ", "M4VH", "M4VP", "dash", "mmp4", "MSNV", "f4v ",
]);
const QUICKTIME_BRANDS = new Set(["qt  "]);

/** The brands of an ISO-BMFF file (MP4, MOV, HEIF, AVIF): the major brand first, then the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > 4096) return null;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/** The EBML DocType of a Matroska/WebM file ("webm", "matroska"), looked for in its header. */
function ebmlDocType(bytes: Uint8Array): string | null {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const header = bytes.subarray(0, Math.min(bytes.length, 64));
  for (let index = 4; index + 3 < header.length; index++) {
    if (header[index] === 0x42 && header[index + 1] === 0x82) {
      const size = header[index + 2]! & 0x7f; // one-byte EBML size (0x8N)
      return ascii(header, index + 3, Math.min(header.length, index + 3 + size));
    }
  }
  return null;
}

/**
 * The media type of a file from its magic bytes (never from its name or declared type), or null
 * for anything that is not one of the accepted images or videos.
 */
export function detectMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  const brands = ftypBrands(bytes);
  if (brands) {
    const [major] = brands;
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "image/avif";
    if (HEIF_BRANDS.has(major!) || (!MP4_BRANDS.has(major!) && brands.some((brand) => HEIF_BRANDS.has(brand)))) return "image/heic";
    if (QUICKTIME_BRANDS.has(major!)) return "video/quicktime";
    if (MP4_BRANDS.has(major!) || brands.some((brand) => MP4_BRANDS.has(brand))) return "video/mp4";
    if (brands.some((brand) => QUICKTIME_BRANDS.has(brand))) return "video/quicktime";
    return null;
  }
  if (ebmlDocType(bytes) === "webm") return "video/webm";
  return null;
}

export const isImageType = (type: MediaType): type is ImageType => (IMAGE_TYPES as readonly string[]).includes(type);

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
  const [listing] = await db.select({ ownerId: listings.ownerId, status: listings.status }).from(listings).where(eq(listings.id, listingId));
  if (!listing) return { ok: true, ownerId: viewer.id };
  if (listing.status === "deleted") return { ok: false, error: "listing_not_found" };
  if (listing.ownerId !== viewer.id && !viewer.isAdmin) return { ok: false, error: "forbidden" };
  return { ok: true, ownerId: listing.ownerId };
}

/** At most this many images are decoded and encoded at once per process (the rest wait their turn). */
const IMAGE_PROCESSING_CONCURRENCY = 2;
let processing = 0;
const waiting: (() => void)[] = [];

async function withProcessingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (processing >= IMAGE_PROCESSING_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else processing++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else processing--;
  }
}

/** Retries a store under the next millisecond when its key is taken (two uploads of one name at once). */
async function withFreshTimestamp<T>(now: number, store: (timestamp: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await store(now + attempt);
    } catch (error) {
      if (!(error instanceof StorageConflictError) || attempt >= 4) throw error;
    }
  }
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

/** Stores a listing photo as WebP and AVIF variants (see storeImage); ImageDecodeError for undecodable bytes. */
export function storeListingImage(storage: StorageAdapter, input: ListingMediaInput): Promise<ListingImage> {
  return withProcessingSlot(() =>
    withFreshTimestamp(input.now ?? Date.now(), (timestamp) =>
      storeImage(storage, {
        bucket: "listing-images",
        prefix: `${input.ownerId}/${input.listingId}`,
        fileName: input.fileName,
        body: input.body,
        timestamp,
        beforeWrite: input.beforeWrite,
      }),
    ),
  );
}

/** Stores a listing video unchanged (its type was checked by its bytes), under the extension of that type. */
export function storeListingVideo(
  storage: StorageAdapter,
  input: ListingMediaInput & { type: VideoType },
): Promise<UploadedVideo> {
  const baseName = sanitizeFileName(input.fileName).replace(/\.[a-z0-9]+$/, "") || "video";
  return withFreshTimestamp(input.now ?? Date.now(), async (timestamp) => {
    const key = `${input.ownerId}/${input.listingId}/${timestamp}-${baseName}.${VIDEO_EXTENSIONS[input.type]}`;
    await input.beforeWrite?.([{ key, bytes: input.body.length }]);
    const { url } = await storage.put("listing-videos", key, input.body, input.type);
    return { url, contentType: input.type, size: input.body.length };
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
