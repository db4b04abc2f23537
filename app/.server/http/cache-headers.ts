import type { HeadersFunction } from "react-router";
import { getConfig } from "~/.server/infra/config";

/**
 * Public pages a shared HTTP cache may keep (decision 021). A page that a visitor without a session
 * gets depends only on its URL (and Accept-Encoding): its language is in the URL (decision 015), its
 * CSP names its scripts by hash (decision 020). Its loader says so with `sharedPage(keys)`, naming
 * what the page shows, so a change can purge exactly the pages that show it. The server turns any
 * answer to a request with a session, or that sets a cookie, into `private, no-store`
 * (server/app.ts `guardAnswers`), and every answer that says nothing is private too.
 */

/** The header naming what a page shows, space-separated (Varnish BAN, Fastly; Cloudflare: Cache-Tag). */
export const SURROGATE_KEY_HEADER = "Surrogate-Key";

/** The surrogate keys: what a page shows, and so what a change must purge. */
export const cacheKeys = {
  /** Every page (site settings, category fields, texts, the footer's links). */
  site: "site",
  /** The home page's sections (hero images, featured, newest). */
  home: "home",
  /**
   * Search results (any text), and the sitemap's index and listings files: the content trigger
   * names it on every change of a public listing (migration 0013).
   */
  search: "search",
  sponsors: "sponsors",
  partners: "partners",
  /** A category's list pages, with any filters. */
  list: (category: string) => `list:${category}`,
  /** A listing: its page, and every page showing its card. */
  listing: (id: string) => `l:${id}`,
  /** A member's public profile, and the seller card on their listings' pages. */
  profile: (id: string) => `p:${id}`,
} as const;

export const listingKeys = (listings: Iterable<{ id: string }>) => [...listings].map((listing) => cacheKeys.listing(listing.id));

/**
 * The headers of a public page showing these things (the site's key is always added). Browsers
 * ask again each time (`max-age=0`) unless `browserSeconds` lets them keep their copy that long.
 * A page that changes at a known time with nothing stored changing — a rented listing's page turns
 * into a 404 after RENTED_PAGE_DAYS, and no purge comes then — gives `endsInSeconds`: no cache
 * keeps it, stale or not, beyond that. An answer that may be older than SHARED_CACHE_SECONDS
 * without harm and is costly to make (the sitemap, decision 034) gives `minSharedSeconds`.
 */
export function sharedPage(
  keys: Iterable<string>,
  {
    browserSeconds = 0,
    endsInSeconds,
    minSharedSeconds = 0,
  }: { browserSeconds?: number; endsInSeconds?: number; minSharedSeconds?: number } = {},
): Headers {
  const { SHARED_CACHE_SECONDS, SHARED_CACHE_STALE_SECONDS } = getConfig();
  const left = endsInSeconds === undefined ? Infinity : Math.max(0, Math.floor(endsInSeconds));
  const shared = Math.min(Math.max(SHARED_CACHE_SECONDS, minSharedSeconds), left);
  const stale = Math.min(SHARED_CACHE_STALE_SECONDS, left - shared);
  const headers = new Headers();
  headers.set("Cache-Control", `public, max-age=${Math.min(browserSeconds, left)}, s-maxage=${shared}, stale-while-revalidate=${stale}`);
  // A key made from a URL's id (a listing's or profile's 404) may hold anything; such an id names
  // nothing that exists, so a key that is not plain visible ASCII is left out.
  const named = [...keys].filter((key) => /^[\x21-\x7e]+$/.test(key));
  headers.set(SURROGATE_KEY_HEADER, [...new Set([cacheKeys.site, ...named])].join(" "));
  return headers;
}

/**
 * The `headers` export of a public page's route: its loader's (or its thrown 404's) cache headers.
 * Set-Cookie headers are added by React Router itself (and make the answer private).
 */
export const sharedPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const source = errorHeaders ?? loaderHeaders;
  const headers = new Headers();
  for (const name of ["Cache-Control", SURROGATE_KEY_HEADER]) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

/**
 * A page with a loader and an action (a signed link's question and its button): the action's
 * headers after the button, the loader's otherwise. React Router passes an empty `actionHeaders`
 * when no action ran, so `actionHeaders ?? loaderHeaders` would drop the loader's (its
 * `Referrer-Policy: no-referrer` among them).
 */
export function actionOrLoaderHeaders({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders?: Headers }): Headers {
  return actionHeaders && [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}
