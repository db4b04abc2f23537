import { data } from "react-router";
import type { Route } from "./+types/renew-listing";
import type { AppContext } from "~/.server/context";
import "~/lib/i18n/areas/profile";
import { actionOrLoaderHeaders } from "~/.server/http/cache-headers";
import {
  checkRenewToken,
  type RenewLinkState,
  renewListingByLink,
  renewLinkState,
  renewedListing,
} from "~/.server/services/listings/listing-expiry";
import { type RenewResult, ListingRenewed } from "~/features/profile/listing-renewed";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/** Private, never kept by any cache, and the token never leaves in a Referer. */
const privateHeaders = () => new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

const answer = (result: RenewResult, status: number) => data({ result }, { status, headers: privateHeaders() });

/** The verified link's expiry, or the page that refuses it. */
function verified(app: AppContext, id: string, request: Request, now: Date) {
  const token = new URL(request.url).searchParams.get("token");
  const check = checkRenewToken(app.linkSecret, id, token, now);
  if (check.ok) return { expiresAt: check.expiresAt };
  return { refused: answer({ kind: check.reason === "expired" ? "expired_link" : "invalid" }, check.reason === "expired" ? 410 : 400) };
}

/** The page of a link that cannot renew (any more). */
async function cannotRenew(app: AppContext, state: Exclude<RenewLinkState, "ok">, id: string) {
  const listing = state === "not_found" ? null : await renewedListing(app.db, id);
  if (!listing) return answer({ kind: "not_found" }, 404);
  return state === "used"
    ? answer({ kind: "used", ownerId: listing.ownerId }, 410)
    : answer({ kind: "not_renewable", ownerId: listing.ownerId }, 409);
}

/**
 * /ilanlar/{id}/yenile?token=… (decision 029): the renew link of the reminder mail, signed out.
 * Opening it (GET, HEAD: mail scanners open links too) changes nothing and asks, with one "Renew"
 * button; the button (POST) renews the listing — a new lifetime, live again if it had expired —
 * and the page says until when. A link works once, and only the latest reminder's: renewing
 * (here or from the profile) retires it. A wrong or old token, a listing that is gone or that
 * cannot be renewed (pending, rejected, rented, hidden) get a page that says so and where to go.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const link = verified(context.app, params.id, request, context.app.clock());
  if ("refused" in link) return link.refused;
  const state = await renewLinkState(context.app.db, params.id, link.expiresAt);
  if (state !== "ok") return cannotRenew(context.app, state, params.id);
  const listing = await renewedListing(context.app.db, params.id);
  if (!listing) return answer({ kind: "not_found" }, 404);
  return answer({ kind: "ask", title: listing.title, titleEn: listing.titleEn, titles: listing.titles }, 200);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const now = context.app.clock();
  const link = verified(context.app, params.id, request, now);
  if ("refused" in link) return link.refused;
  const { outcome, expiresAt } = await renewListingByLink(context.app.db, params.id, link.expiresAt, {
    now,
    lifetimeDays: context.app.config.LISTING_LIFETIME_DAYS,
  });
  if (outcome !== "ok" || !expiresAt) return cannotRenew(context.app, outcome === "ok" ? "not_found" : outcome, params.id);
  const listing = await renewedListing(context.app.db, params.id);
  if (!listing) return answer({ kind: "not_found" }, 404);
  return answer({ kind: "renewed", id: params.id, ...listing, expiresAt: expiresAt.toISOString() }, 200);
}

export const headers: Route.HeadersFunction = actionOrLoaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(rootDataFrom(matches).locale, "profile.renewPage.metaTitle"),
    noindex: true,
  });

export default function RenewListingRoute({ loaderData, actionData }: Route.ComponentProps) {
  // The button's answer once pressed, else the question (or why the link cannot renew).
  const { result } = actionData ?? loaderData!;
  return <ListingRenewed result={result} />;
}
