import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { authUsers } from "../db/schema";

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
