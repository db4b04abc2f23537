import { type SQL, and, desc, eq, inArray, sql } from "drizzle-orm";
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
 * place, specifications, number, descriptions — folded). Results are ranked: words in the title
 * weigh more than in the place or specifications, those more than in the description; exact words
 * more than prefixes; featured listings get a boost, not first place; newest breaks ties. When the
 * words find few listings, a word of 5+ letters one edit away from a known word is offered as a
 * correction ("did you mean …?"), with what it finds.
 */

export const SEARCH_LIMIT = 100;
/** Fewer results than this, and a correction is looked for. */
export const FEW_RESULTS = 3;
/** How much a featured listing's rank is raised (a boost, not an absolute first place). */
const FEATURED_BOOST = 1.3;

const isActive = eq(listings.status, "active");

/** The parsed query's match condition and rank, or null when it has nothing to search for. */
export function textMatch(parsed: ParsedSearch): { where: SQL; rank: SQL<number> } | null {
  const query = toTsQuery(parsed.terms);
  const exact = toTsQuery(parsed.terms, { exact: true });
  const conditions: SQL[] = [];
  if (query) conditions.push(sql`${listings.searchVector} @@ to_tsquery('simple', ${query})`);
  if (parsed.categories.length > 0) conditions.push(inArray(listings.categorySlug, [...parsed.categories]));
  if (conditions.length === 0) return null;
  // ts_rank weights {D, C, B, A}: title 1, place/specifications 0.5, description 0.2.
  const rank = query
    ? sql<number>`((ts_rank('{0.05, 0.2, 0.5, 1.0}', ${listings.searchVector}, to_tsquery('simple', ${exact})) * 2
        + ts_rank('{0.05, 0.2, 0.5, 1.0}', ${listings.searchVector}, to_tsquery('simple', ${query})))
        * case when ${listings.isFeatured} then ${FEATURED_BOOST}::real else 1 end)::real`
    : sql<number>`(case when ${listings.isFeatured} then ${FEATURED_BOOST}::real else 1 end)::real`;
  return { where: and(...conditions)!, rank };
}

/** The text search condition for other lists (the admin panel): words, or a listing number. */
export function textSearchCondition(query: string): SQL {
  const parsed = parseSearch(storableText(query));
  const match = textMatch(parsed);
  const byNumber = parsed.listingNumber !== null ? eq(listings.number, parsed.listingNumber) : undefined;
  if (match && byNumber) return sql`(${match.where} or ${byNumber})`;
  return match?.where ?? byNumber ?? sql`false`;
}

/** The search as a query builder (exported so a test can EXPLAIN exactly this statement). */
export function searchListingsQuery(db: Db, parsed: ParsedSearch, limit = SEARCH_LIMIT) {
  const match = textMatch(parsed);
  const rank = match?.rank ?? sql<number>`0::real`;
  return db
    .select({ ...summaryColumns, rank })
    .from(listings)
    .where(and(isActive, match?.where ?? sql`false`))
    .orderBy(desc(rank), desc(listings.createdAt), desc(listings.id))
    .limit(Math.min(Math.max(Math.trunc(limit) || 1, 1), SEARCH_LIMIT));
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

async function runSearch(db: Db, parsed: ParsedSearch, limit: number): Promise<ListingSummary[]> {
  if (parsed.empty) return [];
  const rows = await searchListingsQuery(db, parsed, limit);
  return rows.map(({ rank: _rank, ...row }) => toSummary(row));
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
    .where(and(isActive, sql`${listings.searchVector} @@ to_tsquery('simple', ${query})`))
    .orderBy(desc(listings.isFeatured), desc(listings.createdAt))
    .limit(SUGGESTION_LIMITS.listing);
  return [...fixed, ...rows.map((row): Suggestion => ({ kind: "listing", ...row }))];
}
