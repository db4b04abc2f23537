// `npm run lighthouse [-- --runs 3] [-- --write]`: Lighthouse (mobile, the default config) on the home
// page, a category page (/evler) and a listing detail page (the first listing linked from /evler).
//
// It builds nothing: it starts the production server from the existing build (`BUILD_DIR`, default
// `build`, like the tests) on a free port with a fresh temporary data directory (so the demo content
// is seeded), runs Lighthouse 12 through its Node API against Debian's Chromium three times per page
// and prints the median performance score, LCP, CLS and TBT. `--write` records the table, the date,
// the machine and the exact command in docs/performance.md (replacing the previous figures).
// `--save DIR` also writes every run's full Lighthouse report (JSON) into DIR, for diagnosis.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { requireBuild, startProductionServer } from "./production-server.mjs";

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

const args = process.argv.slice(2);
const write = args.includes("--write");
const runsArg = args.indexOf("--runs");
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const saveArg = args.indexOf("--save");
const saveDir = saveArg >= 0 ? args[saveArg + 1] : undefined;
if (saveArg >= 0 && !saveDir) {
  console.error("--save expects a directory");
  process.exit(2);
}
let saved = 0;
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs expects a positive whole number");
  process.exit(2);
}

requireBuild(BUILD_DIR);
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium was not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH).`);
  process.exit(1);
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
  return sorted.length % 2 ? sorted[middle] ?? 0 : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One Lighthouse run (performance only, default = mobile config with simulated throttling).
 * @param {string} url
 * @param {number} port
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
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbt: numeric("total-blocking-time"),
    si: numeric("speed-index"),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details ? describeLcpElement(lhr.audits["largest-contentful-paint-element"].details) : "",
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

const startLoad = os.loadavg()[0] ?? 0;

async function main() {
  console.log(`Starting the production server from ${BUILD_DIR}/ on a fresh data directory (seeding the demo content)…`);
  const server = await startServer();
  /** @type {chromeLauncher.LaunchedChrome | undefined} */
  let chrome;
  try {
    const categoryHtml = await (await fetch(`${server.url}/evler`)).text();
    const detailPath = categoryHtml.match(/href="(\/evler\/[0-9a-f-]{36})"/)?.[1];
    if (!detailPath) throw new Error("No listing link found on /evler");
    const pages = [
      { name: "Home", path: "/" },
      { name: "Category (/evler)", path: "/evler" },
      { name: "Listing detail", path: detailPath },
    ];
    // Warm the server (first renders compile templates and fill the database's caches).
    for (const page of pages) await (await fetch(`${server.url}${page.path}`)).text();

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "error" });
    const rows = [];
    for (const page of pages) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const result = await measureWithRetry(`${server.url}${page.path}`, chrome.port);
        console.log(
          `  ${page.name} run ${run}/${runs}: score ${result.score}, FCP ${seconds(result.fcp)}, LCP ${seconds(result.lcp)}, ` +
            `CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbt)} ms  (LCP element: ${result.lcpElement})`,
        );
        results.push(result);
      }
      rows.push({
        page: page.name,
        path: page.path,
        score: median(results.map((result) => result.score)),
        scores: results.map((result) => result.score),
        fcp: median(results.map((result) => result.fcp)),
        lcp: median(results.map((result) => result.lcp)),
        cls: median(results.map((result) => result.cls)),
        tbt: median(results.map((result) => result.tbt)),
      });
    }

    const table = [
      `| Page | Performance (median of ${runs}) | Runs | FCP | LCP | CLS | TBT |`,
      "|---|---|---|---|---|---|---|",
      ...rows.map(
        (row) =>
          `| ${row.page} | **${row.score}** | ${row.scores.join(", ")} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms |`,
      ),
    ].join("\n");
    console.log(`\n${table}\n`);
    if (write) writeDoc(table, rows.find((row) => row.path !== "/" && row.path !== "/evler")?.path ?? "");
    const failing = rows.filter((row) => row.score < 95);
    if (failing.length > 0) console.log(`Below the target of 95: ${failing.map((row) => row.page).join(", ")}`);
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

/**
 * Replaces the measured block of docs/performance.md (or appends it).
 * @param {string} table
 * @param {string} detailPath
 */
function writeDoc(table, detailPath) {
  const cpus = os.cpus();
  const command = ["npm run lighthouse --", ...args].join(" ").replace(/ --$/, "");
  const block = [
    START_MARKER,
    `Measured on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with Lighthouse 12.8 (mobile: default config, simulated`,
    `throttling), ${runs} runs per page, Debian Chromium (${CHROMIUM_PATH}), production build \`${BUILD_DIR}/\`, fresh demo data.`,
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB memory, ${os.type()} ${os.release()};` +
      ` load average ${startLoad.toFixed(1)} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end (other work on the machine inflates CPU times).`,
    `Command: \`BUILD_DIR=${BUILD_DIR} ${command}\`. Detail page measured: \`${detailPath}\`.`,
    "",
    table,
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
