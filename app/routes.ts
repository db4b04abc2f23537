import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { CATEGORIES, CATEGORY_SEGMENTS } from "./domain/categories";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./lib/i18n/locales";
import { LEGACY_REDIRECTS } from "./lib/paths";

/**
 * The pages of one language (docs/product.md §2). Turkish pages have the spec's paths; the other
 * languages' the same paths under `/en`, `/ru`, … (decision 015), served by the same modules under
 * their own route ids (`ru:routes/home`).
 */
function pages(locale: Locale): RouteConfigEntry[] {
  const prefixed = locale !== DEFAULT_LOCALE;
  const page = (path: string, file: string, id?: string) => {
    const routeId = id ?? file.replace(/\.tsx?$/, "");
    return route(prefixed ? `${locale}/${path}` : path, file, { id: prefixed ? `${locale}:${routeId}` : routeId });
  };
  return [
    prefixed ? route(locale, "routes/home.tsx", { id: `${locale}:routes/home` }) : index("routes/home.tsx"),

    // Category lists and listing details: /evler, /evler/:id, …
    ...CATEGORIES.flatMap((category) => [
      page(CATEGORY_SEGMENTS[category], "routes/category.tsx", `category-${category}`),
      page(`${CATEGORY_SEGMENTS[category]}/:id`, "routes/listing.tsx", `listing-${category}`),
    ]),

    page("dopingler", "routes/promotions.tsx"),
    page("cikis", "routes/logout.ts"),
    page("ilan-ver", "routes/new-listing.tsx"),
    page("ilanlar/:id/duzenle", "routes/edit-listing.tsx"),
    page("ilanlar/:id/yenile", "routes/renew-listing.tsx"),
    page("giris", "routes/login.tsx"),
    page("kayit", "routes/register.tsx"),
    page("dogrulama", "routes/verify.tsx"),
    page("sifremi-unuttum", "routes/forgot-password.tsx"),
    page("sifre-yenile", "routes/reset-password.tsx"),
    page("profil/:id", "routes/profile.tsx"),
    page("about", "routes/about.tsx"),
    page("iletisim", "routes/contact.tsx"),
    page("gizlilik", "routes/privacy.tsx"),
    page("favoriler", "routes/favourites.tsx"),
    page("kayitli-aramalar", "routes/saved-searches.tsx"),
    page("kayitli-aramalar/:id/abonelik-iptali", "routes/unsubscribe-saved-search.tsx"),

    // Admin
    page("yonetim", "routes/admin-index.tsx"),
    page("yonetim/giris", "routes/admin-login.tsx"),
    page("yonetim/panel", "routes/admin-dashboard.tsx"),
    page("yonetim/ilanlar/yeni", "routes/admin-new-listing.tsx"),
    page("yonetim/ilanlar/:id/duzenle", "routes/admin-edit-listing.tsx"),
    page("yonetim/sponsorlar", "routes/admin-sponsors.tsx"),
    page("yonetim/firma-logolari", "routes/admin-logos.tsx"),

    // Development only (404 elsewhere): the mails of the outbox
    page("dev/outbox", "routes/dev-outbox.tsx"),
  ];
}

/** The single route table; it mirrors docs/product.md §2. */
export default [
  ...LOCALES.flatMap(pages),

  // JSON endpoints and machine-readable files (one address for every language)
  route("api/health", "routes/api.health.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/password-reset", "routes/api.password-reset.ts"),
  route("api/listings", "routes/api.listings.ts"),
  route("api/listings/:id", "routes/api.listing.ts"),
  route("api/listings/:id/view", "routes/api.listing-view.ts"),
  route("api/listings/:id/report", "routes/api.listing-report.ts"),
  route("api/currency", "routes/api.currency.ts"),
  route("api/texts/:locale", "routes/api.texts.ts"),
  route("api/home", "routes/api.home.ts"),
  route("api/suggest", "routes/api.suggest.ts"),
  route("api/viewer", "routes/api.viewer.ts"),
  route("api/favourites", "routes/api.favourites.ts"),
  route("api/favourites/:listingId", "routes/api.favourite.ts"),
  route("api/uploads", "routes/api.uploads.ts"),
  route("api/account/export", "routes/api.account-export.ts"),
  route("api/admin/events", "routes/api.admin-events.ts"),
  route("api/admin/listings/:id/history", "routes/api.admin-history.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemaps.$file.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Legacy paths of the old app: permanent redirects (to the Turkish pages, docs/product.md §2)
  ...LEGACY_REDIRECTS.map((redirect) => route(redirect.from.slice(1), "routes/legacy-redirect.tsx", { id: `redirect:${redirect.from}` })),

  // Unknown paths: the 404 page (English, docs/product.md §2); under /en, /ru, … the whole page is in that language.
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
    route(`${locale}/*`, "routes/not-found.tsx", { id: `${locale}:routes/not-found` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
