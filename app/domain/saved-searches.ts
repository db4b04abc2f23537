import type { ApiErrorBody, ApiErrorCode } from "./error-codes";
import type { CATEGORIES } from "./categories";

/**
 * Saved searches with e-mail alerts: how often a member wants the new listings of
 * a saved search, and how many searches one member may keep. Shared by the forms and the server.
 */
export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCHES_PER_MEMBER = 20;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;

/** Letters of a saved search's free text (the search page's words) at most. */
export const SAVED_SEARCH_TEXT_MAX = 200;

/** A saved search as its owner sees it. */
export interface SavedSearchView {
  id: string;
  name: string;
  category: (typeof CATEGORIES)[number] | null;
  /** The filters (a category page's, without the order) or `{ q }` of a text search. */
  filters: Record<string, string | number>;
  frequency: AlertFrequency;
  paused: boolean;
  createdAt: string;
}

/** The catalogue codes (decision 028) the saved searches' page refuses a change with. */
export type SavedSearchErrorCode = Extract<
  ApiErrorCode,
  "cross_site" | "bad_request" | "invalid" | "not_found" | "forbidden" | "limit_reached"
>;

/** What the saved searches' page action answers (routes/saved-searches.tsx): done, or the refusal's code and message. */
export type SavedSearchActionResult =
  { ok: true; done: "saved" | "updated" | "deleted"; id: string } | ({ ok: false; id?: string } & ApiErrorBody<SavedSearchErrorCode>);
