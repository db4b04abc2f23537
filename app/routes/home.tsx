import { useTranslation } from "~/lib/i18n/react";
import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { getLogger } from "~/.server/logger";
import { getDb } from "~/.server/runtime";
import { searchListings } from "~/.server/services/search";
import { loadHomePage } from "~/.server/services/home";
import { CATEGORIES } from "~/domain/categories";
import { HomeHero } from "~/features/home/hero";
import { HomeSection } from "~/features/home/home-section";
import { PartnerLogos } from "~/features/home/partner-logos";
import { SponsoredCarousel } from "~/features/home/sponsored-carousel";
import type { HomeFeatured, HomeHeroImages, HomePartners, HomeSponsoredItem } from "~/features/home/types";
import { useHomeSection } from "~/features/home/use-home-section";
import { ListingGrid } from "~/features/listings/listing-card";
import { SearchResults } from "~/features/search/search-results";
import type { ListingSummary } from "~/domain/listing";
import { translate } from "~/lib/i18n";
import { localeFromPath } from "~/lib/i18n/locales";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { pathsFor } from "~/lib/paths";
import { usePaths } from "~/lib/use-paths";

/**
 * Home (spec §2): the rotating hero with its search, the sponsored carousel, featured listings per
 * category, recent listings and partner logos. With `?q=` it shows search results instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const db = getDb();
  if (q) {
    const found = await searchListings(db, q);
    // A listing number opens its listing.
    if (found.listing) throw redirect(pathsFor(localeFromPath(url.pathname)).listing(found.listing.category, found.listing.id));
    return { mode: "search" as const, q, results: found.listings, correction: found.correction };
  }
  return { mode: "home" as const, ...(await loadHomePage(db, getLogger())) };
}

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
  if (loaderData.mode === "search") return <SearchPage q={loaderData.q} results={loaderData.results} />;
  return (
    <HomeSections
      heroImages={loaderData.heroImages}
      sponsored={loaderData.sponsored}
      featured={loaderData.featured}
      recent={loaderData.recent}
      partners={loaderData.partners}
    />
  );
}

function HomeSections(props: {
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
      <HomeHero images={props.heroImages} />

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

function SearchPage({ q, results }: { q: string; results: ListingSummary[] }) {
  return <SearchResults query={q} listings={results} renderListings={(listings) => <ListingGrid listings={listings} />} />;
}
