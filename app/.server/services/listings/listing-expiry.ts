/**
 * Listings' freshness (decision 029): an approved listing lives LISTING_LIFETIME_DAYS,
 * its owner is mailed a one-click renew link EXPIRY_NOTICE_DAYS before the end, and then it expires
 * (status 'expired': off every public page, kept for its owner, who renews it from the profile or
 * the link). The owner may also say it is rented (status 'rented': off the lists at once, its page
 * says so for RENTED_PAGE_DAYS) and, if that was wrong or it is free again, make it available again.
 *
 * A renewal needs no moderation: the listing's content is what was approved (an edit of a live
 * listing waits as a revision, and an edit of an expired one sends it back to the moderators
 * instead, whose approval then starts a new lifetime).
 */
import { type SQL, and, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import { EXPIRY_NOTICE_DAYS, type ListingStatus, lifetimeEnd } from "~/domain/listing";
import { isListingId } from "~/domain/listing-detail";
import type { ListingTitles } from "~/domain/listing-texts";
import { pathsFor } from "~/lib/paths";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";
import { expiryNoticeMail } from "../../mail/templates";
import { listingOwner } from "../accounts/mail-recipients";
import { listingTitlesSql } from "./listings";
import { type SignedLinkCheck, signLink, verifyLink } from "../accounts/signed-links";
import { type Actor, type ChangeOutcome, type MaintenanceJob } from "../platform/shared";
import type { ExpiryMailDeps } from "../platform/shared";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The purpose of a renew link's signature (signed-links.ts). */
export const RENEW_LINK_PURPOSE = "listing-renew";
/** Days a renew link works after its mail was sent: past the listing's end, so an expired listing is renewed by it too. */
export const RENEW_LINK_DAYS = 30;

/** What a lifetime change answers: done, or why not. */
export type FreshnessOutcome = ChangeOutcome | "wrong_status";

/** Which statuses each change starts from. */
const RENEWABLE: ListingStatus[] = ["active", "expired"];

async function ownedListing(db: Db, actor: Actor | null, listingId: string) {
  if (!isListingId(listingId)) return { outcome: "not_found" as const };
  const [row] = await db.select({ ownerId: listings.ownerId, status: listings.status }).from(listings).where(eq(listings.id, listingId));
  if (!row || row.status === "deleted") return { outcome: "not_found" as const };
  // Only the owner: an admin manages listings from the panel, not by renewing or renting them.
  if (actor && row.ownerId !== actor.userId) return { outcome: "forbidden" as const };
  return { outcome: "ok" as const, status: row.status };
}

/**
 * Renews a live or expired listing: a new lifetime from `now`, live again if it had expired, and a
 * new reminder due before its new end. `actor` null: a signed renew link (already verified) acts.
 * A revision waiting for moderation stays waiting (it is another row).
 */
export async function renewListing(
  db: Db,
  actor: Actor | null,
  listingId: string,
  options: { now: Date; lifetimeDays: number },
): Promise<{ outcome: FreshnessOutcome; expiresAt?: Date }> {
  const found = await ownedListing(db, actor, listingId);
  if (found.outcome !== "ok") return { outcome: found.outcome };
  const expiresAt = lifetimeEnd(options.now, options.lifetimeDays);
  const rows = await db
    .update(listings)
    .set({ status: "active", expiresAt, expiryNoticeAt: null })
    .where(and(eq(listings.id, listingId), inArray(listings.status, RENEWABLE)))
    .returning({ id: listings.id });
  return rows.length ? { outcome: "ok", expiresAt } : { outcome: "wrong_status" };
}

/** The owner says a live listing is rented: off every list at once; its page says so (RENTED_PAGE_DAYS). */
export async function markListingRented(db: Db, actor: Actor, listingId: string, now: Date): Promise<FreshnessOutcome> {
  const found = await ownedListing(db, actor, listingId);
  if (found.outcome !== "ok") return found.outcome;
  const rows = await db
    .update(listings)
    .set({ status: "rented", rentedAt: now })
    .where(and(eq(listings.id, listingId), eq(listings.status, "active")))
    .returning({ id: listings.id });
  return rows.length ? "ok" : "wrong_status";
}

/**
 * A rented listing is available again (the tenant left, or it was marked by mistake): live again
 * with a new lifetime, as a renewal (its content was approved and has not changed).
 */
export async function markListingAvailable(
  db: Db,
  actor: Actor,
  listingId: string,
  options: { now: Date; lifetimeDays: number },
): Promise<FreshnessOutcome> {
  const found = await ownedListing(db, actor, listingId);
  if (found.outcome !== "ok") return found.outcome;
  const rows = await db
    .update(listings)
    .set({ status: "active", rentedAt: null, expiresAt: lifetimeEnd(options.now, options.lifetimeDays), expiryNoticeAt: null })
    .where(and(eq(listings.id, listingId), eq(listings.status, "rented")))
    .returning({ id: listings.id });
  return rows.length ? "ok" : "wrong_status";
}

/** A renew link's token for a listing, valid RENEW_LINK_DAYS from `now`. */
export const renewToken = (secret: string, listingId: string, now: Date) =>
  signLink(secret, { purpose: RENEW_LINK_PURPOSE, subject: listingId }, new Date(now.getTime() + RENEW_LINK_DAYS * DAY_MS));

/** Whether `token` is a valid renew link of this listing at `now`. */
export const checkRenewToken = (secret: string, listingId: string, token: string | null, now: Date): SignedLinkCheck =>
  verifyLink(secret, { purpose: RENEW_LINK_PURPOSE, subject: listingId }, token, now);

// ---------------------------------------------------------------------------------------------
// The expiry job

/** Reminders sent per run at most (the next run sends the rest). */
const NOTICE_BATCH = 200;

/**
 * Mails the owners of live listings that end within EXPIRY_NOTICE_DAYS and were not reminded in
 * this lifetime. Each listing is claimed (expiry_notice_at set by one conditional UPDATE) before
 * its mail goes: two runners never mail the same listing, and a run that dies after the claim
 * leaves that one reminder unsent rather than sending it twice. A mail the server refuses gives the
 * claim back, so the next run tries again.
 */
export async function sendExpiryNotices(db: Db, deps: ExpiryMailDeps, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS);
  const due = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.status, "active"),
        isNotNull(listings.expiresAt),
        gt(listings.expiresAt, now),
        lte(listings.expiresAt, soon),
        isNull(listings.expiryNoticeAt),
      ),
    )
    .orderBy(listings.expiresAt)
    .limit(NOTICE_BATCH);
  let sent = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(listings)
      .set({ expiryNoticeAt: now })
      .where(and(eq(listings.id, id), eq(listings.status, "active"), isNull(listings.expiryNoticeAt)))
      .returning({ id: listings.id });
    if (!claimed) continue;
    const owner = await listingOwner(db, id);
    if (!owner?.expiresAt) continue;
    const paths = pathsFor(owner.locale);
    try {
      // The reminder (app/.server/mail): the date it expires, the one-click renew link, where to mark it rented.
      await deps.mailer.send({
        to: owner.email,
        ...expiryNoticeMail(owner.locale, {
          name: owner.name,
          title: owner.title,
          expiresAt: owner.expiresAt,
          lifetimeDays: deps.lifetimeDays,
          renewLink: `${deps.siteUrl}${paths.renewListing(id, renewToken(deps.linkSecret, id, now))}`,
          profileLink: `${deps.siteUrl}${paths.profile(owner.userId)}`,
        }),
      });
      sent += 1;
    } catch (error) {
      deps.log?.error({ err: error, listingId: id }, "expiry notice mail failed");
      await db
        .update(listings)
        .set({ expiryNoticeAt: null })
        .where(and(eq(listings.id, id), eq(listings.expiryNoticeAt, now)));
    }
  }
  return sent;
}

// ---------------------------------------------------------------------------------------------
// The renew link: one "Renew" button, once per reminder

/**
 * Which reminder a verified renew link belongs to: its token expires RENEW_LINK_DAYS after the
 * reminder was sent (`renewToken`), and the listing keeps that time in `expiry_notice_at` until it
 * is renewed (by this link or from the profile) — so the link works once, and only the latest one.
 */
function isThisReminder(linkExpiresAt: Date): SQL {
  const sentSeconds = Math.floor(linkExpiresAt.getTime() / 1000) - RENEW_LINK_DAYS * 24 * 60 * 60;
  return sql`floor(extract(epoch from ${listings.expiryNoticeAt})) = ${sentSeconds}`;
}

/** What a renew link can still do: renew (`ok`), or why not (`used`: renewed since, or an older reminder's link). */
export type RenewLinkState = "ok" | "used" | "not_found" | "wrong_status";

export async function renewLinkState(db: Db, listingId: string, linkExpiresAt: Date): Promise<RenewLinkState> {
  if (!isListingId(listingId)) return "not_found";
  const [row] = await db
    .select({ status: listings.status, current: sql<boolean>`coalesce(${isThisReminder(linkExpiresAt)}, false)` })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row || row.status === "deleted") return "not_found";
  if (!RENEWABLE.includes(row.status)) return "wrong_status";
  return row.current ? "ok" : "used";
}

/**
 * The renew link's button (a POST: mail scanners open links, they do not press buttons): renews
 * the listing like `renewListing` when the link is still this reminder's and unused, in one
 * conditional UPDATE (two presses renew once).
 */
export async function renewListingByLink(
  db: Db,
  listingId: string,
  linkExpiresAt: Date,
  options: { now: Date; lifetimeDays: number },
): Promise<{ outcome: RenewLinkState; expiresAt?: Date }> {
  if (!isListingId(listingId)) return { outcome: "not_found" };
  const expiresAt = lifetimeEnd(options.now, options.lifetimeDays);
  const rows = await db
    .update(listings)
    .set({ status: "active", expiresAt, expiryNoticeAt: null })
    .where(and(eq(listings.id, listingId), inArray(listings.status, RENEWABLE), isThisReminder(linkExpiresAt)))
    .returning({ id: listings.id });
  if (rows.length) return { outcome: "ok", expiresAt };
  return { outcome: await renewLinkState(db, listingId, linkExpiresAt) };
}

/** Live listings whose lifetime is over become 'expired' (one statement: safe to run again, or on two nodes). */
export async function expireListings(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(listings)
    .set({ status: "expired" })
    .where(and(eq(listings.status, "active"), isNotNull(listings.expiresAt), lte(listings.expiresAt, now)))
    .returning({ id: listings.id });
  return rows.length;
}

/**
 * The maintenance sweep (jobs/registry.ts `sweepJobs`: one run at a time): reminders first, then the
 * expiries. Without mail deps (a test's or a tool's run) only the expiries are done; the reminders
 * wait for a run that can send them.
 */
export const listingExpiryJob: MaintenanceJob = {
  name: "listing-expiry",
  intervalSeconds: 5 * 60,
  async run({ db, now, mail }) {
    const notices = mail ? await sendExpiryNotices(db, mail, now) : 0;
    return notices + (await expireListings(db, now));
  },
};

/** What the renew page shows of a listing: its titles, its page's category and its owner's profile. */
export async function renewedListing(
  db: Db,
  listingId: string,
): Promise<{ category: Category; ownerId: string; title: string; titleEn: string | null; titles: ListingTitles } | null> {
  if (!isListingId(listingId)) return null;
  const [row] = await db
    .select({
      category: listings.categorySlug,
      ownerId: listings.ownerId,
      title: listings.title,
      titleEn: listings.titleEn,
      titles: listingTitlesSql(),
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}
