import type { ApiErrorBody, ApiErrorCode } from "./error-codes";
import { z } from "zod";
import { firstErrorPerField } from "./field-errors";
import type { HomeSponsoredItem } from "./home";
import { PARTNER_TYPES, type PartnerType } from "./listing";

/**
 * Admin pages for sponsored content and partner company logos (docs/product.md §2 "Admin panel", §3
 * "Sponsored content and partner companies", §5 "Sponsor and logo forms"): the forms' schemas shared
 * by the browser and the route actions, the image rules, and what the pages show. Validation messages are i18n keys
 * (`adminContent.validation.*`).
 */

export const SPONSOR_LIMITS = { title: 160, description: 600, company: 120, linkUrl: 500 } as const;
export const PARTNER_LIMITS = { name: 120, linkUrl: 500 } as const;
/** Order indexes are whole numbers kept within this range (anything else falls back to 0). */
const ORDER_INDEX_MAX = 1_000_000;
/** docs/product.md §5 "Sponsor and logo forms": a logo's type defaults to real estate. */
export const DEFAULT_PARTNER_TYPE: PartnerType = "real_estate";

/** The form field of the image file (a sponsor's picture, a partner's logo). */
export const CONTENT_IMAGE_FIELD = "image";
/** Largest image file the admin forms accept (the server re-encodes it). */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** What the image inputs offer; the server decides by the file's bytes, not by its type. */
export const CONTENT_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export const ADMIN_CONTENT_VALIDATION = {
  titleRequired: "adminContent.validation.titleRequired",
  nameRequired: "adminContent.validation.nameRequired",
  linkInvalid: "adminContent.validation.linkInvalid",
  tooLong: "adminContent.validation.tooLong",
  typeInvalid: "adminContent.validation.typeInvalid",
} as const;
const V = ADMIN_CONTENT_VALIDATION;

/** The order field (docs/product.md §5 "Sponsor and logo forms"): anything that is not a number (or empty) is 0. */
export function parseOrderIndex(value: unknown): number {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return 0;
  return Math.max(-ORDER_INDEX_MAX, Math.min(ORDER_INDEX_MAX, Math.trunc(number)));
}

/** An absolute http(s) address (docs/product.md §5 "Sponsor and logo forms"). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Optional free text: trimmed, empty means "not set" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: V.tooLong })
    .optional()
    .transform((value) => value || null);

const requiredText = (max: number, requiredKey: string) =>
  z.string({ message: requiredKey }).trim().min(1, { message: requiredKey }).max(max, { message: V.tooLong });

const optionalLink = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: V.tooLong })
    .optional()
    .refine((value) => !value || isWebUrl(value), { message: V.linkInvalid })
    .transform((value) => value || null);

const orderIndex = z.unknown().optional().transform(parseOrderIndex);

/**
 * The active flag: the forms send a hidden "false" followed by the checkbox's "true" (the last one
 * wins), so an unchecked box is "false"; a post without the field keeps the default, active.
 */
const activeFlag = z
  .string()
  .optional()
  .transform((value) => value === undefined || value === "true" || value === "on");

export const sponsorFormSchema = z.object({
  title: requiredText(SPONSOR_LIMITS.title, V.titleRequired),
  titleEn: optionalText(SPONSOR_LIMITS.title),
  description: optionalText(SPONSOR_LIMITS.description),
  descriptionEn: optionalText(SPONSOR_LIMITS.description),
  company: optionalText(SPONSOR_LIMITS.company),
  linkUrl: optionalLink(SPONSOR_LIMITS.linkUrl),
  orderIndex,
  isActive: activeFlag,
});

export const partnerFormSchema = z.object({
  name: requiredText(PARTNER_LIMITS.name, V.nameRequired),
  linkUrl: optionalLink(PARTNER_LIMITS.linkUrl),
  type: z
    .string()
    .optional()
    .transform((value) => value || DEFAULT_PARTNER_TYPE)
    .pipe(z.enum(PARTNER_TYPES, { message: V.typeInvalid })),
  orderIndex,
  isActive: activeFlag,
});

export type SponsorInput = z.output<typeof sponsorFormSchema>;
export type PartnerInput = z.output<typeof partnerFormSchema>;

/** The first problem of each field (an i18n key). */
export const contentFieldErrors = (error: z.ZodError): Record<string, string> => firstErrorPerField(error);

/** Sponsored content as the admin page lists it: what the home page shows and its management; dates are ISO strings so loader data stays serialisable. */
export interface AdminSponsor extends HomeSponsoredItem {
  isActive: boolean;
  orderIndex: number;
  createdAt: string;
  updatedAt: string;
}

/** A partner company (logo) as the admin page lists it. */
export interface AdminPartner {
  id: string;
  name: string;
  logoUrl: string | null;
  linkUrl: string | null;
  type: PartnerType;
  isActive: boolean;
  orderIndex: number;
  createdAt: string;
  updatedAt: string;
}

/** `?yeni` opens the create form, `?duzenle={id}` the edit form (links, so they work before JavaScript runs too). */
export const CONTENT_NEW_PARAM = "yeni";
export const CONTENT_EDIT_PARAM = "duzenle";

/** Intents of the admin content pages' posts; `toggle` is for logos (docs/product.md §2: toggled from the list). */
export const ADMIN_CONTENT_INTENTS = ["create", "update", "delete", "toggle"] as const;
export type AdminContentIntent = (typeof ADMIN_CONTENT_INTENTS)[number];

/** What the pages' actions answer; field errors are i18n keys. */
export type AdminContentActionResult = AdminContentSuccess | AdminContentFailure;
interface AdminContentSuccess {
  ok: true;
  intent: AdminContentIntent;
  id: string;
  isActive?: boolean;
}
/** The catalogue codes (decision 028) the content pages' actions refuse with. */
export type AdminContentErrorCode = Extract<
  ApiErrorCode,
  "bad_request" | "invalid" | "not_found" | "too_large" | "unsupported_type" | "undecodable" | "failed"
>;

/** A refused change: its code and `message` (the `adminContent` wording, in the page's language). */
export type AdminContentFailure = {
  ok: false;
  intent: AdminContentIntent | null;
  /** The item the refused change was about (keeps its edit form open). */
  id?: string;
  fieldErrors?: Record<string, string>;
} & ApiErrorBody<AdminContentErrorCode>;
