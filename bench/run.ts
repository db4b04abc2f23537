/**
 * `npm run bench [-- --listings N --duration S --connections C --no-pglite --write]`
 *
 * Builds nothing: like `npm run lighthouse` it starts the production server from BUILD_DIR
 * (default `build`). For each database — PostgreSQL when DATABASE_URL is set, and the embedded
 * PGlite (in `data-bench/pglite-N`, or `--data-dir`) unless `--no-pglite` — it
 *   1. migrates and, unless it already holds N benchmark listings, seeds it (bench/seed.ts);
 *   2. records the SQL each endpoint sends, by calling the very service functions the routes call
 *      with a Drizzle instance whose logger captures the statements (the builders' own `.toSQL()`
 *      output, parameters included), and runs it in a raw `pg` loop: the database's own limit;
 *   3. runs the old app's plans (bench/old-plans.ts) for search and the location filter;
 *   4. starts the production server on that database and loads each page and JSON endpoint with
 *      autocannon, sampling the server's RSS under the SSR category load.
 * Raw loops and HTTP loads use the same concurrency (`--connections`, default 10) and duration.
 * It prints one table per database with figures and ratios; `--write` records them in
 * docs/performance.md ("Benchmarks", one block per listing count).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { type Db, migrateDatabase, openDatabase } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { and, count, eq } from "drizzle-orm";
import { listCategory } from "~/.server/services/discovery/browse";
import { searchListings, suggestSearch, textMatch } from "~/.server/services/discovery/search";
import { listHomeFeatured, listHomeRecent, loadHomePage } from "~/.server/services/discovery/home";
import { getListingDetail } from "~/.server/services/listings/listing-detail";
import { parseCategoryFilters } from "~/domain/filters";
import { FALLBACK_RATES } from "~/domain/listing";
import { parseSearch } from "~/domain/search";
import { requireBuild, startProductionServer } from "../scripts/production-server.mjs";
import { countOption, formatCount, option } from "./cli";
import { oldCategoryQueries, oldSearchQuery } from "./old-plans";
import { commandLine, machineLine, measuredOn, writeMarkedBlock } from "./report";
import { readBenchSeedMarker, seedBenchData } from "./seed";

const args = process.argv.slice(2);
const LISTINGS = countOption(args, "listings", 10_000);
const DURATION = countOption(args, "duration", 10);
const CONNECTIONS = countOption(args, "connections", 10);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const DOC_PATH = path.resolve("docs/performance.md");

/** The scenario: a category page with three filters, a search text, a house in Girne. */
const CATEGORY_QUERY = "city=Girne&rooms=3%2B1&rentalTerm=monthly";
const SEARCH_TEXT = "girne villa";
/**
 * Search texts timed one query at a time and under 10 concurrent workers (target: p95 ≤ 30 ms at
 * 1M): common two-word ones, an English place name with a room count, one district, and a text no
 * generated listing contains (what a search for something the site does not have costs); and place
 * names in Russian and Persian (decision 039: a place term with all its names in every script).
 */
const SEARCH_TEXTS = ["girne villa", "kyrenia 3+1", "lefkosa daire", "esentepe", "sauna", "Кирения 3+1", "نیکوزیا"];
/** Suggestions as typed (target: p95 ≤ 15 ms at 1M). */
const SUGGEST_TEXTS = ["vi", "es", "esen", "havuzlu vil", "kyr"];
const SUGGEST_TEXT = "esen";

interface Statement {
  sql: string;
  params: unknown[];
}

interface LoopFigures {
  /** Requests (or loop iterations) per second. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

interface Row {
  name: string;
  path: string;
  http: LoopFigures;
  raw?: LoopFigures;
  old?: LoopFigures;
}

/** One search text's SQL run one query at a time (server time, no queueing): ours and the old plan. */
interface SearchTiming {
  text: string;
  /** Suggestions (no old plan). */
  suggest?: true;
  matches: number;
  ours: LoopFigures;
  /** With `--connections` workers at once. */
  concurrent: LoopFigures;
  old?: LoopFigures;
}

interface TargetResult {
  label: string;
  rows: Row[];
  searchTimes: SearchTiming[];
  /**
   * Peak RSS while the category page was under load: of the server process (with workers, the
   * largest worker: WEB_CONCURRENCY, decision 024) and of the embedded database host;
   * `wholeRunPeakMb`: that process's peak over every workload.
   */
  rss: { serverMb: number; databaseHostMb: number | null; workers: number; wholeRunPeakMb?: number | null };
  seeded: string | null;
}

// ---------------------------------------------------------------------------------------------
// Statements of the endpoints

/** A Drizzle instance on `pool` whose logger keeps every statement it sends. */
function capturingDb(pool: pg.Pool) {
  const captured: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  return {
    db,
    async capture(work: (db: Db) => Promise<unknown>): Promise<Statement[]> {
      captured.length = 0;
      await work(db);
      return captured.splice(0);
    },
  };
}

const quietLogger = { warn: () => undefined };

async function endpointStatements(pool: pg.Pool) {
  const { db, capture } = capturingDb(pool);
  const { rows } = await pool.query<{ id: string }>(
    "select id from listings where status = 'active' and category_slug = 'houses' and city = 'Girne' order by created_at desc limit 1",
  );
  const detailId = rows[0]?.id;
  if (!detailId) throw new Error("No active house in Girne: is the database seeded?");
  const filters = parseCategoryFilters("houses", new URLSearchParams(CATEGORY_QUERY));
  const toStatements = (queries: { toSQL(): { sql: string; params: unknown[] } }[]) => queries.map((query) => query.toSQL());
  return {
    detailId,
    home: await capture((db) => loadHomePage(db, quietLogger)),
    homeFeatured: await capture((db) => listHomeFeatured(db)),
    homeRecent: await capture((db) => listHomeRecent(db)),
    category: await capture((db) => listCategory(db, "houses", filters, { rates: FALLBACK_RATES })),
    detail: await capture((db) => getListingDetail(db, detailId, null)),
    suggest: await capture((db) => suggestSearch(db, SUGGEST_TEXT)),
    oldCategory: toStatements(oldCategoryQueries(db, "houses", filters)),
    oldSearch: toStatements([oldSearchQuery(db, SEARCH_TEXT)]),
  };
}

type StatementSets = Awaited<ReturnType<typeof endpointStatements>>;
/** What has figures of its own: each endpoint's statements, and the search (a service call). */
type Measured = Exclude<keyof StatementSets, "detailId"> | "search";

// ---------------------------------------------------------------------------------------------
// Loops

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/**
 * `CONNECTIONS` workers, each running the endpoint's statements (concurrently, as the services do)
 * again and again for DURATION seconds; one iteration = one request's worth of SQL.
 */
/** `workers` loops calling `run` for DURATION seconds (at least 5 calls each): throughput and latencies. */
async function loop(run: () => Promise<unknown>, workers: number): Promise<LoopFigures> {
  for (let warm = 0; warm < 3; warm++) await run();
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + DURATION * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      let calls = 0;
      while (calls < 5 || performance.now() < end) {
        calls++;
        const begin = performance.now();
        try {
          await run();
          latencies.push(performance.now() - begin);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

/** The statements of one endpoint, sent at once, by CONNECTIONS workers: the database's own limit. */
function rawLoop(pool: pg.Pool, statements: readonly Statement[]): Promise<LoopFigures> {
  return loop(
    () => Promise.all(statements.map((statement) => pool.query({ text: statement.sql, values: statement.params, rowMode: "array" }))),
    CONNECTIONS,
  );
}

/**
 * One statement at a time (a single worker) for up to DURATION seconds, at least 5 and at most 500
 * runs: the server time of one query without other queries queued beside it.
 */

/**
 * Search server time per text, one search at a time and with CONNECTIONS at once, beside the old
 * app's plan; then suggestions. A search is the service call the page makes (its tiers, the plan
 * choice of each, a correction's lookups when it finds few listings), timed whole.
 */
async function searchTimings(pool: pg.Pool): Promise<SearchTiming[]> {
  const { db } = capturingDb(pool);
  const timings: SearchTiming[] = [];
  const statement = (query: { toSQL(): Statement }) => query.toSQL();
  for (const text of SEARCH_TEXTS) {
    const match = textMatch(parseSearch(text));
    const [matches] = await db
      .select({ value: count() })
      .from(schema.listings)
      .where(and(eq(schema.listings.status, "active"), match?.where));
    const old = statement(oldSearchQuery(db, text));
    timings.push({
      text,
      matches: matches?.value ?? 0,
      ours: await loop(() => searchListings(db, text), 1),
      concurrent: await loop(() => searchListings(db, text), CONNECTIONS),
      old: await loop(() => pool.query({ text: old.sql, values: old.params, rowMode: "array" }), 1),
    });
  }
  for (const text of SUGGEST_TEXTS) {
    timings.push({
      text,
      suggest: true,
      matches: 0,
      ours: await loop(() => suggestSearch(db, text), 1),
      concurrent: await loop(() => suggestSearch(db, text), CONNECTIONS),
    });
  }
  return timings;
}

/** autocannon against one URL. autocannon reports no p95: the p97.5 stands in for it (an upper bound). */
/** `unique`: every request gets its own URL (autocannon replaces `[<id>]`), so no cache can answer it. */
async function httpLoad(url: string, unique = false): Promise<LoopFigures> {
  for (let warm = 0; warm < 3; warm++) await (await fetch(url)).arrayBuffer();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, idReplacement: unique });
  return {
    rate: result.requests.total / result.duration,
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A memory figure of a process in MB from Linux /proc, or null: its resident set (`VmRSS`) or its peak so far (`VmHWM`). */
function memoryMb(pid: number | undefined, field: "VmRSS" | "VmHWM" = "VmRSS"): number | null {
  if (!pid) return null;
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function childPids(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The processes that serve requests: the server itself, or on PostgreSQL its workers (its children
 * then; on the embedded database its one child is the database host).
 */
const servingPids = (pid: number | undefined, embedded: boolean) => (embedded || !pid ? [pid] : childPids(pid));

/** Runs `work` while sampling the peak RSS of the serving processes and of the embedded database host. */
async function withRssSampling<T>(pid: number | undefined, embedded: boolean, work: () => Promise<T>) {
  let serverMb = 0;
  let databaseHostMb: number | null = null;
  let workers = 1;
  const sample = () => {
    const serving = servingPids(pid, embedded);
    workers = Math.max(1, serving.length);
    for (const servingPid of serving) serverMb = Math.max(serverMb, memoryMb(servingPid) ?? 0);
    if (embedded) for (const child of childPids(pid)) databaseHostMb = Math.max(databaseHostMb ?? 0, memoryMb(child) ?? 0);
  };
  const timer = setInterval(sample, 200);
  try {
    const result = await work();
    sample();
    return { result, rss: { serverMb, databaseHostMb, workers } };
  } finally {
    clearInterval(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// One database

interface Target {
  label: string;
  databaseUrl?: string;
  dataDir: string;
  /** The server's DATA_DIR is temporary (PostgreSQL targets). */
  temporaryDataDir: boolean;
}

async function prepareDatabase(target: Target) {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: CONNECTIONS });
  try {
    await migrateDatabase(database);
    let seeded: string | null = null;
    const marker = await readBenchSeedMarker(database.pool);
    if (marker?.listings !== LISTINGS) {
      console.log(`  seeding ${formatCount(LISTINGS)} listings…`);
      const started = Date.now();
      await seedBenchData(database, { listings: LISTINGS });
      seeded = `seeded in this run in ${((Date.now() - started) / 1000).toFixed(0)} s`;
    }
    console.log("  raw pg loops…");
    const statements = await endpointStatements(database.pool);
    const raw = new Map<Measured, LoopFigures>();
    for (const key of ["home", "homeFeatured", "homeRecent", "category", "detail", "suggest", "oldCategory", "oldSearch"] as const) {
      raw.set(key, await rawLoop(database.pool, statements[key]));
    }
    // The search is several statements with a plan choice in between (services/discovery/search.ts): its
    // "raw" figure is the service call itself on a pool, CONNECTIONS at once.
    const { db } = capturingDb(database.pool);
    raw.set("search", await loop(() => searchListings(db, SEARCH_TEXT), CONNECTIONS));
    console.log("  search server time…");
    const searchTimes = await searchTimings(database.pool);
    return { raw, detailId: statements.detailId, seeded, searchTimes };
  } finally {
    await database.close();
  }
}

async function benchTarget(target: Target): Promise<TargetResult> {
  console.log(`\n${target.label}:`);
  const { raw, detailId, seeded, searchTimes } = await prepareDatabase(target);
  // Visitors' home and category pages come from the anonymous page cache (decision 010) once warm;
  // the "rendered" rows give every request a URL of its own, so each one is rendered.
  const workloads: { name: string; path: string; raw: Measured; old?: Measured; rss?: true; unique?: true }[] = [
    // First, on the fresh server: its RSS is sampled "under that load", as the target says.
    { name: "Category, 3 filters (SSR, page cache)", path: `/evler?${CATEGORY_QUERY}`, raw: "category", old: "oldCategory", rss: true },
    {
      name: "Category, 3 filters (SSR, rendered)",
      path: `/evler?${CATEGORY_QUERY}&n=[<id>]`,
      raw: "category",
      old: "oldCategory",
      unique: true,
    },
    { name: "Home page (SSR, page cache)", path: "/", raw: "home" },
    { name: "Home page (SSR, rendered)", path: "/?n=[<id>]", raw: "home", unique: true },
    { name: "Listing detail (SSR, page cache)", path: `/evler/${detailId}`, raw: "detail" },
    { name: "Listing detail (SSR, rendered)", path: `/evler/${detailId}?n=[<id>]`, raw: "detail", unique: true },
    { name: `Search "${SEARCH_TEXT}" (SSR, page cache)`, path: `/?q=${encodeURIComponent(SEARCH_TEXT)}`, raw: "search", old: "oldSearch" },
    { name: `GET /api/suggest?q=${SUGGEST_TEXT}`, path: `/api/suggest?q=${SUGGEST_TEXT}`, raw: "suggest" },
    { name: "GET /api/listings, 3 filters", path: `/api/listings?category=houses&${CATEGORY_QUERY}`, raw: "category", old: "oldCategory" },
    { name: "GET /api/home?section=featured", path: "/api/home?section=featured", raw: "homeFeatured" },
    { name: "GET /api/home?section=recent", path: "/api/home?section=recent", raw: "homeRecent" },
    { name: "GET /api/listings/:id", path: `/api/listings/${detailId}`, raw: "detail" },
    // There is no search JSON endpoint: a client-side search navigation fetches the route data.
    {
      name: "Search data (/_root.data?q=, turbo-stream)",
      path: `/_root.data?q=${encodeURIComponent(SEARCH_TEXT)}`,
      raw: "search",
      old: "oldSearch",
    },
  ];
  console.log("  starting the production server…");
  const server = await startProductionServer({
    buildDir: BUILD_DIR,
    dataDir: target.dataDir,
    removeDataDir: target.temporaryDataDir,
    env: { DATABASE_URL: target.databaseUrl ?? "", SEED_DEMO: "false" },
  });
  const rows: Row[] = [];
  let rss: TargetResult["rss"] = { serverMb: 0, databaseHostMb: null, workers: 1 };
  try {
    for (const workload of workloads) {
      console.log(`  autocannon ${workload.path}`);
      const url = `${server.url}${workload.path}`;
      let http: LoopFigures;
      if (workload.rss) {
        const sampled = await withRssSampling(server.child.pid, !target.databaseUrl, () => httpLoad(url, workload.unique));
        http = sampled.result;
        rss = sampled.rss;
      } else {
        http = await httpLoad(url, workload.unique);
      }
      rows.push({
        name: workload.name,
        path: workload.path,
        http,
        raw: raw.get(workload.raw),
        old: workload.old ? raw.get(workload.old) : undefined,
      });
    }
    const peaks = servingPids(server.child.pid, !target.databaseUrl).map((pid) => memoryMb(pid, "VmHWM") ?? 0);
    rss.wholeRunPeakMb = peaks.length > 0 ? Math.max(...peaks) : null;
  } finally {
    await server.stop();
  }
  return { label: target.label, rows, searchTimes, rss, seeded };
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
const rate = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const ratio = (value: number) => `${value >= 10 ? value.toFixed(0) : value.toFixed(2)}×`;
const figures = (loop: LoopFigures | undefined) =>
  loop ? `${rate(loop.rate)} | ${ms(loop.p50)} / ${ms(loop.p99)}${loop.errors ? ` (${loop.errors} errors)` : ""}` : "– | –";

function table(result: TargetResult): string {
  return [
    "| Endpoint | HTTP req/s | HTTP p50 / p99 ms | raw pg it/s | raw p50 / p99 ms | HTTP ÷ raw | old plan it/s | old p50 / p99 ms | ours ÷ old (throughput) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...result.rows.map((row) =>
      [
        row.name,
        figures(row.http),
        figures(row.raw),
        row.raw ? ratio(row.http.rate / row.raw.rate) : "–",
        figures(row.old),
        row.raw && row.old ? ratio(row.raw.rate / row.old.rate) : "–",
      ]
        .join(" | ")
        .replace(/^/, "| ")
        .concat(" |"),
    ),
  ].join("\n");
}

/** The targets (docs/performance.md, "Against the targets"), checked against this run's figures. */
function targets(result: TargetResult): string[] {
  const find = (prefix: string) => result.rows.find((row) => row.name.startsWith(prefix));
  const search = find("Search");
  const json = find("GET /api/listings,");
  const ssr = find("Category, 3 filters (SSR, page cache)");
  const rendered = find("Category, 3 filters (SSR, rendered)");
  const renderedDetail = find("Listing detail (SSR, rendered)");
  const lines: string[] = [];
  const check = (ok: boolean) => (ok ? "holds" : "**misses**");
  // The target: a page that must be rendered costs at most this much more than its SQL alone.
  for (const [row, target, name] of [
    [rendered, 0.6, "Rendered category page"],
    [renderedDetail, 0.4, "Rendered listing detail"],
  ] as const) {
    if (!row?.raw) continue;
    const share = row.http.rate / row.raw.rate;
    lines.push(`${name} ÷ raw pg loop of its SQL (target ≥ ${target}×): ${ratio(share)} — ${check(share >= target)}.`);
  }
  if (search?.raw) {
    lines.push(
      `Search page "${SEARCH_TEXT}" (${formatCount(LISTINGS)} listings): HTTP p97.5 ${ms(search.http.p95)} ms under ${CONNECTIONS} connections, SQL p95 ${ms(search.raw.p95)} ms.`,
    );
  }
  for (const timing of result.searchTimes) {
    if (timing.suggest) {
      lines.push(
        `Suggestions for "${timing.text}" (target at 1M: p95 ≤ 15 ms): one at a time p50 ${ms(timing.ours.p50)} / p95 ${ms(timing.ours.p95)} ms; ` +
          `${CONNECTIONS} workers at once p95 ${ms(timing.concurrent.p95)} ms — ${check(timing.ours.p95 <= 15)}.`,
      );
      continue;
    }
    lines.push(
      `Search "${timing.text}" (${formatCount(timing.matches)} active listings match; target at 1M: p95 ≤ 30 ms): one at a time p50 ${ms(timing.ours.p50)} / p95 ${ms(timing.ours.p95)} ms, ` +
        `${CONNECTIONS} workers at once p95 ${ms(timing.concurrent.p95)} ms — ${check(timing.ours.p95 <= 30)}` +
        (timing.old
          ? `; the old app's phrase search (ILIKE, ${timing.text.includes(" ") ? "finds nothing for two words" : "one phrase"}) p50 ${ms(timing.old.p50)} ms.`
          : "."),
    );
  }
  if (json?.raw) {
    const share = json.http.rate / json.raw.rate;
    lines.push(`JSON category endpoint ÷ raw pg loop of its SQL (target ≥ 0.6×): ${ratio(share)} — ${check(share >= 0.6)}.`);
  }
  if (ssr) {
    const ok = ssr.http.rate >= 400 && ssr.http.p99 <= 80 && result.rss.serverMb <= 300;
    lines.push(
      `SSR category page (target at 100k: ≥ 400 req/s, p99 ≤ 80 ms, RSS ≤ 300 MB): ${rate(ssr.http.rate)} req/s, p99 ${ms(ssr.http.p99)} ms, ` +
        `server RSS peak ${result.rss.serverMb.toFixed(0)} MB${result.rss.workers > 1 ? ` per worker (${result.rss.workers} workers)` : ""}${result.rss.databaseHostMb !== null ? ` (+ embedded database host ${result.rss.databaseHostMb.toFixed(0)} MB)` : ""} — ${check(ok)}` +
        (rendered
          ? `; rendered for every request (no cache can answer): ${rate(rendered.http.rate)} req/s, p99 ${ms(rendered.http.p99)} ms`
          : "") +
        (result.rss.wholeRunPeakMb ? `; server RSS peak over all the workloads above: ${result.rss.wholeRunPeakMb.toFixed(0)} MB.` : "."),
    );
  }
  return lines;
}

function report(results: TargetResult[], startLoad: number): string {
  return [
    `${measuredOn()}: ${formatCount(LISTINGS)} listings, ${DURATION} s per measurement, ` +
      `${CONNECTIONS} connections (HTTP) or workers (raw pg), production build \`${BUILD_DIR}/\`.`,
    machineLine(startLoad, " (the machine is shared: other work inflates latencies)"),
    `Command: \`${commandLine("bench", args)}\`.`,
    ...results.flatMap((result) => [
      "",
      `**${result.label}**${result.seeded ? ` (${result.seeded})` : ""}`,
      "",
      table(result),
      "",
      ...targets(result).map((line) => `- ${line}`),
    ]),
  ].join("\n");
}

/** Records the report in docs/performance.md: one block per listing count, in order, under "Benchmarks". */
function writeDoc(text: string) {
  writeMarkedBlock(DOC_PATH, `bench:${LISTINGS}`, text, (document, block) => {
    const current = document.includes("\n## Benchmarks\n") ? document : `${document.trimEnd() || "# Performance"}\n\n## Benchmarks\n`;
    const section = current.indexOf("\n## Benchmarks\n");
    const sectionEnd = current.indexOf("\n## ", section + 1);
    const blocks = [...current.matchAll(/<!-- bench:(\d+):start -->/g)].filter(
      (match) => match.index > section && (sectionEnd < 0 || match.index < sectionEnd),
    );
    const after = blocks.find((match) => Number(match[1]) > LISTINGS);
    const at = after?.index ?? (sectionEnd < 0 ? current.length : sectionEnd);
    return `${current.slice(0, at).trimEnd()}\n\n${block}\n\n${current.slice(at).trimStart()}`.trimEnd() + "\n";
  });
}

async function main() {
  requireBuild(BUILD_DIR);
  const startLoad = os.loadavg()[0] ?? 0;
  const list: Target[] = [];
  if (process.env.DATABASE_URL) {
    list.push({
      label: `PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1) || "postgres"})`,
      databaseUrl: process.env.DATABASE_URL,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "kk-bench-")),
      temporaryDataDir: true,
    });
  }
  if (!args.includes("--no-pglite")) {
    const dataDir = option(args, "data-dir") ?? path.join("data-bench", `pglite-${LISTINGS}`);
    list.push({ label: `PGlite (embedded, ${dataDir})`, dataDir, temporaryDataDir: false });
  }
  if (list.length === 0) {
    console.error("Nothing to measure: set DATABASE_URL or drop --no-pglite.");
    process.exit(2);
  }
  const results: TargetResult[] = [];
  for (const target of list) results.push(await benchTarget(target));
  const text = report(results, startLoad);
  console.log(`\n${text}\n`);
  if (args.includes("--write")) writeDoc(text);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
