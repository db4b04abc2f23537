import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { maintenanceLeases } from "../../db/schema";
import type { MaintenanceContext, MaintenanceJob } from "./shared";

/**
 * Periodic maintenance (sweeps of expired unverified accounts, orphan uploads, old view marks…),
 * safe on N app nodes: before a job runs, a node takes its lease row in `maintenance_leases` with one
 * conditional UPDATE (free, or expired, and the job due since its last run). So one node at a time
 * runs a job, N nodes together run it about once per interval, and a node that dies mid-run only
 * holds the job until its lease expires. Jobs are idempotent sweeps: a run cut short is finished by
 * the next one.
 */

export type MaintenanceResult = Record<string, { ok: true; count: number } | { ok: false; error: unknown } | { ok: "skipped" }>;

const DEFAULT_LEASE_SECONDS = 10 * 60;

/** Takes the job's lease when it is free and due; false when another node holds it or it ran recently. */
export async function takeLease(db: Db, job: MaintenanceJob, now: Date): Promise<boolean> {
  await db.insert(maintenanceLeases).values({ job: job.name }).onConflictDoNothing();
  const dueBefore = new Date(now.getTime() - job.intervalSeconds * 1000);
  const lockedUntil = new Date(now.getTime() + (job.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000);
  const taken = await db
    .update(maintenanceLeases)
    .set({ lockedUntil })
    .where(
      and(
        eq(maintenanceLeases.job, job.name),
        or(isNull(maintenanceLeases.lockedUntil), lt(maintenanceLeases.lockedUntil, now)),
        or(isNull(maintenanceLeases.lastFinishedAt), sql`${maintenanceLeases.lastFinishedAt} <= ${dueBefore}`),
      ),
    )
    .returning({ job: maintenanceLeases.job });
  return taken.length === 1;
}

/** Gives the lease back; a finished run also records when it finished (the next is due an interval later). */
async function releaseLease(db: Db, name: string, finishedAt: Date | null) {
  await db
    .update(maintenanceLeases)
    .set(finishedAt ? { lockedUntil: null, lastFinishedAt: finishedAt } : { lockedUntil: null })
    .where(eq(maintenanceLeases.job, name));
}

/**
 * Runs every job that is due and free, one after another. A failing job gives its lease back
 * without counting as run (it is tried again on the next tick) and does not stop the others.
 */
export async function runDueJobs(
  context: Omit<MaintenanceContext, "now"> & { now?: Date },
  jobs: readonly MaintenanceJob[],
): Promise<MaintenanceResult> {
  const result: MaintenanceResult = {};
  for (const job of jobs) {
    const now = context.now ?? new Date();
    if (!(await takeLease(context.db, job, now))) {
      result[job.name] = { ok: "skipped" };
      continue;
    }
    try {
      const count = await job.run({ db: context.db, storage: context.storage, now, mail: context.mail });
      await releaseLease(context.db, job.name, context.now ?? new Date());
      result[job.name] = { ok: true, count };
    } catch (error) {
      await releaseLease(context.db, job.name, null).catch(() => {});
      result[job.name] = { ok: false, error };
    }
  }
  return result;
}
