import { type ComponentProps, use } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type * as SearchResultsTypes from "~/features/search/search-results";
import { data, redirect, useOutletContext } from "react-router";
import type { Route } from "./+types/home";
import type { PageContext } from "~/components/search-box";
import { cacheKeys, listingKeys, sharedPage, sharedPageHeaders } from "~/.server/http/cache-headers";
import { listCategory } from "~/.server/services/discovery/browse";
import { searchListings } from "~/.server/services/discovery/search";
import { loadHomePage } from "~/.server/services/discovery/home";
import { CATEGORIES, isCategory } from "~/domain/categories";
import { CATEGORY_PAGE_SIZE, filtersToSearchParams, isRefinedSearch, parseCategoryFilters, toQueryString } from "~/domain/filters";
import { HomeHero } from "~/features/home/hero";
import { HomeSection } from "~/features/home/home-section";
import { PartnerLogos } from "~/features/home/partner-logos";
import { SponsoredCarousel } from "~/features/home/sponsored-carousel";
import type { HomeFeatured, HomeHeroImages, HomePartners, HomeSponsoredItem } from "~/domain/home";
import { useHomeSection } from "~/features/home/use-home-section";
import { ListingGrid } from "~/entities/listing/listing-card";
import type { ListingSummary } from "~/domain/listing";
import { translate } from "~/lib/i18n";
import { localeFromPath } from "~/lib/i18n/locales";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { EXACT_SEARCH_PARAM, pathsFor } from "~/lib/paths";
import { usePaths } from "~/lib/use-paths";

type SearchResultsModule = typeof SearchResultsTypes;
type Loaded<T> = Promise<T> & { status?: "fulfilled"; value?: T };

let searchResultsCode: Loaded<SearchResultsModule> | null = null;

/**
 * The search results' code (their filter panel, chips, toolbar and saved-search button: ≈ 6 KB
 * gzip) is fetched only for a search, not with the home page. The promise is marked fulfilled when
 * it settles, so React's `use` reads it without suspending from then on.
 */
function loadSearchResults(): Loaded<SearchResultsModule> {
  if (!searchResultsCode) {
    const promise: Loaded<SearchResultsModule> = import("~/features/search/search-results");
    void promise.then((module) => {
      promise.status = "fulfilled";
      promise.value = module;
    });
    searchResultsCode = promise;
  }
  return searchResultsCode;
}

// The server renders searches without suspending; a search's own first load in the browser gets
// the code before it hydrates (this module's import waits for it). A search started from the home
// page is a navigation, during which React keeps the home page shown until the code is here.
if (import.meta.env.SSR || (typeof document !== "undefined" && new URLSearchParams(location.search).get("q")?.trim())) {
  await loadSearchResults();
}

function SearchResults(props: ComponentProps<SearchResultsModule["SearchResults"]>) {
  const { SearchResults: Results } = use<SearchResultsModule>(loadSearchResults() as Promise<SearchResultsModule>);
  return <Results {...props} />;
}

/**
 * Home (docs/product.md §2): the rotating hero with its search, the sponsored carousel, featured listings per
 * category, recent listings and partner logos. With `?q=` it shows search results instead: the best
 * matches of the words (with a correction of misspelt ones), or, once narrowed by the filters every
 * category shares or ordered otherwise, the matches read like a category page's across all
 * categories. A chosen category continues on its own page with the same words and filters.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paths = pathsFor(localeFromPath(url.pathname));
  const raw = url.searchParams.get("q");
  const q = raw?.trim() ?? "";
  // Blank text is no search (a search box sent without JavaScript): the home page itself.
  if (raw !== null && !q) throw redirect(paths.home());
  const db = context.app.db;
  if (q) {
    const category = url.searchParams.get("category");
    if (category && isCategory(category))
      throw redirect(
        `${paths.category(category)}${toQueryString(filtersToSearchParams(parseCategoryFilters(category, url.searchParams)))}`,
      );
    const filters = parseCategoryFilters("all", url.searchParams);
    if (isRefinedSearch(filters)) {
      const { rates } = await context.app.currencyRates.getRatesForPage();
      const page = await listCategory(db, "all", filters, { rates, limit: CATEGORY_PAGE_SIZE });
      return data(
        { mode: "search" as const, q, exact: true, results: page.listings, correction: null, filters, total: page.total },
        { headers: sharedPage([cacheKeys.search, ...listingKeys(page.listings)]) },
      );
    }
    const found = await searchListings(db, q);
    // A listing number opens its listing.
    if (found.listing) throw redirect(paths.listing(found.listing.category, found.listing.id));
    // `exact`: the visitor asked for these words, not the correction shown in their place.
    const exact = url.searchParams.has(EXACT_SEARCH_PARAM);
    return data(
      { mode: "search" as const, q, exact, results: found.listings, correction: found.correction, filters, total: found.listings.length },
      { headers: sharedPage([cacheKeys.search, ...listingKeys(found.listings)]) },
    );
  }
  const home = await loadHomePage(db, context.app.logger);
  const shown = [...Object.values(home.featured).flat(), ...home.recent];
  return data(
    { mode: "home" as const, ...home },
    { headers: sharedPage([cacheKeys.home, cacheKeys.sponsors, cacheKeys.partners, ...listingKeys(shown)]) },
  );
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { locale } = rootDataFrom(matches);
  if (loaderData?.mode === "search") {
    return pageMeta({
      matches,
      pathname: location.pathname,
      title: translate(locale, "homePage.results.metaTitle", { q: loaderData.q }),
      description: translate(locale, "home.metaDescription"),
      noindex: true,
    });
  }
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(locale, "home.metaTitle"),
    description: translate(locale, "home.metaDescription"),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { SearchBox } = useOutletContext<PageContext>();
  const { t } = useTranslation();
  if (loaderData.mode === "search") {
    return (
      <SearchResults
        searchBox={<SearchBox variant="large" landmark formLabel={t("categoryPage.search.formLabel")} className="mb-6 lg:hidden" />}
        query={loaderData.q}
        exact={loaderData.exact}
        listings={loaderData.results}
        correction={loaderData.correction}
        filters={loaderData.filters}
        total={loaderData.total}
      />
    );
  }
  return (
    <HomeSections
      search={<SearchBox variant="large" formLabel={t("homePage.search.textFormLabel")} className="max-w-3xl" />}
      heroImages={loaderData.heroImages}
      sponsored={loaderData.sponsored}
      featured={loaderData.featured}
      recent={loaderData.recent}
      partners={loaderData.partners}
    />
  );
}

function HomeSections(props: {
  search: React.ReactNode;
  heroImages: HomeHeroImages;
  sponsored: HomeSponsoredItem[];
  featured: HomeFeatured;
  recent: ListingSummary[];
  partners: HomePartners;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const sponsored = useHomeSection("sponsored", props.sponsored);
  const featured = useHomeSection("featured", props.featured);
  const recent = useHomeSection("recent", props.recent);
  const partners = useHomeSection("partners", props.partners);
  const hasPartners = Object.values(partners).some((group) => group.length > 0);
  return (
    <>
      <HomeHero images={props.heroImages} search={props.search} />

      {sponsored.length > 0 ? (
        <HomeSection id="sponsored" title={t("homePage.sponsored.title")}>
          <SponsoredCarousel items={sponsored} />
        </HomeSection>
      ) : null}

      {CATEGORIES.filter((category) => featured[category].length > 0).map((category) => (
        <HomeSection
          key={category}
          id={`featured-${category}`}
          title={t(`homePage.featured.${category}`)}
          viewAll={{ to: paths.category(category), text: t("homePage.featured.viewAll"), context: t(`categories.${category}`) }}
        >
          <ListingGrid listings={featured[category]} />
        </HomeSection>
      ))}

      <HomeSection id="recent" title={t("homePage.recent.title")}>
        {recent.length > 0 ? <ListingGrid listings={recent} /> : <p className="text-muted-foreground">{t("home.empty")}</p>}
      </HomeSection>

      {hasPartners ? (
        <HomeSection id="partners" title={t("homePage.partners.title")}>
          <PartnerLogos partners={partners} />
        </HomeSection>
      ) : null}
    </>
  );
}
