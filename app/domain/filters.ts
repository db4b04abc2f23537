import { CATEGORIES, type Category } from "./categories";
import { type ForeignCurrency, isForeignCurrency } from "./currency";
import {
  FUEL_OPTIONS,
  FURNISHED_OPTIONS,
  HOTEL_BOARDS,
  HOTEL_STARS,
  HOUSE_TYPES,
  type ListingSummary,
  ROOM_OPTIONS,
  SHOP_TYPES,
  SORT_OPTIONS,
  type SortOption,
  TRANSMISSION_OPTIONS,
} from "./listing";
import { CITY_NAMES, regionBelongsToCity } from "./locations";

/**
 * Category-page filters (docs/product.md §2 "Category page"): one lenient parser per category, reading the
 * page's URL. Parsing never fails: an unknown or malformed value is dropped (a shared link with
 * junk still renders), and a region that does not belong to the chosen city is dropped too.
 * The same parsers serve the page loader, `GET /api/listings` and the filter form.
 */

/** Page size of the category list (docs/product.md §9) and the largest page `?limit=` may ask for. */
export const CATEGORY_PAGE_SIZE = 50;
const DEFAULT_SORT: SortOption = "newest";

/**
 * Rental terms offered by the filter (docs/product.md §2: daily, weekly, monthly, yearly; apartments have no
 * yearly), and the 3-day term listings can have too.
 */
const FILTER_RENTAL_TERMS = ["daily", "3days", "weekly", "monthly", "yearly"] as const;
const APARTMENT_RENTAL_TERMS = ["daily", "3days", "weekly", "monthly"] as const;

/** Grid or list layout of the results, kept in the URL as `view`. */
export const LISTING_VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** Largest whole number a numeric filter accepts (the price column is a 32-bit integer). */
const MAX_FILTER_NUMBER = 2_147_483_647;

/** Every filter, with its URL parameter name equal to its key. Each category uses a subset. */
export interface ListingFilters {
  /** Words to look for, combined with the other filters. */
  q?: string;
  city?: string;
  region?: string;
  minPrice?: number;
  maxPrice?: number;
  /**
   * The currency of the price bounds (the visitor's display currency when they were typed; decision
   * 042); Turkish lira when absent. Kept only beside a price bound.
   */
  currency?: ForeignCurrency;
  rentalTerm?: (typeof FILTER_RENTAL_TERMS)[number];
  rooms?: (typeof ROOM_OPTIONS)[number];
  houseType?: (typeof HOUSE_TYPES)[number];
  /** "true": furnished, "false": let unfurnished (houses and apartments). */
  furnished?: (typeof FURNISHED_OPTIONS)[number];
  minArea?: number;
  maxArea?: number;
  /** A make's slug (domain/car-brands.ts). */
  brand?: string;
  minYear?: number;
  maxYear?: number;
  transmission?: (typeof TRANSMISSION_OPTIONS)[number];
  fuel?: (typeof FUEL_OPTIONS)[number];
  shopType?: (typeof SHOP_TYPES)[number];
  stars?: (typeof HOTEL_STARS)[number];
  board?: (typeof HOTEL_BOARDS)[number];
  sort: SortOption;
}

export type FilterKey = Exclude<keyof ListingFilters, "sort" | "currency">;

/** A choice the server offers a filter (the cars' makes: a slug and the make's name). */
export interface FilterChoice {
  value: string;
  label: string;
}

/** One page of a category list, as the loader and `GET /api/listings` return it. */
export interface CategoryPageResult {
  listings: ListingSummary[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Every active listing matching the filters (for the heading), not just this page; at most `COUNT_CAP`. */
  total: number;
  /** More than `COUNT_CAP` listings match: the heading says "1.000+". */
  totalCapped: boolean;
}

/**
 * The category heading counts matches up to this many: an exact count of 100,000 matches
 * reads every one of them (seconds at 1M listings); "1.000+ ilan" tells the visitor as much.
 */
export const COUNT_CAP = 1000;

// ---------------------------------------------------------------------------------------------
// The filter registry: one row per filter — a chip, and a field (or a group of fields) of the panel.
// The panel, the chips, the parser below and the SQL builder (services/discovery/browse.ts) all read it; a
// new filter is a new row, plus its key in `ListingFilters`, its place in the two orders below the
// table and its texts (the compiler points at a missing key or place). Plain data: this module
// ships with the category page.

/**
 * How a select's value is compared with the first of its specification keys a listing has
 * (services/discovery/browse.ts):
 * - exact: the trimmed text equals the value;
 * - folded: equal after Turkish-aware case folding;
 * - number: the leading number equals the value;
 * - rooms: like exact, and "5+" also takes 5+1, 6+2 …;
 * - typeOrWords: a stored value matches folded; a listing without one matches when the value
 *   stands as a whole word in its Turkish title or description (docs/product.md §7, house types).
 */
export type SpecComparison = "exact" | "folded" | "number" | "rooms" | "typeOrWords";

/**
 * How an option of a select, and its chip, is written: the value itself ("3+1"), the text at
 * `prefix.value`, a counted text ("4 yıldız"), or the name the loader gave the choice (makes).
 */
type OptionText = { as: "value" } | { as: "key"; prefix: string } | { as: "count"; key: string } | { as: "choice" };

interface FilterBase {
  /** The chip's id (`data-chip`), and the panel's element ids. */
  id: string;
  /** The URL parameters (`ListingFilters` keys) it reads; its chip clears them all. */
  keys: readonly FilterKey[];
  /** The categories that offer it. */
  categories: readonly Category[];
}

/** The search text: the box above the list (features/search/category-search.tsx), a chip of its own. */
interface SearchFilter extends FilterBase {
  kind: "search";
}

/** City and region (the columns), one fieldset: the region list follows the city. */
export interface PlaceFilter extends FilterBase {
  kind: "place";
  /** The fieldset's legend (a text key). */
  label: string;
}

/** A min–max pair of whole numbers. */
export interface RangeFilter extends FilterBase {
  kind: "range";
  keys: readonly [FilterKey, FilterKey];
  /** Text keys: the fieldset's legend, the two inputs' labels, and the chip's label (default: the legend). */
  label: string;
  minLabel: string;
  maxLabel: string;
  chipLabel?: string;
  /** How the chip writes the bounds: a price in TRY, a grouped number, or digits as they are (years). */
  format: "price" | "number" | "plain";
  /** A note under the inputs (a text key), and one added while prices compare per month (decision 018). */
  note?: string;
  monthlyNote?: string;
  /**
   * What is compared: the comparable price (decision 018), or the leading number of the first
   * specification key a listing has. Migration 0006 keeps planner statistics on the specification
   * expressions as written today: other keys need statistics of their own.
   */
  match: { by: "price" } | { by: "spec"; keys: readonly string[] };
}

/** One value out of a list. */
export interface SelectFilter extends FilterBase {
  kind: "select";
  keys: readonly [FilterKey];
  /** The field's label (a text key). */
  label: string;
  /**
   * The values offered and accepted, or "fromLoader": the route loads the choices (the makes that
   * have listings) and the parser checks only a slug's shape, so the table of makes stays out of
   * the category page's JavaScript.
   */
  options: readonly string[] | "fromLoader";
  /** Fewer values in some categories. */
  optionsIn?: Partial<Record<Category, readonly string[]>>;
  optionText: OptionText;
  /** The chip names the filter too ("Oda sayısı: 3+1"). */
  chipWithLabel?: boolean;
  /** The specification keys compared (statistics: see `RangeFilter.match`). */
  match: { by: "spec"; keys: readonly string[]; compare: SpecComparison };
}

export type FilterDefinition = SearchFilter | PlaceFilter | RangeFilter | SelectFilter;

const TERM_CATEGORIES = ["houses", "cars", "shops", "apartments"] as const;

/** Keys under which a house type may be stored (docs/product.md §3, §7; older and Turkish-named keys occur). */
const HOUSE_TYPE_KEYS = ["house_type", "houseType", "property_type", "konut_tipi", "type"];

/** Every filter, in the order the panel shows them. */
export const FILTERS = [
  { id: "q", kind: "search", keys: ["q"], categories: CATEGORIES },
  { id: "location", kind: "place", keys: ["city", "region"], categories: CATEGORIES, label: "categoryPage.filters.location" },
  {
    id: "price",
    kind: "range",
    keys: ["minPrice", "maxPrice"],
    categories: CATEGORIES,
    label: "categoryPage.filters.priceLegend",
    minLabel: "categoryPage.filters.minPrice",
    maxLabel: "categoryPage.filters.maxPrice",
    chipLabel: "categoryPage.filters.price",
    format: "price",
    note: "categoryPage.filters.priceNote",
    monthlyNote: "categoryPage.filters.monthlyNote",
    match: { by: "price" },
  },
  {
    id: "rentalTerm",
    kind: "select",
    keys: ["rentalTerm"],
    categories: TERM_CATEGORIES,
    label: "categoryPage.filters.rentalTerm",
    options: FILTER_RENTAL_TERMS,
    optionsIn: { apartments: APARTMENT_RENTAL_TERMS },
    optionText: { as: "key", prefix: "rentalTerms" },
    match: { by: "spec", keys: ["rental_term"], compare: "exact" },
  },
  {
    id: "rooms",
    kind: "select",
    keys: ["rooms"],
    categories: ["houses", "apartments"],
    label: "categoryPage.filters.rooms",
    options: ROOM_OPTIONS,
    optionText: { as: "value" },
    chipWithLabel: true,
    match: { by: "spec", keys: ["rooms", "room_count"], compare: "rooms" },
  },
  {
    id: "houseType",
    kind: "select",
    keys: ["houseType"],
    categories: ["houses"],
    label: "categoryPage.filters.houseType",
    options: HOUSE_TYPES,
    optionText: { as: "key", prefix: "categoryPage.houseTypes" },
    match: { by: "spec", keys: HOUSE_TYPE_KEYS, compare: "typeOrWords" },
  },
  {
    id: "furnished",
    kind: "select",
    keys: ["furnished"],
    categories: ["houses", "apartments"],
    label: "categoryPage.filters.furnished",
    options: FURNISHED_OPTIONS,
    optionText: { as: "key", prefix: "categoryPage.furnishing" },
    match: { by: "spec", keys: ["furnished"], compare: "exact" },
  },
  {
    id: "brand",
    kind: "select",
    keys: ["brand"],
    categories: ["cars"],
    label: "categoryPage.filters.brand",
    options: "fromLoader",
    optionText: { as: "choice" },
    match: { by: "spec", keys: ["brand"], compare: "folded" },
  },
  {
    id: "year",
    kind: "range",
    keys: ["minYear", "maxYear"],
    categories: ["cars"],
    label: "categoryPage.filters.year",
    minLabel: "categoryPage.filters.minYear",
    maxLabel: "categoryPage.filters.maxYear",
    format: "plain",
    match: { by: "spec", keys: ["model_year"] },
  },
  {
    id: "transmission",
    kind: "select",
    keys: ["transmission"],
    categories: ["cars"],
    label: "categoryPage.filters.transmission",
    options: TRANSMISSION_OPTIONS,
    optionText: { as: "key", prefix: "categoryPage.transmissions" },
    match: { by: "spec", keys: ["transmission"], compare: "folded" },
  },
  {
    id: "fuel",
    kind: "select",
    keys: ["fuel"],
    categories: ["cars"],
    label: "categoryPage.filters.fuel",
    options: FUEL_OPTIONS,
    optionText: { as: "key", prefix: "categoryPage.fuels" },
    chipWithLabel: true,
    match: { by: "spec", keys: ["fuel"], compare: "folded" },
  },
  {
    id: "shopType",
    kind: "select",
    keys: ["shopType"],
    categories: ["shops"],
    label: "categoryPage.filters.shopType",
    options: SHOP_TYPES,
    optionText: { as: "key", prefix: "categoryPage.shopTypes" },
    match: { by: "spec", keys: ["type"], compare: "folded" },
  },
  {
    id: "area",
    kind: "range",
    keys: ["minArea", "maxArea"],
    categories: ["houses", "shops"],
    label: "categoryPage.filters.area",
    minLabel: "categoryPage.filters.minArea",
    maxLabel: "categoryPage.filters.maxArea",
    format: "number",
    match: { by: "spec", keys: ["square_meters", "area"] },
  },
  {
    id: "stars",
    kind: "select",
    keys: ["stars"],
    categories: ["hotels"],
    label: "categoryPage.filters.stars",
    options: HOTEL_STARS,
    optionText: { as: "count", key: "categoryPage.starsValue" },
    match: { by: "spec", keys: ["stars"], compare: "number" },
  },
  {
    id: "board",
    kind: "select",
    keys: ["board"],
    categories: ["hotels"],
    label: "categoryPage.filters.board",
    options: HOTEL_BOARDS,
    optionText: { as: "key", prefix: "categoryPage.boards" },
    match: { by: "spec", keys: ["board"], compare: "folded" },
  },
] as const satisfies readonly FilterDefinition[];

export type Filter = (typeof FILTERS)[number];
export type FilterGroupId = Filter["id"];

const filterById = (id: FilterGroupId): Filter => FILTERS.find((filter) => filter.id === id)!;

/*
 * Two other orders, both older than the table and kept as they were: the URL's (links, the page
 * cache's keys, and the order of the SQL conditions) has the area before the make, the chips' has
 * the house type before the rooms.
 */
const URL_ORDER = [
  "q",
  "location",
  "price",
  "rentalTerm",
  "rooms",
  "houseType",
  "area",
  "brand",
  "year",
  "shopType",
  "stars",
  "board",
  "furnished",
  "transmission",
  "fuel",
] as const;
const CHIP_ORDER = [
  "q",
  "location",
  "price",
  "rentalTerm",
  "houseType",
  "rooms",
  "furnished",
  "area",
  "brand",
  "year",
  "transmission",
  "fuel",
  "shopType",
  "stars",
  "board",
] as const;

/** The filters in the order their parameters stand in a URL (`filtersToSearchParams`). */
export const FILTERS_IN_URL_ORDER = URL_ORDER.map(filterById);

/**
 * Filters that belong together in one chip (and are cleared together): the location, and each
 * min/max range. Every other filter is a chip of its own, the search text first.
 */
const FILTER_GROUPS = CHIP_ORDER.map(filterById);

/**
 * Compile-time checks: every key of `ListingFilters` but `sort` belongs to a row of the table, and
 * both orders name every row.
 */
type NoneMissing<Missing extends never> = Missing;
type _Complete = NoneMissing<
  | Exclude<FilterKey, Filter["keys"][number]>
  | Exclude<FilterGroupId, (typeof URL_ORDER)[number]>
  | Exclude<FilterGroupId, (typeof CHIP_ORDER)[number]>
>;

/**
 * Where filters apply: one category's page, or the search page's results of every category
 * ("all"), which offer the filters every category shares.
 */
export type FilterScope = Category | "all";

/** The filters of the search page (all categories): the words, the place, the price and the rental term. */
const ALL_CATEGORY_FILTERS: readonly FilterGroupId[] = ["q", "location", "price", "rentalTerm"];

/** The filters a category (or the search page) offers, in the panel's order. */
export function filtersOf(scope: FilterScope): Filter[] {
  return FILTERS.filter((filter) =>
    scope === "all" ? ALL_CATEGORY_FILTERS.includes(filter.id) : (filter.categories as readonly Category[]).includes(scope),
  );
}

/** The filters of each category, in the order the panel shows them. */
export const CATEGORY_FILTER_KEYS = perCategory<readonly FilterKey[]>((category) => filtersOf(category).flatMap((filter) => filter.keys));

function perCategory<T>(make: (category: Category) => T): Record<Category, T> {
  const table = {} as Record<Category, T>;
  for (const category of CATEGORIES) table[category] = make(category);
  return table;
}

/** The values a select offers in a category (some categories have fewer; the search page offers all). */
export function optionsFor(filter: SelectFilter, scope: FilterScope): readonly string[] {
  if (filter.options === "fromLoader") return [];
  return (scope !== "all" && filter.optionsIn?.[scope]) || filter.options;
}

/** Rental terms the panel offers in a category (none for hotels) or on the search page (all). */
export function rentalTermsFor(scope: FilterScope): readonly string[] {
  const rentalTerm: SelectFilter = filterById("rentalTerm") as SelectFilter;
  return scope === "all" || rentalTerm.categories.includes(scope) ? optionsFor(rentalTerm, scope) : [];
}

/**
 * Whether the price filter and the price sorts compare monthly equivalents (decision 018): in a
 * category with rental terms while no term is chosen. The page says so next to both.
 */
export function comparesMonthly(scope: FilterScope, filters: Pick<ListingFilters, "rentalTerm">): boolean {
  return rentalTermsFor(scope).length > 0 && filters.rentalTerm === undefined;
}

// ---------------------------------------------------------------------------------------------
// Field parsers: each one turns a bad value into `undefined` instead of failing. Plain functions,
// not zod: this module ships with the category page, and the schema library would add 24 KB.

type FieldParser = (value: unknown) => unknown;

/**
 * Non-negative whole number written with digits only ("-1", "1e3", "1.5", "12a" are dropped); a
 * number beyond the largest price is read as that largest value.
 */
const wholeNumber: FieldParser = (value) =>
  typeof value === "string" && /^\d{1,15}$/.test(value) ? Math.min(Number(value), MAX_FILTER_NUMBER) : undefined;

const oneOf =
  (values: readonly string[]): FieldParser =>
  (value) =>
    typeof value === "string" && values.includes(value) ? value : undefined;

/**
 * A car make's slug (domain/car-brands.ts). Only its shape is checked here: the table of makes
 * stays out of the category page's JavaScript, and a well-formed slug no listing has finds nothing.
 */
const brandSlug: FieldParser = (value) =>
  typeof value === "string" && value.length <= 40 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : undefined;

const shortText: FieldParser = (value) => (typeof value === "string" && value.length <= 100 ? value : undefined);

/** Longest search text taken (a search box, not a document store). */
export const SEARCH_MAX_LENGTH = 200;

/** Search text: up to the search box's length, with at least one letter or digit. */
const searchText: FieldParser = (value) =>
  typeof value === "string" && value.length <= SEARCH_MAX_LENGTH && /[\p{L}\p{N}]/u.test(value) ? value : undefined;

/** The parser of each URL parameter a filter reads, in a category. */
function fieldParsers(filter: FilterDefinition, scope: FilterScope): [FilterKey, FieldParser][] {
  switch (filter.kind) {
    case "search":
      return [["q", searchText]];
    case "place":
      return [
        ["city", oneOf(CITY_NAMES)],
        ["region", shortText],
      ];
    case "range":
      return filter.keys.map((key) => [key, wholeNumber]);
    case "select":
      return [[filter.keys[0], filter.options === "fromLoader" ? brandSlug : oneOf(optionsFor(filter, scope))]];
  }
}

/** The first value of every parameter, trimmed; empty values are left out ("empty clears"). */
function searchParamsToRecord(params: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (value !== "" && !(key in record)) record[key] = value;
  }
  return record;
}

/** URLSearchParams or a plain object as a record; null for anything else. */
function toRecord(input: unknown): Record<string, unknown> | null {
  if (input instanceof URLSearchParams) return searchParamsToRecord(input);
  if (input === undefined || input === null) return {};
  return typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
}

type ParsedFilters = Partial<Omit<ListingFilters, "sort">> & { sort: SortOption };

/**
 * A lenient parser of one category's filters, or the search page's (and the sort): never throws;
 * reads only the scope's filters; drops a region outside the chosen city.
 */
function filterParser(scope: FilterScope) {
  const fields = filtersOf(scope).flatMap((filter) => fieldParsers(filter, scope));
  return {
    parse(input: unknown): ParsedFilters {
      const record = toRecord(input);
      if (!record) return { sort: DEFAULT_SORT };
      const parsed: Record<string, unknown> = {};
      for (const [key, parse] of fields) {
        const value = parse(record[key]);
        if (value !== undefined) parsed[key] = value;
      }
      // The price bounds' currency, beside a bound only (TRY is the default and never written).
      if ((parsed.minPrice !== undefined || parsed.maxPrice !== undefined) && isForeignCurrency(record.currency))
        parsed.currency = record.currency;
      const { city, region } = parsed as { city?: string; region?: string };
      if (region !== undefined && !(city && regionBelongsToCity(city, region))) delete parsed.region;
      // With a search text the best matches come first unless another order is chosen; without one
      // there is nothing to be relevant to.
      const chosen = (SORT_OPTIONS as readonly unknown[]).includes(record.sort) ? (record.sort as SortOption) : null;
      const sort = parsed.q !== undefined ? (chosen ?? "relevance") : chosen && chosen !== "relevance" ? chosen : DEFAULT_SORT;
      return { ...parsed, sort } as ParsedFilters;
    },
  };
}

export const CATEGORY_FILTER_SCHEMAS = { ...perCategory(filterParser), all: filterParser("all") };

/**
 * Parses a category's filters, or the search page's ("all"); never throws. Keys the scope does not
 * use are not returned.
 */
export function parseCategoryFilters(scope: FilterScope, input: URLSearchParams | Record<string, unknown> | undefined): ListingFilters {
  const { sort, ...filters } = CATEGORY_FILTER_SCHEMAS[scope].parse(input);
  return { sort, ...filters };
}

/**
 * Whether the search page's results are narrowed or ordered (then they are read like a category's,
 * across all categories), or are the plain best matches of the words (with their corrections).
 */
export function isRefinedSearch(filters: ListingFilters): boolean {
  return filters.sort !== "relevance" || activeFilterGroups(filters).some((group) => group.id !== "q");
}

// ---------------------------------------------------------------------------------------------
// Page parameters besides the filters: layout, page size and the load-more cursor.

export interface BrowseOptions {
  view: ListingView;
  limit: number;
  cursor?: string;
}

/**
 * The view (grid/list), the page size (1–50, default 50; smaller pages make "load more" easy to try
 * with few listings) and the opaque load-more cursor (base64url text; its content is checked by the
 * server). Bad values fall back to the defaults.
 */
export function parseBrowseOptions(input: URLSearchParams | Record<string, unknown> | undefined): BrowseOptions {
  const record = toRecord(input) ?? {};
  const view = (LISTING_VIEWS as readonly unknown[]).includes(record.view) ? (record.view as ListingView) : "grid";
  const limitText = record.limit;
  const limitValue = typeof limitText === "string" && /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  const limit = limitValue >= 1 && limitValue <= CATEGORY_PAGE_SIZE ? limitValue : CATEGORY_PAGE_SIZE;
  const cursor = typeof record.cursor === "string" && /^[A-Za-z0-9_-]{1,400}$/.test(record.cursor) ? record.cursor : undefined;
  return { view, limit, cursor };
}

// ---------------------------------------------------------------------------------------------
// Back to the URL: links, chips and the client's cache keys all use this one serialisation.

const FILTER_ORDER: readonly FilterKey[] = FILTERS_IN_URL_ORDER.flatMap((filter) => filter.keys);

/**
 * The filters (and optionally the view and page size) as URL parameters in a fixed order; unset
 * filters and defaults (sort newest, grid view, 50 per page) are left out.
 */
export function filtersToSearchParams(
  filters: Partial<ListingFilters>,
  options: Partial<Pick<BrowseOptions, "view" | "limit">> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_ORDER) {
    const value = filters[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
    if (key === "maxPrice" && filters.currency && (filters.minPrice !== undefined || filters.maxPrice !== undefined))
      params.set("currency", filters.currency);
  }
  // Relevance without a text means nothing (the parser reads it as the default).
  if (filters.sort && filters.sort !== defaultSortFor(filters) && (filters.q || filters.sort !== "relevance"))
    params.set("sort", filters.sort);
  if (options.view && options.view !== "grid") params.set("view", options.view);
  if (options.limit && options.limit !== CATEGORY_PAGE_SIZE) params.set("limit", String(options.limit));
  return params;
}

/** The order without a choice: the best matches first with a search text, else the newest. */
export function defaultSortFor(filters: Pick<ListingFilters, "q">): SortOption {
  return filters.q ? "relevance" : DEFAULT_SORT;
}

/** `?a=1&b=2`, or "" when there is nothing to add. */
export function toQueryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The filters without the given keys (a cleared chip also clears its region/range partner). */
export function withoutFilters(filters: ListingFilters, keys: readonly FilterKey[]): ListingFilters {
  const next = { ...filters };
  for (const key of keys) delete next[key];
  if (keys.includes("city")) delete next.region;
  if (next.minPrice === undefined && next.maxPrice === undefined) delete next.currency;
  return next;
}

/** The chip groups that currently have a value, in display order. */
export function activeFilterGroups(filters: ListingFilters) {
  return FILTER_GROUPS.filter((group) => group.keys.some((key) => filters[key] !== undefined));
}

/** What the category page's loader rendered on the server: it seeds the client cache for the same filters. */
export interface CategorySeed {
  /** `categoryQueryKey(filters, limit)` of the seed. */
  key: string;
  page: CategoryPageResult;
  loadedAt: number;
}

/** The filters and page size as one canonical string: the client cache's key and the list API's query string. */
export function categoryQueryKey(filters: ListingFilters, limit: number): string {
  return filtersToSearchParams(filters, { limit }).toString();
}
