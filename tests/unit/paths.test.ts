import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_SEGMENTS, categoryFromSegment } from "~/domain/categories";
import { LEGACY_REDIRECTS, buildRedirectTarget, paths } from "~/lib/paths";

describe("category segments", () => {
  it("map every category to its Turkish route segment and back (spec §9)", () => {
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

  it("cover every redirect of spec §2", () => {
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
    expect(paths.login("/ilan-ver")).toBe("/giris?redirect=%2Filan-ver");
    expect(paths.listing("cars", "x1")).toBe("/araclar/x1");
  });
});
