/**
 * The sitemap's listings (decision 034): every active listing, split into files of at most
 * `perFile` listings in the order of their id (the primary key, so no extra index). The index asks
 * for the files' boundaries in one query; a file reads its listings from its first id in batches,
 * each its own short query, so a response streamed to a slow client never holds a connection (the
 * embedded PGlite has one) between batches.
 */
import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import { readContentVersion } from "../platform/content-version";

export interface SitemapListing {
  id: string;
  category: Category;
  updatedAt: Date;
}

/** One listings file of the sitemap: its number (from 1), first listing id, newest update and size. */
export interface SitemapListingFile {
  number: number;
  firstId: string;
  lastmod: Date;
  listings: number;
}

/**
 * The listings files, in order: the active listings numbered by id, cut every `perFile`. One pass
 * over the active listings' ids (no OFFSET per file); uuids are compared as PostgreSQL orders them,
 * which their text in the "C" collation follows.
 */
export async function listSitemapFiles(db: Db, perFile: number): Promise<SitemapListingFile[]> {
  if (!Number.isInteger(perFile) || perFile < 1) throw new Error(`perFile must be a positive integer, not ${perFile}`);
  // Read once per content version (it grows whenever an active listing is added, changed or leaves):
  // the index and every file ask for the boundaries, which only such a change moves. The version is
  // read first, so boundaries newer than it are at worst read again, never older ones kept.
  const version = await readContentVersion(db);
  const known = knownFiles.get(db);
  if (known && known.version === version && known.perFile === perFile) return known.files;
  const files = await readSitemapFiles(db, perFile);
  knownFiles.set(db, { version, perFile, files });
  return files;
}

/** The files' boundaries last read, by database, with the content version they were read at. */
const knownFiles = new WeakMap<Db, { version: number; perFile: number; files: SitemapListingFile[] }>();

async function readSitemapFiles(db: Db, perFile: number): Promise<SitemapListingFile[]> {
  const result = await db.execute<{ file: string | number; first_id: string; lastmod: string | Date; listings: string | number }>(sql`
    select (rn - 1) / ${perFile} as file,
           min(id::text collate "C") as first_id,
           max(updated_at) as lastmod,
           count(*) as listings
      from (select ${listings.id} as id, ${listings.updatedAt} as updated_at, row_number() over (order by ${listings.id}) as rn
              from ${listings}
             where ${listings.status} = 'active') numbered
     group by 1
     order by 1`);
  return result.rows.map((row) => ({
    number: Number(row.file) + 1,
    firstId: row.first_id,
    lastmod: new Date(row.lastmod),
    listings: Number(row.listings),
  }));
}

/**
 * The active listings from `fromId` (inclusive) up to `beforeId` (exclusive, or to the end), at
 * most `limit`, in batches of `batch` by id: keyset pagination, one query per batch, taken only when
 * the caller asks for the next one.
 */
export async function* sitemapListingBatches(
  db: Db,
  { fromId, beforeId, limit, batch = 1000 }: { fromId: string; beforeId?: string; limit: number; batch?: number },
): AsyncGenerator<SitemapListing[]> {
  let after: string | undefined;
  let left = limit;
  while (left > 0) {
    const size = Math.min(batch, left);
    const rows = await db
      .select({ id: listings.id, category: listings.categorySlug, updatedAt: listings.updatedAt })
      .from(listings)
      .where(
        and(
          eq(listings.status, "active"),
          after === undefined ? gte(listings.id, fromId) : gt(listings.id, after),
          beforeId === undefined ? undefined : lt(listings.id, beforeId),
        ),
      )
      .orderBy(asc(listings.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    left -= rows.length;
    after = rows.at(-1)!.id;
  }
}
