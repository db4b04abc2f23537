import { type SQL, and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import type { ListingSummary } from "~/domain/listing";
import {
  CORRECTABLE_LENGTH,
  KNOWN_SEARCH_WORDS,
  type ParsedSearch,
  SUGGESTION_LIMITS,
  type Suggestion,
  editDistance,
  parseSearch,
  searchWords,
  suggestPlacesAndCategories,
  titlePrefixQuery,
  toTsQuery,
} from "~/domain/search";
import { storableText } from "~/domain/text";
import type { Db } from "../db/client";
import { listings, searchTerms } from "../db/schema";
import { summaryColumns, toSummary } from "./listings";

/**
 * The text search (issue 15, decision 016): a query is split into words (`domain/search.ts`); a
 * listing matches when every word matches one of its forms (synonyms, a place's other names, the
 * start of a longer word for the last one) anywhere in its search document (migration 0010: titles,
 * place, specifications, number, descriptions — folded). Results come in tiers: listings whose head
 * (titles, place, specifications, number) has every word exactly, then those whose head has the
 * last word as the start of a longer one, then those with words only in a description; in each
 * tier featured listings first (a boost, not the first place overall), then the newest. When the
 * words find few listings, a word of 5+ letters one edit away from a known word is offered as a
 * correction ("did you mean …?"), with what it finds.
 *
 * Every tier is read in index order (featured, newest) and stops at the page's size, or — when few
 * listings match — read whole from the search index and sorted: which of the two depends on how
 * many match, counted up to a bound first (`readTopRows`), so neither a common word (tens of
 * thousands of matches at 1M listings) nor a rare one costs more than a few milliseconds.
 */

export const SEARCH_LIMIT = 100;
/** Fewer results than this, and a correction is looked for. */
export const FEW_RESULTS = 3;

const isActive = eq(listings.status, "active");
const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

export interface TextMatch {
  /** The listing matches the words (anywhere) and the categories the words name. */
  where: SQL;
  /** Exclusive conditions, best first; every match meets exactly one. */
  tiers: SQL[];
}

/** The parsed query's match condition and tiers, or null when it has nothing to search for. */
export function textMatch(parsed: Pick<ParsedSearch, "terms" | "categories">): TextMatch | null {
  const query = toTsQuery(parsed.terms);
  const exact = toTsQuery(parsed.terms, { exact: true });
  const byCategory = parsed.categories.length > 0 ? inArray(listings.categorySlug, [...parsed.categories]) : undefined;
  if (!query || !exact) return byCategory ? { where: byCategory, tiers: [sql`true`] } : null;
  const headExact = sql`${listings.searchHead} @@ ${tsquery(exact)}`;
  const head = query === exact ? headExact : sql`${listings.searchHead} @@ ${tsquery(query)}`;
  const tiers = query === exact ? [headExact, sql`not (${head})`] : [headExact, sql`(${head} and not ${headExact})`, sql`not (${head})`];
  return { where: and(sql`${listings.searchVector} @@ ${tsquery(query)}`, byCategory)!, tiers };
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
 * How many matches make reading in index order the better plan: walking (featured, newest) until
 * `limit` matches costs about limit × total ÷ matches rows at ≈ 1 µs, reading every match from the
 * search index and sorting costs about matches rows at ≈ 7 µs; they cost the same at
 * √(limit × total ÷ 7). The total is the planner's own estimate of the table's size.
 */
async function commonMatchBound(db: Db, limit: number): Promise<number> {
  const [row] = await db.execute<{ total: number }>(sql`select greatest(reltuples, 0)::float8 as total from pg_class where oid = 'listings'::regclass`).then((result) => result.rows);
  return Math.max(200, Math.round(Math.sqrt((limit * Number(row?.total ?? 0)) / 7)));
}

/**
 * Runs `read` (the first `limit` listings meeting `where` in an order an index of listings serves)
 * in the plan that suits how many listings match. They are counted up to a bound first: beyond it
 * they are many, and the index order is read until the page is full (the planner is told not to
 * read every match or the whole table instead, which its estimate of a text's frequency sometimes
 * suggests); within
 * it they are few, and the planner reads them whole from the search index and sorts them.
 */
export async function readInBestPlan<T>(db: Db, where: SQL, limit: number, read: (executor: Db) => Promise<T>): Promise<T> {
  const bound = await commonMatchBound(db, limit);
  const [probe] = await db.select({ value: count() }).from(db.select({ one: sql`1` }).from(listings).where(where).limit(bound + 1).as("probe"));
  if ((probe?.value ?? 0) <= bound) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx as unknown as Db);
  });
}

/** Home-search order within a tier: featured first, then newest (the active listings' recent index). */
const TIER_ORDER = [desc(listings.isFeatured), desc(listings.createdAt)];

/** The search's statements, tier by tier (exported so a test can EXPLAIN exactly these). */
export function searchTierConditions(parsed: ParsedSearch): SQL[] {
  const match = textMatch(parsed);
  if (!match) return [];
  return match.tiers.map((tier) => and(isActive, match.where, tier)!);
}

async function runSearch(db: Db, parsed: ParsedSearch, limit: number): Promise<ListingSummary[]> {
  if (parsed.empty) return [];
  const found: ListingSummary[] = [];
  for (const where of searchTierConditions(parsed)) {
    if (found.length >= limit) break;
    const want = limit - found.length;
    const rows = await readInBestPlan(db, where, want, (executor) =>
      executor.select(summaryColumns).from(listings).where(where).orderBy(...TIER_ORDER).limit(want),
    );
    found.push(...rows.map(toSummary));
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
export async function findListingByNumber(db: Db, number: number): Promise<{ id: string; category: Category } | null> {
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
 * The query with each word of 5+ letters that is not a known word replaced by the closest known
 * word one edit away (a listing's word or a place, category or synonym word); null when no word
 * changes. The other words (category words too) stay as typed.
 */
export async function correctQuery(db: Db, text: string, parsed: ParsedSearch): Promise<string | null> {
  const corrections = new Map<string, string>();
  for (const term of parsed.terms) {
    const word = term.typed;
    if (term.place || word.length < CORRECTABLE_LENGTH || !/^[a-z]+$/.test(word) || corrections.has(word)) continue;
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
 * `domain/search.ts`), then the newest active listings whose title has every typed word (the last
 * one as a prefix).
 */
export async function suggestSearch(db: Db, text: string): Promise<Suggestion[]> {
  const cleaned = storableText(text);
  const fixed = suggestPlacesAndCategories(cleaned);
  const query = titlePrefixQuery(cleaned);
  if (!query) return fixed;
  const rows = await db
    .select({ id: listings.id, category: listings.categorySlug, title: listings.title, titleEn: listings.titleEn, number: listings.number })
    .from(listings)
    .where(and(isActive, sql`${listings.searchHead} @@ ${tsquery(query)}`))
    .orderBy(desc(listings.isFeatured), desc(listings.createdAt))
    .limit(SUGGESTION_LIMITS.listing);
  return [...fixed, ...rows.map((row): Suggestion => ({ kind: "listing", ...row }))];
}
