import type { Language } from "./languages";

/**
 * A listing's (and a seller's bio's) texts in every language (decision 041): Turkish is the original
 * and required (`title`, `description`, `bio`), English has its own columns (`title_en`, …), and the
 * other languages are one jsonb object each — `{ "ru": { "title": …, "description": … }, … }` on a
 * listing and its revision, `{ "ru": "…", … }` for a bio. Empty texts are not stored. A page shows
 * its language's text when there is one, else the original, saying so (`pickText`). No zod here:
 * cards on public pages use these helpers (the stored shape's schema: listing-texts-schema.ts).
 */

export const LISTING_TEXT_LIMITS = { title: 120, description: 5000 } as const;
/** A bio's length, the same in every language (PROFILE_LIMITS.bio). */
export const BIO_TEXT_LIMIT = 1000;

/** The languages stored in the `translations` objects: every language but Turkish and English. */
export const TRANSLATION_LANGUAGES = ["ru", "de", "fa", "ar"] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const isTranslationLanguage = (value: unknown): value is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly unknown[]).includes(value);

/** One language's title and description of a listing; either may be missing. */
export interface ListingTranslation {
  title?: string;
  description?: string;
}
/** A listing's texts in the other languages, as stored (`listings.translations`). */
export type ListingTranslations = Partial<Record<TranslationLanguage, ListingTranslation>>;
/** A bio in the other languages, as stored (`profiles.bio_translations`). */
export type BioTranslations = Partial<Record<TranslationLanguage, string>>;
/** Only the titles (what a card needs: descriptions stay in the database). */
export type ListingTitles = Partial<Record<TranslationLanguage, string>>;

/** What the forms send for one language: both fields, empty when not written. */
export interface TranslationFields {
  title: string;
  description: string;
}
export type TranslationsFields = Record<TranslationLanguage, TranslationFields>;

/** The form's blank "other languages" fields. */
export function blankTranslationFields(): TranslationsFields {
  return Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, { title: "", description: "" }])) as TranslationsFields;
}

/** The form's fields from stored translations (missing texts empty). */
export function translationFields(stored: ListingTranslations | null | undefined): TranslationsFields {
  const fields = blankTranslationFields();
  for (const language of TRANSLATION_LANGUAGES) {
    fields[language] = { title: stored?.[language]?.title ?? "", description: stored?.[language]?.description ?? "" };
  }
  return fields;
}

/** What is stored from the form's fields: trimmed, empty texts and languages left out. */
export function storedTranslations(
  fields: Partial<Record<TranslationLanguage, Partial<TranslationFields>>> | undefined,
): ListingTranslations {
  const stored: ListingTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
    const title = text(fields?.[language]?.title);
    const description = text(fields?.[language]?.description);
    if (title || description) stored[language] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  return stored;
}

/** Stored bio translations from the form's fields (empty ones left out). */
export function storedBioTranslations(fields: Partial<Record<TranslationLanguage, string>> | undefined): BioTranslations {
  const stored: BioTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const text = fields?.[language]?.trim();
    if (text) stored[language] = text;
  }
  return stored;
}

/** The titles alone of stored translations. */
export function titlesOf(translations: ListingTranslations | null | undefined): ListingTitles {
  const titles: ListingTitles = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const title = translations?.[language]?.title;
    if (title) titles[language] = title;
  }
  return titles;
}

/**
 * A text as a page shows it: `lang` is the language it is written in (for the element's `lang`
 * attribute), `original` says the page's own language was not written and the original is shown
 * instead (the page then says "Original language: …").
 */
export interface PickedText {
  text: string;
  lang: Language;
  original: boolean;
}

/**
 * The text a page in `locale` shows: that language's when written (English from its own column),
 * else the first of `fallbacks` that is written — the Turkish original, then English — marked
 * `original`. Null when nothing is written at all.
 */
export function pickText(locale: Language, written: Partial<Record<Language, string | null | undefined>>): PickedText | null {
  const own = written[locale]?.trim();
  if (own) return { text: own, lang: locale, original: false };
  for (const language of ["tr", "en"] as const) {
    const text = written[language]?.trim();
    if (text) return { text, lang: language, original: true };
  }
  return null;
}

/** The texts of a listing in every language it is written in, for `pickText`. */
function writtenOf(listing: ListingTextSource, part: "title" | "description"): Partial<Record<Language, string | null>> {
  const written: Partial<Record<Language, string | null>> = {};
  if (part === "title") {
    written.tr = listing.title;
    written.en = listing.titleEn;
    for (const language of TRANSLATION_LANGUAGES)
      written[language] = listing.titles?.[language] ?? listing.translations?.[language]?.title ?? null;
  } else {
    written.tr = listing.description ?? null;
    written.en = listing.descriptionEn ?? null;
    for (const language of TRANSLATION_LANGUAGES) written[language] = listing.translations?.[language]?.description ?? null;
  }
  return written;
}

/** What a listing's texts are read from: the detail's full translations, or a card's titles only. */
export interface ListingTextSource {
  title: string;
  titleEn: string | null;
  description?: string;
  descriptionEn?: string | null;
  translations?: ListingTranslations | null;
  titles?: ListingTitles | null;
}

/** A listing's title on a page in `locale` (never null: the Turkish title is required). */
export function listingTitleIn(listing: ListingTextSource, locale: Language): PickedText {
  return pickText(locale, writtenOf(listing, "title")) ?? { text: listing.title, lang: "tr", original: locale !== "tr" };
}

/**
 * A listing's description on a page in `locale`. English falls back to Turkish only (as the title);
 * the original is Turkish, and required.
 */
export function listingDescriptionIn(listing: ListingTextSource, locale: Language): PickedText {
  const written = writtenOf(listing, "description");
  const own = written[locale]?.trim();
  if (own) return { text: own, lang: locale, original: false };
  return { text: listing.description ?? "", lang: "tr", original: locale !== "tr" };
}
