import { z } from "zod";
import {
  BIO_TEXT_LIMIT,
  type BioTranslations,
  LISTING_TEXT_LIMITS,
  type ListingTranslations,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  storedBioTranslations,
  storedTranslations,
} from "./listing-texts";

/**
 * The stored shape of a listing's and a bio's texts in the other languages (decision 041), checked
 * with zod; apart from listing-texts.ts so public pages' helpers do not bring zod along.
 */

const storedText = (max: number) => z.string().trim().min(1).max(max);

/** The stored shape, checked on the way in (the services write only what this accepts). */
export const listingTranslationsSchema = z
  .object(
    Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => [
        language,
        z
          .object({
            title: storedText(LISTING_TEXT_LIMITS.title).optional(),
            description: storedText(LISTING_TEXT_LIMITS.description).optional(),
          })
          .strict()
          .optional(),
      ]),
    ) as Record<
      TranslationLanguage,
      z.ZodOptional<z.ZodObject<{ title: z.ZodOptional<z.ZodString>; description: z.ZodOptional<z.ZodString> }>>
    >,
  )
  .strict() satisfies z.ZodType<ListingTranslations>;

export const bioTranslationsSchema = z
  .object(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, storedText(BIO_TEXT_LIMIT).optional()])) as Record<
      TranslationLanguage,
      z.ZodOptional<z.ZodString>
    >,
  )
  .strict() satisfies z.ZodType<BioTranslations>;

/** A stored value read back: whatever does not fit the shape is ignored (never trusted blindly). */
export function readTranslations(value: unknown): ListingTranslations {
  const parsed = listingTranslationsSchema.safeParse(value);
  return parsed.success ? parsed.data : storedTranslations(value && typeof value === "object" ? (value as never) : undefined);
}

/** A stored bio translation object read back (what does not fit is ignored). */
export function readBioTranslations(value: unknown): BioTranslations {
  const parsed = bioTranslationsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return storedBioTranslations(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, typeof fields[language] === "string" ? fields[language] : ""])),
  );
}
