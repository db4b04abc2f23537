import type { ListingImage } from "~/domain/listing";
import { type Bucket, type StorageAdapter, sanitizeFileName } from "../adapters/storage";

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

/** The bytes could not be decoded as an image (corrupt, unsupported codec such as HEVC, too many pixels). */
export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super(`The image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "ImageDecodeError";
  }
}

export interface StoreImageInput {
  bucket: Bucket;
  /** Key prefix, e.g. `{userId}/{listingId}`; the file name is appended as `{timestamp}-{name}`. */
  prefix: string;
  fileName: string;
  body: Buffer;
  timestamp?: number;
  /** Also store AVIF variants (default true); the demo seed skips them to keep start-up short. */
  avif?: boolean;
  /**
   * Widths of the WebP variants (default IMAGE_VARIANT_WIDTHS). Images shown at one size only
   * (a sponsor banner, a partner logo) store a single variant, e.g. `[1200]` with `avif: false`.
   */
  webpWidths?: readonly number[];
  /**
   * Called with every key (and size) about to be written, after encoding and before the first write,
   * so the caller can record them first (the upload records of services/upload-records.ts).
   */
  beforeWrite?: (objects: readonly { key: string; bytes: number }[]) => Promise<void>;
}

interface Encoded {
  format: "webp" | "avif";
  width: number;
  height: number;
  body: Buffer;
}

/** Decodes and re-encodes every variant; any decoding problem is an ImageDecodeError. */
async function encodeVariants(body: Buffer, avif: boolean, webpWidths: readonly number[]): Promise<Encoded[]> {
  try {
    // rotate() applies the EXIF orientation; output carries no metadata at all (EXIF, GPS, XMP, ICC):
    // sharp converts to sRGB and writes none unless asked to keep it.
    // Loaded on first use: libvips adds ≈ 19 MB to every node's memory (docs/performance.md).
    const { default: sharp } = await import("sharp");
    const source = sharp(body, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const metadata = await source.metadata();
    const sourceWidth = metadata.autoOrient?.width ?? metadata.width;
    if (!sourceWidth) throw new Error("no dimensions");
    const widthsOf = (widths: readonly number[]) => [...new Set(widths.map((width) => Math.min(width, sourceWidth)))];
    const jobs = [
      ...widthsOf(webpWidths).map((width) => ({ format: "webp" as const, width })),
      ...(avif ? widthsOf(AVIF_VARIANT_WIDTHS).map((width) => ({ format: "avif" as const, width })) : []),
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
export async function storeImage(storage: StorageAdapter, input: StoreImageInput): Promise<ListingImage> {
  const variants = await encodeVariants(input.body, input.avif ?? true, input.webpWidths?.length ? input.webpWidths : IMAGE_VARIANT_WIDTHS);
  const baseName = sanitizeFileName(input.fileName).replace(/\.[a-z0-9]+$/, "") || "image";
  const stamp = input.timestamp ?? Date.now();

  const keyed = variants.map((variant) => ({ ...variant, key: `${input.prefix}/${stamp}-${baseName}-${variant.width}w.${variant.format}` }));
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
