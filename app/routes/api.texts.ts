import type { Route } from "./+types/api.texts";
import { coreTexts } from "~/.server/http/core-texts";
import { errorResponse } from "~/.server/http/error-response";
import { isLocale } from "~/lib/i18n/locales";

/**
 * GET /api/texts/:locale — the language's core texts (shell, home, category, listing detail,
 * favourites), which the client entry loads before hydrating (app/lib/i18n). The page links them
 * with their version (`?v=`): that answer is immutable; any other is revalidated.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) return errorResponse(request, "not_found");
  const { json, version } = coreTexts(params.locale);
  const current = new URL(request.url).searchParams.get("v") === version;
  const etag = `"${version}"`;
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, no-cache",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(json, { headers });
}
