import { SaveSearchButton } from "./save-search-button";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import type { Category } from "~/domain/categories";
import {
  type CategorySeed,
  type FilterChoice,
  activeFilterGroups,
  categoryQueryKey,
  comparesMonthly,
  filtersToSearchParams,
  parseBrowseOptions,
  parseCategoryFilters,
  toQueryString,
} from "~/domain/filters";
import { ListingGrid } from "~/entities/listing/listing-card";
import { filterTexts } from "~/lib/filter-texts";
import { formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { CategorySearch } from "./category-search";
import { FilterChips } from "./filter-chips";
import { FilterPanel } from "./filter-panel";
import { ListingSkeletons } from "./listing-skeletons";
import { ResultsToolbar } from "./results-toolbar";
import { useCategoryListings } from "./use-category-listings";

/** Cards next to the filter panel: 1, 2 or 3 columns by width (3 only where they stay readable). */
const CATEGORY_GRID_COLUMNS = "sm:grid-cols-2 xl:grid-cols-3";

/**
 * The category page (docs/product.md §2): heading with the count and a loading/refreshing note, the filter
 * panel, sort and view controls, active-filter chips, the results (skeletons while a new filter
 * set loads) and "load more". Filters, sort, view and page size live in the URL; the cards are the
 * listing entity's (`ListingGrid`).
 */
export function CategoryBrowser({
  category,
  seed,
  brands,
}: {
  category: Category;
  seed: CategorySeed;
  /** The make filter's choices (cars): the makes that have listings, from the loader. */
  brands: readonly FilterChoice[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const filters = parseCategoryFilters(category, searchParams);
  const options = parseBrowseOptions(searchParams);
  const key = categoryQueryKey(filters, options.limit);
  const query = useCategoryListings(category, key, seed);

  const listings = query.data?.pages.flatMap((page) => page.listings) ?? [];
  const total = query.data?.pages[0]?.total;
  const totalCapped = query.data?.pages[0]?.totalCapped ?? false;
  const refreshing = query.isFetching && !query.isPending && !query.isFetchingNextPage;
  const note = query.isPending ? t("categoryPage.loading") : refreshing ? t("categoryPage.refreshing") : "";
  const hasFilters = activeFilterGroups(filters).length > 0;
  const results = useResultsInSight(key);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t(`categories.${category}`)}</h1>
        {total !== undefined && !query.isPending ? (
          <p className="text-muted-foreground" data-testid="listing-count">
            {totalCapped
              ? t("category.countOver", { number: formatNumber(total) })
              : t("category.count", { count: total, number: formatNumber(total) })}
          </p>
        ) : null}
        <p role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
        <div className="ms-auto">
          <SaveSearchButton
            category={category}
            suggestedName={[t(`categories.${category}`), ...filterTexts(filters, t, locale, { brands })].join(" · ")}
          />
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        {/* Re-mounted when the URL's filters change so the form shows them (e.g. after a chip is cleared). */}
        <FilterPanel key={key} category={category} filters={filters} options={options} brands={brands} />

        {/* Brought into view below the sticky site header (its height: app.css). */}
        <section
          ref={results}
          aria-labelledby="results-title"
          className="flex min-w-0 scroll-mt-[calc(var(--site-header-height)+1rem)] flex-col gap-4"
        >
          <h2 id="results-title" className="sr-only">
            {t("categoryPage.results")}
          </h2>
          <CategorySearch key={filters.q ?? ""} category={category} text={filters.q} />
          <ResultsToolbar filters={filters} options={options} monthlyPrices={comparesMonthly(category, filters)} />
          <FilterChips filters={filters} options={options} brands={brands} />

          {query.isPending ? (
            <ListingSkeletons view={options.view} label={t("categoryPage.loading")} columns={CATEGORY_GRID_COLUMNS} />
          ) : query.isError && listings.length === 0 ? (
            <div role="alert" className="rounded-lg border border-destructive/40 p-6 text-center">
              <p>{t("categoryPage.loadError")}</p>
              <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
                {t("categoryPage.retry")}
              </Button>
            </div>
          ) : listings.length === 0 ? (
            <div className="rounded-lg border border-dashed p-10 text-center">
              <p className="text-lg font-medium">{t("categoryPage.empty")}</p>
              <p className="mt-2 text-muted-foreground">{t("categoryPage.emptyHint")}</p>
              {hasFilters ? (
                <Link
                  to={{ pathname, search: toQueryString(filtersToSearchParams({ sort: filters.sort }, options)) }}
                  preventScrollReset
                  className="mt-4 inline-block text-primary underline-offset-4 hover:underline"
                >
                  {t("categoryPage.filters.reset")}
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <ListingGrid listings={listings} layout={options.view} priorityCount={1} columns={CATEGORY_GRID_COLUMNS} />
              <div className="flex flex-col items-center gap-2 pt-2">
                {total !== undefined ? (
                  <p className="text-sm text-muted-foreground">{t("categoryPage.shownOfTotal", { shown: listings.length, total })}</p>
                ) : null}
                {query.hasNextPage ? (
                  <Button
                    variant="outline"
                    onClick={() => void query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                    aria-busy={query.isFetchingNextPage}
                  >
                    {query.isFetchingNextPage ? t("categoryPage.loadingMore") : t("categoryPage.loadMore")}
                  </Button>
                ) : null}
                {query.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-destructive">
                    {t("categoryPage.loadError")}
                  </p>
                ) : null}
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * After the filters change (Apply in the panel, a chip cleared), brings the top of the results into
 * view when it is out of sight: above the screen or under the sticky header (Apply in the sticky
 * desktop panel after scrolling down a long list) or below it (the open panel on a phone), to just
 * below the header (its scroll margin). Not on the first render.
 */
function useResultsInSight(key: string) {
  const section = useRef<HTMLElement>(null);
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const element = section.current;
    if (!element) return;
    const { top } = element.getBoundingClientRect();
    // In sight: not under the sticky header, i.e. at least where scrolling would put it (its scroll margin).
    const clear = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (top >= clear && top < window.innerHeight * 0.75) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  }, [key]);
  return section;
}
