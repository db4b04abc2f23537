import { readFile } from "node:fs/promises";
import { errorResponse } from "~/.server/http/error-response";
import { guard } from "~/.server/http/guard";
import { BodyFormatError, BodyTooLargeError, type SpooledUpload, discardSpooledFile, readUpload } from "~/.server/http/body";
import { acquireUploadSlot, releaseUploadSlot } from "~/.server/services/media/upload-slots";
import { ImageDecodeError } from "~/.server/services/media/media";
import {
  type UploadRefusal,
  abandonUpload,
  completeUpload,
  recordRefusedUpload,
  recordUploadObjects,
  reserveUpload,
  uploadRefusal,
} from "~/.server/services/media/upload-records";
import { detectMediaType, isImageType } from "~/.server/services/media/media-type";
import { storeListingImage, storeListingVideo, uploadTarget } from "~/.server/services/media/uploads";
import { VideoMetadataError, stripVideoMetadataFile } from "~/.server/services/media/video-metadata";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import {
  DAILY_UPLOAD_BYTES_MAX,
  UNATTACHED_UPLOAD_BYTES_MAX,
  UPLOAD_FIELDS,
  UPLOADS_IN_FLIGHT_MAX,
  UPLOAD_MAX_BYTES,
  type UploadErrorCode,
  type UploadKind,
  type UploadResponse,
  VIDEO_MAX_BYTES,
  isUploadKind,
  isUuid,
  megabytes,
} from "~/domain/uploads";
import type { TextKey } from "~/lib/i18n";
import type { Route } from "./+types/api.uploads";

const SIZE_KEY: Record<UploadKind, TextKey> = { image: "uploads.errors.imageTooLarge", video: "uploads.errors.videoTooLarge" };

/** A file whose first bytes are not an image or video of the kind sent (thrown from readMultipart). */
class UnsupportedTypeError extends Error {
  constructor() {
    super("The file is not an image or video of the kind sent.");
    this.name = "UnsupportedTypeError";
  }
}

// The rest of a body refused before it was read (413, 429) is discarded by the server after the
// answer (server/request-handler.ts), so a browser still sending sees the message, not a reset.

/**
 * POST /api/uploads — one listing image or video (multipart fields `kind`, `listingId`, then `file`).
 * Requires a session (401 'Oturum bulunamadı'), a same-site request (403), a UUID listing id (400)
 * whose listing, if it exists, the viewer owns or administers (403; deleted: 404). The body is read
 * with limits, never buffered past them (413); the type comes from the bytes (415). Images are
 * re-encoded without metadata into WebP/AVIF variants; videos are stored as they are. 201 with
 * `{ image }` or `{ video }`; errors are `{ error, message }` in the request's language.
 */
export async function action({ context, request }: Route.ActionArgs) {
  let sessionHeaders = new Headers();
  const answer = (status: number, body: UploadResponse, headers: Record<string, string> = {}) =>
    Response.json(body, {
      status,
      headers: appendSetCookies(new Headers({ "Cache-Control": "no-store", ...headers }), sessionHeaders),
    });
  const fail = (error: UploadErrorCode, key?: TextKey, values?: Record<string, unknown>) =>
    errorResponse(request, error, { area: "uploads", key, values, headers: appendSetCookies(new Headers(), sessionHeaders) });

  if (request.method !== "POST") return loader({ request });
  if (guard(context.app, request)) return fail("cross_site");
  const { viewer, headers } = await getViewer(context.app, request);
  sessionHeaders = headers;
  if (!viewer) return fail("signed_out");
  /** 429 (rate, bytes per day: Retry-After) or 413 (bytes not yet in a saved listing), translated. */
  const refuse = (refusal: UploadRefusal) => {
    if (refusal.error === "quota_exceeded") return fail("quota_exceeded", undefined, { max: megabytes(UNATTACHED_UPLOAD_BYTES_MAX) });
    const values =
      refusal.error === "rate_limited"
        ? { minutes: Math.ceil(refusal.retryAfterSeconds / 60) }
        : { max: megabytes(DAILY_UPLOAD_BYTES_MAX), hours: Math.ceil(refusal.retryAfterSeconds / 3600) };
    const response = fail(refusal.error, undefined, values);
    response.headers.set("Retry-After", String(refusal.retryAfterSeconds));
    return response;
  };
  // A member over a limit is told before the body is read (checked again, atomically, before storing).
  if (!viewer.isAdmin) {
    const early = await uploadRefusal(context.app.db, viewer.id, 1, new Date());
    if (early) return refuse(early);
  }

  /** The fields read so far (those before the file, then all of them). */
  let fieldsSeen: Record<string, string> = {};
  // A refused upload counts toward the member's rate limit like a stored one (decision 036).
  const refused = async (error: UploadErrorCode, key?: TextKey, values?: Record<string, unknown>) => {
    if (!viewer.isAdmin) {
      const kind = fieldsSeen[UPLOAD_FIELDS.kind];
      const listingId = fieldsSeen[UPLOAD_FIELDS.listingId];
      await recordRefusedUpload(context.app.db, {
        uploaderId: viewer.id,
        listingId: isUuid(listingId) ? listingId.toLowerCase() : null,
        bucket: kind === "video" ? "listing-videos" : "listing-images",
      });
    }
    return fail(error, key, values);
  };

  /** Reads the upload into a temporary file (within one of the member's upload slots), then stores it. */
  const receive = async (): Promise<Response> => {
    let form: SpooledUpload;
    try {
      // The file goes to a temporary file as it arrives, never into memory (decision 036).
      form = await readUpload(request, {
        fileField: UPLOAD_FIELDS.file,
        spoolDir: context.app.config.uploadSpoolDir,
        maxFileBytes: (fields) => {
          fieldsSeen = fields;
          const kind = fields[UPLOAD_FIELDS.kind];
          return isUploadKind(kind) ? UPLOAD_MAX_BYTES[kind] : VIDEO_MAX_BYTES;
        },
        // The type is checked from the first bytes: a file of no known type is refused before the rest is read.
        checkFileStart: (head, fields) => {
          const type = detectMediaType(head);
          const kind = fields[UPLOAD_FIELDS.kind];
          if (!type || (isUploadKind(kind) && (kind === "image") !== isImageType(type))) return new UnsupportedTypeError();
          return null;
        },
      });
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        const kind = error.limit === UPLOAD_MAX_BYTES.image ? "image" : "video";
        return refused("too_large", SIZE_KEY[kind], { max: megabytes(error.limit) });
      }
      if (error instanceof UnsupportedTypeError) return refused("unsupported_type");
      if (error instanceof BodyFormatError) return refused("bad_request");
      // The node's side failed (the temporary file could not be written: a full disk): the translated "upload failed".
      context.app.logger.error({ err: error }, "upload could not be received");
      return fail("failed");
    }
    fieldsSeen = form.fields;
    try {
      return await store(form);
    } finally {
      await discardSpooledFile(form.file);
    }
  };

  /** Checks and stores a received upload (its temporary file is removed by the caller). */
  const store = async (form: SpooledUpload): Promise<Response> => {
    const kind = form.fields[UPLOAD_FIELDS.kind];
    const listingId = form.fields[UPLOAD_FIELDS.listingId];
    if (!isUploadKind(kind)) return fail("invalid_kind");
    if (!isUuid(listingId)) return fail("invalid_listing_id");
    const target = await uploadTarget(context.app.db, viewer, listingId.toLowerCase());
    if (!target.ok) return fail(target.error);
    const file = form.file;
    if (!file || file.size === 0) return fail("missing_file");
    // A file that came before the `kind` field was read against the larger (video) limit.
    if (file.size > UPLOAD_MAX_BYTES[kind]) return refused("too_large", SIZE_KEY[kind], { max: megabytes(UPLOAD_MAX_BYTES[kind]) });

    const type = detectMediaType(file.head);
    if (!type || (kind === "image") !== isImageType(type)) return refused("unsupported_type");
    const storage = context.app.storage;
    const db = context.app.db;
    const normalizedId = listingId.toLowerCase();
    // Recorded (and counted against the member's limits) before anything is stored; decision 013.
    const reservation = await reserveUpload(db, {
      uploaderId: viewer.id,
      ownerId: target.ownerId,
      listingId: normalizedId,
      bucket: kind === "image" ? "listing-images" : "listing-videos",
      bytes: file.size,
      limited: !viewer.isAdmin,
    });
    if (!reservation.ok) return refuse(reservation);
    const input = {
      ownerId: target.ownerId,
      listingId: normalizedId,
      fileName: file.name,
      beforeWrite: (objects: readonly { key: string; bytes: number }[]) => recordUploadObjects(db, reservation.id, objects),
    };
    try {
      if (type === "video/mp4" || type === "video/quicktime" || type === "video/webm") {
        // Location and other metadata are blanked in place in the temporary file (same size, nothing else changes).
        stripVideoMetadataFile(file.path, type);
        const video = await storeListingVideo(storage, { ...input, body: { path: file.path, size: file.size }, type });
        await completeUpload(db, reservation.id, video.url);
        return answer(201, { video });
      }
      // An image (at most IMAGE_MAX_BYTES) is decoded in memory to be re-encoded.
      const image = await storeListingImage(storage, { ...input, body: await readFile(file.path) });
      await completeUpload(db, reservation.id, image.url);
      return answer(201, { image });
    } catch (error) {
      await abandonUpload(db, reservation.id).catch(() => {});
      if (error instanceof ImageDecodeError) {
        // HEIC/HEIF photos need an HEVC decoder the server's image library may lack; the browser converts them first.
        return fail(type === "image/heic" ? "heic_unsupported" : "undecodable");
      }
      if (error instanceof VideoMetadataError) return fail("video_metadata");
      context.app.logger.error({ err: error, kind, type }, "upload failed");
      return fail("failed");
    }
  };

  // At most UPLOADS_IN_FLIGHT_MAX uploads of one member at once on this node (decision 036).
  if (!acquireUploadSlot(viewer.id)) return fail("too_many_in_flight", undefined, { max: UPLOADS_IN_FLIGHT_MAX });
  try {
    return await receive();
  } finally {
    releaseUploadSlot(viewer.id);
  }
}

export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  return errorResponse(request, "method_not_allowed", { area: "uploads", headers: { Allow: "POST" } });
}
