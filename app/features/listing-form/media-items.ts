import type { ListingImage } from "~/domain/listing";
import type { UploadKind } from "~/domain/uploads";

/**
 * The photos and videos of the listing form as one ordered list: stored ones and
 * files picked here, each uploading in the background from the moment it is picked. The order of
 * the photos is the saved order: the first is the cover (the card's and the detail page's first
 * picture). Pure helpers, so the order rules are unit-tested.
 */

type MediaStatus = "preparing" | "queued" | "uploading" | "done" | "failed";

export interface MediaItem {
  /** Stable key (React, drag and drop, the upload queue). */
  key: string;
  kind: UploadKind;
  /** The file's name, or "Fotoğraf 3" for a stored photo. */
  name: string;
  status: MediaStatus;
  /** Share of the file sent while uploading (0–1). */
  progress: number;
  /** Object URL of a picked photo (after HEIC conversion); null before that and for stored media. */
  preview: string | null;
  /** The file as picked (null for stored media). */
  file: File | null;
  /** The file as it is uploaded (HEIC converted, large photos compressed), kept for a retry. */
  prepared: File | null;
  /** Name, size, date and type of the picked file: the same file is not added twice. */
  identity: string | null;
  /** Once uploaded (or stored before): what the listing saves. */
  image: ListingImage | null;
  video: string | null;
  /** Why the upload failed (a translated message). */
  error: string | null;
  /** The upload took over 90 s. */
  timedOut: boolean;
}

/** The listing's stored media as items (edit form). */
export function storedMediaItems(
  images: readonly ListingImage[],
  videos: readonly string[],
  photoName: (index: number) => string,
): MediaItem[] {
  const base = {
    progress: 1,
    preview: null,
    file: null,
    prepared: null,
    identity: null,
    error: null,
    timedOut: false,
    status: "done" as const,
  };
  return [
    ...images.map((image, index): MediaItem => ({
      ...base,
      key: `stored:${image.url}`,
      kind: "image",
      name: photoName(index + 1),
      image,
      video: null,
    })),
    ...videos.map((video): MediaItem => ({
      ...base,
      key: `stored:${video}`,
      kind: "video",
      name: video.split("/").pop() ?? video,
      image: null,
      video,
    })),
  ];
}

export const itemsOfKind = (items: readonly MediaItem[], kind: UploadKind) => items.filter((item) => item.kind === kind);

/** What the listing saves: the uploaded photos and videos in their order. */
export function savedMedia(items: readonly MediaItem[]): { images: ListingImage[]; videos: string[] } {
  return {
    images: items.flatMap((item) => (item.kind === "image" && item.status === "done" && item.image ? [item.image] : [])),
    videos: items.flatMap((item) => (item.kind === "video" && item.status === "done" && item.video ? [item.video] : [])),
  };
}

/**
 * Moves the item `key` to position `to` among the items of its kind (clamped); the other kind keeps
 * its order. Returns the same array when nothing moves.
 */
export function moveMediaItem(items: readonly MediaItem[], key: string, to: number): readonly MediaItem[] {
  const moving = items.find((item) => item.key === key);
  if (!moving) return items;
  const sameKind = itemsOfKind(items, moving.kind);
  const from = sameKind.indexOf(moving);
  const target = Math.max(0, Math.min(sameKind.length - 1, to));
  if (from === target) return items;
  const reordered = sameKind.filter((item) => item !== moving);
  reordered.splice(target, 0, moving);
  let next = 0;
  return items.map((item) => (item.kind === moving.kind ? reordered[next++]! : item));
}

/** The 1-based position of an item among those of its kind. */
export function positionOf(items: readonly MediaItem[], key: string): number {
  const item = items.find((candidate) => candidate.key === key);
  return item ? itemsOfKind(items, item.kind).indexOf(item) + 1 : 0;
}

/** Items whose upload has not finished (preparing, queued or sending). */
export const isInFlight = (item: MediaItem) => item.status === "preparing" || item.status === "queued" || item.status === "uploading";
