import type { ListingImage, MediaJump } from "~/domain/listing";
import type { MediaLink } from "~/domain/media-links";

/** One item of the gallery: a photo, or a video/3D tour from the listing's `videos`. */
export type GalleryItem = { kind: "image"; image: ListingImage } | MediaLink;

/** Photos first, then the videos and tours (parsed on the server: `ListingDetailPayload.media`). */
export function galleryItems(images: readonly ListingImage[], media: readonly MediaLink[]): GalleryItem[] {
  return [...images.map((image): GalleryItem => ({ kind: "image", image })), ...media];
}

/** The index of the gallery's first video (uploaded or YouTube) or first 3D tour; -1 when it has none. */
export function firstOfKind(items: readonly GalleryItem[], kind: MediaJump): number {
  return items.findIndex((item) => (kind === "tour" ? item.kind === "matterport" : item.kind === "video" || item.kind === "youtube"));
}

/** The smallest WebP variant at least `minWidth` wide (or the largest), for thumbnails. */
export function variantAtLeast(image: ListingImage, minWidth: number): string {
  const sorted = image.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= minWidth) ?? sorted[sorted.length - 1])?.url ?? image.url;
}
