import { describe, expect, it } from "vitest";
import { errorResponse } from "~/.server/http/error-response";
import { API_ERRORS, type ApiErrorArea, type ApiErrorCode, apiErrorTextKey } from "~/domain/error-codes";
import { translate, uncheckedKey } from "~/lib/i18n";

describe("the API error catalogue", () => {
  it("gives every code a status and, for each area's wording, a text in both languages", () => {
    for (const [code, entry] of Object.entries(API_ERRORS)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      for (const key of Object.values(entry.texts as Record<string, string>)) {
        for (const locale of ["tr", "en"] as const) expect(translate(locale, uncheckedKey(key)), `${code} ${key} ${locale}`).not.toBe(key);
      }
    }
  });

  it("falls back to the general wording, else the code's first text", () => {
    expect(apiErrorTextKey("cross_site", "listingDetail")).toBe("auth.errors.crossSite");
    expect(apiErrorTextKey("cross_site", "uploads")).toBe("uploads.errors.crossSite");
    expect(apiErrorTextKey("missing_file")).toBe("uploads.errors.missingFile");
  });

  it("answers { error, message } with the catalogue's status, in the cookie's language, never cached", async () => {
    const request = (cookie?: string) => new Request("https://www.kktc.test/api/x", { headers: cookie ? { cookie } : {} });
    const cases: [ApiErrorCode, ApiErrorArea][] = [
      ["unauthorized", "favourites"],
      ["method_not_allowed", "http"],
    ];
    for (const [code, area] of cases) {
      for (const locale of ["tr", "en"] as const) {
        const response = errorResponse(request(locale === "en" ? "kk_locale=en" : undefined), code, { area, headers: { Allow: "GET" } });
        expect(response.status).toBe(API_ERRORS[code].status);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(response.headers.get("Allow")).toBe("GET");
        expect(await response.json()).toEqual({ error: code, message: translate(locale, uncheckedKey(apiErrorTextKey(code, area))) });
      }
    }
  });

  it("fills the text's values (an unknown home section names the known ones)", async () => {
    const response = errorResponse(new Request("https://www.kktc.test/api/home"), "invalid_section", {
      area: "homePage",
      values: { sections: "featured, recent, sponsored, partners" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_section",
      message: "Geçersiz bölüm. Şunlardan biri olmalı: featured, recent, sponsored, partners.",
    });
  });
});
