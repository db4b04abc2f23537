import type { Route } from "./+types/api.currency";
import { errorResponse } from "~/.server/http/error-response";
import { RATES_MAX_AGE_MS } from "~/domain/currency";

/**
 * GET /api/currency — TRY per unit of USD, EUR and GBP:
 * `{ base: "TRY", rates: { USD, EUR, GBP }, fetchedAt, source: "tcmb" | "cache" | "fallback" }`.
 * Fresh stored rates are served at once; otherwise the provider is asked (6 s timeout), then the
 * last good rates or the built-in ones answer. Browsers and proxies may keep a fresh answer for up
 * to an hour; a fallback or outdated answer only for 5 minutes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const rates = await context.app.currencyRates.getRates();
  const age = rates.fetchedAt ? Date.now() - Date.parse(rates.fetchedAt) : Number.POSITIVE_INFINITY;
  const maxAge = age < RATES_MAX_AGE_MS ? Math.max(60, Math.min(3600, Math.floor((RATES_MAX_AGE_MS - age) / 1000))) : 300;
  return Response.json(rates, { headers: { "Cache-Control": `public, max-age=${maxAge}` } });
}

export function action({ request }: Route.ActionArgs) {
  return errorResponse(request, "method_not_allowed", { headers: { Allow: "GET" } });
}
