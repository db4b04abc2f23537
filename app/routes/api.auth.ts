import type { Route } from "./+types/api.auth";
import { getAuth } from "~/.server/runtime";

/**
 * Better Auth's endpoints that browsers and apps may call directly under /api/auth/*. Everything
 * else Better Auth offers (changing e-mail or password without the reset flow, updating or deleting
 * the user, listing or revoking sessions…) is not part of this site: those answer 404 here. The
 * site's own pages reach what they need through app/.server/auth-requests.ts.
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

function handle(request: Request) {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  if (!PUBLIC_AUTH_PATHS.has(path)) return Response.json({ ok: false, error: { code: "not_found" } }, { status: 404 });
  return getAuth().handler(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
