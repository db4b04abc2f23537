import type { ListingImage } from "~/domain/listing";
import { type MediaLink, classifyMediaLink } from "~/domain/media-links";

/** One item of the gallery: a photo, or a video/3D tour from the listing's `videos`. */
export type GalleryItem = { kind: "image"; image: ListingImage } | MediaLink;

/** Photos first, then the videos and tours that parse; anything unrecognised is left out. */
export function galleryItems(images: readonly ListingImage[], videos: readonly string[]): GalleryItem[] {
  const items: GalleryItem[] = images.map((image) => ({ kind: "image", image }));
  for (const video of videos) {
    const link = classifyMediaLink(video);
    if (link) items.push(link);
  }
  return items;
}

/** The smallest WebP variant at least `minWidth` wide (or the largest), for thumbnails. */
export function variantAtLeast(image: ListingImage, minWidth: number): string {
  const sorted = image.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= minWidth) ?? sorted[sorted.length - 1])?.url ?? image.url;
}
