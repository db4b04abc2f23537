import { useCallback } from "react";
import type { Category } from "~/domain/categories";
import type { CategoryPageResult, CategorySeed } from "~/domain/filters";
import { CACHE_TIMES, useQuery } from "~/lib/query-cache";

/** Retry delay of the category list (docs/product.md §9): 1 s, doubling, at most 15 s. */
const categoryRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

async function fetchCategoryPage(category: Category, key: string, cursor: string | null, signal: AbortSignal) {
  const params = new URLSearchParams(key);
  params.set("category", category);
  if (cursor) params.set("cursor", cursor);
  const response = await fetch(`/api/listings?${params}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/listings answered ${response.status}`);
  return (await response.json()) as CategoryPageResult;
}

/** The pages loaded so far, in order, and the cursor each was fetched with. */
export interface CategoryPages {
  pages: CategoryPageResult[];
  pageParams: (string | null)[];
}

/**
 * Fetches as many pages as `current` holds (at least one) from the first, each with the cursor the
 * page before it answered: a refresh of everything shown, stopping early when the list got shorter.
 */
async function refetchPages(
  category: Category,
  key: string,
  current: CategoryPages | undefined,
  signal: AbortSignal,
): Promise<CategoryPages> {
  const wanted = Math.max(1, current?.pages.length ?? 0);
  const result: CategoryPages = { pages: [], pageParams: [] };
  let cursor: string | null = null;
  for (let index = 0; index < wanted; index++) {
    if (index > 0 && cursor === null) break;
    const page = await fetchCategoryPage(category, key, cursor, signal);
    result.pages.push(page);
    result.pageParams.push(cursor);
    cursor = page.nextCursor;
  }
  return result;
}

/**
 * The category list: the first page comes from the server render when the filters match, "load
 * more" fetches `/api/listings?…&cursor=` and appends. Cached 15 min, refetched (every page shown)
 * every 2 min (docs/product.md §9).
 */
export function useCategoryListings(category: Category, key: string, seed: CategorySeed | undefined) {
  const initial = seed && seed.key === key ? seed : undefined;
  const result = useQuery<CategoryPages>({
    key: `category-listings:${category}:${key}`,
    fetch: (signal, current) => refetchPages(category, key, current, signal),
    initialData: initial ? { pages: [initial.page], pageParams: [null] } : undefined,
    initialDataUpdatedAt: initial?.loadedAt,
    staleTime: CACHE_TIMES.category.staleTime,
    refetchInterval: CACHE_TIMES.category.refetchInterval,
    retryDelay: categoryRetryDelay,
  });
  const { query } = result;
  const nextCursor = result.data?.pages.at(-1)?.nextCursor ?? null;
  const fetchNextPage = useCallback(
    () =>
      query.fetch(
        async (signal, current) => {
          const cursor = current?.pages.at(-1)?.nextCursor ?? null;
          const page = await fetchCategoryPage(category, key, cursor, signal);
          // The list as it is now (a refresh may have replaced it meanwhile), plus the new page.
          const latest = query.getState().data ?? current ?? { pages: [], pageParams: [] };
          return { pages: [...latest.pages, page], pageParams: [...latest.pageParams, cursor] };
        },
        { nextPage: true, retryDelay: categoryRetryDelay },
      ),
    [query, category, key],
  );
  return { ...result, hasNextPage: nextCursor !== null, fetchNextPage };
}
