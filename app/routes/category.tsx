import { useTranslation } from "react-i18next";
import type { Route } from "./+types/category";
import { getDb } from "~/.server/runtime";
import { listCategoryListings } from "~/.server/services/listings";
import { categoryFromSegment } from "~/domain/categories";
import { ListingGrid } from "~/features/listings/listing-card";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/** Category list (basic: newest 50). Filters, sorting and load-more come with issue 3. */
export async function loader({ request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/")[1] ?? "";
  const category = categoryFromSegment(segment);
  if (!category) throw new Response(null, { status: 404 });
  const result = await listCategoryListings(getDb(), category, 50);
  return { category, ...result };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { locale } = rootDataFrom(matches);
  const name = loaderData ? translate(locale, `categories.${loaderData.category}`) : "";
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(locale, "category.metaTitle", { category: name }),
    description: translate(locale, "category.metaDescription", { category: name.toLocaleLowerCase(locale) }),
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, listings, total } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-6 flex items-baseline justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">{t(`categories.${category}`)}</h1>
        <p className="text-muted-foreground">{t("category.count", { count: total })}</p>
      </header>
      {listings.length > 0 ? (
        <ListingGrid listings={listings} priorityCount={1} />
      ) : (
        <p className="text-muted-foreground">{t("category.empty")}</p>
      )}
    </section>
  );
}
