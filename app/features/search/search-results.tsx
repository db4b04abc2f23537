import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useNavigation } from "react-router";
import { CATEGORIES } from "~/domain/categories";
import type { ListingSummary } from "~/domain/listing";
import { usePaths } from "~/lib/use-paths";
import { ListingSkeletons } from "./listing-skeletons";
import { SaveSearchButton } from "./save-search-button";

/** The search text of a pending navigation to the home page's results, if one is under way. */
function usePendingSearch(): string | null {
  const paths = usePaths();
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== paths.home()) return null;
  return new URLSearchParams(navigation.location.search).get("q")?.trim() || null;
}

const linkClass = "text-primary underline underline-offset-4 hover:no-underline";

/**
 * Home search results (docs/product.md §2): a search box of its own on phones (`searchBox`; the header's is
 * folded into the menu there), a heading with the count, the results grid, a skeleton while a new
 * search loads and an empty message when nothing matches, with links to search each category for
 * the same text.
 * When the words found few listings and a corrected query finds more (`correction`), it offers "did
 * you mean …?"; when they found none, it shows the correction's listings with a note and a link
 * to search the words as typed (`exact`, which then shows their empty result and the offer).
 * The route passes the results of `searchListings` and renders the cards through `renderListings`
 * (features do not import each other). `loading` defaults to "a navigation to another /?q= is
 * under way".
 */
export function SearchResults({
  query,
  listings,
  correction = null,
  exact = false,
  searchBox,
  renderListings,
  loading,
}: {
  query: string;
  listings: ListingSummary[] | undefined;
  correction?: { query: string; listings: ListingSummary[] } | null;
  exact?: boolean;
  /** The site's search box, shown on phones (the route gives it). */
  searchBox?: ReactNode;
  renderListings: (listings: ListingSummary[]) => ReactNode;
  loading?: boolean;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const pending = usePendingSearch();
  const text = query.trim();
  const isLoading = loading ?? (listings === undefined || (pending !== null && pending !== text));
  const shownQuery = isLoading && pending ? pending : text;
  const corrected = !exact && listings?.length === 0 && correction !== null && correction.listings.length > 0;
  const shown = corrected ? correction.listings : listings;
  return (
    <section aria-labelledby="search-results-title" className="mx-auto max-w-6xl px-4 py-10">
      {searchBox}
      <header className="mb-6 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 id="search-results-title" className="text-2xl font-semibold tracking-tight">
          {/* Results shown for the corrected words are headed by those words (the note below offers the typed ones). */}
          {t("categoryPage.search.heading", { query: corrected && !isLoading ? correction.query : shownQuery })}
        </h1>
        <p role="status" className="text-muted-foreground">
          {isLoading ? t("categoryPage.search.loading") : t("categoryPage.search.count", { count: shown?.length ?? 0 })}
        </p>
        {text ? (
          <div className="ms-auto">
            <SaveSearchButton suggestedName={`\u201c${text}\u201d`} />
          </div>
        ) : null}
      </header>
      {isLoading ? null : corrected ? (
        <p className="mb-6" data-testid="search-correction">
          {t("categoryPage.search.showingFor", { query: correction.query })}{" "}
          <Link to={paths.search(text, true)} className={linkClass}>
            {t("categoryPage.search.searchInstead", { query: text })}
          </Link>
        </p>
      ) : correction ? (
        <p className="mb-6" data-testid="search-correction">
          <Link to={paths.search(correction.query)} className={linkClass}>
            {t("categoryPage.search.didYouMean", { query: correction.query })}
          </Link>
        </p>
      ) : null}
      {isLoading ? (
        <ListingSkeletons view="grid" label={t("categoryPage.search.loading")} />
      ) : shown && shown.length > 0 ? (
        renderListings(shown)
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
  );
}
