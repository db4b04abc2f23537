import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingRevisions, listings } from "../../db/schema";

/** What waits for an admin: a listing submitted for moderation, or a revision of a live one (decision 017). */
export type PendingKind = "listing" | "revision";

/**
 * The live queue's polling on the embedded database (live-queue.ts): the pending listings (or
 * revisions, by their listing's id) changed after `since`, oldest first, at most 50; without
 * `since`, only the newest one (where the next poll starts from).
 */
/** How many changes one read of the live queue's source returns at most (oldest first). */
export const CHANGES_PER_READ = 500;

export async function pendingChangedSince(db: Db, kind: PendingKind, since: Date | null): Promise<{ id: string; updatedAt: Date }[]> {
  const table =
    kind === "listing"
      ? { id: listings.id, status: listings.status, updatedAt: listings.updatedAt, from: listings }
      : { id: listingRevisions.listingId, status: listingRevisions.status, updatedAt: listingRevisions.updatedAt, from: listingRevisions };
  const query = db.select({ id: table.id, updatedAt: table.updatedAt }).from(table.from);
  return since
    ? query
        .where(and(eq(table.status, "pending"), gt(table.updatedAt, since)))
        .orderBy(asc(table.updatedAt))
        .limit(CHANGES_PER_READ)
    : query.where(eq(table.status, "pending")).orderBy(desc(table.updatedAt)).limit(1);
}
