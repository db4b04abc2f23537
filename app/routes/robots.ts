import { localizePath } from "~/lib/paths";
import type { Route } from "./+types/robots";

/** Admin, account and form pages (in both languages) and the JSON API stay out of search engines. */
const PRIVATE_PAGES = [
  "/yonetim",
  "/api/",
  "/ilan-ver",
  "/ilanlar/",
  "/giris",
  "/kayit",
  "/dogrulama",
  "/sifremi-unuttum",
  "/sifre-yenile",
  "/favoriler",
] as const;

export const ROBOTS_DISALLOW = [
  ...PRIVATE_PAGES,
  ...PRIVATE_PAGES.filter((path) => !path.startsWith("/api/")).map((path) => localizePath(path, "en")),
];

/** GET /robots.txt: crawl everything public, skip the private pages, and find the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${context.app.config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
