import { getConfig } from "~/.server/infra/config";
import { getDb } from "~/.server/infra/runtime";
import { listSitemapListings } from "~/.server/services/home";
import { CATEGORIES } from "~/domain/categories";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/i18n/locales";
import { alternatePaths, pathsFor } from "~/lib/paths";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/**
 * One page in every language: an entry per language, each naming all of them (and x-default, the
 * Turkish page) as `xhtml:link` alternates, as search engines read hreflang from sitemaps.
 */
function pageEntries(siteUrl: string, turkishPath: string, lastmod?: Date): string[] {
  const paths = alternatePaths(turkishPath);
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${path}`)}"/>`;
  const alternates = [...LOCALES.map((locale) => link(locale, paths[locale])), link("x-default", paths[DEFAULT_LOCALE])].join("");
  return LOCALES.map((locale) => `<url><loc>${escapeXml(`${siteUrl}${paths[locale]}`)}</loc>${modified}${alternates}</url>`);
}

/**
 * GET /sitemap.xml: the home page, the five category pages, the static pages and every active
 * listing (with its last update), in Turkish and in English (decision 015), as absolute URLs on
 * the configured site origin.
 */
export async function loader() {
  const siteUrl = getConfig().siteUrl;
  const listings = await listSitemapListings(getDb());
  const paths = pathsFor("tr");
  const staticPaths = [
    paths.home(),
    ...CATEGORIES.map((category) => paths.category(category)),
    paths.about(),
    paths.contact(),
    paths.privacy(),
    paths.promotions(),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...staticPaths.flatMap((path) => pageEntries(siteUrl, path)),
    ...listings.flatMap((listing) => pageEntries(siteUrl, paths.listing(listing.category, listing.id), listing.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
