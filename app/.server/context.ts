import type { Logger } from "pino";
import type { PriceDrop } from "~/domain/price-history";
import type { SharedStore } from "./adapters/redis";
import type { StorageAdapter } from "./adapters/storage";
import type { Auth } from "./auth/auth";
import type { Database, Db } from "./db/client";
import type { DemoAccounts } from "./demo/accounts";
import type { Config } from "./infra/config";
import type { JobQueue } from "./jobs/queue";
import type { CurrencyRatesService } from "./services/discovery/currency";
import type { ReasonCounts } from "./services/moderation/listing-reports";
import type { Mailer } from "./services/platform/mailer";
import type { HiddenBy } from "./services/moderation/report-mails";
import type { SellerNotice } from "./services/accounts/seller-mails";

/**
 * What a change tells members, by mail: each call sends a `notice` job (jobs/registry.ts, decision
 * 033) once the change committed, and resolves when the job is stored (a failure to store it is
 * logged, never thrown: the change stands). The job composes and queues the mails.
 */
export interface Notifier {
  /** Tells a seller what happened to their listing or account. */
  seller(notice: SellerNotice): Promise<void>;
  /** A live listing's price drop, to the members who keep it (decision 031). */
  priceDrop(drop: PriceDrop | undefined): Promise<void>;
  /** Asks a reported listing's owner to fix it (after the admin's answer). */
  fixRequest(listingId: string, reasons: ReasonCounts): Promise<void>;
  /** Tells a listing's owner it was hidden after reports, and why. */
  hidden(listingId: string, reasons: ReasonCounts, by: HiddenBy): Promise<void>;
}

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
  notify: Notifier;
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
