/**
 * `npm run bench:saved-searches -- [--searches N] [--samples K] [--mix broad|narrow] [--database-url URL | --data-dir DIR]`
 *
 * Matching new listings against many saved searches (decision 032; target ≤ 50 ms
 * per approved listing, off the request path). Run it on a database seeded by `npm run bench:seed`
 * (e.g. 100k listings): it adds N generated saved searches (default 100k; a category, often a city,
 * sometimes a price ceiling or rooms, a few text searches) owned by the seed's owners, queues K
 * live listings (default 50) and times the matching job one listing per transaction
 * (`matchQueuedListings` with a batch of 1), then removes everything it added.
 */
import { inArray, sql } from "drizzle-orm";
import { migrateDatabase, openDatabase } from "~/.server/db/client";
import { listingMatchQueue, listingMatches, listings, profiles, savedSearches } from "~/.server/db/schema";
import {
  type MatchTrace,
  instantSearchesToTell,
  matchQueuedListings,
  searchShape,
  storedFilters,
} from "~/.server/services/discovery/saved-searches";
import { FALLBACK_RATES } from "~/domain/listing";
import { CATEGORIES, type Category } from "~/domain/categories";
import { countOption, formatCount, option } from "./cli";

const args = process.argv.slice(2);
const searches = countOption(args, "searches", 100_000);
const samples = countOption(args, "samples", 50);
const databaseUrl = option(args, "database-url") ?? (option(args, "data-dir") ? undefined : process.env.DATABASE_URL || undefined);
const dataDir = option(args, "data-dir") ?? process.env.DATA_DIR ?? "./data-bench";
const NAME = "bench saved search";
/**
 * How often a search sets each filter. "broad": many searches of a whole category or of every price
 * (a listing matches ≈ 5.5 % of all searches); "narrow": most name a city, a price range and, for
 * homes, the rooms (≈ 1.5 %), as alert searches tend to.
 */
const MIXES = {
  broad: { city: 0.7, minPrice: 0, maxPrice: 0.4, rooms: 0.3 },
  narrow: { city: 0.95, minPrice: 0.3, maxPrice: 0.7, rooms: 0.6 },
} as const;
const mix = option(args, "mix") ?? "broad";
if (!(mix in MIXES)) throw new Error(`--mix: one of ${Object.keys(MIXES).join(", ")}`);
const shares = MIXES[mix as keyof typeof MIXES];

/** A small deterministic generator (the same searches on every run). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
const db = database.db;
try {
  await migrateDatabase(database);
  const owners = (await db.select({ id: profiles.id }).from(profiles).limit(5000)).map((row) => row.id);
  const cities = (await db.selectDistinct({ city: listings.city }).from(listings).limit(50)).map((row) => row.city);
  if (owners.length === 0 || cities.length === 0) throw new Error("No listings: seed the database first (npm run bench:seed).");

  console.log(`Adding ${formatCount(searches)} saved searches…`);
  const next = random(19);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const rows: (typeof savedSearches.$inferInsert)[] = [];
  for (let index = 0; index < searches; index++) {
    const text = next() < 0.05;
    const category: Category | undefined = text ? undefined : pick(CATEGORIES);
    const params = new URLSearchParams();
    if (text) params.set("q", pick(["villa", "deniz", "havuzlu", "merkez", "eşyalı"]));
    if (!text && next() < shares.city) params.set("city", pick(cities));
    if (!text && next() < shares.minPrice) params.set("minPrice", String(Math.round(2_000 + next() * 20_000)));
    if (!text && next() < shares.maxPrice) params.set("maxPrice", String(Math.round(5_000 + next() * 60_000)));
    if ((category === "houses" || category === "apartments") && next() < shares.rooms) params.set("rooms", pick(["1+1", "2+1", "3+1"]));
    const filters = storedFilters(category, params.toString()) ?? {};
    rows.push({
      userId: pick(owners),
      name: NAME,
      categorySlug: category ?? null,
      filters,
      city: category && typeof filters.city === "string" ? filters.city : null,
      matchShape: searchShape(category ?? null, filters),
    });
  }
  for (let start = 0; start < rows.length; start += 1000) await db.insert(savedSearches).values(rows.slice(start, start + 1000));
  // As after autovacuum: no dead rows of an earlier run in the way, the index-only scans possible.
  await db.execute(sql`vacuum analyze saved_searches`);
  await db.execute(sql`vacuum analyze saved_search_alerts`);

  const sample = (
    await db
      .select({ id: listings.id })
      .from(listings)
      .where(sql`${listings.status} = 'active'`)
      .orderBy(sql`random()`)
      .limit(samples)
  ).map((row) => row.id);
  await db.delete(listingMatchQueue);
  await db.delete(listingMatches).where(inArray(listingMatches.listingId, sample));
  const times: number[] = [];
  const traces: MatchTrace[] = [];
  let matches = 0;
  for (const id of sample) {
    await db.insert(listingMatchQueue).values({ listingId: id }).onConflictDoNothing();
    const started = performance.now();
    const result = await matchQueuedListings(db, { batch: 1, trace: (trace) => traces.push(trace) });
    times.push(performance.now() - started);
    matches += result.matches;
  }
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1),
      p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
      max: sorted.at(-1) ?? 0,
    };
  };
  const approval = stats(times);
  const average = (pick: (trace: MatchTrace) => number) => traces.reduce((sum, trace) => sum + pick(trace), 0) / Math.max(traces.length, 1);
  console.log(
    `Matching ${formatCount(sample.length)} listings against ${formatCount(searches)} saved searches (${mix} mix): ` +
      `mean ${approval.mean.toFixed(1)} ms, p95 ${approval.p95.toFixed(1)} ms, max ${approval.max.toFixed(1)} ms per listing; ` +
      `${formatCount(matches)} (listing, shape) matches logged; finding the shapes it meets ${average((trace) => trace.findMs).toFixed(1)} ms ` +
      `(${average((trace) => trace.held).toFixed(1)} of ${average((trace) => trace.shapes).toFixed(1)} shapes), logging them ${average((trace) => trace.writeMs).toFixed(1)} ms.`,
  );

  // The sender's side of the same listings: for each logged match, the instant searches to tell.
  const logged = await db
    .select({ listingId: listingMatches.listingId, shape: listingMatches.matchShape })
    .from(listingMatches)
    .where(inArray(listingMatches.listingId, sample));
  const perMatch: number[] = [];
  const searchesPerListing = new Map<string, Set<string>>();
  for (const match of logged) {
    const started = performance.now();
    const ids = await instantSearchesToTell(db, match, FALLBACK_RATES);
    perMatch.push(performance.now() - started);
    const set = searchesPerListing.get(match.listingId) ?? new Set<string>();
    for (const id of ids) set.add(id);
    searchesPerListing.set(match.listingId, set);
  }
  const told = [...searchesPerListing.values()].reduce((sum, set) => sum + set.size, 0);
  const finding = stats(perMatch);
  console.log(
    `  Sender: finding the instant searches to tell of a logged match: mean ${finding.mean.toFixed(1)} ms, p95 ${finding.p95.toFixed(1)} ms; ` +
      `${formatCount(Math.round(told / sample.length))} searches to tell per listing ` +
      `(${((perMatch.reduce((sum, time) => sum + time, 0) * 1000) / Math.max(told, 1)).toFixed(1)} µs per search told, before its mail).`,
  );
} finally {
  // Everything the run added (its matches are a few days' worth: left to the matching job's clean-up).
  await db.delete(savedSearches).where(inArray(savedSearches.name, [NAME]));
  await database.close();
}
