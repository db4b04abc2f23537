import { sitemapFileResponse } from "~/.server/http/sitemap";
import type { Route } from "./+types/sitemaps.$file";

/**
 * GET /sitemaps/pages.xml (home, category and static pages) and /sitemaps/listings-N.xml (active
 * listings, streamed), in every language (decision 034); 404 for any other name or a number past
 * the last file; with a query string, a permanent redirect to the plain URL.
 */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return sitemapFileResponse(context.app.db, request, params.file, { siteUrl: context.app.config.siteUrl });
}
