import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS, canonicalRedirect, listingsPerFile, parseSitemapFileName } from "~/.server/http/sitemap";
import { LOCALES } from "~/lib/i18n/locales";

describe("sitemap canonical URL", () => {
  it.each(["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/listings-2.xml"])(
    "answers the canonical document for the plain URL %s",
    (path) => {
      expect(canonicalRedirect(new Request(`https://example.test${path}`))).toBeNull();
    },
  );

  it.each(["?x=1", "?8f3a9c", "?", "?utm_source=a&b=c"])("redirects %s permanently to the URL without a query", (query) => {
    for (const path of ["/sitemap.xml", "/sitemaps/listings-1.xml"]) {
      const answer = canonicalRedirect(new Request(`https://example.test${path}${query}`));
      expect(answer?.status).toBe(301);
      expect(answer?.headers.get("Location")).toBe(path);
      expect(answer?.headers.get("Cache-Control")).toContain("public");
    }
  });
});

describe("sitemap file names", () => {
  it("knows the pages file and the numbered listings files", () => {
    expect(parseSitemapFileName("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapFileName("listings-1.xml")).toEqual({ kind: "listings", number: 1 });
    expect(parseSitemapFileName("listings-42.xml")).toEqual({ kind: "listings", number: 42 });
  });

  it.each([
    undefined,
    "",
    "pages",
    "pages.xml.gz",
    "listings-0.xml",
    "listings-01.xml",
    "listings--1.xml",
    "listings-1.5.xml",
    "listings-x.xml",
    "listings-1234567890.xml",
    "../sitemap.xml",
    "Pages.xml",
  ])("refuses %s", (name) => {
    expect(parseSitemapFileName(name)).toBeNull();
  });
});

describe("listings per file", () => {
  it("keeps a file within 50,000 URLs: an entry per language for each listing", () => {
    expect(listingsPerFile("https://www.kktckiralik.com")).toBe(Math.floor(SITEMAP_MAX_URLS / LOCALES.length));
  });

  it("keeps a file within 50 MB when the site's address makes every entry long", () => {
    const longOrigin = `https://${"a".repeat(2000)}.example`;
    const perFile = listingsPerFile(longOrigin);
    expect(perFile).toBeLessThan(Math.floor(SITEMAP_MAX_URLS / LOCALES.length));
    expect(perFile).toBeGreaterThan(0);
  });
});
