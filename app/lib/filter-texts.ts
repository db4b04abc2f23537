import {
  type FilterChoice,
  type FilterScope,
  type FilterDefinition,
  type ListingFilters,
  type RangeFilter,
  type SelectFilter,
  activeFilterGroups,
  optionsFor,
} from "~/domain/filters";
import { placeLabel } from "~/domain/place-names";
import { formatNumber, formatPrice } from "~/lib/format";
import { type TFunction, uncheckedKey } from "~/lib/i18n";
import type { Locale } from "~/lib/i18n/locales";

/**
 * The texts of the filter registry's rows (domain/filters.ts) in the page's language: a select's
 * options, and each active filter's chip. The category page's panel and chips, the name a saved
 * search is offered and the member's list of saved searches share them.
 */

/** How a select writes one of its values (`choices`: the loader's, for the makes). */
export function optionLabel(filter: SelectFilter, value: string, t: TFunction, choices: readonly FilterChoice[] = []): string {
  const text = filter.optionText;
  switch (text.as) {
    case "value":
      return value;
    case "key":
      return t(uncheckedKey(`${text.prefix}.${value}`));
    case "count":
      return t(uncheckedKey(text.key), { count: Number(value) });
    case "choice":
      return choices.find((choice) => choice.value === value)?.label ?? value;
  }
}

/**
 * The options of a select in a category. The loader's choices keep a chosen value they do not
 * have (a make without listings, from a shared link), so the form still shows it.
 */
export function selectOptions(
  filter: SelectFilter,
  category: FilterScope,
  chosen: string | undefined,
  t: TFunction,
  choices: readonly FilterChoice[] = [],
): readonly FilterChoice[] {
  if (filter.options !== "fromLoader")
    return optionsFor(filter, category).map((value) => ({ value, label: optionLabel(filter, value, t) }));
  return chosen && !choices.some((choice) => choice.value === chosen) ? [...choices, { value: chosen, label: chosen }] : choices;
}

/** How a range's bounds are written; a price in the bounds' currency (TRY unless the URL names another). */
const RANGE_FORMATS: Record<RangeFilter["format"], (value: number, locale: Locale, filters: ListingFilters) => string> = {
  price: (amount, locale, filters) => formatPrice(amount, filters.currency ?? "TRY", locale),
  number: (value) => formatNumber(value),
  plain: String,
};

function rangeText(t: TFunction, filter: RangeFilter, filters: ListingFilters, locale: Locale) {
  const label = t(uncheckedKey(filter.chipLabel ?? filter.label));
  const [min, max] = filter.keys.map((key) => filters[key]) as [number | undefined, number | undefined];
  const format = (value: number) => RANGE_FORMATS[filter.format](value, locale, filters);
  if (min !== undefined && max !== undefined) return t("categoryPage.chips.range", { label, min: format(min), max: format(max) });
  if (min !== undefined) return t("categoryPage.chips.from", { label, min: format(min) });
  return t("categoryPage.chips.to", { label, max: format(max ?? 0) });
}

/** The visible text of an active filter's chip. */
export function chipLabel(
  filter: FilterDefinition,
  filters: ListingFilters,
  t: TFunction,
  locale: Locale,
  brands: readonly FilterChoice[] = [],
): string {
  switch (filter.kind) {
    case "search":
      return t("categoryPage.chips.q", { q: filters.q ?? "" });
    case "place":
      return placeLabel(filters.city ?? "", filters.region, locale);
    case "range":
      return rangeText(t, filter, filters, locale);
    case "select": {
      const text = optionLabel(filter, String(filters[filter.keys[0]] ?? ""), t, brands);
      return filter.chipWithLabel ? t("categoryPage.chips.value", { label: t(uncheckedKey(filter.label)), value: text }) : text;
    }
  }
}

/**
 * Every active filter's chip text, in the chips' order ("Ercan", "Günlük", "“villa”"). A make's
 * name comes from `brands` (the loader's choices), else from `brandName` (the table of makes,
 * domain/car-brands.ts, which a caller that has it passes: the category page ships without it).
 */
export function filterTexts(
  filters: ListingFilters,
  t: TFunction,
  locale: Locale,
  makes: { brands?: readonly FilterChoice[]; brandName?: (slug: string) => string | null } = {},
): string[] {
  const brand = typeof filters.brand === "string" ? filters.brand : undefined;
  const brands =
    brand === undefined || makes.brands?.some((choice) => choice.value === brand)
      ? (makes.brands ?? [])
      : [{ value: brand, label: makes.brandName?.(brand) ?? brand }];
  return activeFilterGroups(filters).map((group) => chipLabel(group, filters, t, locale, brands));
}
