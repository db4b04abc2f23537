import { z } from "zod";
import { firstErrorPerField } from "./field-errors";
import type { ApiErrorBody, ApiErrorCode } from "./error-codes";
import { ACCOUNT_TYPES, type AccountType, type ListingStatus, type ListingSummary } from "./listing";
import type { Language } from "./languages";
import {
  BIO_TEXT_LIMIT,
  type BioTranslations,
  type PickedText,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  pickText,
  storedBioTranslations,
} from "./listing-texts";

/**
 * Seller profiles (docs/product.md §2 "Profile", §3 "Profile", §5, §6): the edit form's schema shared by the
 * browser and the route action, the avatar rules, and what the profile page shows. Validation
 * messages are i18n keys (`profile.validation.*`).
 */

export const PROFILE_LIMITS = {
  displayName: 80,
  companyName: 120,
  phone: 24,
  website: 300,
  bio: BIO_TEXT_LIMIT,
  location: 120,
  contactEmail: 254,
} as const;

/** Avatars: images only, at most 5 MB; stored re-encoded as a square WebP of this many pixels. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 512;
/** What the avatar file input offers; the server decides by decoding the file, not by its type. */
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** How many of a seller's active listings the profile page lists (newest first). */
export const PROFILE_LISTINGS_LIMIT = 60;

export const PROFILE_VALIDATION = {
  tooLong: "profile.validation.tooLong",
  phoneInvalid: "profile.validation.phoneInvalid",
  phoneNeedsFix: "profile.validation.phoneNeedsFix",
  websiteInvalid: "profile.validation.websiteInvalid",
  emailInvalid: "profile.validation.emailInvalid",
  accountTypeInvalid: "profile.validation.accountTypeInvalid",
} as const;

/**
 * A website as typed: https:// is added when no http(s) prefix is there (docs/product.md §5). Returns null for
 * an empty value and undefined for something that is not a web address (so the form can say so).
 */
export function normalizeWebsite(value: string): string | null | undefined {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (!url.hostname.includes(".") || url.username || url.password) return undefined;
    return withScheme;
  } catch {
    return undefined;
  }
}

/**
 * A first check of a number as typed (digits, spaces, +, -, parentheses; 7–15 digits), cheap enough
 * for the public profile page's JavaScript. The server reads the number with libphonenumber-js
 * (`domain/phone.ts`), stores it in E.164 and refuses what cannot be a number.
 */
export function isValidPhone(value: string): boolean {
  if (!/^[+\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

const V = PROFILE_VALIDATION;
/** Optional free text: trimmed, empty means "not set" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: V.tooLong })
    .transform((value) => value || null);

const optionalPhone = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.phone, { message: V.tooLong })
  .refine((value) => value === "" || isValidPhone(value), { message: V.phoneInvalid })
  .transform((value) => value || null);

export const profileUpdateSchema = z.object({
  displayName: optionalText(PROFILE_LIMITS.displayName),
  companyName: optionalText(PROFILE_LIMITS.companyName),
  accountType: z.enum(ACCOUNT_TYPES, { message: V.accountTypeInvalid }),
  phone: optionalPhone,
  whatsapp: optionalPhone,
  website: z
    .string()
    .max(PROFILE_LIMITS.website, { message: V.tooLong })
    .transform((value, ctx) => {
      const website = normalizeWebsite(value);
      if (website === undefined) {
        ctx.addIssue({ code: "custom", message: V.websiteInvalid });
        return z.NEVER;
      }
      return website;
    }),
  bio: optionalText(PROFILE_LIMITS.bio),
  /** The bio in English (optional): English pages show it, or the bio above when it is empty. */
  bioEn: optionalText(PROFILE_LIMITS.bio),
  /** The bio in Russian, German, Persian and Arabic (optional; decision 041), stored as `bio_translations`. */
  bioRu: optionalText(PROFILE_LIMITS.bio).optional(),
  bioDe: optionalText(PROFILE_LIMITS.bio).optional(),
  bioFa: optionalText(PROFILE_LIMITS.bio).optional(),
  bioAr: optionalText(PROFILE_LIMITS.bio).optional(),
  location: optionalText(PROFILE_LIMITS.location),
  /**
   * An e-mail address the member chooses to show on their public profile (a company's office, say);
   * empty: none is shown. The sign-in address is never public.
   */
  contactEmail: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.contactEmail, { message: V.tooLong })
    .refine((value) => value === "" || z.email().safeParse(value).success, { message: V.emailInvalid })
    .transform((value) => value.toLowerCase() || null),
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileField = keyof ProfileUpdate;
export const PROFILE_FIELDS = Object.keys(profileUpdateSchema.shape) as ProfileField[];

/** The first problem of each field (an i18n key). */
export const profileFieldErrors = (error: z.ZodError): Partial<Record<ProfileField, string>> => firstErrorPerField(error);

/** A profile as its page shows it; dates are ISO strings so loader data stays serialisable. */
export interface PublicProfile {
  id: string;
  /** Company name for companies (when set), else the display name; null when neither is known. */
  name: string | null;
  displayName: string | null;
  companyName: string | null;
  accountType: AccountType;
  /** The address the member chose to show (none: null); the sign-in address is never public. */
  contactEmail: string | null;
  /** Valid numbers only, formatted by the server (`+90 533 123 45 67`); links use their digits. */
  phone: string | null;
  whatsapp: string | null;
  website: string | null;
  bio: string | null;
  bioEn: string | null;
  /** The bio in Russian, German, Persian and Arabic, where written (decision 041). */
  bioTranslations: BioTranslations;
  location: string | null;
  avatarUrl: string | null;
  memberSince: string;
  /** Number of active (public) listings. */
  listingCount: number;
}

/** One of the owner's own listings on their profile: any status but deleted, with the moderation note. */
export interface OwnListing extends ListingSummary {
  status: Exclude<ListingStatus, "deleted">;
  moderationNote: string | null;
  /** The owner's changes to the live listing, waiting or rejected with a note (decision 017). */
  revision: { status: "pending" | "rejected"; note: string | null } | null;
  /** When a live listing's lifetime ends (ISO; null: it does not expire), or when an expired one did. */
  expiresAt: string | null;
  /** When it was marked rented (ISO), for a rented listing; else null. */
  rentedAt: string | null;
}

export interface ProfilePageData {
  profile: PublicProfile;
  /** Active listings, newest first (what visitors see). */
  listings: ListingSummary[];
  /** Only for the owner: every non-deleted listing with its status. */
  ownListings: OwnListing[] | null;
  /** Only for the owner: their numbers as the edit form shows them, and those that cannot be read (to fix). */
  ownContact: OwnContact | null;
}

export type ContactField = "phone" | "whatsapp";

export interface OwnContact {
  /** The address the member signs in with (shown to them alone, read-only). */
  loginEmail: string;
  /** Formatted when valid, else as stored. */
  phone: string | null;
  whatsapp: string | null;
  /** Stored numbers that cannot be read as a phone number: hidden from visitors until fixed. */
  needsFix: ContactField[];
}

/** `?duzenle` opens the owner's edit form (a link, so it works before JavaScript runs too). */
export const PROFILE_EDIT_PARAM = "duzenle";

/** Intents of the profile page's form posts. */
export const PROFILE_INTENTS = [
  "update-profile",
  "upload-avatar",
  "remove-avatar",
  "delete-listing",
  "delete-account",
  "mail-settings",
  // A listing's lifetime: renew a live or expired one, mark a live one rented, a rented one available again.
  "renew-listing",
  "listing-rented",
  "listing-available",
] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** The catalogue codes (decision 028) the profile page's action refuses a change with. */
export type ProfileErrorCode = Extract<
  ApiErrorCode,
  | "cross_site"
  | "unauthorized"
  | "bad_request"
  | "invalid"
  | "forbidden"
  | "not_found"
  | "wrong_status"
  | "missing_file"
  | "too_large"
  | "not_an_image"
  | "failed"
  | "password_missing"
  | "wrong_password"
  | "rate_limited"
  | "unavailable"
>;

/**
 * What the profile page's action answers: success, or the refusal's catalogue code and translated
 * `message` (decision 028); field errors are i18n keys.
 */
export type ProfileActionResult =
  | { ok: true; intent: ProfileIntent }
  | ({ ok: false; intent: ProfileIntent | null; fieldErrors?: Partial<Record<ProfileField, string>> } & ApiErrorBody<ProfileErrorCode>);

/** Refusals whose message is only the form's 'could not save' (the toast's title says it already). */
export const PROFILE_SAVE_FAILED: readonly ProfileErrorCode[] = ["invalid", "failed"];

/** The edit form's field of each language's bio (flat, as the form posts them). */
export const BIO_TRANSLATION_FIELDS = { ru: "bioRu", de: "bioDe", fa: "bioFa", ar: "bioAr" } as const satisfies Record<
  TranslationLanguage,
  ProfileField
>;

/** The bio translations to store from a checked update (empty ones left out). */
export function bioTranslationsOf(update: Pick<ProfileUpdate, (typeof BIO_TRANSLATION_FIELDS)[TranslationLanguage]>): BioTranslations {
  return storedBioTranslations(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, update[BIO_TRANSLATION_FIELDS[language]]])),
  );
}

/**
 * The bio a page in `locale` shows (decision 041): the page language's when the member wrote it,
 * else the original — the Turkish one, or the English one when there is no Turkish bio — marked
 * `original` (the page says "Original language: …"), with `lang` naming its language for screen
 * readers and translation tools.
 */
export function bioFor(
  profile: Pick<PublicProfile, "bio" | "bioEn"> & { bioTranslations?: BioTranslations },
  locale: Language,
): PickedText | null {
  return pickText(locale, { tr: profile.bio, en: profile.bioEn, ...profile.bioTranslations });
}
