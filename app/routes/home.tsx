import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { getDb } from "~/.server/runtime";
import { listFeaturedListings, listRecentListings } from "~/.server/services/listings";
import { CATEGORIES } from "~/domain/categories";
import { ListingGrid } from "~/features/listings/listing-card";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { paths } from "~/lib/paths";

/** Home: featured and recent listings. The full hero, sponsored carousel, search and partners come with issue 3. */
export async function loader() {
  const db = getDb();
  const [featured, recent] = await Promise.all([listFeaturedListings(db, "houses", 6), listRecentListings(db, 12)]);
  return { featured, recent };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(locale, "home.metaTitle"),
    description: translate(locale, "home.metaDescription"),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { featured, recent } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-primary/15 via-background to-background">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">{t("home.heroTitle")}</h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">{t("home.heroSubtitle")}</p>
          <nav aria-label={t("nav.categories")} className="mt-8 flex flex-wrap gap-3">
            {CATEGORIES.map((category) => (
              <Link
                key={category}
                to={paths.category(category)}
                className="rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-sm hover:border-primary hover:text-primary"
              >
                {t(`categories.${category}`)}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      {featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="featured-title" className="mb-6 text-2xl font-semibold">
            {t("home.featuredTitle")}
          </h2>
          <ListingGrid listings={featured} priorityCount={1} />
        </section>
      ) : null}
      <section aria-labelledby="recent-title" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="recent-title" className="mb-6 text-2xl font-semibold">
          {t("home.recentTitle")}
        </h2>
        {recent.length > 0 ? <ListingGrid listings={recent} /> : <p className="text-muted-foreground">{t("home.empty")}</p>}
      </section>
    </>
  );
}
