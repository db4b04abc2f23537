import type { Route } from "./+types/api.viewer";
import { SIGNED_OUT_COOKIES, USER_NAME_COOKIE, userNameCookie } from "~/.server/auth/auth";
import { errorResponse } from "~/.server/http/error-response";
import { listFavouriteIds } from "~/.server/services/discovery/favourites";
import { countSavedSearches } from "~/.server/services/discovery/saved-searches";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import type { ViewerResponse } from "~/domain/viewer";

/**
 * GET /api/viewer — the member behind the request and their favourite ids (`ViewerResponse`), or
 * `{ viewer: null }`. Public pages are the same for everyone and cached; the page
 * asks this after it has loaded, only when the readable name cookie says a member may be signed in.
 * It keeps that cookie in step with the session: refreshed with the current name while the session
 * lives, removed once it is gone (so the next page neither shows a stale name nor asks again).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { viewer, headers: sessionHeaders } = await getViewer(context.app, request);
  const headers = appendSetCookies(new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" }), sessionHeaders);
  const body: ViewerResponse = viewer
    ? {
        viewer,
        favouriteIds: await listFavouriteIds(context.app.db, viewer.id),
        savedSearchCount: await countSavedSearches(context.app.db, viewer.id),
      }
    : { viewer: null, favouriteIds: [], savedSearchCount: 0 };
  if (viewer) headers.append("Set-Cookie", userNameCookie(viewer.name, context.app.config.siteUrl));
  else if ((request.headers.get("cookie") ?? "").includes(`${USER_NAME_COOKIE}=`)) {
    headers.append(
      "Set-Cookie",
      SIGNED_OUT_COOKIES.find((cookie) => cookie.startsWith(`${USER_NAME_COOKIE}=`))!,
    );
  }
  return Response.json(body, { headers });
}

export function action({ request }: Route.ActionArgs) {
  return errorResponse(request, "method_not_allowed", { headers: { Allow: "GET" } });
}
