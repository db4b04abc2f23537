import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { DAILY_UPLOAD_BYTES_MAX, ORPHAN_UPLOAD_GRACE_SECONDS, UNATTACHED_UPLOAD_BYTES_MAX, UPLOAD_RATE_LIMIT } from "~/domain/uploads";
import type { StorageAdapter } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { type UPLOAD_BUCKETS, profiles, uploads } from "../../db/schema";
import { type MaintenanceJob } from "../platform/shared";

/**
 * The record of every listing photo and video stored by `POST /api/uploads` (table `uploads`,
 * decision 013): the per-member rate limit and byte quotas are counted from it, the listing save
 * checks new media against it and marks what a saved listing shows as attached, and the orphan
 * sweep removes files no saved listing shows once their grace period is over.
 */

/** A database handle or a transaction (the functions below run in either). */
type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;
type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

export type UploadRefusal =
  | { ok: false; error: "rate_limited"; retryAfterSeconds: number }
  | { ok: false; error: "daily_quota_exceeded"; retryAfterSeconds: number }
  | { ok: false; error: "quota_exceeded" };

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether `uploaderId` may upload `bytes` more at `now`: at most UPLOAD_RATE_LIMIT.max uploads per
 * window (failed ones count too), at most UNATTACHED_UPLOAD_BYTES_MAX of uploads no saved listing
 * shows, at most DAILY_UPLOAD_BYTES_MAX in 24 hours. Null when allowed. One indexed query.
 */
export async function uploadRefusal(db: Queryable, uploaderId: string, bytes: number, now: Date): Promise<UploadRefusal | null> {
  const windowStart = new Date(now.getTime() - UPLOAD_RATE_LIMIT.windowSeconds * 1000);
  const dayStart = new Date(now.getTime() - DAY_MS);
  const [usage] = await db
    .select({
      recent: sql<number>`count(*) filter (where ${uploads.createdAt} > ${windowStart})::int`,
      oldestRecent: sql<Date | string | null>`min(${uploads.createdAt}) filter (where ${uploads.createdAt} > ${windowStart})`,
      unattached: sql<string>`coalesce(sum(${uploads.bytes}) filter (where ${uploads.attachedAt} is null and ${uploads.removingAt} is null), 0)`,
      today: sql<string>`coalesce(sum(${uploads.bytes}) filter (where ${uploads.createdAt} > ${dayStart}), 0)`,
      oldestToday: sql<Date | string | null>`min(${uploads.createdAt}) filter (where ${uploads.createdAt} > ${dayStart})`,
    })
    .from(uploads)
    .where(and(eq(uploads.uploaderId, uploaderId), sql`(${uploads.createdAt} > ${dayStart} or ${uploads.attachedAt} is null)`));
  const secondsUntil = (from: Date | string | null, spanMs: number) =>
    Math.max(1, Math.ceil(((from ? new Date(from).getTime() : now.getTime()) + spanMs - now.getTime()) / 1000));
  if ((usage?.recent ?? 0) >= UPLOAD_RATE_LIMIT.max) {
    return {
      ok: false,
      error: "rate_limited",
      retryAfterSeconds: secondsUntil(usage?.oldestRecent ?? null, UPLOAD_RATE_LIMIT.windowSeconds * 1000),
    };
  }
  if (Number(usage?.unattached ?? 0) + bytes > UNATTACHED_UPLOAD_BYTES_MAX) return { ok: false, error: "quota_exceeded" };
  if (Number(usage?.today ?? 0) + bytes > DAILY_UPLOAD_BYTES_MAX) {
    return { ok: false, error: "daily_quota_exceeded", retryAfterSeconds: secondsUntil(usage?.oldestToday ?? null, DAY_MS) };
  }
  return null;
}

export interface UploadReservationInput {
  uploaderId: string;
  ownerId: string;
  listingId: string;
  bucket: UploadBucket;
  /** The received file's size: the most this upload may store. */
  bytes: number;
  /** Admins are not limited (they post for others and moderate). */
  limited: boolean;
  now?: Date;
}

/**
 * Records an upload before anything is stored, if the uploader's limits allow it: checked and
 * recorded under a lock of the uploader's profile row, so parallel uploads of one member (on any
 * node) cannot together pass a limit. The id of the record, or why not.
 */
export async function reserveUpload(db: Db, input: UploadReservationInput): Promise<{ ok: true; id: string } | UploadRefusal> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    if (input.limited) {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, input.uploaderId)).for("no key update");
      const refusal = await uploadRefusal(tx, input.uploaderId, input.bytes, now);
      if (refusal) return refusal;
    }
    const [row] = await tx
      .insert(uploads)
      .values({
        uploaderId: input.uploaderId,
        ownerId: input.ownerId,
        listingId: input.listingId,
        bucket: input.bucket,
        bytes: input.bytes,
        createdAt: now,
      })
      .returning({ id: uploads.id });
    return { ok: true as const, id: row!.id };
  });
}

/**
 * Records the objects an upload is about to write (called before writing them, so a crash in between
 * leaves keys the sweep removes, never unknown files); its bytes become theirs. A retry under a fresh
 * timestamp (the key was taken) replaces the keys of the attempt before: those were someone else's.
 */
export async function recordUploadObjects(db: Db, id: string, objects: readonly { key: string; bytes: number }[]) {
  await db
    .update(uploads)
    .set({
      keys: sql`array[${sql.join(
        objects.map((object) => sql`${object.key}`),
        sql`, `,
      )}]::text[]`,
      bytes: objects.reduce((total, object) => total + object.bytes, 0),
    })
    .where(eq(uploads.id, id));
}

/** The upload is stored: the URL listings refer to it by. */
export async function completeUpload(db: Db, id: string, url: string) {
  await db.update(uploads).set({ url }).where(eq(uploads.id, id));
}

/**
 * A refused upload (too large, not an image or video, unreadable: decision 036) is recorded with no
 * bytes and no file, so it counts toward the uploader's rate limit like an accepted one; the sweep
 * removes the row after the grace period. `listingId` is the nil UUID when the form had none.
 */
export async function recordRefusedUpload(
  db: Db,
  input: { uploaderId: string; listingId: string | null; bucket: UploadBucket; now?: Date },
) {
  await db.insert(uploads).values({
    uploaderId: input.uploaderId,
    ownerId: input.uploaderId,
    listingId: input.listingId ?? "00000000-0000-0000-0000-000000000000",
    bucket: input.bucket,
    bytes: 0,
    createdAt: input.now ?? new Date(),
  });
}

/** The upload failed (nothing of it stays stored): it still counts for the rate limit, not for the quotas. */
export async function abandonUpload(db: Db, id: string) {
  await db.update(uploads).set({ bytes: 0 }).where(eq(uploads.id, id));
}

/**
 * The live (not being removed) uploads of `listingId` in `ownerId`'s folder among `urls`, locked
 * until the end of the caller's transaction so the sweep cannot remove them meanwhile: for each
 * URL, the URLs of every object of that upload (an image's variants).
 */
export async function lockLiveUploads(
  tx: Queryable,
  storage: StorageAdapter,
  ownerId: string,
  listingId: string,
  urls: readonly string[],
): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  if (!urls.length) return found;
  const rows = await tx
    .select({ url: uploads.url, bucket: uploads.bucket, keys: uploads.keys })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, ownerId),
        eq(uploads.listingId, listingId),
        inArray(uploads.url, [...new Set(urls)]),
        isNull(uploads.removingAt),
      ),
    )
    .for("update");
  for (const row of rows) {
    if (row.url) found.set(row.url, new Set(row.keys.map((key) => storage.publicUrl(row.bucket, key))));
  }
  return found;
}

/**
 * After a listing save (in its transaction): the listing's uploads that it shows are attached, the
 * others (never used, or dropped by this edit) are not, and the sweep removes those after their
 * grace period.
 */
export async function syncAttachedUploads(tx: Queryable, ownerId: string, listingId: string, shownUrls: readonly string[], now: Date) {
  const shown = [...new Set(shownUrls)];
  const isShown = shown.length
    ? sql`${uploads.url} in (${sql.join(
        shown.map((url) => sql`${url}`),
        sql`, `,
      )})`
    : sql`false`;
  await tx
    .update(uploads)
    .set({ attachedAt: sql`case when ${isShown} then coalesce(${uploads.attachedAt}, ${now}) else null end` })
    .where(
      and(
        eq(uploads.listingId, listingId),
        eq(uploads.ownerId, ownerId),
        isNull(uploads.removingAt),
        sql`(${uploads.attachedAt} is null) = (${isShown})`,
      ),
    );
}

/** Deleted listings' uploads are no longer attached: the sweep removes their rows (and any file left). */
export async function releaseListingUploads(tx: Queryable, listingIds: readonly string[]) {
  if (!listingIds.length) return;
  await tx
    .update(uploads)
    .set({ attachedAt: null })
    .where(inArray(uploads.listingId, [...listingIds]));
}

/** How many uploads one sweep pass handles (the job loops until none are left). */
const SWEEP_BATCH = 200;

/**
 * Removes the files of uploads that no saved listing shows and that are older than the grace period,
 * then their records; returns how many uploads were removed. Safe on N nodes and when cut short:
 * candidates are claimed with `FOR UPDATE SKIP LOCKED` (a listing save holding one keeps it), checked
 * again against the listings in a fresh statement and marked `removing_at` in one transaction; the
 * files are deleted after the commit and the row last, so a run that dies in between is finished by
 * the next one (deleting a missing object is not an error on either storage).
 */
export async function sweepOrphanUploads(db: Db, storage: StorageAdapter, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_GRACE_SECONDS * 1000);
  let removed = 0;
  for (;;) {
    const marked = await db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(isNull(uploads.attachedAt), isNull(uploads.removingAt), lt(uploads.createdAt, cutoff)))
        .orderBy(uploads.createdAt)
        .limit(SWEEP_BATCH)
        .for("update", { skipLocked: true });
      if (!candidates.length) return 0;
      // Belt and braces: a listing row (or its pending revision, decision 017) that shows the file
      // keeps it, whatever attached_at says.
      const rows = await tx
        .update(uploads)
        .set({ removingAt: now })
        .where(
          and(
            inArray(
              uploads.id,
              candidates.map((candidate) => candidate.id),
            ),
            sql`not exists (
              select 1 from listings l
               where l.id = ${uploads.listingId}
                 and ${uploads.url} is not null
                 and (l.images @> jsonb_build_array(jsonb_build_object('url', ${uploads.url}::text))
                   or l.videos @> jsonb_build_array(${uploads.url}::text)))
            and not exists (
              select 1 from listing_revisions r
               where r.listing_id = ${uploads.listingId}
                 and r.status = 'pending'
                 and ${uploads.url} is not null
                 and (r.images @> jsonb_build_array(jsonb_build_object('url', ${uploads.url}::text))
                   or r.videos @> jsonb_build_array(${uploads.url}::text)))`,
          ),
        )
        .returning({ id: uploads.id });
      // Those still shown by a listing are attached again (a save by other means than the form).
      const kept = new Set(rows.map((row) => row.id));
      const shown = candidates.filter((candidate) => !kept.has(candidate.id)).map((candidate) => candidate.id);
      if (shown.length) await tx.update(uploads).set({ attachedAt: now }).where(inArray(uploads.id, shown));
      return candidates.length;
    });
    removed += await removeMarkedUploads(db, storage);
    if (!marked) return removed;
  }
}

/** Deletes the files, then the rows, of uploads marked for removal (by this run or one that died). */
async function removeMarkedUploads(db: Db, storage: StorageAdapter): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db
      .select({ id: uploads.id, listingId: uploads.listingId, bucket: uploads.bucket, keys: uploads.keys })
      .from(uploads)
      .where(isNotNull(uploads.removingAt))
      .limit(SWEEP_BATCH);
    if (!rows.length) return removed;
    for (const row of rows) {
      // Two uploads of one name in the same millisecond may both have recorded a key before one of
      // them got it (the other retried under the next millisecond): a key a live upload of the same
      // listing claims is not this one's to delete.
      const claimed = await db
        .select({ keys: uploads.keys })
        .from(uploads)
        .where(and(eq(uploads.listingId, row.listingId), isNull(uploads.removingAt), eq(uploads.bucket, row.bucket)));
      const taken = new Set(claimed.flatMap((other) => other.keys));
      // A storage error stops the run; the rows stay marked and the next run tries again.
      for (const key of new Set(row.keys)) if (!taken.has(key)) await storage.delete(row.bucket, key);
      await db.delete(uploads).where(eq(uploads.id, row.id));
      removed += 1;
    }
  }
}

/** The periodic orphan-upload sweep (registered in maintenance-jobs.ts). */
export const orphanUploadSweep: MaintenanceJob = {
  name: "orphan-uploads",
  intervalSeconds: 3600,
  maxRunSeconds: 30 * 60,
  run: ({ db, storage, now }) => sweepOrphanUploads(db, storage, now),
};
