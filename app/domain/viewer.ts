/** The signed-in person as pages see them (from the session and their profile). */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

/** Browser-storage flag of an admin session (spec §4): set on admin login, cleared on logout. */
export const ADMIN_FLAG_STORAGE_KEY = "adminAuth";
