import type { Currency } from "~/domain/listing";
import { DATE_LOCALE, INTL_LOCALE, type Locale } from "./i18n/locales";

/**
 * Intl formatters are expensive to build (a category page formats ~150 numbers): one per options,
 * kept for the process (the profile of `npm run bench` showed `new Intl.NumberFormat` on top).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Price with its currency symbol and no decimals, in the locale's style (spec §9). */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  return cached(
    `price:${locale}:${currency}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: "currency",
        currency,
        // "₺1,234" in English too (en-US would print "TRY 1,234").
        currencyDisplay: "narrowSymbol",
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }),
  ).format(amount);
}

/** Short day-month-year date in the locale. */
export function formatDate(iso: string | Date, locale: Locale): string {
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(DATE_LOCALE[locale], { day: "2-digit", month: "2-digit", year: "numeric" })).format(
    typeof iso === "string" ? new Date(iso) : iso,
  );
}

/** Numbers always use the tr-TR style (spec §9). */
export function formatNumber(value: number): string {
  return cached("number", () => new Intl.NumberFormat("tr-TR")).format(value);
}

/**
 * A phone number stored as digits with the country code (e.g. 905338887766) in a readable form:
 * Turkish/KKTC numbers as "+90 533 888 77 66", anything else as "+" and the digits.
 */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, "");
  const match = /^(90)(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+${match.slice(1).join(" ")}` : `+${digits}`;
}

/** Up to two initials of a name (Turkish upper-casing), for avatars without a photo. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase("tr-TR"))
    .join("");
}

/** A listing's title in the page language: the English one when there is one, else the Turkish. */
export function listingTitle(listing: { title: string; titleEn: string | null }, locale: Locale): string {
  return locale === "en" && listing.titleEn ? listing.titleEn : listing.title;
}
