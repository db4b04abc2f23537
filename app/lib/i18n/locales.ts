/** Supported interface languages; Turkish is the default (docs/product.md §4 "Locale"). */
export const LOCALES = ["tr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tr";

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

/** English pages live under this prefix with the Turkish path segments (`/en`, `/en/evler/…`). */
export const ENGLISH_PREFIX = "/en";

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
 * The language of a page's path: English under `/en` (also React Router's data request for the
 * English home, `/en.data`), else Turkish.
 */
export function localeFromPath(pathname: string): Locale {
  return /^\/en(?:\/|\.data$|$)/i.test(pathname) ? "en" : DEFAULT_LOCALE;
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

/** Intl locale tag for formatting. */
export const INTL_LOCALE: Record<Locale, string> = { tr: "tr-TR", en: "en-US" };
/** Dates read day-month-year in both languages (docs/product.md §9): British English, not en-US's month first. */
export const DATE_LOCALE: Record<Locale, string> = { tr: "tr-TR", en: "en-GB" };
/** Open Graph's `og:locale` of each language. */
export const OG_LOCALE: Record<Locale, string> = { tr: "tr_TR", en: "en_US" };
