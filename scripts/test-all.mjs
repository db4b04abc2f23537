// `npm test`: lint, typecheck, unit, integration, production build and end-to-end tests, in that order.
// Stops at the first failing step. End-to-end tests need Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

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
  ["lint", "npx", ["eslint", "."]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["production build", "npm", ["run", "build"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed (${timings.join(", ")})`);
