import { CATEGORIES, CATEGORY_ENGLISH_SEGMENTS, CATEGORY_SEGMENTS, type Category } from "../domain/categories";

/** Every internal link goes through these helpers; no path literals scattered through components. */
export const paths = {
  home: () => "/",
  search: (q: string) => `/?q=${encodeURIComponent(q)}`,
  category: (category: Category) => `/${CATEGORY_SEGMENTS[category]}`,
  listing: (category: Category, id: string) => `/${CATEGORY_SEGMENTS[category]}/${id}`,
  promotions: () => "/dopingler",
  newListing: () => "/ilan-ver",
  editListing: (id: string) => `/ilanlar/${id}/duzenle`,
  login: (redirectTo?: string) => (redirectTo ? `/giris?redirect=${encodeURIComponent(redirectTo)}` : "/giris"),
  register: () => "/kayit",
  verify: () => "/dogrulama",
  forgotPassword: () => "/sifremi-unuttum",
  resetPassword: () => "/sifre-yenile",
  profile: (id: string) => `/profil/${id}`,
  about: () => "/about",
  contact: () => "/iletisim",
  privacy: () => "/gizlilik",
  favourites: () => "/favoriler",
  accountExport: () => "/api/account/export",
  admin: {
    login: () => "/yonetim/giris",
    dashboard: () => "/yonetim/panel",
    newListing: () => "/yonetim/ilanlar/yeni",
    editListing: (id: string) => `/yonetim/ilanlar/${id}/duzenle`,
    sponsors: () => "/yonetim/sponsorlar",
    logos: () => "/yonetim/firma-logolari",
  },
} as const;

/**
 * Legacy paths of the old app that answer a permanent redirect (spec §2 "Redirects (replace)").
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
