/**
 * Saved searches with e-mail alerts (issue 19 item 1): how often a member wants the new listings of
 * a saved search, and how many searches one member may keep. Shared by the forms and the server.
 */
export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCHES_PER_MEMBER = 20;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;
