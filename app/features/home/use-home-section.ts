import { CACHE_TIMES, useQuery } from "~/lib/query-cache";
import type { HomeSection, HomeSectionData } from "~/domain/home";

/** Fetches one home section as JSON; a non-2xx answer is an error (the query keeps its last data). */
async function fetchHomeSection<S extends HomeSection>(section: S, signal?: AbortSignal): Promise<HomeSectionData[S]> {
  const response = await fetch(`/api/home?section=${section}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/home?section=${section} answered ${response.status}`);
  return (await response.json()) as HomeSectionData[S];
}

/**
 * One home section kept fresh in the browser (docs/product.md §9 cache times), seeded with the server-rendered
 * data so the first paint needs no request.
 */
export function useHomeSection<S extends HomeSection>(section: S, initialData: HomeSectionData[S]): HomeSectionData[S] {
  const { data } = useQuery({
    key: `home:${section}`,
    fetch: (signal) => fetchHomeSection(section, signal),
    initialData,
    ...CACHE_TIMES[section],
  });
  return data ?? initialData;
}
