import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppContext } from "~/.server/context";
import { type Config, parseConfig, setConfig } from "~/.server/infra/config";
import { getLogger } from "~/.server/infra/logger";
import { settleBackgroundWork as settle, startAppContext, stopAppContext } from "../../server/context";
import { freshDatabaseUrl } from "./database";
import { TEST_SITE } from "./site";

let current: AppContext | null = null;

/** The app context of the test file's runtime (startTestRuntime), as loaders get it in `context.app`. */
export function testApp(): AppContext {
  if (!current) throw new Error("No test runtime: call startTestRuntime() in beforeAll.");
  return current;
}

// The services of the running test runtime, for a test's own set-up and checks.
export const getDb = () => testApp().db;
export const getStorage = () => testApp().storage;
export const getAuth = () => testApp().auth;
export const getJobs = () => testApp().jobs;
export const getDatabase = () => testApp().database;
export const getLinkSecret = () => testApp().linkSecret;
/** Waits for the notices being composed and every mail job due (server/context.ts). */
export const settleBackgroundWork = () => settle(testApp());

/** Runs `work` with loaders given the test runtime's context with these settings changed. */
export async function withConfig<T>(changes: Partial<Config>, work: () => Promise<T>): Promise<T> {
  const app = testApp();
  current = { ...app, config: { ...app.config, ...changes } };
  try {
    return await work();
  } finally {
    current = app;
  }
}

/** A test's settings: production mode on the test site, no demo content, silent logs, plus `env`. */
export function testConfig(dataDir: string, databaseUrl: string | undefined, env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: "production",
    SITE_URL: TEST_SITE,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    ...env,
  });
}

/**
 * The server runtime for one test file, as production runs it: a fresh database (a new database on
 * the PostgreSQL server of DATABASE_URL, else the embedded PGlite in a temporary data directory) and
 * disk storage in that directory. `stop` closes and removes everything.
 */
export async function startTestRuntime(label: string, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kk-${label}-`));
  const fresh = await freshDatabaseUrl();
  const config = testConfig(dataDir, fresh?.url, env);
  // Code below the app context still reads the config and logger of the process (guard.ts, cache-headers.ts).
  setConfig(config);
  const app = await startAppContext(config, getLogger());
  current = app;
  return {
    dataDir,
    app,
    async stop() {
      if (current === app) current = null;
      await stopAppContext(app);
      await fresh?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
