import { sitemapIndexResponse } from "~/.server/http/sitemap";
import { getConfig } from "~/.server/infra/config";
import { getDb } from "~/.server/infra/runtime";
import type { Route } from "./+types/sitemap";

/**
 * GET /sitemap.xml: the sitemap index naming the pages file and the listings files (decision 034);
 * with a query string, a permanent redirect to the plain URL.
 */
export function loader({ request }: Route.LoaderArgs) {
  return sitemapIndexResponse(getDb(), request, { siteUrl: getConfig().siteUrl });
}
