import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useSetSavedSearchCount } from "~/lib/viewer";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { type ListingFilters, filtersToSearchParams, parseCategoryFilters, toQueryString } from "~/domain/filters";
import { filterTexts } from "~/lib/filter-texts";
import { carBrandName } from "~/domain/car-brands";
import type { Locale } from "~/lib/i18n/locales";
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCHES_PER_MEMBER,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchActionResult,
  type SavedSearchView,
} from "~/domain/saved-searches";
import type { TFunction } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";

/** Where a saved search opens: its category page with its filters, or the search page with its words. */
function searchLink(paths: ReturnType<typeof usePaths>, search: SavedSearchView): string {
  const path = search.category ? paths.category(search.category) : paths.home();
  return `${path}${toQueryString(filtersToSearchParams(search.filters as never))}`;
}

/** A saved search's filters as the category page's chips say them ("Ercan", "Günlük", "“villa”"). */
function searchChips(search: SavedSearchView, t: TFunction, locale: Locale): string[] {
  const filters: ListingFilters = parseCategoryFilters(search.category ?? "all", search.filters);
  return filterTexts(filters, t, locale, { brandName: carBrandName });
}

/**
 * /kayitli-aramalar: the member's saved searches, each with its name (renamed in place), its
 * e-mail frequency, pause/resume and delete. Plain forms: every change works without JavaScript.
 */
export function SavedSearchesPage({ searches, result }: { searches: SavedSearchView[]; result?: SavedSearchActionResult }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const busy = useNavigation().state !== "idle";
  const max = { max: SAVED_SEARCHES_PER_MEMBER };
  // The header's count follows this list (a search deleted here, or saved in another tab).
  const setSavedSearchCount = useSetSavedSearchCount();
  useEffect(() => setSavedSearchCount(() => searches.length), [searches.length, setSavedSearchCount]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="saved-searches-title">
      <h1 id="saved-searches-title" className="text-3xl font-semibold tracking-tight">
        {t("savedSearches.page.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("savedSearches.page.intro", max)}</p>
      {result ? (
        <div className="mt-4">
          <FormMessage tone={result.ok ? "success" : "error"} live>
            {result.ok ? t(result.done === "deleted" ? "savedSearches.page.deleted" : "savedSearches.page.saved") : result.message}
          </FormMessage>
        </div>
      ) : null}
      {searches.length === 0 ? (
        <div className="mt-8 rounded-lg border p-6 text-center" data-testid="saved-searches-empty">
          <p className="font-medium">{t("savedSearches.page.empty")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("savedSearches.page.emptyHint")}</p>
        </div>
      ) : (
        <ul className="mt-8 space-y-4" data-testid="saved-searches">
          {searches.map((search) => (
            <li key={search.id} className="rounded-lg border p-4" data-testid="saved-search" data-id={search.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">{search.name}</h2>
                <span className="text-sm text-muted-foreground" data-testid="saved-search-state">
                  {t(search.paused ? "savedSearches.page.paused" : "savedSearches.page.active")}
                </span>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {search.category ? t(`categories.${search.category}`) : t("savedSearches.page.allCategories")}
              </p>
              <SearchChips chips={searchChips(search, t, locale)} />
              <Link className="mt-1 inline-block text-sm text-primary underline" to={searchLink(paths, search)}>
                {t("savedSearches.page.open")}
              </Link>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={search.id} />
                  <label className="grid flex-1 gap-1 text-sm">
                    <span>{t("savedSearches.page.name")}</span>
                    <Input name="name" defaultValue={search.name} maxLength={SAVED_SEARCH_NAME_MAX} required />
                  </label>
                  <Button type="submit" variant="outline" disabled={busy}>
                    {t("savedSearches.page.rename")}
                  </Button>
                </Form>
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="intent" value="frequency" />
                  <input type="hidden" name="id" value={search.id} />
                  <label className="grid flex-1 gap-1 text-sm">
                    <span>{t("savedSearches.page.frequency")}</span>
                    <select
                      name="frequency"
                      defaultValue={search.frequency}
                      className="h-10 rounded-md border bg-background px-3 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {ALERT_FREQUENCIES.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {t(`savedSearches.frequencies.${frequency}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button type="submit" variant="outline" disabled={busy}>
                    {t("savedSearches.page.saveFrequency")}
                  </Button>
                </Form>
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value={search.paused ? "resume" : "pause"} />
                  <input type="hidden" name="id" value={search.id} />
                  <Button type="submit" variant="outline" disabled={busy}>
                    {t(search.paused ? "savedSearches.page.resume" : "savedSearches.page.pause")}
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={search.id} />
                  <Button type="submit" variant="destructive" disabled={busy}>
                    {t("savedSearches.page.delete")}
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The search's filters as chips (or "no filters"). */
function SearchChips({ chips }: { chips: string[] }) {
  const { t } = useTranslation();
  if (chips.length === 0) return <p className="mt-2 text-sm text-muted-foreground">{t("savedSearches.page.noFilters")}</p>;
  return (
    <ul aria-label={t("categoryPage.chips.label")} className="mt-2 flex flex-wrap gap-2" data-testid="saved-search-chips">
      {chips.map((chip) => (
        <li key={chip} className="rounded-full border bg-secondary px-3 py-1 text-sm text-secondary-foreground">
          {chip}
        </li>
      ))}
    </ul>
  );
}
