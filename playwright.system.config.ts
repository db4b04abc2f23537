import { defineConfig } from "@playwright/test";
import e2e from "./playwright.config";

/**
 * System tests (tests/system): each spec starts production servers of its own — on PGlite,
 * PostgreSQL, Redis, behind Varnish, with several processes — and checks how they behave as
 * processes: start-up, SIGTERM, SIGKILL, workers, two nodes, a cache in front. Most use no browser;
 * those that do get the E2E suite's settings and fixtures. The build must exist (`npm run build`).
 * Two spec files at a time (a file's tests in order), as when they ran among the E2E tests: each
 * brings servers and load of its own, and some check timings, so no more on the 2-core machines.
 *
 *   npx playwright test --config playwright.system.config.ts [tests/system/<spec>.spec.ts]
 */
export default defineConfig({
  ...e2e,
  testDir: "tests/system",
  globalSetup: "./tests/system/support/global-setup.ts",
  outputDir: "test-results/system",
  fullyParallel: false,
  workers: 2,
  use: { ...e2e.use, baseURL: undefined },
});
