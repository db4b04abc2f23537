import { LANGUAGES, type Language } from "../../domain/languages";

/**
 * Supported interface languages; Turkish is the default (docs/product.md §4 "Locale"). Adding a
 * language is a line in app/domain/languages.ts (and in the tables below) plus its texts
 * (app/lib/i18n/core-*.ts and sections/*.<code>.ts): its pages, hreflang, sitemap, switch and mails
 * follow from the list.
 */
export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = "tr";

/** The languages other than Turkish: their pages live under `/<code>` with the Turkish path segments. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<Locale, "tr">[];

/** Each language in its own name: what the language switch offers. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  tr: "Türkçe",
  en: "English",
  ru: "Русский",
  de: "Deutsch",
  fa: "فارسی",
  ar: "العربية",
};

/** Languages written right to left: their pages get `dir="rtl"` and mirror through logical CSS. */
export const RTL_LOCALES: readonly Locale[] = ["fa", "ar"];

/** The writing direction of a language's pages. */
export function directionOf(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}

/**
 * Browser-storage key of the visitor's remembered choice (docs/product.md §4): set by the language toggle,
 * read by the head script that sends a returning English visitor from `/` to `/en` (decision 015).
 */
export const LOCALE_STORAGE_KEY = "kk_locale";
/**
 * Cookie naming the language of the page the browser shows last (kept in step by a head script and
 * the toggle). Only JSON endpoints and server-level errors read it for their messages: a page's
 * language comes from its URL alone (decision 015).
 */
export const LOCALE_COOKIE = "kk_locale";

/** A language's path prefix: none for Turkish, `/en`, `/ru`, … for the others (`/ru/evler/…`). */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

const PREFIX_PATTERN = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})(?:/|\\.data$|$)`, "i");

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by the request's cookie, else the default. */
export function localeFromCookieHeader(cookieHeader: string | null): Locale {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The language of a page's path: the language of its prefix (`/ru/evler`; also React Router's data
 * request for a language's home, `/ru.data`), else Turkish.
 */
export function localeFromPath(pathname: string): Locale {
  const match = PREFIX_PATTERN.exec(pathname);
  return match ? (match[1]!.toLowerCase() as Locale) : DEFAULT_LOCALE;
}

/**
 * The language of an answer: a page (its HTML, loader, action and error answers) is in its URL's
 * language; JSON endpoints (`/api/…`), which pages of both languages call, answer in the cookie's.
 */
export function answerLocale(pathname: string, cookieHeader: string | null): Locale {
  if (pathname.startsWith("/api/")) return localeFromCookieHeader(cookieHeader);
  return localeFromPath(pathname);
}

/** `answerLocale` of a Fetch API request. */
export function requestLocale(request: { url: string; headers: { get(name: string): string | null } }): Locale {
  return answerLocale(new URL(request.url, "http://localhost").pathname, request.headers.get("cookie"));
}

/**
 * Intl locale tag for numbers. Persian and Arabic pages write prices, phone numbers and listing
 * numbers in Latin digits (`nu-latn`, decision 040): the numbers people dial, copy and compare here.
 */
export const INTL_LOCALE: Record<Locale, string> = {
  tr: "tr-TR",
  en: "en-US",
  ru: "ru-RU",
  de: "de-DE",
  fa: "fa-IR-u-nu-latn",
  ar: "ar-u-nu-latn",
};
/**
 * Dates read day-month-year (docs/product.md §9): British English, not en-US's month first; Persian
 * and Arabic in the Gregorian calendar (Persian's default is the Solar Hijri one) with Latin digits.
 */
export const DATE_LOCALE: Record<Locale, string> = {
  tr: "tr-TR",
  en: "en-GB",
  ru: "ru-RU",
  de: "de-DE",
  fa: "fa-IR-u-ca-gregory-nu-latn",
  ar: "ar-u-ca-gregory-nu-latn",
};
/** Open Graph's `og:locale` of each language. */
export const OG_LOCALE: Record<Locale, string> = { tr: "tr_TR", en: "en_US", ru: "ru_RU", de: "de_DE", fa: "fa_IR", ar: "ar_AR" };
