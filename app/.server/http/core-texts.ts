import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { CORE_TEXTS } from "../infra/i18n-all";

/**
 * The core texts of each language as the JSON that `GET /api/texts/:locale` answers, with a
 * version (a hash of that JSON) that the page puts in their address: an answer for the current
 * version may be cached for good, a new deployment's texts get a new address.
 */
const json = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.stringify(CORE_TEXTS[locale])])) as Record<Locale, string>;
const versions = Object.fromEntries(
  LOCALES.map((locale) => [locale, createHash("sha256").update(json[locale]).digest("base64url").slice(0, 12)]),
) as Record<Locale, string>;

/** Where a page of this language finds its core texts (the client entry loads them before hydrating). */
export function coreTextsUrl(locale: Locale): string {
  return `/api/texts/${locale}?v=${versions[locale]}`;
}

export function coreTexts(locale: Locale): { json: string; version: string } {
  return { json: json[locale], version: versions[locale] };
}
