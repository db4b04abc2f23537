import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useNavigation } from "react-router";
import type { ListingSummary } from "~/domain/listing";
import { usePaths } from "~/lib/use-paths";
import { ListingSkeletons } from "./listing-skeletons";

/** The search text of a pending navigation to the home page's results, if one is under way. */
function usePendingSearch(): string | null {
  const paths = usePaths();
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== paths.home()) return null;
  return new URLSearchParams(navigation.location.search).get("q")?.trim() || null;
}

/**
 * Home search results (spec §2): a heading with the count, the results grid, a skeleton while a
 * new search loads and an empty message when nothing matches. The route passes the results of
 * `searchListings` and renders the cards through `renderListings` (features do not import each
 * other). `loading` defaults to "a navigation to another /?q= is under way".
 */
export function SearchResults({
  query,
  listings,
  renderListings,
  loading,
}: {
  query: string;
  listings: ListingSummary[] | undefined;
  renderListings: (listings: ListingSummary[]) => ReactNode;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const pending = usePendingSearch();
  const isLoading = loading ?? (listings === undefined || (pending !== null && pending !== query.trim()));
  const shownQuery = isLoading && pending ? pending : query.trim();
  return (
    <section aria-labelledby="search-results-title" className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-6 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 id="search-results-title" className="text-2xl font-semibold tracking-tight">
          {t("categoryPage.search.heading", { query: shownQuery })}
        </h1>
        <p role="status" className="text-muted-foreground">
          {isLoading ? t("categoryPage.search.loading") : t("categoryPage.search.count", { count: listings?.length ?? 0 })}
        </p>
      </header>
      {isLoading ? (
        <ListingSkeletons view="grid" label={t("categoryPage.search.loading")} />
      ) : listings && listings.length > 0 ? (
        renderListings(listings)
      ) : (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <p className="text-lg font-medium">{t("categoryPage.search.empty")}</p>
          <p className="mt-2 text-muted-foreground">{t("categoryPage.search.emptyHint")}</p>
        </div>
      )}
    </section>
  );
}
