import { describe, expect, it } from "vitest";
import { type TextGroup, type TextKey, translate } from "~/lib/i18n";
import type { en } from "~/lib/i18n/en";

/**
 * Typed texts: `t()` and `translate()` take only dotted paths of the Turkish texts,
 * so a typo is a type error. tsconfig.json includes this file, so `npm run typecheck` fails if a
 * `@ts-expect-error` below stops being an error (the key became valid, or the type became `string`).
 */
describe("text keys are checked by the type checker", () => {
  it("accepts a text's path and a plural pair's base, and refuses anything else", () => {
    expect(translate("tr", "common.siteName")).toBe("KKTC Kiralık");
    expect(translate("en", "common.views", { count: 2, views: 2 })).toBe("2 views");
    const slug: "houses" | "cars" = "cars";
    expect(translate("en", `categories.${slug}`)).toBe("Cars");

    // @ts-expect-error a typo in a key
    expect(translate("tr", "common.siteNam")).toBe("common.siteNam");
    // @ts-expect-error a group of texts is not a text
    expect(translate("tr", "categories")).toBe("categories");
    // @ts-expect-error a plural form without its `_other` pair's base is not a key
    expect(translate("tr", "common.views_few")).toBe("common.views_few");
    const anyString: string = "common.siteName";
    // @ts-expect-error a plain string is not a key (uncheckedKey() is the one way round)
    expect(translate("tr", anyString)).toBe("KKTC Kiralık");
  });

  it("types the groups and English's shape", () => {
    const group: TextGroup = "listingDetail.specs";
    // @ts-expect-error a text is not a group
    const notGroup: TextGroup = "common.siteName";
    const key: TextKey = "nav.suggestions.count";
    // A missing English text is a type error: the English texts have the Turkish shape.
    type EnglishNav = (typeof en)["nav"];
    // @ts-expect-error English has no key that Turkish lacks
    const extra: EnglishNav["noSuchText"] = "";
    expect([group, notGroup, key, extra]).toHaveLength(4);
  });
});
