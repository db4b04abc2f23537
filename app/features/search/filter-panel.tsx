import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import type { Category } from "~/domain/categories";
import {
  type BrowseOptions,
  CATEGORY_FILTER_KEYS,
  comparesMonthly,
  type FilterChoice,
  type FilterKey,
  type ListingFilters,
  filtersToSearchParams,
  parseCategoryFilters,
  rentalTermsFor,
  toQueryString,
} from "~/domain/filters";
import { HOTEL_BOARDS, HOTEL_STARS, HOUSE_TYPES, ROOM_OPTIONS, SHOP_TYPES } from "~/domain/listing";
import { CITIES, findCity } from "~/domain/locations";
import { cityLabel, regionLabel } from "~/domain/place-names";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locales";
import { DigitsInput } from "~/components/ui/digits-input";

export const FILTER_FORM_ID = "category-filters";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm";

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

function Select({
  id,
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  id: string;
  name: FilterKey;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  anyLabel: string;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <select id={id} name={name} defaultValue={value ?? ""} className={selectClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A min–max pair of digit-only inputs in a fieldset. */
function Range({
  idPrefix,
  legend,
  minName,
  maxName,
  minLabel,
  maxLabel,
  minValue,
  maxValue,
  note,
}: {
  idPrefix: string;
  legend: string;
  minName: FilterKey;
  maxName: FilterKey;
  minLabel: string;
  maxLabel: string;
  minValue: number | undefined;
  maxValue: number | undefined;
  /** A visible explanation under the inputs, also read with each of them. */
  note?: string;
}) {
  const { t } = useTranslation();
  const hintId = `${idPrefix}-hint`;
  const noteId = `${idPrefix}-note`;
  const describedBy = note ? `${hintId} ${noteId}` : hintId;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-min`} className="text-xs text-muted-foreground">
            {minLabel}
          </label>
          <DigitsInput
            id={`${idPrefix}-min`}
            name={minName}
            defaultValue={minValue ?? ""}
            placeholder={t("categoryPage.filters.min")}
            aria-describedby={describedBy}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-max`} className="text-xs text-muted-foreground">
            {maxLabel}
          </label>
          <DigitsInput
            id={`${idPrefix}-max`}
            name={maxName}
            defaultValue={maxValue ?? ""}
            placeholder={t("categoryPage.filters.max")}
            aria-describedby={describedBy}
          />
        </div>
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
 * The filter side panel (spec §2): a GET form, so it works without JavaScript; with JavaScript
 * the values are cleaned through the category's schema and the URL changes without a reload.
 * City and region are linked: the region list follows the city, and changing the city clears it.
 * On small screens the panel is folded behind a "show filters" button.
 */
export function FilterPanel({
  category,
  filters,
  options,
  brands = [],
}: {
  category: Category;
  filters: ListingFilters;
  options: Pick<BrowseOptions, "view" | "limit">;
  /** The make filter's choices: the makes that have listings and the chosen one (from the loader). */
  brands?: readonly FilterChoice[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const [open, setOpen] = useState(false);
  const [city, setCity] = useState(filters.city ?? "");
  const [region, setRegion] = useState(filters.region ?? "");
  const keys = new Set(CATEGORY_FILTER_KEYS[category]);
  const regions = findCity(city)?.regions ?? [];
  const panelId = id("panel");
  const any = t("categoryPage.filters.any");
  const monthlyPrices = comparesMonthly(category, filters);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") params.append(name, value);
    }
    const next = parseCategoryFilters(category, params);
    void navigate(
      { pathname, search: toQueryString(filtersToSearchParams(next, options)) },
      { preventScrollReset: true },
    );
  }

  return (
    // On wide screens the panel sticks below the sticky site header and fits the screen under it:
    // its fields scroll within it, Apply stays at its bottom (issue 16 item 9).
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
          <SlidersHorizontal aria-hidden="true" />
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
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1.5 text-sm font-medium">{t("categoryPage.filters.location")}</legend>
            <Field label={t("categoryPage.filters.city")} htmlFor={id("city")}>
              <select
                id={id("city")}
                name="city"
                value={city}
                onChange={(event) => {
                  setCity(event.target.value);
                  setRegion("");
                }}
                className={selectClass}
              >
                <option value="">{t("categoryPage.filters.anyCity")}</option>
                {CITIES.map((option) => (
                  <option key={option.name} value={option.name}>
                    {cityLabel(option.name, locale)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("categoryPage.filters.region")} htmlFor={id("region")}>
              <select
                id={id("region")}
                name="region"
                value={region}
                disabled={regions.length === 0}
                aria-describedby={city ? undefined : id("region-hint")}
                onChange={(event) => setRegion(event.target.value)}
                className={selectClass}
              >
                <option value="">{t("categoryPage.filters.anyRegion")}</option>
                {regions.map((name) => (
                  <option key={name} value={name}>
                    {regionLabel(name, locale)}
                  </option>
                ))}
              </select>
              {city ? null : (
                <p id={id("region-hint")} className="text-xs text-muted-foreground">
                  {t("categoryPage.filters.regionNeedsCity")}
                </p>
              )}
            </Field>
          </fieldset>

          <Range
            idPrefix={id("price")}
            legend={t("categoryPage.filters.priceLegend")}
            note={
              // Mixed rental terms compare per month (decision 018): said while no term is chosen.
              monthlyPrices ? `${t("categoryPage.filters.priceNote")} ${t("categoryPage.filters.monthlyNote")}` : t("categoryPage.filters.priceNote")
            }
            minName="minPrice"
            maxName="maxPrice"
            minLabel={t("categoryPage.filters.minPrice")}
            maxLabel={t("categoryPage.filters.maxPrice")}
            minValue={filters.minPrice}
            maxValue={filters.maxPrice}
          />

          {keys.has("rentalTerm") ? (
            <Select
              id={id("rentalTerm")}
              name="rentalTerm"
              label={t("categoryPage.filters.rentalTerm")}
              value={filters.rentalTerm}
              anyLabel={any}
              options={rentalTermsFor(category).map((term) => ({ value: term, label: t(`rentalTerms.${term}`) }))}
            />
          ) : null}

          {keys.has("rooms") ? (
            <Select
              id={id("rooms")}
              name="rooms"
              label={t("categoryPage.filters.rooms")}
              value={filters.rooms}
              anyLabel={any}
              options={ROOM_OPTIONS.map((rooms) => ({ value: rooms, label: rooms }))}
            />
          ) : null}

          {keys.has("houseType") ? (
            <Select
              id={id("houseType")}
              name="houseType"
              label={t("categoryPage.filters.houseType")}
              value={filters.houseType}
              anyLabel={any}
              options={HOUSE_TYPES.map((type) => ({ value: type, label: t(`categoryPage.houseTypes.${type}`) }))}
            />
          ) : null}

          {keys.has("brand") ? (
            <Select
              id={id("brand")}
              name="brand"
              label={t("categoryPage.filters.brand")}
              value={filters.brand}
              anyLabel={any}
              options={
                filters.brand && !brands.some((brand) => brand.value === filters.brand)
                  ? [...brands, { value: filters.brand, label: filters.brand }]
                  : brands
              }
            />
          ) : null}

          {keys.has("minYear") ? (
            <Range
              idPrefix={id("year")}
              legend={t("categoryPage.filters.year")}
              minName="minYear"
              maxName="maxYear"
              minLabel={t("categoryPage.filters.minYear")}
              maxLabel={t("categoryPage.filters.maxYear")}
              minValue={filters.minYear}
              maxValue={filters.maxYear}
            />
          ) : null}

          {keys.has("shopType") ? (
            <Select
              id={id("shopType")}
              name="shopType"
              label={t("categoryPage.filters.shopType")}
              value={filters.shopType}
              anyLabel={any}
              options={SHOP_TYPES.map((type) => ({ value: type, label: t(`categoryPage.shopTypes.${type}`) }))}
            />
          ) : null}

          {keys.has("minArea") ? (
            <Range
              idPrefix={id("area")}
              legend={t("categoryPage.filters.area")}
              minName="minArea"
              maxName="maxArea"
              minLabel={t("categoryPage.filters.minArea")}
              maxLabel={t("categoryPage.filters.maxArea")}
              minValue={filters.minArea}
              maxValue={filters.maxArea}
            />
          ) : null}

          {keys.has("stars") ? (
            <Select
              id={id("stars")}
              name="stars"
              label={t("categoryPage.filters.stars")}
              value={filters.stars}
              anyLabel={any}
              options={HOTEL_STARS.map((stars) => ({ value: stars, label: t("categoryPage.starsValue", { count: Number(stars) }) }))}
            />
          ) : null}

          {keys.has("board") ? (
            <Select
              id={id("board")}
              name="board"
              label={t("categoryPage.filters.board")}
              value={filters.board}
              anyLabel={any}
              options={HOTEL_BOARDS.map((board) => ({ value: board, label: t(`categoryPage.boards.${board}`) }))}
            />
          ) : null}

          {/* Kept when the form is submitted without JavaScript. */}
          {options.view !== "grid" ? <input type="hidden" name="view" value={options.view} /> : null}
          {filtersToSearchParams({}, { limit: options.limit }).has("limit") ? (
            <input type="hidden" name="limit" value={options.limit} />
          ) : null}

          <div className="flex flex-col gap-2 lg:sticky lg:bottom-0 lg:-mx-4 lg:-mb-4 lg:rounded-b-lg lg:border-t lg:bg-card lg:px-4 lg:pt-3 lg:pb-4">
            <Button type="submit">{t("categoryPage.filters.apply")}</Button>
            <Link
              to={{ pathname, search: toQueryString(filtersToSearchParams({ sort: filters.sort }, options)) }}
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
