import { z } from "zod";
import { CATEGORIES } from "./categories";

/**
 * Saved searches with e-mail alerts (issue 19 item 1): how often a member wants the new listings of
 * a saved search, and how many searches one member may keep. Shared by the forms and the server.
 */
export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCHES_PER_MEMBER = 20;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;

/** Letters of a saved search's free text (the search page's words) at most. */
export const SAVED_SEARCH_TEXT_MAX = 200;

const name = z.string().trim().min(1, { message: "name_required" }).max(SAVED_SEARCH_NAME_MAX, { message: "name_too_long" });
const frequency = z.enum(ALERT_FREQUENCIES);

/**
 * Saving a search: its name, how often, and what it searches — a category page's query string
 * (`category` + `query`, parsed on the server by the category page's own parser) or the search
 * page's words (`query` holds `q=…`, no category). Form fields, so every value is text.
 */
export const saveSearchSchema = z.object({
  name,
  frequency: frequency.default("instant"),
  category: z.enum(CATEGORIES).optional(),
  /** The page's query string without the leading "?" (its filters or its `q`). */
  query: z.string().max(2000).default(""),
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;

/** Changing a saved search: any of its name, frequency and paused state. */
export const updateSavedSearchSchema = z.object({
  name: name.optional(),
  frequency: frequency.optional(),
  paused: z.boolean().optional(),
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

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
