/**
 * A member's mail settings (decision 017): `profiles.optional_mails` (the approval notices; a change
 * of it alone leaves the page cache's content version alone, migration 0011), `profiles.price_drop_mails`
 * (a favourite's price drops, decision 031) and the account's mail
 * language `auth_users.locale` (also the language of codes and reset links sent without a page).
 */
import { eq } from "drizzle-orm";
import { type MailSettings, isMailLanguage } from "~/domain/mail-settings";
import type { Db } from "../../db/client";
import { authUsers, profiles } from "../../db/schema";
import { type Actor, type ChangeOutcome } from "../platform/shared";

export async function getMailSettings(db: Db, profileId: string): Promise<MailSettings | null> {
  const [row] = await db
    .select({ optionalMails: profiles.optionalMails, priceDropMails: profiles.priceDropMails, locale: authUsers.locale })
    .from(profiles)
    .leftJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(eq(profiles.id, profileId));
  if (!row) return null;
  return { optionalMails: row.optionalMails, priceDropMails: row.priceDropMails, language: isMailLanguage(row.locale) ? row.locale : "tr" };
}

/** Only the member changes their own settings. */
export async function updateMailSettings(db: Db, actor: Actor, profileId: string, settings: MailSettings): Promise<ChangeOutcome> {
  if (actor.userId !== profileId) return "forbidden";
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(profiles)
      .set({ optionalMails: settings.optionalMails, priceDropMails: settings.priceDropMails })
      .where(eq(profiles.id, profileId))
      .returning({ id: profiles.id });
    if (!rows.length) return "not_found";
    await tx.update(authUsers).set({ locale: settings.language }).where(eq(authUsers.id, profileId));
    return "ok";
  });
}
