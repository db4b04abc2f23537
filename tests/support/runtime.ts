import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { AppContext } from "~/.server/context";
import { type Config, parseConfig, setConfig } from "~/.server/infra/config";
import { getLogger } from "~/.server/infra/logger";
import { createLiveQueue } from "~/.server/jobs/live-queue";
import { sweepJobName } from "~/.server/jobs/registry";
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

/**
 * Runs a maintenance sweep now, through the job queue as a node's schedule runs it, and waits for it;
 * whether the run completed.
 */
export async function runSweep(name: string): Promise<boolean> {
  const jobs = testApp().jobs;
  const queue = sweepJobName(name);
  const before = await jobs.count(queue, "completed");
  await jobs.send(queue, {});
  await settleBackgroundWork();
  return (await jobs.count(queue, "completed")) === before + 1;
}

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

/**
 * A test's settings: production mode on the test site, no demo content, silent logs, no maintenance
 * ticker (a sweep running by itself would change rows a test compares; tests run one with
 * `runSweep`, or turn the ticker on in `env`), plus `env`.
 */
export function testConfig(dataDir: string, databaseUrl: string | undefined, env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: "production",
    SITE_URL: TEST_SITE,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    MAINTENANCE_TICK_SECONDS: "0",
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
  // Route modules' `headers` exports get no context, so cache-headers.ts reads the process's config.
  setConfig(config);
  const app = await startAppContext(config, getLogger());
  // The live moderation queue asks the embedded database every 50 ms here (2 s in the app).
  app.liveQueue = createLiveQueue(app.database, app.logger, { pollIntervalMs: 50 });
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

/**
 * The runtime of the calling Vitest file (`startTestRuntime`), started before its tests and stopped
 * after them. Call it at the top of the file, before the file's own hooks: Vitest runs `beforeAll`
 * hooks in order and `afterAll` hooks in reverse, so the file's set-up finds the runtime running and
 * its clean-up runs before the stop. `env` is read at the start, so a function can name a server an
 * earlier hook started (`smtpServerOfThisFile`).
 */
export function runtimeOfThisFile(label: string, env: Record<string, string> | (() => Record<string, string>) = {}) {
  let started: Awaited<ReturnType<typeof startTestRuntime>> | undefined;
  beforeAll(async () => {
    started = await startTestRuntime(label, typeof env === "function" ? env() : env);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const dataDir = () => {
    if (!started) throw new Error("The runtime of this file has not started (runtimeOfThisFile runs in beforeAll).");
    return started.dataDir;
  };
  return {
    dataDir,
    /** The disk file behind an upload's `/media/…` URL. */
    storedFile: (url: string) => path.join(dataDir(), "uploads", decodeURIComponent(url.replace(/^\/media\//, ""))),
  };
}
