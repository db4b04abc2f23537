import { type SQL, and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import type { ListingSummary } from "~/domain/listing";
import {
  CORRECTABLE_LENGTH,
  KNOWN_SEARCH_WORDS,
  type ParsedSearch,
  SUGGESTION_LIMITS,
  type Suggestion,
  VOCABULARY_WORD,
  editDistance,
  parseSearch,
  searchWords,
  suggestPlacesAndCategories,
  titlePrefixQuery,
  toTsQuery,
} from "~/domain/search";
import { storableText } from "~/domain/text";
import type { Db } from "../../db/client";
import { listings, searchTerms } from "../../db/schema";
import { listingTitlesSql, summaryColumns, toSummary } from "../listings/listings";

/**
 * The text search (decision 016): a query is split into words (`domain/search.ts`); a
 * listing matches when every word matches one of its forms (synonyms, a place's other names, the
 * start of a longer word for the last one) anywhere in its search document (migration 0010: titles,
 * place, specifications, number, descriptions — folded). Results come in tiers: listings whose head
 * (titles, place, specifications, number) has every word exactly, then those whose head has the
 * last word as the start of a longer one, then those with words only in a description; in each
 * tier featured listings first (a boost, not the first place overall), then the newest. When the
 * words find few listings, a word of 4+ letters one edit away from a known word is offered as a
 * correction ("did you mean …?"), with what it finds.
 *
 * Every tier is read in index order (featured, newest) and stops at the page's size, or — when few
 * listings match — read whole from the search index and sorted: which of the two depends on how
 * many match, counted up to a bound first (`readTopRows`), so neither a common word (tens of
 * thousands of matches at 1M listings) nor a rare one costs more than a few milliseconds.
 */

export const SEARCH_LIMIT = 100;
/** Fewer results than this, and a correction is looked for. */
const FEW_RESULTS = 3;

const isActive = eq(listings.status, "active");
const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

export interface TextMatch {
  /** The listing matches the words (anywhere) and the categories the words name. */
  where: SQL;
  /**
   * The same matches in exclusive conditions, best first (each alone selects its listings; their
   * union is `where`): every word in the head, the last one as a prefix in the head, words only in
   * a description. The head conditions need no look at the descriptions: the head's own index
   * answers them, and walking listings in order reads only the small head document.
   */
  tiers: SQL[];
  /** What each tier (and, last, `where`) searches: for `boundOfMatches`. */
  kinds: readonly MatchKind[];
  terms: ParsedSearch["terms"];
}

/** Which document a condition searches, and whether the last word may be a prefix. */
interface MatchKind {
  document: "head" | "anywhere";
  prefix: boolean;
}

/** The parsed query's match condition and tiers, or null when it has nothing to search for. */
export function textMatch(parsed: Pick<ParsedSearch, "terms" | "categories">): TextMatch | null {
  const query = toTsQuery(parsed.terms);
  const exact = toTsQuery(parsed.terms, { exact: true });
  const byCategory = parsed.categories.length > 0 ? inArray(listings.categorySlug, [...parsed.categories]) : undefined;
  if (!query || !exact) return byCategory ? { where: byCategory, tiers: [byCategory], kinds: [], terms: [] } : null;
  const anywhere = sql`${listings.searchVector} @@ ${tsquery(query)}`;
  const headExact = sql`${listings.searchHead} @@ ${tsquery(exact)}`;
  const head = query === exact ? headExact : sql`${listings.searchHead} @@ ${tsquery(query)}`;
  const tiers = [headExact, ...(query === exact ? [] : [sql`(${head} and not ${headExact})`]), sql`(${anywhere} and not ${head})`];
  const kinds: MatchKind[] = [
    { document: "head", prefix: false },
    ...(query === exact ? [] : [{ document: "head" as const, prefix: true }]),
    { document: "anywhere", prefix: true },
  ];
  return {
    where: and(anywhere, byCategory)!,
    tiers: tiers.map((tier) => and(tier, byCategory)!),
    kinds: [...kinds, { document: "anywhere", prefix: true }],
    terms: parsed.terms,
  };
}

/** The text search condition for other lists (the admin panel): words, or a listing number. */
export function textSearchCondition(query: string): SQL {
  const parsed = parseSearch(storableText(query));
  const match = textMatch(parsed);
  const byNumber = parsed.listingNumber !== null ? eq(listings.number, parsed.listingNumber) : undefined;
  if (match && byNumber) return sql`(${match.where} or ${byNumber})`;
  return match?.where ?? byNumber ?? sql`false`;
}

/**
 * Reading the newest matches of a text (decision 016). PostgreSQL cannot read a full-text index in
 * another order, so there are two plans: walk the listings in (featured, newest) order through a
 * B-tree and keep the matches — cheap when matches are common, as the page fills after a few
 * thousand rows; or read every match from the search index and sort — cheap when they are few.
 * The planner's estimate of the matches chooses, but a wrong estimate must not cost seconds: the
 * walk stops after WALK_LIMIT rows and the rest is read from the search index, below the walk.
 */

/** The most listings one walk reads (≈ 2 µs each: the head document is small). */
const WALK_LIMIT = 10_000;

/**
 * From how many estimated matches a walk is tried: when they are at least 1 % of the listings, the
 * walk's WALK_LIMIT rows should hold a page of 100. (Fewer are read from the search index and
 * sorted: a few thousand rows at most, unless the estimate was far off.)
 */
async function walkFrom(db: Db): Promise<number> {
  return Math.max(300, ((await listingCountEstimate(db)) * SEARCH_LIMIT) / WALK_LIMIT);
}

/**
 * The planner's estimate of the listings table's size (pg_class.reltuples), asked at most once a
 * minute per process: it only sizes the threshold above.
 */
let sizeEstimate: { value: number; at: number } | null = null;
async function listingCountEstimate(db: Db): Promise<number> {
  if (sizeEstimate && Date.now() - sizeEstimate.at < 60_000) return sizeEstimate.value;
  const [row] = (
    await db.execute<{ total: number }>(sql`select greatest(reltuples, 0)::float8 as total from pg_class where oid = 'listings'::regclass`)
  ).rows;
  sizeEstimate = { value: Number(row?.total ?? 0), at: Date.now() };
  return sizeEstimate.value;
}

/**
 * How often words occur: the statistics ANALYZE keeps of the search documents (pg_stats'
 * most common elements, with their share of listings; a word not among them occurs less often
 * than the least common of them), read at most once a minute per process.
 */
interface WordShares {
  shares: Map<string, number>;
  /** The share below which words are not listed. */
  floor: number;
}
let wordStatistics: { value: Record<MatchKind["document"], WordShares>; at: number } | null = null;
async function wordShares(db: Db): Promise<Record<MatchKind["document"], WordShares>> {
  if (wordStatistics && Date.now() - wordStatistics.at < 60_000) return wordStatistics.value;
  const { rows } = await db.execute<{ column: string; words: string[] | null; shares: number[] | null }>(
    sql`select attname as column, most_common_elems::text::text[] as words, most_common_elem_freqs as shares
          from pg_stats where schemaname = current_schema() and tablename = 'listings' and attname in ('search_head', 'search_vector')`,
  );
  const read = (column: string): WordShares => {
    const row = rows.find((candidate) => candidate.column === column);
    const words = row?.words ?? [];
    const shares = (row?.shares ?? []).slice(0, words.length).map(Number);
    // Without statistics (never analysed) every word may be anywhere: the floor says "all".
    return { shares: new Map(words.map((word, index) => [word, shares[index]!])), floor: words.length > 0 ? Math.min(...shares) : 1 };
  };
  wordStatistics = { value: { head: read("search_head"), anywhere: read("search_vector") }, at: Date.now() };
  return wordStatistics.value;
}

/**
 * Which of `words` no public listing has, and which prefixes begin no word of one (the vocabulary,
 * `search_terms`, holds every word of 3–40 letters of the public listings, in every script the
 * fold keeps: `VOCABULARY_WORD`). Shorter words and words with digits are not checked.
 */
async function unknownWords(
  db: Db,
  words: readonly string[],
  prefixes: readonly string[],
): Promise<{ words: Set<string>; prefixes: Set<string> }> {
  const checkable = (word: string) => VOCABULARY_WORD.test(word);
  const exact = [...new Set(words.filter(checkable))];
  const starts = [...new Set(prefixes.filter(checkable))];
  const [known, begun] = await Promise.all([
    exact.length > 0
      ? db.select({ term: searchTerms.term }).from(searchTerms).where(inArray(searchTerms.term, exact))
      : Promise.resolve([]),
    Promise.all(
      starts.map(async (prefix) => {
        const [row] = await db
          .select({ term: searchTerms.term })
          .from(searchTerms)
          .where(sql`${searchTerms.term} like ${`${prefix}%`}`)
          .limit(1);
        return row ? prefix : null;
      }),
    ),
  ]);
  const found = new Set(known.map((row) => row.term));
  return {
    words: new Set(exact.filter((word) => !found.has(word))),
    prefixes: new Set(starts.filter((prefix) => !begun.includes(prefix))),
  };
}

const unknownOf = new WeakMap<TextMatch, ReturnType<typeof unknownWords>>();

/**
 * An upper bound of how many listings a tier of `match` (or, with "all", all of it) can find,
 * from the words' own statistics, not the planner's estimate (which multiplies the shares of the
 * words as if they were unrelated, and "havuzlu villa" — words that go together — came out ten
 * times too low). A listing must have every term, so no more listings match than have the rarest
 * term; a term is any of its forms; a word no public listing has matches none.
 */
export async function boundOfMatches(db: Db, match: TextMatch, tier: number | "all"): Promise<number | null> {
  const kind = match.kinds[tier === "all" ? match.kinds.length - 1 : tier];
  if (!kind || match.terms.length === 0) return null;
  const [statistics, total] = await Promise.all([wordShares(db), listingCountEstimate(db)]);
  const { shares, floor } = statistics[kind.document];
  // Looked up once per search, whichever tiers ask.
  let lookup = unknownOf.get(match);
  if (!lookup) {
    const alternatives = match.terms.flatMap((term) => term.alternatives);
    lookup = unknownWords(
      db,
      alternatives.flatMap((alternative) => alternative.words),
      alternatives.filter((alternative) => alternative.prefix).map((alternative) => alternative.words.at(-1)!),
    );
    unknownOf.set(match, lookup);
  }
  const unknown = await lookup;
  const shareOf = (word: string, prefix: boolean) => {
    if (!prefix) return unknown.words.has(word) ? 0 : (shares.get(word) ?? floor);
    if (unknown.prefixes.has(word)) return 0;
    let sum = floor;
    for (const [listed, share] of shares) if (listed.startsWith(word)) sum += share;
    return sum;
  };
  let rarest = 1;
  for (const term of match.terms) {
    let share = 0;
    for (const alternative of term.alternatives) {
      const words = alternative.words.map((word, index) =>
        shareOf(word, kind.prefix && alternative.prefix && index === alternative.words.length - 1),
      );
      share += Math.min(...words);
    }
    rarest = Math.min(rarest, share);
  }
  if (rarest === 0) return 0;
  // A table never analysed has no size yet: the planner decides.
  return total > 0 ? Math.ceil(Math.min(rarest, 1) * total) : null;
}

/** The planner's estimate of how many listings meet `where` (an EXPLAIN, no execution). */
async function estimatedRows(db: Db, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    sql`explain (format json) select 1 from ${listings} where ${where}`,
  );
  return Number(rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0);
}

/** What a ranked read returns: a card's columns and the row's place in the order. */
const rankedColumns = {
  ...summaryColumns,
  /** created_at as exact UTC text with microseconds (a cursor's value). */
  createdAtText: sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as("created_at_text"),
};

/** Rows strictly after (f, t, id) in the (featured desc, created_at desc, id desc) order. */
export function afterInOrder(featured: boolean, createdAtText: string, id: string): SQL {
  return sql`(${listings.isFeatured}, ${listings.createdAt}, ${listings.id}) < (${featured}, ${createdAtText}::timestamptz, ${id}::uuid)`;
}

const ORDER = [desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id)];

/**
 * Runs `work` in a transaction whose planner reads listings only as the plan requires: "search
 * index" (bitmap scans of the indexes, no B-tree walk in order, no table scan) or "walk" (a B-tree
 * in order, no bitmap, no table scan). `set_config(…, true)` is `SET LOCAL`.
 */
function withPlan<T>(db: Db, plan: "search index" | "walk", work: (executor: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Db;
    const off = plan === "walk" ? "enable_bitmapscan" : "enable_indexscan";
    await executor.execute(sql`select set_config(${off}, 'off', true), set_config('enable_seqscan', 'off', true)`);
    return work(executor);
  });
}

/** Reads the matches of `where` from the search index and sorts them (never walks a B-tree for them). */
function readFromSearchIndex(db: Db, where: SQL, limit: number) {
  return withPlan(db, "search index", (executor) =>
    executor
      .select(rankedColumns)
      .from(listings)
      .where(where)
      .orderBy(...ORDER)
      .limit(limit),
  );
}

/**
 * The first `limit` listings that meet `base` and `match`, featured first, then newest, then by id:
 * `base` is what a B-tree walk can follow (active, category, filters, a cursor), `match` the text.
 */
async function readNewestMatches(
  db: Db,
  base: SQL,
  match: SQL,
  limit: number,
  options: { bound?: number | null; trace?: (plan: "search index" | "walk" | "walk, then search index") => void } = {},
) {
  const { trace } = options;
  const where = and(base, match)!;
  const expected = options.bound ?? (await estimatedRows(db, where));
  if (expected < (await walkFrom(db))) {
    trace?.("search index");
    return readFromSearchIndex(db, where, limit);
  }
  const walked = await withPlan(db, "walk", (executor) => {
    // The walk carries only what it needs to decide (the id, the order and whether the row
    // matches); the few rows kept are read whole afterwards.
    const newest = executor
      .select({ id: listings.id, isFeatured: listings.isFeatured, createdAt: listings.createdAt, hit: sql<boolean>`${match}`.as("hit") })
      .from(listings)
      .where(base)
      .orderBy(...ORDER)
      .limit(WALK_LIMIT)
      .as("newest");
    const kept = executor
      .select({ id: newest.id })
      .from(newest)
      .where(sql`${newest.hit}`)
      .orderBy(desc(newest.isFeatured), desc(newest.createdAt), desc(newest.id))
      .limit(limit)
      .as("kept");
    return executor
      .select(rankedColumns)
      .from(listings)
      .innerJoin(kept, eq(kept.id, listings.id))
      .orderBy(...ORDER);
  });
  trace?.(walked.length === limit ? "walk" : "walk, then search index");
  if (walked.length === limit) return walked;
  // The walk ended (or the matches did): the rest lie below its last row, read from the search index.
  const [edge] = await withPlan(db, "walk", (executor) =>
    executor
      .select({ isFeatured: listings.isFeatured, createdAtText: rankedColumns.createdAtText, id: listings.id })
      .from(listings)
      .where(base)
      .orderBy(...ORDER)
      .offset(WALK_LIMIT - 1)
      .limit(1),
  );
  if (!edge) return walked;
  const rest = await readFromSearchIndex(
    db,
    and(where, afterInOrder(edge.isFeatured, edge.createdAtText, edge.id))!,
    limit - walked.length,
  );
  return [...walked, ...rest];
}

/**
 * How many listings meet `base` and `match`, up to `cap` (+1 tells that there are more): counted
 * in a walk of the newest listings when the estimate says matches are common, else (or when the
 * walk found fewer than the cap) from the search index.
 */
export async function countMatchesUpTo(db: Db, base: SQL, match: SQL, cap: number, bound?: number | null): Promise<number> {
  const where = and(base, match)!;
  if ((bound ?? (await estimatedRows(db, where))) >= (await walkFrom(db))) {
    const walked = await withPlan(db, "walk", async (executor) => {
      const newest = executor
        .select({ hit: sql<boolean>`${match}`.as("hit") })
        .from(listings)
        .where(base)
        .orderBy(...ORDER)
        .limit(WALK_LIMIT)
        .as("newest");
      const [result] = await executor.select({ value: count() }).from(
        executor
          .select({ one: sql`1` })
          .from(newest)
          .where(sql`${newest.hit}`)
          .limit(cap + 1)
          .as("walked"),
      );
      return result?.value ?? 0;
    });
    if (walked > cap) return cap + 1;
  }
  return withPlan(db, "search index", async (executor) => {
    const [counted] = await executor.select({ value: count() }).from(
      executor
        .select({ one: sql`1` })
        .from(listings)
        .where(where)
        .limit(cap + 1)
        .as("capped"),
    );
    return counted?.value ?? 0;
  });
}

/** The search's text conditions, tier by tier, best first (exported so a test can EXPLAIN them). */
export function searchTierConditions(parsed: ParsedSearch): SQL[] {
  return textMatch(parsed)?.tiers ?? [];
}

/** Reads tier `tier` of `match` (see `readNewestMatches`), planned by the bound of its matches. */
export async function readTier(db: Db, base: SQL, match: TextMatch, tier: number, limit: number, trace?: (plan: string) => void) {
  return readNewestMatches(db, base, match.tiers[tier]!, limit, { bound: await boundOfMatches(db, match, tier), trace });
}

/**
 * What the search page finds for `query`, as one condition: the active listings matching its words
 * (the union of the tiers `runSearch` reads); null when it has nothing to search for. Saved
 * searches' alerts (services/discovery/saved-searches.ts) match new listings with it.
 */
export function searchPageCondition(query: string): SQL | null {
  const parsed = parseSearch(storableText(query).trim());
  if (parsed.empty) return null;
  const match = textMatch(parsed);
  return match ? and(isActive, match.where)! : null;
}

async function runSearch(db: Db, parsed: ParsedSearch, limit: number): Promise<ListingSummary[]> {
  if (parsed.empty) return [];
  const match = textMatch(parsed);
  if (!match) return [];
  // No listing has one of the words: nothing to read.
  if ((await boundOfMatches(db, match, "all")) === 0) return [];
  const found: ListingSummary[] = [];
  for (let tier = 0; tier < match.tiers.length && found.length < limit; tier++) {
    const rows = await readTier(db, isActive, match, tier, limit - found.length);
    found.push(...rows.map(({ createdAtText: _createdAtText, ...row }) => toSummary(row)));
  }
  return found;
}

export interface SearchResult {
  listings: ListingSummary[];
  /** The active listing a listing number names (the page opens it). */
  listing: { id: string; category: Category } | null;
  /** When the words found few listings: a corrected query and what it finds. */
  correction: { query: string; listings: ListingSummary[] } | null;
}

/** The active listing with this number, or null. */
async function findListingByNumber(db: Db, number: number): Promise<{ id: string; category: Category } | null> {
  const [row] = await db
    .select({ id: listings.id, category: listings.categorySlug })
    .from(listings)
    .where(and(isActive, eq(listings.number, number)))
    .limit(1);
  return row ?? null;
}

/**
 * Active listings matching the query, best first (≤ 100); a listing number opens its listing; few
 * results bring a correction of the misspelt words, when one finds more.
 */
export async function searchListings(db: Db, query: string, options: { limit?: number } = {}): Promise<SearchResult> {
  const text = storableText(query).trim();
  const limit = options.limit ?? SEARCH_LIMIT;
  const none: SearchResult = { listings: [], listing: null, correction: null };
  if (!text) return none;
  const parsed = parseSearch(text);
  if (parsed.listingNumber !== null) {
    const listing = await findListingByNumber(db, parsed.listingNumber);
    if (listing) return { ...none, listing };
  }
  const found = await runSearch(db, parsed, limit);
  if (found.length >= FEW_RESULTS) return { ...none, listings: found };
  const corrected = await correctQuery(db, text, parsed);
  if (!corrected) return { ...none, listings: found };
  const better = await runSearch(db, parseSearch(corrected), limit);
  return { ...none, listings: found, correction: better.length > found.length ? { query: corrected, listings: better } : null };
}

/**
 * The query with each word of CORRECTABLE_LENGTH+ letters that is not a known word replaced by the closest known
 * word one edit away (a listing's word or a place, category or synonym word); null when no word
 * changes. The other words (category words too) stay as typed.
 */
async function correctQuery(db: Db, text: string, parsed: ParsedSearch): Promise<string | null> {
  const corrections = new Map<string, string>();
  for (const term of parsed.terms) {
    const word = term.typed;
    if (term.place || word.length < CORRECTABLE_LENGTH || !VOCABULARY_WORD.test(word) || corrections.has(word)) continue;
    const correction = await closestWord(db, word);
    if (correction && correction !== word) corrections.set(word, correction);
  }
  if (corrections.size === 0) return null;
  return searchWords(text)
    .map((word) => corrections.get(word) ?? word)
    .join(" ");
}

async function closestWord(db: Db, word: string): Promise<string | null> {
  const [known] = await db.select({ term: searchTerms.term }).from(searchTerms).where(eq(searchTerms.term, word)).limit(1);
  if (known || KNOWN_SEARCH_WORDS.includes(word)) return null;
  const candidates = await db
    .select({ term: searchTerms.term, similarity: sql<number>`similarity(${searchTerms.term}, ${word})` })
    .from(searchTerms)
    .where(sql`${searchTerms.term} % ${word}`)
    .orderBy(sql`similarity(${searchTerms.term}, ${word}) desc`, searchTerms.term)
    .limit(10);
  const pool = [...candidates.map((candidate) => candidate.term), ...KNOWN_SEARCH_WORDS];
  let best: { term: string; distance: number; index: number } | null = null;
  pool.forEach((term, index) => {
    const distance = editDistance(word, term, 1);
    if (distance > 1) return;
    if (!best || distance < best.distance || (distance === best.distance && index < best.index)) best = { term, distance, index };
  });
  return (best as { term: string } | null)?.term ?? null;
}

/**
 * Suggestions for what is being typed: places and categories (from the tables in
 * `domain/search.ts`), then the newest active listings whose title begins a word with the last
 * typed word and whose title, place or specifications have the words before it (`titlePrefixQuery`).
 */
export async function suggestSearch(db: Db, text: string): Promise<Suggestion[]> {
  const cleaned = storableText(text);
  const fixed = suggestPlacesAndCategories(cleaned);
  const query = titlePrefixQuery(cleaned);
  if (!query) return fixed;
  const rows = await db
    .select({
      id: listings.id,
      category: listings.categorySlug,
      title: listings.title,
      titleEn: listings.titleEn,
      titles: listingTitlesSql(),
      number: listings.number,
    })
    .from(listings)
    .where(and(isActive, sql`${listings.searchHead} @@ ${tsquery(query)}`))
    .orderBy(desc(listings.isFeatured), desc(listings.createdAt))
    .limit(SUGGESTION_LIMITS.listing);
  return [...fixed, ...rows.map((row): Suggestion => ({ kind: "listing", ...row }))];
}
