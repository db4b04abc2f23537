import { defineConfig } from "@playwright/test";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * End-to-end tests drive Debian's Chromium against the production build, started by the global
 * setup on a free port with a fresh temporary data directory (so demo content is seeded anew).
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Bounded, so a step that waits too long fails with its own name (Playwright's default is to wait
    // until the test's timeout, whose report then names no step).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // A trace records every step's snapshots and a screencast, about a tenth of the run's CPU. CI
    // keeps only the printed output (the error with its call log), so it records none; locally a
    // failing test leaves its trace (or run one with `--trace on`).
    trace: process.env.CI ? "off" : "retain-on-failure",
    locale: "tr-TR",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
