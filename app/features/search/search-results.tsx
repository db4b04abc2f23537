import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { CATEGORIES } from "~/domain/categories";
import type { ListingSummary } from "~/domain/listing";
import { ListingGrid } from "~/entities/listing/listing-card";
import { type ListingFilters, comparesMonthly, parseBrowseOptions } from "~/domain/filters";
import { filterTexts } from "~/lib/filter-texts";
import type { Locale } from "~/lib/i18n/locales";
import { FilterChips } from "./filter-chips";
import { FilterPanel } from "./filter-panel";
import { ResultsToolbar } from "./results-toolbar";
import { usePaths } from "~/lib/use-paths";
import { ListingSkeletons } from "./listing-skeletons";
import { SaveSearchButton } from "./save-search-button";

/** The query string of a pending navigation to the home page's results, if one is under way. */
function usePendingSearch(): URLSearchParams | null {
  const paths = usePaths();
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== paths.home()) return null;
  const params = new URLSearchParams(navigation.location.search);
  return params.get("q")?.trim() ? params : null;
}

const linkClass = "text-primary underline underline-offset-4 hover:no-underline";

/**
 * Home search results (docs/product.md §2): a search box of its own on phones (`searchBox`; the header's is
 * folded into the menu there), a heading with the count, the results, a skeleton while a new
 * search loads and an empty message when nothing matches, with links to search each category for
 * the same text. Beside them the category page's filter panel, sort and chips, with the filters
 * every category shares (`FilterPanel` "all": place, price, rental term) and a category to go on in.
 * When the words found few listings and a corrected query finds more (`correction`), it offers "did
 * you mean …?"; when they found none, it shows the correction's listings with a note and a link
 * to search the words as typed (`exact`, which then shows their empty result and the offer).
 * The route passes the results of `searchListings` (or, narrowed, of the category page's query
 * across all categories); the cards are the listing entity's (`ListingGrid`). `loading` defaults to
 * "a navigation to other results is under way".
 */
export function SearchResults({
  query,
  listings,
  correction = null,
  exact = false,
  filters,
  total,
  searchBox,
  loading,
}: {
  query: string;
  listings: ListingSummary[] | undefined;
  correction?: { query: string; listings: ListingSummary[] } | null;
  exact?: boolean;
  /** The search page's filters ("all" of domain/filters.ts) and how many listings match them. */
  filters: ListingFilters;
  total: number;
  /** The site's search box, shown on phones (the route gives it). */
  searchBox?: ReactNode;
  loading?: boolean;
}) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [searchParams] = useSearchParams();
  const options = parseBrowseOptions(searchParams);
  const pending = usePendingSearch();
  const text = query.trim();
  const pendingText = pending?.get("q")?.trim() ?? null;
  const isLoading = loading ?? (listings === undefined || (pending !== null && pending.toString() !== searchParams.toString()));
  const shownQuery = isLoading && pendingText ? pendingText : text;
  const corrected = !exact && listings?.length === 0 && correction !== null && correction.listings.length > 0;
  const shown = corrected ? correction.listings : listings;
  const count = corrected ? correction.listings.length : total;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {searchBox}
      <header className="mb-6 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 id="search-results-title" className="text-2xl font-semibold tracking-tight">
          {/* Results shown for the corrected words are headed by those words (the note below offers the typed ones). */}
          {t("categoryPage.search.heading", { query: corrected && !isLoading ? correction.query : shownQuery })}
        </h1>
        <p role="status" className="text-muted-foreground">
          {isLoading ? t("categoryPage.search.loading") : t("categoryPage.search.count", { count })}
        </p>
        {text ? (
          <div className="ms-auto">
            <SaveSearchButton suggestedName={filterTexts(filters, t, locale).join(" · ")} />
          </div>
        ) : null}
      </header>
      <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        {/* Re-mounted when the URL's filters change so the form shows them (e.g. after a chip is cleared). */}
        <FilterPanel key={searchParams.toString()} category="all" filters={filters} options={options} />
        <section aria-labelledby="search-results-title" className="flex min-w-0 flex-col gap-4">
          <ResultsToolbar filters={filters} options={options} monthlyPrices={comparesMonthly("all", filters)} />
          <FilterChips filters={filters} options={options} keep={["q"]} />
          {isLoading ? null : corrected ? (
            <p data-testid="search-correction">
              {t("categoryPage.search.showingFor", { query: correction.query })}{" "}
              <Link to={paths.search(text, true)} className={linkClass}>
                {t("categoryPage.search.searchInstead", { query: text })}
              </Link>
            </p>
          ) : correction ? (
            <p data-testid="search-correction">
              <Link to={paths.search(correction.query)} className={linkClass}>
                {t("categoryPage.search.didYouMean", { query: correction.query })}
              </Link>
            </p>
          ) : null}
          {isLoading ? (
            <ListingSkeletons view={options.view} label={t("categoryPage.search.loading")} />
          ) : shown && shown.length > 0 ? (
            <>
              <ListingGrid listings={shown} layout={options.view} />
              {total > shown.length ? (
                <p className="text-center text-sm text-muted-foreground">
                  {t("categoryPage.shownOfTotal", { shown: shown.length, total })}
                </p>
              ) : null}
            </>
          ) : (
            <div className="rounded-lg border border-dashed p-10 text-center">
              <p className="text-lg font-medium">{t("categoryPage.search.empty")}</p>
              <p className="mt-2 text-muted-foreground">{t("categoryPage.search.emptyHint")}</p>
              <nav aria-label={t("categoryPage.search.inCategories")} className="mt-4">
                <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
                  {CATEGORIES.map((category) => (
                    <li key={category}>
                      <Link to={`${paths.category(category)}?q=${encodeURIComponent(text)}`} className={linkClass}>
                        {t(`categoryPage.search.inCategory.${category}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
