import { type Category, isCategory } from "./categories";
import type { ApiErrorBody, ApiErrorCode } from "./error-codes";
import type { AccountType, ListingStatus, ListingSummary } from "./listing";
import { storableText } from "./text";

/** The admin panel (docs/product.md §2 "Admin panel", §4, §6): shared constants and shapes. */

/** The dashboard lists the latest 8 listings without filters; with filters at most this many. */
export const LATEST_LISTINGS = 8;
export const ADMIN_LISTING_LIMIT = 100;
/** The statuses the panel filters by (deleted listings are never listed, docs/product.md §4; hidden: by reports). */
export const ADMIN_STATUSES = ["pending", "active", "rejected", "hidden"] as const;
type AdminStatus = (typeof ADMIN_STATUSES)[number];
export const REJECTION_NOTE_MAX = 500;

/** Live queue reconnect delays and the heartbeat of the event stream. */
export const LIVE_RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10000] as const;
export const LIVE_HEARTBEAT_MS = 20_000;

export interface AdminListingFilters {
  q?: string;
  category?: Category;
  status?: AdminStatus;
}

/** The panel's filters from its URL: ?q=, ?category=, ?status= (or the old ?filter=). */
export function adminFiltersFrom(params: URLSearchParams): AdminListingFilters {
  const status = params.get("status") ?? params.get("filter");
  const category = params.get("category");
  // Cleaned like every text input (a NUL byte failed the query: found by `npm run fuzz`), and cut
  // at 100 characters without splitting a surrogate pair.
  const q = Array.from(storableText(params.get("q") ?? "").trim())
    .slice(0, 100)
    .join("")
    .trim();
  return {
    ...(q ? { q } : {}),
    ...(isCategory(category) ? { category } : {}),
    ...((ADMIN_STATUSES as readonly string[]).includes(status ?? "") ? { status: status as AdminStatus } : {}),
  };
}

export interface DashboardStats {
  byCategory: Record<Category, number>;
  total: number;
  featured: number;
  profiles: number;
  pending: number;
  /** Owners' edits of live listings waiting for approval (decision 017). */
  revisions: number;
}

export interface AdminListing extends ListingSummary {
  status: Exclude<ListingStatus, "deleted">;
  moderationNote: string | null;
  ownerId: string;
  ownerName: string | null;
}

/**
 * What the moderation audit log records: an admin's decisions on listings and revisions,
 * the owners' price-only changes, which skip moderation (decision 017), and the answers to reports
 * (`auto_hide`: hidden by the reports of several members, no actor).
 */
export const MODERATION_ACTIONS = [
  "approve",
  "reject",
  "feature",
  "unfeature",
  "delete",
  "destroy",
  "edit",
  "revision_approve",
  "revision_reject",
  "price",
  // Decision 030: the answers to reports, and the hiding by reports of N distinct members (no actor)
  "report_dismiss",
  "report_hide",
  "report_fix",
  "report_delete",
  "auto_hide",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export interface ModerationEvent {
  id: string;
  action: ModerationAction;
  note: string | null;
  actorName: string | null;
  createdAt: string;
}

export interface AdminProfile {
  id: string;
  email: string;
  name: string | null;
  accountType: AccountType;
  isAdmin: boolean;
  createdAt: string;
  listingCount: number;
}

/** Intents of the panel's form posts. */
export const ADMIN_INTENTS = [
  "approve",
  "reject",
  "feature",
  "delete",
  "destroy",
  "delete-profile",
  "approve-revision",
  "reject-revision",
  // Decision 030: the answers to a listing's reports (domain/reports.ts REPORT_INTENTS)
  "report-dismiss",
  "report-hide",
  "report-fix",
  "report-delete",
] as const;
export type AdminIntent = (typeof ADMIN_INTENTS)[number];

/** The catalogue codes (decision 028) a panel action refuses with. */
export type AdminErrorCode = Extract<
  ApiErrorCode,
  "bad_request" | "note_too_long" | "not_found" | "not_pending" | "revision_not_pending" | "own_profile" | "no_open_reports"
>;

/** What a panel action answers: success, or the refusal's code and `message` (the `admin` wording, in the page's language). */
export type AdminActionResult =
  { ok: true; intent: AdminIntent; featured?: boolean } | ({ ok: false; intent: AdminIntent | null } & ApiErrorBody<AdminErrorCode>);
