/** Supported interface languages; Turkish is the default (spec §4 "Locale"). */
export const LOCALES = ["tr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tr";

/** Browser-storage key of the chosen language, mirrored in the cookie of the same name. */
export const LOCALE_STORAGE_KEY = "kk_locale";
export const LOCALE_COOKIE = "kk_locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by the request's cookie, else the default. */
export function localeFromCookieHeader(cookieHeader: string | null): Locale {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Intl locale tag for formatting. */
export const INTL_LOCALE: Record<Locale, string> = { tr: "tr-TR", en: "en-US" };
/** Dates read day-month-year in both languages (spec §9): British English, not en-US's month first. */
export const DATE_LOCALE: Record<Locale, string> = { tr: "tr-TR", en: "en-GB" };
