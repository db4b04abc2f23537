import { describe, expect, it } from "vitest";
import { AUTH_ERROR_CODES, AUTH_ERROR_KEYS, AUTH_ERROR_TITLES, authErrorText, recoveryError, resolveAuthError } from "~/domain/error-codes";
import { translate, uncheckedKey } from "~/lib/i18n";
import { en } from "~/lib/i18n/en";
import { tr } from "~/lib/i18n/tr";

/**
 * docs/product.md §8 "The catalogue", including the reset page's messages: the exact Turkish texts (and
 * the English ones where the original description gives them) under their catalogue keys.
 */
const SPEC_MESSAGES: { key: string; tr: string; en?: string }[] = [
  { key: "auth.errors.invalidCredentials", tr: "E-posta veya şifre hatalı", en: "Invalid login credentials" },
  { key: "auth.errors.linkExpired", tr: "E-posta bağlantısı geçersiz veya süresi dolmuş.", en: "Email link is invalid or expired." },
  {
    key: "auth.errors.network",
    tr: "Sunucudan yanıt alınamadı. Lütfen tekrar deneyin.",
    en: "No response from server. Please try again.",
  },
  { key: "auth.errors.generic", tr: "Bir hata oluştu", en: "Something went wrong" },
  { key: "auth.errors.unknownEmail", tr: "Bu e-posta ile kayıtlı kullanıcı bulunamadı." },
  { key: "auth.errors.verificationFailed", tr: "Doğrulama sırasında bir hata oluştu." },
  { key: "auth.errors.adminRequired", tr: "Admin yetkiniz yok" },
  { key: "auth.errors.noSession", tr: "Oturum bulunamadı" },
  { key: "auth.errors.noActiveSession", tr: "Aktif oturum bulunamadı. Lütfen şifre sıfırlama işlemini tekrar başlatın." },
  { key: "auth.errors.accessTokenMissing", tr: "Access token bulunamadı. Lütfen şifre sıfırlama işlemini tekrar başlatın." },
  { key: "auth.titles.error", tr: "Hata" },
  { key: "auth.reset.success", tr: "Şifre Güncellendi ✓" },
];

/** Messages with a "…" part: 'Session geçersiz: ...', 'Şifre güncellenemedi: ...'. */
const SPEC_PREFIXED: { key: string; prefix: string }[] = [
  { key: "auth.errors.sessionInvalid", prefix: "Session geçersiz: " },
  { key: "auth.errors.passwordUpdateFailed", prefix: "Şifre güncellenemedi: " },
];

function lookup(messages: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe("the messages of docs/product.md §8", () => {
  it("exist with the exact Turkish text and an English text", () => {
    for (const message of SPEC_MESSAGES) {
      expect(lookup(tr, message.key), message.key).toBe(message.tr);
      const english = lookup(en, message.key);
      expect(typeof english, message.key).toBe("string");
      expect((english as string).trim(), message.key).not.toBe("");
      if (message.en) expect(english, message.key).toBe(message.en);
    }
  });

  it("keep the reset-password prefixes and put the detail after them", () => {
    for (const { key, prefix } of SPEC_PREFIXED) {
      expect(lookup(tr, key), key).toBe(`${prefix}{{message}}`);
      expect(translate("tr", uncheckedKey(key), { message: "ayrıntı" })).toBe(`${prefix}ayrıntı`);
      expect(translate("en", uncheckedKey(key), { message: "detail" })).toMatch(/detail$/);
    }
  });

  it("have the translated otpExpired and otpResent texts in both languages", () => {
    for (const key of ["auth.errors.otpExpired", "auth.verify.otpResent", "auth.errors.rateLimited"]) {
      for (const messages of [tr, en]) expect(String(lookup(messages, key) ?? "").length, key).toBeGreaterThan(5);
    }
    expect(lookup(tr, "auth.errors.rateLimited")).toBe("Çok fazla deneme. Lütfen birkaç dakika sonra tekrar deneyin.");
  });
});

describe("the catalogue", () => {
  it("has every key and title in both languages (key parity)", () => {
    expect(Object.keys(tr.auth.errors).sort()).toEqual([...AUTH_ERROR_KEYS].sort());
    expect(Object.keys(en.auth.errors).sort()).toEqual([...AUTH_ERROR_KEYS].sort());
    expect(Object.keys(tr.auth.titles).sort()).toEqual([...AUTH_ERROR_TITLES].sort());
    expect(Object.keys(en.auth.titles).sort()).toEqual([...AUTH_ERROR_TITLES].sort());
    for (const key of AUTH_ERROR_KEYS) expect(en.auth.errors[key], key).not.toBe(tr.auth.errors[key]);
  });

  it("maps every server code to a catalogue key", () => {
    for (const [code, key] of Object.entries(AUTH_ERROR_CODES)) expect(AUTH_ERROR_KEYS, code).toContain(key);
  });
});

describe("resolving server errors (the rules of docs/product.md §8)", () => {
  it("uses the code first", () => {
    expect(resolveAuthError({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toEqual({
      key: "invalidCredentials",
    });
    expect(resolveAuthError({ status: 400, code: "INVALID_OTP", message: "Invalid OTP" })).toEqual({ key: "verificationFailed" });
    expect(resolveAuthError({ status: 400, code: "OTP_EXPIRED", message: "OTP expired" })).toEqual({ key: "codeExpired" });
    expect(resolveAuthError({ status: 403, code: "TOO_MANY_ATTEMPTS" })).toEqual({ key: "tooManyCodeAttempts" });
    expect(resolveAuthError({ status: 400, code: "INVALID_TOKEN", message: "Invalid token" })).toEqual({ key: "linkExpired" });
    expect(resolveAuthError({ status: 403, code: "EMAIL_NOT_VERIFIED" })).toEqual({ key: "emailNotVerified" });
  });

  it("turns a 429 into the rate-limit message whatever it says, with the wait when the answer gave one", () => {
    expect(resolveAuthError({ status: 429, message: "Too many requests. Please try again later." })).toEqual({ key: "rateLimited" });
    expect(resolveAuthError({ status: 429, code: "SIGN_IN_LOCKED", retryAfter: 29.2 })).toEqual({
      key: "rateLimitedFor",
      values: { wait: { seconds: 30 } },
    });
  });

  it("says the wait in seconds below a minute and in whole minutes from a minute up, in both languages", () => {
    const text = (locale: "tr" | "en", seconds: number) =>
      authErrorText((key, values) => translate(locale, key, values), { key: "rateLimitedFor", values: { wait: { seconds } } });
    expect(text("tr", 30)).toBe("Çok fazla deneme. Lütfen 30 saniye sonra tekrar deneyin.");
    expect(text("en", 1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(text("en", 30)).toBe("Too many attempts. Please try again in 30 seconds.");
    expect(text("tr", 61)).toBe("Çok fazla deneme. Lütfen 2 dakika sonra tekrar deneyin.");
    expect(text("en", 60)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(text("en", 900)).toBe("Too many attempts. Please try again in 15 minutes.");
  });

  it("falls back to the message's phrases", () => {
    expect(resolveAuthError({ message: "Invalid login credentials" })).toEqual({ key: "invalidCredentials" });
    expect(resolveAuthError({ message: "Email link is invalid or has expired" })).toEqual({ key: "linkExpired" });
    expect(resolveAuthError({ message: "Token expired" })).toEqual({ key: "linkExpired" });
    expect(resolveAuthError({ message: "TypeError: fetch failed" })).toEqual({ key: "network" });
    expect(resolveAuthError({ message: "Network request failed" })).toEqual({ key: "network" });
    expect(resolveAuthError({ message: "The operation timed out (timeout)" })).toEqual({ key: "network" });
  });

  it("gives the generic text for an empty error and shows other messages as they are", () => {
    expect(resolveAuthError(null)).toEqual({ key: "generic" });
    expect(resolveAuthError({})).toEqual({ key: "generic" });
    expect(resolveAuthError({ message: "   " })).toEqual({ key: "generic" });
    expect(resolveAuthError({ message: "Sunucu bakımda" })).toEqual({ text: "Sunucu bakımda" });
  });

  it("ignores codes that are not its own (no prototype lookups)", () => {
    expect(resolveAuthError({ code: "toString", message: "" })).toEqual({ key: "generic" });
    expect(resolveAuthError({ code: "__proto__", message: "odd" })).toEqual({ text: "odd" });
  });
});

describe("recovery URL errors", () => {
  it("shows otpExpired for otp_expired, else the description or the verification error", () => {
    expect(recoveryError({ errorCode: "otp_expired", errorDescription: "Email link is invalid or has expired" })).toEqual({
      key: "otpExpired",
    });
    expect(recoveryError({ errorCode: "access_denied", errorDescription: "Bağlantı iptal edildi" })).toEqual({
      text: "Bağlantı iptal edildi",
    });
    expect(recoveryError({ errorCode: "access_denied", errorDescription: " " })).toEqual({ key: "verificationFailed" });
    expect(recoveryError({})).toEqual({ key: "verificationFailed" });
  });
});
