import type { Suggestion } from "~/domain/search";
import { placeLabel } from "~/domain/place-names";
import { listingTitle } from "./format";
import type { TFunction } from "./i18n";
import type { Locale } from "./i18n/locales";
import type { Paths } from "./paths";

/**
 * Suggestions as you type (item 5), the browser's side: what to ask `GET /api/suggest`,
 * how to show and where to go for each answer. The server knows the place names, categories and
 * titles (domain/search.ts); nothing of its alias tables is imported here, only the answer's type.
 * Loaded with the suggestion list, when a search box is first used.
 */

/** Letters before suggestions start: SUGGEST_MIN_LENGTH of domain/search.ts (a unit test keeps them equal). */
export const SUGGEST_MIN_LETTERS = 2;
/** Quiet time after the last keystroke before asking the server. */
export const SUGGEST_DELAY_MS = 150;
/** Answers kept in memory per page session (per text). */
const CACHE_SIZE = 60;

/**
 * The text as the cache and the server see it (spaces collapsed, lower case), or null when it has
 * fewer than two letters or digits: then there is nothing to suggest.
 */
export function suggestText(text: string): string | null {
  const normalised = text.trim().replace(/\s+/g, " ").slice(0, 200).toLocaleLowerCase("tr");
  return (normalised.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= SUGGEST_MIN_LETTERS ? normalised : null;
}

export type LoadSuggestions = (text: string, signal: AbortSignal) => Promise<Suggestion[]>;

/** Asks the server (the answer is the same for both languages: labels are made here). */
const fetchSuggestions: LoadSuggestions = async (text, signal) => {
  const response = await fetch(`/api/suggest?q=${encodeURIComponent(text)}`, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`suggest ${response.status}`);
  return ((await response.json()) as { suggestions: Suggestion[] }).suggestions;
};

const cache = new Map<string, Suggestion[]>();

/**
 * One search box's requests: `request(text, show)` answers from memory at once, else waits
 * `delay` ms of quiet and asks `load`, aborting the previous request; only the newest text's answer
 * is shown (`show(null)`: nothing to suggest). A failed request shows nothing and is not kept.
 * Answers are shared by every box of the page (one memory, bounded).
 */
export function createSuggester(load: LoadSuggestions = fetchSuggestions, delay = SUGGEST_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;
  const cancel = () => {
    clearTimeout(timer);
    pending?.abort();
    pending = null;
  };
  return {
    cancel,
    request(text: string, show: (suggestions: Suggestion[] | null) => void) {
      cancel();
      const key = suggestText(text);
      const known = key === null ? null : cache.get(key);
      if (key === null || known) return show(known ?? null);
      const controller = (pending = new AbortController());
      timer = setTimeout(() => {
        load(key, controller.signal).then(
          (suggestions) => {
            cache.delete(key);
            cache.set(key, suggestions);
            if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
            if (pending === controller) show(suggestions);
          },
          () => {
            if (pending === controller) show(null);
          },
        );
      }, delay);
    },
  };
}

/** A suggestion's text in the page's language. */
export function suggestionLabel(suggestion: Suggestion, t: TFunction, locale: Locale): string {
  if (suggestion.kind === "place") return placeLabel(suggestion.city, suggestion.region, locale);
  if (suggestion.kind === "category") return t(`categories.${suggestion.category}`);
  return listingTitle(suggestion, locale);
}

/** What kind of suggestion it is, as a short note beside it ("Bölge", "Kategori", "İlan no 104523"). */
export function suggestionNote(suggestion: Suggestion, t: TFunction): string {
  if (suggestion.kind === "place") return t(suggestion.region ? "nav.suggestions.region" : "nav.suggestions.city");
  if (suggestion.kind === "category") return t("nav.suggestions.category");
  return t("common.listingNumber", { number: suggestion.number });
}

/**
 * Where choosing a suggestion goes: a place to the search results for it (every category; the
 * stored Turkish names, which the search knows in every language), a category to its page, a
 * listing to its page.
 */
export function suggestionHref(suggestion: Suggestion, paths: Pick<Paths, "search" | "category" | "listing">): string {
  if (suggestion.kind === "place") return paths.search(suggestion.region ? `${suggestion.city} ${suggestion.region}` : suggestion.city);
  if (suggestion.kind === "category") return paths.category(suggestion.category);
  return paths.listing(suggestion.category, suggestion.id);
}

/** A stable key of a suggestion (React keys, option ids). */
export function suggestionKey(suggestion: Suggestion): string {
  if (suggestion.kind === "place") return `place:${suggestion.city}/${suggestion.region ?? ""}`;
  if (suggestion.kind === "category") return `category:${suggestion.category}`;
  return `listing:${suggestion.id}`;
}
