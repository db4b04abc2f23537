import { isbot } from "isbot";
import type { Route } from "./+types/api.listing-view";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { errorResponse } from "~/.server/http/error-response";
import { guard } from "~/.server/http/guard";
import { recordListingView, viewerIdentity } from "~/.server/services/listings/listing-views";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import { BROWSER_ID_HEADER, isBrowserId, isListingId } from "~/domain/listing-detail";

function methodNotAllowed(request: Request) {
  return errorResponse(request, "method_not_allowed", { area: "listingDetail", headers: { Allow: "POST" } });
}

/** GET (and anything but POST) is not allowed: views are only counted by POST. */
export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request);
}

/**
 * POST /api/listings/:id/view — counts one view of an active listing and answers `{ views }`
 * (docs/product.md §4 "Views"; the browser sends it once per listing). The server counts a viewer once per
 * listing and day (a member by their account, others by address and browser, at most
 * VIEWERS_PER_ADDRESS browsers per address: services/listings/listing-views.ts), so repeating the call
 * adds nothing. Obvious bots (and clients without a user agent) get 204 and are not counted;
 * unknown, malformed or non-active ids get 404; requests a browser marks as sent from another site
 * get 403.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request);
  const notFound = () => errorResponse(request, "not_found", { area: "listingDetail" });
  if (!isListingId(params.id)) return notFound();
  // Browsers mark requests sent by other sites' pages: those do not count (no view inflation from elsewhere).
  if (guard(context.app, request)) {
    return errorResponse(request, "forbidden", { area: "listingDetail" });
  }
  const userAgent = request.headers.get("user-agent")?.trim() ?? "";
  if (!userAgent || isbot(userAgent)) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  const { viewer, headers } = await getViewer(context.app, request);
  const browserId = request.headers.get(BROWSER_ID_HEADER);
  const identity = viewerIdentity({
    userId: viewer?.id ?? null,
    ip: request.headers.get(CLIENT_IP_HEADER) ?? "",
    userAgent,
    browserId: isBrowserId(browserId) ? browserId : null,
  });
  const views = await recordListingView(context.app.db, params.id, identity);
  if (views === null) return notFound();
  return Response.json({ views }, { headers: appendSetCookies(new Headers({ "Cache-Control": "no-store" }), headers) });
}
