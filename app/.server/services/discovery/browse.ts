import { type SQL, and, asc, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { FOREIGN_CURRENCIES, type RatesTable, isRatesTable } from "~/domain/currency";
import {
  CATEGORY_PAGE_SIZE,
  COUNT_CAP,
  type CategoryPageResult,
  FILTERS_IN_URL_ORDER,
  type FilterChoice,
  type FilterDefinition,
  type FilterScope,
  type ListingFilters,
  type SpecComparison,
} from "~/domain/filters";
import { SORT_OPTIONS, type SortOption, TERMS_PER_MONTH_FRACTION } from "~/domain/listing";
import { findCarBrand } from "~/domain/car-brands";
import { parseSearch } from "~/domain/search";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import { readContentVersion } from "../platform/content-version";
import { type SummaryRow, summaryColumns, toSummary } from "../listings/listings";
import { afterInOrder, boundOfMatches, countMatchesUpTo, readTier, textMatch } from "./search";

/**
 * Browsing public listings: the category page (every filter of docs/product.md §2 in SQL, and a search text,
 * decision 016; featured first, then the chosen sort, or the best matches first; keyset pagination).
 * The text search itself is `services/discovery/search.ts`.
 */

export type CategoryPage = CategoryPageResult;

const isActive = eq(listings.status, "active");

// ---------------------------------------------------------------------------------------------
// Specification values (free jsonb): text of the first present key, and a safe number.

/** `coalesce(specifications->>'a', specifications->>'b', …)`, trimmed. */
function specText(...keys: readonly string[]): SQL<string | null> {
  const parts = keys.map((key) => sql`${listings.specifications} ->> ${key}::text`);
  return sql<string | null>`btrim(coalesce(${sql.join(parts, sql`, `)}))`;
}

/**
 * The leading number of a specification value (a jsonb number or a numeric string like "120" or
 * "120 m²"); null for anything else, so a non-numeric value never raises a cast error.
 */
function specNumber(...keys: readonly string[]): SQL<number | null> {
  return sql<number | null>`(substring(${specText(...keys)} from '^([0-9]{1,15}(?:\\.[0-9]+)?)'))::numeric`;
}

/** Case-insensitive, Turkish-aware equality of a specification value and a filter value. */
function specEquals(keys: readonly string[], value: string): SQL {
  return sql`tr_fold(${specText(...keys)}) = tr_fold(${value})`;
}

/**
 * A type (house types, docs/product.md §7: several specification keys, title and description): a listing with
 * a stored type matches on that type exactly; a listing without one falls back to the type
 * appearing as a whole word in its Turkish title or description.
 */
function typeOrWordsMatch(keys: readonly string[], type: string): SQL {
  const stored = specText(...keys);
  // Word boundaries (\m, \M) are added after folding: tr_fold lower-cases, and \M is not \m.
  return sql`(case when ${stored} is not null and ${stored} <> ''
    then tr_fold(${stored}) = tr_fold(${type})
    else tr_fold(${listings.title} || ' ' || ${listings.description}) ~ ('\\m' || tr_fold(${escapeRegex(type)}) || '\\M') end)`;
}

/** Rooms ("3+1"); "5+" also takes 5+1, 6+2 … */
function roomsMatch(keys: readonly string[], rooms: string): SQL {
  const stored = specText(...keys);
  if (rooms !== "5+") return sql`${stored} = ${rooms}`;
  return sql`(${stored} = '5+' or ${stored} ~ '^([5-9]|[1-9][0-9])\\+[0-9]+$')`;
}

function escapeRegex(text: string) {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}

/**
 * The price in Turkish lira at the given rates (TRY per unit), exact (`numeric`): the price filter
 * and the price sorts compare listings in different currencies by this amount, so "up to 30,000"
 * takes a £600 rent at 50 TRY/GBP and leaves out a €900 one at 47.5 TRY/EUR.
 */
function priceInTry(rates: RatesTable): SQL<string> {
  const cases = FOREIGN_CURRENCIES.map((code) => sql`when ${code} then ${String(rates[code])}::numeric`);
  return sql<string>`(${listings.price}::numeric * case ${listings.currency} ${sql.join(cases, sql` `)} else 1 end)`;
}

/**
 * The price the filter and the price sorts compare (decision 018): in TRY; and when the list is
 * not narrowed to one rental term, as the monthly equivalent (a daily price × 30, a weekly one
 * × 30/7, a yearly one ÷ 12), since a day's rent and a year's rent are not comparable amounts.
 * Listings without a term (hotels) compare as they are.
 */
function comparablePrice(rates: RatesTable, filters: Pick<ListingFilters, "rentalTerm">): SQL<string> {
  if (filters.rentalTerm) return priceInTry(rates);
  // Multiplied, then divided, in exact numeric arithmetic: a yearly ₤4.200 at 56 is 19.600 a month,
  // not 19.599,999… (as × 0,0833… would give).
  const price = priceInTry(rates);
  const cases = Object.entries(TERMS_PER_MONTH_FRACTION).map(
    ([term, [numerator, denominator]]) => sql`when ${term} then ${price} * ${numerator} / ${denominator}`,
  );
  return sql<string>`(case ${specText("rental_term")} ${sql.join(cases, sql` `)} else ${price} end)`;
}

/**
 * The search text's condition and rank on a category page: its words only (the page is the
 * category, so category words in the text narrow nothing further); null without words.
 */
function categoryText(filters: Pick<ListingFilters, "q">) {
  if (!filters.q) return null;
  const parsed = parseSearch(filters.q);
  return textMatch({ ...parsed, categories: [] });
}

/** The keys of the min–max filters (price, area, year). */
export type RangeKey = Extract<FilterDefinition, { kind: "range" }>["keys"][number];

export interface FilterConditionOptions {
  /** false: the search text is left out (the relevance order adds it tier by tier). */
  text?: boolean;
  /**
   * What a set range bound is compared with: by default its own number; the saved searches'
   * matching gives each search's own bound as an SQL expression (one condition for every search
   * of the same filters but the bounds), or undefined to leave the bound out.
   */
  bound?: (key: RangeKey, value: number) => SQL | undefined;
}

/**
 * Every filter as one SQL condition (active listings of the category, or of every category on the
 * search page: "all"); prices compare in TRY at `rates`.
 */
export function filterConditions(
  category: FilterScope,
  filters: Omit<ListingFilters, "sort">,
  rates: RatesTable,
  options: FilterConditionOptions = {},
): SQL {
  const conditions: (SQL | undefined)[] = [isActive, category === "all" ? undefined : eq(listings.categorySlug, category)];
  for (const filter of FILTERS_IN_URL_ORDER) conditions.push(...filterCondition(filter, filters, rates, options));
  return and(...conditions)!;
}

/** The conditions of one filter of the registry (domain/filters.ts); none while it is not set. */
function filterCondition(
  filter: FilterDefinition,
  filters: Omit<ListingFilters, "sort">,
  rates: RatesTable,
  options: FilterConditionOptions,
): (SQL | undefined)[] {
  switch (filter.kind) {
    case "search":
      return options.text !== false ? [categoryText(filters)?.where] : [];
    case "place":
      return [
        filters.city ? eq(listings.city, filters.city) : undefined,
        filters.city && filters.region ? eq(listings.region, filters.region) : undefined,
      ];
    case "range": {
      const [min, max] = filter.keys.map((key) => {
        const bound = filters[key] as number | undefined;
        return bound === undefined || !options.bound ? bound : options.bound(key, bound);
      });
      const value = filter.match.by === "price" ? comparablePrice(rates, filters) : specNumber(...filter.match.keys);
      // Bounds typed in another currency (decision 042) compare in TRY at the same rates as the prices.
      const rate = filter.match.by === "price" && filters.currency ? rates[filters.currency] : undefined;
      const inTry = (bound: number | SQL) => (rate === undefined ? bound : sql`(${bound}::numeric * ${String(rate)}::numeric)`);
      return [
        min !== undefined ? sql`${value} >= ${inTry(min)}` : undefined,
        max !== undefined ? sql`${value} <= ${inTry(max)}` : undefined,
      ];
    }
    case "select": {
      const value = filters[filter.keys[0]];
      return value ? [specMatch(filter.match.keys, filter.match.compare, String(value))] : [];
    }
  }
}

/** A select's value compared with the first of its specification keys a listing has. */
function specMatch(keys: readonly string[], compare: SpecComparison, value: string): SQL {
  switch (compare) {
    case "exact":
      return sql`${specText(...keys)} = ${value}`;
    case "folded":
      return specEquals(keys, value);
    case "number":
      return sql`${specNumber(...keys)} = ${Number(value)}`;
    case "rooms":
      return roomsMatch(keys, value);
    case "typeOrWords":
      return typeOrWordsMatch(keys, value);
  }
}

// ---------------------------------------------------------------------------------------------
// Sorting and keyset pagination.
//
// Order: the sort column, then the id in the same direction (a stable tiebreak); the default sort
// (newest) puts featured listings first, the others are pure orders (decision 018: "price low to
// high" with featured ones first looked unsorted). "relevance" (with a search text) orders by the search's tiers first (`textMatch`:
// words in the head, a prefix in the head, words only in a description), then like "newest"
// within each; its cursor also holds the tier. Every sort key is NOT NULL, so keyset pagination
// works for all sorts: the cursor holds the last row's (featured, sort value, id) and the next page
// starts strictly after it. The
// price sorts order by the price in TRY (`priceInTry`); their cursor also carries the rates of the
// first page, so a rates refresh between two pages cannot repeat or skip a listing.

type SortColumn = "created_at" | "price" | "views" | "rank";

const SORTS: Record<SortOption, { column: SortColumn; direction: "asc" | "desc" }> = {
  newest: { column: "created_at", direction: "desc" },
  oldest: { column: "created_at", direction: "asc" },
  "price-asc": { column: "price", direction: "asc" },
  "price-desc": { column: "price", direction: "desc" },
  "most-viewed": { column: "views", direction: "desc" },
  relevance: { column: "rank", direction: "desc" },
};

/** Only the default order puts featured listings first. */
const FEATURED_FIRST: readonly SortOption[] = ["newest", "relevance"];

function sortKey(column: Exclude<SortColumn, "rank">, rates: RatesTable, filters: Pick<ListingFilters, "rentalTerm">): SQL {
  if (column === "price") return comparablePrice(rates, filters);
  return sql`${column === "views" ? listings.views : listings.createdAt}`;
}

/** Timestamps travel as UTC text with microseconds: a JS Date (milliseconds) would lose rows. */
const TIMESTAMP_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A price in TRY travels as the exact `numeric` text (a float would round it). */
const DECIMAL_PATTERN = /^\d{1,20}(?:\.\d{1,40})?$/;

const cursorSchema = z.object({
  s: z.enum(SORT_OPTIONS),
  f: z.boolean(),
  v: z.union([z.number().int().min(-2_147_483_648).max(2_147_483_647), z.string().max(64)]),
  i: z.uuid(),
  r: z.unknown().optional(),
  /** Relevance: the tier of the last row. */
  t: z.number().int().min(0).max(2).optional(),
});
type Cursor = Omit<z.infer<typeof cursorSchema>, "r"> & { r?: RatesTable };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** A real instant (no 2024-02-31): it must survive a round trip through Date. */
function isInstant(text: string) {
  if (!TIMESTAMP_PATTERN.test(text)) return false;
  const millis = Date.parse(`${text.slice(0, 23)}Z`);
  return !Number.isNaN(millis) && new Date(millis).toISOString().slice(0, 23) === text.slice(0, 23);
}

/** The cursor if it is well-formed and made for this sort; otherwise null (start from the top). */
export function decodeCursor(text: string | null | undefined, sort: SortOption): Cursor | null {
  if (!text) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    if (!parsed.success || parsed.data.s !== sort) return null;
    const { r, ...cursor } = parsed.data;
    switch (SORTS[sort].column) {
      case "created_at":
        return typeof cursor.v === "string" && isInstant(cursor.v) ? cursor : null;
      case "views":
        return typeof cursor.v === "number" ? cursor : null;
      case "price":
        return typeof cursor.v === "string" && DECIMAL_PATTERN.test(cursor.v) && isRatesTable(r) ? { ...cursor, r } : null;
      case "rank":
        return typeof cursor.v === "string" && isInstant(cursor.v) && cursor.t !== undefined ? cursor : null;
    }
  } catch {
    return null;
  }
}

function afterCursor(sort: SortOption, cursor: Cursor, rates: RatesTable, filters: Pick<ListingFilters, "rentalTerm">): SQL {
  // Within its tier, a relevance list is in the "newest" order.
  const { column, direction } = SORTS[sort === "relevance" ? "newest" : sort] as {
    column: Exclude<SortColumn, "rank">;
    direction: "asc" | "desc";
  };
  const cast = { created_at: sql`::timestamptz`, views: sql`::integer`, price: sql`::numeric` }[column];
  const comparison = direction === "desc" ? sql.raw("<") : sql.raw(">");
  const rest = sql`(${sortKey(column, rates, filters)}, ${listings.id}) ${comparison} (${cursor.v}${cast}, ${cursor.i}::uuid)`;
  if (!FEATURED_FIRST.includes(sort)) return rest;
  // Featured rows come first: after a featured row come the rest of the featured ones, then all others.
  return cursor.f
    ? sql`(${listings.isFeatured} = false or (${listings.isFeatured} = true and ${rest}))`
    : sql`(${listings.isFeatured} = false and ${rest})`;
}

/**
 * One page of a category's active listings (or of every category's: the search page's narrowed
 * results) with every filter applied, in the chosen sort (the default one featured first);
 * `nextCursor` continues the list, `total` counts every match.
 */
export async function listCategory(
  db: Db,
  category: FilterScope,
  filters: ListingFilters,
  options: { rates: RatesTable; limit?: number; cursor?: string | null; countCap?: number },
): Promise<CategoryPage> {
  const countCap = options.countCap ?? COUNT_CAP;
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? CATEGORY_PAGE_SIZE), 1), CATEGORY_PAGE_SIZE);
  const text = categoryText(filters);
  // Relevance needs words to be relevant to; without them the list is the newest first.
  const sort = SORTS[filters.sort] && (filters.sort !== "relevance" || text) ? filters.sort : "newest";
  const { column, direction } = SORTS[sort];
  const order = direction === "desc" ? desc : asc;
  const cursor = decodeCursor(options.cursor, sort);
  // A price-sorted list keeps the rates of its first page (see above).
  const rates = cursor?.r ?? options.rates;
  const where = filterConditions(category, filters, rates);
  const createdAtText = sql<string>`to_char(${listings.createdAt} at time zone 'UTC', ${TIMESTAMP_FORMAT})`;
  const others = filterConditions(category, filters, rates, { text: false });
  // Counted up to the cap (one row more tells that there are more), while the page is read; with a
  // search text, the way its matches are best counted (`countMatchesUpTo`).
  const counted = text
    ? boundOfMatches(db, text, "all")
        .then((bound) => countMatchesUpTo(db, others, text.where, countCap, bound))
        .then((value) => ({ value }))
    : db
        .select({ value: count() })
        .from(
          db
            .select({ one: sql`1` })
            .from(listings)
            .where(where)
            .limit(countCap + 1)
            .as("capped"),
        )
        .then((result) => result[0]);
  counted.catch(() => {}); // awaited below; not an unhandled rejection if the page fails first

  let rows: (SummaryRow & { id: string; isFeatured: boolean; sortValue: string | number; tier?: number })[];
  if (column === "rank") {
    // Tier by tier from the cursor's, each in the "newest" order, until the page is full.
    rows = [];
    const tiers = text!.tiers;
    for (let tier = cursor?.t ?? 0; tier < tiers.length && rows.length <= limit; tier++) {
      const base = and(others, tier === cursor?.t ? afterInOrder(cursor.f, String(cursor.v), cursor.i) : undefined)!;
      const found = await readTier(db, base, text!, tier, limit + 1 - rows.length);
      rows.push(...found.map(({ createdAtText, ...row }) => ({ ...row, sortValue: createdAtText, tier })));
    }
  } else {
    const key = sortKey(column, rates, filters);
    const sortValue = column === "created_at" ? createdAtText : column === "price" ? sql<string>`${key}::text` : sql<number>`${key}`;
    rows = await db
      .select({ ...summaryColumns, sortValue })
      .from(listings)
      .where(cursor ? and(where, afterCursor(sort, cursor, rates, filters)) : where)
      .orderBy(...(FEATURED_FIRST.includes(sort) ? [desc(listings.isFeatured)] : []), order(key), order(listings.id))
      .limit(limit + 1);
  }
  const total = await counted;

  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          s: sort,
          f: last.isFeatured,
          v: last.sortValue,
          i: last.id,
          ...(column === "price" ? { r: rates } : {}),
          ...(last.tier !== undefined ? { t: last.tier } : {}),
        })
      : null;
  return {
    listings: page.map(({ sortValue: _sortValue, tier: _tier, ...row }) => toSummary(row)),
    nextCursor,
    total: Math.min(total?.value ?? 0, countCap),
    totalCapped: (total?.value ?? 0) > countCap,
  };
}

// ---------------------------------------------------------------------------------------------
// The make filter's choices: the makes that have active car listings.

/** The makes of the active cars, by database, as of a content version (decision 010). */
const activeMakes = new WeakMap<Db, { version: number; slugs: ReadonlySet<string> }>();

/**
 * The choices of the cars' make filter: every make with an active listing, by name, and the chosen
 * one (`selected`, from the URL) even when it has none, so the form still shows it. The distinct
 * makes are read once per content version (it grows whenever a public listing changes), so a page
 * view costs one single-row read; a stored value that is no known make is not offered.
 */
export async function listBrandChoices(db: Db, selected?: string): Promise<FilterChoice[]> {
  const version = await readContentVersion(db);
  let known = activeMakes.get(db);
  if (!known || known.version !== version) {
    const rows = await db
      .selectDistinct({ brand: specText("brand") })
      .from(listings)
      .where(and(isActive, eq(listings.categorySlug, "cars")));
    const slugs = new Set(rows.flatMap((row) => findCarBrand(row.brand)?.slug ?? []));
    known = { version, slugs };
    activeMakes.set(db, known);
  }
  const chosen = selected ? [selected] : [];
  return [...new Set([...known.slugs, ...chosen])]
    .map((slug) => ({ value: slug, label: findCarBrand(slug)?.name ?? slug }))
    .sort((a, b) => a.label.localeCompare(b.label, "tr"));
}
