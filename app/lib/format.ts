import type { Currency } from "~/domain/listing";
import { type ListingTextSource, listingTitleIn } from "~/domain/listing-texts";
import { type Locale, directionOf } from "./i18n/locales";

/*
 * Prices, numbers and dates are written by hand, not with Intl: the first
 * Intl.NumberFormat or Intl.DateTimeFormat a page creates costs the browser 50–150 ms of start-up
 * on this project's test machine (a cheap phone pays more), and every public page formats numbers
 * while it hydrates. The output is Intl's, character for character (tests/unit/format.test.ts
 * compares them over random values): tr-TR, en-US, ru-RU and de-DE numbers, en-GB dates in English.
 * Persian and Arabic pages write numbers and prices as English does, in Latin digits (decision
 * 040), where Intl would add direction marks. Values Intl writes in ways these do not (NaN, ±∞,
 * numbers written with an exponent) still go to Intl.
 */

/** Digit group and decimal separators (docs/product.md §9: tr-TR or en-US by locale; ru-RU, de-DE). */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  tr: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
  ru: { group: "\u00a0", decimal: "," },
  de: { group: ".", decimal: "," },
  fa: { group: ",", decimal: "." },
  ar: { group: ",", decimal: "." },
};
/** Languages that write the currency after the amount, as Intl does ("1 234 €", "1.234 €"). */
const SYMBOL_AFTER: ReadonlySet<Locale> = new Set(["ru", "de"]);

/**
 * Text kept left to right inside right-to-left text, as one unit (the Unicode isolates LRI … PDI):
 * "€1,270" stays "€1,270" in a Persian sentence, wherever it is put (a card, a message, a title).
 */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/** The Intl locale each language's prices fall back to. */
const PRICE_INTL: Record<Locale, string> = { tr: "tr-TR", en: "en-US", ru: "ru-RU", de: "de-DE", fa: "en-US", ar: "en-US" };
/** Intl's narrow symbols: "₺1.234" in English too (en-US would otherwise write "TRY 1,234"). */
const CURRENCY_SYMBOLS: Record<Currency, string> = { TRY: "₺", USD: "$", EUR: "€", GBP: "£" };

/** A currency's symbol: ₺, $, €, £. */
export const currencySymbol = (currency: Currency): string => CURRENCY_SYMBOLS[currency];

/** "0999" → "1000": a string of decimal digits plus one. */
function incremented(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === "9") index--;
  if (index < 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + "0".repeat(digits.length - index - 1);
}

/**
 * `value` rounded half away from zero to at most `maxFraction` decimals, grouped in threes, in the
 * locale's separators; null for what has no plain decimal form (Intl then writes it). Rounds the
 * shortest decimal that reads back as `value`, as Intl does (999.9995 → 1.000, not 999.999).
 */
function plainNumber(value: number, maxFraction: number, locale: Locale): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  if (text.includes("e")) return null;
  let [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length > maxFraction) {
    const kept = whole + fraction.slice(0, maxFraction);
    const rounded = fraction.charCodeAt(maxFraction) >= 53 /* "5" */ ? incremented(kept) : kept;
    whole = rounded.slice(0, rounded.length - maxFraction) || "0";
    fraction = rounded.slice(rounded.length - maxFraction);
  }
  fraction = fraction.replace(/0+$/, "");
  const { group, decimal } = SEPARATORS[locale];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${fraction ? decimal + fraction : ""}`;
}

/**
 * Price with its currency symbol and no decimals, in the locale's style (docs/product.md §9); on
 * right-to-left pages kept left to right as one unit (`isolateLtr`).
 */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  const price = plainPrice(amount, currency, locale);
  return directionOf(locale) === "rtl" ? isolateLtr(price) : price;
}

function plainPrice(amount: number, currency: Currency, locale: Locale): string {
  const number = plainNumber(amount, 0, locale);
  if (number === null) {
    return new Intl.NumberFormat(PRICE_INTL[locale], {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(amount);
  }
  if (SYMBOL_AFTER.has(locale)) return `${number}\u00a0${CURRENCY_SYMBOLS[currency]}`;
  return number.startsWith("-") ? `-${CURRENCY_SYMBOLS[currency]}${number.slice(1)}` : `${CURRENCY_SYMBOLS[currency]}${number}`;
}

/** Numbers always use the tr-TR style (docs/product.md §9), with up to three decimals. */
export function formatNumber(value: number): string {
  return plainNumber(value, 3, "tr") ?? new Intl.NumberFormat("tr-TR").format(value);
}

/**
 * Hours ahead of UTC of the marketplace's clock at `instant`. The marketplace's clock: Cyprus time (Europe/Nicosia's rules), UTC+2, and UTC+3 from the last Sunday of
 * March to the last Sunday of October (01:00 UTC both, the EU's rule since 1996). A date is the same
 * for every visitor and for the server, wherever they are, so a page hydrates to what was rendered.
 */
/** The day of the month of March's or October's last Sunday in `year`. */
function lastSunday(year: number, month: 2 | 9): number {
  const last = new Date(Date.UTC(year, month, 31));
  return 31 - last.getUTCDay();
}

function marketplaceOffsetHours(instant: Date): number {
  const year = instant.getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerUntil = Date.UTC(year, 9, lastSunday(year, 9), 1);
  const time = instant.getTime();
  return time >= summerFrom && time < summerUntil ? 3 : 2;
}

/**
 * Short day-month-year date in the locale (docs/product.md §9): 03.11.2026 in Turkish, Russian and
 * German, else 03/11/2026 (English, Persian, Arabic: Latin digits, decision 040); Cyprus time.
 */
export function formatDate(iso: string | Date, locale: Locale): string {
  const instant = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid time value");
  const local = new Date(instant.getTime() + marketplaceOffsetHours(instant) * 3_600_000);
  const day = String(local.getUTCDate()).padStart(2, "0");
  const month = String(local.getUTCMonth() + 1).padStart(2, "0");
  const separator = locale === "tr" || locale === "ru" || locale === "de" ? "." : "/";
  return `${day}${separator}${month}${separator}${local.getUTCFullYear()}`;
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

/**
 * A listing's title in the page language: that language's where the owner wrote one (English from
 * `titleEn`, the others from `titles`, decision 041), else the Turkish. `listingTitleIn` also says
 * which language it is in, for the element's `lang`.
 */
export function listingTitle(listing: ListingTextSource, locale: Locale): string {
  return listingTitleIn(listing, locale).text;
}
