// `npm test`: lint, typecheck, unit, integration, production build, end-to-end tests (browser journeys
// against one shared server), system tests (specs that start server processes of their own) and a
// bounded load test, in that order.
// Stops at the first failing step, with the time of each step so far. End-to-end tests need Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `\nChromium was not found at ${chromium}; the end-to-end tests need it.\n` +
      "Install Debian's Chromium with:  sudo apt-get install -y chromium\n" +
      "(or point CHROMIUM_PATH at a Chromium binary). `npx playwright install` cannot work on these machines.\n",
  );
  process.exit(1);
}

/** @type {[name: string, command: string, args: string[]][]} */
const steps = [
  ["lint", "npm", ["run", "lint"]], // ESLint, then Prettier's check of the formatting
  ["typecheck", "npm", ["run", "typecheck"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["production build", "npm", ["run", "build"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
  // Two nodes, Varnish, crashes, shutdowns, workers: tests/system, each spec with servers of its own.
  ["system tests", "npx", ["playwright", "test", "--config", "playwright.system.config.ts"]],
  // The load test, bounded: 200 simulated visitors for 10 s on 2,000 generated listings, no request
  // may fail (`npm run loadtest` is the long version: 100,000 listings, 60 s).
  [
    "load test (bounded)",
    "npx",
    ["tsx", "bench/load.ts", "--listings", "2000", "--visitors", "200", "--duration", "10", "--data-dir", loadDataDir()],
  ],
];

/** A fresh data directory for the load test's embedded database (removed at exit). */
function loadDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-loadtest-"));
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    // The per-step summary: the time of each step so far, the failed one last, and what did not run.
    const notRun = steps.slice(timings.length).map(([next]) => next);
    console.error(`  steps: ${timings.join(", ")} (failed)${notRun.length > 0 ? `; not run: ${notRun.join(", ")}` : ""}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed (${timings.join(", ")})`);
