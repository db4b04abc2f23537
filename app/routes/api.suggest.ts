import type { Route } from "./+types/api.suggest";
import { suggestSearch } from "~/.server/services/discovery/search";

/**
 * GET /api/suggest?q=… — what the search boxes suggest as the visitor types: places and
 * categories whose names start with the text, then matching listing titles, as `{ suggestions }`
 * (the page builds labels and links in its language). Public data: shared caches may keep an answer
 * for a minute.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const suggestions = await suggestSearch(context.app.db, q);
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } });
}
