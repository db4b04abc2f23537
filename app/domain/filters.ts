import type { Category } from "./categories";
import {
  HOTEL_BOARDS,
  HOTEL_STARS,
  HOUSE_TYPES,
  type ListingSummary,
  ROOM_OPTIONS,
  SHOP_TYPES,
  SORT_OPTIONS,
  type SortOption,
} from "./listing";
import { CITY_NAMES, regionBelongsToCity } from "./locations";

/**
 * Category-page filters (spec §2 "Category page"): one lenient parser per category, reading the
 * page's URL. Parsing never fails: an unknown or malformed value is dropped (a shared link with
 * junk still renders), and a region that does not belong to the chosen city is dropped too.
 * The same parsers serve the page loader, `GET /api/listings` and the filter form.
 */

/** Page size of the category list (spec §9) and the largest page `?limit=` may ask for. */
export const CATEGORY_PAGE_SIZE = 50;
export const DEFAULT_SORT: SortOption = "newest";

/**
 * Rental terms offered by the filter (spec §2: daily, weekly, monthly, yearly; apartments have no
 * yearly), and the 3-day term listings can have too (issue 16).
 */
export const FILTER_RENTAL_TERMS = ["daily", "3days", "weekly", "monthly", "yearly"] as const;
export const APARTMENT_RENTAL_TERMS = ["daily", "3days", "weekly", "monthly"] as const;

/** Grid or list layout of the results, kept in the URL as `view`. */
export const LISTING_VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** Largest whole number a numeric filter accepts (the price column is a 32-bit integer). */
export const MAX_FILTER_NUMBER = 2_147_483_647;

/** Every filter, with its URL parameter name equal to its key. Each category uses a subset. */
export interface ListingFilters {
  /** Words to look for (issue 15), combined with the other filters. */
  q?: string;
  city?: string;
  region?: string;
  minPrice?: number;
  maxPrice?: number;
  rentalTerm?: (typeof FILTER_RENTAL_TERMS)[number];
  rooms?: (typeof ROOM_OPTIONS)[number];
  houseType?: (typeof HOUSE_TYPES)[number];
  minArea?: number;
  maxArea?: number;
  /** A make's slug (domain/car-brands.ts). */
  brand?: string;
  minYear?: number;
  maxYear?: number;
  shopType?: (typeof SHOP_TYPES)[number];
  stars?: (typeof HOTEL_STARS)[number];
  board?: (typeof HOTEL_BOARDS)[number];
  sort: SortOption;
}

export type FilterKey = Exclude<keyof ListingFilters, "sort">;

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
 * The category heading counts matches up to this many (issue 7): an exact count of 100,000 matches
 * reads every one of them (seconds at 1M listings); "1.000+ ilan" tells the visitor as much.
 */
export const COUNT_CAP = 1000;

/** The filters of each category, in the order the panel shows them. */
export const CATEGORY_FILTER_KEYS: Record<Category, readonly FilterKey[]> = {
  houses: ["q", "city", "region", "minPrice", "maxPrice", "rentalTerm", "rooms", "houseType", "minArea", "maxArea"],
  cars: ["q", "city", "region", "minPrice", "maxPrice", "rentalTerm", "brand", "minYear", "maxYear"],
  shops: ["q", "city", "region", "minPrice", "maxPrice", "rentalTerm", "shopType", "minArea", "maxArea"],
  hotels: ["q", "city", "region", "minPrice", "maxPrice", "stars", "board"],
  apartments: ["q", "city", "region", "minPrice", "maxPrice", "rentalTerm", "rooms"],
};

/** Rental terms the panel offers in a category (none for hotels). */
export function rentalTermsFor(category: Category): readonly string[] {
  if (category === "hotels") return [];
  return category === "apartments" ? APARTMENT_RENTAL_TERMS : FILTER_RENTAL_TERMS;
}

/**
 * Whether the price filter and the price sorts compare monthly equivalents (decision 018): in a
 * category with rental terms while no term is chosen. The page says so next to both.
 */
export function comparesMonthly(category: Category, filters: Pick<ListingFilters, "rentalTerm">): boolean {
  return rentalTermsFor(category).length > 0 && filters.rentalTerm === undefined;
}

/**
 * Filters that belong together in one chip (and are cleared together): the location, and each
 * min/max range. Every other filter is a chip of its own, the search text first.
 */
export const FILTER_GROUPS = [
  { id: "q", keys: ["q"] },
  { id: "location", keys: ["city", "region"] },
  { id: "price", keys: ["minPrice", "maxPrice"] },
  { id: "rentalTerm", keys: ["rentalTerm"] },
  { id: "houseType", keys: ["houseType"] },
  { id: "rooms", keys: ["rooms"] },
  { id: "area", keys: ["minArea", "maxArea"] },
  { id: "brand", keys: ["brand"] },
  { id: "year", keys: ["minYear", "maxYear"] },
  { id: "shopType", keys: ["shopType"] },
  { id: "stars", keys: ["stars"] },
  { id: "board", keys: ["board"] },
] as const satisfies readonly { id: string; keys: readonly FilterKey[] }[];

export type FilterGroupId = (typeof FILTER_GROUPS)[number]["id"];

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

const COMMON_FIELDS: Record<string, FieldParser> = {
  q: searchText,
  city: oneOf(CITY_NAMES),
  region: shortText,
  minPrice: wholeNumber,
  maxPrice: wholeNumber,
};

/** The first value of every parameter, trimmed; empty values are left out ("empty clears"). */
export function searchParamsToRecord(params: URLSearchParams): Record<string, string> {
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

/** A lenient parser of one category's filters: never throws; drops a region outside the chosen city. */
function filterParser(fields: Record<string, FieldParser>) {
  const all = { ...COMMON_FIELDS, ...fields };
  return {
    parse(input: unknown): ParsedFilters {
      const record = toRecord(input);
      if (!record) return { sort: DEFAULT_SORT };
      const parsed: Record<string, unknown> = {};
      for (const [key, parse] of Object.entries(all)) {
        const value = parse(record[key]);
        if (value !== undefined) parsed[key] = value;
      }
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

export const CATEGORY_FILTER_SCHEMAS = {
  houses: filterParser({
    rentalTerm: oneOf(FILTER_RENTAL_TERMS),
    rooms: oneOf(ROOM_OPTIONS),
    houseType: oneOf(HOUSE_TYPES),
    minArea: wholeNumber,
    maxArea: wholeNumber,
  }),
  cars: filterParser({ rentalTerm: oneOf(FILTER_RENTAL_TERMS), brand: brandSlug, minYear: wholeNumber, maxYear: wholeNumber }),
  shops: filterParser({ rentalTerm: oneOf(FILTER_RENTAL_TERMS), shopType: oneOf(SHOP_TYPES), minArea: wholeNumber, maxArea: wholeNumber }),
  hotels: filterParser({ stars: oneOf(HOTEL_STARS), board: oneOf(HOTEL_BOARDS) }),
  apartments: filterParser({ rentalTerm: oneOf(APARTMENT_RENTAL_TERMS), rooms: oneOf(ROOM_OPTIONS) }),
} as const;

/** Parses a category's filters; never throws. Keys the category does not use are not returned. */
export function parseCategoryFilters(
  category: Category,
  input: URLSearchParams | Record<string, unknown> | undefined,
): ListingFilters {
  const parsed = CATEGORY_FILTER_SCHEMAS[category].parse(input) as ListingFilters;
  const filters: ListingFilters = { sort: parsed.sort };
  for (const key of CATEGORY_FILTER_KEYS[category]) {
    const value = parsed[key];
    if (value !== undefined) (filters as unknown as Record<string, unknown>)[key] = value;
  }
  return filters;
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

const FILTER_ORDER: readonly FilterKey[] = [
  "q", "city", "region", "minPrice", "maxPrice", "rentalTerm", "rooms", "houseType", "minArea", "maxArea",
  "brand", "minYear", "maxYear", "shopType", "stars", "board",
];

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
  }
  // Relevance without a text means nothing (the parser reads it as the default).
  if (filters.sort && filters.sort !== defaultSortFor(filters) && (filters.q || filters.sort !== "relevance")) params.set("sort", filters.sort);
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
  return next;
}

/** The chip groups that currently have a value, in display order. */
export function activeFilterGroups(filters: ListingFilters) {
  return FILTER_GROUPS.filter((group) => group.keys.some((key) => filters[key] !== undefined));
}
