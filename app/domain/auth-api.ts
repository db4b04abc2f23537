import { z } from "zod";
import { AUTH_VALIDATION, PASSWORD_MAX_LENGTH, emailSchema, newPasswordSchema, otpSchema } from "./auth";
import { LANGUAGES } from "./languages";
import { PROFILE_LIMITS } from "./profile";

/**
 * The bodies the public Better Auth endpoints accept, with the same rules as the
 * account and profile forms: exactly these fields — anything else (`image`, `callbackURL`,
 * `emailVerified`…) is refused — so a script posting to /api/auth/* cannot store what the forms
 * would refuse (a 50,000-character name, markup as the language, a javascript: image).
 * Checked in a Better Auth before-hook (app/.server/auth/auth-hooks.ts), so the pages' calls and direct
 * calls pass the same check. Messages are i18n keys.
 */

const AUTH_API_VALIDATION = {
  ...AUTH_VALIDATION,
  localeInvalid: "auth.validation.localeInvalid",
  unknownField: "auth.validation.unknownField",
  invalidField: "auth.validation.invalidField",
} as const;

const V = AUTH_API_VALIDATION;

/** The languages an account's e-mails can be in: every interface language. */
const ACCOUNT_LOCALES = LANGUAGES;

/** The reset token of a /sifre-yenile link (Better Auth: 24 characters from [A-Za-z0-9]). */
const RESET_TOKEN_PATTERN = /^[\w-]{8,200}$/;

const AUTH_API_BODIES = {
  "/sign-up/email": z.strictObject({
    // The display name has the profile form's limit (it is shown on public pages).
    name: z.string().trim().max(PROFILE_LIMITS.displayName, { message: V.nameTooLong }),
    email: emailSchema,
    password: newPasswordSchema,
    locale: z.enum(ACCOUNT_LOCALES, { message: V.localeInvalid }).optional(),
    rememberMe: z.boolean().optional(),
  }),
  "/sign-in/email": z.strictObject({
    email: emailSchema,
    password: z.string().min(1, { message: V.passwordRequired }).max(PASSWORD_MAX_LENGTH, { message: V.passwordTooLong }),
    rememberMe: z.boolean().optional(),
  }),
  // Codes only verify an address: no sign-in or password-reset codes.
  "/email-otp/send-verification-otp": z.strictObject({ email: emailSchema, type: z.literal("email-verification") }),
  "/email-otp/verify-email": z.strictObject({ email: emailSchema, otp: otpSchema }),
  // The reset mail's link is built by the server; the only target Better Auth may be told is the reset page.
  "/request-password-reset": z.strictObject({ email: emailSchema, redirectTo: z.literal("/sifre-yenile").optional() }),
  "/reset-password": z.strictObject({
    token: z.string().regex(RESET_TOKEN_PATTERN, { message: V.invalidField }),
    newPassword: newPasswordSchema,
  }),
  "/sign-out": z.strictObject({}),
} as const;

export type AuthApiPath = keyof typeof AUTH_API_BODIES;

export function isAuthApiPath(path: string | undefined): path is AuthApiPath {
  return path !== undefined && Object.hasOwn(AUTH_API_BODIES, path);
}

/** Why a body was refused: an i18n key with its values, and the first problem of each field. */
export interface AuthApiProblem {
  message: { key: string; values?: Record<string, string> };
  fieldErrors: Record<string, string>;
}

/**
 * The body checked against its endpoint's schema: the parsed (trimmed, lower-cased) values, or the
 * problem. A missing body counts as `{}` (sign-out sends none).
 */
export function parseAuthApiBody(
  path: AuthApiPath,
  body: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; problem: AuthApiProblem } {
  const parsed = AUTH_API_BODIES[path].safeParse(body ?? {});
  if (parsed.success) return { ok: true, data: parsed.data as Record<string, unknown> };
  const fieldErrors: Record<string, string> = {};
  let message: AuthApiProblem["message"] | null = null;
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      const field = issue.keys[0] ?? "";
      for (const key of issue.keys) fieldErrors[key] ??= V.unknownField;
      message ??= { key: V.unknownField, values: { field: field.slice(0, 60) } };
      continue;
    }
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "";
    const key = issue.message.startsWith("auth.") ? issue.message : V.invalidField;
    if (field) fieldErrors[field] ??= key;
    message ??= key === V.invalidField ? { key, values: { field: field || "body" } } : { key };
  }
  return { ok: false, problem: { message: message ?? { key: V.invalidField, values: { field: "body" } }, fieldErrors } };
}
