import i18next, { type i18n } from "i18next";
import { enCore } from "./core-en";
import { trCore } from "./core-tr";
import { type Locale, isLocale } from "./locales";
import type { tr } from "./tr";

/** One language's texts (both languages have the same keys: see en.ts). */
export type Translation = typeof tr;

type Bundle = Record<string, unknown>;

/**
 * Every page ships the core texts of both languages (loading only the page's language cost a round
 * trip before hydration). An area's texts (account pages, profile, posting, admin, info pages) come
 * with that area's route modules, which register them on import (app/lib/i18n/areas/); the server
 * registers everything at start-up (app/.server/i18n-all.ts).
 */
const bundles: Record<Locale, Bundle> = { tr: { ...trCore }, en: { ...enCore } };
const instances = new Map<Locale, i18n>();

/** Adds texts under their top-level keys, in both languages, to the bundles and live instances. */
export function registerTexts(texts: Record<Locale, Bundle>) {
  for (const locale of Object.keys(texts) as Locale[]) {
    Object.assign(bundles[locale], texts[locale]);
    instances.get(locale)?.addResourceBundle(locale, "translation", texts[locale], true, true);
  }
}

/** An area's texts (e.g. `auth`) in both languages, registered when the area's module is imported. */
export function registerArea<K extends keyof Translation>(key: K, trTexts: Translation[K], enTexts: unknown) {
  registerTexts({ tr: { [key]: trTexts }, en: { [key]: enTexts } });
}

/** Kept for the language switch: both languages' texts are always present. */
export async function loadLocale(locale: string): Promise<Locale> {
  return isLocale(locale) ? locale : "tr";
}

/**
 * One ready i18next instance per language, created synchronously from the registered texts.
 * Server renders of different languages never share mutable language state.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    const translation = bundles[locale];
    if (!translation) throw new Error(`The ${locale} texts are not loaded (loadLocale/registerLocale first).`);
    instance = i18next.createInstance();
    void instance.init({
      resources: { [locale]: { translation } },
      lng: locale,
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** Translate outside React (meta functions, server code). */
export function translate(locale: Locale, key: string, options?: Record<string, unknown>): string {
  return getI18n(locale).t(key, options);
}
