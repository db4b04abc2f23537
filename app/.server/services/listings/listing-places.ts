import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { placeColumns } from "~/domain/listing-place";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import type { MaintenanceJob } from "../platform/shared";

const BATCH = 500;

/**
 * Gives a place (decision 043) to the listings that have none: those from before places existed and
 * those written by tools straight into the table. A listing saved through the app is placed as it is
 * saved. Idempotent and safe on N nodes: each row is changed only while it still has no place and
 * the content that was read, so an owner's save meanwhile wins. A listing in a city this product
 * does not know keeps no place. Returns how many listings it placed.
 */
export async function placeUnplacedListings(db: Db): Promise<number> {
  let placed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select({
        id: listings.id,
        city: listings.city,
        region: listings.region,
        mapUrl: sql<string | null>`${listings.specifications} ->> 'map_url'`,
      })
      .from(listings)
      .where(and(gt(listings.id, after), isNull(listings.placeSource)))
      .orderBy(asc(listings.id))
      .limit(BATCH);
    for (const row of rows) {
      const place = placeColumns({ city: row.city, region: row.region, specifications: { map_url: row.mapUrl } });
      if (place.placeSource === null) continue;
      const done = await db
        .update(listings)
        .set(place)
        .where(
          and(
            eq(listings.id, row.id),
            isNull(listings.placeSource),
            eq(listings.city, row.city),
            row.region === null ? isNull(listings.region) : eq(listings.region, row.region),
            sql`${listings.specifications} ->> 'map_url' is not distinct from ${row.mapUrl}`,
          ),
        )
        .returning({ id: listings.id });
      placed += done.length;
    }
    if (rows.length < BATCH) return placed;
    after = rows[rows.length - 1]!.id;
  }
}

/** Places the listings without a place: once after the migration, then every hour for those tools wrote. */
export const listingPlacing: MaintenanceJob = {
  name: "listing-places",
  intervalSeconds: 60 * 60,
  run: ({ db }) => placeUnplacedListings(db),
};
