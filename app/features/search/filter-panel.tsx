import type { Currency } from "~/domain/listing";
import { useDisplayCurrency } from "~/lib/display-currency";
import { currencySymbol } from "~/lib/format";
import { useId, useState } from "react";
import { uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { DigitsInput } from "~/components/ui/digits-input";
import { Field, SelectField } from "~/components/ui/text-field";
import { CATEGORIES, isCategory } from "~/domain/categories";
import {
  type BrowseOptions,
  type FilterChoice,
  type FilterScope,
  type ListingFilters,
  type PlaceFilter,
  type RangeFilter,
  comparesMonthly,
  filtersOf,
  filtersToSearchParams,
  parseCategoryFilters,
  toQueryString,
} from "~/domain/filters";
import { CITIES, findCity } from "~/domain/locations";
import { cityLabel, regionLabel } from "~/domain/place-names";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locales";
import { selectOptions } from "~/lib/filter-texts";
import { Icon } from "~/components/ui/icon";
import { usePaths } from "~/lib/use-paths";

export const FILTER_FORM_ID = "category-filters";

/**
 * City and region in one fieldset: the region list follows the city, and changing the city clears
 * the region.
 */
function PlaceFields({ filter, filters }: { filter: PlaceFilter; filters: ListingFilters }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [city, setCity] = useState(filters.city ?? "");
  const [region, setRegion] = useState(filters.region ?? "");
  const regions = findCity(city)?.regions ?? [];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium">{t(uncheckedKey(filter.label))}</legend>
      <SelectField
        name="city"
        label={t("categoryPage.filters.city")}
        value={city}
        onChange={(event) => {
          setCity(event.target.value);
          setRegion("");
        }}
        placeholder={t("categoryPage.filters.anyCity")}
        options={CITIES.map((option) => ({ value: option.name, label: cityLabel(option.name, locale) }))}
      />
      <SelectField
        name="region"
        label={t("categoryPage.filters.region")}
        hint={city ? undefined : t("categoryPage.filters.regionNeedsCity")}
        value={region}
        disabled={regions.length === 0}
        onChange={(event) => setRegion(event.target.value)}
        placeholder={t("categoryPage.filters.anyRegion")}
        options={regions.map((name) => ({ value: name, label: regionLabel(name, locale) }))}
      />
    </fieldset>
  );
}

/**
 * A min–max pair of digit-only inputs in a fieldset, with an optional note read with each. The
 * price's pair is in `currency` (its symbol in the legend; a hidden field sends it with the bounds).
 */
function RangeFields({
  filter,
  filters,
  note,
  currency,
}: {
  filter: RangeFilter;
  filters: ListingFilters;
  note?: string;
  currency?: Currency;
}) {
  const { t } = useTranslation();
  const idPrefix = `${useId()}-${filter.id}`;
  const hintId = `${idPrefix}-hint`;
  const noteId = `${idPrefix}-note`;
  const describedBy = note ? `${hintId} ${noteId}` : hintId;
  const [minKey, maxKey] = filter.keys;
  const ends = [
    { name: minKey, label: filter.minLabel, placeholder: "categoryPage.filters.min" },
    { name: maxKey, label: filter.maxLabel, placeholder: "categoryPage.filters.max" },
  ];
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t(uncheckedKey(filter.label), { symbol: currencySymbol(currency ?? "TRY") })}</legend>
      {currency && currency !== "TRY" ? <input type="hidden" name="currency" value={currency} /> : null}
      <div className="grid grid-cols-2 gap-2">
        {ends.map((end) => (
          <Field key={end.name} name={end.name} label={t(uncheckedKey(end.label))} inGroup>
            {(control) => (
              <DigitsInput
                {...control}
                name={end.name}
                defaultValue={filters[end.name] ?? ""}
                placeholder={t(uncheckedKey(end.placeholder))}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        ))}
      </div>
      <p id={hintId} className="sr-only">
        {t("categoryPage.filters.digitsOnly")}
      </p>
      {note ? (
        <p id={noteId} className="text-xs text-muted-foreground">
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The filter side panel (docs/product.md §2): a GET form, so it works without JavaScript; with JavaScript
 * the values are cleaned through the category's schema and the URL changes without a reload.
 * City and region are linked: the region list follows the city, and changing the city clears it.
 * On small screens the panel is folded behind a "show filters" button.
 * The search page's results (`category` "all") offer the filters every category shares and a
 * category: choosing one continues on that category's page with the same words and filters.
 */
export function FilterPanel({
  category,
  filters,
  options,
  brands = [],
}: {
  category: FilterScope;
  filters: ListingFilters;
  options: Pick<BrowseOptions, "view" | "limit">;
  /** The make filter's choices: the makes that have listings and the chosen one (from the loader). */
  brands?: readonly FilterChoice[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const paths = usePaths();
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const [open, setOpen] = useState(false);
  const panelId = id("panel");
  const monthlyPrices = comparesMonthly(category, filters);
  // The price bounds' currency (decision 042): the URL's when it has bounds, else the visitor's
  // display currency (known after hydration), else lira.
  const displayCurrency = useDisplayCurrency();
  const hasPriceBound = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const boundsCurrency: Currency = filters.currency ?? (hasPriceBound ? "TRY" : (displayCurrency ?? "TRY"));

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") params.append(name, value);
    }
    const chosen = params.get("category");
    if (category === "all" && isCategory(chosen)) {
      void navigate({
        pathname: paths.category(chosen),
        search: toQueryString(filtersToSearchParams(parseCategoryFilters(chosen, params))),
      });
      return;
    }
    const next = parseCategoryFilters(category, params);
    void navigate({ pathname, search: toQueryString(filtersToSearchParams(next, options)) }, { preventScrollReset: true });
  }

  return (
    // On wide screens the panel sticks below the sticky site header and fits the screen under it:
    // its fields scroll within it, Apply stays at its bottom.
    <aside
      aria-labelledby={id("title")}
      className="lg:sticky lg:top-[calc(var(--site-header-height)+1rem)] lg:flex lg:max-h-[calc(100dvh-var(--site-header-height)-2rem)] lg:flex-col lg:self-start"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id("title")} className="text-lg font-semibold">
          {t("categoryPage.filters.title")}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="sliders-horizontal" />
          {open ? t("categoryPage.filters.hide") : t("categoryPage.filters.show")}
        </Button>
      </div>
      {/* scroll-padding: a field reached with Tab is scrolled clear of the Apply bar. */}
      <div id={panelId} className={cn("mt-4 lg:block lg:min-h-0 lg:scroll-pb-28 lg:overflow-y-auto", open ? "block" : "hidden")}>
        <form
          id={FILTER_FORM_ID}
          aria-labelledby={id("title")}
          method="get"
          action={pathname}
          onSubmit={handleSubmit}
          className="flex flex-col gap-5 rounded-lg border bg-card p-4 shadow-sm"
        >
          {category === "all" ? (
            <>
              {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
              <SelectField
                name="category"
                label={t("categoryPage.filters.category")}
                defaultValue=""
                placeholder={t("categoryPage.filters.anyCategory")}
                options={CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
              />
            </>
          ) : null}
          {filtersOf(category).map((filter) => {
            switch (filter.kind) {
              case "search":
                return null; // the box above the list (category-search.tsx), in this form by its `form` attribute
              case "place":
                return <PlaceFields key={filter.id} filter={filter} filters={filters} />;
              case "range": {
                // Mixed rental terms compare per month (decision 018): said while no term is chosen.
                const note =
                  "note" in filter
                    ? `${t(uncheckedKey(filter.note))}${monthlyPrices ? ` ${t(uncheckedKey(filter.monthlyNote))}` : ""}`
                    : undefined;
                return (
                  <RangeFields
                    key={filter.id}
                    filter={filter}
                    filters={filters}
                    note={note}
                    currency={filter.format === "price" ? boundsCurrency : undefined}
                  />
                );
              }
              case "select": {
                const value = filters[filter.keys[0]];
                return (
                  <SelectField
                    key={filter.id}
                    name={filter.keys[0]}
                    label={t(uncheckedKey(filter.label))}
                    defaultValue={value ?? ""}
                    placeholder={t("categoryPage.filters.any")}
                    options={selectOptions(filter, category, value, t, brands)}
                  />
                );
              }
            }
          })}

          {/* Kept when the form is submitted without JavaScript. */}
          {options.view !== "grid" ? <input type="hidden" name="view" value={options.view} /> : null}
          {filtersToSearchParams({}, { limit: options.limit }).has("limit") ? (
            <input type="hidden" name="limit" value={options.limit} />
          ) : null}

          <div className="flex flex-col gap-2 lg:sticky lg:bottom-0 lg:-mx-4 lg:-mb-4 lg:rounded-b-lg lg:border-t lg:bg-card lg:px-4 lg:pt-3 lg:pb-4">
            <Button type="submit">{t("categoryPage.filters.apply")}</Button>
            <Link
              to={{
                pathname,
                search: toQueryString(
                  filtersToSearchParams({ sort: filters.sort, q: category === "all" ? filters.q : undefined }, options),
                ),
              }}
              preventScrollReset
              className="text-center text-sm text-primary underline-offset-4 hover:underline"
            >
              {t("categoryPage.filters.reset")}
            </Link>
          </div>
        </form>
      </div>
    </aside>
  );
}
