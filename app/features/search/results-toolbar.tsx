import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  type BrowseOptions,
  LISTING_VIEWS,
  type ListingFilters,
  defaultSortFor,
  filtersToSearchParams,
  toQueryString,
} from "~/domain/filters";
import { SORT_OPTIONS, type SortOption } from "~/domain/listing";
import { cn } from "~/lib/cn";
import { FILTER_FORM_ID } from "./filter-panel";
import { Icon } from "~/components/ui/icon";

/**
 * Sort select and grid/list switch. The select belongs to the filter form (so "Apply" sends it
 * without JavaScript) and with JavaScript changes the order at once; the view switch is two links.
 * "Most relevant" is offered only with a search text, and is then the default. The default order
 * is sent as an empty value, so a text added or removed in the same form picks its own default.
 * While the price sorts compare monthly equivalents, their options say "(aylık karşılığı)".
 */
export function ResultsToolbar({
  filters,
  options,
  monthlyPrices,
}: {
  filters: ListingFilters;
  options: Pick<BrowseOptions, "view" | "limit">;
  /** The price sorts compare monthly equivalents (decision 018): their options say so. */
  monthlyPrices: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sortId = useId();
  const defaultSort = defaultSortFor(filters);
  const sorts = filters.q
    ? ["relevance" as const, ...SORT_OPTIONS.filter((sort) => sort !== "relevance")]
    : SORT_OPTIONS.filter((sort) => sort !== "relevance");
  const href = (next: ListingFilters, view = options.view) => ({
    pathname,
    search: toQueryString(filtersToSearchParams(next, { ...options, view })),
  });
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {/* min-w-0: the longest option ("… (per month equivalent)") may not widen a 360 px page. */}
      <div className="flex min-w-0 max-w-full items-center gap-2">
        <label htmlFor={sortId} className="shrink-0 text-sm font-medium">
          {t("categoryPage.sort.label")}
        </label>
        <select
          id={sortId}
          name="sort"
          form={FILTER_FORM_ID}
          value={filters.sort === defaultSort ? "" : filters.sort}
          onChange={(event) =>
            void navigate(href({ ...filters, sort: (event.target.value || defaultSort) as SortOption }), { preventScrollReset: true })
          }
          className="h-10 min-w-0 max-w-full rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort === defaultSort ? "" : sort}>
              {monthlyPrices && (sort === "price-asc" || sort === "price-desc")
                ? t("categoryPage.sort.monthly", { sort: t(`categoryPage.sort.${sort}`) })
                : t(`categoryPage.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={t("categoryPage.view.label")} className="inline-flex rounded-md border bg-background p-0.5">
        {LISTING_VIEWS.map((view) => {
          const icon = view === "grid" ? "layout-grid" : "list";
          const current = options.view === view;
          return (
            <Link
              key={view}
              to={href(filters, view)}
              preventScrollReset
              aria-current={current ? "true" : undefined}
              className={cn(
                "inline-flex h-9 items-center gap-1.5 rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                current ? "bg-primary text-primary-foreground" : "hover:bg-accent hover:text-accent-foreground",
              )}
            >
              <Icon name={icon} className="size-4" />
              {t(`categoryPage.view.${view}`)}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
