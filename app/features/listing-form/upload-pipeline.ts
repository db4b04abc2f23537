import type { ListingImage } from "~/domain/listing";
import { UPLOAD_ENDPOINT, UPLOAD_FIELDS } from "~/domain/uploads";
import type { CompressAnswer, CompressRequest } from "./compress-worker";

/**
 * The listing form's uploads in the browser (docs/product.md §5 "Files", §9): HEIC converted to JPEG first
 * (the converter is loaded only when such a file shows up), images over 2 MB compressed (max side
 * 2560 px, quality 0.85, WebP unless GIF), any conversion failure falling back to the original,
 * duplicates ignored, 3 uploads at a time (in the background, from the moment a file is picked),
 * with progress, cancel and a 90 s limit per file.
 */

const UPLOAD_TARGET_BYTES = 2 * 1024 * 1024;
const COMPRESS_MAX_SIDE = 2560;
const COMPRESS_QUALITY = 0.85;
const UPLOAD_CONCURRENCY = 3;
const UPLOAD_TIMEOUT_MS = 90_000;
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

let worker: { post: (file: File) => Promise<Blob | null> } | null | undefined;

/** The compression worker (one for the page), or null where workers cannot draw (no OffscreenCanvas). */
function compressionWorker() {
  if (worker !== undefined) return worker;
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return (worker = null);
  try {
    const thread = new Worker(new URL("./compress-worker.ts", import.meta.url), { type: "module" });
    const waiting = new Map<number, (blob: Blob | null) => void>();
    let next = 0;
    thread.onmessage = (event: MessageEvent<CompressAnswer>) => {
      waiting.get(event.data.id)?.(event.data.blob);
      waiting.delete(event.data.id);
    };
    thread.onerror = () => {
      // A worker that cannot start: everything waiting falls back to the page itself.
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
      worker = null;
    };
    worker = {
      post: (file) =>
        new Promise((resolve) => {
          const id = (next += 1);
          waiting.set(id, resolve);
          thread.postMessage({ id, file, maxSide: COMPRESS_MAX_SIDE, quality: COMPRESS_QUALITY } satisfies CompressRequest);
        }),
    };
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Scales to at most 2560 px on the long side and encodes WebP at 0.85 — in a worker, so the page
 * stays responsive while the seller types; the original when that fails or is not smaller.
 */
async function compress(file: File): Promise<File> {
  const thread = compressionWorker();
  if (thread) {
    const blob = await thread.post(file);
    if (blob) return blob.type === "image/webp" && blob.size < file.size ? webpFile(blob, file) : file;
  }
  return compressOnPage(file);
}

const webpFile = (blob: Blob, file: File) =>
  new File([blob], file.name.replace(/\.[^.]+$/, "") + ".webp", { type: "image/webp", lastModified: file.lastModified });

/** The same on the page's thread (browsers without OffscreenCanvas in workers). */
async function compressOnPage(file: File): Promise<File> {
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
    return webpFile(blob, file);
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

/**
 * Sends one file to POST /api/uploads (XMLHttpRequest: fetch cannot report upload progress);
 * `onProgress` gets the share sent (0–1). Aborting the signal cancels the request and rejects with
 * the signal's reason. A refusal rejects with the server's translated message; a network failure
 * with status 0.
 */
export function uploadFile(
  file: File,
  kind: "image" | "video",
  listingId: string,
  signal: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<UploadAnswer> {
  const body = new FormData();
  // The fields before the file: the server checks them before reading the file's bytes.
  body.set(UPLOAD_FIELDS.kind, kind);
  body.set(UPLOAD_FIELDS.listingId, listingId);
  body.set(UPLOAD_FIELDS.file, file, file.name);
  return new Promise<UploadAnswer>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal.addEventListener("abort", abort, { once: true });
    const done = () => signal.removeEventListener("abort", abort);
    request.open("POST", UPLOAD_ENDPOINT);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      done();
      const json = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && json) resolve(json as UploadAnswer);
      else reject(new UploadError(request.status, (typeof json?.message === "string" && json.message) || request.statusText));
    };
    request.onerror = () => {
      done();
      reject(new UploadError(0, "network"));
    };
    request.onabort = () => {
      done();
      reject(signal.reason instanceof Error ? signal.reason : new UploadCancelledError());
    };
    request.send(body);
  });
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export class UploadCancelledError extends Error {
  constructor() {
    super("The upload was cancelled.");
    this.name = "UploadCancelledError";
  }
}

/**
 * Runs tasks in the background, at most `concurrency` at once (docs/product.md §7: 3 uploads), each under a
 * time limit (docs/product.md §9: 90 s, then it is aborted with UploadTimeoutError as the signal's reason).
 * Tasks can be added while others run, a queued or running one cancelled (its signal aborted with
 * UploadCancelledError), and `whenIdle()` waits for all that were added.
 */
export class UploadScheduler {
  private readonly queue: { key: string; task: (signal: AbortSignal) => Promise<unknown> }[] = [];
  private readonly running = new Map<string, AbortController>();
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: { concurrency?: number; timeoutMs?: number } = {}) {}

  /** Queued and running tasks. */
  get size(): number {
    return this.queue.length + this.running.size;
  }

  has(key: string): boolean {
    return this.running.has(key) || this.queue.some((entry) => entry.key === key);
  }

  /** Queues a task under `key`; it starts as soon as a place is free. */
  add(key: string, task: (signal: AbortSignal) => Promise<unknown>): void {
    this.queue.push({ key, task });
    this.pump();
  }

  /** Takes a queued task out ("queued": it never runs) or aborts a running one ("running"); false when there was none. */
  cancel(key: string): "queued" | "running" | false {
    const index = this.queue.findIndex((entry) => entry.key === key);
    if (index >= 0) {
      this.queue.splice(index, 1);
      this.settle();
      return "queued";
    }
    const controller = this.running.get(key);
    if (!controller) return false;
    controller.abort(new UploadCancelledError());
    return "running";
  }

  /** Resolves once nothing is queued or running. */
  whenIdle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump() {
    const { concurrency = UPLOAD_CONCURRENCY, timeoutMs = UPLOAD_TIMEOUT_MS } = this.options;
    while (this.running.size < concurrency && this.queue.length > 0) {
      const { key, task } = this.queue.shift()!;
      const controller = new AbortController();
      this.running.set(key, controller);
      const timer = setTimeout(() => controller.abort(new UploadTimeoutError()), timeoutMs);
      // A task that ignores its signal still frees its place when it is aborted.
      const aborted = new Promise<void>((resolve) => controller.signal.addEventListener("abort", () => resolve(), { once: true }));
      void Promise.race([task(controller.signal).catch(() => undefined), aborted]).finally(() => {
        clearTimeout(timer);
        if (this.running.get(key) === controller) this.running.delete(key);
        this.pump();
        this.settle();
      });
    }
  }

  private settle() {
    if (this.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/**
 * Runs `task` for every item, at most `concurrency` at once (an UploadScheduler). A task running
 * longer than `timeoutMs` is aborted and reported as timed out; the others carry on. Resolves with
 * each item's outcome in order, after calling `onSettled` as each one finishes.
 */
export async function runQueue<T, R>(
  items: readonly T[],
  task: (item: T, signal: AbortSignal) => Promise<R>,
  options: { concurrency?: number; timeoutMs?: number; onSettled?: (item: T, outcome: QueueOutcome<R>) => void } = {},
): Promise<QueueOutcome<R>[]> {
  const scheduler = new UploadScheduler(options);
  const outcomes: QueueOutcome<R>[] = new Array(items.length);
  items.forEach((item, index) => {
    scheduler.add(String(index), async (signal) => {
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener("abort", () => reject(signal.reason instanceof Error ? signal.reason : new UploadCancelledError()), {
          once: true,
        }),
      );
      let outcome: QueueOutcome<R>;
      try {
        outcome = { ok: true, value: await Promise.race([task(item, signal), aborted]) };
      } catch (error) {
        outcome = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
      }
      outcomes[index] = outcome;
      options.onSettled?.(item, outcome);
    });
  });
  await scheduler.whenIdle();
  return outcomes;
}

export type QueueOutcome<R> = { ok: true; value: R } | { ok: false; error: Error };
