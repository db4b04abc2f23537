import { z } from "zod";
import { firstErrorPerField } from "./field-errors";
import type { ApiErrorCode } from "./error-codes";
import { storableText } from "./text";

/**
 * Account forms (docs/product.md §2, §4 "Registration", "Password reset", §5, §9): the zod schemas shared by
 * the forms and the route actions, the constants, and the redirect-target check. Validation
 * messages are i18n keys (`auth.validation.*`) so both the server and the browser can translate them.
 */

export const PASSWORD_MIN_LENGTH = 6;
/** Better Auth's maximum (app/.server/auth/auth.ts). */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
const EMAIL_MAX_LENGTH = 254;
/** The e-mailed verification code: exactly 6 digits. */
export const OTP_LENGTH = 6;
/** The code can be resent after a 45-second countdown. */
export const OTP_RESEND_COOLDOWN_SECONDS = 45;
/** After a successful reset the page goes to /giris after 1.5 s. */
export const RESET_REDIRECT_DELAY_MS = 1500;
/** The reset e-mail request: 3 attempts, 12 s timeout each, 0.5 s × attempt number between them. */
export const RESET_REQUEST_RETRY = { attempts: 3, timeoutMs: 12_000, delayMs: 500 } as const;

export const AUTH_VALIDATION = {
  emailRequired: "auth.validation.emailRequired",
  emailInvalid: "auth.validation.emailInvalid",
  passwordRequired: "auth.validation.passwordRequired",
  passwordTooShort: "auth.validation.passwordTooShort",
  passwordTooLong: "auth.validation.passwordTooLong",
  passwordsMismatch: "auth.validation.passwordsMismatch",
  codeInvalid: "auth.validation.codeInvalid",
  nameTooLong: "auth.validation.nameTooLong",
} as const;

type AuthFieldName = "name" | "email" | "password" | "confirmPassword" | "otp";
/** The first problem of each field, as an i18n key. */
export type FieldErrors = Partial<Record<AuthFieldName, string>>;

/**
 * What an account form's action answers: success (with what the page shows next), or an error for a
 * toast and/or inline field errors. The same shape comes from the server action and, for the reset
 * e-mail request, from the browser's retrying fetch.
 */
export type AuthFormResult =
  | { ok: true; intent?: string; email?: string }
  | {
      ok: false;
      intent?: string;
      /** The refusal's catalogue code (decision 028); none when only fields are wrong. */
      error?: ApiErrorCode;
      /** Its text in the page's language; a browser-made refusal may leave it to the catalogue's `auth` wording. */
      message?: string;
      fieldErrors?: FieldErrors;
      email?: string;
    };

const V = AUTH_VALIDATION;

/** Required, trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: V.emailRequired })
  .max(EMAIL_MAX_LENGTH, { message: V.emailInvalid })
  .pipe(z.email({ message: V.emailInvalid }));

/** A new password: at least 6 characters (spaces count, nothing is trimmed). */
export const newPasswordSchema = z
  .string()
  .min(1, { message: V.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { message: V.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: V.passwordTooLong });

export const otpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: V.codeInvalid });

/** Exactly six digits: the verify button is enabled only then. */
export function isCompleteOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: V.passwordsMismatch });
  }
};

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: V.passwordRequired }).max(PASSWORD_MAX_LENGTH, { message: V.passwordTooLong }),
});

export const registerSchema = z
  .object({
    name: z.string().trim().max(NAME_MAX_LENGTH, { message: V.nameTooLong }),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine(matchingPasswords);

export const verifySchema = z.object({ email: emailSchema, otp: otpSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ password: newPasswordSchema, confirmPassword: z.string() }).superRefine(matchingPasswords);

/** Reads the named text fields of a form (a missing or file field reads as ""). */
export function formFields<K extends string>(formData: FormData, names: readonly K[]): Record<K, string> {
  const result = {} as Record<K, string>;
  for (const name of names) {
    const value = formData.get(name);
    result[name] = typeof value === "string" ? storableText(value) : "";
  }
  return result;
}

/** The first message of each invalid field. */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors => firstErrorPerField(error);

/** The account pages themselves (and logout) are never a target, in either language: a signed-in user would loop. */
const NON_TARGETS = ["/giris", "/kayit", "/dogrulama", "/sifremi-unuttum", "/sifre-yenile", "/cikis"];

/**
 * A redirect target after sign-in: only a same-site relative path ("/evler?city=Girne"). Anything
 * else — absolute URLs, protocol-relative "//host", backslash tricks, control characters, the
 * account pages — gives the fallback.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  const path = sameSitePath(target);
  if (path === null) return fallback;
  // English pages are the same paths under /en (decision 015).
  const pathname =
    path
      .split(/[?#]/, 1)[0]!
      .toLowerCase()
      .replace(/^\/en(?=\/|$)/, "") || "/";
  if (NON_TARGETS.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return fallback;
  return path;
}

const SAME_SITE_BASE = "http://same.invalid";

/**
 * The one check of every redirect target taken from a request (redirect parameters, form fields):
 * the target normalised as a browser would resolve it ("/a/../b" → "/b", "%2e%2e" → ".."), or null
 * when that is not a path on this site. The *normalised* result is checked, so "/.//evil.example",
 * "/..//evil.example" and "/%2e%2e//evil.example" (which normalise to the protocol-relative
 * "//evil.example") are refused, as are absolute and protocol-relative URLs, backslashes (which
 * browsers read as slashes) and control characters. The server's last line of defence checks every
 * Location header the same way (server/app.ts).
 */
export function sameSitePath(target: unknown): string | null {
  if (typeof target !== "string") return null;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE_BASE) return null;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // After normalisation the path must still be one: "//host" would leave the site.
  if (!normalised.startsWith("/") || normalised.startsWith("//") || normalised.includes("\\")) return null;
  // And a browser resolving it again must land on the very same place.
  try {
    if (new URL(normalised, SAME_SITE_BASE).href !== url.href) return null;
  } catch {
    return null;
  }
  return normalised;
}

/** `?email=…&redirect=…` for the verification page; the redirect is kept only when it is not the home page (`home`). */
export function verifyPageSearch(email: string, redirectTo: string, home = "/"): string {
  const params = new URLSearchParams({ email });
  if (redirectTo !== home) params.set("redirect", redirectTo);
  return `?${params.toString()}`;
}
