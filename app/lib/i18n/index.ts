import { DEFAULT_LOCALE, LOCALES, type Locale, isLocale } from "./locales";
import type { tr } from "./tr";
import type { Localized } from "./types";

/** One language's texts (every language has the same keys: see en.ts and tests/unit/i18n-parity.test.ts). */
export type Translation = typeof tr;

/**
 * The dotted path of every text of a group of texts: `"common.siteName"`, `"nav.suggestions.label"`.
 * One mapped type per level of nesting, computed once for the Turkish source (cheap for the checker).
 */
type LeafPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The dotted path of every group of texts (an object): what `resource()` reads, e.g. `"listingDetail.specs"`. */
type GroupPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | GroupPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Leaf = LeafPaths<Translation>;

/**
 * A key `t()` accepts: the dotted path of a Turkish text, or the base of a plural pair
 * (`"common.views"` for `common.views_one`/`common.views_other`, chosen by `count`). A typo is a type error.
 */
export type TextKey = Leaf | (Leaf extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never);

/** A key naming a group of texts (see `resource()`). */
export type TextGroup = GroupPaths<Translation>;

/**
 * The one way a plain string becomes a text key, for keys the type checker cannot follow: keys that
 * `app/domain` carries (its schemas' error messages, the filter table's labels, action results' error
 * keys — domain code may not import the texts, so it cannot name their type), and a stored value
 * looked up under a group (a house type an admin added has no text: `defaultValue` stands in). A key
 * that does not exist still shows as itself on the page; unit tests check the domain's keys.
 */
export function uncheckedKey(key: string): TextKey {
  return key as TextKey;
}

type Bundle = Record<string, unknown>;

/**
 * The core texts (shell, home, category, listing detail, favourites) of the page's language are
 * JSON at the address the page names (`<html data-texts>`, `GET /api/texts/:locale?v=…`), which the
 * client entry loads before it hydrates (`loadPageTexts`): hydration starts after the page has
 * loaded anyway (decision 008), the browser keeps the answer for good, and the HTML of every page is
 * ≈ 5 KB (gzip) lighter than when it carried them inline. An area's texts (account pages, profile,
 * posting, admin, info pages) come with that area's route modules, which load the page language's
 * texts of the area as they are imported (`loadArea`, app/lib/i18n/areas/). A browser holds only the
 * languages it has shown: the language switch loads the next one's core and areas (`loadLocale`).
 * The server registers everything at start-up (app/.server/infra/i18n-all.ts).
 */
const bundles = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<Locale, Bundle>;
const cores: Partial<Record<Locale, Bundle>> = {};

/** Adds a language's core texts (the server registers all; a browser the page's and, on a switch, the next). */
export function registerCore(locale: Locale, texts: Bundle) {
  cores[locale] = texts;
  Object.assign(bundles[locale], texts);
}

const translators = new Map<Locale, Translator>();

/** Adds texts under their top-level keys, per language (translators read the bundles live). */
export function registerTexts(texts: Partial<Record<Locale, Bundle>>) {
  for (const locale of Object.keys(texts) as Locale[]) Object.assign(bundles[locale], texts[locale]);
}

/** Each language's texts of an area, loaded on demand (one chunk per language). */
export type AreaLoaders<K extends keyof Translation> = { tr: () => Promise<Translation[K]> } & {
  [L in Exclude<Locale, "tr">]: () => Promise<Localized<Translation[K]>>;
};

const areaLoaders = new Map<string, AreaLoaders<keyof Translation>>();

async function ensureArea(key: string, locale: Locale) {
  const loaders = areaLoaders.get(key);
  if (!loaders || Object.hasOwn(bundles[locale], key)) return;
  const texts = await loaders[locale]();
  registerTexts({ [locale]: { [key]: texts } });
}

/** The language of the page in this browser (the root layout sets `<html lang>`). */
function browserLocale(): Locale | undefined {
  if (typeof document === "undefined") return undefined;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * An area's texts (e.g. `auth`): remembered with their loaders, and in a browser loaded in the
 * page's language before the area's module finishes importing (its module awaits this at the top
 * level, so the area's pages never render a key). On the server everything is registered already.
 */
export async function loadArea<K extends keyof Translation>(key: K, loaders: AreaLoaders<K>): Promise<void> {
  areaLoaders.set(key, loaders as unknown as AreaLoaders<keyof Translation>);
  const locale = browserLocale();
  if (locale) await ensureArea(key, locale);
}

/**
 * Loads the page language's core texts from the page's texts address (already requested by the
 * hydration start script as `window.__kkTexts`, else fetched now); falls back to the language's
 * chunk. Returns the language.
 */
export async function loadPageTexts(requested: string, url: string | undefined): Promise<Locale> {
  const locale: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  if (url && !cores[locale]) {
    try {
      const pending = (window as { __kkTexts?: Promise<Response> }).__kkTexts ?? fetch(url);
      const response = await pending;
      if (response.ok) registerCore(locale, (await response.json()) as Bundle);
    } catch {
      // Offline or refused: the chunk below has the same texts.
    }
  }
  return loadLocale(locale);
}

/** Each language's core texts as a chunk of its own. */
const CORE_LOADERS: Record<Locale, () => Promise<Bundle>> = {
  tr: () => import("./core-tr").then((module) => module.trCore),
  en: () => import("./core-en").then((module) => module.enCore),
  ru: () => import("./core-ru").then((module) => module.ruCore),
  de: () => import("./core-de").then((module) => module.deCore),
  fa: () => import("./core-fa").then((module) => module.faCore),
  ar: () => import("./core-ar").then((module) => module.arCore),
};

/**
 * Makes sure a language's core texts, and its texts of every area this browser has loaded, are
 * present (the language switch calls it before switching).
 */
export async function loadLocale(requested: string): Promise<Locale> {
  const locale: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  if (!cores[locale]) registerCore(locale, await CORE_LOADERS[locale]());
  await Promise.all([...areaLoaders.keys()].map((key) => ensureArea(key, locale)));
  return locale;
}

/** Translates a dotted key of the texts, filling `{{name}}` placeholders from `values` (`count` picks the plural form). */
export type TFunction = (key: TextKey, values?: Record<string, unknown>) => string;

/** One language's translator: what `useTranslation()` gives components. */
export interface Translator {
  readonly language: Locale;
  readonly t: TFunction;
  /** The texts under a dotted key (an object or a string), or undefined. */
  resource(key: TextGroup | TextKey): unknown;
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
 * texts, translates to `defaultValue` when given, else to the key itself, so a gap shows up on the
 * page instead of an empty string.
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
      const form =
        typeof count === "number" ? (lookup(bundle, `${key}_${plurals.select(count)}`) ?? lookup(bundle, `${key}_other`)) : undefined;
      const found = form ?? lookup(bundle, key);
      // `defaultValue` stands in for a missing key (a stored value without a translation, e.g. a
      // house type an admin added); without it the key itself shows, so a gap is visible.
      const text = typeof found === "string" ? found : typeof values?.defaultValue === "string" ? values.defaultValue : undefined;
      if (text === undefined) return key;
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
export function translate(locale: Locale, key: TextKey, options?: Record<string, unknown>): string {
  return getI18n(locale).t(key, options);
}
