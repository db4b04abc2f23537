/**
 * Saved searches with e-mail alerts (decision 032). A member saves the filters of a
 * category page or the words of the search page, names the search and chooses instant or daily
 * mails; at most SAVED_SEARCHES_PER_MEMBER. Only the owner reads or changes a search.
 *
 * Alerts, in two maintenance sweeps (jobs/registry.ts `sweepJobs`: one run at a time per sweep, and each is
 * also safe when two runners overlap), fanned out when mailed, not when matched:
 * - matching: a trigger (migration 0015) queues every listing that goes live in `listing_match_queue`.
 *   A run takes a batch of queue rows `FOR UPDATE SKIP LOCKED` and, for each listing, evaluates the
 *   shapes of the live searches of its category and city (a shape: a search's filters without its
 *   range bounds; below) with the category page's own filter SQL (`filterConditions`) or the search
 *   page's own text condition (`searchPageCondition`) on that one listing, logs the shapes it meets
 *   in `listing_matches` and deletes the queue rows, in ONE transaction: a crash rolls all of it back
 *   and the rows wait for the next run. Its cost grows with the shapes (tens), not the searches.
 * - sending: per search to be told (instant: the searches of a logged match's shape whose own
 *   filters, bounds included, the listing meets; daily: a day after its last digest), a transaction
 *   locks the search row (`FOR UPDATE SKIP LOCKED`), reads the logged listings it is to be told of
 *   and was not yet (`saved_search_alerts`), sends one mail job (jobs/registry.ts) in that same
 *   transaction, records them as told and commits. A crash before COMMIT rolls back both (nothing
 *   lost: the next run tells them); two runners never hold the same search, and the second one,
 *   after the first committed, finds nothing left. The mail itself is delivered by the job queue
 *   (retried with backoff when the mail server refuses or hangs), so the transaction never waits
 *   on a mail server nor on a second connection (decision 033).
 */
import { type SQL, and, asc, count, desc, eq, exists, gt, gte, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { type Category, isCategory } from "~/domain/categories";
import { FILTERS, type FilterScope, type ListingFilters, filtersToSearchParams, parseCategoryFilters } from "~/domain/filters";
import { FALLBACK_RATES } from "~/domain/listing";
import { SAVED_SEARCHES_PER_MEMBER, SAVED_SEARCH_TEXT_MAX, type SavedSearchView } from "~/domain/saved-searches";
import {
  type SaveSearchInput,
  type UpdateSavedSearchInput,
  saveSearchSchema,
  updateSavedSearchSchema,
} from "~/domain/saved-search-schemas";
import { storableText } from "~/domain/text";
import { listingTitleIn } from "~/domain/listing-texts";
import { pathsFor } from "~/lib/paths";
import type { Mailer } from "../platform/mailer";
import type { Db } from "../../db/client";
import type { Tx } from "../../db/executor";
import { authUsers, listingMatchQueue, listingMatches, listings, profiles, savedSearchAlerts, savedSearches } from "../../db/schema";
import { savedSearchAlertMail } from "../../mail/templates";
import { mailRecipient, recipientColumns } from "../accounts/mail-recipients";
import { type RangeKey, filterConditions } from "./browse";
import { readStoredRates } from "./currency";
import { searchPageCondition } from "./search";
import { listingTitlesSql } from "../listings/listings";
import { type SignedLinkCheck, signLink, verifyLink } from "../accounts/signed-links";
import { type Actor, type ChangeOutcome, type MaintenanceJob } from "../platform/shared";

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------------------------------------
// The member's searches

export type SaveOutcome =
  { outcome: "ok"; id: string } | { outcome: "invalid"; issues: string[] } | { outcome: "empty" } | { outcome: "limit" };

/**
 * What a search stores: a category page's filters as the page's own URL parameters (without the
 * order, which does not change what matches), or the search page's words (`q`) and filters. Null:
 * nothing to search for (a search page without words).
 */
export function storedFilters(category: Category | undefined, query: string): Record<string, string> | null {
  const params = new URLSearchParams(storableText(query));
  if (category) {
    const { sort: _sort, ...filters } = parseCategoryFilters(category, params);
    return Object.fromEntries(filtersToSearchParams({ ...filters, sort: "newest" }));
  }
  const q = (params.get("q") ?? "").trim().slice(0, SAVED_SEARCH_TEXT_MAX);
  if (!searchPageCondition(q)) return null;
  const { sort: _sort, ...filters } = parseCategoryFilters("all", params);
  return Object.fromEntries(filtersToSearchParams({ ...filters, q, sort: "relevance" }));
}

/** Whether a search of the search page has filters besides its words (then it matches like a category page's). */
const narrowsWords = (params: URLSearchParams) => [...params.keys()].some((key) => key !== "q");

/** The filters of a stored search, through the category page's (or the search page's) parser again. */
function categoryFilters(category: FilterScope, stored: unknown): ListingFilters {
  const record = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record))
    if (typeof value === "string" || typeof value === "number") params.set(key, String(value));
  return parseCategoryFilters(category, params);
}

/** Saves a search for `actor` (validated; at most SAVED_SEARCHES_PER_MEMBER per member). */
export async function saveSearch(db: Db, actor: Actor, input: SaveSearchInput | Record<string, unknown>): Promise<SaveOutcome> {
  const parsed = saveSearchSchema.safeParse(input);
  if (!parsed.success) return { outcome: "invalid", issues: parsed.error.issues.map((issue) => issue.message) };
  const { name, frequency, category, query } = parsed.data;
  const filters = storedFilters(category, query);
  if (!filters) return { outcome: "empty" };
  return db.transaction(async (tx) => {
    // The member's row is locked while counting: two saves at once cannot both be the 20th.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, actor.userId)).for("update");
    const [counted] = await tx.select({ value: count() }).from(savedSearches).where(eq(savedSearches.userId, actor.userId));
    if ((counted?.value ?? 0) >= SAVED_SEARCHES_PER_MEMBER) return { outcome: "limit" as const };
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: actor.userId,
        name,
        categorySlug: category ?? null,
        filters,
        city: category && typeof filters.city === "string" ? filters.city : null,
        matchShape: searchShape(category ?? null, filters),
        frequency,
      })
      .returning({ id: savedSearches.id });
    return { outcome: "ok" as const, id: row!.id };
  });
}

const viewColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  category: savedSearches.categorySlug,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  paused: savedSearches.paused,
  createdAt: savedSearches.createdAt,
};

function toView(
  row: Omit<SavedSearchView, "filters" | "createdAt"> & { filters: Record<string, unknown> | null; createdAt: Date },
): SavedSearchView {
  const filters: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(row.filters ?? {}))
    if (typeof value === "string" || typeof value === "number") filters[key] = value;
  return { ...row, filters, createdAt: row.createdAt.toISOString() };
}

/** How many searches the member has saved (the header's link to them shows it). */
export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

/** The member's own searches, newest first. */
export async function listSavedSearches(db: Db, actor: Actor): Promise<SavedSearchView[]> {
  const rows = await db
    .select(viewColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toView);
}

async function ownerOf(db: Db, id: string): Promise<string | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db.select({ userId: savedSearches.userId }).from(savedSearches).where(eq(savedSearches.id, id));
  return row?.userId ?? null;
}

/**
 * Renames, pauses or resumes, or changes the frequency of the actor's own search (nobody else's,
 * admins included: a search is private). A resumed search tells of listings that go live from
 * then on, not of those of the pause.
 */
export async function updateSavedSearch(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateSavedSearchInput | Record<string, unknown>,
  now: Date = new Date(),
): Promise<ChangeOutcome | "invalid"> {
  const owner = await ownerOf(db, id);
  if (!owner) return "not_found";
  if (owner !== actor.userId) return "forbidden";
  const parsed = updateSavedSearchSchema.safeParse(input);
  if (!parsed.success) return "invalid";
  const change = parsed.data;
  if (change.name === undefined && change.frequency === undefined && change.paused === undefined) return "ok";
  await db
    .update(savedSearches)
    .set({
      ...change,
      // Resumed (it was paused): it counts listings from now on.
      ...(change.paused === false
        ? { alertsFrom: sql`case when ${savedSearches.paused} then ${now} else ${savedSearches.alertsFrom} end` }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.userId)));
  return "ok";
}

/** Deletes the actor's own search (its alerts go with it). */
export async function deleteSavedSearch(db: Db, actor: Actor, id: string): Promise<ChangeOutcome> {
  const owner = await ownerOf(db, id);
  if (!owner) return "not_found";
  if (owner !== actor.userId) return "forbidden";
  await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.userId)));
  return "ok";
}

// ---------------------------------------------------------------------------------------------
// The one-click unsubscribe (a signed link of each alert mail; works signed out)

export const UNSUBSCRIBE_LINK_PURPOSE = "saved-search-unsubscribe";
/** Days an unsubscribe link works after its mail. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

export const unsubscribeToken = (secret: string, savedSearchId: string, now: Date) =>
  signLink(secret, { purpose: UNSUBSCRIBE_LINK_PURPOSE, subject: savedSearchId }, new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS));

export const checkUnsubscribeToken = (secret: string, savedSearchId: string, token: string | null, now: Date): SignedLinkCheck =>
  verifyLink(secret, { purpose: UNSUBSCRIBE_LINK_PURPOSE, subject: savedSearchId }, token, now);

/**
 * Stops a search's mails (a verified unsubscribe link acts): the search is paused — kept, so its
 * owner can resume it from the saved searches page. Its name for the confirmation page, or null.
 */
export async function unsubscribeSavedSearch(db: Db, id: string, now: Date): Promise<{ name: string } | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db
    .update(savedSearches)
    .set({ paused: true, updatedAt: now })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row ?? null;
}

/** A search's name (the unsubscribe page's question), or null. */
export async function savedSearchName(db: Db, id: string): Promise<{ name: string; paused: boolean } | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({ name: savedSearches.name, paused: savedSearches.paused })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Matching

/** Queue rows one matching transaction takes. */
const MATCH_BATCH = 50;
/** Days a logged match is kept (a daily digest tells of the last day's). */
const MATCHES_KEPT_DAYS = 3;
/** Shapes one matching query evaluates (its size stays far below PostgreSQL's limits). */
const CONDITIONS_PER_QUERY = 200;

/** Stages a test may stop a run at, as a crash would (the transaction is then rolled back). */
export type AlertCheckpoint = "matched" | "claimed" | "sent";

export interface AlertRunOptions {
  /** Called inside the transaction; a throw aborts the run there (a test's crash). */
  checkpoint?: (stage: AlertCheckpoint) => void | Promise<void>;
  /** Told, per matched listing, how long finding its shapes took and logging them (the benchmark). */
  trace?: (listing: MatchTrace) => void;
}

export interface MatchTrace {
  /** Shapes read, and those whose filters the listing meets (bounds left out). */
  shapes: number;
  held: number;
  /** Milliseconds: reading the shapes and evaluating them; logging the ones it meets. */
  findMs: number;
  writeMs: number;
}

// Shapes. Two searches of the same category and filters but for their range bounds (price, area,
// year) have one shape: one condition of the category page's SQL tells for all of them whether a
// listing meets the rest of their filters, and one more, with each search's own bounds read from
// its row, which of them it meets entirely. A listing is then matched by a few conditions (the
// shapes of its category and city) whatever the number of searches.

/** What a range bound's value is replaced with in a shape. */
const ANY_BOUND = "~";
const RANGE_KEYS: ReadonlySet<string> = new Set(FILTERS.flatMap((filter) => (filter.kind === "range" ? filter.keys : [])));

/** The shape of a stored search: its category and its filters with the range bounds' values left out. */
export function searchShape(category: Category | null, filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (typeof value === "string" || typeof value === "number") params.set(key, RANGE_KEYS.has(key) ? ANY_BOUND : String(value));
  return `${category ?? ""}?${params}`;
}

interface Shape {
  shape: string;
  /** The listing meets the shape's filters but its range bounds. */
  condition: SQL;
  /** The shape has range bounds: the condition of each search's own bounds (SQL on its row too). */
  bounded: SQL | null;
}

/** A search's own bound: read from its row. */
const boundOfSearch = (key: RangeKey) => sql`(${savedSearches.filters} ->> ${key}::text)::numeric`;

/** A shape's conditions: the category page's (`filterConditions`) or the search page's (`searchPageCondition`). */
function shapeConditions(shape: string, rates: typeof FALLBACK_RATES): Shape | null {
  const split = shape.indexOf("?");
  const category = shape.slice(0, split);
  const params = new URLSearchParams(shape.slice(split + 1));
  const scope: FilterScope = isCategory(category) ? category : "all";
  if (scope === "all" && !narrowsWords(params)) {
    const condition = searchPageCondition(params.get("q") ?? "");
    return condition ? { shape, condition, bounded: null } : null;
  }
  // The bounds' places hold a number, so the parser keeps them; their SQL comes from `bound`.
  let bounds = false;
  for (const key of RANGE_KEYS)
    if (params.has(key)) {
      params.set(key, "0");
      bounds = true;
    }
  const filters = categoryFilters(scope, Object.fromEntries(params));
  return {
    shape,
    condition: filterConditions(scope, filters, rates, { bound: () => undefined }),
    bounded: bounds ? filterConditions(scope, filters, rates, { bound: boundOfSearch }) : null,
  };
}

/** Fills in the shapes of searches saved before they were kept (migration 0016); how many. */
export async function fillMissingShapes(db: Db | Tx): Promise<number> {
  const rows = await db
    .select({ id: savedSearches.id, category: savedSearches.categorySlug, filters: savedSearches.filters })
    .from(savedSearches)
    .where(isNull(savedSearches.matchShape))
    .limit(1000);
  for (const row of rows)
    await db
      .update(savedSearches)
      .set({ matchShape: searchShape(row.category, row.filters) })
      .where(eq(savedSearches.id, row.id));
  return rows.length;
}

/**
 * Logs the shapes of live searches whose filters (bounds left out) `listingId` meets, in
 * `listing_matches` (a listing that goes live again is logged afresh); how many.
 */
async function logMatchingShapes(
  tx: Tx,
  listingId: string,
  rates: typeof FALLBACK_RATES,
  trace?: AlertRunOptions["trace"],
): Promise<number> {
  const started = performance.now();
  const [listing] = await tx
    .select({ category: listings.categorySlug, city: listings.city, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing || listing.status !== "active") return 0;
  // The shapes of the live searches of its category or of every category, of its city or of none
  // (from the index alone).
  const found = await tx
    .selectDistinct({ shape: savedSearches.matchShape })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.paused, false),
        or(
          and(eq(savedSearches.categorySlug, listing.category), or(eq(savedSearches.city, listing.city), isNull(savedSearches.city))),
          isNull(savedSearches.categorySlug),
        ),
      ),
    );
  const shapes = found.flatMap((row) => (row.shape ? (shapeConditions(row.shape, rates) ?? []) : []));
  // The shapes whose filters (bounds left out) the listing meets: one row, one array of positions.
  const held: string[] = [];
  for (let start = 0; start < shapes.length; start += CONDITIONS_PER_QUERY) {
    const chunk = shapes.slice(start, start + CONDITIONS_PER_QUERY);
    const cases = chunk.map(({ condition }, index) => sql`case when ${condition} then ${sql.raw(String(index))} end`);
    const [row] = await tx
      .select({ hits: sql<number[] | null>`array_remove(array[${sql.join(cases, sql`, `)}]::int[], null)` })
      .from(listings)
      .where(eq(listings.id, listingId));
    for (const index of row?.hits ?? []) held.push(chunk[Number(index)]!.shape);
  }
  const foundAt = performance.now();
  if (held.length > 0)
    await tx
      .insert(listingMatches)
      .values(held.map((matchShape) => ({ listingId, matchShape })))
      .onConflictDoUpdate({
        target: [listingMatches.listingId, listingMatches.matchShape],
        set: { matchedAt: sql`now()`, instantDone: false },
      });
  trace?.({ shapes: found.length, held: held.length, findMs: foundAt - started, writeMs: performance.now() - foundAt });
  return held.length;
}

/**
 * One batch of the match queue: its listings' shapes logged and its rows deleted in one
 * transaction. How many listings it took (0: the queue is empty, or every row is another runner's)
 * and how many (listing, shape) matches it logged.
 */
export async function matchQueuedListings(
  db: Db,
  options: AlertRunOptions & { batch?: number } = {},
): Promise<{ listings: number; matches: number }> {
  const stored = await readStoredRates(db);
  const rates = stored?.rates ?? FALLBACK_RATES;
  return db.transaction(async (tx) => {
    const queued = await tx
      .select({ listingId: listingMatchQueue.listingId })
      .from(listingMatchQueue)
      .orderBy(asc(listingMatchQueue.queuedAt), asc(listingMatchQueue.listingId))
      .limit(options.batch ?? MATCH_BATCH)
      .for("update", { skipLocked: true });
    if (queued.length === 0) return { listings: 0, matches: 0 };
    let matches = 0;
    for (const { listingId } of queued) matches += await logMatchingShapes(tx, listingId, rates, options.trace);
    await options.checkpoint?.("matched");
    await tx.delete(listingMatchQueue).where(
      inArray(
        listingMatchQueue.listingId,
        queued.map((row) => row.listingId),
      ),
    );
    return { listings: queued.length, matches };
  });
}

/**
 * Matches batches until the queue is empty (or `maxBatches`), after filling in missing shapes and
 * dropping the matches older than the daily digests need; (listing, shape) matches logged.
 */
export async function matchAllQueued(db: Db, options: AlertRunOptions & { maxBatches?: number } = {}): Promise<number> {
  while ((await fillMissingShapes(db)) > 0);
  await db.delete(listingMatches).where(sql`${listingMatches.matchedAt} < now() - make_interval(days => ${MATCHES_KEPT_DAYS})`);
  let matches = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 40); batch++) {
    const result = await matchQueuedListings(db, options);
    matches += result.matches;
    if (result.listings === 0) break;
  }
  return matches;
}

// ---------------------------------------------------------------------------------------------
// What a search is to be told of

/** A search's condition on a listing: the category page's filters or the search page's words; null: nothing. */
function searchCondition(category: Category | null, filters: unknown, rates: typeof FALLBACK_RATES): SQL | null {
  if (category && isCategory(category)) return filterConditions(category, categoryFilters(category, filters), rates);
  const stored = filters && typeof filters === "object" ? (filters as Record<string, unknown>) : {};
  if (typeof stored.q !== "string") return null;
  if (Object.keys(stored).some((key) => key !== "q")) return filterConditions("all", categoryFilters("all", stored), rates);
  return searchPageCondition(stored.q);
}

interface SearchToTell {
  id: string;
  userId: string;
  category: Category | null;
  filters: unknown;
  matchShape: string | null;
  alertsFrom: Date;
}

/**
 * The listings a search is to be told of now, oldest match first: logged for its shape since it
 * counts (`alerts_from`), live, not its owner's, meeting all its filters (its own bounds too) now,
 * and not told yet.
 */
function listingsToTell(db: Db | Tx, search: SearchToTell, rates: typeof FALLBACK_RATES, limit: number) {
  const condition = searchCondition(search.category, search.filters, rates);
  if (!condition || !search.matchShape) return Promise.resolve([]);
  return db
    .select({
      listingId: listingMatches.listingId,
      category: listings.categorySlug,
      title: listings.title,
      titleEn: listings.titleEn,
      titles: listingTitlesSql(),
    })
    .from(listingMatches)
    .innerJoin(listings, eq(listings.id, listingMatches.listingId))
    .where(
      and(
        eq(listingMatches.matchShape, search.matchShape),
        gte(listingMatches.matchedAt, search.alertsFrom),
        ne(listings.ownerId, search.userId),
        condition,
        notExists(
          db
            .select({ one: sql`1` })
            .from(savedSearchAlerts)
            .where(and(eq(savedSearchAlerts.savedSearchId, search.id), eq(savedSearchAlerts.listingId, listingMatches.listingId))),
        ),
      ),
    )
    .orderBy(asc(listingMatches.matchedAt), asc(listingMatches.listingId))
    .limit(limit);
}

const toTellColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  category: savedSearches.categorySlug,
  filters: savedSearches.filters,
  matchShape: savedSearches.matchShape,
  alertsFrom: savedSearches.alertsFrom,
};

/** The listings the next mail of a search would tell of (its ids; for tests and checks). */
export async function pendingAlerts(db: Db, savedSearchId: string): Promise<string[]> {
  const [search] = await db
    .select({ ...toTellColumns, paused: savedSearches.paused })
    .from(savedSearches)
    .where(eq(savedSearches.id, savedSearchId));
  if (!search || search.paused) return [];
  const rates = (await readStoredRates(db))?.rates ?? FALLBACK_RATES;
  const rows = await listingsToTell(db, search, rates, 1000);
  return rows.map((row) => row.listingId).sort();
}

// ---------------------------------------------------------------------------------------------
// The alert mail

export interface AlertMailDeps {
  mailer: Mailer;
  /** The site's public origin, for absolute links. */
  siteUrl: string;
  /** The signed links' secret. */
  linkSecret: string;
  log?: { error(details: object, message: string): void };
}

// ---------------------------------------------------------------------------------------------
// Sending

/** Due searches read at a time. */
const SEND_BATCH = 100;
/** How long a sending run mails at most (its job runs every 20 s). */
const SEND_RUN_MS = 15_000;
/** Listings in one mail at most (the rest come in the next one). */
const LISTINGS_PER_MAIL = 30;

/** A search whose alerts are due: instant ones at once, daily ones a day after the last digest (or the search's creation). */
function isDue(now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return or(eq(savedSearches.frequency, "instant"), sql`coalesce(${savedSearches.lastDigestAt}, ${savedSearches.createdAt}) <= ${dayAgo}`)!;
}

/**
 * Tells one search of its new listings in one transaction (see the top of this file): locks the
 * search, reads what it is to be told of, sends one mail and records the listings as told (a
 * daily search's digest time moves on even when nothing is left to tell). Whether a mail went.
 */
async function sendSearchAlerts(
  db: Db,
  deps: AlertMailDeps,
  id: string,
  now: Date,
  rates: typeof FALLBACK_RATES,
  options: AlertRunOptions,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [search] = await tx
      .select({
        ...recipientColumns,
        ...toTellColumns,
        name: savedSearches.name,
        frequency: savedSearches.frequency,
      })
      .from(savedSearches)
      .innerJoin(profiles, eq(profiles.id, savedSearches.userId))
      .leftJoin(authUsers, eq(authUsers.id, savedSearches.userId))
      .where(and(eq(savedSearches.id, id), eq(savedSearches.paused, false), isDue(now)))
      .for("update", { of: savedSearches, skipLocked: true });
    if (!search) return false;
    const toTell = await listingsToTell(tx, search, rates, LISTINGS_PER_MAIL);
    if (toTell.length > 0) {
      await options.checkpoint?.("claimed");
      const { email, locale } = mailRecipient(search);
      const paths = pathsFor(locale);
      await deps.mailer.send(
        {
          to: email,
          ...savedSearchAlertMail(locale, {
            searchName: search.name,
            listings: toTell.map((listing) => ({
              title: listingTitleIn(listing, locale).text,
              link: `${deps.siteUrl}${paths.listing(listing.category, listing.listingId)}`,
            })),
            unsubscribeLink: `${deps.siteUrl}${paths.unsubscribeSavedSearch(id, unsubscribeToken(deps.linkSecret, id, now))}`,
            manageLink: `${deps.siteUrl}${paths.savedSearches()}`,
          }),
        },
        // A mail job in this transaction (adapters/mail.ts): the listings are recorded as told if and
        // only if the mail is on its way, and the connection is never held while a mail server answers.
        tx,
      );
      await options.checkpoint?.("sent");
      await tx
        .insert(savedSearchAlerts)
        .values(toTell.map((listing) => ({ savedSearchId: id, listingId: listing.listingId, createdAt: now, sentAt: now })))
        .onConflictDoNothing();
    }
    if (search.frequency === "daily") await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, id));
    return toTell.length > 0;
  });
}

/** A mail the server refused: logged, the transaction rolled back, tried again on the next run. */
class MailRefused extends Error {}

/**
 * The instant searches a logged match is still to be told of (their ids, in order): of its shape,
 * counting listings since before it matched, not the listing owner's, whose own filters (bounds
 * too) the listing meets, not told of it yet. (Exported for the benchmark.)
 */
export async function instantSearchesToTell(db: Db, match: { listingId: string; shape: string }, rates: typeof FALLBACK_RATES) {
  const shape = shapeConditions(match.shape, rates);
  if (!shape) return [];
  const rows = await db
    .select({ id: savedSearches.id })
    .from(listingMatches)
    .innerJoin(listings, eq(listings.id, listingMatches.listingId))
    .innerJoin(savedSearches, eq(savedSearches.matchShape, listingMatches.matchShape))
    .where(
      and(
        eq(listingMatches.listingId, match.listingId),
        eq(listingMatches.matchShape, match.shape),
        eq(savedSearches.frequency, "instant"),
        eq(savedSearches.paused, false),
        gte(listingMatches.matchedAt, savedSearches.alertsFrom),
        ne(listings.ownerId, savedSearches.userId),
        shape.bounded ?? shape.condition,
        notExists(
          db
            .select({ one: sql`1` })
            .from(savedSearchAlerts)
            .where(and(eq(savedSearchAlerts.savedSearchId, savedSearches.id), eq(savedSearchAlerts.listingId, listingMatches.listingId))),
        ),
      ),
    )
    .orderBy(asc(savedSearches.id));
  return rows.map((row) => row.id);
}

/**
 * Mails the due searches, one mail per search, until every one had its turn or the run's time
 * (`budgetMs`) is spent; mails sent. Instant searches: for each logged match not yet done (oldest
 * first), the searches still to be told of it — each told of all its new listings at once; a match
 * with none left is marked done. Daily searches: those due (a day after their last digest) whose
 * shape has matches since they count, in batches in id order. A mail the server refuses leaves that
 * search untold for the next run; a crash (a checkpoint's throw) stops the run.
 */
export async function sendSavedSearchAlerts(
  db: Db,
  deps: AlertMailDeps,
  now: Date,
  options: AlertRunOptions & { budgetMs?: number; batch?: number } = {},
): Promise<number> {
  const started = performance.now();
  const budget = options.budgetMs ?? SEND_RUN_MS;
  const batch = options.batch ?? SEND_BATCH;
  const timeLeft = () => performance.now() - started < budget;
  const rates = (await readStoredRates(db))?.rates ?? FALLBACK_RATES;
  const mailer: Mailer = {
    kind: deps.mailer.kind,
    send: (message, within) =>
      deps.mailer.send(message, within).catch((error: unknown) => {
        throw new MailRefused("alert mail refused", { cause: error });
      }),
  };
  let sent = 0;
  /** Tells one search; false when the run's time is spent. */
  const tell = async (id: string) => {
    try {
      if (await sendSearchAlerts(db, { ...deps, mailer }, id, now, rates, options)) sent += 1;
    } catch (error) {
      if (!(error instanceof MailRefused)) throw error;
      deps.log?.error({ err: error.cause, savedSearchId: id }, "saved search alert mail failed");
    }
    return timeLeft();
  };

  // Instant searches, match by match.
  const told = new Set<string>();
  // The match time travels as PostgreSQL's own text (microseconds; a JS Date would cut them).
  let afterMatch: { matchedAt: string; listingId: string; shape: string } | null = null;
  while (timeLeft()) {
    const open = await db
      .select({
        listingId: listingMatches.listingId,
        shape: listingMatches.matchShape,
        matchedAt: sql<string>`${listingMatches.matchedAt}::text`,
      })
      .from(listingMatches)
      .where(
        and(
          eq(listingMatches.instantDone, false),
          afterMatch
            ? sql`(${listingMatches.matchedAt}, ${listingMatches.listingId}, ${listingMatches.matchShape}) > (${afterMatch.matchedAt}::timestamptz, ${afterMatch.listingId}::uuid, ${afterMatch.shape})`
            : undefined,
        ),
      )
      .orderBy(asc(listingMatches.matchedAt), asc(listingMatches.listingId), asc(listingMatches.matchShape))
      .limit(batch);
    for (const match of open) {
      const searches = await instantSearchesToTell(db, match, rates);
      if (searches.length === 0) {
        // Done — unless it matched again meanwhile (then its new time keeps it open).
        await db
          .update(listingMatches)
          .set({ instantDone: true })
          .where(
            and(
              eq(listingMatches.listingId, match.listingId),
              eq(listingMatches.matchShape, match.shape),
              sql`${listingMatches.matchedAt} = ${match.matchedAt}::timestamptz`,
            ),
          );
        continue;
      }
      for (const id of searches) {
        // A search is told of all its new listings at once: once per run is enough.
        if (told.has(id)) continue;
        told.add(id);
        if (!(await tell(id))) return sent;
      }
    }
    if (open.length < batch) break;
    afterMatch = open[open.length - 1]!;
  }

  // Daily digests.
  let after: string | null = null;
  while (timeLeft()) {
    const due = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.frequency, "daily"),
          eq(savedSearches.paused, false),
          isDue(now),
          after ? gt(savedSearches.id, after) : undefined,
          exists(
            db
              .select({ one: sql`1` })
              .from(listingMatches)
              .where(and(eq(listingMatches.matchShape, savedSearches.matchShape), gte(listingMatches.matchedAt, savedSearches.alertsFrom))),
          ),
        ),
      )
      .orderBy(asc(savedSearches.id))
      .limit(batch);
    for (const { id } of due) if (!(await tell(id))) return sent;
    if (due.length < batch) break;
    after = due[due.length - 1]!.id;
  }
  return sent;
}

/** The matching job: new live listings against the saved searches (every 20 s; off the request path). */
export const savedSearchMatchJob: MaintenanceJob = {
  name: "saved-search-match",
  intervalSeconds: 20,
  maxRunSeconds: 5 * 60,
  run: ({ db }) => matchAllQueued(db),
};

/** The sending job: instant alerts within a minute of the approval, daily digests once a day. */
export const savedSearchAlertJob: MaintenanceJob = {
  name: "saved-search-alerts",
  intervalSeconds: 20,
  maxRunSeconds: 5 * 60,
  run: ({ db, now, mail }) => (mail ? sendSavedSearchAlerts(db, mail, now) : Promise.resolve(0)),
};
