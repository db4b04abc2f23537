import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * English pages for search engines (decision 015): every page exists under /en
 * with the spec's segments, rendered in English by the server (no browser here: the HTML as a
 * crawler reads it), with hreflang alternates, its own canonical, Open Graph and JSON-LD, and links
 * that stay in English.
 */

/** A listing page's path of the demo content (the first card of the English houses page). */
async function firstListingPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/en/evler")).text();
  const path = /href="(\/en\/evler\/[0-9a-f-]{36})"/.exec(html)?.[1];
  expect(path, "a listing link on /en/evler").toBeTruthy();
  return path!;
}

/** A profile page's path: the seller of that listing. */
async function profilePath(request: APIRequestContext, listingPath: string): Promise<string> {
  const html = await (await request.get(listingPath)).text();
  const path = /href="(\/en\/profil\/[^"]+)"/.exec(html)?.[1];
  expect(path, `a seller link on ${listingPath}`).toBeTruthy();
  return path!;
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
      match[1],
      new URL(match[2]!).pathname,
    ]),
  );
/** The site paths the page's links point to (not assets, media or JSON). */
const linkPaths = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)]
    .map((match) => match[1]!.replaceAll("&amp;", "&"))
    .filter((href) => !/^\/(assets|media|api)\//.test(href));
/** The links of an English page, without the language toggle (the one link to the Turkish page). */
const englishPageLinks = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>/g)]
    .filter((match) => !/hrefLang="tr"/.test(match[1]!))
    .map((match) => /\shref="(\/[^"]*)"/.exec(match[1]!)?.[1])
    .filter((href): href is string => !!href && !/^\/(assets|media|api)\//.test(href));

/** Texts of the Turkish interface (header, footer, pages) that an English page must not show. */
const TURKISH_TEXTS = ["Giriş Yap", "Kayıt Ol", "İlan Ver", "Kategoriler", "Hakkımızda", "Ana sayfa", "İlanlarda ara", "Gizlilik"];

test.describe("English pages, as the server renders them", () => {
  test("the public pages are complete in English, with alternates, canonical and Open Graph per language", async ({ request, baseURL }) => {
    const listing = await firstListingPath(request);
    const profile = await profilePath(request, listing);
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
      const response = await request.get(path, { headers: { cookie: "kk_locale=tr" } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const pathname = new URL(path, baseURL).pathname;
      const turkish = pathname === "/en" ? "/" : pathname.slice(3);
      expect(html, path).toMatch(/<html lang="en"/);
      expect(html, path).toMatch(english);
      for (const text of TURKISH_TEXTS) expect(html, `${path} shows "${text}"`).not.toContain(`>${text}<`);
      expect(alternates(html), path).toEqual({ tr: turkish, en: pathname, "x-default": turkish });
      expect(new URL(attr(html, /<link rel="canonical" href="([^"]+)"/)!).pathname, path).toBe(pathname);
      expect(new URL(attr(html, /<meta property="og:url" content="([^"]+)"/)!).pathname, path).toBe(pathname);
      expect(attr(html, /<meta property="og:locale" content="([^"]+)"/), path).toBe("en_US");
      expect(attr(html, /<meta property="og:locale:alternate" content="([^"]+)"/), path).toBe("tr_TR");
      // Every link stays English, except the toggle to the Turkish page.
      expect(
        englishPageLinks(html).filter((href) => href !== "/en" && !href.startsWith("/en/") && !href.startsWith("/en?")),
        path,
      ).toEqual([]);
      expect(html, path).toMatch(
        new RegExp(
          `<a[^>]*hrefLang="tr"[^>]*href="${turkish.replace(/[?]/g, "\\?")}[^"]*"|<a[^>]*href="${turkish.replace(/[?]/g, "\\?")}[^"]*"[^>]*hrefLang="tr"`,
        ),
      );
    }
  });

  test("the Turkish pages are Turkish whatever the cookie says, with the same alternates", async ({ request }) => {
    const listing = (await firstListingPath(request)).slice(3);
    for (const path of ["/", "/evler", listing, "/dopingler", "/giris"]) {
      const html = await (await request.get(path, { headers: { cookie: "kk_locale=en" } })).text();
      expect(html, path).toMatch(/<html lang="tr"/);
      expect(alternates(html), path).toEqual({ tr: path, en: path === "/" ? "/en" : `/en${path}`, "x-default": path });
      expect(attr(html, /<meta property="og:locale" content="([^"]+)"/), path).toBe("tr_TR");
      expect(linkPaths(html).filter((href) => href.startsWith("/en")).length, `${path}: only the toggle is English`).toBe(1);
    }
  });

  test("the listing's structured data and preview are in the page's language", async ({ request }) => {
    const english = await firstListingPath(request);
    const jsonLd = async (path: string) => {
      const html = await (await request.get(path)).text();
      return JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)![1]!) as {
        url: string;
        category: string;
        offers: { url: string; areaServed: string };
      };
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

  test("account, member and admin pages exist in English, and their redirects stay English", async ({ request }) => {
    for (const [path, heading] of [
      ["/en/giris", "Log In"],
      ["/en/kayit", "Sign Up"],
      ["/en/sifremi-unuttum", "Forgot Password"],
      ["/en/dogrulama?email=a%40example.com", "E-mail Verification"],
      ["/en/sifre-yenile", "Reset Password"],
      ["/en/yonetim/giris", "Admin login"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<html lang="en"/);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
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
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(response.headers()["location"], from).toBe(to);
    }
  });

  test("the sitemap lists every page in both languages with its alternates", async ({ request }) => {
    // Every file the sitemap index names (decision 034).
    const index = await (await request.get("/sitemap.xml")).text();
    let xml = "";
    for (const match of index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g))
      xml += await (await request.get(new URL(match[1]!).pathname)).text();
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
    for (const path of ["/", "/en", "/evler", "/en/evler", "/dopingler", "/en/dopingler", "/gizlilik", "/en/gizlilik"])
      expect(paths, path).toContain(path);
    const turkish = entries.filter((entry) => !entry.path.startsWith("/en"));
    const english = entries.filter((entry) => entry.path.startsWith("/en"));
    expect(english.length).toBe(turkish.length);
    for (const entry of entries) {
      const tr = entry.path.startsWith("/en") ? entry.path.slice(3) || "/" : entry.path;
      expect(entry.alternates, entry.path).toEqual({ tr, en: tr === "/" ? "/en" : `/en${tr}`, "x-default": tr });
    }
  });
});

test.describe("the English 404", () => {
  // The browser logs the document's own 404 status as a console error: that is the point here.
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("an unknown path under /en is an English page with a link to the English home", async ({ page, request }) => {
    const response = await request.get("/en/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Page not found");
    for (const text of TURKISH_TEXTS) expect(html).not.toContain(`>${text}<`);
    // The spec's legacy English paths are redirected at the root only.
    expect((await request.get("/en/houses", { maxRedirects: 0 })).status()).toBe(404);

    await page.goto("/en/no/such/page");
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { name: "Recent Listings" })).toBeVisible();
  });
});
