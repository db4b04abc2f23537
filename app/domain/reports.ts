import type { Category } from "./categories";
import type { ListingStatus } from "./listing";

/**
 * Reports of listings: why anyone may report a listing, and how an admin answers.
 * Shared by the report form, its endpoint and the admin's queue.
 */
export const REPORT_REASONS = ["rented", "wrong_price", "scam", "wrong_category", "offensive", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** An admin's answer closes every open report of the listing with one of these. */
export const REPORT_RESOLUTIONS = ["dismissed", "hidden", "fix_requested", "deleted"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** Reports of this many distinct members hide a listing until an admin answers (REPORTS_TO_HIDE overrides). */
export const DEFAULT_REPORTS_TO_HIDE = 3;
/** The longest free text of a report. */
export const REPORT_NOTE_MAX = 1000;

/** Reports a visitor's address may send per day (many people share one address here: carrier NAT). */
export const VISITOR_REPORTS_PER_DAY = 5;
/** Reports a member may send per day (one per listing in any case). */
export const MEMBER_REPORTS_PER_DAY = 20;

/** The admin panel's answers to a listing's open reports (its form intents), and the resolution each records. */
export const REPORT_INTENTS = {
  "report-dismiss": "dismissed",
  "report-hide": "hidden",
  "report-fix": "fix_requested",
  "report-delete": "deleted",
} as const satisfies Record<string, ReportResolution>;
export type ReportIntent = keyof typeof REPORT_INTENTS;

/** What a report's endpoint answers when it was taken (errors are the API catalogue's `{ error, message }`). */
export interface ReportCreated {
  ok: true;
}

/** A listing with open reports, as the admin's queue shows it: the reasons grouped with their counts and notes. */
export interface ReportedListing {
  listingId: string;
  title: string;
  titleEn: string | null;
  category: Category;
  number: number;
  status: ListingStatus;
  ownerId: string;
  ownerName: string | null;
  /** Open reports, and how many distinct members sent them (visitors are not counted there). */
  reports: number;
  members: number;
  /** Each reason with how many open reports give it, most frequent first. */
  reasons: { reason: ReportReason; count: number }[];
  /** The free texts, newest first. */
  notes: { reason: ReportReason; note: string; createdAt: string }[];
  firstReportedAt: string;
  lastReportedAt: string;
}
