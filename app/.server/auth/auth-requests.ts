import { data } from "react-router";
import { type AuthFormResult, fieldErrorsOf, forgotPasswordSchema, formFields } from "~/domain/auth";
import { type ApiErrorBody, type AuthErrorRef, authErrorBody, resolveAuthError } from "~/domain/error-codes";
import { translate } from "~/lib/i18n";
import { LOCALE_COOKIE, requestLocale } from "~/lib/i18n/locales";
import { CLIENT_IP_HEADER, SESSION_COOKIE } from "./auth";
import { readForm } from "../http/body";
import { guard } from "../http/guard";
import type { AppContext } from "../context";
import { isEmailRegistered } from "../services/accounts/auth-accounts";

/**
 * The account pages' actions talk to Better Auth through its HTTP handler (not `auth.api.*`), so
 * every call passes the same rate limiter (stored in the database, keyed by the client address),
 * exactly as a browser calling /api/auth/* would.
 */

export interface AuthCallResult {
  ok: boolean;
  status: number;
  code?: string;
  message?: string;
  /** Seconds to wait before trying again (a 429's Retry-After), when the answer said. */
  retryAfter?: number;
  data: unknown;
  /** The handler's response headers: forward its Set-Cookie headers to the browser. */
  headers: Headers;
}

/** Request headers the auth handler needs from the browser's request. */
const FORWARDED_HEADERS = ["cookie", "user-agent", "accept-language", CLIENT_IP_HEADER];

/**
 * The posted form of an account page's action, or null when the body is not one (a JSON or text
 * body, a broken multipart envelope): the action then answers 400 with `badRequestAnswer()`.
 */
export async function readAuthForm(request: Request): Promise<FormData | null> {
  try {
    return await readForm(request);
  } catch {
    return null;
  }
}

export const badRequestAnswer = (request: Request) =>
  data<AuthFormResult>({ ok: false, ...authFailure(request, { key: "badRequest" }) }, 400);

/** An account page's refusal (decision 028): `{ error: code, message }` in the page's language. */
export function authFailure(request: Request, ref: AuthErrorRef): ApiErrorBody {
  const locale = requestLocale(request);
  return authErrorBody((key, values) => translate(locale, key, values), ref);
}

/**
 * The browser's cookies with the language cookie set to the page's language, so Better Auth's
 * messages and mails follow the page (`/en/kayit` → English), not the cookie (decision 015).
 */
function withLocaleCookie(cookieHeader: string | null, locale: string): string {
  const others = (cookieHeader ?? "").split(/;\s*/).filter((part) => part !== "" && !part.startsWith(`${LOCALE_COOKIE}=`));
  return [...others, `${LOCALE_COOKIE}=${locale}`].join("; ");
}

/** Calls Better Auth's endpoint `path` (below /api/auth) on behalf of the browser's request. */
export async function callAuth(
  app: AppContext,
  request: Request,
  path: `/${string}`,
  options: { method?: "GET" | "POST"; body?: unknown } = {},
): Promise<AuthCallResult> {
  const { siteUrl } = app.config;
  const method = options.method ?? "POST";
  // The browser's origin was checked by the route (guard); the handler sees the site's own.
  const headers = new Headers({ accept: "application/json", origin: siteUrl });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("cookie", withLocaleCookie(request.headers.get("cookie"), requestLocale(request)));
  if (method === "POST") headers.set("content-type", "application/json");
  let response: Response;
  try {
    response = await app.auth.handler(
      new Request(new URL(`/api/auth${path}`, siteUrl), {
        method,
        headers,
        body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
        redirect: "manual",
      }),
    );
  } catch (error) {
    app.logger.error({ err: error, path }, "auth request failed");
    return { ok: false, status: 500, data: null, headers: new Headers() };
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const retryAfter = Number(response.headers.get("retry-after") ?? response.headers.get("x-retry-after"));
  return {
    ok: response.ok,
    status: response.status,
    code: typeof record.code === "string" ? record.code : undefined,
    message: typeof record.message === "string" ? record.message : undefined,
    retryAfter: response.status === 429 && retryAfter > 0 ? retryAfter : undefined,
    data,
    headers: response.headers,
  };
}

/**
 * The token of the session an auth call started, from its Set-Cookie header (the signed cookie
 * `token.signature`): answers never carry it in their JSON.
 */
export function sessionTokenOf(result: AuthCallResult): string | null {
  for (const header of result.headers.getSetCookie()) {
    const match = header.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`));
    if (match) return decodeURIComponent(match[1]!).split(".")[0] || null;
  }
  return null;
}

/** The catalogue entry of a failed call; server faults never show their internals. */
export function authErrorOf(result: Pick<AuthCallResult, "status" | "code" | "message" | "retryAfter">): AuthErrorRef {
  if (result.status >= 500) return { key: "generic" };
  return resolveAuthError(result);
}

/** The HTTP status a page answers for a failed call: the handler's 4xx, or 503 for its faults. */
export function failureStatus(result: Pick<AuthCallResult, "status">): number {
  return result.status >= 400 && result.status < 500 ? result.status : 503;
}

/** Copies the Set-Cookie headers of an auth response (session and name cookies). */
export function setCookiesOf(result: AuthCallResult): Headers {
  const headers = new Headers();
  for (const value of result.headers.getSetCookie()) headers.append("Set-Cookie", value);
  return headers;
}

/**
 * The reset e-mail request (docs/product.md §5, §7): the e-mail must belong to an account, else 'Bu e-posta
 * ile kayıtlı kullanıcı bulunamadı.' (docs/product.md §5 "Forgot password"). The rate-limited request is made
 * first, so probing which addresses exist is held to the same limit as sending links.
 */
export async function requestPasswordReset(
  app: AppContext,
  request: Request,
  formData: FormData,
): Promise<{ status: number; result: AuthFormResult }> {
  if (guard(app, request)) return { status: 403, result: { ok: false, ...authFailure(request, { key: "crossSite" }) } };
  const parsed = forgotPasswordSchema.safeParse(formFields(formData, ["email"]));
  if (!parsed.success) return { status: 400, result: { ok: false, fieldErrors: fieldErrorsOf(parsed.error) } };
  const { email } = parsed.data;
  const call = await callAuth(app, request, "/request-password-reset", { body: { email, redirectTo: "/sifre-yenile" } });
  if (!call.ok) return { status: failureStatus(call), result: { ok: false, ...authFailure(request, authErrorOf(call)), email } };
  if (!(await isEmailRegistered(app.db, email))) {
    return { status: 404, result: { ok: false, ...authFailure(request, { key: "unknownEmail" }), email } };
  }
  return { status: 200, result: { ok: true, email } };
}
