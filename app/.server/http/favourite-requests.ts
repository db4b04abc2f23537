import type { FavouriteApiError, FavouriteIdsResponse } from "~/domain/favourites";
import { type TextKey, translate } from "~/lib/i18n/index";
import { localeFromCookieHeader } from "~/lib/i18n/locales";
import { isCrossSiteRequest } from "../auth/auth-requests";
import { getDb } from "../infra/runtime";
import { listFavouriteIds } from "../services/favourites";
import { type Viewer, appendSetCookies, getViewer } from "../auth/session";

/**
 * Shared plumbing of the /api/favourites resource routes: every answer is JSON, never cached, and
 * forwards the Set-Cookie headers of a refreshed session. Errors are `{ error, message }` with the
 * message in the request's language.
 */

const MESSAGE_KEYS: Record<FavouriteApiError, TextKey> = {
  unauthorized: "favourites.errors.unauthorized",
  cross_site: "favourites.errors.crossSite",
  invalid_id: "favourites.errors.invalidId",
  invalid_body: "favourites.errors.invalidBody",
  not_found: "favourites.errors.notFound",
  method_not_allowed: "favourites.errors.methodNotAllowed",
};

const STATUS: Record<FavouriteApiError, number> = {
  unauthorized: 401,
  cross_site: 403,
  invalid_id: 400,
  invalid_body: 400,
  not_found: 404,
  method_not_allowed: 405,
};

function jsonHeaders(extra?: Headers) {
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Cookie" });
  if (extra) appendSetCookies(headers, extra);
  return headers;
}

export function favouriteError(request: Request, error: FavouriteApiError, options: { allow?: string; cookies?: Headers } = {}) {
  const locale = localeFromCookieHeader(request.headers.get("cookie"));
  const headers = jsonHeaders(options.cookies);
  if (options.allow) headers.set("Allow", options.allow);
  return Response.json({ error, message: translate(locale, MESSAGE_KEYS[error]) }, { status: STATUS[error], headers });
}

/** `{ ids }`: the member's favourite ids after the change (the browser replaces its copy). */
export async function favouriteIdsResponse(viewer: Viewer, cookies: Headers) {
  const body: FavouriteIdsResponse = { ids: await listFavouriteIds(getDb(), viewer.id) };
  return Response.json(body, { headers: jsonHeaders(cookies) });
}

/**
 * The signed-in member behind a request, or the error to answer: 403 for a state-changing request
 * sent from another site, 401 for a visitor.
 */
export async function memberOf(
  request: Request,
  options: { changesState: boolean },
): Promise<{ viewer: Viewer; cookies: Headers; error?: never } | { error: Response; viewer?: never }> {
  if (options.changesState && isCrossSiteRequest(request)) return { error: favouriteError(request, "cross_site") };
  const { viewer, headers } = await getViewer(request);
  if (!viewer) return { error: favouriteError(request, "unauthorized", { cookies: headers }) };
  return { viewer, cookies: headers };
}
