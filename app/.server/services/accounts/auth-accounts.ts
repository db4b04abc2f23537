import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authSessions, authUsers, listings, profiles } from "../../db/schema";

/**
 * Whether an account with this e-mail exists (docs/product.md §5 "Forgot password": the e-mail must belong to
 * an existing profile). Every profile has an auth user with the same id and e-mail, and e-mails
 * are stored lower-cased.
 */
export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email.trim().toLowerCase())).limit(1);
  return Boolean(row);
}

/** The language an account chose (for its mails when no page asked); null for an unknown account. */
export async function accountLocale(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ locale: authUsers.locale }).from(authUsers).where(eq(authUsers.email, email)).limit(1);
  return row?.locale ?? null;
}

/** Whether the account `userId` is an admin (profiles.is_admin). */
export async function isAdminAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ isAdmin: profiles.isAdmin }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row?.isAdmin ?? false;
}

/** Ends the session with this token of `userId` (one a page signed in but never handed out). */
export async function endSession(db: Db, userId: string, token: string): Promise<void> {
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), eq(authSessions.token, token)));
}

/** An account nobody proved the e-mail of expires this long after its (latest) sign-up (decision 012). */
export const UNVERIFIED_ACCOUNT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Unverified accounts that own nothing: no listings (they could never sign in to post one). */
const ownsNoListings = () => notExists(sql`(select 1 from ${listings} where ${listings.ownerId} = ${authUsers.id})`);

/**
 * Deletes the account `userId` — its profile, sessions and password with it — if its e-mail is
 * still unverified and it owns no listings: a new sign-up for the address replaces it (decision
 * 012). One transaction, conditional on the row as it is now, so an account verified meanwhile
 * stays. Returns whether it was deleted.
 */
export async function deleteUnverifiedAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(and(eq(authUsers.id, userId), eq(authUsers.emailVerified, false), ownsNoListings()))
      .for("update");
    if (!user) return false;
    await tx.delete(profiles).where(eq(profiles.id, userId));
    // Sessions and the credential (password) go with the user (foreign keys, on delete cascade).
    await tx.delete(authUsers).where(eq(authUsers.id, userId));
    return true;
  });
}

/**
 * Deletes every unverified account signed up before `cutoff` (with its profile, sessions and
 * password), unless it owns listings; returns how many. The maintenance sweep calls it.
 */
export async function deleteExpiredUnverifiedAccounts(db: Db, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(and(eq(authUsers.emailVerified, false), lt(authUsers.createdAt, cutoff), ownsNoListings()))
      .limit(1000)
      .for("update", { skipLocked: true });
    if (stale.length === 0) return 0;
    const ids = stale.map((row) => row.id);
    await tx.delete(profiles).where(inArray(profiles.id, ids));
    await tx.delete(authUsers).where(and(inArray(authUsers.id, ids), eq(authUsers.emailVerified, false)));
    return ids.length;
  });
}

/**
 * Forgets the name an account was signed up with (auth user and profile): after a verification
 * without the sign-up's claim, the name may be an attacker's (decision 012).
 */
export async function clearUnprovenName(db: Db, userId: string): Promise<void> {
  await db.update(authUsers).set({ name: "" }).where(eq(authUsers.id, userId));
  await db.update(profiles).set({ displayName: null }).where(eq(profiles.id, userId));
}
