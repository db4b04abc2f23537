import { z } from "zod";
import { firstErrorPerField } from "./field-errors";
import { CATEGORIES, type Category } from "./categories";
import type { ApiErrorBody, ApiErrorCode } from "./error-codes";
import { CURRENCIES, type FieldType, type ListingImage, RENTAL_TERMS, type RentalTerm, type Specifications } from "./listing";
import { CITY_NAMES, findCity, regionBelongsToCity } from "./locations";
import { MAX_IMAGES_PER_LISTING, MAX_VIDEOS_PER_LISTING } from "./uploads";
import { PHONE_INPUT_MAX_LENGTH, parsePhone } from "./phone";
import { isGoogleMapsUrl, matterportEmbedUrl, parseMatterportId, parseYouTubeId } from "./media-links";
import { LISTING_TEXT_LIMITS, TRANSLATION_LANGUAGES, type TranslationLanguage, type TranslationsFields } from "./listing-texts";

/**
 * The create/edit listing form (docs/product.md §2 "Create and edit form", §3, §4 "Listing status", §5): one
 * schema for the browser and the server, the per-category rules, and the dynamic category fields'
 * validation. Messages are i18n keys (`listingForm.validation.*`).
 */

export { LISTING_TEXT_LIMITS };
/** Prices are whole numbers (the price rule: digits only, minimum 0). */
const MAX_PRICE = 1_000_000_000;
export const MAX_YOUTUBE_LINKS = 3;

/** Categories whose form offers a Matterport 3D tour, and those with a map URL (docs/product.md §2). */
export const MATTERPORT_CATEGORIES: readonly Category[] = ["houses", "shops"];
export const MAP_CATEGORIES: readonly Category[] = ["houses", "shops", "hotels", "apartments"];

/** Rental terms offered per category: apartments are never rented yearly (docs/product.md §2). */
export function formRentalTerms(category: Category): readonly RentalTerm[] {
  return category === "apartments" ? RENTAL_TERMS.filter((term) => term !== "yearly") : RENTAL_TERMS;
}

/** The price rule: only digits (no minus, plus, e, dot or comma), so 0 or more. */
const isDigits = (value: string) => /^\d+$/.test(value);

export const LISTING_VALIDATION = {
  required: "listingForm.validation.required",
  tooLong: "listingForm.validation.tooLong",
  priceDigits: "listingForm.validation.priceDigits",
  priceTooHigh: "listingForm.validation.priceTooHigh",
  cityInvalid: "listingForm.validation.cityInvalid",
  regionInvalid: "listingForm.validation.regionInvalid",
  termInvalid: "listingForm.validation.termInvalid",
  mapInvalid: "listingForm.validation.mapInvalid",
  matterportInvalid: "listingForm.validation.matterportInvalid",
  youtubeInvalid: "listingForm.validation.youtubeInvalid",
  tooManyImages: "listingForm.validation.tooManyImages",
  tooManyVideos: "listingForm.validation.tooManyVideos",
  mediaInvalid: "listingForm.validation.mediaInvalid",
  mediaExpired: "listingForm.validation.mediaExpired",
  numberDigits: "listingForm.validation.numberDigits",
  optionInvalid: "listingForm.validation.optionInvalid",
  dateInvalid: "listingForm.validation.dateInvalid",
  notAllowedHere: "listingForm.validation.notAllowedHere",
  phoneInvalid: "listingForm.validation.phoneInvalid",
  contactRequired: "listingForm.validation.contactRequired",
} as const;
const V = LISTING_VALIDATION;

/** A dynamic field of a category as the form needs it (from `category_fields`). */
export interface FormField {
  key: string;
  label: string;
  labelEn: string | null;
  type: FieldType;
  required: boolean;
  options: string[];
}

/** The value of one dynamic field as the form holds it. */
export type FieldValue = string | boolean | string[];

const imageSchema = z.object({
  url: z.string().min(1).max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z
    .array(z.object({ url: z.string().min(1).max(500), width: z.number().int().positive(), format: z.enum(["webp", "avif"]) }))
    .max(12),
}) satisfies z.ZodType<ListingImage>;

const optionalText = (max: number) => z.string().trim().max(max, { message: V.tooLong });

/**
 * The title and description in the other languages (decision 041): one pair per language, each
 * optional, with the English fields' limits. Left out (an older client), none is written.
 */
const translationsInputSchema = z
  .object(
    Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => [
        language,
        z
          .object({
            title: optionalText(LISTING_TEXT_LIMITS.title).default(""),
            description: optionalText(LISTING_TEXT_LIMITS.description).default(""),
          })
          .default({ title: "", description: "" }),
      ]),
    ) as Record<
      TranslationLanguage,
      z.ZodDefault<z.ZodObject<{ title: z.ZodDefault<z.ZodString>; description: z.ZodDefault<z.ZodString> }>>
    >,
  )
  .strict();

const typedPhone = z
  .string()
  .trim()
  .max(PHONE_INPUT_MAX_LENGTH, { message: V.phoneInvalid })
  .refine((value) => value === "" || parsePhone(value) !== null, { message: V.phoneInvalid });

/**
 * The contact section (docs/product.md §5 "Contact phone number"): the seller's WhatsApp and
 * phone numbers, prefilled from their profile, where they live (the listing pages show the owner's
 * numbers); `saveToProfile` keeps what was typed on the profile. Empty means none.
 */
const listingContactSchema = z.object({
  whatsapp: typedPhone,
  phone: typedPhone,
  saveToProfile: z.boolean(),
});
export type ListingContactInput = z.output<typeof listingContactSchema>;

/**
 * A listing needs one way to reach its seller: with "save to my profile" a valid typed number,
 * otherwise a valid number already on the profile. The error is the WhatsApp field's (the first of
 * the section); `contact` itself when the section was not sent at all.
 */
export function listingContactErrors(contact: ListingContactInput | undefined, profileHasNumber: boolean): Record<string, string> {
  const typed = contact?.saveToProfile && [contact.whatsapp, contact.phone].some((value) => parsePhone(value) !== null);
  if (typed || (!contact?.saveToProfile && profileHasNumber)) return {};
  return { [contact ? "contact.whatsapp" : "contact"]: V.contactRequired };
}

/**
 * What the form sends. Specifications are checked separately against the category's fields
 * (validateSpecifications), because those come from the database.
 */
export const listingInputSchema = z
  .object({
    /** Chosen by the browser before the first upload, so uploads can be filed under it. */
    id: z.uuid({ message: V.mediaInvalid }),
    category: z.enum(CATEGORIES, { message: V.required }),
    title: z.string().trim().min(1, { message: V.required }).max(LISTING_TEXT_LIMITS.title, { message: V.tooLong }),
    titleEn: optionalText(LISTING_TEXT_LIMITS.title),
    description: z.string().trim().min(1, { message: V.required }).max(LISTING_TEXT_LIMITS.description, { message: V.tooLong }),
    descriptionEn: optionalText(LISTING_TEXT_LIMITS.description),
    translations: translationsInputSchema.optional(),
    price: z
      .string()
      .trim()
      .min(1, { message: V.required })
      .refine(isDigits, { message: V.priceDigits })
      .refine((value) => Number(value) <= MAX_PRICE, { message: V.priceTooHigh }),
    currency: z.enum(CURRENCIES, { message: V.required }),
    city: z.string().refine((value) => CITY_NAMES.includes(value), { message: V.cityInvalid }),
    region: z.string(),
    rentalTerm: z.enum(RENTAL_TERMS, { message: V.termInvalid }),
    mapUrl: z.string().trim().max(2000, { message: V.tooLong }),
    matterport: z.string().trim().max(2000, { message: V.tooLong }),
    youtube: z.array(z.string().trim().max(500)).max(MAX_YOUTUBE_LINKS, { message: V.tooManyVideos }),
    images: z.array(imageSchema, { message: V.mediaInvalid }).max(MAX_IMAGES_PER_LISTING, { message: V.tooManyImages }),
    /** Uploaded video files' URLs. */
    videos: z.array(z.string().min(1).max(500)).max(MAX_VIDEOS_PER_LISTING, { message: V.tooManyVideos }),
    specifications: z.record(z.string().max(64), z.union([z.string().max(500), z.boolean(), z.array(z.string().max(200)).max(50)])),
    /** Sent by the form; without it the profile's numbers must do (checked by the server). */
    contact: listingContactSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const city = findCity(value.city);
    if (value.region && city && !regionBelongsToCity(value.city, value.region)) {
      ctx.addIssue({ code: "custom", path: ["region"], message: V.regionInvalid });
    }
    if (!formRentalTerms(value.category).includes(value.rentalTerm)) {
      ctx.addIssue({ code: "custom", path: ["rentalTerm"], message: V.termInvalid });
    }
    if (value.mapUrl) {
      if (!MAP_CATEGORIES.includes(value.category)) ctx.addIssue({ code: "custom", path: ["mapUrl"], message: V.notAllowedHere });
      else if (!isGoogleMapsUrl(value.mapUrl)) ctx.addIssue({ code: "custom", path: ["mapUrl"], message: V.mapInvalid });
    }
    if (value.matterport) {
      if (!MATTERPORT_CATEGORIES.includes(value.category))
        ctx.addIssue({ code: "custom", path: ["matterport"], message: V.notAllowedHere });
      else if (!parseMatterportId(value.matterport, { allowBareId: true }))
        ctx.addIssue({ code: "custom", path: ["matterport"], message: V.matterportInvalid });
    }
    value.youtube.forEach((link, index) => {
      if (link && !parseYouTubeId(link, { allowBareId: true }))
        ctx.addIssue({ code: "custom", path: ["youtube", index], message: V.youtubeInvalid });
    });
  });

export type ListingInput = z.output<typeof listingInputSchema>;

/** The first problem of each top-level field (an i18n key), e.g. `{ price: "listingForm.validation.priceDigits" }`. */
export function listingFieldErrors(error: z.ZodError): Record<string, string> {
  return firstErrorPerField(error, ([first, second, ...rest]) => {
    const nested = (first === "specifications" || first === "contact") && typeof second === "string";
    if (first === "translations" && typeof second === "string") return ["translations", second, ...rest.map(String).slice(0, 1)].join(".");
    return nested ? `${first}.${second}` : String(first ?? "form");
  });
}

/**
 * Checks the dynamic fields against the category's definitions: required ones present, numbers
 * digits only (the price rule), select/multiselect values among the options, dates as YYYY-MM-DD.
 * Unknown keys are dropped. Returns the stored values (numbers as numbers) or the errors keyed
 * `specifications.{key}`.
 */
export function validateSpecifications(
  fields: readonly FormField[],
  values: Record<string, FieldValue>,
): { specifications: Specifications; errors: Record<string, string> } {
  const specifications: Specifications = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.key];
    const errorKey = `specifications.${field.key}`;
    const empty =
      raw === undefined || raw === "" || (Array.isArray(raw) && raw.length === 0) || (field.type !== "boolean" && raw === false);
    if (empty) {
      if (field.required && field.type !== "boolean") errors[errorKey] = V.required;
      continue;
    }
    switch (field.type) {
      case "number":
        if (typeof raw !== "string" || !isDigits(raw.trim()) || Number(raw) > MAX_PRICE) errors[errorKey] = V.numberDigits;
        else specifications[field.key] = Number(raw.trim());
        break;
      case "boolean":
        specifications[field.key] = raw === true || raw === "true";
        break;
      case "select":
        if (typeof raw !== "string" || !field.options.includes(raw)) errors[errorKey] = V.optionInvalid;
        else specifications[field.key] = raw;
        break;
      case "multiselect":
        if (!Array.isArray(raw) || raw.some((item) => !field.options.includes(item))) errors[errorKey] = V.optionInvalid;
        else specifications[field.key] = [...new Set(raw)];
        break;
      case "date":
        if (typeof raw !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) errors[errorKey] = V.dateInvalid;
        else specifications[field.key] = raw;
        break;
      case "text":
        if (typeof raw !== "string") errors[errorKey] = V.required;
        else if (raw.trim().length > 200) errors[errorKey] = V.tooLong;
        else if (raw.trim()) specifications[field.key] = raw.trim();
        else if (field.required) errors[errorKey] = V.required;
        break;
    }
  }
  return { specifications, errors };
}

/**
 * The listing's `videos` as stored: uploaded files, then YouTube links (as watch URLs), then the
 * Matterport tour (as a show URL) — always rebuilt from parsed ids, never from what was pasted.
 */
export function composeVideos(input: Pick<ListingInput, "videos" | "youtube" | "matterport">): string[] {
  const youtube = input.youtube
    .map((link) => parseYouTubeId(link, { allowBareId: true }))
    .filter((id): id is string => Boolean(id))
    .map((id) => `https://www.youtube.com/watch?v=${id}`);
  const matterportId = input.matterport ? parseMatterportId(input.matterport, { allowBareId: true }) : null;
  const matterport = matterportId ? [matterportEmbedUrl(matterportId)] : [];
  return [...input.videos, ...new Set(youtube), ...matterport];
}

/** What the edit form starts from: a stored listing split back into the form's fields. */
export interface ListingFormValues {
  id: string;
  category: Category;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  /** The title and description in Russian, German, Persian and Arabic (empty when not written). */
  translations: TranslationsFields;
  price: string;
  currency: (typeof CURRENCIES)[number];
  city: string;
  region: string;
  rentalTerm: RentalTerm;
  mapUrl: string;
  matterport: string;
  youtube: string[];
  images: ListingImage[];
  videos: string[];
  specifications: Record<string, FieldValue>;
}

/**
 * The catalogue codes (decision 028) the create/edit action refuses a save with; each answers its
 * catalogue status and the `listingForm` wording of its text as `message`.
 */
export type ListingSaveError = Extract<
  ApiErrorCode,
  "invalid" | "forbidden" | "not_found" | "too_many_pending" | "conflict" | "signed_out" | "cross_site" | "bad_request"
>;

/** What the create/edit action answers (JSON). Field errors are i18n keys keyed like listingFieldErrors. */
export type ListingSaveResult =
  | { ok: true; id: string; status: "pending" | "active" | "rejected" }
  | ({ ok: false; fieldErrors?: Record<string, string> } & ApiErrorBody<ListingSaveError>);

/**
 * The title of the toast of each refused save; the answer's `message` is its description, except
 * where the title says it all (`null`).
 */
export const LISTING_SAVE_ERROR_TITLES = {
  invalid: "listingForm.toasts.saveFailed",
  signed_out: "listingForm.toasts.noSession",
  forbidden: "listingForm.toasts.saveFailed",
  not_found: null,
  too_many_pending: "listingForm.toasts.saveFailed",
  conflict: "listingForm.toasts.saveFailed",
  cross_site: "listingForm.toasts.saveFailed",
  bad_request: "listingForm.toasts.saveFailed",
} as const satisfies Record<ListingSaveError, string | null>;
