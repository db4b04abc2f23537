// `npm run lighthouse [-- --runs 3] [-- --pages home,category] [-- --locale ru] [-- --write] [-- --save DIR]`: Lighthouse
// (mobile, the default config) on the home page, a category page (/evler), a listing detail page (the
// first listing linked from /evler) and a control page (plain HTML, no script, no stylesheet), so
// every figure can be read against what the machine itself gives.
//
// It builds nothing: it starts the production server from the existing build (`BUILD_DIR`, default
// `build`, like the tests) on a free port with a fresh temporary data directory (so the demo content
// is seeded), serves the control page from a tiny server of its own, runs Lighthouse 12 through its
// Node API against Debian's Chromium three times per page and prints, per page, the median
// performance score, FCP, LCP, CLS and TBT, the main-thread breakdown (Lighthouse's groups, median of
// the runs) and the longest tasks of the median run with what Lighthouse attributes them to, and the
// machine: CPU model and Lighthouse's benchmark index (its measure of this machine's CPU speed).
// `--write` records all of it, the date and the exact command in docs/performance.md (replacing the
// previous figures). `--save DIR` also writes every run's full Lighthouse report (JSON) into DIR.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, requireBuild, startProductionServer } from "./production-server.mjs";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const DOC_PATH = path.resolve("docs/performance.md");
const START_MARKER = "<!-- lighthouse:start -->";
const END_MARKER = "<!-- lighthouse:end -->";
/** Scores below this fail the target (docs/performance.md: on the slower machine type; 98 on the faster one). */
const TARGET_SCORE = 95;
/** How many of a run's longest tasks are printed. */
const LONGEST_TASKS = 5;

const PAGE_KEYS = ["home", "category", "detail", "control"];
const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) {
    console.error(`${name} expects a value`);
    process.exit(2);
  }
  return value;
};
const write = args.includes("--write");
const runs = Number(option("--runs") ?? 3);
const saveDir = option("--save");
const pageKeys = (option("--pages") ?? PAGE_KEYS.join(",")).split(",");
/** `--locale ru`: the pages in that language (`/ru`, `/ru/evler`, …; decision 040); Turkish by default. */
const locale = option("--locale") ?? "tr";
const prefix = locale === "tr" ? "" : `/${locale}`;
let saved = 0;
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs expects a positive whole number");
  process.exit(2);
}
if (pageKeys.some((key) => !PAGE_KEYS.includes(key))) {
  console.error(`--pages takes a comma-separated list of ${PAGE_KEYS.join(", ")}`);
  process.exit(2);
}
if (!/^(tr|en|ru|de|fa|ar)$/.test(locale)) {
  console.error("--locale takes one of tr, en, ru, de, fa, ar");
  process.exit(2);
}
if (write && locale !== "tr") {
  console.error("--write records the Turkish pages: leave out --locale");
  process.exit(2);
}
if (write && pageKeys.length < PAGE_KEYS.length) {
  console.error("--write records every page: leave out --pages");
  process.exit(2);
}

requireBuild(BUILD_DIR);
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium was not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH).`);
  process.exit(1);
}

/**
 * The control page: a plain document with a little text and no script or stylesheet, what a page
 * costs this machine and this Lighthouse when the page itself does no work.
 */
const CONTROL_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title><meta name="description" content="A plain page with no script, measured beside the product's pages."></head>
<body><h1>Control page</h1>
${"<p>Plain HTML with no script and no stylesheet. What Lighthouse measures here is the machine and the browser, not a page's own work.</p>\n".repeat(8)}</body></html>`;

/** Serves CONTROL_HTML on a free port. */
async function startControlServer() {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    if (request.url === "/") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      response.end(CONTROL_HTML);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/** Starts `node server.js` (production) on a fresh data directory; resolves once /api/health answers. */
function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-lighthouse-"));
  return startProductionServer({ buildDir: BUILD_DIR, dataDir, removeDataDir: true });
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @typedef {{ score: number, fcp: number, lcp: number, cls: number, tbt: number, benchmarkIndex: number,
 *   breakdown: Record<string, number>, longTasks: { url: string, start: number, duration: number }[], lcpElement: string }} Run
 */

/**
 * One Lighthouse run (performance only, default = mobile config with simulated throttling).
 * @param {string} url
 * @param {number} port
 * @returns {Promise<Run>}
 */
async function measure(url, port) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    saved += 1;
    const name = `${String(saved).padStart(2, "0")}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.json`;
    fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
  }
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @param {string} id */
  const items = (id) =>
    /** @type {Record<string, unknown>[]} */ (/** @type {{ items?: unknown[] } | undefined} */ (lhr.audits[id]?.details)?.items ?? []);
  const origin = new URL(url).origin;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    breakdown: Object.fromEntries(items("mainthread-work-breakdown").map((item) => [String(item.groupLabel), Number(item.duration)])),
    longTasks: items("long-tasks")
      .map((item) => ({ url: String(item.url).replace(origin, ""), start: Number(item.startTime), duration: Number(item.duration) }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, LONGEST_TASKS),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details
      ? describeLcpElement(lhr.audits["largest-contentful-paint-element"].details)
      : "",
  };
}

/**
 * Lighthouse occasionally fails to record a trace (e.g. NO_NAVSTART on a busy machine): retry twice.
 * @param {string} url
 * @param {number} port
 */
async function measureWithRetry(url, port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (retrying: ${error instanceof Error ? error.message : error})`);
    }
  }
}

/** @param {unknown} details */
function describeLcpElement(details) {
  const text = JSON.stringify(details);
  const match = text.match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return match ? JSON.parse(`"${match[1]}"`).slice(0, 90) : "";
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;

/**
 * The page's row: medians of the runs, and the run whose score is the median for its tasks.
 * @param {{ name: string, path: string }} page
 * @param {Run[]} results
 */
function summarise(page, results) {
  const groups = [...new Set(results.flatMap((result) => Object.keys(result.breakdown)))];
  const breakdown = Object.fromEntries(
    groups
      .map((group) => [group, median(results.map((result) => result.breakdown[group] ?? 0))])
      .sort((a, b) => Number(b[1]) - Number(a[1])),
  );
  const byScore = [...results].sort((a, b) => a.score - b.score || a.tbt - b.tbt);
  return {
    page: page.name,
    path: page.path,
    score: median(results.map((result) => result.score)),
    scores: results.map((result) => result.score),
    fcp: median(results.map((result) => result.fcp)),
    lcp: median(results.map((result) => result.lcp)),
    cls: median(results.map((result) => result.cls)),
    tbt: median(results.map((result) => result.tbt)),
    breakdown,
    longTasks: byScore[Math.floor(byScore.length / 2)]?.longTasks ?? [],
  };
}

/** @typedef {ReturnType<typeof summarise>} Row */

/** @param {Row[]} rows */
function scoreTable(rows) {
  return [
    `| Page | Performance (median of ${runs}) | Runs | FCP | LCP | CLS | TBT |`,
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.page} | **${row.score}** | ${row.scores.join(", ")} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${row.cls.toFixed(3)} | ${ms(row.tbt)} |`,
    ),
  ].join("\n");
}

/** Main-thread time per Lighthouse group (simulated ×4 CPU, median of the runs), one row per page. @param {Row[]} rows */
function breakdownTable(rows) {
  const groups = [...new Set(rows.flatMap((row) => Object.keys(row.breakdown)))];
  const total = (/** @type {Row} */ row) => Object.values(row.breakdown).reduce((sum, value) => sum + value, 0);
  return [
    `| Page | Total | ${groups.join(" | ")} |`,
    `|---|---|${groups.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.page} | ${ms(total(row))} | ${groups.map((group) => ms(row.breakdown[group] ?? 0)).join(" | ")} |`),
  ].join("\n");
}

/** The median run's longest tasks: start, duration and Lighthouse's attribution. @param {Row[]} rows */
function tasksList(rows) {
  return rows
    .map(
      (row) =>
        `- ${row.page}: ${row.longTasks.map((task) => `${ms(task.duration)} at ${seconds(task.start)} (${task.url || "unattributed"})`).join("; ") || "none"}`,
    )
    .join("\n");
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB memory, ${os.type()} ${os.release()}`;
}

const startLoad = os.loadavg()[0] ?? 0;

async function main() {
  console.log(`Machine: ${machine()}; load average ${startLoad.toFixed(1)}.`);
  console.log(`Starting the production server from ${BUILD_DIR}/ on a fresh data directory (seeding the demo content)…`);
  const server = await startServer();
  const control = await startControlServer();
  /** @type {chromeLauncher.LaunchedChrome | undefined} */
  let chrome;
  try {
    const categoryHtml = await (await fetch(`${server.url}/evler`)).text();
    const detailPath = categoryHtml.match(/href="(\/evler\/[0-9a-f-]{36})"/)?.[1];
    if (!detailPath) throw new Error("No listing link found on /evler");
    const allPages = {
      home: { name: "Home", origin: server.url, path: prefix || "/" },
      category: { name: `Category (${prefix}/evler)`, origin: server.url, path: `${prefix}/evler` },
      detail: { name: "Listing detail", origin: server.url, path: `${prefix}${detailPath}` },
      control: { name: "Control (plain HTML, no script)", origin: control.url, path: "/" },
    };
    const pages = pageKeys.map((key) => allPages[/** @type {keyof typeof allPages} */ (key)]);
    // Warm the server (first renders compile templates and fill the database's caches).
    for (const page of pages) await (await fetch(`${page.origin}${page.path}`)).text();

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "error" });
    /** @type {Row[]} */
    const rows = [];
    /** @type {number[]} */
    const benchmarkIndexes = [];
    for (const page of pages) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const result = await measureWithRetry(`${page.origin}${page.path}`, chrome.port);
        benchmarkIndexes.push(result.benchmarkIndex);
        console.log(
          `  ${page.name} run ${run}/${runs}: score ${result.score}, FCP ${seconds(result.fcp)}, LCP ${seconds(result.lcp)}, ` +
            `CLS ${result.cls.toFixed(3)}, TBT ${ms(result.tbt)}, benchmark index ${result.benchmarkIndex}  (LCP element: ${result.lcpElement})`,
        );
        results.push(result);
      }
      rows.push(summarise(page, results));
    }

    const benchmarkIndex = Math.round(median(benchmarkIndexes));
    const report = {
      scores: scoreTable(rows),
      breakdown: breakdownTable(rows),
      tasks: tasksList(rows),
      benchmarkIndex: `Lighthouse's benchmark index: median ${benchmarkIndex} (runs ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}).`,
    };
    console.log(`\n${report.scores}\n\nMain thread (Lighthouse's groups, ×4 simulated CPU, median of the runs):\n${report.breakdown}`);
    console.log(
      `\nLongest tasks of each page's median run (start and length in the simulation):\n${report.tasks}\n\n${report.benchmarkIndex}\n`,
    );
    if (write) writeDoc(report, detailPath);
    const failing = rows.filter((row) => row.score < TARGET_SCORE);
    if (failing.length > 0) console.log(`Below the target of ${TARGET_SCORE}: ${failing.map((row) => row.page).join(", ")}`);
  } finally {
    chrome?.kill();
    await control.stop();
    await server.stop();
  }
}

/**
 * Replaces the measured block of docs/performance.md (or appends it).
 * @param {{ scores: string, breakdown: string, tasks: string, benchmarkIndex: string }} report
 * @param {string} detailPath
 */
function writeDoc(report, detailPath) {
  const command = ["npm run lighthouse --", ...args].join(" ").replace(/ --$/, "");
  const block = [
    START_MARKER,
    `Measured on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with Lighthouse 12.8 (mobile: default config, simulated`,
    `throttling), ${runs} runs per page, Debian Chromium (${CHROMIUM_PATH}), production build \`${BUILD_DIR}/\`, fresh demo data.`,
    `Machine: ${machine()}; load average ${startLoad.toFixed(1)} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end (other work on the machine inflates CPU times). ${report.benchmarkIndex}`,
    `Command: \`BUILD_DIR=${BUILD_DIR} ${command}\`. Detail page measured: \`${detailPath}\`.`,
    "",
    report.scores,
    "",
    "Main thread (Lighthouse's groups, in the ×4 CPU simulation, median of the runs):",
    "",
    report.breakdown,
    "",
    "Longest tasks of each page's median run (length and start in the simulation, and Lighthouse's attribution):",
    "",
    report.tasks,
    END_MARKER,
  ].join("\n");
  const current = fs.existsSync(DOC_PATH) ? fs.readFileSync(DOC_PATH, "utf8") : "# Performance\n";
  const start = current.indexOf(START_MARKER);
  const end = current.indexOf(END_MARKER);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END_MARKER.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(DOC_PATH, next);
  console.log(`Recorded in ${path.relative(process.cwd(), DOC_PATH)}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
