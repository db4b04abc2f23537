import { useEffect } from "react";
import type { ListingDetailPayload } from "~/domain/listing-detail";
import { CACHE_TIMES, type QueryCache, useQuery, useQueryCache } from "~/lib/query-cache";

/** A detail payload stamped with the server time it was read (so two copies can be compared). */
export type ListingDetailData = ListingDetailPayload & { loadedAt: number };

const listingDetailQueryKey = (id: string) => `listing-detail:${id}`;

let registeredCache: QueryCache | null = null;

/**
 * The cached copy of a listing, if this browser has one (docs/product.md §4 "Detail load": a cached copy is
 * shown at once, then refreshed in the background when older than 5 minutes). Used by the route's
 * clientLoader; null on the server and before any detail page was shown.
 */
export function cachedListingDetail(id: string): ListingDetailData | null {
  return registeredCache?.getData<ListingDetailData>(listingDetailQueryKey(id)) ?? null;
}

async function fetchListingDetail(id: string, signal: AbortSignal): Promise<ListingDetailData> {
  const response = await fetch(`/api/listings/${encodeURIComponent(id)}`, { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`GET /api/listings/${id} answered ${response.status}`);
  return (await response.json()) as ListingDetailData;
}

/**
 * The listing shown on the page, kept in the data cache for 5 minutes (CACHE_TIMES.listingDetail)
 * and seeded with the loader's data. A newer loader answer replaces the cached copy.
 */
export function useListingDetail(initial: ListingDetailData) {
  const cache = useQueryCache();
  const id = initial.listing.id;
  const key = listingDetailQueryKey(id);
  const query = useQuery({
    key,
    fetch: (signal) => fetchListingDetail(id, signal),
    initialData: initial,
    staleTime: CACHE_TIMES.listingDetail.staleTime,
  });

  useEffect(() => {
    registeredCache = cache;
  }, [cache]);

  const cached = query.data ?? initial;
  const newest = cached.loadedAt >= initial.loadedAt ? cached : initial;
  useEffect(() => {
    if (initial.loadedAt > cached.loadedAt) cache.setData(key, initial);
  }, [cached.loadedAt, key, initial, cache]);

  return { detail: newest, refetch: query.refetch };
}
