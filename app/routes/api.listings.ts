import type { Route } from "./+types/api.listings";
import { cacheKeys, listingKeys, sharedPage } from "~/.server/http/cache-headers";
import { errorResponse } from "~/.server/http/error-response";
import { listCategory } from "~/.server/services/discovery/browse";
import { CATEGORIES, categoryFromSegment, isCategory } from "~/domain/categories";
import { parseBrowseOptions, parseCategoryFilters } from "~/domain/filters";

/**
 * GET /api/listings?category=houses&city=…&sort=…&limit=…&cursor=… — one page of a category list
 * as `{ listings, nextCursor, total }`, with the category page's filters (invalid values are
 * dropped, as on the page). `category` takes the slug (houses) or the route segment (evler); an
 * unknown one answers 400 with a translated message.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("category")?.trim() ?? "";
  const category = isCategory(raw) ? raw : categoryFromSegment(raw);
  if (!category) {
    return errorResponse(request, "invalid_category", {
      area: "categoryPage",
      values: { categories: CATEGORIES.join(", ") },
      headers: { "Cache-Control": "no-store", Vary: "Cookie" },
    });
  }
  const filters = parseCategoryFilters(category, url.searchParams);
  const { limit, cursor } = parseBrowseOptions(url.searchParams);
  const { rates } = await context.app.currencyRates.getRatesForPage();
  const page = await listCategory(context.app.db, category, filters, { limit, cursor, rates });
  // Shared like the category page it continues (decision 021): purged by the same keys; browsers
  // keep their copy a minute, as before.
  const headers = sharedPage([cacheKeys.list(category), ...listingKeys(page.listings)], { browserSeconds: 60 });
  return Response.json(page, { headers });
}
