import type { ListingImage } from "./listing";

/**
 * Listing media uploads (docs/product.md §5 "Files", §7 "Storage", §8, §9): the limits the spec leaves open
 * (decided in docs/decisions/005-upload-limits-and-storage.md), what the file inputs accept, and the
 * JSON answers of `POST /api/uploads`. Shared by the browser form and the server, which enforces
 * every limit again.
 */

export const UPLOAD_ENDPOINT = "/api/uploads";

const UPLOAD_KINDS = ["image", "video"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === "string" && (UPLOAD_KINDS as readonly string[]).includes(value);
}

/** Photos per listing (the form stops adding at this count; the listing save refuses more). */
export const MAX_IMAGES_PER_LISTING = 20;
/** Direct video files per listing (YouTube/Matterport links are not uploads and not counted here). */
export const MAX_VIDEOS_PER_LISTING = 3;
/** Largest image file the server accepts (the browser compresses files over 2 MB before upload). */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Largest video file the server accepts (videos are stored as they are). */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Listings a member may have waiting for moderation at once (enforced by the create action). */
export const MAX_PENDING_LISTINGS_PER_MEMBER = 5;
/**
 * Uploads per member in a sliding window (failed ones included): 100 per 10 minutes, over four
 * complete listings (20 photos and 3 videos each) back to back. Decision 013.
 */
export const UPLOAD_RATE_LIMIT = { max: 100, windowSeconds: 10 * 60 } as const;
/**
 * Bytes a member may hold in uploads that no saved listing shows (a listing being filled in, photos
 * dropped by an edit): 1 GiB, more than the largest possible listing (20 × 15 MB + 3 × 100 MB).
 */
export const UNATTACHED_UPLOAD_BYTES_MAX = 1024 * 1024 * 1024;
/** Bytes a member may upload in 24 hours: 3 GiB, five of the largest possible listings. */
export const DAILY_UPLOAD_BYTES_MAX = 3 * 1024 * 1024 * 1024;
/** Uploads one member may have in flight at once on one node (decision 036); the next gets 429. */
export const UPLOADS_IN_FLIGHT_MAX = 3;
/** Uploads that no saved listing shows are removed this long after they were uploaded (24 hours). */
export const ORPHAN_UPLOAD_GRACE_SECONDS = 24 * 3600;
/** Room for the multipart envelope (boundaries, part headers, the small fields) around one file. */
export const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = { image: IMAGE_MAX_BYTES, video: VIDEO_MAX_BYTES };

/** Megabytes for messages ("en fazla 15 MB"). */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** `accept` of the image input: any image plus HEIC/HEIF, which some browsers do not map to image/*. */
export const IMAGE_ACCEPT = "image/*,.heic,.heif,image/heic,image/heif";
/** `accept` of the video input. */
export const VIDEO_ACCEPT = "video/*";

/**
 * Content types the server recognises by their bytes (never by name or declared type). HEIC/HEIF is
 * recognised but may be refused when the server's image library cannot decode it: the browser
 * converts HEIC to JPEG before uploading.
 */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "image/heic"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/webm"] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export type MediaType = ImageType | VideoType;

/** Form fields of an upload: send `kind` and `listingId` before `file`. */
export const UPLOAD_FIELDS = { file: "file", kind: "kind", listingId: "listingId" } as const;

/** Listing ids are UUIDs (the server makes a new listing's one when it renders the empty form). */
export { isUuid } from "./uuid";

export interface UploadedVideo {
  url: string;
  contentType: VideoType;
  size: number;
}

/** Error codes of the upload endpoint; each has a text at `uploads.errors.{code}`. */
export const UPLOAD_ERROR_CODES = [
  "signed_out",
  "cross_site",
  "method_not_allowed",
  "bad_request",
  "invalid_kind",
  "invalid_listing_id",
  "missing_file",
  "forbidden",
  "listing_not_found",
  "too_large",
  "unsupported_type",
  "heic_unsupported",
  "undecodable",
  "video_metadata",
  "rate_limited",
  "quota_exceeded",
  "daily_quota_exceeded",
  "too_many_in_flight",
  "failed",
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

/** What `POST /api/uploads` answers: 201 with the stored media, or an error with a translated message. */
export type UploadResponse = { image: ListingImage } | { video: UploadedVideo } | { error: UploadErrorCode; message: string };
