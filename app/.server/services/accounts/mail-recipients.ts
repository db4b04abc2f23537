/**
 * Who a mail goes to: a member's address, the name mails greet them by and the language of their
 * account's mails (`auth_users.locale`, Turkish when they never chose). One set of columns and one
 * mapping for every mail-composing service (seller notices, fix requests and hidden notices,
 * expiry reminders, price drops, saved-search alerts); the texts are app/.server/mail's.
 */
import { eq } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import { listingTitleIn } from "~/domain/listing-texts";
import { type Locale, isLocale } from "~/lib/i18n/locales";
import type { Db } from "../../db/client";
import { authUsers, listings, profiles } from "../../db/schema";
import { sellerName } from "../platform/shared";
import { listingTitlesSql } from "../listings/listings";

/** A mail's recipient. */
export interface MailRecipient {
  userId: string;
  email: string;
  /** The name mails greet them by (the company's for a company account), or null. */
  name: string | null;
  /** The language of their account's mails. */
  locale: Locale;
}

/** The language of an account's mails: its stored choice, else Turkish. */
export const mailLocale = (value: string | null | undefined): Locale => (isLocale(value) ? value : "tr");

/**
 * The columns a recipient is read from: select them from `profiles` left-joined with `auth_users`
 * on the member's id, and map the row with `mailRecipient`.
 */
export const recipientColumns = {
  userId: profiles.id,
  email: profiles.email,
  accountType: profiles.accountType,
  companyName: profiles.companyName,
  displayName: profiles.displayName,
  locale: authUsers.locale,
};

type RecipientRow = {
  userId: string;
  email: string;
  accountType: string;
  companyName: string | null;
  displayName: string | null;
  locale: string | null;
};

export const mailRecipient = (row: RecipientRow): MailRecipient => ({
  userId: row.userId,
  email: row.email,
  name: sellerName(row),
  locale: mailLocale(row.locale),
});

/** A listing's owner as the recipient of a mail about it, with what their mails need of the listing. */
export interface ListingOwner extends MailRecipient {
  /** Whether they take the optional mails (approval notices and the like). */
  optionalMails: boolean;
  /** The listing's title in their language, and what their links need. */
  title: string;
  category: Category;
  expiresAt: Date | null;
}

/**
 * A listing with its owner, for the mails that go to them (seller notices, expiry reminders, fix
 * requests, hidden notices); null when the listing or its owner is gone.
 */
export async function listingOwner(db: Db, listingId: string): Promise<ListingOwner | null> {
  const [row] = await db
    .select({
      ...recipientColumns,
      title: listings.title,
      titleEn: listings.titleEn,
      titles: listingTitlesSql(),
      category: listings.categorySlug,
      expiresAt: listings.expiresAt,
      optionalMails: profiles.optionalMails,
    })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .leftJoin(authUsers, eq(authUsers.id, listings.ownerId))
    .where(eq(listings.id, listingId));
  if (!row) return null;
  const recipient = mailRecipient(row);
  return {
    ...recipient,
    optionalMails: row.optionalMails,
    title: listingTitleIn(row, recipient.locale).text,
    category: row.category,
    expiresAt: row.expiresAt,
  };
}
