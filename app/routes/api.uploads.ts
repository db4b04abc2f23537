import { errorResponse } from "~/.server/http/error-response";
import { guard } from "~/.server/http/guard";
import { getLogger } from "~/.server/infra/logger";
import { BodyFormatError, BodyTooLargeError, readMultipart } from "~/.server/http/body";
import { getDb, getStorage } from "~/.server/infra/runtime";
import { ImageDecodeError } from "~/.server/services/media";
import {
  type UploadRefusal,
  abandonUpload,
  completeUpload,
  recordUploadObjects,
  reserveUpload,
  uploadRefusal,
} from "~/.server/services/upload-records";
import { detectMediaType, isImageType } from "~/.server/services/media-type";
import { storeListingImage, storeListingVideo, uploadTarget } from "~/.server/services/uploads";
import { VideoMetadataError, stripVideoMetadata } from "~/.server/services/video-metadata";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import {
  DAILY_UPLOAD_BYTES_MAX,
  UNATTACHED_UPLOAD_BYTES_MAX,
  UPLOAD_FIELDS,
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
export async function action({ request }: Route.ActionArgs) {
  let sessionHeaders = new Headers();
  const answer = (status: number, body: UploadResponse, headers: Record<string, string> = {}) =>
    Response.json(body, {
      status,
      headers: appendSetCookies(new Headers({ "Cache-Control": "no-store", ...headers }), sessionHeaders),
    });
  const fail = (error: UploadErrorCode, key?: TextKey, values?: Record<string, unknown>) =>
    errorResponse(request, error, { area: "uploads", key, values, headers: appendSetCookies(new Headers(), sessionHeaders) });

  if (request.method !== "POST") return loader({ request });
  if (guard(request)) return fail("cross_site");
  const { viewer, headers } = await getViewer(request);
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
    const early = await uploadRefusal(getDb(), viewer.id, 1, new Date());
    if (early) return refuse(early);
  }

  let form: Awaited<ReturnType<typeof readMultipart>>;
  try {
    form = await readMultipart(request, {
      fileField: UPLOAD_FIELDS.file,
      maxFileBytes: (fields) => {
        const kind = fields[UPLOAD_FIELDS.kind];
        return isUploadKind(kind) ? UPLOAD_MAX_BYTES[kind] : VIDEO_MAX_BYTES;
      },
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const kind = error.limit === UPLOAD_MAX_BYTES.image ? "image" : "video";
      return fail("too_large", SIZE_KEY[kind], { max: megabytes(error.limit) });
    }
    if (error instanceof BodyFormatError) return fail("bad_request");
    throw error;
  }

  const kind = form.fields[UPLOAD_FIELDS.kind];
  const listingId = form.fields[UPLOAD_FIELDS.listingId];
  if (!isUploadKind(kind)) return fail("invalid_kind");
  if (!isUuid(listingId)) return fail("invalid_listing_id");
  const target = await uploadTarget(getDb(), viewer, listingId.toLowerCase());
  if (!target.ok) return fail(target.error);
  const file = form.file;
  if (!file || file.body.length === 0) return fail("missing_file");
  // A file that came before the `kind` field was read against the larger (video) limit.
  if (file.body.length > UPLOAD_MAX_BYTES[kind]) return fail("too_large", SIZE_KEY[kind], { max: megabytes(UPLOAD_MAX_BYTES[kind]) });

  const type = detectMediaType(file.body);
  if (!type || (kind === "image") !== isImageType(type)) return fail("unsupported_type");
  const storage = getStorage();
  const db = getDb();
  const normalizedId = listingId.toLowerCase();
  // Recorded (and counted against the member's limits) before anything is stored; decision 013.
  const reservation = await reserveUpload(db, {
    uploaderId: viewer.id,
    ownerId: target.ownerId,
    listingId: normalizedId,
    bucket: kind === "image" ? "listing-images" : "listing-videos",
    bytes: file.body.length,
    limited: !viewer.isAdmin,
  });
  if (!reservation.ok) return refuse(reservation);
  const input = {
    ownerId: target.ownerId,
    listingId: normalizedId,
    fileName: file.name,
    body: file.body,
    beforeWrite: (objects: readonly { key: string; bytes: number }[]) => recordUploadObjects(db, reservation.id, objects),
  };
  try {
    if (type === "video/mp4" || type === "video/quicktime" || type === "video/webm") {
      // Location and other metadata are blanked in place (same size, nothing else changes).
      stripVideoMetadata(file.body, type);
      const video = await storeListingVideo(storage, { ...input, type });
      await completeUpload(db, reservation.id, video.url);
      return answer(201, { video });
    }
    const image = await storeListingImage(storage, input);
    await completeUpload(db, reservation.id, image.url);
    return answer(201, { image });
  } catch (error) {
    await abandonUpload(db, reservation.id).catch(() => {});
    if (error instanceof ImageDecodeError) {
      // HEIC/HEIF photos need an HEVC decoder the server's image library may lack; the browser converts them first.
      return fail(type === "image/heic" ? "heic_unsupported" : "undecodable");
    }
    if (error instanceof VideoMetadataError) return fail("video_metadata");
    getLogger().error({ err: error, kind, type }, "upload failed");
    return fail("failed");
  }
}

export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  return errorResponse(request, "method_not_allowed", { area: "uploads", headers: { Allow: "POST" } });
}
