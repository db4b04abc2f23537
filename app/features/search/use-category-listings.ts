import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import type { Category } from "~/domain/categories";
import { type CategoryPageResult, type ListingFilters, filtersToSearchParams } from "~/domain/filters";
import { CACHE_TIMES } from "~/lib/query-client";

/** What the page loader rendered on the server: it seeds the client cache for the same filters. */
export interface CategorySeed {
  /** `categoryQueryKey(filters, limit)` of the seed. */
  key: string;
  page: CategoryPageResult;
  loadedAt: number;
}

/** The filters and page size as one canonical string: the cache key and the API's query string. */
export function categoryQueryKey(filters: ListingFilters, limit: number): string {
  return filtersToSearchParams(filters, { limit }).toString();
}

/** Retry delay of the category list (spec §9): 1 s, doubling, at most 15 s. */
export const categoryRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

async function fetchCategoryPage(category: Category, key: string, cursor: string | null, signal: AbortSignal) {
  const params = new URLSearchParams(key);
  params.set("category", category);
  if (cursor) params.set("cursor", cursor);
  const response = await fetch(`/api/listings?${params}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/listings answered ${response.status}`);
  return (await response.json()) as CategoryPageResult;
}

/**
 * The category list as an infinite query: the first page comes from the server render when the
 * filters match, "load more" fetches `/api/listings?…&cursor=` and appends. Cached 15 min,
 * refetched every 2 min (spec §9).
 */
export function useCategoryListings(category: Category, key: string, seed: CategorySeed | undefined) {
  const initial = seed && seed.key === key ? seed : undefined;
  return useInfiniteQuery<CategoryPageResult, Error, InfiniteData<CategoryPageResult, string | null>, readonly string[], string | null>({
    queryKey: ["category-listings", category, key],
    queryFn: ({ pageParam, signal }) => fetchCategoryPage(category, key, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    initialData: initial ? { pages: [initial.page], pageParams: [null] } : undefined,
    initialDataUpdatedAt: initial?.loadedAt,
    staleTime: CACHE_TIMES.category.staleTime,
    refetchInterval: CACHE_TIMES.category.refetchInterval,
    retryDelay: categoryRetryDelay,
  });
}
