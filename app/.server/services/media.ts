import sharp from "sharp";
import type { ListingImage } from "~/domain/listing";
import { type Bucket, type StorageAdapter, sanitizeFileName } from "../adapters/storage";

/** Widths of the responsive WebP variants every stored image gets. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

export interface StoreImageInput {
  bucket: Bucket;
  /** Key prefix, e.g. `{userId}/{listingId}`; the file name is appended as `{timestamp}-{name}`. */
  prefix: string;
  fileName: string;
  body: Buffer;
  timestamp?: number;
}

/**
 * Re-encodes an image (orientation applied, all metadata such as EXIF/GPS dropped) into
 * responsive WebP variants and stores them. The largest variant is the image's main URL.
 */
export async function storeImage(storage: StorageAdapter, input: StoreImageInput): Promise<ListingImage> {
  const oriented = sharp(input.body, { failOn: "error" }).rotate();
  const metadata = await oriented.metadata();
  const sourceWidth = metadata.autoOrient?.width ?? metadata.width ?? IMAGE_VARIANT_WIDTHS[0];
  const sourceHeight = metadata.autoOrient?.height ?? metadata.height ?? IMAGE_VARIANT_WIDTHS[0];
  const baseName = sanitizeFileName(input.fileName).replace(/\.[a-z0-9]+$/, "");
  const stamp = input.timestamp ?? Date.now();

  const widths = [...new Set(IMAGE_VARIANT_WIDTHS.map((width) => Math.min(width, sourceWidth)))];
  const variants: ListingImage["variants"] = [];
  for (const width of widths) {
    const body = await sharp(input.body).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    const key = `${input.prefix}/${stamp}-${baseName}-${width}w.webp`;
    const { url } = await storage.put(input.bucket, key, body, "image/webp");
    variants.push({ url, width, format: "webp" });
  }
  const largest = variants[variants.length - 1]!;
  return {
    url: largest.url,
    width: largest.width,
    height: Math.round((sourceHeight * largest.width) / sourceWidth),
    variants,
  };
}
