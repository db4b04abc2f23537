import type { AppContext } from "~/.server/context";
import type { Route } from "./+types/api.auth";
import { BodyTooLargeError, bodyTooLargeResponse, readBytes } from "~/.server/http/body";
import { errorResponse } from "~/.server/http/error-response";
import { storableText, storableValue } from "~/domain/text";

/**
 * The request as Better Auth may see it: its queries fail on NUL bytes (PostgreSQL refuses them),
 * so the query string and JSON bodies are cleaned first (`domain/text.ts`); other bodies pass as
 * they are and Better Auth refuses them itself.
 */
async function storableRequest(request: Request): Promise<Request> {
  const url = new URL(request.url);
  const params = [...url.searchParams].map(([name, value]) => [storableText(name), storableText(value)]);
  url.search = new URLSearchParams(params).toString();
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (request.method === "GET" || request.method === "HEAD")
    return new Request(url, { method: request.method, headers, signal: request.signal });
  let body: string | Uint8Array<ArrayBuffer> = await readBytes(request);
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    const text = new TextDecoder().decode(body);
    try {
      body = JSON.stringify(storableValue(JSON.parse(text)));
    } catch {
      body = text; // malformed: Better Auth answers 400
    }
  }
  return new Request(url, { method: request.method, headers, body, signal: request.signal });
}

/**
 * Better Auth's endpoints that browsers and apps may call directly under /api/auth/*. Everything
 * else Better Auth offers (changing e-mail or password without the reset flow, updating or deleting
 * the user, listing or revoking sessions…) is not part of this site: those answer 404 here. The
 * site's own pages reach what they need through app/.server/auth/auth-requests.ts.
 */
const PUBLIC_AUTH_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/sign-out",
  "/get-session",
  "/email-otp/send-verification-otp",
  "/email-otp/verify-email",
  "/request-password-reset",
  "/reset-password",
]);

async function handle(app: AppContext, request: Request) {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  if (!PUBLIC_AUTH_PATHS.has(path)) return errorResponse(request, "not_found");
  let stored: Request;
  try {
    stored = await storableRequest(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLargeResponse(request, error.limit);
    throw error;
  }
  return app.auth.handler(stored);
}

export function loader({ context, request }: Route.LoaderArgs) {
  return handle(context.app, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return handle(context.app, request);
}
