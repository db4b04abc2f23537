import { CATEGORIES, CATEGORY_ENGLISH_SEGMENTS, CATEGORY_SEGMENTS, type Category } from "../domain/categories";
import { DEFAULT_LOCALE, LOCALES, type Locale, localeFromPath, localePrefix } from "./i18n/locales";

/**
 * A site path (with its query string and hash) of a Turkish page in a language (decision 015):
 * Turkish pages keep the spec's paths, the other languages' are the same paths under their prefix
 * ("/" → "/ru", "/evler?city=Girne" → "/ru/evler?city=Girne"). A path that already has a language
 * prefix, or is not a path, is returned as it is.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (localeFromPath(pathname) !== DEFAULT_LOCALE) return path;
  const prefix = localePrefix(locale);
  return pathname === "/" ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** A page's path split into its language and the Turkish path of the same page ("/ru/evler" → ru, "/evler"). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return { locale, path: pathname };
  return { locale, path: pathname.slice(localePrefix(locale).length) || "/" };
}

/** The same page in another language (query string and hash kept): what the language toggle opens. */
export function pathInLocale(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  const rest = at === -1 ? "" : path.slice(at);
  return localizePath(`${splitLocalePath(pathname).path}${rest}`, locale);
}

/** The page's path in every language (hreflang alternates, the sitemap), without a trailing slash. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const { path } = splitLocalePath(trimmed);
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizePath(path, locale)])) as Record<Locale, string>;
}

/** The search results' parameter that asks for the words as typed (no correction in their place). */
export const EXACT_SEARCH_PARAM = "exact";

const withRedirect = (path: string, redirectTo: string | undefined, home: string) =>
  redirectTo && redirectTo !== home ? `${path}?redirect=${encodeURIComponent(redirectTo)}` : path;

function buildPaths(locale: Locale) {
  const at = (path: string) => localizePath(path, locale);
  const home = at("/");
  return {
    locale,
    home: () => home,
    /** The search results for `q`; `exact`: these words, without a correction shown in their place. */
    search: (q: string, exact = false) => at(`/?q=${encodeURIComponent(q)}${exact ? `&${EXACT_SEARCH_PARAM}=1` : ""}`),
    category: (category: Category) => at(`/${CATEGORY_SEGMENTS[category]}`),
    listing: (category: Category, id: string) => at(`/${CATEGORY_SEGMENTS[category]}/${id}`),
    promotions: () => at("/dopingler"),
    newListing: () => at("/ilan-ver"),
    editListing: (id: string) => at(`/ilanlar/${id}/duzenle`),
    /** The one-click renewal of a listing from its reminder mail (a signed token, works signed out). */
    renewListing: (id: string, token: string) => at(`/ilanlar/${id}/yenile?token=${encodeURIComponent(token)}`),
    /** The member's saved searches. */
    savedSearches: () => at("/kayitli-aramalar"),
    /** Stopping a saved search's mails from one of them (a signed token, works signed out). */
    unsubscribeSavedSearch: (id: string, token: string) => at(`/kayitli-aramalar/${id}/abonelik-iptali?token=${encodeURIComponent(token)}`),
    /** `redirectTo` (a path of this language) is left out when it is the home page. */
    login: (redirectTo?: string) => withRedirect(at("/giris"), redirectTo, home),
    register: (redirectTo?: string) => withRedirect(at("/kayit"), redirectTo, home),
    verify: () => at("/dogrulama"),
    forgotPassword: () => at("/sifremi-unuttum"),
    resetPassword: () => at("/sifre-yenile"),
    logout: () => at("/cikis"),
    profile: (id: string) => at(`/profil/${id}`),
    about: () => at("/about"),
    contact: () => at("/iletisim"),
    privacy: () => at("/gizlilik"),
    favourites: () => at("/favoriler"),
    /** A JSON download, the same in every language. */
    accountExport: () => "/api/account/export",
    admin: {
      login: () => at("/yonetim/giris"),
      dashboard: () => at("/yonetim/panel"),
      newListing: () => at("/yonetim/ilanlar/yeni"),
      editListing: (id: string) => at(`/yonetim/ilanlar/${id}/duzenle`),
      sponsors: () => at("/yonetim/sponsorlar"),
      logos: () => at("/yonetim/firma-logolari"),
    },
  };
}

export type Paths = ReturnType<typeof buildPaths>;

const PATHS = Object.fromEntries(LOCALES.map((locale) => [locale, buildPaths(locale)])) as Record<Locale, Paths>;

/**
 * Every internal link is built here, in the page's language: components take them from
 * `usePaths()` (app/lib/use-paths.ts), server code and meta functions from `pathsFor(locale)`.
 * There is deliberately no language-less `paths`: a link written without a language would take a
 * Russian or English visitor back to Turkish.
 */
export function pathsFor(locale: Locale): Paths {
  return PATHS[locale];
}

/**
 * Legacy paths of the old app that answer a permanent redirect (docs/product.md §2 "Redirects").
 * `from` uses React Router's `:param` syntax; `to` names the same params.
 */
export interface LegacyRedirect {
  from: string;
  to: string;
}

const categoryRedirects: LegacyRedirect[] = CATEGORIES.flatMap((category) => [
  { from: `/${CATEGORY_ENGLISH_SEGMENTS[category]}`, to: `/${CATEGORY_SEGMENTS[category]}` },
  { from: `/${CATEGORY_ENGLISH_SEGMENTS[category]}/:id`, to: `/${CATEGORY_SEGMENTS[category]}/:id` },
]);

export const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  ...categoryRedirects,
  { from: "/arabalar", to: "/araclar" },
  { from: "/arabalar/:id", to: "/araclar/:id" },
  { from: "/listings/new", to: "/ilan-ver" },
  { from: "/listings/:id/edit", to: "/ilanlar/:id/duzenle" },
  { from: "/contact", to: "/iletisim" },
  { from: "/privacy", to: "/gizlilik" },
  { from: "/login", to: "/giris" },
  { from: "/register", to: "/kayit" },
  { from: "/admin/login", to: "/yonetim/giris" },
  { from: "/admin/dashboard", to: "/yonetim/panel" },
  { from: "/admin/listings/new", to: "/yonetim/ilanlar/yeni" },
  { from: "/admin/listings/:id/edit", to: "/yonetim/ilanlar/:id/duzenle" },
  { from: "/profile/:id", to: "/profil/:id" },
];

/** Fills a redirect target's `:params` from the matched params (each encoded). */
export function buildRedirectTarget(to: string, params: Record<string, string | undefined>): string {
  return to.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
