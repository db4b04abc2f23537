import { redirect } from "react-router";
import { safeRedirect } from "~/domain/auth";
import type { Viewer } from "~/domain/viewer";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";
import { SESSION_COOKIE, accountName } from "./auth";
import type { AppContext } from "../context";
import { accountProfile } from "../services/accounts/profiles";

export type { Viewer };

type ViewerResult = { viewer: Viewer | null; headers: Headers };

/** One lookup per request: the root loader and the page's loader get the same Request object. */
const perRequest = new WeakMap<Request, Promise<ViewerResult>>();

/**
 * The viewer of a request, with any Set-Cookie headers of a refreshed session to forward.
 * Requests without a session cookie never touch the database; the session is looked up once per
 * request however many loaders ask.
 */
export function getViewer(app: AppContext, request: Request): Promise<ViewerResult> {
  let result = perRequest.get(request);
  if (!result) {
    result = lookUpViewer(app, request);
    perRequest.set(request, result);
    // A failed lookup is not remembered.
    result.catch(() => perRequest.delete(request));
  }
  return result.then(({ viewer, headers }) => ({ viewer, headers: new Headers(headers) }));
}

async function lookUpViewer(app: AppContext, request: Request): Promise<ViewerResult> {
  const cookie = request.headers.get("cookie") ?? "";
  if (!cookie.includes(`${SESSION_COOKIE}=`)) return { viewer: null, headers: new Headers() };
  const result = await app.auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const session = result.response;
  if (!session) return { viewer: null, headers: result.headers };
  const profile = await accountProfile(app.db, session.user.id);
  return {
    viewer: {
      id: session.user.id,
      email: session.user.email,
      name: accountName(profile, session.user.email),
      isAdmin: profile?.isAdmin ?? false,
    },
    headers: result.headers,
  };
}

/** Forwards only the Set-Cookie headers of `from` onto `to`. */
export function appendSetCookies(to: Headers, from: Headers) {
  for (const value of from.getSetCookie()) to.append("Set-Cookie", value);
  return to;
}

/**
 * The loader of a page for signed-out visitors (login, registration): where to go afterwards
 * (`?redirect=`, same-site paths only, else the home page); a signed-in visitor goes straight there.
 */
export async function signedOutPage(app: AppContext, request: Request): Promise<{ redirectTo: string }> {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), pathsFor(requestLocale(request)).home());
  const { viewer } = await getViewer(app, request);
  if (viewer) throw redirect(redirectTo);
  return { redirectTo };
}
