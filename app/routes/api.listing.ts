import type { Route } from "./+types/api.listing";
import { errorResponse } from "~/.server/http/error-response";
import { type ListingViewer, getListingDetail } from "~/.server/services/listings/listing-detail";
import { appendSetCookies, getViewer } from "~/.server/auth/session";

/**
 * GET /api/listings/:id — the listing detail as JSON (the same payload as the detail page's
 * loader), used by the browser to refresh its cached copy in the background. As on the page,
 * non-public listings are 404 for visitors and other members, while their owner and admins get
 * them, with the moderation state the page's status banner shows: a refresh of
 * an owner's pending listing is answered, not logged as a failed request.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { viewer: signedIn, headers } = await getViewer(context.app, request);
  const viewer: ListingViewer | null = signedIn ? { userId: signedIn.id, isAdmin: signedIn.isAdmin } : null;
  const payload = await getListingDetail(context.app.db, params.id, viewer);
  if (!payload) {
    return errorResponse(request, "not_found", {
      area: "listingDetail",
      headers: appendSetCookies(new Headers({ "Cache-Control": "no-store" }), headers),
    });
  }
  return Response.json(
    { ...payload, loadedAt: Date.now() },
    { headers: appendSetCookies(new Headers({ "Cache-Control": "no-cache" }), headers) },
  );
}

export function action({ request }: Route.ActionArgs) {
  return errorResponse(request, "method_not_allowed", { headers: { Allow: "GET" } });
}
