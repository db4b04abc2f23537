import { describe, expect, it } from "vitest";
import {
  AUTH_VALIDATION,
  OTP_RESEND_COOLDOWN_SECONDS,
  PASSWORD_MIN_LENGTH,
  RESET_REDIRECT_DELAY_MS,
  RESET_REQUEST_RETRY,
  fieldErrorsOf,
  forgotPasswordSchema,
  formFields,
  isCompleteOtp,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  safeRedirect,
  sameSitePath,
  verifyPageSearch,
  verifySchema,
} from "~/domain/auth";
import { translate } from "~/lib/i18n";
import { LEAVING_REDIRECTS } from "../support/hostile-redirects";

function errorsOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

describe('the constants of docs/product.md §9 "Accounts"', () => {
  it("match the product description", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(OTP_RESEND_COOLDOWN_SECONDS).toBe(45);
    expect(RESET_REDIRECT_DELAY_MS).toBe(1500);
    expect(RESET_REQUEST_RETRY).toEqual({ attempts: 3, timeoutMs: 12_000, delayMs: 500 });
  });
});

describe("e-mail", () => {
  it("is required, trimmed and lower-cased", () => {
    expect(forgotPasswordSchema.parse({ email: "  Ayse.Yilmaz@Example.COM " })).toEqual({ email: "ayse.yilmaz@example.com" });
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "" }))).toEqual({ email: AUTH_VALIDATION.emailRequired });
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "   " }))).toEqual({ email: AUTH_VALIDATION.emailRequired });
  });

  it("must be an address", () => {
    for (const email of ["ayse", "ayse@", "@example.com", "a b@example.com"]) {
      expect(errorsOf(forgotPasswordSchema.safeParse({ email })), email).toEqual({ email: AUTH_VALIDATION.emailInvalid });
    }
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: `${"a".repeat(250)}@example.com` }))).toEqual({
      email: AUTH_VALIDATION.emailInvalid,
    });
  });
});

describe("login", () => {
  it("needs e-mail and password (any length: old passwords keep working)", () => {
    expect(loginSchema.parse({ email: "A@B.co", password: "x" })).toEqual({ email: "a@b.co", password: "x" });
    expect(errorsOf(loginSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: AUTH_VALIDATION.emailRequired,
      password: AUTH_VALIDATION.passwordRequired,
    });
  });
});

describe("register", () => {
  const valid = { name: "  Ayşe  ", email: "ayse@example.com", password: "gizli1", confirmPassword: "gizli1" };

  it("accepts an optional name (trimmed) and a password of at least 6 characters", () => {
    expect(registerSchema.parse(valid)).toEqual({ ...valid, name: "Ayşe" });
    expect(registerSchema.parse({ ...valid, name: "" }).name).toBe("");
  });

  it("refuses a short password, a mismatching confirmation and a missing e-mail", () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, password: "12345", confirmPassword: "12345" }))).toEqual({
      password: AUTH_VALIDATION.passwordTooShort,
    });
    expect(errorsOf(registerSchema.safeParse({ ...valid, confirmPassword: "gizli2" }))).toEqual({
      confirmPassword: AUTH_VALIDATION.passwordsMismatch,
    });
    expect(errorsOf(registerSchema.safeParse({ ...valid, email: "", password: "", confirmPassword: "" }))).toEqual({
      email: AUTH_VALIDATION.emailRequired,
      password: AUTH_VALIDATION.passwordRequired,
    });
    expect(errorsOf(registerSchema.safeParse({ ...valid, name: "x".repeat(81) }))).toEqual({ name: AUTH_VALIDATION.nameTooLong });
  });

  it("does not trim passwords", () => {
    expect(registerSchema.parse({ ...valid, password: " 12345", confirmPassword: " 12345" }).password).toBe(" 12345");
    expect(errorsOf(registerSchema.safeParse({ ...valid, password: "gizli1 ", confirmPassword: "gizli1" }))).toEqual({
      confirmPassword: AUTH_VALIDATION.passwordsMismatch,
    });
  });
});

describe("verification code", () => {
  it("is exactly 6 digits", () => {
    expect(verifySchema.parse({ email: "a@b.co", otp: " 012345 " })).toEqual({ email: "a@b.co", otp: "012345" });
    for (const otp of ["", "12345", "1234567", "12345a", "12 345", "١٢٣٤٥٦"]) {
      expect(errorsOf(verifySchema.safeParse({ email: "a@b.co", otp })), otp).toEqual({ otp: AUTH_VALIDATION.codeInvalid });
    }
  });

  it("enables the verify button only at 6 digits", () => {
    expect(isCompleteOtp("123456")).toBe(true);
    expect(isCompleteOtp("12345")).toBe(false);
    expect(isCompleteOtp("1234567")).toBe(false);
    expect(isCompleteOtp("12345x")).toBe(false);
  });
});

describe("reset password", () => {
  it("needs a new password of at least 6 characters that matches", () => {
    expect(resetPasswordSchema.parse({ password: "yenisifre", confirmPassword: "yenisifre" }).password).toBe("yenisifre");
    expect(errorsOf(resetPasswordSchema.safeParse({ password: "kisa", confirmPassword: "kisa" }))).toEqual({
      password: AUTH_VALIDATION.passwordTooShort,
    });
    expect(errorsOf(resetPasswordSchema.safeParse({ password: "yenisifre", confirmPassword: "yenisifr" }))).toEqual({
      confirmPassword: AUTH_VALIDATION.passwordsMismatch,
    });
  });
});

describe("validation messages", () => {
  it("are i18n keys with texts in both languages", () => {
    for (const key of Object.values(AUTH_VALIDATION)) {
      for (const locale of ["tr", "en"] as const) {
        const text = translate(locale, key);
        expect(text, `${locale} ${key}`).not.toBe(key);
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
      }
    }
    expect(translate("tr", AUTH_VALIDATION.passwordTooShort)).toBe("Şifre en az 6 karakter olmalı.");
  });
});

describe("form fields", () => {
  it("reads text fields; missing or file fields read as empty", () => {
    const form = new FormData();
    form.set("email", "a@b.co");
    form.set("file", new Blob(["x"]), "x.txt");
    expect(formFields(form, ["email", "password", "file"])).toEqual({ email: "a@b.co", password: "", file: "" });
  });
});

describe("redirect targets", () => {
  it("keep same-site relative paths with query and hash", () => {
    expect(safeRedirect("/ilan-ver")).toBe("/ilan-ver");
    expect(safeRedirect("/evler?city=Girne&region=Merkez#top")).toBe("/evler?city=Girne&region=Merkez#top");
    expect(safeRedirect("/profil/abc")).toBe("/profil/abc");
  });

  it("reject other sites, schemes and tricks", () => {
    for (const target of [
      "//evil.com",
      "//evil.com/path",
      "/\\evil.com",
      "\\\\evil.com",
      "https://evil.com",
      "http://localhost/evler",
      "javascript:alert(1)",
      "evler",
      "/\tevil",
      "/ok\nLocation: https://evil.com",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirect(target), String(target)).toBe("/");
    }
  });

  it("reject targets that leave the site once normalised, in every encoding", () => {
    for (const target of LEAVING_REDIRECTS) {
      expect(safeRedirect(target), target).toBe("/");
      expect(sameSitePath(target), target).toBeNull();
    }
  });

  it("return the normalised path, which a browser resolves to the same place", () => {
    expect(safeRedirect("/evler/../araclar?x=1")).toBe("/araclar?x=1");
    expect(safeRedirect("/%2e%2e/evler")).toBe("/evler");
    expect(safeRedirect("/evler/%2F%2Fevil.example")).toBe("/evler/%2F%2Fevil.example");
    for (const target of ["/evler/../araclar", "/%2e%2e/evler", "/profil/x?redirect=//evil.example", "/a//b"]) {
      const path = sameSitePath(target);
      expect(path, target).not.toBeNull();
      expect(new URL(path!, "https://www.kktc.test/giris").origin).toBe("https://www.kktc.test");
    }
  });

  it("never point back at the account pages", () => {
    for (const target of ["/giris", "/kayit?redirect=/x", "/dogrulama", "/sifremi-unuttum", "/sifre-yenile?token=x", "/cikis"]) {
      expect(safeRedirect(target), target).toBe("/");
    }
    expect(safeRedirect("/girisimci")).toBe("/girisimci");
  });

  it("use the given fallback", () => {
    expect(safeRedirect("//evil.com", "/evler")).toBe("/evler");
  });

  it("travel to the verification page only when not the default", () => {
    expect(verifyPageSearch("a+b@c.co", "/")).toBe("?email=a%2Bb%40c.co");
    expect(verifyPageSearch("a@c.co", "/ilan-ver")).toBe("?email=a%40c.co&redirect=%2Filan-ver");
  });
});
