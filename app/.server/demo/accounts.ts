import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appMeta, authAccounts, authUsers, profiles } from "../db/schema";
import { DEMO_ADMIN_ID, DEMO_PROFILES } from "./data";

export interface DemoAccounts {
  adminEmail: string;
  password: string;
  sellerEmails: string[];
}

/** A readable random password (no look-alike characters). */
function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Makes the seeded demo profiles sign-in-able: an auth user (e-mail verified) with a password for
 * each, once. The password is ADMIN_PASSWORD, or one generated on first use and kept in app_meta so
 * it can be printed at every start. The admin's e-mail is ADMIN_EMAIL. Returns null when no demo
 * content was seeded.
 */
export async function ensureDemoAccounts(db: Db, options: { adminEmail: string; adminPassword?: string }): Promise<DemoAccounts | null> {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, "demo_seeded_at"));
  if (!seeded) return null;

  let password = options.adminPassword;
  if (!password) {
    await db.insert(appMeta).values({ key: "demo_password", value: generatePassword() }).onConflictDoNothing();
    const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, "demo_password"));
    password = String(stored!.value);
  }

  const adminEmail = options.adminEmail.toLowerCase();
  await db.update(profiles).set({ email: adminEmail }).where(eq(profiles.id, DEMO_ADMIN_ID));

  const existing = new Set((await db.select({ id: authUsers.id }).from(authUsers)).map((row) => row.id));
  const missing = DEMO_PROFILES.filter((profile) => !existing.has(profile.id));
  if (missing.length > 0) {
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      for (const profile of missing) {
        const email = profile.id === DEMO_ADMIN_ID ? adminEmail : profile.email.toLowerCase();
        const inserted = await tx
          .insert(authUsers)
          .values({
            id: profile.id,
            name: profile.displayName,
            email,
            emailVerified: true,
            locale: "tr",
          })
          .onConflictDoNothing()
          .returning({ id: authUsers.id });
        if (inserted.length === 0) continue;
        await tx.insert(authAccounts).values({
          id: randomUUID(),
          accountId: profile.id,
          providerId: "credential",
          userId: profile.id,
          password: hash,
        });
      }
    });
  }
  return {
    adminEmail,
    password,
    sellerEmails: DEMO_PROFILES.filter((profile) => profile.id !== DEMO_ADMIN_ID).map((profile) => profile.email),
  };
}
