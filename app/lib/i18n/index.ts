import i18next, { type i18n } from "i18next";
import { en } from "./en";
import { type Locale } from "./locales";
import { tr } from "./tr";

export const resources = { tr: { translation: tr }, en: { translation: en } } as const;

const instances = new Map<Locale, i18n>();

/**
 * One ready i18next instance per language, created synchronously from the bundled resources.
 * Server renders of different languages never share mutable language state.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources,
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
