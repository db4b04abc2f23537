import type { ListingImage } from "~/domain/listing";
import { UPLOAD_ENDPOINT, UPLOAD_FIELDS } from "~/domain/uploads";

/**
 * The listing form's uploads in the browser (spec §5 "Files", §9): HEIC converted to JPEG first
 * (the converter is loaded only when such a file shows up), images over 2 MB compressed (max side
 * 2560 px, quality 0.85, WebP unless GIF), any conversion failure falling back to the original,
 * duplicates ignored, 3 uploads at a time, and a file taking over 90 s skipped so the rest go on.
 */

export const UPLOAD_TARGET_BYTES = 2 * 1024 * 1024;
export const COMPRESS_MAX_SIDE = 2560;
export const COMPRESS_QUALITY = 0.85;
export const UPLOAD_CONCURRENCY = 3;
export const UPLOAD_TIMEOUT_MS = 90_000;
export const PROGRESS_CLEAR_MS = 800;

/** The identity of a chosen file: same name, size, modified date and type means the same file. */
export const fileIdentity = (file: File) => `${file.name}|${file.size}|${file.lastModified}|${file.type}`;

export function isHeicFile(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** HEIC → JPEG with the on-demand converter; the original file when that fails. */
async function convertHeic(file: File): Promise<File> {
  try {
    const { heicTo } = await import("heic-to/csp");
    const blob = await heicTo({ blob: file, type: "image/jpeg", quality: 0.92 });
    return new File([blob], file.name.replace(/\.hei[cf]$/i, "") + ".jpg", { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** Scales to at most 2560 px on the long side and encodes WebP at 0.85; the original when that fails or is not smaller. */
async function compress(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, COMPRESS_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", COMPRESS_QUALITY));
    if (!blob || blob.type !== "image/webp" || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]+$/, "") + ".webp", { type: "image/webp", lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** The image as it will be uploaded: HEIC converted, large non-GIF images compressed. */
export async function prepareImage(file: File): Promise<File> {
  const converted = isHeicFile(file) ? await convertHeic(file) : file;
  if (converted.size <= UPLOAD_TARGET_BYTES || converted.type === "image/gif") return converted;
  return compress(converted);
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export class UploadTimeoutError extends Error {
  constructor() {
    super("The upload took longer than 90 seconds.");
    this.name = "UploadTimeoutError";
  }
}

export type UploadAnswer = { image: ListingImage } | { video: { url: string } };

/** Sends one file to POST /api/uploads; the server's translated message on failure. */
export async function uploadFile(file: File, kind: "image" | "video", listingId: string, signal: AbortSignal): Promise<UploadAnswer> {
  const body = new FormData();
  // The fields before the file: the server checks them before reading the file's bytes.
  body.set(UPLOAD_FIELDS.kind, kind);
  body.set(UPLOAD_FIELDS.listingId, listingId);
  body.set(UPLOAD_FIELDS.file, file, file.name);
  const response = await fetch(UPLOAD_ENDPOINT, { method: "POST", body, signal, credentials: "same-origin" });
  const json = (await response.json().catch(() => null)) as (UploadAnswer & { message?: string }) | { message?: string } | null;
  if (!response.ok) throw new UploadError(response.status, json?.message ?? response.statusText);
  return json as UploadAnswer;
}

/**
 * Runs `task` for every item, at most `concurrency` at once. A task running longer than `timeoutMs`
 * is aborted and reported as timed out; the others carry on. Resolves with each item's outcome in
 * order, after calling `onSettled` as each one finishes.
 */
export async function runQueue<T, R>(
  items: readonly T[],
  task: (item: T, signal: AbortSignal) => Promise<R>,
  options: { concurrency?: number; timeoutMs?: number; onSettled?: (item: T, outcome: QueueOutcome<R>) => void } = {},
): Promise<QueueOutcome<R>[]> {
  const { concurrency = UPLOAD_CONCURRENCY, timeoutMs = UPLOAD_TIMEOUT_MS } = options;
  const outcomes: QueueOutcome<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new UploadTimeoutError());
        }, timeoutMs);
      });
      let outcome: QueueOutcome<R>;
      try {
        outcome = { ok: true, value: await Promise.race([task(item, controller.signal), timeout]) };
      } catch (error) {
        outcome = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
      } finally {
        clearTimeout(timer);
      }
      outcomes[index] = outcome;
      options.onSettled?.(item, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return outcomes;
}

export type QueueOutcome<R> = { ok: true; value: R } | { ok: false; error: Error };
