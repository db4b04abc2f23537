/**
 * `npm run loadtest [-- --listings N --visitors V --duration S --write]`.
 *
 * V simulated visitors (default 200) browse the production server for S seconds (default 60) on a
 * database with N generated listings (default 100,000): each one keeps requesting a random page of
 * the mix a visitor makes — the home page, a category page with random filters, a listing detail,
 * a search, and the JSON the pages fetch while browsing (load more, currency). Builds nothing: the
 * production server starts from BUILD_DIR, on PostgreSQL when DATABASE_URL is set, else on the
 * embedded PGlite (`data-bench/pglite-N`). It prints requests, errors and latency percentiles, exits
 * 1 when any request failed (a 5xx, a 4xx, a timeout or a broken connection), and with `--write`
 * records the run in docs/reliability.md ("Load").
 *
 * `--through-cache`: the visitors reach the app through Varnish (deploy/varnish/default.vcl, as in
 * production: pages kept an hour and purged on change, decision 022), and the report adds the share
 * of requests that reached the app. Needs Debian's varnish and varnish-modules.
 *
 * `npm test` runs a bounded version after the end-to-end tests (scripts/test-all.mjs).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { migrateDatabase, openDatabase } from "~/.server/db/client";
import { CATEGORIES, CATEGORY_SEGMENTS } from "~/domain/categories";
import { freePort, requireBuild, startProductionServer } from "../scripts/production-server.mjs";
import { type Varnish, startVarnish } from "../scripts/varnish.mjs";
import { countOption, formatCount, option } from "./cli";
import { commandLine, machineLine, measuredOn, writeMarkedBlock } from "./report";
import { readBenchSeedMarker, seedBenchData } from "./seed";

const args = process.argv.slice(2);
const LISTINGS = countOption(args, "listings", 100_000);
const VISITORS = countOption(args, "visitors", 200);
const DURATION = countOption(args, "duration", 60);
/** A request slower than this counts as failed (a visitor would have given up). */
const TIMEOUT_SECONDS = countOption(args, "timeout", 30);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const DOC_PATH = path.resolve("docs/reliability.md");
const THROUGH_CACHE = args.includes("--through-cache");

const CITIES = ["Girne", "Lefkoşa", "Gazimağusa", "İskele", "Güzelyurt", "Lefke"];
const ROOMS = ["1+1", "2+1", "3+1", "4+1"];
const SORTS = ["newest", "oldest", "price-asc", "price-desc", "most-viewed"];
const SEARCHES = ["girne", "GİRNE", "deniz", "villa", "ofis", "bmw", "esentepe", "merkez", "havuzlu", "kyrenia"];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One visitor's next request. */
function nextPath(detailPaths: readonly string[]): string {
  const roll = Math.random();
  if (roll < 0.15) return "/";
  if (roll < 0.45) {
    const category = pick(CATEGORIES);
    const params = new URLSearchParams();
    if (Math.random() < 0.7) params.set("city", pick(CITIES));
    if (category === "houses" && Math.random() < 0.5) params.set("rooms", pick(ROOMS));
    if (Math.random() < 0.4) params.set("priceMax", String(1000 * (5 + Math.floor(Math.random() * 100))));
    if (Math.random() < 0.5) params.set("sort", pick(SORTS));
    const query = params.toString();
    return `/${CATEGORY_SEGMENTS[category]}${query ? `?${query}` : ""}`;
  }
  if (roll < 0.75) return pick(detailPaths);
  if (roll < 0.88) return `/?q=${encodeURIComponent(pick(SEARCHES))}`;
  if (roll < 0.96) return `/api/listings?category=${pick(CATEGORIES)}&city=${encodeURIComponent(pick(CITIES))}`;
  return "/api/currency";
}

async function prepare(databaseUrl: string | undefined, dataDir: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const marker = await readBenchSeedMarker(database.pool);
    if (marker?.listings !== LISTINGS) {
      console.log(`seeding ${formatCount(LISTINGS)} listings…`);
      await seedBenchData(database, { listings: LISTINGS });
    }
    const { rows } = await database.pool.query<{ id: string; category_slug: string }>(
      "select id, category_slug from listings where status = 'active' order by random() limit 500",
    );
    return rows.map((row) => `/${CATEGORY_SEGMENTS[row.category_slug as (typeof CATEGORIES)[number]]}/${row.id}`);
  } finally {
    await database.close();
  }
}

interface LoadResult {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  latency: { p50: number; p90: number; p99: number; max: number };
  rate: number;
}

async function load(baseUrl: string, detailPaths: string[]): Promise<LoadResult> {
  const statusCounts: Record<string, number> = {};
  const result = await autocannon({
    url: baseUrl,
    connections: VISITORS,
    duration: DURATION,
    timeout: TIMEOUT_SECONDS,
    headers: { "accept-language": "tr", "user-agent": "kk-loadtest (a simulated visitor)" },
    requests: [{ method: "GET", setupRequest: (request: Record<string, unknown>) => ({ ...request, path: nextPath(detailPaths) }) }],
  });
  const instance = result as unknown as { statusCodeStats?: Record<string, { count: number }> };
  for (const [code, stats] of Object.entries(instance.statusCodeStats ?? {})) statusCounts[code] = stats.count;
  return {
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCounts,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    rate: result.requests.average,
  };
}

function report(label: string, figures: LoadResult, startLoad: number, appShare: number | null): string {
  const failed = figures.errors + figures.timeouts + figures.non2xx;
  const cache = appShare === null ? "" : ` Through Varnish: the app saw ${(appShare * 100).toFixed(1)} % of the requests.`;
  return [
    `${measuredOn()} on ${label}: ${formatCount(LISTINGS)} listings, ${VISITORS} simulated visitors for ${DURATION} s ` +
      `(home 15 %, category with random filters 30 %, detail 30 %, search 13 %, listings JSON 8 %, currency 4 %), request timeout ${TIMEOUT_SECONDS} s.${cache}`,
    `${machineLine(startLoad)} Command: \`${commandLine("loadtest", args)}\`.`,
    "",
    "| Requests | Errors (5xx/4xx, timeouts, broken connections) | Throughput | p50 | p90 | p99 | max | Status codes |",
    "|---|---|---|---|---|---|---|---|",
    `| ${formatCount(figures.requests)} | ${failed} | ${figures.rate.toFixed(1)} req/s | ${figures.latency.p50} ms | ${figures.latency.p90} ms | ${figures.latency.p99} ms | ${figures.latency.max} ms | ${Object.entries(
      figures.statusCounts,
    )
      .map(([code, count]) => `${code}: ${formatCount(count)}`)
      .join(", ")} |`,
  ].join("\n");
}

/** Records the report in docs/reliability.md ("Load"; a run through the cache in its own block). */
function writeDoc(text: string) {
  writeMarkedBlock(DOC_PATH, THROUGH_CACHE ? "loadtest-through-cache" : "loadtest", text, (current, block) =>
    THROUGH_CACHE ? `${current.trimEnd()}\n\n### Through Varnish\n\n${block}\n` : `${current.trimEnd()}\n\n## Load\n\n${block}\n`,
  );
}

async function main() {
  requireBuild(BUILD_DIR);
  const startLoad = os.loadavg()[0] ?? 0;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = option(args, "data-dir") ?? path.join("data-bench", `pglite-${LISTINGS}`);
  const dataDir = databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), "kk-load-")) : pgliteDir;
  const label = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1) || "postgres"})` : `the embedded PGlite (${pgliteDir})`;
  const detailPaths = await prepare(databaseUrl, dataDir);
  if (detailPaths.length === 0) throw new Error("No active listings to visit.");
  const port = await freePort();
  let varnish: Varnish | null = null;
  if (THROUGH_CACHE) {
    console.log("starting Varnish in front…");
    varnish = await startVarnish(port, { memory: "512m" });
  }
  console.log(`starting the production server on ${label}…`);
  const cacheEnv: Record<string, string> = varnish ? { CACHE_PURGE_URLS: `${varnish.url}/`, SHARED_CACHE_SECONDS: "3600" } : {};
  let figures: LoadResult;
  let appShare: number | null = null;
  try {
    const server = await startProductionServer({
      buildDir: BUILD_DIR,
      dataDir,
      port,
      removeDataDir: Boolean(databaseUrl),
      env: { DATABASE_URL: databaseUrl ?? "", SEED_DEMO: "false", ...cacheEnv },
    });
    try {
      console.log(`${VISITORS} visitors for ${DURATION} s${varnish ? " through Varnish" : ""}…`);
      const before = varnish?.counter("MAIN.backend_req") ?? 0;
      figures = await load(varnish?.url ?? server.url, detailPaths);
      if (varnish) appShare = (varnish.counter("MAIN.backend_req") - before) / Math.max(1, figures.requests);
    } finally {
      await server.stop();
    }
  } finally {
    await varnish?.stop();
  }
  const text = report(varnish ? `${label}, through Varnish` : label, figures, startLoad, appShare);
  console.log(`\n${text}\n`);
  if (args.includes("--write")) writeDoc(text);
  const failed = figures.errors + figures.timeouts + figures.non2xx;
  if (failed > 0) {
    console.error(`✖ ${failed} of ${figures.requests} requests failed.`);
    process.exitCode = 1;
  } else if (figures.requests === 0) {
    console.error("✖ no request was answered.");
    process.exitCode = 1;
  } else {
    console.log(`✔ ${formatCount(figures.requests)} requests, none failed.`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
