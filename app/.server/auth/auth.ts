import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import type { AuthContext } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { emailOTP } from "better-auth/plugins";
import { USER_NAME_COOKIE } from "~/domain/viewer";
import { isLocale, type Locale, localeFromCookieHeader } from "~/lib/i18n/locales";
import { localizePath } from "~/lib/paths";
import type { Mailer } from "../services/platform/mailer";
import type { RateLimitStore } from "../adapters/redis";
import { createAuthGuards, tooManyAttempts } from "./auth-hooks";
import type { Config } from "../infra/config";
import type { Db } from "../db/client";
import { valueStoredOnce } from "../services/platform/app-meta";
import { UNVERIFIED_ACCOUNT_MAX_AGE_SECONDS, accountLocale } from "../services/accounts/auth-accounts";
import { passwordResetMail, verificationCodeMail } from "../services/accounts/auth-mails";
import { authStore } from "../services/accounts/auth-store";
import { accountProfile, createProfileForAccount } from "../services/accounts/profiles";
import {
  type ThrottlePolicy,
  type ThrottleStorage,
  createDatabaseThrottleStorage,
  createThrottle,
} from "../services/accounts/sign-in-throttle";

/** Session and name cookies live 14 days (docs/product.md §4 "Sessions"). */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
export const SESSION_COOKIE = "kk_session";
export { USER_NAME_COOKIE };
/** Header the Express layer sets from the socket's (or trusted proxy's) address; never taken from clients. */
export const CLIENT_IP_HEADER = "x-kk-client-ip";
/**
 * The HttpOnly cookie a sign-up (or a right-password sign-in of an unverified account) gives its
 * browser: a code entered there signs in; anywhere else it verifies the address and asks for a new
 * password (decision 012). Lives as long as an unverified account.
 */
export const SIGNUP_CLAIM_COOKIE = "kk_signup_claim";
const SIGNUP_CLAIM_MAX_AGE_SECONDS = UNVERIFIED_ACCOUNT_MAX_AGE_SECONDS;
/**
 * The HttpOnly cookie a successful sign-in (or password reset) gives its browser, signed for the
 * account: sign-ins from it are counted apart from everyone else's, so guesses from elsewhere never
 * lock the owner out of a browser they used before (decision 035).
 */
export const KNOWN_DEVICE_COOKIE = "kk_known_device";
const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Reset links (mailed, or made for a verifier without the claim) are valid for an hour. */
const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * The name the site shows for an account (header, name cookie): the profile's display name, else
 * its company name, else the e-mail's local part.
 */
export function accountName(profile: { displayName: string | null; companyName: string | null } | null | undefined, email: string): string {
  return profile?.displayName || profile?.companyName || email.split("@")[0]!;
}

/**
 * The readable display-name cookie (set on sign-in by the hook below) with a new name, e.g. after
 * the owner renamed their profile; URI-encoded like Better Auth's setCookie does.
 */
export function userNameCookie(name: string, siteUrl: string): string {
  const secure = siteUrl.startsWith("https://") ? "; Secure" : "";
  return `${USER_NAME_COOKIE}=${encodeURIComponent(name)}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Set-Cookie values that clear the session and name cookies (sign-out, account deletion). */
export const SIGNED_OUT_COOKIES = [
  `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  `${USER_NAME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
] as const;

/**
 * Rate limits (per client IP, every request counted). The counters are shared by every app node: in
 * Redis when REDIS_URL is set (`adapters/redis.ts`), otherwise in the database (which also keeps
 * them across restarts). Sign-in is guarded by SIGN_IN_THROTTLE; its rule here only caps floods.
 */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 60 },
  "/sign-up/email": { window: 60 * 60, max: 10 },
  "/email-otp/send-verification-otp": { window: 10 * 60, max: 5 },
  "/email-otp/verify-email": { window: 10 * 60, max: 10 },
  "/request-password-reset": { window: 15 * 60, max: 5 },
  "/reset-password": { window: 15 * 60, max: 10 },
  // Re-entering the password to delete the account: guessing it with a stolen session is held back.
  "/verify-password": { window: 15 * 60, max: 5 },
} as const;

/**
 * Sign-in throttling (decision 012), on failures only: per account, 5 failures
 * without waiting, then waits of 30 s, 1, 2, 4, 8 and at most 15 minutes (the right password waits
 * too; a success resets); per client address, 30 failures per 15 minutes (people behind one carrier
 * address are not locked out by each other's successes). AUTH_RATE_LIMIT_MULTIPLIER scales the
 * free failures of both.
 */
export const SIGN_IN_THROTTLE = {
  account: { kind: "backoff", windowSeconds: 15 * 60, free: 5, baseSeconds: 30, maxSeconds: 15 * 60 },
  address: { kind: "window", windowSeconds: 15 * 60, max: 30 },
} as const satisfies Record<string, ThrottlePolicy>;

/**
 * Better Auth endpoints that are switched off: e-mail codes only verify an address, so no sign-in or password reset by code, and no link verification (the code replaces it).
 */
const DISABLED_AUTH_PATHS = [
  "/sign-in/email-otp",
  "/email-otp/check-verification-otp",
  "/email-otp/request-password-reset",
  "/email-otp/reset-password",
  "/forget-password/email-otp",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
  "/send-verification-email",
  "/verify-email",
];

/**
 * The secret that signs sessions: BETTER_AUTH_SECRET, or one generated once and kept in the
 * database (shared by every app node, stable across restarts).
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return valueStoredOnce(db, "auth_secret", randomBytes(32).toString("base64url"));
}

/** The public origin for links in e-mails: the site's host with a leading `www.` removed (docs/product.md §7). */
export function mailLinkOrigin(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.hostname = url.hostname.replace(/^www\./, "");
  return url.origin;
}

function requestLocale(request: Request | undefined): Locale {
  return localeFromCookieHeader(request?.headers.get("cookie") ?? null);
}

export function createAuth(options: {
  db: Db;
  config: Config;
  secret: string;
  mailer: Mailer;
  /** Shared rate-limit counters (Redis, REDIS_URL); without it they are kept in the database. */
  rateLimitStore?: RateLimitStore | null;
  /** Shared sign-in failure counters (Redis, REDIS_URL); without it they are kept in the database. */
  throttleStorage?: ThrottleStorage | null;
  /** The sign-in throttle's clock in epoch ms (tests move it instead of waiting). */
  clock?: () => number;
  /** Where Better Auth's own warnings go (the server's pino logger); silent when omitted. */
  log?: (level: "debug" | "info" | "warn" | "error", message: string) => void;
}) {
  const { db, config, secret, mailer } = options;
  const secure = config.siteUrl.startsWith("https://");
  const userLocale = async (email: string, request?: Request): Promise<Locale> => {
    if (request?.headers.get("cookie")) return requestLocale(request);
    const locale = await accountLocale(db, email);
    return isLocale(locale) ? locale : "tr";
  };

  const multiplier = config.AUTH_RATE_LIMIT_MULTIPLIER;
  const guards = createAuthGuards({
    db,
    secure,
    claimCookie: SIGNUP_CLAIM_COOKIE,
    claimSeconds: SIGNUP_CLAIM_MAX_AGE_SECONDS,
    knownDeviceCookie: KNOWN_DEVICE_COOKIE,
    knownDeviceSeconds: KNOWN_DEVICE_MAX_AGE_SECONDS,
    secret,
    clientIpHeader: CLIENT_IP_HEADER,
    throttle: createThrottle(options.throttleStorage ?? createDatabaseThrottleStorage(db), options.clock),
    policies: {
      account: { ...SIGN_IN_THROTTLE.account, free: SIGN_IN_THROTTLE.account.free * multiplier },
      address: { ...SIGN_IN_THROTTLE.address, max: SIGN_IN_THROTTLE.address.max * multiplier },
    },
    resetTokenSeconds: RESET_TOKEN_SECONDS,
    // Called only once requests run, after `auth` below exists.
    authContext: () => auth.$context as unknown as Promise<AuthContext>,
  });

  const auth = betterAuth({
    appName: "KKTC Kiralık",
    disabledPaths: DISABLED_AUTH_PATHS,
    logger: options.log ? { level: "warn", log: (level, message) => options.log!(level, message) } : { disabled: true },
    baseURL: config.siteUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.siteUrl],
    database: authStore(db),
    user: {
      additionalFields: { locale: { type: "string", required: false, defaultValue: "tr", input: true } },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      onPasswordReset: ({ user }, request) => guards.passwordReset(user, request),
      sendResetPassword: async ({ user, token }, request) => {
        // The mail's language, and the reset page in it (/en/sifre-yenile for English).
        const locale = await userLocale(user.email, request);
        const link = `${mailLinkOrigin(config.siteUrl)}${localizePath(`/sifre-yenile?token=${encodeURIComponent(token)}`, locale)}`;
        await mailer.send(passwordResetMail(user.email, link, locale));
      },
    },
    emailVerification: {
      // The session after a verified code is made by the after-hook, and only for the browser
      // holding the sign-up's claim (auth-hooks.ts); without it the password is removed first.
      autoSignInAfterVerification: false,
      beforeEmailVerification: (user, request) => guards.beforeEmailVerification(user, request),
    },
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      // Redis counters replace the table; sessions and one-time codes stay in the database (no secondaryStorage).
      ...(options.rateLimitStore ? { customStorage: options.rateLimitStore } : {}),
      window: 60,
      max: 120,
      customRules: Object.fromEntries(
        Object.entries(AUTH_RATE_LIMITS).map(([path, rule]) => [path, { ...rule, max: rule.max * multiplier }]),
      ),
    },
    advanced: {
      // Keep the exact cookie name (an https base URL would otherwise add a __Secure- prefix).
      useSecureCookies: false,
      defaultCookieAttributes: { sameSite: "lax", secure, httpOnly: true },
      cookies: { session_token: { name: SESSION_COOKIE, attributes: { sameSite: "lax", secure, httpOnly: true } } },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      emailOTP({
        overrideDefaultEmailVerification: true,
        sendVerificationOnSignUp: true,
        otpLength: 6,
        expiresIn: 10 * 60,
        allowedAttempts: 5,
        sendVerificationOTP: async ({ email, otp }, ctx) => {
          await mailer.send(verificationCodeMail(email, otp, await userLocale(email, ctx?.request)));
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A password change always signs out every other session, whatever the caller asked.
        if (ctx.path === "/change-password") return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        return guards.before(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const answer = await guards.after(ctx);
        const newSession = ctx.context.newSession;
        if (newSession) {
          const name = accountName(await accountProfile(db, newSession.user.id), newSession.user.email);
          // setCookie URI-encodes the value itself (encoding it here too would encode it twice).
          ctx.setCookie(USER_NAME_COOKIE, name, {
            maxAge: SESSION_MAX_AGE_SECONDS,
            path: "/",
            sameSite: "lax",
            secure,
            httpOnly: false,
          });
        } else if (ctx.path === "/sign-out") {
          ctx.setCookie(USER_NAME_COOKIE, "", { maxAge: 0, path: "/", sameSite: "lax", secure, httpOnly: false });
        }
        // Session tokens travel only in the HttpOnly cookie, never in an answer's JSON.
        if (answer && typeof answer === "object" && !isAPIError(answer) && !(answer instanceof Response))
          return ctx.json(guards.withoutTokens(answer) as Record<string, unknown>);
        return answer === ctx.context.returned ? undefined : answer;
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Every user gets a profile with the same id (display name from the registration form).
          after: (user) => createProfileForAccount(db, user),
        },
      },
    },
  });

  // Better Auth's own 429s (its per-address request limits) say when to try again too, in the
  // visitor's language, with Retry-After, like the sign-in throttle's.
  const handle = auth.handler;
  auth.handler = async (request: Request) => {
    const response = await handle(request);
    if (response.status !== 429 || response.headers.has("retry-after")) return response;
    const seconds = Math.max(1, Number(response.headers.get("x-retry-after")) || 60);
    const refusal = tooManyAttempts(requestLocale(request), seconds, "RATE_LIMITED");
    const headers = new Headers(response.headers);
    headers.set("Retry-After", String(seconds));
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    return new Response(JSON.stringify(refusal.body), { status: 429, headers });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
