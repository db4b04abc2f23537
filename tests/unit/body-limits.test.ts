import { describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT_BYTES, LISTING_FORM_BODY_LIMIT_BYTES, bodyLimitFor } from "~/.server/http/body-limits";

describe("body limits per route", () => {
  it("give an English page (/en/…) the limit of its Turkish route", () => {
    for (const [turkish, english] of [
      ["/ilan-ver", "/en/ilan-ver"],
      ["/ilanlar/abc/duzenle", "/en/ilanlar/abc/duzenle"],
      ["/yonetim/ilanlar/yeni.data", "/en/yonetim/ilanlar/yeni.data"],
      ["/profil/u1", "/en/profil/u1"],
      ["/yonetim/sponsorlar", "/en/yonetim/sponsorlar"],
      ["/giris", "/en/giris"],
      ["/_root.data", "/en.data"],
    ]) {
      expect(bodyLimitFor(english!), english).toBe(bodyLimitFor(turkish!));
    }
    expect(bodyLimitFor("/en/ilan-ver")).toBe(LISTING_FORM_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/en/profil/u1")).toBeGreaterThan(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/en/giris")).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });
});
