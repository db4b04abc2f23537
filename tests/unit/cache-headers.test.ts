import { describe, expect, it } from "vitest";
import { cacheKeys, sharedPage } from "~/.server/http/cache-headers";

describe("shared page headers", () => {
  it("name the page's keys after the site's, once each", () => {
    const headers = sharedPage([cacheKeys.list("houses"), cacheKeys.listing("a1"), cacheKeys.listing("a1")]);
    expect(headers.get("Surrogate-Key")).toBe("site list:houses l:a1");
    expect(headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("keep a page that ends at a known time no longer than that, stale copies included", () => {
    const lifetimes = (endsInSeconds?: number, browserSeconds?: number) =>
      sharedPage([], { endsInSeconds, browserSeconds })
        .get("Cache-Control")!
        .replace(/^public, /, "");
    // The test configuration: 10 s shared, 60 s stale.
    expect(lifetimes()).toBe("max-age=0, s-maxage=10, stale-while-revalidate=60");
    expect(lifetimes(1_000_000, 60)).toBe("max-age=60, s-maxage=10, stale-while-revalidate=60");
    expect(lifetimes(30.9)).toBe("max-age=0, s-maxage=10, stale-while-revalidate=20");
    expect(lifetimes(4, 60)).toBe("max-age=4, s-maxage=4, stale-while-revalidate=0");
    expect(lifetimes(-5)).toBe("max-age=0, s-maxage=0, stale-while-revalidate=0");
  });

  it("leave out a key made from a URL id that is not plain visible ASCII (a 404 for /profil/%00 was a 500)", () => {
    for (const id of ["\u0000", "a b", "ş", "x\r\ny"]) {
      expect(sharedPage([cacheKeys.profile(id)]).get("Surrogate-Key"), JSON.stringify(id)).toBe("site");
    }
  });
});
