import { QueryClient } from "@tanstack/react-query";

/** Spec §9 cache times, in milliseconds, for the public data the client keeps. */
export const CACHE_TIMES = {
  featured: { staleTime: 5 * 60_000, refetchInterval: 2 * 60_000 },
  recent: { staleTime: 2 * 60_000, refetchInterval: 3 * 60_000 },
  sponsored: { staleTime: 5 * 60_000, refetchInterval: 5 * 60_000 },
  partners: { staleTime: 5 * 60_000, refetchInterval: 5 * 60_000 },
  category: { staleTime: 15 * 60_000, refetchInterval: 2 * 60_000 },
  listingDetail: { staleTime: 5 * 60_000 },
} as const;

/**
 * The browser's data cache: 3 retries with exponential backoff capped at 30 s, entries collected
 * after 5 minutes unused (spec §9). Server-rendered loader data seeds it as `initialData`.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
