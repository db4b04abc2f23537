import pLimit from "p-limit";
import type { ListingImage } from "~/domain/listing";
import { AVATAR_SIZE } from "~/domain/profile";
import { type Bucket, type StorageAdapter, StorageConflictError, sanitizeFileName } from "../../adapters/storage";
import { detectMediaType, isImageType } from "./media-type";

/**
 * The one image pipeline: every picture a person uploads (a listing photo, a sponsor's picture, a
 * partner's logo, an avatar) goes through `storeImage(storage, kind, file)`: its type is checked by
 * its bytes, it is decoded once (a pixel limit per kind), oriented from EXIF, re-encoded without any
 * metadata into the kind's variants, and stored under a fresh `{timestamp}-{name}` key, at most
 * IMAGE_PROCESSING_CONCURRENCY images at once per process.
 */

/** Widths of the responsive WebP variants every stored image gets (never wider than the source). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
/**
 * Widths of the AVIF variants. AVIF encodes several times slower than WebP, so only the two sizes
 * phones and most cards use get one, at libaom effort 2 (about 0.3 s per variant on one core,
 * where effort 4 takes ten times longer): see docs/decisions/005-upload-limits-and-storage.md.
 */
export const AVIF_VARIANT_WIDTHS = [480, 960] as const;
const WEBP_OPTIONS = { quality: 78 } as const;
const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;
/** Larger inputs (about 100 megapixels) are refused before decoding: a decompression bomb guard. */
const MAX_INPUT_PIXELS = 100_000_000;

interface ImageKindSettings {
  bucket: Bucket;
  /** Inputs with more pixels are refused before decoding. */
  maxPixels: number;
  /** Widths of the WebP variants; the largest is the image's main URL. */
  webpWidths: readonly number[];
  /** Widths of the AVIF variants (none: WebP only). */
  avifWidths: readonly number[];
  /** A square of this side, cropped around what draws the eye (avatars), instead of width variants. */
  square?: number;
  /** WebP quality of a square image. */
  squareQuality?: number;
  /** The readable part of the key when the file's name has none. */
  fallbackName: string;
}

/** What each kind of picture stores. */
export const IMAGE_KINDS = {
  // WebP at 480/960/1600 px for `<img srcset>`, AVIF at 480/960 for `<picture>` (decision 005).
  listing: {
    bucket: "listing-images",
    maxPixels: MAX_INPUT_PIXELS,
    webpWidths: IMAGE_VARIANT_WIDTHS,
    avifWidths: AVIF_VARIANT_WIDTHS,
    fallbackName: "image",
  },
  // The carousel shows a banner at most about 1200 px wide (half the page on wide screens, the full
  // width of a phone at 3x).
  sponsor: { bucket: "sponsored-images", maxPixels: MAX_INPUT_PIXELS, webpWidths: [1200], avifWidths: [], fallbackName: "image" },
  // Logo tiles are 220–240 px wide: 480 px covers 2x screens.
  partner: { bucket: "company-logos", maxPixels: MAX_INPUT_PIXELS, webpWidths: [480], avifWidths: [], fallbackName: "image" },
  // One square WebP (docs/product.md §5), stored as `{userId}/{timestamp}-{name}.webp` (no width in the name).
  avatar: {
    bucket: "avatars",
    maxPixels: 50_000_000,
    webpWidths: [AVATAR_SIZE],
    avifWidths: [],
    square: AVATAR_SIZE,
    squareQuality: 82,
    fallbackName: "avatar",
  },
} as const satisfies Record<string, ImageKindSettings>;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** The uploaded file is not one of the accepted image types (by its bytes). */
export class NotAnImageError extends Error {
  constructor() {
    super("The uploaded file is not an accepted image.");
    this.name = "NotAnImageError";
  }
}

/** The bytes could not be decoded as an image (corrupt, unsupported codec such as HEVC, too many pixels). */
export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super(`The image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "ImageDecodeError";
  }
}

export interface StoreVariantsInput {
  bucket: Bucket;
  /** Key prefix, e.g. `{userId}/{listingId}`; the file name is appended as `{timestamp}-{name}`. */
  prefix: string;
  fileName: string;
  body: Buffer;
  timestamp?: number;
  /** Also store AVIF variants (default true); the demo seed skips them to keep start-up short. */
  avif?: boolean;
  /** Widths of the WebP variants (default IMAGE_VARIANT_WIDTHS). */
  webpWidths?: readonly number[];
  /**
   * Called with every key (and size) about to be written, after encoding and before the first write,
   * so the caller can record them first (the upload records of services/media/upload-records.ts).
   */
  beforeWrite?: (objects: readonly { key: string; bytes: number }[]) => Promise<void>;
}

interface Encoded {
  format: "webp" | "avif";
  width: number;
  height: number;
  body: Buffer;
}

interface EncodeSettings {
  maxPixels: number;
  webpWidths: readonly number[];
  avifWidths: readonly number[];
  square?: number;
  squareQuality?: number;
}

/** Decodes and re-encodes every variant; any decoding problem is an ImageDecodeError. */
async function encodeVariants(body: Buffer, settings: EncodeSettings): Promise<Encoded[]> {
  try {
    // rotate() applies the EXIF orientation; output carries no metadata at all (EXIF, GPS, XMP, ICC):
    // sharp converts to sRGB and writes none unless asked to keep it.
    // Loaded on first use: libvips adds ≈ 19 MB to every node's memory (docs/performance.md).
    const { default: sharp } = await import("sharp");
    const source = sharp(body, { failOn: "error", limitInputPixels: settings.maxPixels, animated: false }).rotate();
    if (settings.square) {
      const side = settings.square;
      const { data, info } = await source
        .resize(side, side, { fit: "cover", position: "attention", withoutEnlargement: false })
        .webp({ quality: settings.squareQuality ?? WEBP_OPTIONS.quality })
        .toBuffer({ resolveWithObject: true });
      return [{ format: "webp", width: info.width, height: info.height, body: data }];
    }
    const metadata = await source.metadata();
    const sourceWidth = metadata.autoOrient?.width ?? metadata.width;
    if (!sourceWidth) throw new Error("no dimensions");
    const widthsOf = (widths: readonly number[]) => [...new Set(widths.map((width) => Math.min(width, sourceWidth)))];
    const jobs = [
      ...widthsOf(settings.webpWidths).map((width) => ({ format: "webp" as const, width })),
      ...widthsOf(settings.avifWidths).map((width) => ({ format: "avif" as const, width })),
    ];
    const encoded: Encoded[] = [];
    // One after another: libvips already spreads each encode over the cores.
    for (const job of jobs) {
      const resized = source.clone().resize({ width: job.width, withoutEnlargement: true });
      const output = job.format === "webp" ? resized.webp(WEBP_OPTIONS) : resized.avif(AVIF_OPTIONS);
      const { data, info } = await output.toBuffer({ resolveWithObject: true });
      encoded.push({ format: job.format, width: info.width, height: info.height, body: data });
    }
    return encoded;
  } catch (error) {
    throw new ImageDecodeError(error);
  }
}

/**
 * Re-encodes an image (orientation applied, all metadata such as EXIF/GPS dropped) into responsive
 * WebP variants (and AVIF ones) and stores them at `{prefix}/{timestamp}-{name}-{width}w.{format}`.
 * The largest WebP variant is the image's main URL and gives its recorded width and height.
 * Throws ImageDecodeError when the bytes are not a decodable image, StorageConflictError when a key
 * is taken (nothing of this image is left stored then).
 */
export function storeVariants(storage: StorageAdapter, input: StoreVariantsInput): Promise<ListingImage> {
  const webpWidths = input.webpWidths?.length ? input.webpWidths : IMAGE_VARIANT_WIDTHS;
  const settings = { maxPixels: MAX_INPUT_PIXELS, webpWidths, avifWidths: input.avif === false ? [] : AVIF_VARIANT_WIDTHS };
  return encodeAndStore(storage, input, settings, "image", (base, variant) => `${base}-${variant.width}w.${variant.format}`);
}

async function encodeAndStore(
  storage: StorageAdapter,
  input: StoreVariantsInput,
  settings: EncodeSettings,
  fallbackName: string,
  keyOf: (base: string, variant: Encoded) => string,
): Promise<ListingImage> {
  const variants = await encodeVariants(input.body, settings);
  const baseName = sanitizeFileName(input.fileName).replace(/\.[a-z0-9]+$/, "") || fallbackName;
  const stamp = input.timestamp ?? Date.now();

  const keyed = variants.map((variant) => ({ ...variant, key: keyOf(`${input.prefix}/${stamp}-${baseName}`, variant) }));
  await input.beforeWrite?.(keyed.map((variant) => ({ key: variant.key, bytes: variant.body.length })));
  const stored: (Encoded & { url: string; key: string })[] = [];
  try {
    for (const variant of keyed) {
      const { key } = variant;
      const { url } = await storage.put(input.bucket, key, variant.body, `image/${variant.format}`);
      stored.push({ ...variant, url, key });
    }
  } catch (error) {
    await Promise.all(stored.map((variant) => storage.delete(input.bucket, variant.key).catch(() => undefined)));
    throw error;
  }
  const webp = stored.filter((variant) => variant.format === "webp");
  const largest = webp[webp.length - 1]!;
  return {
    url: largest.url,
    width: largest.width,
    height: largest.height,
    variants: stored.map(({ url, width, format }) => ({ url, width, format })),
  };
}

/** At most this many images are decoded and encoded at once per process (the rest wait their turn). */
export const IMAGE_PROCESSING_CONCURRENCY = 2;
const processingSlot = pLimit(IMAGE_PROCESSING_CONCURRENCY);

/** Retries a store under the next millisecond when its key is taken (two uploads of one name at once). */
export async function withFreshTimestamp<T>(now: number, store: (timestamp: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await store(now + attempt);
    } catch (error) {
      if (!(error instanceof StorageConflictError) || attempt >= 4) throw error;
    }
  }
}

export interface ImageFile {
  /** The name the browser gave: only the key's readable part. */
  name: string;
  body: Buffer;
  /** The key's folder: `{ownerId}/{listingId}` for a listing photo, the uploader's id otherwise. */
  folder: string;
  now?: number;
  /** Called with the keys (and sizes) about to be written, before writing them. */
  beforeWrite?: StoreVariantsInput["beforeWrite"];
}

/**
 * Stores an uploaded picture of a kind (IMAGE_KINDS) and returns the stored image (its main URL is
 * the largest WebP). Throws NotAnImageError when the bytes are not an accepted image type,
 * ImageDecodeError when they cannot be decoded (corrupt, HEVC, over the kind's pixel limit), and the
 * storage's errors (a key taken five milliseconds running is a StorageConflictError).
 */
export function storeImage(storage: StorageAdapter, kind: ImageKind, file: ImageFile): Promise<ListingImage> {
  const type = detectMediaType(file.body);
  if (!type || !isImageType(type)) return Promise.reject(new NotAnImageError());
  const settings: ImageKindSettings = IMAGE_KINDS[kind];
  const keyOf = settings.square
    ? (base: string, variant: Encoded) => `${base}.${variant.format}`
    : (base: string, variant: Encoded) => `${base}-${variant.width}w.${variant.format}`;
  return processingSlot(() =>
    withFreshTimestamp(file.now ?? Date.now(), (timestamp) =>
      encodeAndStore(
        storage,
        { bucket: settings.bucket, prefix: file.folder, fileName: file.name, body: file.body, timestamp, beforeWrite: file.beforeWrite },
        settings,
        settings.fallbackName,
        keyOf,
      ),
    ),
  );
}
