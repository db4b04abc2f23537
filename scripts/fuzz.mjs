// `npm run fuzz -- --runs 100000`: the fuzzing tests (tests/integration/fuzz.test.ts) with many
// cases per property. Without --runs, FUZZ_RUNS from the environment or 1000. Set DATABASE_URL
// to fuzz against PostgreSQL instead of the embedded PGlite.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const at = args.indexOf("--runs");
const inline = args.find((arg) => arg.startsWith("--runs="));
const runs = at >= 0 ? args[at + 1] : inline ? inline.slice("--runs=".length) : (process.env.FUZZ_RUNS ?? "1000");
if (!/^[1-9][0-9]*$/.test(String(runs))) {
  console.error(`--runs takes a positive whole number, not "${runs}"`);
  process.exit(2);
}

console.log(`▶ fuzzing with ${runs} cases per property`);
const result = spawnSync("npx", ["vitest", "run", "--project", "integration", "tests/integration/fuzz.test.ts"], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: String(runs) },
});
process.exit(result.status ?? 1);
