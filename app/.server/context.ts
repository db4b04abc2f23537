import type { Logger } from "pino";
import type { SharedStore } from "./adapters/redis";
import type { StorageAdapter } from "./adapters/storage";
import type { Auth } from "./auth/auth";
import type { Database, Db } from "./db/client";
import type { DemoAccounts } from "./demo/accounts";
import type { Config } from "./infra/config";
import type { LiveQueue } from "./jobs/live-queue";
import type { JobQueue } from "./jobs/queue";
import type { CurrencyRatesService } from "./services/discovery/currency";
import type { Mailer } from "./services/platform/mailer";
import type { Notify } from "./services/platform/notices";

/**
 * Everything a request or a background job may use, built once at start-up by `server/context.ts`
 * (decision 038) and handed to every loader and action as `context.app` (React Router's load
 * context, typed in app/env.d.ts). Nothing in the app looks a service up from a global: a route
 * reads what it needs from here and passes it on to the services, which take plain arguments.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  /** The connection pool (or the embedded database), with its kind and `close()`. */
  database: Database;
  /** Drizzle on `database`: what the services take. */
  db: Db;
  storage: StorageAdapter;
  auth: Auth;
  /** The mailer of background work: `send` queues a mail job, in the caller's transaction when given one. */
  mailer: Mailer;
  /** The job queue (decision 033): `drain()` for tests and tools. */
  jobs: JobQueue;
  /** This node's live moderation queue, which the admin event streams subscribe to (jobs/live-queue.ts). */
  liveQueue: LiveQueue;
  /** Stores what a change tells members as a `notice` job of the change's transaction (services/platform/notices.ts). */
  notify: Notify;
  /** TRY rates of the configured provider, stored in the database (decision 011). */
  currencyRates: CurrencyRatesService;
  /** Signs the links that act signed out (services/accounts/signed-links.ts); derived from the auth secret. */
  linkSecret: string;
  /** Redis (REDIS_URL), or null: then the rate-limit counters are in the database. */
  sharedStore: SharedStore | null;
  /** Sign-in of the demo accounts when demo content is on (printed at start). */
  demoAccounts: DemoAccounts | null;
  /** Now. One clock for the app, so tests and tools can set the time. */
  clock: () => Date;
}
