import type { AppContext } from "../context";

/**
 * The one check every request that acts on a member's behalf passes before its route runs
 * (actions, and the loaders that hand out personal data): today that it came from this site.
 * Each route answers a refusal in its own form (a page's `{ ok: false, error }`, an API's
 * `errorResponse()`), with status 403.
 */

/** Why `guard()` refused a request: an error code of the catalogue (`domain/error-codes.ts`). */
export type GuardRefusal = "cross_site";

/**
 * A form posted from another site (login CSRF and the like): the browser's Origin (or Fetch
 * Metadata) names a different host than the page the form belongs to. No Origin at all is not a
 * browser's cross-site request (browsers send Origin with every POST), e.g. a script or curl.
 */
export function isCrossSite(
  headers: { secFetchSite: string | null; origin: string | null },
  requestHost: string,
  siteUrl: string,
): boolean {
  if (headers.secFetchSite === "cross-site") return true;
  if (headers.origin === null) return false;
  try {
    const host = new URL(headers.origin).host;
    return host !== requestHost && host !== new URL(siteUrl).host;
  } catch {
    return true; // "null" or garbage
  }
}

/** The refusal of a request, or null when it may go on: `cross_site` when another site sent it. */
export function guard(app: Pick<AppContext, "config">, request: Request): GuardRefusal | null {
  const crossSite = isCrossSite(
    { secFetchSite: request.headers.get("sec-fetch-site"), origin: request.headers.get("origin") },
    new URL(request.url).host,
    app.config.siteUrl,
  );
  return crossSite ? "cross_site" : null;
}
