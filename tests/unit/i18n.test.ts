import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/format";
import { getI18n, translate, uncheckedKey } from "~/lib/i18n";
import { en } from "~/lib/i18n/en";
import { DEFAULT_LOCALE, localeFromCookieHeader } from "~/lib/i18n/locales";
import { tr } from "~/lib/i18n/tr";
import { leaves } from "../support/text-leaves";

describe("translations", () => {
  const trLeaves = leaves(tr);
  const enLeaves = leaves(en);

  it("have exactly the same keys in Turkish and English", () => {
    expect([...enLeaves.keys()].sort()).toEqual([...trLeaves.keys()].sort());
  });

  it("have no empty texts", () => {
    for (const [key, text] of [...trLeaves, ...enLeaves]) {
      expect(typeof text, key).toBe("string");
      expect((text as string).trim(), key).not.toBe("");
    }
  });

  it("use the same interpolation variables in both languages", () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of trLeaves) expect(variables(enLeaves.get(key)), key).toEqual(variables(text));
  });

  it("translate with plurals and interpolation per language", () => {
    expect(translate("tr", "common.views", { count: 1, views: "1" })).toBe("1 görüntülenme");
    expect(translate("en", "common.views", { count: 1, views: "1" })).toBe("1 view");
    expect(translate("en", "common.views", { count: 1500, views: "1.500" })).toBe("1.500 views");
    expect(getI18n("en").t("categories.houses")).toBe("Houses");
    expect(getI18n("tr").t("categories.houses")).toBe("Evler");
  });
});

describe("locale from cookie", () => {
  it("defaults to Turkish when nothing valid is stored", () => {
    expect(DEFAULT_LOCALE).toBe("tr");
    expect(localeFromCookieHeader(null)).toBe("tr");
    expect(localeFromCookieHeader("kk_locale=xx")).toBe("tr");
    expect(localeFromCookieHeader("other=en")).toBe("tr");
  });

  it("reads the kk_locale cookie among others", () => {
    expect(localeFromCookieHeader("a=1; kk_locale=en; b=2")).toBe("en");
    expect(localeFromCookieHeader("kk_locale=tr")).toBe("tr");
    expect(localeFromCookieHeader("xkk_locale=en")).toBe("tr");
  });
});

describe("the translator (decision 007)", () => {
  it("picks the plural form by the language's rules and fills every placeholder", () => {
    expect(translate("en", "categoryPage.search.count", { count: 1 })).toBe("1 listing found");
    expect(translate("en", "categoryPage.search.count", { count: 0 })).toBe("0 listings found");
    expect(translate("tr", "categoryPage.search.count", { count: 1 })).toBe("1 ilan bulundu");
  });

  it("answers the key itself for a missing key or a group of texts, and leaves unknown placeholders visible", () => {
    expect(translate("tr", uncheckedKey("no.such.key"))).toBe("no.such.key");
    expect(translate("tr", uncheckedKey("categories"))).toBe("categories");
    expect(getI18n("en").t("categories.houses", { unused: 1 })).toBe("Houses");
    expect(translate("en", "categoryPage.search.heading", {})).toBe("Search results for “{{query}}”");
  });

  it("answers defaultValue for a missing key (a stored value without a translation), and the text when there is one", () => {
    expect(translate("en", uncheckedKey("categoryPage.houseTypes.Dubleks"), { defaultValue: "Dubleks" })).toBe("Dubleks");
    expect(translate("en", "categoryPage.houseTypes.Daire", { defaultValue: "Daire" })).toBe("Flat");
    expect(translate("en", "listingDetail.specs.values.heating.Kombi", { defaultValue: "Kombi" })).toBe("Combi boiler");
    expect(translate("tr", uncheckedKey("categories"), { defaultValue: "x" })).toBe("x");
  });

  it("gives a group of texts as an object and never reads inherited properties", () => {
    expect(getI18n("tr").resource("categories")).toMatchObject({ houses: "Evler" });
    expect(translate("tr", uncheckedKey("categories.constructor"))).toBe("categories.constructor");
    expect(translate("tr", uncheckedKey("__proto__.toString"))).toBe("__proto__.toString");
  });
});

describe("dates (docs/product.md §9: short day-month-year in the locale)", () => {
  it("put the day first in both languages", () => {
    const date = new Date("2026-11-03T12:00:00Z");
    expect(formatDate(date, "tr")).toBe("03.11.2026");
    expect(formatDate(date, "en")).toBe("03/11/2026");
  });
});
