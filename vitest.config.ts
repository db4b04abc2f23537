import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/i18n-setup.ts"],
          environment: "node",
          // Property tests run hundreds of cases; on a 2-core machine shared with builds and browsers
          // 5 s is not enough. A limit against hangs, not a speed check (speed is measured in `npm run bench`).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/support/i18n-setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own database; two at a time fits the 2-core machines.
          maxWorkers: 2,
        },
      },
    ],
  },
});
