import { getConfig } from "~/.server/config";
import { getDb } from "~/.server/runtime";
import { listSitemapListings } from "~/.server/services/home";
import { CATEGORIES } from "~/domain/categories";
import { paths } from "~/lib/paths";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

function urlEntry(location: string, lastmod?: Date) {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(location)}</loc>${modified}</url>`;
}

/**
 * GET /sitemap.xml: the home page, the five category pages, the static pages and every active
 * listing (with its last update), as absolute URLs on the configured site origin.
 */
export async function loader() {
  const siteUrl = getConfig().siteUrl;
  const listings = await listSitemapListings(getDb());
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
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...staticPaths.map((path) => urlEntry(`${siteUrl}${path}`)),
    ...listings.map((listing) => urlEntry(`${siteUrl}${paths.listing(listing.category, listing.id)}`, listing.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
