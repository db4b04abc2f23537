import { eq } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import { type Locale, isLocale } from "~/lib/i18n/locales";
import type { Db } from "../../db/client";
import { authUsers, listings, profiles } from "../../db/schema";
import { sellerName } from "../platform/shared";

/** A listing's owner as the recipient of a mail about it: address, name and language. */
export interface ListingOwner {
  ownerId: string;
  email: string;
  /** The name mails greet them by (the company's for a company account), or null. */
  name: string | null;
  /** The language of their account's mails (Turkish when they never chose). */
  locale: Locale;
  /** Whether they take the optional mails (approval notices and the like). */
  optionalMails: boolean;
  /** The listing's title in their language, and what their links need. */
  title: string;
  category: Category;
  expiresAt: Date | null;
}

/**
 * A listing with its owner, for the mails that go to them (seller notices, expiry reminders, fix
 * requests); null when the listing or its owner is gone.
 */
export async function listingOwner(db: Db, listingId: string): Promise<ListingOwner | null> {
  const [row] = await db
    .select({
      ownerId: listings.ownerId,
      title: listings.title,
      titleEn: listings.titleEn,
      category: listings.categorySlug,
      expiresAt: listings.expiresAt,
      email: profiles.email,
      optionalMails: profiles.optionalMails,
      accountType: profiles.accountType,
      companyName: profiles.companyName,
      displayName: profiles.displayName,
      locale: authUsers.locale,
    })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .leftJoin(authUsers, eq(authUsers.id, listings.ownerId))
    .where(eq(listings.id, listingId));
  if (!row) return null;
  const locale: Locale = isLocale(row.locale) ? row.locale : "tr";
  return {
    ownerId: row.ownerId,
    email: row.email,
    name: sellerName(row),
    locale,
    optionalMails: row.optionalMails,
    title: locale === "en" && row.titleEn ? row.titleEn : row.title,
    category: row.category,
    expiresAt: row.expiresAt,
  };
}
