import { describe, expect, it } from "vitest";
import { errorBody, errorResponse, formError } from "~/.server/http/error-response";
import {
  API_ERRORS,
  AUTH_ERROR_CODES,
  AUTH_ERROR_KEYS,
  type ApiErrorArea,
  type ApiErrorCode,
  type Translate,
  apiErrorTextKey,
  authErrorBody,
  authErrorCode,
} from "~/domain/error-codes";
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

describe("page actions' refusals (formError)", () => {
  it("answer { ok: false, ...extra, error, message } with the catalogue's status, in the page's language, never cached", async () => {
    const english = formError(
      new Request("https://www.kktc.test/en/profil/x", { method: "POST" }),
      "wrong_password",
      {
        intent: "delete-account",
      },
      { area: "profile" },
    );
    expect(english.init?.status).toBe(400);
    expect(new Headers(english.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(english.data).toEqual({
      ok: false,
      intent: "delete-account",
      error: "wrong_password",
      message: translate("en", "profile.account.wrongPassword"),
    });
    // The page's path decides its language, not the cookie.
    const turkish = formError(
      new Request("https://www.kktc.test/profil/x", { method: "POST", headers: { cookie: "kk_locale=en" } }),
      "forbidden",
      {},
      {
        area: "profile",
      },
    );
    expect(turkish.data).toEqual({ ok: false, error: "forbidden", message: "Bu işlem için yetkiniz yok." });
  });

  it("keep an upstream status when told (the auth service's 4xx)", () => {
    const answer = formError(
      new Request("https://www.kktc.test/giris", { method: "POST" }),
      "rate_limited",
      {},
      { area: "auth", status: 429 },
    );
    expect(answer.init?.status).toBe(429);
    expect(errorBody("tr", "rate_limited", { area: "auth" }).message).toBe(translate("tr", "auth.errors.rateLimited"));
  });
});

describe("auth errors in the catalogue", () => {
  /** The table as it was before it moved into the catalogue's `upstream` lists: nothing users see changed. */
  const BEFORE = {
    INVALID_EMAIL_OR_PASSWORD: "invalidCredentials",
    INVALID_PASSWORD: "invalidCredentials",
    CREDENTIAL_ACCOUNT_NOT_FOUND: "invalidCredentials",
    EMAIL_NOT_VERIFIED: "emailNotVerified",
    INVALID_OTP: "verificationFailed",
    OTP_EXPIRED: "codeExpired",
    TOO_MANY_ATTEMPTS: "tooManyCodeAttempts",
    INVALID_TOKEN: "linkExpired",
    TOKEN_EXPIRED: "linkExpired",
    INVALID_EMAIL: "invalidEmail",
    PASSWORD_TOO_SHORT: "passwordTooShort",
    PASSWORD_TOO_LONG: "passwordTooLong",
    USER_NOT_FOUND: "unknownEmail",
    INVALID_ORIGIN: "crossSite",
    MISSING_OR_NULL_ORIGIN: "crossSite",
    CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "crossSite",
    RATE_LIMITED: "rateLimited",
    SIGN_IN_LOCKED: "rateLimited",
    INVALID_INPUT: "invalidInput",
    NETWORK_ERROR: "network",
    TIMEOUT: "network",
    ADMIN_REQUIRED: "adminRequired",
    NO_SESSION: "noSession",
    otp_expired: "otpExpired",
  };

  it("map the auth service's codes to the same texts as the old table", () => {
    expect(AUTH_ERROR_CODES).toEqual(BEFORE);
  });

  it("give every text of the account forms a code whose auth wording it is (the page-only noActiveSession aside)", () => {
    for (const key of AUTH_ERROR_KEYS.filter((candidate) => candidate !== "noActiveSession")) {
      const code = authErrorCode(key);
      const texts: Partial<Record<ApiErrorArea, string>> = API_ERRORS[code].texts;
      if (key === "rateLimitedFor") expect(code).toBe("rate_limited");
      else expect(texts.auth, `${key} → ${code}`).toBe(`auth.errors.${key}`);
    }
  });

  it("render a form's refusal: code and text, nested values translated, a service's own message as it is", () => {
    const t: Translate = (key, values) => translate("tr", key, values);
    expect(authErrorBody(t, { key: "invalidCredentials" })).toEqual({ error: "invalid_credentials", message: "E-posta veya şifre hatalı" });
    expect(authErrorBody(t, { key: "sessionInvalid", values: { message: { key: "linkExpired" } } })).toEqual({
      error: "session_invalid",
      message: "Session geçersiz: E-posta bağlantısı geçersiz veya süresi dolmuş.",
    });
    expect(authErrorBody(t, { key: "rateLimitedFor", values: { wait: { seconds: 30 } } })).toEqual({
      error: "rate_limited",
      message: "Çok fazla deneme. Lütfen 30 saniye sonra tekrar deneyin.",
    });
    expect(authErrorBody(t, { key: "generic" })).toEqual({ error: "failed", message: "Bir hata oluştu" });
    expect(authErrorBody(t, { text: "Sunucu bakımda" })).toEqual({ error: "refused", message: "Sunucu bakımda" });
  });
});
