import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { CATEGORIES, type Category, isCategory } from "~/domain/categories";
import { CITIES, findCity } from "~/domain/locations";
import { cityLabel, regionLabel } from "~/domain/place-names";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";
import { heroSearchPath } from "./hero-search";
import { Icon } from "~/components/ui/icon";

const selectClass =
  "h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 md:text-sm";

/**
 * The hero's category → city → region search (docs/product.md §2 "Home hero", §5): the category is required
 * (the button stays disabled without it), the city is enabled after a category, the region after a
 * city; changing the city clears the region. It is a labelled form, not a second search landmark
 * (the header holds the site's one `role="search"`).
 */
export function HeroSearchForm() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const paths = usePaths();
  const navigate = useNavigate();
  const id = useId();
  const [category, setCategory] = useState<Category | "">("");
  const [city, setCity] = useState("");
  const [region, setRegion] = useState("");
  const regions = findCity(city)?.regions ?? [];
  const hintId = `${id}-hint`;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = heroSearchPath({ category, city, region }, paths);
    if (target) void navigate(target);
  }

  return (
    <form
      aria-label={t("homePage.search.formLabel")}
      onSubmit={handleSubmit}
      className="grid gap-3 rounded-xl bg-card p-4 text-card-foreground shadow-lg sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">
          {t("homePage.search.category")}
        </label>
        <select
          id={`${id}-category`}
          name="category"
          required
          value={category}
          onChange={(event) => {
            const value = event.target.value;
            setCategory(isCategory(value) ? value : "");
          }}
          className={selectClass}
        >
          <option value="">{t("homePage.search.categoryPlaceholder")}</option>
          {CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`categories.${value}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-city`} className="text-sm font-medium">
          {t("homePage.search.city")}
        </label>
        <select
          id={`${id}-city`}
          name="city"
          value={city}
          disabled={!category}
          onChange={(event) => {
            setCity(event.target.value);
            // A region only makes sense within its city.
            setRegion("");
          }}
          className={selectClass}
        >
          <option value="">{category ? t("homePage.search.anyCity") : t("homePage.search.cityPlaceholder")}</option>
          {CITIES.map((option) => (
            <option key={option.name} value={option.name}>
              {cityLabel(option.name, locale)}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-region`} className="text-sm font-medium">
          {t("homePage.search.region")}
        </label>
        <select
          id={`${id}-region`}
          name="region"
          value={region}
          disabled={!city || regions.length === 0}
          onChange={(event) => setRegion(event.target.value)}
          className={selectClass}
        >
          <option value="">
            {!city
              ? t("homePage.search.regionPlaceholder")
              : regions.length === 0
                ? t("homePage.search.noRegions")
                : t("homePage.search.anyRegion")}
          </option>
          {regions.map((name) => (
            <option key={name} value={name}>
              {regionLabel(name, locale)}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Button type="submit" size="lg" disabled={!category} aria-describedby={category ? undefined : hintId} className="w-full lg:w-auto">
          <Icon name="search" />
          {t("homePage.search.submit")}
        </Button>
      </div>
      <p id={hintId} className={cn("text-sm text-muted-foreground sm:col-span-2 lg:col-span-4", category && "invisible")}>
        {t("homePage.search.categoryRequired")}
      </p>
    </form>
  );
}
