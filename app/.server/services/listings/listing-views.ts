import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { isListingId } from "~/domain/listing-detail";
import type { Db } from "../../db/client";
import { listingViewAddresses, listingViews, listings } from "../../db/schema";
import { type MaintenanceJob } from "../platform/shared";

/**
 * The view counter (docs/product.md §4 "Views"), deduplicated on the server (decision 013): a view
 * counts once per viewer, listing and UTC day. A signed-in member is one viewer whatever their
 * address. Anyone else is their address and their browser (user agent plus the random id the page
 * keeps in the browser); as many people share one address behind carrier NAT here, an address counts
 * up to VIEWERS_PER_ADDRESS different browsers per listing and day, and no more. So a script from
 * one address adds at most that many views a day to a listing, and real visitors sharing an address
 * still count. Only hashes are stored; rows of past days are removed by a maintenance job.
 */

/** Different browsers counted per address, listing and day (carrier NAT: many people, one address). */
export const VIEWERS_PER_ADDRESS = 20;

export interface ViewerIdentity {
  /** `u:{userId}` for a member, else `a:{hash of the address}`. */
  viewer: string;
  /** Empty for a member, else a hash of the user agent and the browser's own id. */
  agent: string;
}

const digest = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

/**
 * The address a view is counted under: IPv4 as it is; IPv6 by its /64 prefix (one connection, one
 * household or phone, holds a whole /64, so single addresses would be free to rotate).
 */
export function viewerAddress(ip: string): string {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return "unknown";
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}

/** Who is viewing: the member, or the address and browser of a visitor. */
export function viewerIdentity(input: { userId: string | null; ip: string; userAgent: string; browserId: string | null }): ViewerIdentity {
  if (input.userId) return { viewer: `u:${input.userId}`, agent: "" };
  return { viewer: `a:${digest(viewerAddress(input.ip))}`, agent: digest(`${input.userAgent}\n${input.browserId ?? ""}`) };
}

/** The UTC day of `now` (YYYY-MM-DD). */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts a view of an ACTIVE listing if this viewer has not been counted for it today (and, for an
 * address, fewer than VIEWERS_PER_ADDRESS browsers have), and returns the listing's count either
 * way; null for an unknown, malformed or non-active id. One statement (and a read of the count when
 * it did not count): the mark is inserted with
 * ON CONFLICT DO NOTHING and the counter moves only when it was (`views + 1`, atomic), so
 * concurrent calls never count one viewer twice nor lose a view. The content version is not bumped
 * (migration 0007 ignores `views`).
 */
export async function recordListingView(db: Db, id: string, identity: ViewerIdentity, now = new Date()): Promise<number | null> {
  if (!isListingId(id)) return null;
  const day = utcDay(now);
  // A visitor's new mark counts only if their address takes one of its VIEWERS_PER_ADDRESS places
  // for this listing today: the conditional upsert locks the address row, so the cap is exact.
  const counts = identity.viewer.startsWith("a:")
    ? sql`, place as (
        insert into ${listingViewAddresses} as a (day, listing_id, viewer, browsers)
        select ${day}::date, listing_id, ${identity.viewer}, 1 from mark
        on conflict (day, listing_id, viewer) do update set browsers = a.browsers + 1
         where a.browsers < ${VIEWERS_PER_ADDRESS}
        returning listing_id
      )`
    : sql`, place as (select listing_id from mark)`;
  const result = await db.execute<{ counted: number | null; seen: number | null }>(sql`
    with listing as (
      select id, views from listings where id = ${id} and status = 'active'
    ), mark as (
      insert into ${listingViews} (day, listing_id, viewer, agent)
      select ${day}::date, listing.id, ${identity.viewer}, ${identity.agent} from listing
      on conflict do nothing
      returning listing_id
    )${counts}, counted as (
      update listings set views = listings.views + 1
       where listings.id = (select listing_id from place)
      returning views
    )
    select (select views from counted) as counted, (select views from listing) as seen`);
  const row = result.rows[0];
  if (row?.counted !== null && row?.counted !== undefined) return Number(row.counted);
  if (row?.seen === null || row?.seen === undefined) return null;
  // Not counted: the count this statement saw is as of its start, and a concurrent first view of the
  // same viewer (whose mark made ours a conflict) may have committed since. A new statement sees it.
  const [current] = await db
    .select({ views: listings.views })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.status, "active")));
  return current ? current.views : Number(row.seen);
}

/** Removes the view marks of past days (only today's are consulted). */
async function removeOldViewMarks(db: Db, now: Date): Promise<number> {
  const today = utcDay(now);
  const marks = await db.execute(sql`delete from ${listingViews} where day < ${today}::date`);
  await db.execute(sql`delete from ${listingViewAddresses} where day < ${today}::date`);
  return marks.rowCount ?? 0;
}

/** The periodic clean-up of old view marks (registered in maintenance-jobs.ts). */
export const viewMarksCleanup: MaintenanceJob = {
  name: "view-marks",
  intervalSeconds: 3600,
  run: ({ db, now }) => removeOldViewMarks(db, now),
};
