import type { Route } from "./+types/api.listing";
import { getDb } from "~/.server/infra/runtime";
import { type ListingViewer, getListingDetail } from "~/.server/services/listing-detail";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import { translate } from "~/lib/i18n";
import { localeFromCookieHeader } from "~/lib/i18n/locales";

/**
 * GET /api/listings/:id — the listing detail as JSON (the same payload as the detail page's
 * loader), used by the browser to refresh its cached copy in the background. As on the page,
 * non-public listings are 404 for visitors and other members, while their owner and admins get
 * them, with the moderation state the page's status banner shows (issue 16 item 5): a refresh of
 * an owner's pending listing is answered, not logged as a failed request.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { viewer: signedIn, headers } = await getViewer(request);
  const viewer: ListingViewer | null = signedIn ? { userId: signedIn.id, isAdmin: signedIn.isAdmin } : null;
  const payload = await getListingDetail(getDb(), params.id, viewer);
  if (!payload) {
    const locale = localeFromCookieHeader(request.headers.get("cookie"));
    return Response.json(
      { error: "not_found", message: translate(locale, "listingDetail.notFound") },
      { status: 404, headers: appendSetCookies(new Headers({ "Cache-Control": "no-store" }), headers) },
    );
  }
  return Response.json({ ...payload, loadedAt: Date.now() }, { headers: appendSetCookies(new Headers({ "Cache-Control": "no-cache" }), headers) });
}

export function action() {
  return Response.json({ error: "method_not_allowed", message: "Use GET." }, { status: 405, headers: { Allow: "GET" } });
}
