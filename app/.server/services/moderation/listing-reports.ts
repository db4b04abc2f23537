/**
 * Reports of listings (decision 030). Anyone may report an active listing with a
 * reason and a free text: a member once per listing, a visitor once per listing from their address;
 * at most MEMBER_REPORTS_PER_DAY (members) or VISITOR_REPORTS_PER_DAY (per visitor address) a day,
 * counted in the reports themselves (`reporter_key`: `u:{member id}` or `a:{hash of the address}`,
 * the view counter's identities). Reports of `reportsToHide` distinct *trusted* members hide the
 * listing (status hidden, an `auto_hide` event) until an admin answers; the reports of new or
 * untrusted accounts only raise it in the admin's queue (`isTrustedReporter`, decision 030). The admin's answer — dismiss, hide,
 * ask the owner to fix, delete — closes every open report of the listing and is recorded in the
 * moderation audit log. Callers of the answers have checked that the actor is an admin.
 */
import { type SQL, and, count, countDistinct, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, max, min, or, sql } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import type { ListingStatus } from "~/domain/listing";
import { isListingId } from "~/domain/listing-detail";
import { reportErrorKey, reportInputSchema } from "~/domain/report-schema";
import {
  MEMBER_REPORTS_PER_DAY,
  type ReportReason,
  type ReportResolution,
  type ReportedListing,
  VISITOR_REPORTS_PER_DAY,
} from "~/domain/reports";
import type { Db } from "../../db/client";
import { authUsers, listingReports, listings, moderationEvents, profiles } from "../../db/schema";
import { viewerIdentity } from "../listings/listing-views";
import { CHANGES_PER_READ } from "./moderation-queue";
import { recordModeration, softDeleteListing } from "./moderation";
import { type AdminActor } from "../platform/shared";
import type { ChangeDeps, ReasonCounts } from "../platform/notices";

/** Who reports: a signed-in member, or a visitor known only by their address. */
export interface Reporter {
  userId: string | null;
  ip: string;
}

/** The key a reporter's reports are limited by: the member, or a hash of the visitor's address (IPv6 by its /64). */
export const reporterKey = (reporter: Reporter): string =>
  viewerIdentity({ userId: reporter.userId, ip: reporter.ip, userAgent: "", browserId: null }).viewer;

export type ReportOutcome =
  | { ok: true; hidden: false }
  /** The reports' reasons, counted, for the owner's mail. */
  | { ok: true; hidden: true; reasons: ReasonCounts }
  | { ok: false; reason: "invalid"; key: string }
  | { ok: false; reason: "not_found" | "own_listing" | "already_reported" | "rate_limited" };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A reporter's account must be at least this old for their report to count toward hiding. */
export const TRUSTED_REPORTER_DAYS = 7;

/**
 * Whether the member who made a report is trusted enough for it to count toward hiding a listing
 * on its own (decision 030, "Trust"): a verified e-mail, an account at least TRUSTED_REPORTER_DAYS
 * old, and a record — a listing of their own that moderators approved (live, expired or rented),
 * or an earlier report an admin upheld (hidden, fix requested or deleted). Throwaway accounts
 * never have all three, so three of them cannot take a competitor's listing off the site.
 */
function isTrustedReporter(now: Date): SQL {
  const oldEnough = new Date(now.getTime() - TRUSTED_REPORTER_DAYS * DAY_MS);
  return and(
    eq(authUsers.emailVerified, true),
    lte(profiles.createdAt, oldEnough),
    or(
      exists(
        sql`(select 1 from ${listings} where ${listings.ownerId} = ${listingReports.reporterId} and ${listings.status} in ('active', 'expired', 'rented'))`,
      ),
      exists(
        sql`(select 1 from "listing_reports" "earlier" where "earlier"."reporter_id" = ${listingReports.reporterId} and "earlier"."resolution" in ('hidden', 'fix_requested', 'deleted'))`,
      ),
    ),
  )!;
}

/** The open reports' reasons, counted, most given first. */
function countReasons(rows: { reason: ReportReason }[]): ReasonCounts {
  const counts = new Map<ReportReason, number>();
  for (const row of rows) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  return [...counts].map(([reason, value]) => ({ reason, count: value })).sort((a, b) => b.count - a.count);
}

/**
 * Takes a report of an active listing. One transaction: the reporter's key is locked (their
 * concurrent reports are counted one after the other, so the daily limit is exact), then the
 * listing's row (concurrent reports of one listing hide it exactly once); the report is inserted and,
 * when its members now number `reportsToHide`, the listing is hidden with an `auto_hide` event and
 * its owner is told why (a notice of the same transaction).
 */
export async function createReport(
  { db, notify }: ChangeDeps,
  listingId: string,
  reporter: Reporter,
  input: unknown,
  options: { reportsToHide: number; now?: Date },
): Promise<ReportOutcome> {
  const parsed = reportInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", key: reportErrorKey(parsed.error) };
  if (!isListingId(listingId)) return { ok: false, reason: "not_found" };
  const { reason, note } = parsed.data;
  const key = reporterKey(reporter);
  const now = options.now ?? new Date();
  return db.transaction(async (tx): Promise<ReportOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${key}`}))`);
    const [listing] = await tx
      .select({ id: listings.id, title: listings.title, ownerId: listings.ownerId, status: listings.status })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!listing || listing.status !== "active") return { ok: false, reason: "not_found" };
    if (reporter.userId !== null && listing.ownerId === reporter.userId) return { ok: false, reason: "own_listing" };
    const [earlier] = await tx
      .select({ id: listingReports.id })
      .from(listingReports)
      .where(
        and(
          eq(listingReports.listingId, listingId),
          reporter.userId !== null ? eq(listingReports.reporterId, reporter.userId) : eq(listingReports.reporterKey, key),
        ),
      )
      .limit(1);
    if (earlier) return { ok: false, reason: "already_reported" };
    const [sent] = await tx
      .select({ value: count() })
      .from(listingReports)
      .where(and(eq(listingReports.reporterKey, key), gt(listingReports.createdAt, new Date(now.getTime() - DAY_MS))));
    const limit = reporter.userId !== null ? MEMBER_REPORTS_PER_DAY : VISITOR_REPORTS_PER_DAY;
    if ((sent?.value ?? 0) >= limit) return { ok: false, reason: "rate_limited" };
    await tx
      .insert(listingReports)
      .values({ listingId, reporterId: reporter.userId, reporterKey: key, reason, note: note || null, createdAt: now });
    if (reporter.userId === null) return { ok: true, hidden: false };
    const [members] = await tx
      .select({ value: countDistinct(listingReports.reporterId) })
      .from(listingReports)
      .innerJoin(profiles, eq(profiles.id, listingReports.reporterId))
      .innerJoin(authUsers, eq(authUsers.id, listingReports.reporterId))
      .where(
        and(
          eq(listingReports.listingId, listingId),
          isNull(listingReports.resolvedAt),
          isNotNull(listingReports.reporterId),
          isTrustedReporter(now),
        ),
      );
    if ((members?.value ?? 0) < options.reportsToHide) return { ok: true, hidden: false };
    const open = await tx
      .select({ reason: listingReports.reason })
      .from(listingReports)
      .where(and(eq(listingReports.listingId, listingId), isNull(listingReports.resolvedAt)));
    await tx
      .update(listings)
      .set({ status: "hidden", updatedAt: sql`${listings.updatedAt}` })
      .where(eq(listings.id, listingId));
    await tx.insert(moderationEvents).values({
      listingId,
      listingTitle: listing.title,
      actorId: null,
      actorName: null,
      action: "auto_hide",
      note: `${members?.value ?? 0} / ${options.reportsToHide}`,
    });
    const reasons = countReasons(open);
    await notify({ kind: "hidden", listingId, reasons, by: "reports" }, tx);
    return { ok: true, hidden: true, reasons };
  });
}

/** The admin's queue lists at most this many listings (most reported first). */
export const REPORT_QUEUE_LIMIT = 50;

/**
 * Listings with open reports (deleted ones never): hidden ones first, then by distinct members and
 * reports, oldest report first; each with its reasons counted and its notes, newest first.
 */
export async function listReportQueue(db: Db): Promise<ReportedListing[]> {
  const members = countDistinct(listingReports.reporterId);
  const reports = count();
  const heads = await db
    .select({
      listingId: listingReports.listingId,
      reports,
      members,
      first: min(listingReports.createdAt),
      last: max(listingReports.createdAt),
      title: listings.title,
      titleEn: listings.titleEn,
      category: listings.categorySlug,
      number: listings.number,
      status: listings.status,
      ownerId: listings.ownerId,
      ownerName: sql<string | null>`coalesce(nullif(${profiles.companyName}, ''), ${profiles.displayName}, ${profiles.email})`,
    })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .where(and(isNull(listingReports.resolvedAt), sql`${listings.status} <> 'deleted'`))
    .groupBy(listingReports.listingId, listings.id, profiles.id)
    .orderBy(sql`(${listings.status} = 'hidden') desc`, desc(members), desc(reports), min(listingReports.createdAt))
    .limit(REPORT_QUEUE_LIMIT);
  if (!heads.length) return [];
  const rows = await db
    .select({
      listingId: listingReports.listingId,
      reason: listingReports.reason,
      note: listingReports.note,
      createdAt: listingReports.createdAt,
    })
    .from(listingReports)
    .where(
      and(
        isNull(listingReports.resolvedAt),
        inArray(
          listingReports.listingId,
          heads.map((head) => head.listingId),
        ),
      ),
    )
    .orderBy(desc(listingReports.createdAt));
  return heads.map((head) => {
    const own = rows.filter((row) => row.listingId === head.listingId);
    const counts = new Map<ReportReason, number>();
    for (const row of own) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
    return {
      listingId: head.listingId,
      title: head.title,
      titleEn: head.titleEn,
      category: head.category as Category,
      number: head.number,
      status: head.status as ListingStatus,
      ownerId: head.ownerId,
      ownerName: head.ownerName,
      reports: head.reports,
      members: head.members,
      reasons: [...counts].map(([reason, value]) => ({ reason, count: value })).sort((a, b) => b.count - a.count),
      notes: own.filter((row) => row.note).map((row) => ({ reason: row.reason, note: row.note!, createdAt: row.createdAt.toISOString() })),
      firstReportedAt: (head.first ?? new Date()).toISOString(),
      lastReportedAt: (head.last ?? new Date()).toISOString(),
    };
  });
}

/**
 * The live queue's polling on the embedded database (jobs/live-queue.ts): the listings reported
 * after `since`, oldest first, at most 50; without `since`, only the newest report (where the next
 * poll starts from).
 */
export async function reportsChangedSince(db: Db, since: Date | null): Promise<{ id: string; updatedAt: Date }[]> {
  const query = db.select({ id: listingReports.listingId, updatedAt: listingReports.createdAt }).from(listingReports);
  return since
    ? query.where(gt(listingReports.createdAt, since)).orderBy(listingReports.createdAt).limit(CHANGES_PER_READ)
    : query.orderBy(desc(listingReports.createdAt)).limit(1);
}

export type ResolveOutcome = { ok: true; reasons: ReasonCounts } | { ok: false; reason: "not_found" | "no_open_reports" };

const AUDIT_ACTION = {
  dismissed: "report_dismiss",
  hidden: "report_hide",
  fix_requested: "report_fix",
  deleted: "report_delete",
} as const satisfies Record<ReportResolution, string>;

/**
 * An admin's answer to a listing's open reports, in one transaction: the reports are closed with the
 * resolution, the listing changes (dismiss: a hidden listing is active again; hide: an active one is
 * hidden; delete: the panel's soft delete; ask to fix: unchanged) and the answer is recorded with
 * the reasons as its note. A hide and a request to fix tell the owner (notices of the same
 * transaction). Refused when the listing has no open report (another admin answered first): two
 * admins cannot both answer.
 */
export async function resolveReports(
  { db, notify }: ChangeDeps,
  actor: AdminActor,
  listingId: string,
  resolution: ReportResolution,
): Promise<ResolveOutcome> {
  if (!isListingId(listingId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<ResolveOutcome> => {
    const [listing] = await tx
      .select({ id: listings.id, title: listings.title, status: listings.status })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!listing || listing.status === "deleted") return { ok: false, reason: "not_found" };
    const closed = await tx
      .update(listingReports)
      .set({ resolvedAt: new Date(), resolution, resolvedBy: actor.userId })
      .where(and(eq(listingReports.listingId, listingId), isNull(listingReports.resolvedAt)))
      .returning({ reason: listingReports.reason });
    if (!closed.length) return { ok: false, reason: "no_open_reports" };
    const reasons = countReasons(closed);
    const note = reasons.map((entry) => `${entry.reason}×${entry.count}`).join(", ");
    const setStatus = async (from: ListingStatus, to: ListingStatus) => {
      await tx
        .update(listings)
        .set({ status: to, updatedAt: sql`${listings.updatedAt}` })
        .where(and(eq(listings.id, listingId), eq(listings.status, from)));
    };
    if (resolution === "deleted") {
      await softDeleteListing(tx, actor, listingId, "report_delete", note);
      return { ok: true, reasons };
    }
    if (resolution === "dismissed") await setStatus("hidden", "active");
    if (resolution === "hidden") await setStatus("active", "hidden");
    await recordModeration(tx, actor, listing, AUDIT_ACTION[resolution], note);
    if (resolution === "hidden") await notify({ kind: "hidden", listingId, reasons, by: "admin" }, tx);
    if (resolution === "fix_requested") await notify({ kind: "fix_request", listingId, reasons }, tx);
    return { ok: true, reasons };
  });
}
