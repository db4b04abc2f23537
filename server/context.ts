/**
 * The composition root (decision 038): start-up builds the one `AppContext` (app/.server/context.ts)
 * that loaders, actions and background work are handed — database, storage, auth, mail, job queue,
 * currency rates, clock — and starts the background loops; `stopAppContext` ends all of it in order.
 * Nothing else creates these services, and nothing in the app looks them up from a global.
 */
import "~/.server/infra/i18n-all";
import { createHmac } from "node:crypto";
import type { Logger } from "pino";
import { httpPurgeSender } from "~/.server/adapters/cache-purge";
import { createSmtpMailer } from "~/.server/adapters/mail";
import { type SharedStore, connectSharedStore, redactUrl } from "~/.server/adapters/redis";
import { type StorageAdapter, createDiskStorage } from "~/.server/adapters/storage";
import { createAuth, resolveAuthSecret } from "~/.server/auth/auth";
import type { AppContext } from "~/.server/context";
import { type Database, migrateDatabase, openDatabase } from "~/.server/db/client";
import { ensureDemoAccounts } from "~/.server/demo/accounts";
import { seedDemoContentIfEmpty } from "~/.server/demo/seed";
import { removeStaleSpooledFiles } from "~/.server/http/body";
import type { Config } from "~/.server/infra/config";
import { startCachePurger } from "~/.server/jobs/cache-purger";
import { createLiveQueue } from "~/.server/jobs/live-queue";
import { type JobQueue, openJobQueue } from "~/.server/jobs/queue";
import { NOTICE_JOB, mailJob, noticeJob, queuedMailer, sweepJobs } from "~/.server/jobs/registry";
import { ensureCategoryFields } from "~/.server/services/listings/category-fields";
import { MAINTENANCE_JOBS } from "~/.server/services/platform/maintenance-jobs";
import { currencyRatesService } from "~/.server/services/discovery/currency";
import type { Mailer } from "~/.server/services/platform/mailer";
import { createOutboxMailer } from "~/.server/services/platform/outbox";

/**
 * An upload's temporary file unchanged for this long is a crash's leftover (one being received is
 * written to all the time, so its modification time stays recent).
 */
const STALE_SPOOL_MS = 60 * 60 * 1000;

/** What `stopAppContext` ends besides the services on the context: the background loops. */
const stoppers = new WeakMap<AppContext, () => Promise<void>>();

/** The storage adapter of STORAGE_DRIVER: disk (default) or S3 (whose SDK is loaded only then). */
export async function createStorage(config: Config): Promise<StorageAdapter> {
  if (config.storage.driver === "s3") {
    const { createS3Storage } = await import("~/.server/adapters/s3-storage");
    return createS3Storage(config.storage);
  }
  return createDiskStorage(config.storage.dir);
}

/** The transport: SMTP when configured, else the development outbox in the database. */
function createTransport(config: Config, database: Database, logger: Logger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createOutboxMailer(database.db, (mail) => logger.info(mail, "mail stored in the development outbox (SMTP_URL not set)"));
}

/**
 * Opens the database (migrated, demo content seeded when SEED_DEMO), the storage, Redis when
 * configured, the job queue (with the maintenance sweeps' schedule) and auth, and starts the cache purger.
 */
export async function startAppContext(config: Config, logger: Logger): Promise<AppContext> {
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
    const transport = createTransport(config, database, logger);
    // The queued mailer sends `mail` jobs on the queue it is itself a worker's tool of.
    const mailer = queuedMailer(transport, (name, data, within) => {
      if (!jobs) throw new Error("The job queue is not open yet.");
      return jobs.send(name, data, within);
    });
    const authSecret = await resolveAuthSecret(database.db, config.BETTER_AUTH_SECRET);
    // Its own key, so a signed link's signature never doubles as anything Better Auth signs.
    const linkSecret = createHmac("sha256", authSecret).update("kk signed links").digest("base64url");
    const expiryMail = { mailer, siteUrl: config.siteUrl, linkSecret, lifetimeDays: config.LISTING_LIFETIME_DAYS, log: logger };
    const queue = await openJobQueue(database, {
      jobs: [
        mailJob(transport),
        noticeJob({ db: database.db, mailer, siteUrl: config.siteUrl, log: logger }),
        ...sweepJobs(MAINTENANCE_JOBS, { db: database.db, storage, mail: expiryMail, logger }),
      ],
      workers: config.JOB_WORKERS,
      scheduleTickSeconds: config.MAINTENANCE_TICK_SECONDS,
      log: logger,
    });
    jobs = queue;
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
    const stopPurger =
      config.CACHE_PURGE_URLS.length > 0
        ? startCachePurger({ db: database.db, send: httpPurgeSender(config.CACHE_PURGE_URLS), pollMs: config.CACHE_PURGE_POLL_MS, logger })
        : async () => {};
    const context: AppContext = {
      config,
      logger,
      database,
      db: database.db,
      storage,
      auth,
      mailer,
      jobs: queue,
      liveQueue: createLiveQueue(database, logger),
      notify: (notice, within) => queue.send(NOTICE_JOB, notice, within),
      currencyRates: currencyRatesService(database.db, config.CURRENCY_PROVIDER_URL, logger),
      linkSecret,
      sharedStore,
      demoAccounts,
      clock: () => new Date(),
    };
    stoppers.set(context, async () => {
      await stopPurger();
    });
    return context;
  } catch (error) {
    await jobs?.stop().catch(() => {});
    await sharedStore?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * Waits for the background work changes started: every notice and mail job due (a retry waiting for
 * its time does not count). For tests and tools.
 */
export async function settleBackgroundWork(context: AppContext): Promise<void> {
  await context.jobs.drain();
}

/** Ends the background loops, the live queue, the notices in progress and the job queue, then closes Redis and the database. */
export async function stopAppContext(context: AppContext): Promise<void> {
  await stoppers.get(context)?.();
  context.liveQueue.closeStreams();
  await context.liveQueue.stop();
  // Jobs in progress (notices being composed, mails being sent) finish (or fail, to be tried again by another node or the next start).
  await context.jobs.stop();
  try {
    await context.sharedStore?.close();
  } finally {
    await context.database.close();
  }
}
