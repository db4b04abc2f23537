import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { SIGNED_OUT_COOKIES } from "~/.server/auth/auth";
import { appendSetCookies } from "~/.server/auth/session";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";

/** POST /cikis (/en/cikis) — ends the session (both cookies cleared) and goes home, in the same language. */
export async function action({ context, request }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const result = await context.app.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    appendSetCookies(headers, result.headers);
  } catch {
    // No valid session: still clear whatever the browser holds.
  }
  for (const cookie of SIGNED_OUT_COOKIES) headers.append("Set-Cookie", cookie);
  return redirect(pathsFor(requestLocale(request)).home(), { headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(pathsFor(requestLocale(request)).home());
}
