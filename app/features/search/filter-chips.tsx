import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation } from "react-router";
import {
  type BrowseOptions,
  type FilterChoice,
  type FilterKey,
  type ListingFilters,
  activeFilterGroups,
  filtersToSearchParams,
  toQueryString,
  withoutFilters,
} from "~/domain/filters";
import type { Locale } from "~/lib/i18n/locales";
import { chipLabel } from "~/lib/filter-texts";
import { Icon } from "~/components/ui/icon";

/**
 * Active-filter chips (docs/product.md §2), each a link that clears its filter (the location chip clears the
 * city and the region, a range chip both ends), plus "clear all". Links work without JavaScript.
 */
export function FilterChips({
  filters,
  options,
  brands,
  keep = [],
}: {
  filters: ListingFilters;
  /** Filters that are not chips and stay when all are cleared (the search page's words: its heading shows them). */
  keep?: readonly FilterKey[];
  options: Pick<BrowseOptions, "view" | "limit">;
  /** The makes' names (the loader's make choices). */
  brands?: readonly FilterChoice[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { pathname } = useLocation();
  const groups = activeFilterGroups(filters).filter((group) => !group.keys.some((key) => keep.includes(key)));
  if (groups.length === 0) return null;
  const href = (next: ListingFilters) => ({ pathname, search: toQueryString(filtersToSearchParams(next, options)) });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t("categoryPage.chips.label")} className="flex flex-wrap gap-2">
        {groups.map((group) => {
          const label = chipLabel(group, filters, t, locale, brands);
          return (
            <li key={group.id} data-chip={group.id}>
              <span className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 ps-3 pe-1 text-sm text-secondary-foreground">
                {label}
                <Link
                  to={href(withoutFilters(filters, group.keys))}
                  preventScrollReset
                  aria-label={t("categoryPage.chips.remove", { label })}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Icon name="x" className="size-3.5" />
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
      <Link
        to={href({ sort: filters.sort, ...Object.fromEntries(keep.map((key) => [key, filters[key]])) })}
        preventScrollReset
        className="text-sm text-primary underline-offset-4 hover:underline"
      >
        {t("categoryPage.chips.clearAll")}
      </Link>
    </div>
  );
}
