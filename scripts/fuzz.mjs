// `npm run fuzz -- --runs 100000`: the fuzzing tests (tests/integration/fuzz.test.ts) with 100,000
// generated cases in all, shared evenly by its properties. Without --runs, FUZZ_TOTAL_RUNS from the
// environment or 10,000. Set DATABASE_URL to fuzz against PostgreSQL instead of the embedded PGlite.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const at = args.indexOf("--runs");
const inline = args.find((arg) => arg.startsWith("--runs="));
const runs = at >= 0 ? args[at + 1] : inline ? inline.slice("--runs=".length) : (process.env.FUZZ_TOTAL_RUNS ?? "10000");
if (!/^[1-9][0-9]*$/.test(String(runs))) {
  console.error(`--runs takes a positive whole number, not "${runs}"`);
  process.exit(2);
}

console.log(`▶ fuzzing with ${runs} cases in all`);
const result = spawnSync("npx", ["vitest", "run", "--project", "integration", "tests/integration/fuzz.test.ts"], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_TOTAL_RUNS: String(runs) },
});
process.exit(result.status ?? 1);
