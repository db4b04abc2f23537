/**
 * The sitemap (sitemaps.org protocol, decision 034): `/sitemap.xml` is a sitemap index naming
 * `/sitemaps/pages.xml` (the home, category and static pages) and `/sitemaps/listings-N.xml` (the
 * active listings, in files of at most 50,000 URLs and 50 MB). Every page has an entry per language,
 * each naming all of them as `xhtml:link` alternates (decision 015). A listings file is streamed as
 * it is read, batch by batch (services/discovery/sitemap.ts), never held whole in memory.
 */
import { createHash } from "node:crypto";
import { CATEGORIES, CATEGORY_SEGMENTS, type Category } from "~/domain/categories";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/i18n/locales";
import { alternatePaths, pathsFor } from "~/lib/paths";
import type { Db } from "../db/client";
import { readContentVersion } from "../services/platform/content-version";
import { type SitemapListingFile, listSitemapFiles, sitemapListingBatches } from "../services/discovery/sitemap";
import { cacheKeys, sharedPage } from "./cache-headers";

/** The protocol's limits of one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** Listings read per query while a file streams. */
export const SITEMAP_BATCH = 1000;
/**
 * Shared caches keep a sitemap answer at least this long: crawlers read it a few times a day, so
 * an hour-old one harms nobody, and with CACHE_PURGE_URLS a listing change purges it at once
 * (surrogate key `search`, which the content trigger names on every change of a public listing).
 */
const SITEMAP_SHARED_SECONDS = 3600;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = "</urlset>\n";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/**
 * One page in every language: an entry per language, each naming all of them (and x-default, the
 * Turkish page) as `xhtml:link` alternates, as search engines read hreflang from sitemaps. One line
 * per entry, each ending in a newline.
 */
function pageEntries(siteUrl: string, turkishPath: string, lastmod?: Date): string {
  const paths = alternatePaths(turkishPath);
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${path}`)}"/>`;
  const alternates = [...LOCALES.map((locale) => link(locale, paths[locale])), link("x-default", paths[DEFAULT_LOCALE])].join("");
  return LOCALES.map((locale) => `<url><loc>${escapeXml(`${siteUrl}${paths[locale]}`)}</loc>${modified}${alternates}</url>\n`).join("");
}

const listingEntries = (siteUrl: string, listing: { id: string; category: Category; updatedAt: Date }) =>
  pageEntries(siteUrl, pathsFor("tr").listing(listing.category, listing.id), listing.updatedAt);

/**
 * How many listings one file holds: an entry per language each, within both of the protocol's
 * limits. The byte limit is checked against the longest entry a listing can have on this site (the
 * longest category segment, a uuid, a full timestamp), so a file is under 50 MB whatever it holds.
 */
export function listingsPerFile(siteUrl: string): number {
  const longest = CATEGORIES.reduce((a, b) => (CATEGORY_SEGMENTS[a].length >= CATEGORY_SEGMENTS[b].length ? a : b));
  const entryBytes = Buffer.byteLength(
    listingEntries(siteUrl, { id: "00000000-0000-0000-0000-000000000000", category: longest, updatedAt: new Date(0) }),
  );
  const envelope = Buffer.byteLength(XML_DECLARATION + URLSET_OPEN + URLSET_CLOSE);
  return Math.min(Math.floor(SITEMAP_MAX_URLS / LOCALES.length), Math.floor((SITEMAP_MAX_BYTES - envelope) / entryBytes));
}

/** The home page, the category pages and the static pages (their Turkish paths). */
function staticPaths(): string[] {
  const paths = pathsFor("tr");
  return [
    paths.home(),
    ...CATEGORIES.map((category) => paths.category(category)),
    paths.about(),
    paths.contact(),
    paths.privacy(),
    paths.promotions(),
  ];
}

/**
 * A sitemap URL with any query string is the same document: answer a permanent redirect to the
 * canonical URL (no query), built without touching the database, so a random query string cannot
 * make a shared cache (deploy/varnish/default.vcl) miss and rebuild a sitemap file.
 */
export function canonicalRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  if (url.search === "" && !request.url.includes("?")) return null;
  return new Response(null, {
    status: 301,
    headers: { Location: url.pathname, "Cache-Control": "public, max-age=86400, s-maxage=86400" },
  });
}

/** A sitemap file's name: the pages, or listings file N (from 1); null for anything else. */
export type SitemapFileName = { kind: "pages" } | { kind: "listings"; number: number };

export function parseSitemapFileName(name: string | undefined): SitemapFileName | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^listings-([1-9][0-9]{0,8})\.xml$/.exec(name ?? "");
  return match ? { kind: "listings", number: Number(match[1]) } : null;
}

const sitemapFileUrl = (siteUrl: string, file: string) => `${siteUrl}/sitemaps/${file}`;

/**
 * The headers of a sitemap answer: shared caches may keep it (an hour at least) until a purge of
 * its keys. A listings file and the index also get an ETag — the content version, with what else
 * decides their text (the origin, the file size, the languages) — so a crawler's conditional
 * request costs one query and gets a 304. The pages file, which no content changes, has none.
 */
function sitemapHeaders(keys: string[], etag?: { version: number; siteUrl: string; perFile: number }): Headers {
  const headers = sharedPage(keys, { minSharedSeconds: SITEMAP_SHARED_SECONDS });
  headers.set("Content-Type", "application/xml; charset=utf-8");
  if (etag) {
    const form = createHash("sha256")
      .update(`${etag.siteUrl} ${etag.perFile} ${LOCALES.join(",")}`)
      .digest("hex")
      .slice(0, 12);
    headers.set("ETag", `W/"v${etag.version}-${form}"`);
  }
  return headers;
}

/** 304 when the request's If-None-Match names the answer's ETag. */
function notModified(request: Request, headers: Headers): Response | null {
  const tags = request.headers.get("if-none-match");
  const etag = headers.get("ETag");
  if (!tags || !etag) return null;
  const named = tags.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return named.includes("*") || named.includes(etag.replace(/^W\//, "")) ? new Response(null, { status: 304, headers }) : null;
}

/** An async sequence of text parts as a byte stream, each part produced only when the reader wants more. */
function streamOf(parts: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}

export interface SitemapOptions {
  siteUrl: string;
  /** Listings per file; the protocol's limit for this site unless a test asks for smaller files. */
  perFile?: number;
  batch?: number;
}

/** GET /sitemap.xml: the sitemap index. */
export async function sitemapIndexResponse(db: Db, request: Request, options: SitemapOptions): Promise<Response> {
  const canonical = canonicalRedirect(request);
  if (canonical) return canonical;
  const perFile = options.perFile ?? listingsPerFile(options.siteUrl);
  const headers = sitemapHeaders([cacheKeys.search], { version: await readContentVersion(db), siteUrl: options.siteUrl, perFile });
  const unchanged = notModified(request, headers);
  if (unchanged) return unchanged;
  const files = await listSitemapFiles(db, perFile);
  const entry = (file: string, lastmod?: Date) =>
    `<sitemap><loc>${escapeXml(sitemapFileUrl(options.siteUrl, file))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</sitemap>\n`;
  const body = [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    entry("pages.xml"),
    ...files.map((file) => entry(`listings-${file.number}.xml`, file.lastmod)),
    "</sitemapindex>\n",
  ].join("");
  return new Response(body, { headers });
}

async function* listingsFile(
  db: Db,
  siteUrl: string,
  file: SitemapListingFile,
  next: SitemapListingFile | undefined,
  options: SitemapOptions & { perFile: number },
) {
  yield XML_DECLARATION + URLSET_OPEN;
  const batches = sitemapListingBatches(db, {
    fromId: file.firstId,
    beforeId: next?.firstId,
    limit: options.perFile,
    batch: options.batch ?? SITEMAP_BATCH,
  });
  for await (const batch of batches) yield batch.map((listing) => listingEntries(siteUrl, listing)).join("");
  yield URLSET_CLOSE;
}

/**
 * No such file. Shared caches keep the answer like a file (a random number past the last file would
 * otherwise cost the boundaries' query each time); one past the last listings file goes when a
 * listing change purges `search`.
 */
function notFound(keys: string[]): Response {
  const headers = sharedPage(keys, { minSharedSeconds: SITEMAP_SHARED_SECONDS });
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response("Not Found\n", { status: 404, headers });
}

/** GET /sitemaps/:file: the pages file or a listings file (streamed); 404 for any other name. */
export async function sitemapFileResponse(db: Db, request: Request, name: string | undefined, options: SitemapOptions): Promise<Response> {
  const canonical = canonicalRedirect(request);
  if (canonical) return canonical;
  const file = parseSitemapFileName(name);
  if (!file) return notFound([]);
  if (file.kind === "pages") {
    // Only a deploy changes it: the site's key (always added) is enough.
    return new Response(
      XML_DECLARATION +
        URLSET_OPEN +
        staticPaths()
          .map((path) => pageEntries(options.siteUrl, path))
          .join("") +
        URLSET_CLOSE,
      { headers: sitemapHeaders([]) },
    );
  }
  const perFile = options.perFile ?? listingsPerFile(options.siteUrl);
  const headers = sitemapHeaders([cacheKeys.search], { version: await readContentVersion(db), siteUrl: options.siteUrl, perFile });
  // An ETag is only ever given with the file, so at its version the file exists: no query needed.
  const unchanged = notModified(request, headers);
  if (unchanged) return unchanged;
  const files = await listSitemapFiles(db, perFile);
  const wanted = files[file.number - 1];
  if (!wanted) return notFound([cacheKeys.search]);
  return new Response(streamOf(listingsFile(db, options.siteUrl, wanted, files[file.number], { ...options, perFile })), { headers });
}
