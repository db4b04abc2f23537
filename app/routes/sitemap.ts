import { sitemapIndexResponse } from "~/.server/http/sitemap";
import type { Route } from "./+types/sitemap";

/**
 * GET /sitemap.xml: the sitemap index naming the pages file and the listings files (decision 034);
 * with a query string, a permanent redirect to the plain URL.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  return sitemapIndexResponse(context.app.db, request, { siteUrl: context.app.config.siteUrl });
}
