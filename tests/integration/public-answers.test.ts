import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { alternatePaths, localizePath, splitLocalePath } from "~/lib/paths";
import { startAppServer } from "../support/app-server";
import { startTestRuntime } from "../support/runtime";

/**
 * What visitors, crawlers and shared caches get from the public pages and JSON endpoints of the demo
 * marketplace (SEED_DEMO), answered by the site's Express app (server/app.ts) in this process: the
 * HTML as the server renders it (no browser), its language, alternates, canonical, Open Graph and
 * JSON-LD (decision 015), the sitemap (decision 034) and robots.txt, the cache headers a shared cache
 * reads (decision 021), the JSON endpoints' answers and the pages' compression.
 */

let stop: () => Promise<void>;
let server: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  // No rates provider (as in the E2E run): the built-in rates of docs/product.md §9.
  ({ stop } = await startTestRuntime("public-answers", {
    SEED_DEMO: "true",
    CURRENCY_PROVIDER_URL: "http://127.0.0.1:9/kurlar/today.xml",
  }));
  server = await startAppServer();
});
afterAll(async () => {
  await server?.stop();
  await stop?.();
});

/** A request to the app; redirects are followed unless `follow` is false. */
function request(path: string, options: { headers?: Record<string, string>; method?: string; follow?: boolean } = {}) {
  return fetch(`${server.url}${path}`, {
    method: options.method ?? "GET",
    headers: options.headers,
    redirect: options.follow === false ? "manual" : "follow",
  });
}
const html = async (path: string, headers?: Record<string, string>) => (await request(path, { headers })).text();

const attr = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? null;

describe("English pages, as the server renders them", () => {
  /** A listing page's path of the demo content (the first card of the English houses page). */
  async function firstListingPath(): Promise<string> {
    const path = /href="(\/en\/evler\/[0-9a-f-]{36})"/.exec(await html("/en/evler"))?.[1];
    expect(path, "a listing link on /en/evler").toBeTruthy();
    return path!;
  }

  /** A profile page's path: the seller of that listing. */
  async function profilePath(listingPath: string): Promise<string> {
    const path = /href="(\/en\/profil\/[^"]+)"/.exec(await html(listingPath))?.[1];
    expect(path, `a seller link on ${listingPath}`).toBeTruthy();
    return path!;
  }

  const alternates = (text: string) =>
    Object.fromEntries(
      [...text.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
        match[1],
        new URL(match[2]!).pathname,
      ]),
    );
  /** The site paths the page's links point to (not assets, media or JSON). */
  const linkPaths = (text: string) =>
    [...text.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)]
      .map((match) => match[1]!.replaceAll("&amp;", "&"))
      .filter((href) => !/^\/(assets|media|api)\//.test(href));
  /** The links of an English page, without the language switch's (the links to the page in each language). */
  const englishPageLinks = (text: string) =>
    [...text.matchAll(/<a\b([^>]*)>/g)]
      .filter((match) => !/hrefLang="/.test(match[1]!))
      .map((match) => /\shref="(\/[^"]*)"/.exec(match[1]!)?.[1])
      .filter((href): href is string => !!href && !/^\/(assets|media|api)\//.test(href));

  /** Texts of the Turkish interface (header, footer, pages) that an English page must not show. */
  const TURKISH_TEXTS = ["Giriş Yap", "Kayıt Ol", "İlan Ver", "Kategoriler", "Hakkımızda", "Ana sayfa", "İlanlarda ara", "Gizlilik"];

  it("the public pages are complete in English, with alternates, canonical and Open Graph per language", async () => {
    const listing = await firstListingPath();
    const profile = await profilePath(listing);
    const pages: [string, RegExp][] = [
      ["/en", /Recent Listings/],
      ["/en/evler", /<h1[^>]*>Houses/],
      ["/en/araclar?city=Girne", /Kyrenia \(Girne\)/],
      [listing, /Description/],
      [profile, /Member since|Listings/],
      ["/en/dopingler", /Promotion Packages/],
      ["/en/about", /About Us/],
      ["/en/iletisim", /<h1[^>]*>Contact/],
      ["/en/gizlilik", /Privacy Policy/],
    ];
    for (const [path, english] of pages) {
      const response = await request(path, { headers: { cookie: "kk_locale=tr" } });
      expect(response.status, path).toBe(200);
      const text = await response.text();
      const pathname = new URL(path, server.url).pathname;
      const turkish = pathname === "/en" ? "/" : pathname.slice(3);
      expect(text, path).toMatch(/<html lang="en"/);
      expect(text, path).toMatch(english);
      for (const phrase of TURKISH_TEXTS) expect(text, `${path} shows "${phrase}"`).not.toContain(`>${phrase}<`);
      expect(alternates(text), path).toEqual({ ...alternatePaths(turkish), "x-default": turkish });
      expect(alternates(text).en, path).toBe(pathname);
      expect(new URL(attr(text, /<link rel="canonical" href="([^"]+)"/)!).pathname, path).toBe(pathname);
      expect(new URL(attr(text, /<meta property="og:url" content="([^"]+)"/)!).pathname, path).toBe(pathname);
      expect(attr(text, /<meta property="og:locale" content="([^"]+)"/), path).toBe("en_US");
      expect(attr(text, /<meta property="og:locale:alternate" content="([^"]+)"/), path).toBe("tr_TR");
      // Every link stays English, except the language switch's.
      expect(
        englishPageLinks(text).filter((href) => href !== "/en" && !href.startsWith("/en/") && !href.startsWith("/en?")),
        path,
      ).toEqual([]);
      expect(text, path).toMatch(
        new RegExp(
          `<a[^>]*hrefLang="tr"[^>]*href="${turkish.replace(/[?]/g, "\\?")}[^"]*"|<a[^>]*href="${turkish.replace(/[?]/g, "\\?")}[^"]*"[^>]*hrefLang="tr"`,
        ),
      );
    }
  });

  it("the Turkish pages are Turkish whatever the cookie says, with the same alternates", async () => {
    const listing = (await firstListingPath()).slice(3);
    for (const path of ["/", "/evler", listing, "/dopingler", "/giris"]) {
      const text = await html(path, { cookie: "kk_locale=en" });
      expect(text, path).toMatch(/<html lang="tr"/);
      expect(alternates(text), path).toEqual({ ...alternatePaths(path), "x-default": path });
      expect(alternates(text).fa, path).toBe(path === "/" ? "/fa" : `/fa${path}`);
      expect(attr(text, /<meta property="og:locale" content="([^"]+)"/), path).toBe("tr_TR");
      expect(linkPaths(text).filter((href) => href.startsWith("/en")).length, `${path}: only the toggle is English`).toBe(1);
    }
  });

  it("the listing's structured data and preview are in the page's language", async () => {
    const english = await firstListingPath();
    const jsonLd = async (path: string) =>
      JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(await html(path))![1]!) as {
        url: string;
        category: string;
        offers: { url: string; areaServed: string };
      };
    const en = await jsonLd(english);
    expect(new URL(en.url).pathname).toBe(english);
    expect(new URL(en.offers.url).pathname).toBe(english);
    expect(en.category).toBe("Houses");
    expect(en.offers.areaServed).toMatch(/^[A-Z][a-z]+ \(/);
    const tr = await jsonLd(english.slice(3));
    expect(new URL(tr.url).pathname).toBe(english.slice(3));
    expect(tr.category).toBe("Evler");
    expect(tr.offers.areaServed).not.toContain("(");
  });

  it("account, member and admin pages exist in English, and their redirects stay English", async () => {
    for (const [path, heading] of [
      ["/en/giris", "Log In"],
      ["/en/kayit", "Sign Up"],
      ["/en/sifremi-unuttum", "Forgot Password"],
      ["/en/dogrulama?email=a%40example.com", "E-mail Verification"],
      ["/en/sifre-yenile", "Reset Password"],
      ["/en/yonetim/giris", "Admin login"],
    ] as const) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).toMatch(/<html lang="en"/);
      expect(text, path).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
      expect(text, path).toMatch(/<meta name="robots" content="noindex"/);
    }
    const redirects: [string, string][] = [
      ["/en/ilan-ver", "/en/giris?redirect=%2Fen%2Filan-ver"],
      ["/en/favoriler", "/en/giris?redirect=%2Fen%2Ffavoriler"],
      [
        "/en/ilanlar/00000000-0000-4000-8000-000000000000/duzenle",
        "/en/giris?redirect=%2Fen%2Filanlar%2F00000000-0000-4000-8000-000000000000%2Fduzenle",
      ],
      ["/en/yonetim", "/en/yonetim/panel"],
      ["/en/yonetim/panel", "/en/yonetim/giris"],
      ["/en/yonetim/sponsorlar", "/en/yonetim/giris"],
      ["/en/yonetim/firma-logolari", "/en/yonetim/giris"],
      ["/en/yonetim/ilanlar/yeni", "/en/yonetim/giris"],
    ];
    for (const [from, to] of redirects) {
      const response = await request(from, { follow: false });
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("the sitemap lists every page in every language with its alternates", async () => {
    // Every file the sitemap index names (decision 034).
    const index = await html("/sitemap.xml");
    let xml = "";
    for (const match of index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)) xml += await html(new URL(match[1]!).pathname);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?((?:<xhtml:link [^>]+\/>)+)<\/url>/g)].map(
      (match) => ({
        path: new URL(match[1]!).pathname,
        alternates: Object.fromEntries(
          [...match[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [link[1], new URL(link[2]!).pathname]),
        ),
      }),
    );
    const paths = new Set(entries.map((entry) => entry.path));
    for (const path of ["/", "/en", "/ar", "/evler", "/en/evler", "/ru/evler", "/dopingler", "/de/dopingler", "/gizlilik", "/fa/gizlilik"])
      expect(paths, path).toContain(path);
    const turkish = entries.filter((entry) => splitLocalePath(entry.path).locale === "tr");
    for (const locale of LOCALES) {
      expect(entries.filter((entry) => splitLocalePath(entry.path).locale === locale).length, locale).toBe(turkish.length);
    }
    for (const entry of entries) {
      const tr = splitLocalePath(entry.path).path;
      expect(entry.alternates, entry.path).toEqual({ ...alternatePaths(tr), "x-default": tr });
    }
  });
});

/** The public pages of fixed address, in Turkish: the home, the five categories, promotions and the static pages. */
const PUBLIC_PAGES = ["/", "/evler", "/araclar", "/dukkanlar", "/oteller", "/apartlar", "/dopingler", "/about", "/iletisim", "/gizlilik"];

describe("home meta and JSON", () => {
  it("public pages carry a translated title, a description and their canonical URL", async () => {
    const head = async (path: string) => {
      const text = await html(path);
      return {
        title: text.match(/<title>([^<]*)<\/title>/)?.[1] ?? "",
        description: text.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "",
        canonical: text.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? "",
      };
    };
    for (const path of PUBLIC_PAGES) {
      const englishPath = path === "/" ? "/en" : `/en${path}`;
      const turkish = await head(path);
      const english = await head(englishPath);
      for (const [meta, canonical] of [
        [turkish, path],
        [english, englishPath],
      ] as const) {
        expect(meta.title, path).not.toBe("");
        expect(meta.description.length, path).toBeGreaterThan(20);
        // Each language is its own canonical page (decision 015).
        expect(new URL(meta.canonical).pathname, path).toBe(canonical);
      }
      expect(english.title, path).not.toBe(turkish.title);
    }
  });

  it("an unknown home section is a translated 400", async () => {
    const turkish = await request("/api/home?section=nope");
    expect(turkish.status).toBe(400);
    const body = (await turkish.json()) as { error: string; message: string };
    expect(body).toMatchObject({ error: "invalid_section" });
    expect(body.message).toBe("Geçersiz bölüm. Şunlardan biri olmalı: featured, recent, sponsored, partners.");
    const english = await request("/api/home", { headers: { Cookie: "kk_locale=en" } });
    expect(english.status).toBe(400);
    expect(((await english.json()) as { message: string }).message).toMatch(/^Unknown section/);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists the home, category and static pages and every active listing", async () => {
    // The index names the files (decision 034); each is a urlset of its own.
    const index = await request("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(indexXml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const files = [...indexXml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(files).toEqual(["/sitemaps/pages.xml", "/sitemaps/listings-1.xml"]);
    let xml = "";
    for (const file of files) {
      const response = await request(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
      const text = await response.text();
      expect(text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      xml += text;
    }
    // Each page in Turkish here; its English twin and the alternates: the English pages' sitemap test above.
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g)]
      .filter((match) => !new URL(match[1]!).pathname.startsWith("/en"))
      .map((match) => ({
        url: new URL(match[1]!),
        lastmod: match[2],
      }));
    const origins = new Set(entries.map((entry) => entry.url.origin));
    expect(origins.size).toBe(1);
    const pathsListed = entries.map((entry) => entry.url.pathname);
    for (const path of PUBLIC_PAGES) {
      expect(pathsListed).toContain(path);
    }
    const listingEntries = entries.filter((entry) =>
      /^\/(evler|araclar|dukkanlar|oteller|apartlar)\/[0-9a-f-]{36}$/.test(entry.url.pathname),
    );
    // The demo content has 64 active listings (and pending/rejected ones that must stay out).
    expect(listingEntries).toHaveLength(64);
    for (const entry of listingEntries) expect(Number.isNaN(Date.parse(entry.lastmod ?? ""))).toBe(false);
    // Every listed listing is public.
    const statuses: number[] = [];
    for (let at = 0; at < listingEntries.length; at += 8) {
      const batch = listingEntries.slice(at, at + 8);
      statuses.push(...(await Promise.all(batch.map(async (entry) => (await request(entry.url.pathname)).status))));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(xml).not.toMatch(/yonetim|giris|ilan-ver/);
  });

  it("robots.txt keeps admin, account and API paths out and points to the sitemap", async () => {
    const response = await request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    for (const path of [
      "/yonetim",
      "/api/",
      "/ilan-ver",
      "/ilanlar/",
      "/giris",
      "/kayit",
      "/dogrulama",
      "/sifremi-unuttum",
      "/sifre-yenile",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
      // The English pages too (decision 015).
      if (path !== "/api/") expect(lines).toContain(`Disallow: /en${path}`);
    }
    expect(lines.find((line) => line.startsWith("Sitemap: "))).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
  });
});

describe("every info page", () => {
  it("is server-rendered with one h1 and its own title and description in each language", async () => {
    for (const path of ["/dopingler", "/iletisim", "/gizlilik", "/about"]) {
      const titles: string[] = [];
      for (const locale of ["tr", "en"] as const) {
        // The URL alone decides the language: a cookie naming the other one changes nothing.
        const response = await request(localizePath(path, locale), { headers: { Cookie: `kk_locale=${locale === "tr" ? "en" : "tr"}` } });
        expect(response.status, path).toBe(200);
        const text = await response.text();
        expect(text, path).toMatch(new RegExp(`<html lang="${locale}"`));
        expect(text.match(/<h1[\s>]/g), path).toHaveLength(1);
        const title = text.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
        const description = text.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
        expect(title, path).toContain("KKTC Kiralık");
        expect(description.length, path).toBeGreaterThan(60);
        expect(text, path).not.toContain('name="robots" content="noindex"');
        titles.push(title);
      }
      expect(titles[0], path).not.toBe(titles[1]);
    }
  });
});

/** The detail payload as GET /api/listings/:id answers it (the same data as the page's loader). */
interface Detail {
  listing: {
    id: string;
    title: string;
    price: number;
    currency: "TRY" | "USD" | "EUR" | "GBP";
    category: string;
    images: { url: string; width: number; height: number }[];
    views: number;
  };
}

describe("listing detail", () => {
  const SEGMENTS = ["evler", "araclar", "dukkanlar", "oteller", "apartlar"];
  /** A browser user agent: the server counts no views of bots. */
  const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
  let details: { path: string; detail: Detail }[] | null = null;

  /** Every active demo listing linked from the category pages, with its public detail payload. */
  async function allListings() {
    if (details) return details;
    const paths = new Set<string>();
    for (const segment of SEGMENTS) {
      for (const match of (await html(`/${segment}`)).matchAll(new RegExp(`/${segment}/[0-9a-f-]{36}`, "g"))) paths.add(match[0]);
    }
    const found: { path: string; detail: Detail }[] = [];
    for (const path of paths) {
      const response = await request(`/api/listings/${path.split("/")[2]}`);
      expect(response.status, path).toBe(200);
      found.push({ path, detail: (await response.json()) as Detail });
    }
    expect(found.length).toBeGreaterThan(20);
    details = found;
    return found;
  }

  async function findListing(predicate: (detail: Detail) => boolean) {
    const match = (await allListings()).find(({ detail }) => predicate(detail));
    expect(match, "a demo listing with the needed features").toBeTruthy();
    return match!;
  }

  const trNumber = (value: number) => new Intl.NumberFormat("tr-TR").format(value);

  it("the server-rendered HTML already has the title, price, absolute og:image and JSON-LD", async () => {
    const { path, detail } = await findListing((d) => d.listing.currency === "EUR" && d.listing.images.length > 0);
    const response = await request(path);
    expect(response.status).toBe(200);
    const text = await response.text();
    const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
    expect(text).toContain(`<title>${escape(detail.listing.title)} — KKTC Kiralık</title>`);
    // In its page's language: no lang of its own; dir="auto" for a title written in another script.
    expect(text).toContain(`<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl" dir="auto">${escape(detail.listing.title)}</h1>`);
    expect(text).toContain(`€${trNumber(detail.listing.price)}`);

    const meta = (attribute: string, name: string) => text.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
    const ogImage = meta("property", "og:image");
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/media\/.+\.webp$/);
    expect(new URL(ogImage!).pathname).toBe(detail.listing.images[0]!.url);
    expect(meta("property", "og:image:width")).toBe(String(detail.listing.images[0]!.width));
    expect(meta("property", "og:image:height")).toBe(String(detail.listing.images[0]!.height));
    expect(meta("property", "og:type")).toBe("product");
    expect(meta("property", "og:description")).toContain(`€${trNumber(detail.listing.price)}`);
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    expect(text).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));

    // A data block: no nonce or hash needed (decision 020).
    const jsonLd = text.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
    expect(jsonLd, "JSON-LD").toBeTruthy();
    const data = JSON.parse(jsonLd!) as { url: string; image: string[] };
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: detail.listing.title,
      sku: detail.listing.id,
      offers: { "@type": "Offer", price: detail.listing.price, priceCurrency: "EUR" },
    });
    expect(data.url).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(data.image[0]).toBe(ogImage);
  });

  it("the view endpoint: POST only, bots ignored, unknown ids 404", async () => {
    const { detail } = await findListing((d) => d.listing.category === "shops");
    const id = detail.listing.id;
    const viewsNow = async () => ((await (await request(`/api/listings/${id}`)).json()) as Detail).listing.views;
    const before = await viewsNow();

    const get = await request(`/api/listings/${id}/view`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");

    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
      "",
    ]) {
      const bot = await request(`/api/listings/${id}/view`, { method: "POST", headers: { "user-agent": userAgent } });
      expect(bot.status, userAgent).toBe(204);
    }
    expect(await viewsNow()).toBe(before);

    const human = await request(`/api/listings/${id}/view`, { method: "POST", headers: { "user-agent": BROWSER_UA } });
    expect(human.status).toBe(200);
    expect(await human.json()).toEqual({ views: before + 1 });
    expect(await viewsNow()).toBe(before + 1);

    const unknown = await request("/api/listings/00000000-0000-4000-8000-000000000000/view", {
      method: "POST",
      headers: { "user-agent": BROWSER_UA },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "not_found", message: "İlan bulunamadı" });
    const malformed = await request("/api/listings/nope/view", { method: "POST", headers: { "user-agent": BROWSER_UA } });
    expect(malformed.status).toBe(404);
    const crossSite = await request(`/api/listings/${id}/view`, {
      method: "POST",
      headers: { "user-agent": BROWSER_UA, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await viewsNow()).toBe(before + 1);
  });
});

describe("JSON endpoints", () => {
  it("the health endpoint checks the database", async () => {
    const health = await request("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("GET /api/currency answers TRY rates with their source and a cache header", async () => {
    const response = await request("/api/currency");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    // No rates provider answers here (see beforeAll): the built-in rates of docs/product.md §9.
    expect(await response.json()).toEqual({ base: "TRY", rates: { USD: 43, EUR: 47.5, GBP: 56 }, fetchedAt: null, source: "fallback" });
  });

  it("GET /api/listings answers JSON pages and a translated 400 for an unknown category", async () => {
    const response = await request("/api/listings?category=cars&limit=4&brand=toyota");
    expect(response.status).toBe(200);
    // Browsers keep it a minute; a shared cache as long as the category page, purged by the same keys.
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=60, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get("surrogate-key")).toContain("list:cars");
    const body = (await response.json()) as { listings: { specifications: { brand: string } }[]; nextCursor: string | null; total: number };
    expect(body.listings.length).toBeLessThanOrEqual(4);
    expect(body.listings.every((listing) => listing.specifications.brand === "toyota")).toBe(true);
    if (body.total > 4) expect(body.nextCursor).toEqual(expect.any(String));

    const bad = await request("/api/listings?category=boats");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "invalid_category", message: expect.stringContaining("Geçersiz kategori") });
    const missing = await request("/api/listings", { headers: { Cookie: "kk_locale=en" } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain("Invalid category");
  });
});

describe("what a shared cache may keep (decision 021)", () => {
  const SHAREABLE = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

  it("a visitor's public pages say a shared cache may keep them, naming what they show", async () => {
    const home = await request("/");
    const homeHtml = await home.text();
    const detailPath = homeHtml.match(/href="(\/evler\/[0-9a-f-]{36})"/)?.[1];
    expect(detailPath).toBeTruthy();
    const detailHtml = await html(detailPath!);
    const profilePath = detailHtml.match(/href="(\/profil\/[A-Za-z0-9_-]+)"/)?.[1];
    expect(profilePath).toBeTruthy();
    const id = detailPath!.split("/")[2]!;

    const pages: [string, number, RegExp][] = [
      ["/", 200, /(^| )home( |$)/],
      ["/en", 200, /(^| )sponsors( |$)/],
      ["/evler?rooms=3%2B1&sort=price-asc", 200, /(^| )list:houses( |$)/],
      ["/en/araclar", 200, /(^| )list:cars( |$)/],
      ["/?q=girne%20villa", 200, /(^| )search( |$)/],
      [detailPath!, 200, new RegExp(`(^| )l:${id}( |$)`)],
      [`/en${detailPath!}`, 200, new RegExp(`(^| )p:${profilePath!.split("/")[2]}( |$)`)],
      [profilePath!, 200, new RegExp(`(^| )p:${profilePath!.split("/")[2]}( |$)`)],
      ["/about", 200, /^site$/],
      ["/en/iletisim", 200, /^site$/],
      ["/evler/00000000-0000-4000-8000-000000000000", 404, /(^| )l:00000000-0000-4000-8000-000000000000( |$)/],
      ["/bu-sayfa-yok", 404, /^site$/],
    ];
    for (const [path, status, key] of pages) {
      const response = await request(path, { follow: false });
      expect(response.status, path).toBe(status);
      expect(response.headers.get("cache-control"), path).toMatch(SHAREABLE);
      expect(response.headers.get("surrogate-key"), path).toMatch(key);
      expect(response.headers.get("surrogate-key"), path).toMatch(/^site( |$)/);
      expect(response.headers.get("set-cookie"), path).toBeNull();
      expect(response.headers.get("vary") ?? "", path).not.toMatch(/cookie/i);
      expect(response.headers.get("content-security-policy"), path).not.toContain("nonce");
      await response.arrayBuffer();
    }
    // The home page names the listings it shows (a change to one purges it).
    expect(home.headers.get("surrogate-key")).toContain(`l:${id}`);
  });
});

describe("compression", () => {
  /** The document as it travels: its gzip bytes (Node's http client does not decompress). */
  function gzippedDocument(url: string): Promise<{ encoding: string | undefined; wire: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(
          url,
          { headers: { "accept-encoding": "gzip", "user-agent": "Mozilla/5.0 (Linux; Android 10) Chrome/130.0 Mobile" } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ encoding: response.headers["content-encoding"], wire: Buffer.concat(chunks) }));
          },
        )
        .on("error", reject);
    });
  }

  it("streamed pages are compressed as a whole, not piece by piece", async () => {
    for (const path of ["/", "/evler", "/oteller?sort=price-asc"]) {
      for (let i = 0; i < 2; i += 1) {
        // Twice: the first answer is rendered (streamed), the second may come from the page cache.
        const { encoding, wire } = await gzippedDocument(new URL(path, server.url).toString());
        expect(encoding).toBe("gzip");
        const text = zlib.gunzipSync(wire);
        const oneGo = zlib.gzipSync(text).length;
        expect(wire.length, `${path}: ${wire.length} bytes of gzip for what compresses to ${oneGo} in one go`).toBeLessThan(oneGo * 1.1);
      }
    }
  });
});
