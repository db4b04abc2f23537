/**
 * Reports of listings (issue 19 item 4): why anyone may report a listing, and how an admin answers.
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
