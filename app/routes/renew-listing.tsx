import { data } from "react-router";
import type { Route } from "./+types/renew-listing";
import "~/lib/i18n/areas/profile";
import { getConfig } from "~/.server/infra/config";
import { getDb, getLinkSecret } from "~/.server/infra/runtime";
import { checkRenewToken, renewListing, renewedListing } from "~/.server/services/listing-expiry";
import { type RenewResult, ListingRenewed } from "~/features/profile/listing-renewed";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/** Private, never kept by any cache, and the token never leaves in a Referer. */
const privateHeaders = () => new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

/**
 * /ilanlar/{id}/yenile?token=… (issue 19, decision 029): the one-click renewal from the reminder
 * mail, signed out. A valid token (signed for this listing's renewal, not past its date) renews
 * the listing at once — a new lifetime, live again if it had expired — and the page says until
 * when; renewing twice only moves the date. A wrong or old token, a listing that is gone or that
 * cannot be renewed (pending, rejected, rented, hidden) get a page that says so and where to go.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const now = new Date();
  const answer = (result: RenewResult, status: number) => data({ result }, { status, headers: privateHeaders() });
  const check = checkRenewToken(getLinkSecret(), params.id, token, now);
  if (!check.ok) return answer({ kind: check.reason === "expired" ? "expired_link" : "invalid" }, check.reason === "expired" ? 410 : 400);
  const db = getDb();
  const { outcome, expiresAt } = await renewListing(db, null, params.id, { now, lifetimeDays: getConfig().LISTING_LIFETIME_DAYS });
  const listing = await renewedListing(db, params.id);
  if (outcome === "not_found" || !listing) return answer({ kind: "not_found" }, 404);
  if (outcome !== "ok" || !expiresAt) return answer({ kind: "not_renewable", ownerId: listing.ownerId }, 409);
  return answer({ kind: "renewed", id: params.id, ...listing, expiresAt: expiresAt.toISOString() }, 200);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(rootDataFrom(matches).locale, "profile.renewPage.metaTitle"),
    noindex: true,
  });

export default function RenewListingRoute({ loaderData }: Route.ComponentProps) {
  return <ListingRenewed result={loaderData.result} />;
}
