import { describe, expect, it } from "vitest";
import { cacheKeys, sharedPage } from "~/.server/http/cache-headers";

describe("shared page headers", () => {
  it("name the page's keys after the site's, once each", () => {
    const headers = sharedPage([cacheKeys.list("houses"), cacheKeys.listing("a1"), cacheKeys.listing("a1")]);
    expect(headers.get("Surrogate-Key")).toBe("site list:houses l:a1");
    expect(headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("leave out a key made from a URL id that is not plain visible ASCII (a 404 for /profil/%00 was a 500)", () => {
    for (const id of ["\u0000", "a b", "ş", "x\r\ny"]) {
      expect(sharedPage([cacheKeys.profile(id)]).get("Surrogate-Key"), JSON.stringify(id)).toBe("site");
    }
  });
});
