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
const translators = new Map<Locale, Translator>();

/** Adds texts under their top-level keys, in both languages (translators read the bundles live). */
export function registerTexts(texts: Record<Locale, Bundle>) {
  for (const locale of Object.keys(texts) as Locale[]) Object.assign(bundles[locale], texts[locale]);
}

/** An area's texts (e.g. `auth`) in both languages, registered when the area's module is imported. */
export function registerArea<K extends keyof Translation>(key: K, trTexts: Translation[K], enTexts: unknown) {
  registerTexts({ tr: { [key]: trTexts }, en: { [key]: enTexts } });
}

/** Kept for the language switch: both languages' texts are always present. */
export async function loadLocale(locale: string): Promise<Locale> {
  return isLocale(locale) ? locale : "tr";
}

/** Translates a dotted key of the texts, filling `{{name}}` placeholders from `values` (`count` picks the plural form). */
export type TFunction = (key: string, values?: Record<string, unknown>) => string;

/** One language's translator: what `useTranslation()` gives components. */
export interface Translator {
  readonly language: Locale;
  readonly t: TFunction;
  /** The texts under a dotted key (an object or a string), or undefined. */
  resource(key: string): unknown;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(bundle: Bundle, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

/**
 * The translator of one language (decision 007: the texts need only key lookup, placeholders and
 * plural forms, so a few lines replace i18next's 17 KB gzip on every page). A missing key, or one that names a group of
 * texts, translates to the key itself, so a gap shows up on the page instead of an empty string.
 * Values are inserted as they are: React escapes them when rendering.
 */
export function getI18n(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const bundle = bundles[locale];
    if (!bundle) throw new Error(`There are no ${locale} texts.`);
    const plurals = new Intl.PluralRules(locale);
    const t: TFunction = (key, values) => {
      // `count` picks the plural form as i18next does: `key_one`, `key_other`, … (then `key`).
      const count = values?.count;
      const form = typeof count === "number" ? lookup(bundle, `${key}_${plurals.select(count)}`) ?? lookup(bundle, `${key}_other`) : undefined;
      const text = form ?? lookup(bundle, key);
      if (typeof text !== "string") return key;
      if (!values) return text;
      return text.replace(PLACEHOLDER, (placeholder, name: string) => {
        const value = lookup(values as Bundle, name);
        return value === undefined || value === null ? placeholder : String(value);
      });
    };
    translator = { language: locale, t, resource: (key) => lookup(bundle, key) };
    translators.set(locale, translator);
  }
  return translator;
}

/** Translate outside React (meta functions, server code). */
export function translate(locale: Locale, key: string, options?: Record<string, unknown>): string {
  return getI18n(locale).t(key, options);
}
