import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_SEGMENTS, categoryFromSegment } from "~/domain/categories";
import { LEGACY_REDIRECTS, alternatePaths, buildRedirectTarget, localizePath, pathInLocale, pathsFor, splitLocalePath } from "~/lib/paths";
import { answerLocale, localeFromPath } from "~/lib/i18n/locales";

const paths = pathsFor("tr");

describe("category segments", () => {
  it("map every category to its Turkish route segment and back (docs/product.md §2)", () => {
    expect(CATEGORY_SEGMENTS).toEqual({
      houses: "evler",
      cars: "araclar",
      shops: "dukkanlar",
      hotels: "oteller",
      apartments: "apartlar",
    });
    for (const category of CATEGORIES) expect(categoryFromSegment(CATEGORY_SEGMENTS[category])).toBe(category);
    expect(categoryFromSegment("houses")).toBeUndefined();
  });
});

describe("legacy redirects", () => {
  const table = Object.fromEntries(LEGACY_REDIRECTS.map((entry) => [entry.from, entry.to]));

  it('cover every redirect of docs/product.md §2 "Redirects"', () => {
    expect(table).toEqual({
      "/houses": "/evler",
      "/houses/:id": "/evler/:id",
      "/cars": "/araclar",
      "/cars/:id": "/araclar/:id",
      "/shops": "/dukkanlar",
      "/shops/:id": "/dukkanlar/:id",
      "/hotels": "/oteller",
      "/hotels/:id": "/oteller/:id",
      "/apartments": "/apartlar",
      "/apartments/:id": "/apartlar/:id",
      "/arabalar": "/araclar",
      "/arabalar/:id": "/araclar/:id",
      "/listings/new": "/ilan-ver",
      "/listings/:id/edit": "/ilanlar/:id/duzenle",
      "/contact": "/iletisim",
      "/privacy": "/gizlilik",
      "/login": "/giris",
      "/register": "/kayit",
      "/admin/login": "/yonetim/giris",
      "/admin/dashboard": "/yonetim/panel",
      "/admin/listings/new": "/yonetim/ilanlar/yeni",
      "/admin/listings/:id/edit": "/yonetim/ilanlar/:id/duzenle",
      "/profile/:id": "/profil/:id",
    });
  });

  it("fill params into the target, encoded", () => {
    expect(buildRedirectTarget("/ilanlar/:id/duzenle", { id: "abc" })).toBe("/ilanlar/abc/duzenle");
    expect(buildRedirectTarget("/profil/:id", { id: "a b/c" })).toBe("/profil/a%20b%2Fc");
  });

  it("build paths with encoded search text", () => {
    expect(paths.search("Girne villa & havuz")).toBe("/?q=Girne%20villa%20%26%20havuz");
    expect(paths.search("esentpe", true)).toBe("/?q=esentpe&exact=1");
    expect(paths.login("/ilan-ver")).toBe("/giris?redirect=%2Filan-ver");
    expect(paths.listing("cars", "x1")).toBe("/araclar/x1");
  });
});

describe("English paths (decision 015)", () => {
  const en = pathsFor("en");

  it("are the Turkish paths under /en, with query and hash", () => {
    expect(en.home()).toBe("/en");
    expect(en.search("Girne villa")).toBe("/en?q=Girne%20villa");
    expect(en.search("esentpe", true)).toBe("/en?q=esentpe&exact=1");
    expect(en.category("houses")).toBe("/en/evler");
    expect(en.listing("cars", "x1")).toBe("/en/araclar/x1");
    expect(en.promotions()).toBe("/en/dopingler");
    expect(en.profile("u1")).toBe("/en/profil/u1");
    expect(en.admin.dashboard()).toBe("/en/yonetim/panel");
    expect(en.logout()).toBe("/en/cikis");
    // JSON is the same in both languages.
    expect(en.accountExport()).toBe("/api/account/export");
    expect(localizePath("/evler?city=Girne#top", "en")).toBe("/en/evler?city=Girne#top");
    expect(localizePath("/?q=x", "en")).toBe("/en?q=x");
    expect(localizePath("/evler", "tr")).toBe("/evler");
    // Already English, or not a path: unchanged.
    expect(localizePath("/en/evler", "en")).toBe("/en/evler");
    expect(localizePath("https://example.com/", "en")).toBe("https://example.com/");
    expect(localizePath("//example.com/", "en")).toBe("//example.com/");
  });

  it("leave out a redirect to the language's home page", () => {
    expect(en.login("/en")).toBe("/en/giris");
    expect(en.login("/en/ilan-ver")).toBe("/en/giris?redirect=%2Fen%2Filan-ver");
    expect(en.register("/en/favoriler")).toBe("/en/kayit?redirect=%2Fen%2Ffavoriler");
    expect(paths.login("/")).toBe("/giris");
    expect(paths.register()).toBe("/kayit");
  });

  it("tell a page's language and its Turkish path", () => {
    expect(splitLocalePath("/en/evler/x1")).toEqual({ locale: "en", path: "/evler/x1" });
    expect(splitLocalePath("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/en/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/evler")).toEqual({ locale: "tr", path: "/evler" });
    // Only the /en segment: /english is a (Turkish, unknown) path.
    expect(splitLocalePath("/english")).toEqual({ locale: "tr", path: "/english" });
    expect(localeFromPath("/en.data")).toBe("en");
    expect(localeFromPath("/EN/evler")).toBe("en");
    expect(localeFromPath("/_root.data")).toBe("tr");
  });

  it("give the same page in the other language (the toggle) and the alternates", () => {
    expect(pathInLocale("/evler?city=Girne&region=Alsancak#x", "en")).toBe("/en/evler?city=Girne&region=Alsancak#x");
    expect(pathInLocale("/en/evler?city=Girne", "tr")).toBe("/evler?city=Girne");
    expect(pathInLocale("/en?q=villa", "tr")).toBe("/?q=villa");
    expect(pathInLocale("/?q=villa", "en")).toBe("/en?q=villa");
    expect(pathInLocale("/en", "en")).toBe("/en");
    expect(alternatePaths("/en/profil/u1")).toEqual({
      tr: "/profil/u1",
      en: "/en/profil/u1",
      ru: "/ru/profil/u1",
      de: "/de/profil/u1",
      fa: "/fa/profil/u1",
      ar: "/ar/profil/u1",
    });
    expect(alternatePaths("/")).toEqual({ tr: "/", en: "/en", ru: "/ru", de: "/de", fa: "/fa", ar: "/ar" });
    expect(alternatePaths("/evler/")).toMatchObject({ tr: "/evler", en: "/en/evler", fa: "/fa/evler" });
  });

  it("every language under its prefix (decision 040)", () => {
    expect(localeFromPath("/ru/evler/abc")).toBe("ru");
    expect(localeFromPath("/fa")).toBe("fa");
    expect(localeFromPath("/ar.data")).toBe("ar");
    expect(localeFromPath("/rus")).toBe("tr");
    expect(localeFromPath("/dopingler")).toBe("tr");
    expect(pathInLocale("/ru/evler?city=Girne", "de")).toBe("/de/evler?city=Girne");
    expect(pathInLocale("/fa?q=villa", "tr")).toBe("/?q=villa");
    expect(pathInLocale("/ar/evler/1", "ar")).toBe("/ar/evler/1");
    expect(splitLocalePath("/de/yonetim/panel")).toEqual({ locale: "de", path: "/yonetim/panel" });
  });

  it("pages answer in their URL's language; JSON endpoints in the cookie's", () => {
    expect(answerLocale("/en/giris", "kk_locale=tr")).toBe("en");
    expect(answerLocale("/giris", "kk_locale=en")).toBe("tr");
    expect(answerLocale("/api/listings", "kk_locale=en")).toBe("en");
    expect(answerLocale("/api/listings", null)).toBe("tr");
  });
});
