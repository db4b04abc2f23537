import type { Route } from "./+types/api.listing";
import { getDb } from "~/.server/runtime";
import { getListingDetail } from "~/.server/services/listing-detail";
import { translate } from "~/lib/i18n";
import { localeFromCookieHeader } from "~/lib/i18n/locales";

/**
 * GET /api/listings/:id — the listing detail as JSON (the same payload as the detail page's
 * loader), used by the browser to refresh its cached copy in the background. Non-public
 * listings are 404, as on the page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const payload = await getListingDetail(getDb(), params.id, null);
  if (!payload) {
    const locale = localeFromCookieHeader(request.headers.get("cookie"));
    return Response.json(
      { error: "not_found", message: translate(locale, "listingDetail.notFound") },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json({ ...payload, loadedAt: Date.now() }, { headers: { "Cache-Control": "no-cache" } });
}

export function action() {
  return Response.json({ error: "method_not_allowed", message: "Use GET." }, { status: 405, headers: { Allow: "GET" } });
}
