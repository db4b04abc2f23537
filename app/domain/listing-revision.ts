import type { Category } from "./categories";
import type { Currency, ListingImage, ListingStatus, Specifications } from "./listing";
import type { FieldLabels } from "./listing-detail";
import { type ListingTranslations, TRANSLATION_LANGUAGES, type TranslationLanguage } from "./listing-texts";

/**
 * Edits of live listings wait as revisions (decision 017): the shapes shared by the
 * server, the admin panel and the owner's pages, and the pure comparison of two versions of a
 * listing's content (what the admin is shown, and whether a change may skip moderation).
 */

type RevisionStatus = "pending" | "rejected";

/** Everything of a listing its owner edits through the form (and a revision holds). */
export interface ListingContent {
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  /** The title and description in Russian, German, Persian and Arabic, as written (decision 041). */
  translations: ListingTranslations;
  price: number;
  currency: Currency;
  city: string;
  region: string | null;
  category: Category;
  images: ListingImage[];
  videos: string[];
  specifications: Specifications;
}

/** A listing's moderation as its owner and admins are told (the status banner, the edit form). */
export interface ListingModeration {
  status: ListingStatus;
  /** The note of a rejected listing. */
  note: string | null;
  /** The owner's edit of a live listing, waiting or rejected (with its note); null when none. */
  revision: { status: RevisionStatus; note: string | null; submittedAt: string } | null;
}

/** Plain text fields compared as they are. */
const TEXT_FIELDS = ["title", "titleEn", "description", "descriptionEn"] as const;

type SpecValue = Specifications[string] | undefined;

/** One changed field, old → new (the UI formats the values in its language). */
export type ContentChange =
  | { field: (typeof TEXT_FIELDS)[number] | "mapUrl" | "rentalTerm"; before: string | null; after: string | null }
  | { field: "translation"; language: TranslationLanguage; part: "title" | "description"; before: string | null; after: string | null }
  | { field: "price"; before: { price: number; currency: Currency }; after: { price: number; currency: Currency } }
  | { field: "category"; before: Category; after: Category }
  | { field: "location"; before: { city: string; region: string | null }; after: { city: string; region: string | null } }
  | { field: "spec"; key: string; before: SpecValue | null; after: SpecValue | null };

export interface ContentDiff {
  changes: ContentChange[];
  addedImages: ListingImage[];
  removedImages: ListingImage[];
  /** The same photos in another order (the first is the cover). */
  imagesReordered: boolean;
  addedVideos: string[];
  removedVideos: string[];
}

/** A pending revision as the admin panel lists it: the live listing, who changed it, and what. */
export interface PendingRevision extends ContentDiff {
  listingId: string;
  number: number;
  category: Category;
  /** The live (public) titles. */
  title: string;
  titleEn: string | null;
  image: ListingImage | null;
  isFeatured: boolean;
  ownerId: string;
  ownerName: string | null;
  submittedAt: string;
  /** Labels of the category fields named in the changes. */
  fieldLabels: FieldLabels;
}

/** The specification keys the form shows as fields of their own. */
const GENERAL_KEYS = new Set(["rental_term", "map_url"]);

/** JSON with object keys in one order (jsonb reorders them), to compare stored values. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** What changed from `live` to `next`: fields old → new, photos and videos added or removed. */
export function diffListingContent(live: ListingContent, next: ListingContent): ContentDiff {
  const changes: ContentChange[] = [];
  for (const field of TEXT_FIELDS) {
    if ((live[field] || null) !== (next[field] || null)) changes.push({ field, before: live[field] || null, after: next[field] || null });
  }
  for (const language of TRANSLATION_LANGUAGES) {
    for (const part of ["title", "description"] as const) {
      const before = live.translations?.[language]?.[part] || null;
      const after = next.translations?.[language]?.[part] || null;
      if (before !== after) changes.push({ field: "translation", language, part, before, after });
    }
  }
  if (live.price !== next.price || live.currency !== next.currency) {
    changes.push({
      field: "price",
      before: { price: live.price, currency: live.currency },
      after: { price: next.price, currency: next.currency },
    });
  }
  if (live.category !== next.category) changes.push({ field: "category", before: live.category, after: next.category });
  if (live.city !== next.city || (live.region || null) !== (next.region || null)) {
    changes.push({
      field: "location",
      before: { city: live.city, region: live.region || null },
      after: { city: next.city, region: next.region || null },
    });
  }
  const term = (content: ListingContent) => textOf(content.specifications.rental_term);
  if (term(live) !== term(next)) changes.push({ field: "rentalTerm", before: term(live), after: term(next) });
  const map = (content: ListingContent) => textOf(content.specifications.map_url);
  if (map(live) !== map(next)) changes.push({ field: "mapUrl", before: map(live), after: map(next) });
  const keys = [...new Set([...Object.keys(live.specifications), ...Object.keys(next.specifications)])].filter(
    (key) => !GENERAL_KEYS.has(key),
  );
  for (const key of keys) {
    const before = live.specifications[key] ?? null;
    const after = next.specifications[key] ?? null;
    if (!same(before, after)) changes.push({ field: "spec", key, before, after });
  }

  const liveUrls = live.images.map((image) => image.url);
  const nextUrls = next.images.map((image) => image.url);
  const addedImages = next.images.filter((image) => !liveUrls.includes(image.url));
  const removedImages = live.images.filter((image) => !nextUrls.includes(image.url));
  const kept = (urls: string[], other: string[]) => urls.filter((url) => other.includes(url));
  const imagesReordered = !same(kept(liveUrls, nextUrls), kept(nextUrls, liveUrls));
  return {
    changes,
    addedImages,
    removedImages,
    imagesReordered,
    addedVideos: next.videos.filter((url) => !live.videos.includes(url)),
    removedVideos: live.videos.filter((url) => !next.videos.includes(url)),
  };
}

/** Whether nothing differs at all (the owner saved the live version again). */
export function isUnchanged(diff: ContentDiff): boolean {
  return (
    !diff.changes.length &&
    !diff.addedImages.length &&
    !diff.removedImages.length &&
    !diff.imagesReordered &&
    !diff.addedVideos.length &&
    !diff.removedVideos.length
  );
}

/**
 * Whether only the price (amount or currency) differs: such an edit of a live listing applies at
 * once, without moderation (decision 017) — a number has nothing to moderate.
 */
export function isPriceOnlyChange(diff: ContentDiff): boolean {
  return (
    diff.changes.length === 1 &&
    diff.changes[0]!.field === "price" &&
    !diff.addedImages.length &&
    !diff.removedImages.length &&
    !diff.imagesReordered &&
    !diff.addedVideos.length &&
    !diff.removedVideos.length
  );
}
