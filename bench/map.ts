/**
 * `npm run bench:map -- [--database-url URL | --data-dir DIR] [--duration S]`
 *
 * The map's questions (decision 043) on a database seeded by `npm run bench:seed` (e.g. 100k
 * listings), one query at a time for S seconds each (default 5; at least 20 runs): the houses in a
 * city-sized view (Girne's coast), every listing in a view of the whole island (grouped into the
 * server's clusters) with the size of its JSON, and "within 2 km of EMU" with two more filters,
 * nearest first. Targets (docs/performance.md): p95 ≤ 30 ms, the whole island ≤ 100 ms and
 * ≤ 100 KB of JSON, within 2 km ≤ 30 ms.
 */
import { and, asc, sql } from "drizzle-orm";
import { type Db, migrateDatabase, openDatabase } from "~/.server/db/client";
import { listings } from "~/.server/db/schema";
import { filterConditions } from "~/.server/services/discovery/browse";
import { distanceKm, listingsInView, withinKm } from "~/.server/services/discovery/map";
import { placeUnplacedListings } from "~/.server/services/listings/listing-places";
import { type FilterScope, parseCategoryFilters } from "~/domain/filters";
import { NORTHERN_CYPRUS_BOUNDS } from "~/domain/geo";
import { landmarkById } from "~/domain/landmarks";
import { FALLBACK_RATES } from "~/domain/listing";
import { countOption, formatCount, option } from "./cli";

const args = process.argv.slice(2);
const DURATION = countOption(args, "duration", 5);
const databaseUrl = option(args, "database-url") ?? (option(args, "data-dir") ? undefined : process.env.DATABASE_URL || undefined);
const dataDir = option(args, "data-dir") ?? process.env.DATA_DIR ?? "./data-bench";

const where = (scope: FilterScope, query: string) =>
  filterConditions(scope, parseCategoryFilters(scope, new URLSearchParams(query)), FALLBACK_RATES);

/** Runs `run` one at a time for DURATION seconds (at least 20 times, after 3 warm-up runs): p50 and p95 in ms. */
async function timed(run: () => Promise<unknown>) {
  for (let warm = 0; warm < 3; warm++) await run();
  const times: number[] = [];
  const end = performance.now() + DURATION * 1000;
  while (performance.now() < end || times.length < 20) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!;
  return { runs: times.length, p50: at(0.5), p95: at(0.95) };
}

async function main(db: Db) {
  const [{ active } = { active: 0 }] = await db
    .select({ active: sql<number>`count(*)::int` })
    .from(listings)
    .where(sql`${listings.status} = 'active'`);
  if (active === 0) throw new Error("No listings: seed the database first (npm run bench:seed).");
  const placed = await placeUnplacedListings(db);
  if (placed > 0) {
    console.log(`Placed ${formatCount(placed)} listings seeded before places existed.`);
    await db.execute(sql`vacuum analyze listings`);
  }

  const girne = { west: 33.15, south: 35.28, east: 33.62, north: 35.38 };
  const island = { ...NORTHERN_CYPRUS_BOUNDS };
  const emu = landmarkById("emu")!.position;
  const cases: { name: string; run: () => Promise<unknown> }[] = [
    { name: "Houses in a city-sized view (Girne's coast)", run: () => listingsInView(db, where("houses", ""), girne) },
    { name: "Every listing in a view of the whole island", run: () => listingsInView(db, where("all", ""), island) },
    {
      name: "Houses, 3+1, up to ₺40,000 within 2 km of EMU, nearest first (a page of 50)",
      run: () =>
        db
          .select({ id: listings.id, km: distanceKm(emu) })
          .from(listings)
          .where(and(where("houses", "rooms=3%2B1&maxPrice=40000"), withinKm(emu, 2)))
          .orderBy(asc(distanceKm(emu)), asc(listings.id))
          .limit(50),
    },
  ];
  console.log(`${formatCount(active)} active listings; one query at a time, ${DURATION} s each.`);
  console.log("| Question | Answer | p50 | p95 |\n| --- | --- | --- | --- |");
  for (const { name, run } of cases) {
    const answer = await run();
    const size = Buffer.byteLength(JSON.stringify(answer));
    const shape = Array.isArray(answer)
      ? `${answer.length} listings`
      : (answer as { kind: string; total: number; points?: unknown[]; clusters?: unknown[] }).kind === "points"
        ? `${(answer as { total: number }).total} pins`
        : `${(answer as { clusters: unknown[] }).clusters.length} clusters of ${formatCount((answer as { total: number }).total)}`;
    const { p50, p95, runs } = await timed(run);
    console.log(`| ${name} | ${shape}, ${(size / 1024).toFixed(1)} KB JSON | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms (${runs} runs) |`);
  }
}

const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
try {
  await migrateDatabase(database);
  await main(database.db);
} finally {
  await database.close();
}
