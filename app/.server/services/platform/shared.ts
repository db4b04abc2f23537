import type { StorageAdapter } from "../../adapters/storage";
import type { Db } from "../../db/client";
import type { Mailer } from "./mailer";

/**
 * What several services share and none owns: the actors of a change, its outcome, the maintenance
 * jobs' shape, and two SQL-free helpers. Kept apart so that no service imports another only for a
 * type (that closed an import cycle through eight services; eslint.config.js now counts type-only
 * imports in its cycle check).
 */

/** Who acts: the signed-in user. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
}

/** An admin acting in the panel, with the name the history shows. */
export interface AdminActor {
  userId: string;
  name: string;
}

/** The outcome of a change: done, nothing there, or not allowed for this actor. */
export type ChangeOutcome = "ok" | "not_found" | "forbidden";

/** What the listing expiry job needs besides the database to mail the reminders (the app context gives it). */
export interface ExpiryMailDeps {
  mailer: Mailer;
  /** The site's public origin, for absolute links. */
  siteUrl: string;
  /** The signed links' secret. */
  linkSecret: string;
  lifetimeDays: number;
  log?: { error(details: object, message: string): void };
}

export interface MaintenanceContext {
  db: Db;
  storage: StorageAdapter;
  /** The clock of this run (tests pass their own). */
  now: Date;
  /** What jobs that mail need (the listing expiry's reminders); without it they do only their other work. */
  mail?: ExpiryMailDeps;
}

/**
 * A periodic sweep (services/platform/maintenance-jobs.ts lists them): a scheduled job of the job
 * queue (jobs/registry.ts), run about once per interval across all nodes, one run at a time. Sweeps
 * are idempotent: a run cut short is finished by the next one.
 */
export interface MaintenanceJob {
  /** Stable name: its queue is `sweep-<name>`. */
  name: string;
  /** Seconds between two runs, across all nodes. */
  intervalSeconds: number;
  /** A run still going after this long counts as failed (a node that died); the next interval runs it again (default 10 minutes). */
  maxRunSeconds?: number;
  /** Does the work; returns how many things it removed or changed (for the log). */
  run(context: MaintenanceContext): Promise<number>;
}

/** Public name of a seller: the company name for companies, else the display name. */
export function sellerName(profile: { accountType: string; companyName: string | null; displayName: string | null }) {
  const company = profile.companyName?.trim() || null;
  const display = profile.displayName?.trim() || null;
  return profile.accountType === "company" ? (company ?? display) : (display ?? company);
}

/** The storage key of an avatar this site stored for the user (to delete the old file); null otherwise. */
export function avatarKeyOf(storage: StorageAdapter, url: string | null, userId: string): string | null {
  const folder = storage.publicUrl("avatars", `${userId}/_`).slice(0, -1);
  if (!url?.startsWith(folder)) return null;
  const name = decodeURIComponent(url.slice(folder.length));
  return name && !name.includes("/") ? `${userId}/${name}` : null;
}
