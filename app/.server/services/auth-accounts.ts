import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { authSessions, authUsers, profiles } from "../db/schema";

/**
 * Whether an account with this e-mail exists (spec §5 "Forgot password": the e-mail must belong to
 * an existing profile). Every profile has an auth user with the same id and e-mail, and e-mails
 * are stored lower-cased.
 */
export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email.trim().toLowerCase()))
    .limit(1);
  return Boolean(row);
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
