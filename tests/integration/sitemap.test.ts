import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachePurges, listings, profiles } from "~/.server/db/schema";
import { sitemapFileResponse, sitemapIndexResponse } from "~/.server/http/sitemap";
import { readContentVersion } from "~/.server/services/platform/content-version";
import { listSitemapFiles } from "~/.server/services/discovery/sitemap";
import { CATEGORIES, CATEGORY_SEGMENTS } from "~/domain/categories";
import type { ListingStatus } from "~/domain/listing";
import { LOCALES } from "~/lib/i18n/locales";
import { loader as indexLoader } from "~/routes/sitemap";
import { loader as fileLoader } from "~/routes/sitemaps.$file";
import { testApp, getDb, startTestRuntime } from "../support/runtime";
import { TEST_SITE, get, run } from "../support/routes";

/**
 * The sitemap (decision 034) on a real database: the index names the pages file and the listings
 * files; the listings files hold every active listing exactly once between them, each within its
 * limit, read in batches while the answer streams; nothing else is in them; other names are 404s and
 * a query string is a permanent redirect. `perFile` and `batch` are made small to split a few dozen
 * listings the way 50,000-URL files split a big site.
 */

let stop: () => Promise<void>;
const OWNER = "sitemap-owner";
const PER_FILE = 5;
const options = { siteUrl: TEST_SITE, perFile: PER_FILE, batch: 2 };
const SEGMENT = `(${Object.values(CATEGORY_SEGMENTS).join("|")})`;

beforeAll(async () => {
  ({ stop } = await startTestRuntime("sitemap"));
  await getDb().insert(profiles).values({ id: OWNER, email: "sitemap-owner@example.com", displayName: "Site Haritası" });
});
afterAll(async () => {
  await stop?.();
});

async function insertListings(count: number, status: ListingStatus = "active") {
  const rows = await getDb()
    .insert(listings)
    .values(
      Array.from({ length: count }, (_, index) => ({
        ownerId: OWNER,
        title: `Site haritası ${status} ${index}`,
        price: 1000 + index,
        city: "Girne",
        categorySlug: CATEGORIES[index % CATEGORIES.length]!,
        status,
      })),
    )
    .returning({ id: listings.id });
  return rows.map((row) => row.id);
}

const activeIds = async () =>
  (await getDb().select({ id: listings.id }).from(listings).where(eq(listings.status, "active"))).map((row) => row.id).sort();

/** The listing ids of a listings file's Turkish entries, in order, and its URL count. */
function listingsIn(xml: string) {
  const turkish = [...xml.matchAll(new RegExp(`<url><loc>${TEST_SITE}/${SEGMENT}/([0-9a-f-]{36})</loc>`, "g"))].map((match) => match[2]!);
  const english = [...xml.matchAll(new RegExp(`<url><loc>${TEST_SITE}/en/${SEGMENT}/([0-9a-f-]{36})</loc>`, "g"))].map(
    (match) => match[2]!,
  );
  return { turkish, english, urls: xml.match(/<url>/g)?.length ?? 0 };
}

/** The files the index names. */
async function indexFiles(response: Response) {
  expect(response.status).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
  );
  expect(xml.trimEnd().endsWith("</sitemapindex>")).toBe(true);
  return [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)].map((match) => ({
    url: match[1]!,
    lastmod: match[2],
  }));
}

/** Every listings file the index names, read whole; the ids over all of them, in file order. */
async function readAllListingFiles() {
  const files = await indexFiles(await sitemapIndexResponse(getDb(), get("/sitemap.xml"), options));
  const ids: string[] = [];
  const perFile: number[] = [];
  for (const file of files.slice(1)) {
    const name = file.url.slice(`${TEST_SITE}/sitemaps/`.length);
    const response = await sitemapFileResponse(getDb(), get(`/sitemaps/${name}`), name, options);
    expect(response.status, name).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    const { turkish, english, urls } = listingsIn(xml);
    expect(english, name).toEqual(turkish);
    expect(urls, name).toBe(turkish.length * LOCALES.length);
    perFile.push(turkish.length);
    ids.push(...turkish);
  }
  return { files, ids, perFile };
}

describe("the sitemap index and files", () => {
  it("names only the pages file while no listing is active", async () => {
    await insertListings(2, "pending");
    const files = await indexFiles(await sitemapIndexResponse(getDb(), get("/sitemap.xml"), options));
    expect(files).toEqual([{ url: `${TEST_SITE}/sitemaps/pages.xml`, lastmod: undefined }]);
    const first = await sitemapFileResponse(getDb(), get("/sitemaps/listings-1.xml"), "listings-1.xml", options);
    expect(first.status).toBe(404);
  });

  it("splits the active listings across files of at most perFile listings, none twice and none missing", async () => {
    await insertListings(23);
    await insertListings(3, "rejected");
    await insertListings(2, "expired");
    const { files, ids, perFile } = await readAllListingFiles();
    expect(files.map((file) => file.url)).toEqual([
      `${TEST_SITE}/sitemaps/pages.xml`,
      ...[1, 2, 3, 4, 5].map((number) => `${TEST_SITE}/sitemaps/listings-${number}.xml`),
    ]);
    for (const file of files.slice(1)) expect(Number.isNaN(Date.parse(file.lastmod ?? ""))).toBe(false);
    expect(perFile).toEqual([5, 5, 5, 5, 3]);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(await activeIds());
    // In id order across the files (the keyset's order).
    expect(ids).toEqual([...ids].sort());
    // One past the last file is a 404.
    expect((await sitemapFileResponse(getDb(), get("/sitemaps/listings-6.xml"), "listings-6.xml", options)).status).toBe(404);
  });

  it("leaves out a listing that is deleted, hidden or removed, and the index follows", async () => {
    const [softDeleted, hidden, removed] = await activeIds();
    await getDb().update(listings).set({ status: "deleted" }).where(eq(listings.id, softDeleted!));
    await getDb().update(listings).set({ status: "hidden" }).where(eq(listings.id, hidden!));
    await getDb().delete(listings).where(eq(listings.id, removed!));
    const { files, ids, perFile } = await readAllListingFiles();
    expect(files).toHaveLength(1 + 4);
    expect(perFile).toEqual([5, 5, 5, 5]);
    expect(ids).not.toContain(softDeleted);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(removed);
    expect([...ids].sort()).toEqual(await activeIds());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads the files' boundaries once per content version: again only after an active listing changes", async () => {
    let reads = 0;
    const db = getDb();
    // The boundary query is the service's one `execute`; everything else goes through the builder.
    const counting = new Proxy(db, {
      get: (target, key) =>
        key === "execute"
          ? (...args: Parameters<typeof db.execute>) => {
              reads += 1;
              return target.execute(...args);
            }
          : Reflect.get(target, key, target),
    });
    const first = await listSitemapFiles(counting, 5);
    expect(await listSitemapFiles(counting, 5)).toEqual(first);
    expect(reads).toBe(1);
    const [id] = await activeIds();
    await db.update(listings).set({ title: "Sitemap için değişen başlık" }).where(eq(listings.id, id!));
    await listSitemapFiles(counting, 5);
    expect(reads).toBe(2);
    // Another file size is other boundaries.
    expect((await listSitemapFiles(counting, 3)).length).toBeGreaterThan(first.length);
    expect(reads).toBe(3);
  });

  it("streams a listings file batch by batch without holding the database's connection between them", async () => {
    const response = await sitemapFileResponse(getDb(), get("/sitemaps/listings-1.xml"), "listings-1.xml", { ...options, batch: 1 });
    expect(response.body).toBeInstanceOf(ReadableStream);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let xml = decoder.decode((await reader.read()).value, { stream: true });
    xml += decoder.decode((await reader.read()).value, { stream: true });
    // The reader waits: other requests' queries go through meanwhile (PGlite has one connection).
    const other = await Promise.race([
      readContentVersion(getDb()).then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("stuck"), 5000)),
    ]);
    expect(other).toBe("answered");
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      xml += decoder.decode(value, { stream: true });
    }
    expect(listingsIn(xml).turkish).toHaveLength(PER_FILE);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
  });
});

describe("the sitemap routes", () => {
  it("the index at the protocol's limit names one listings file for this many listings", async () => {
    const response = await indexLoader({ request: get("/sitemap.xml"), params: {}, context: { app: testApp() } } as never);
    const files = await indexFiles(response);
    expect(files.map((file) => file.url)).toEqual([`${TEST_SITE}/sitemaps/pages.xml`, `${TEST_SITE}/sitemaps/listings-1.xml`]);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  });

  it("the pages file lists the home, category and static pages in every language", async () => {
    const answer = await run(fileLoader, get("/sitemaps/pages.xml"), { file: "pages.xml" });
    expect(answer.status).toBe(200);
    const xml = String(answer.body?.text);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(TEST_SITE.length));
    for (const path of [
      "/",
      "/en",
      "/evler",
      "/en/evler",
      "/apartlar",
      "/about",
      "/en/about",
      "/iletisim",
      "/gizlilik",
      "/dopingler",
      "/en/dopingler",
    ])
      expect(locs, path).toContain(path);
    expect(locs).toHaveLength(10 * LOCALES.length);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_SITE}/evler"/>`);
  });

  it("the listings file at the protocol's limit holds every active listing", async () => {
    const answer = await run(fileLoader, get("/sitemaps/listings-1.xml"), { file: "listings-1.xml" });
    expect(answer.status).toBe(200);
    expect(listingsIn(String(answer.body?.text)).turkish.sort()).toEqual(await activeIds());
  });

  it.each([
    "listings-2.xml",
    "listings-0.xml",
    "listings-01.xml",
    "listings.xml",
    "pages.xml.gz",
    "sitemap.xml",
    "index.xml",
    "listings-1.XML",
  ])("answers 404 for %s", async (name) => {
    const answer = await run(fileLoader, get(`/sitemaps/${encodeURIComponent(name)}`), { file: name });
    expect(answer.status).toBe(404);
  });

  it("redirects any query string permanently to the plain URL, without reading the database", async () => {
    for (const [path, loader, params] of [
      ["/sitemap.xml", indexLoader, {}],
      ["/sitemaps/pages.xml", fileLoader, { file: "pages.xml" }],
      ["/sitemaps/listings-1.xml", fileLoader, { file: "listings-1.xml" }],
      ["/sitemaps/listings-99.xml", fileLoader, { file: "listings-99.xml" }],
    ] as const) {
      for (const query of ["?8f3a9c", "?a=1&b=2", "?"]) {
        const answer = await run(loader as never, get(`${path}${query}`), params);
        expect(answer, `${path}${query}`).toMatchObject({ status: 301, location: path });
      }
    }
  });

  it("may be kept by shared caches until a listing change purges it, and answers a conditional request with 304", async () => {
    for (const [request, name] of [
      [get("/sitemap.xml"), undefined],
      [get("/sitemaps/listings-1.xml"), "listings-1.xml"],
    ] as const) {
      const response = name
        ? await sitemapFileResponse(getDb(), request, name, { siteUrl: TEST_SITE })
        : await sitemapIndexResponse(getDb(), request, { siteUrl: TEST_SITE });
      expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=\d+$/);
      expect(Number(/s-maxage=(\d+)/.exec(response.headers.get("Cache-Control")!)![1])).toBeGreaterThanOrEqual(3600);
      expect(response.headers.get("Surrogate-Key")!.split(" ").sort()).toEqual(["search", "site"]);
      const etag = response.headers.get("ETag")!;
      expect(etag).toMatch(new RegExp(`^W/"v${await readContentVersion(getDb())}-[0-9a-f]{12}"$`));
      await response.body?.cancel();
      const conditional = new Request(request.url, { headers: { "If-None-Match": etag } });
      const again = name
        ? await sitemapFileResponse(getDb(), conditional, name, { siteUrl: TEST_SITE })
        : await sitemapIndexResponse(getDb(), conditional, { siteUrl: TEST_SITE });
      expect(again.status).toBe(304);
    }
    const pages = await sitemapFileResponse(getDb(), get("/sitemaps/pages.xml"), "pages.xml", { siteUrl: TEST_SITE });
    expect(pages.headers.get("Surrogate-Key")).toBe("site");
    expect(pages.headers.get("ETag")).toBeNull();

    // A listing going out of public view purges the key the sitemap answers carry, and moves the ETag.
    const before = await readContentVersion(getDb());
    const oldTag = (await sitemapIndexResponse(getDb(), get("/sitemap.xml"), { siteUrl: TEST_SITE })).headers.get("ETag")!;
    const [leaving] = await activeIds();
    await getDb().update(listings).set({ status: "rented" }).where(eq(listings.id, leaving!));
    await getDb().update(listings).set({ status: "deleted" }).where(eq(listings.id, leaving!));
    const purges = await getDb()
      .select({ keys: cachePurges.keys })
      .from(cachePurges)
      .where(sql`${cachePurges.version} > ${before}`);
    expect(purges.length).toBeGreaterThan(0);
    for (const purge of purges) expect(purge.keys).toContain("search");
    const stale = new Request(`${TEST_SITE}/sitemap.xml`, { headers: { "If-None-Match": oldTag } });
    expect((await sitemapIndexResponse(getDb(), stale, { siteUrl: TEST_SITE })).status).toBe(200);
    await getDb()
      .delete(listings)
      .where(inArray(listings.id, [leaving!]));
  });
});
