import type { Route } from "./+types/api.favourite";
import { favouriteError, favouriteIdsResponse, memberOf } from "~/.server/http/favourite-requests";
import { removeFavourite } from "~/.server/services/discovery/favourites";
import { isListingId } from "~/domain/listing-detail";

/** Only DELETE is answered here. */
export function loader({ request }: Route.LoaderArgs) {
  return favouriteError(request, "method_not_allowed", { allow: "DELETE" });
}

/**
 * DELETE /api/favourites/:listingId — removes one of the member's own favourites (whatever the
 * listing's status now; removing one that is not there is not an error) and answers `{ ids }`.
 * 401 for visitors, 403 from another site, 400 for a malformed id.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return favouriteError(request, "method_not_allowed", { allow: "DELETE" });
  const member = await memberOf(context.app, request, { changesState: true });
  if (member.error) return member.error;
  if (!isListingId(params.listingId)) return favouriteError(request, "invalid_id", { cookies: member.cookies });
  await removeFavourite(context.app.db, member.viewer.id, params.listingId);
  return favouriteIdsResponse(context.app, member.viewer, member.cookies);
}
