/**
 * Purges of cached pages (decision 022). The database writes them: the content-version triggers
 * (migration 0013) record, in the changing transaction, the surrogate keys of the pages the change
 * affects, tagged with the version it bumped. Two readers:
 *  - each node's page cache reads the purges between the version it last saw and the current one,
 *    and drops its pages with those keys (`purgesBetween`);
 *  - the sender (`cache-purger.ts`) takes the unsent ones, any node at a time, and sends them to the
 *    shared caches (`claimPurges`, `markPurgesSent`, `retryPurgesLater`).
 */
import { and, asc, gt, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cachePurges } from "../../db/schema";
import { type MaintenanceJob } from "./shared";

export interface CachePurge {
  version: number;
  keys: string[];
}

/** The purges of the versions after `after` up to `upTo`, oldest first. */
export async function purgesBetween(db: Db, after: number, upTo: number): Promise<CachePurge[]> {
  return db
    .select({ version: cachePurges.version, keys: cachePurges.keys })
    .from(cachePurges)
    .where(and(gt(cachePurges.version, after), lte(cachePurges.version, upTo)))
    .orderBy(asc(cachePurges.version));
}

/** A sent purge is given up after this many failed attempts (about an hour of backoff). */
export const MAX_PURGE_ATTEMPTS = 12;

/**
 * Takes up to `limit` purges that are due to be sent, oldest first, for `leaseSeconds` (another node
 * takes them over only after that, if this one died before marking them).
 */
export async function claimPurges(db: Db, limit: number, leaseSeconds = 30): Promise<CachePurge[]> {
  const rows = await db.execute<{ version: string | number; keys: string[] }>(sql`
    update ${cachePurges}
       set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
     where version in (
       select version from ${cachePurges}
        where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_PURGE_ATTEMPTS}
        order by version
        limit ${limit}
        for update skip locked)
    returning version, keys`);
  return rows.rows.map((row) => ({ version: Number(row.version), keys: row.keys })).sort((a, b) => a.version - b.version);
}

export async function markPurgesSent(db: Db, versions: number[]): Promise<void> {
  if (versions.length === 0) return;
  await db
    .update(cachePurges)
    .set({ sentAt: sql`now()` })
    .where(inArray(cachePurges.version, versions));
}

/** A failed attempt: each purge is due again after its backoff, 1, 2, 4 … 60 s by its attempts. */
export async function retryPurgesLater(db: Db, versions: number[]): Promise<void> {
  if (versions.length === 0) return;
  await db
    .update(cachePurges)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => least(power(2, greatest(${cachePurges.attempts} - 1, 0)), 60))` })
    .where(and(inArray(cachePurges.version, versions), isNull(cachePurges.sentAt)));
}

/** Purges still to be sent (not given up): the backlog `/api/health` reports when shared caches are configured. */
export async function countUnsentPurges(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(cachePurges)
    .where(and(isNull(cachePurges.sentAt), lt(cachePurges.attempts, MAX_PURGE_ATTEMPTS)));
  return row?.value ?? 0;
}

/** Purges older than this are removed: every page cache has long read them, and a shared cache's copy has expired. */
const PURGE_RETENTION_SECONDS = 3600;

export async function removeOldPurges(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PURGE_RETENTION_SECONDS * 1000);
  const removed = await db.delete(cachePurges).where(lt(cachePurges.createdAt, before)).returning({ version: cachePurges.version });
  return removed.length;
}

/** The periodic clean-up of old purges (registered in maintenance-jobs.ts). */
export const cachePurgeCleanup: MaintenanceJob = {
  name: "cache-purges",
  intervalSeconds: 600,
  run: ({ db, now }) => removeOldPurges(db, now),
};
