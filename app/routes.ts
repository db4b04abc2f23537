import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { CATEGORIES, CATEGORY_SEGMENTS } from "./domain/categories";
import { LEGACY_REDIRECTS } from "./lib/paths";

/**
 * The single route table; it mirrors spec §2. Pages still owned by a later issue use
 * `routes/placeholder.tsx` (a translated "coming soon" page) under a descriptive id.
 */
const page = (path: string, id: string) => route(path, "routes/placeholder.tsx", { id });

export default [
  index("routes/home.tsx"),

  // Category lists and listing details: /evler, /evler/:id, …
  ...CATEGORIES.flatMap((category) => [
    route(CATEGORY_SEGMENTS[category], "routes/category.tsx", { id: `category-${category}` }),
    route(`${CATEGORY_SEGMENTS[category]}/:id`, "routes/listing.tsx", { id: `listing-${category}` }),
  ]),

  page("dopingler", "promotions"),
  route("cikis", "routes/logout.ts"),
  page("ilan-ver", "new-listing"),
  page("ilanlar/:id/duzenle", "edit-listing"),
  route("giris", "routes/login.tsx"),
  route("kayit", "routes/register.tsx"),
  route("dogrulama", "routes/verify.tsx"),
  route("sifremi-unuttum", "routes/forgot-password.tsx"),
  route("sifre-yenile", "routes/reset-password.tsx"),
  page("profil/:id", "profile"),
  page("about", "about"),
  page("iletisim", "contact"),
  page("gizlilik", "privacy"),

  // Admin
  route("yonetim", "routes/admin-index.tsx"),
  page("yonetim/giris", "admin-login"),
  page("yonetim/panel", "admin-dashboard"),
  page("yonetim/ilanlar/yeni", "admin-new-listing"),
  page("yonetim/ilanlar/:id/duzenle", "admin-edit-listing"),
  page("yonetim/sponsorlar", "admin-sponsors"),
  page("yonetim/firma-logolari", "admin-logos"),

  // JSON endpoints and machine-readable files
  route("api/health", "routes/api.health.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/password-reset", "routes/api.password-reset.ts"),
  route("api/listings", "routes/api.listings.ts"),
  route("api/listings/:id", "routes/api.listing.ts"),
  route("api/listings/:id/view", "routes/api.listing-view.ts"),
  route("api/currency", "routes/api.currency.ts"),
  route("api/home", "routes/api.home.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Development only (404 elsewhere): the mails of the outbox
  route("dev/outbox", "routes/dev-outbox.tsx"),

  // Legacy paths of the old app: permanent redirects
  ...LEGACY_REDIRECTS.map((redirect) =>
    route(redirect.from.slice(1), "routes/legacy-redirect.tsx", { id: `redirect:${redirect.from}` }),
  ),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
