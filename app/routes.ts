import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { CATEGORIES, CATEGORY_SEGMENTS } from "./domain/categories";
import { LEGACY_REDIRECTS } from "./lib/paths";

/** The single route table; it mirrors spec §2. */
export default [
  index("routes/home.tsx"),

  // Category lists and listing details: /evler, /evler/:id, …
  ...CATEGORIES.flatMap((category) => [
    route(CATEGORY_SEGMENTS[category], "routes/category.tsx", { id: `category-${category}` }),
    route(`${CATEGORY_SEGMENTS[category]}/:id`, "routes/listing.tsx", { id: `listing-${category}` }),
  ]),

  route("dopingler", "routes/promotions.tsx"),
  route("cikis", "routes/logout.ts"),
  route("ilan-ver", "routes/new-listing.tsx"),
  route("ilanlar/:id/duzenle", "routes/edit-listing.tsx"),
  route("giris", "routes/login.tsx"),
  route("kayit", "routes/register.tsx"),
  route("dogrulama", "routes/verify.tsx"),
  route("sifremi-unuttum", "routes/forgot-password.tsx"),
  route("sifre-yenile", "routes/reset-password.tsx"),
  route("profil/:id", "routes/profile.tsx"),
  route("about", "routes/about.tsx"),
  route("iletisim", "routes/contact.tsx"),
  route("gizlilik", "routes/privacy.tsx"),
  route("favoriler", "routes/favourites.tsx"),

  // Admin
  route("yonetim", "routes/admin-index.tsx"),
  route("yonetim/giris", "routes/admin-login.tsx"),
  route("yonetim/panel", "routes/admin-dashboard.tsx"),
  route("yonetim/ilanlar/yeni", "routes/admin-new-listing.tsx"),
  route("yonetim/ilanlar/:id/duzenle", "routes/admin-edit-listing.tsx"),
  route("yonetim/sponsorlar", "routes/admin-sponsors.tsx"),
  route("yonetim/firma-logolari", "routes/admin-logos.tsx"),

  // JSON endpoints and machine-readable files
  route("api/health", "routes/api.health.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/password-reset", "routes/api.password-reset.ts"),
  route("api/listings", "routes/api.listings.ts"),
  route("api/listings/:id", "routes/api.listing.ts"),
  route("api/listings/:id/view", "routes/api.listing-view.ts"),
  route("api/currency", "routes/api.currency.ts"),
  route("api/texts/:locale", "routes/api.texts.ts"),
  route("api/home", "routes/api.home.ts"),
  route("api/favourites", "routes/api.favourites.ts"),
  route("api/favourites/:listingId", "routes/api.favourite.ts"),
  route("api/uploads", "routes/api.uploads.ts"),
  route("api/account/export", "routes/api.account-export.ts"),
  route("api/admin/events", "routes/api.admin-events.ts"),
  route("api/admin/listings/:id/history", "routes/api.admin-history.ts"),
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
