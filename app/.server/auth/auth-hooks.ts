import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { AuthContext, GenericEndpointContext, User } from "better-auth";
import { APIError, type createAuthMiddleware, isAPIError } from "better-auth/api";
import { parseCookies, setSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { revokeUnprovenAccountAccess } from "better-auth/db";
import "~/lib/i18n/areas/auth";
import { type AuthApiPath, type AuthApiProblem, isAuthApiPath, parseAuthApiBody } from "~/domain/auth-api";
import { authErrorText } from "~/domain/error-codes";
import { translate, uncheckedKey } from "~/lib/i18n/index";
import { type Locale, localeFromCookieHeader } from "~/lib/i18n/locales";
import type { Db } from "../db/client";
import { clearUnprovenName, deleteUnverifiedAccount } from "../services/accounts/auth-accounts";
import type { Throttle, ThrottlePolicy } from "../services/accounts/sign-in-throttle";

/**
 * The account rules Better Auth's own endpoints do not enforce (decision 012), applied
 * in its hooks so that the pages (which call the handler over HTTP) and direct calls to the public
 * /api/auth/* endpoints pass the same checks:
 *
 * - strict request bodies (`domain/auth-api.ts`);
 * - sign-up claims: whoever proves the mailbox owns the account with the password they chose;
 * - e-mail codes only verify an unverified address;
 * - sign-in throttling per account (growing waits) and per client address (failures only); a
 *   browser that signed in to the account before (or set a new password from a mailed link) holds a
 *   signed "known device" cookie and is counted on its own, so strangers' guesses never lock the
 *   owner out of it (decision 035).
 */

/** What Better Auth's before and after hooks are given (`createAuthMiddleware`). */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export interface AuthGuardOptions {
  db: Db;
  /** Cookies get Secure (https site). */
  secure: boolean;
  claimCookie: string;
  claimSeconds: number;
  /** The "known device" cookie a successful sign-in or password reset gives its browser (decision 035). */
  knownDeviceCookie: string;
  knownDeviceSeconds: number;
  /** Signs the known-device cookie (the auth secret). */
  secret: string;
  clientIpHeader: string;
  throttle: Throttle;
  policies: { account: ThrottlePolicy; address: ThrottlePolicy };
  /** How long the reset link made after a verification without the claim is valid. */
  resetTokenSeconds: number;
  /** Better Auth's context, for the one hook that is not given it (beforeEmailVerification). */
  authContext: () => Promise<AuthContext>;
}

/** The request's language (the kk_locale cookie): API messages are in it. */
const localeOf = (ctx: { headers?: Headers; request?: Request }): Locale =>
  localeFromCookieHeader(ctx.headers?.get("cookie") ?? ctx.request?.headers.get("cookie") ?? null);

function invalidInput(locale: Locale, problem: AuthApiProblem): APIError {
  return new APIError("BAD_REQUEST", {
    code: "INVALID_INPUT",
    message: translate(locale, uncheckedKey(problem.message.key), problem.message.values),
    fieldErrors: problem.fieldErrors,
  });
}

/** 429 with the wait in the message, the body and Retry-After. */
export function tooManyAttempts(locale: Locale, retryAfter: number, code = "SIGN_IN_LOCKED"): APIError {
  const message = authErrorText((key, values) => translate(locale, key, values), {
    key: "rateLimitedFor",
    values: { wait: { seconds: retryAfter } },
  });
  return new APIError("TOO_MANY_REQUESTS", { code, message, retryAfter }, { "Retry-After": String(retryAfter) });
}

const claimIdentifier = (email: string) => `signup-claim:${email}`;
const claimHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Whether the browser of this Cookie header holds the current sign-up claim of `email`: the claim
 * of the latest sign-up (or right-password sign-in) for the address, not expired.
 */
async function holdsClaim(
  context: AuthContext,
  claimCookie: string,
  email: string,
  cookieHeader: string | null | undefined,
): Promise<boolean> {
  const token = parseCookies(cookieHeader ?? "").get(claimCookie);
  if (!token) return false;
  const stored = await context.internalAdapter.findVerificationValue(claimIdentifier(email));
  if (!stored || stored.expiresAt.getTime() < Date.now()) return false;
  const expected = Buffer.from(stored.value);
  const actual = Buffer.from(claimHash(token));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Removes every `token` field from an answer (session tokens travel only in the HttpOnly cookie). */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== "token")
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

export function createAuthGuards(options: AuthGuardOptions) {
  const { db, secure, claimCookie, claimSeconds, knownDeviceCookie, throttle, policies } = options;
  const accountKey = (email: string) => `account:${email}`;
  const deviceKey = (email: string, device: string) => `device:${email}:${device}`;
  const addressKey = (ip: string) => `address:${ip}`;
  const clientIp = (ctx: HookContext) =>
    ctx.headers?.get(options.clientIpHeader) ?? ctx.request?.headers.get(options.clientIpHeader) ?? null;
  const cookieHeader = (ctx: HookContext) => ctx.headers?.get("cookie") ?? ctx.request?.headers.get("cookie") ?? null;

  /**
   * Gives this browser the sign-up claim of `email` (an HttpOnly cookie; its hash stored in
   * Better Auth's verification table, replacing any earlier claim). `store: false` sets a claim that
   * matches nothing, so a sign-up for a verified address answers exactly like any other.
   */
  async function issueClaim(ctx: HookContext, email: string, store: boolean) {
    const token = generateRandomString(43);
    if (store) {
      await ctx.context.internalAdapter.deleteVerificationByIdentifier(claimIdentifier(email));
      await ctx.context.internalAdapter.createVerificationValue({
        identifier: claimIdentifier(email),
        value: claimHash(token),
        expiresAt: new Date(Date.now() + claimSeconds * 1000),
      });
    }
    ctx.setCookie(claimCookie, token, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: claimSeconds });
  }

  const expireClaimCookie = (ctx: HookContext) =>
    ctx.setCookie(claimCookie, "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });

  /** The signature binding a known-device id to one account (the auth secret, HMAC-SHA-256). */
  const deviceSignature = (email: string, device: string) =>
    createHmac("sha256", options.secret).update(`known-device:${email.toLowerCase()}:${device}`).digest("base64url");

  /** The id of this browser when its known-device cookie was signed for `email`, else null. */
  function knownDevice(ctx: HookContext, email: string): string | null {
    const value = parseCookies(cookieHeader(ctx) ?? "").get(knownDeviceCookie);
    const [device, signature, extra] = (value ?? "").split(".");
    if (!device || !signature || extra !== undefined || !/^[\w-]{16,64}$/.test(device)) return null;
    const expected = Buffer.from(deviceSignature(email, device));
    const actual = Buffer.from(signature);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? device : null;
  }

  /**
   * Marks this browser as one the owner of `email` used (a right password, or a new one set from the
   * mailed link): its later sign-ins are counted apart from everyone else's guesses. Keeps the id it
   * already had for the account; the cookie lives a year from the latest sign-in.
   */
  function rememberDevice(ctx: HookContext, email: string) {
    const device = knownDevice(ctx, email) ?? generateRandomString(32);
    ctx.setCookie(knownDeviceCookie, `${device}.${deviceSignature(email, device)}`, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: options.knownDeviceSeconds,
    });
  }

  /**
   * The failure counter a sign-in for `email` from this browser goes to: its own on a known device,
   * the account's shared one otherwise (every other browser and script, the attacker's included).
   */
  const signInKey = (ctx: HookContext, email: string) => {
    const device = knownDevice(ctx, email);
    return device ? deviceKey(email, device) : accountKey(email);
  };

  /** Password resets that succeeded, by their request: the after-hook marks that browser known. */
  const resetRequests = new WeakMap<Request, string>();

  async function unverifiedUser(ctx: HookContext, email: string) {
    const found = await ctx.context.internalAdapter.findUserByEmail(email);
    return found && !found.user.emailVerified ? found.user : null;
  }

  /** Sign-in: refused while the address or the account is closed; otherwise counted as a failure until it proves otherwise. */
  async function admitSignIn(ctx: HookContext, email: string) {
    const ip = clientIp(ctx);
    if (ip) {
      const address = await throttle.attempt(addressKey(ip), policies.address);
      if (!address.allowed) throw tooManyAttempts(localeOf(ctx), address.retryAfter!);
    }
    const account = await throttle.attempt(signInKey(ctx, email), policies.account);
    if (!account.allowed) {
      if (ip) await throttle.release(addressKey(ip));
      throw tooManyAttempts(localeOf(ctx), account.retryAfter!);
    }
  }

  /** Sign-in answered: a wrong password stays counted; the right one clears the account's failures. */
  async function settleSignIn(ctx: HookContext, email: string) {
    const returned = ctx.context.returned;
    const ip = clientIp(ctx);
    const failure = isAPIError(returned) && returned.statusCode === 401;
    if (failure) return;
    const rightPassword = !isAPIError(returned) || returned.body?.code === "EMAIL_NOT_VERIFIED";
    const key = signInKey(ctx, email);
    if (rightPassword) await throttle.clear(key);
    else await throttle.release(key);
    if (ip) await throttle.release(addressKey(ip));
    if (!isAPIError(returned)) rememberDevice(ctx, email);
    // The password of an unverified account was right: this browser may verify it (login → code → signed in).
    if (isAPIError(returned) && returned.body?.code === "EMAIL_NOT_VERIFIED") await issueClaim(ctx, email, true);
  }

  /**
   * A verified code: the browser holding the sign-up's claim is signed in (every other session of
   * the account ends). Without the claim the address is verified, but the password was already
   * removed (`beforeEmailVerification`) and the name is forgotten: the verifier chooses a password
   * at the reset page this answer names (`choosePassword`), with a link made for them.
   */
  async function settleVerification(ctx: HookContext, email: string, answer: Record<string, unknown>): Promise<Record<string, unknown>> {
    const adapter = ctx.context.internalAdapter;
    const claimed = await holdsClaim(ctx.context, claimCookie, email, cookieHeader(ctx));
    await adapter.deleteVerificationByIdentifier(claimIdentifier(email));
    expireClaimCookie(ctx);
    const userId = (answer.user as { id?: string } | undefined)?.id;
    const user = userId ? await adapter.findUserById(userId) : null;
    if (!user) return answer;
    if (claimed) {
      await adapter.deleteUserSessions(user.id);
      const session = await adapter.createSession(user.id);
      await setSessionCookie(ctx, { session, user });
      // The password and the mailbox are proven here: this browser is the owner's (decision 035).
      rememberDevice(ctx, email);
      return answer;
    }
    await clearUnprovenName(db, user.id);
    const token = generateRandomString(32);
    await adapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: user.id,
      expiresAt: new Date(Date.now() + options.resetTokenSeconds * 1000),
    });
    return { ...answer, user: { ...(answer.user as object), name: "" }, choosePassword: `/sifre-yenile?token=${token}&notice=verified` };
  }

  return {
    /** Before every endpoint: strict bodies, then each endpoint's own rule. */
    async before(ctx: HookContext): Promise<unknown> {
      const path = ctx.path;
      if (!isAuthApiPath(path)) return undefined;
      const parsed = parseAuthApiBody(path as AuthApiPath, ctx.body);
      if (!parsed.ok) throw invalidInput(localeOf(ctx), parsed.problem);
      const body = parsed.data;
      const email = typeof body.email === "string" ? body.email : "";
      switch (path) {
        case "/sign-up/email": {
          // The address is not proven yet: the new sign-up replaces the account (password, name, sessions).
          const existing = await unverifiedUser(ctx, email);
          if (existing) await deleteUnverifiedAccount(db, existing.id);
          break;
        }
        case "/sign-in/email":
          await admitSignIn(ctx, email);
          break;
        case "/email-otp/send-verification-otp":
          // Codes only verify an unverified address; the answer is the same either way (no enumeration).
          if (!(await unverifiedUser(ctx, email))) return ctx.json({ success: true });
          break;
        case "/email-otp/verify-email":
          // Never a session for a verified account (a code is not a password); the same answer as a wrong code.
          if (!(await unverifiedUser(ctx, email))) throw new APIError("BAD_REQUEST", { code: "INVALID_OTP", message: "Invalid OTP" });
          break;
      }
      return { context: { body } };
    },

    /** After every endpoint: claims, throttling outcome; the answer's tokens are removed last (by the caller). */
    async after(ctx: HookContext): Promise<unknown> {
      const returned = ctx.context.returned;
      const email = typeof (ctx.body as { email?: unknown } | undefined)?.email === "string" ? (ctx.body as { email: string }).email : "";
      switch (ctx.path) {
        case "/sign-up/email":
          if (!isAPIError(returned) && email) await issueClaim(ctx, email, Boolean(await unverifiedUser(ctx, email)));
          return returned;
        case "/sign-in/email":
          if (email) await settleSignIn(ctx, email);
          return returned;
        case "/reset-password": {
          // The mailbox owner chose a new password here: this browser is theirs from now on.
          const resetFor = ctx.request && resetRequests.get(ctx.request);
          if (resetFor && !isAPIError(returned)) rememberDevice(ctx, resetFor);
          return returned;
        }
        case "/email-otp/verify-email":
          if (!isAPIError(returned) && returned && typeof returned === "object" && email) {
            return settleVerification(ctx, email, returned as Record<string, unknown>);
          }
          return returned;
        default:
          return returned;
      }
    },

    /**
     * Better Auth's `beforeEmailVerification`: runs once the code is known to be right, before the
     * address is marked verified. Without the sign-up's claim the account keeps no password and no
     * session it had before the proof (Better Auth's own `revokeUnprovenAccountAccess`), so an
     * attacker's password never outlives the victim's verification.
     */
    async beforeEmailVerification(user: User, request: Request | undefined) {
      const context = await options.authContext();
      if (await holdsClaim(context, claimCookie, user.email.toLowerCase(), request?.headers.get("cookie"))) return;
      await revokeUnprovenAccountAccess({ context } as GenericEndpointContext, user.id);
    },

    /**
     * Better Auth's `onPasswordReset`: the mailed link proved the mailbox, so the account's shared
     * failures are forgotten (the old password is gone) and the after-hook marks the browser known.
     */
    async passwordReset(user: User, request: Request | undefined) {
      const email = user.email.toLowerCase();
      await throttle.clear(accountKey(email));
      if (request) resetRequests.set(request, email);
    },

    withoutTokens,
  };
}
