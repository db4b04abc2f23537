import { z } from "zod";
import { CATEGORIES } from "./categories";
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from "./saved-searches";

/**
 * The server's checks of saved searches' forms, apart from the constants in
 * saved-searches.ts so that the public pages' "Save this search" dialog does not load zod.
 */

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
