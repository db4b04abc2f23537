import { type ShouldRevalidateFunctionArgs, data } from "react-router";
import type { Route } from "./+types/category";
import { cacheKeys, listingKeys, sharedPage, sharedPageHeaders } from "~/.server/http/cache-headers";
import { listBrandChoices, listCategory } from "~/.server/services/discovery/browse";
import { categoryFromSegment } from "~/domain/categories";
import { categoryQueryKey, parseBrowseOptions, parseCategoryFilters } from "~/domain/filters";
import { CategoryBrowser } from "~/features/search/category-browser";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { splitLocalePath } from "~/lib/paths";

/**
 * Category list (docs/product.md §2): the server renders the first page for the URL's filters; later filter,
 * sort and page changes are fetched by the client from /api/listings (see `shouldRevalidate`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = categoryFromSegment(splitLocalePath(url.pathname).path.split("/")[1] ?? "");
  if (!category) throw data(null, { status: 404, headers: sharedPage([]) });
  const filters = parseCategoryFilters(category, url.searchParams);
  const { limit } = parseBrowseOptions(url.searchParams);
  const { rates } = await context.app.currencyRates.getRatesForPage();
  const [page, brands] = await Promise.all([
    listCategory(context.app.db, category, filters, { limit, rates }),
    // The make filter offers the makes that have listings; the names come from here.
    category === "cars" ? listBrandChoices(context.app.db, filters.brand) : [],
  ]);
  return data(
    { category, brands, seed: { key: categoryQueryKey(filters, limit), page, loadedAt: Date.now() } },
    { headers: sharedPage([cacheKeys.list(category), ...listingKeys(page.listings)]) },
  );
}

export const headers = sharedPageHeaders;

/**
 * Same page, other query string: the client's query cache fetches the new filters (with skeletons)
 * instead of re-running this loader; another path loads normally.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { locale } = rootDataFrom(matches);
  const name = loaderData ? translate(locale, `categories.${loaderData.category}`) : "";
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(locale, "category.metaTitle", { category: name }),
    // "kiralık evler", "houses to rent"; German writes nouns with a capital letter.
    description: translate(locale, "category.metaDescription", { category: locale === "de" ? name : name.toLocaleLowerCase(locale) }),
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryBrowser key={loaderData.category} category={loaderData.category} seed={loaderData.seed} brands={loaderData.brands} />;
}
