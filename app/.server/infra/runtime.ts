import "./i18n-all";
import { createHmac } from "node:crypto";
import { type Config, getConfig } from "./config";
import { createSmtpMailer } from "../adapters/mail";
import type { Mailer } from "../services/mailer";
import { type SharedStore, connectSharedStore, redactUrl } from "../adapters/redis";
import { type StorageAdapter, createDiskStorage } from "../adapters/storage";
import { type Auth, createAuth, resolveAuthSecret } from "../auth/auth";
import { httpPurgeSender } from "../adapters/cache-purge";
import { startCachePurger } from "./cache-purger";
import { type Database, type Db, migrateDatabase, openDatabase } from "../db/client";
import { stopLiveQueue } from "./live-queue";
import { getLogger } from "./logger";
import { ensureCategoryFields } from "../services/category-fields";
import type { ExpiryMailDeps } from "../services/listing-expiry";
import { runDueJobs } from "../services/maintenance";
import { MAINTENANCE_JOBS } from "../services/maintenance-jobs";
import { type CurrencyRatesService, currencyRatesService } from "../services/currency";
import { type DemoAccounts, ensureDemoAccounts } from "../demo/accounts";
import { seedDemoContentIfEmpty } from "../demo/seed";
import { createOutboxMailer } from "../services/outbox";
import { type SellerNotice, queueSellerNotice, settleSellerNotices } from "../services/seller-mails";
import { queuePriceDropMails, settlePriceDropMails } from "../services/price-drop-mails";
import type { PriceDrop } from "~/domain/price-history";
import type { ReasonCounts } from "../services/listing-reports";
import { type HiddenBy, queueFixRequest, queueHiddenNotice, settleFixRequests } from "../services/report-mails";
import { type JobQueue, openJobQueue } from "../jobs/queue";
import { mailJob, queuedMailer } from "../jobs/registry";
import { removeStaleSpooledFiles } from "../http/body";

/**
 * Process-wide handles (database, storage, Redis), created once by `startRuntime()` and kept on
 * globalThis so Vite's module reloads in development reuse them. Nothing here is state that
 * two app nodes would need to share: all shared state lives in the database, the storage and
 * (rate-limit counters, when REDIS_URL is set) Redis.
 */
interface Runtime {
  /** Sign-in of the demo accounts, when demo content is on (printed at start). */
  demoAccounts: DemoAccounts | null;
  config: Config;
  database: Database;
  storage: StorageAdapter;
  /** The mailer of background work: sends a mail job (jobs/registry.ts). */
  mailer: Mailer;
  /** The job queue (decision 033). */
  jobs: JobQueue;
  auth: Auth;
  /** Signs the links that act signed out (services/signed-links.ts): derived from the auth secret. */
  linkSecret: string;
  /** Redis (REDIS_URL), or null: then the rate-limit counters are in the database. */
  sharedStore: SharedStore | null;
  /** Stops the maintenance loop and the cache purger (shutdown). */
  stopMaintenance: () => Promise<void>;
}

/**
 * An upload's temporary file unchanged for this long is a crash's leftover (one being received is
 * written to all the time, so its modification time stays recent).
 */
const STALE_SPOOL_MS = 60 * 60 * 1000;

const globalForRuntime = globalThis as unknown as { __kkRuntime?: Runtime; __kkRuntimeStarting?: Promise<Runtime> };

/** The storage adapter of STORAGE_DRIVER: disk (default) or S3 (whose SDK is loaded only then). */
export async function createStorage(config: Config): Promise<StorageAdapter> {
  if (config.storage.driver === "s3") {
    const { createS3Storage } = await import("../adapters/s3-storage");
    return createS3Storage(config.storage);
  }
  return createDiskStorage(config.storage.dir);
}

function createMailer(config: Config, database: Database): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  const logger = getLogger();
  return createOutboxMailer(database.db, (mail) => logger.info(mail, "mail stored in the development outbox (SMTP_URL not set)"));
}

export async function startRuntime(): Promise<Runtime> {
  if (globalForRuntime.__kkRuntime) return globalForRuntime.__kkRuntime;
  globalForRuntime.__kkRuntimeStarting ??= (async () => {
    const config = getConfig();
    const logger = getLogger();
    const started = Date.now();
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      onPoolError: (error) => logger.error({ err: error }, "database pool error"),
    });
    let sharedStore: SharedStore | null = null;
    let jobs: JobQueue | undefined;
    try {
      if (config.REDIS_URL) {
        const redis = redactUrl(config.REDIS_URL);
        sharedStore = await connectSharedStore(config.REDIS_URL, config.REDIS_KEY_PREFIX, {
          onOutage: (error) => logger.warn({ err: error, redis }, "redis unavailable; rate-limited requests fail until it is back"),
          onRestored: () => logger.info({ redis }, "redis available again"),
        });
      }
      await migrateDatabase(database);
      await ensureCategoryFields(database.db);
      const storage = await createStorage(config);
      const leftovers = await removeStaleSpooledFiles(config.uploadSpoolDir, new Date(Date.now() - STALE_SPOOL_MS));
      if (leftovers > 0)
        logger.info({ files: leftovers, dir: config.uploadSpoolDir }, "removed uploads left unfinished by an earlier process");
      if (config.SEED_DEMO) {
        const seeded = await seedDemoContentIfEmpty(database, storage);
        if (seeded) logger.info({ ...seeded }, "demo content seeded");
      }
      logger.info(
        {
          database: database.kind,
          storage: config.storage.driver,
          rateLimits: sharedStore ? "redis" : "database",
          ms: Date.now() - started,
        },
        "database ready",
      );
      // The transport sends at once (the codes and links a member waits for on the page); the
      // background work's mails go through the job queue (adapters/mail.ts).
      const transport = createMailer(config, database);
      jobs = await openJobQueue(database, { jobs: [mailJob(transport)], workers: config.JOB_WORKERS, log: logger });
      const mailer = queuedMailer(transport, jobs.send);
      const authSecret = await resolveAuthSecret(database.db, config.BETTER_AUTH_SECRET);
      // Its own key, so a signed link's signature never doubles as anything Better Auth signs.
      const linkSecret = createHmac("sha256", authSecret).update("kk signed links").digest("base64url");
      const auth = createAuth({
        db: database.db,
        config,
        secret: authSecret,
        mailer: transport,
        rateLimitStore: sharedStore?.rateLimits,
        throttleStorage: sharedStore?.throttle,
        log: (level, message) => logger[level]({ component: "auth" }, message),
      });
      const demoAccounts = config.SEED_DEMO
        ? await ensureDemoAccounts(database.db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD })
        : null;
      const mail: ExpiryMailDeps = {
        mailer,
        siteUrl: config.siteUrl,
        linkSecret,
        lifetimeDays: config.LISTING_LIFETIME_DAYS,
        log: logger,
      };
      const stopJobs = startMaintenanceLoop(config.MAINTENANCE_TICK_SECONDS, database.db, storage, mail);
      const stopPurger =
        config.CACHE_PURGE_URLS.length > 0
          ? startCachePurger({
              db: database.db,
              send: httpPurgeSender(config.CACHE_PURGE_URLS),
              pollMs: config.CACHE_PURGE_POLL_MS,
              logger,
            })
          : async () => {};
      const stopMaintenance = async () => {
        await Promise.all([stopJobs(), stopPurger()]);
      };
      const runtime = { config, database, storage, mailer, jobs, auth, linkSecret, demoAccounts, sharedStore, stopMaintenance };
      globalForRuntime.__kkRuntime = runtime;
      return runtime;
    } catch (error) {
      await jobs?.stop().catch(() => {});
      await sharedStore?.close().catch(() => {});
      await database.close().catch(() => {});
      throw error;
    }
  })();
  try {
    return await globalForRuntime.__kkRuntimeStarting;
  } finally {
    globalForRuntime.__kkRuntimeStarting = undefined;
  }
}

/**
 * Every `tickSeconds` (0: never) runs the maintenance jobs that are due (`services/maintenance.ts`:
 * one node at a time per job). Returns a stop function that waits for a run in progress.
 */
function startMaintenanceLoop(tickSeconds: number, db: Db, storage: StorageAdapter, mail: ExpiryMailDeps): () => Promise<void> {
  if (tickSeconds <= 0) return async () => {};
  const logger = getLogger();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueJobs({ db, storage, mail }, MAINTENANCE_JOBS)
      .then((result) => {
        for (const [job, outcome] of Object.entries(result)) {
          if (outcome.ok === true && outcome.count > 0) logger.info({ job, count: outcome.count }, "maintenance job done");
          else if (outcome.ok === false) logger.error({ err: outcome.error, job }, "maintenance job failed");
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, "maintenance: database unavailable, trying again later"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, tickSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

function runtime(): Runtime {
  const current = globalForRuntime.__kkRuntime;
  if (!current) throw new Error("The server runtime is not started (startRuntime() was not called).");
  return current;
}

export const getDb = (): Db => runtime().database.db;
export const getStorage = (): StorageAdapter => runtime().storage;
export const getAuth = (): Auth => runtime().auth;
const getMailer = (): Mailer => runtime().mailer;
/** The job queue (decision 033): tests and tools wait on it with `drain()`. */
export const getJobs = (): JobQueue => runtime().jobs;
/** Tells a seller what happened, by mail, in the background (call it after the change committed). */
export const notifySeller = (notice: SellerNotice): void =>
  queueSellerNotice({ db: getDb(), mailer: getMailer(), siteUrl: runtime().config.siteUrl, log: getLogger() }, notice);
/** Mails a live listing's price drop to the members who keep it (decision 031), in the background, after the commit. */
export const notifyPriceDrop = (drop: PriceDrop | undefined): void => {
  if (drop) queuePriceDropMails({ db: getDb(), mailer: getMailer(), siteUrl: runtime().config.siteUrl, log: getLogger() }, drop);
};
/** The key of the links that act signed out (a listing's renewal from its reminder mail). */
export const getLinkSecret = (): string => runtime().linkSecret;
/** Asks a reported listing's owner to fix it, by mail, in the background (after the admin's answer committed). */
export const askOwnerToFix = (listingId: string, reasons: ReasonCounts): void =>
  queueFixRequest({ db: getDb(), mailer: getMailer(), siteUrl: runtime().config.siteUrl, log: getLogger() }, listingId, reasons);
/** Tells a listing's owner it was hidden after reports and why, by mail, in the background (after the commit). */
export const tellOwnerOfHiding = (listingId: string, reasons: ReasonCounts, by: HiddenBy): void =>
  queueHiddenNotice({ db: getDb(), mailer: getMailer(), siteUrl: runtime().config.siteUrl, log: getLogger() }, listingId, reasons, by);
/** Reports of this many distinct members hide a listing (REPORTS_TO_HIDE). */
export const getReportsToHide = (): number => runtime().config.REPORTS_TO_HIDE;
export const getDatabase = (): Database => runtime().database;
export const getSharedStore = (): SharedStore | null => runtime().sharedStore;
/** TRY rates of the configured provider, stored in the database (GET /api/currency, prices in TRY). */
export const getCurrencyRates = (): CurrencyRatesService => currencyRatesService(getDb(), runtime().config.CURRENCY_PROVIDER_URL);

/**
 * Waits for the background work changes started: the notices still being composed, then every mail
 * job due (a retry waiting for its time does not count). For tests and tools.
 */
export async function settleBackgroundWork(): Promise<void> {
  await Promise.all([settleSellerNotices(), settlePriceDropMails(), settleFixRequests()]);
  await runtime().jobs.drain();
}

export async function stopRuntime(): Promise<void> {
  const current = globalForRuntime.__kkRuntime;
  globalForRuntime.__kkRuntime = undefined;
  await current?.stopMaintenance();
  await stopLiveQueue();
  // Seller notices still being sent (they need the database for the outbox and recipients).
  await settleSellerNotices();
  await settlePriceDropMails();
  await settleFixRequests();
  // Jobs in progress finish (or fail, to be tried again by another node or the next start).
  await current?.jobs.stop();
  try {
    await current?.sharedStore?.close();
  } finally {
    await current?.database.close();
  }
}
