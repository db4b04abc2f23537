/** The signed-in person as pages see them (from the session and their profile). */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

/**
 * GET /api/viewer: what is the member's own on a public page — who they are and
 * their favourite ids. Public pages are the same HTML for everyone (a shared cache keeps them), so
 * this one small private request, made after the page has loaded, fills in the header and hearts.
 */
export interface ViewerResponse {
  viewer: Viewer | null;
  favouriteIds: string[];
  /** How many searches the member saved (0 for a visitor): the header's link to them shows it. */
  savedSearchCount: number;
}

export const VIEWER_ENDPOINT = "/api/viewer";

/**
 * Readable cookie with the member's display name (docs/product.md §4), set with every session and refreshed by
 * /api/viewer. Its presence tells a page, before anything has loaded, that a member is probably
 * signed in: the header shows their name from it before the first paint and only then asks who
 * they are. Without it nothing is asked (visitors never make the request).
 */
export const USER_NAME_COOKIE = "kk_user_name";

/** Browser-storage flag of an admin session (docs/product.md §4): set on admin login, cleared on logout. */
export const ADMIN_FLAG_STORAGE_KEY = "adminAuth";
