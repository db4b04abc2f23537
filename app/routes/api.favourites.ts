import type { Route } from "./+types/api.favourites";
import { readForm, readJson } from "~/.server/http/body";
import { favouriteError, favouriteIdsResponse, memberOf } from "~/.server/http/favourite-requests";
import { addFavourite } from "~/.server/services/discovery/favourites";

/** GET /api/favourites — the signed-in member's favourite listing ids, newest first: `{ ids }`. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await memberOf(context.app, request, { changesState: false });
  if (member.error) return member.error;
  return favouriteIdsResponse(context.app, member.viewer, member.cookies);
}

/** The `listingId` of a JSON body (`{ "listingId": "…" }`) or a form; null when there is none. */
async function listingIdOf(request: Request): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = await readJson(request);
      const value = body && typeof body === "object" ? (body as Record<string, unknown>).listingId : undefined;
      return typeof value === "string" ? value.trim() : null;
    }
    if (type.includes("form")) {
      const value = (await readForm(request)).get("listingId");
      return typeof value === "string" ? value.trim() : null;
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * POST /api/favourites `{ listingId }` — adds a favourite (idempotent) and answers `{ ids }`.
 * 401 for visitors, 403 from another site, 400 without a well-formed id, 404 for a listing that
 * does not exist or is not public (a member's own pending listing may be added).
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (request.method !== "POST") return favouriteError(request, "method_not_allowed", { allow: "GET, POST" });
  const member = await memberOf(context.app, request, { changesState: true });
  if (member.error) return member.error;
  const listingId = await listingIdOf(request);
  if (listingId === null) return favouriteError(request, "invalid_body", { cookies: member.cookies });
  const result = await addFavourite(context.app.db, member.viewer.id, listingId);
  if (!result.ok) return favouriteError(request, result.error, { cookies: member.cookies });
  return favouriteIdsResponse(context.app, member.viewer, member.cookies);
}
