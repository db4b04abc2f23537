import type { FavouriteApiError, FavouriteIdsResponse } from "~/domain/favourites";
import { errorResponse } from "./error-response";
import { guard } from "./guard";
import type { AppContext } from "../context";
import { listFavouriteIds } from "../services/discovery/favourites";
import { type Viewer, appendSetCookies, getViewer } from "../auth/session";

/**
 * Shared plumbing of the /api/favourites resource routes: every answer is JSON, never cached, and
 * forwards the Set-Cookie headers of a refreshed session. Errors are the catalogue's `{ error, message }`
 * (`errorResponse()`, area `favourites`).
 */

function jsonHeaders(extra?: Headers) {
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Cookie" });
  if (extra) appendSetCookies(headers, extra);
  return headers;
}

export function favouriteError(request: Request, error: FavouriteApiError, options: { allow?: string; cookies?: Headers } = {}) {
  const headers = jsonHeaders(options.cookies);
  if (options.allow) headers.set("Allow", options.allow);
  return errorResponse(request, error, { area: "favourites", headers });
}

/** `{ ids }`: the member's favourite ids after the change (the browser replaces its copy). */
export async function favouriteIdsResponse(app: AppContext, viewer: Viewer, cookies: Headers) {
  const body: FavouriteIdsResponse = { ids: await listFavouriteIds(app.db, viewer.id) };
  return Response.json(body, { headers: jsonHeaders(cookies) });
}

/**
 * The signed-in member behind a request, or the error to answer: 403 for a state-changing request
 * sent from another site, 401 for a visitor.
 */
export async function memberOf(
  app: AppContext,
  request: Request,
  options: { changesState: boolean },
): Promise<{ viewer: Viewer; cookies: Headers; error?: never } | { error: Response; viewer?: never }> {
  if (options.changesState && guard(app, request)) return { error: favouriteError(request, "cross_site") };
  const { viewer, headers } = await getViewer(app, request);
  if (!viewer) return { error: favouriteError(request, "unauthorized", { cookies: headers }) };
  return { viewer, cookies: headers };
}
