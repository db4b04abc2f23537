import { data, isRouteErrorResponse, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/listing";
import { cacheKeys, listingKeys, sharedPage, sharedPageHeaders } from "~/.server/http/cache-headers";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import { type ListingViewer, getListingDetail, rentedPageSecondsLeft } from "~/.server/services/listings/listing-detail";
import { CATEGORY_SEGMENTS, type Category, categoryFromSegment, isCategory } from "~/domain/categories";
import { isListingId } from "~/domain/listing-detail";
import { ListingDetailPage } from "~/features/listing-detail/listing-detail-page";
import { ListingDetailSkeleton } from "~/features/listing-detail/listing-detail-skeleton";
import { ListingNotFound } from "~/features/listing-detail/listing-not-found";
import { listingMeta } from "~/features/listing-detail/seo";
import { cachedListingDetail } from "~/features/listing-detail/use-listing-detail";
import { translate } from "~/lib/i18n";
import { rootDataFrom } from "~/lib/meta";
import { pathsFor, splitLocalePath } from "~/lib/paths";

/** The category of the path's first segment (after the language prefix). */
const categoryOf = (url: string) => categoryFromSegment(splitLocalePath(new URL(url).pathname).path.split("/")[1] ?? "");

/** A 404 a shared cache may keep until the listing appears (its key purges it then). */
const notFound = (category: Category | undefined, id?: string) =>
  data({ category: category ?? null }, { status: 404, headers: sharedPage(id ? [cacheKeys.listing(id)] : []) });

/**
 * Listing detail: /{category path}/{id}. Missing, malformed and non-active listings are a 404 with
 * 'İlan bulunamadı' (docs/product.md §2, §4). A listing under another category's path (a link shared before
 * its owner changed the category, or a mistyped path) is redirected to its own path: 302, not 301,
 * because the category may change again and a browser would keep a permanent redirect. The
 * currency rates come from the cache or the built-in table at once (the provider is refreshed in
 * the background), so rendering never waits for it.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const category = categoryOf(request.url);
  if (!category || !isListingId(params.id)) throw notFound(category);
  const db = context.app.db;
  // A public listing's page is the same for everyone, members included (its
  // owner's status banner comes from a private request). Owners and admins also see their
  // non-active listings (canViewListing): that page is theirs alone; visitors get a 404.
  const [publicPayload, rates] = await Promise.all([getListingDetail(db, params.id), context.app.currencyRates.getRatesForPage()]);
  let payload = publicPayload;
  let headers: Headers | null = null;
  if (!payload) {
    const { viewer: signedIn, headers: sessionHeaders } = await getViewer(context.app, request);
    const viewer: ListingViewer | null = signedIn ? { userId: signedIn.id, isAdmin: signedIn.isAdmin } : null;
    payload = viewer ? await getListingDetail(db, params.id, viewer) : null;
    if (payload) headers = appendSetCookies(new Headers({ "Cache-Control": "private, no-store" }), sessionHeaders);
  }
  if (!payload) throw notFound(category, params.id);
  if (payload.listing.category !== category) {
    const url = new URL(request.url);
    const paths = pathsFor(splitLocalePath(url.pathname).locale);
    throw redirect(`${paths.listing(payload.listing.category, payload.listing.id)}${url.search}`, 302);
  }
  const shows = [
    cacheKeys.listing(payload.listing.id),
    cacheKeys.profile(payload.listing.ownerId),
    ...listingKeys(payload.moreFromSeller),
    ...listingKeys(payload.similar),
  ];
  const endsInSeconds = rentedPageSecondsLeft(payload.listing, new Date());
  return data({ detail: { ...payload, loadedAt: Date.now() }, rates }, { headers: headers ?? sharedPage(shows, { endsInSeconds }) });
}

export const headers = sharedPageHeaders;

/**
 * Client-side navigations show this browser's cached copy at once when it has one (docs/product.md §4
 * "Detail load"); the page then refreshes it in the background once it is older than 5 minutes.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const cached = cachedListingDetail(params.id);
  if (cached && cached.listing.category === categoryOf(request.url)) return { detail: cached, rates: null };
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  if (!loaderData) {
    const { locale } = rootDataFrom(matches);
    return [
      { title: translate(locale, "listingDetail.metaTitle", { title: translate(locale, "listingDetail.notFound") }) },
      { name: "robots", content: "noindex" },
    ];
  }
  return listingMeta({ matches, pathname: location.pathname, detail: loaderData.detail });
};

const LISTING_PATH = new RegExp(`^(?:/en)?/(${Object.values(CATEGORY_SEGMENTS).join("|")})/[^/]+/?$`);

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location?.pathname;
  // Moving from one listing to another (e.g. "more from this seller"): show the skeleton meanwhile.
  if (navigation.state === "loading" && next && next !== location.pathname && LISTING_PATH.test(next)) {
    return <ListingDetailSkeleton />;
  }
  return <ListingDetailPage key={loaderData.detail.listing.id} data={loaderData.detail} rates={loaderData.rates} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const category = (error.data as { category?: unknown } | null)?.category;
  return <ListingNotFound category={isCategory(category) ? category : undefined} />;
}
