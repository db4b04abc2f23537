/**
 * Price-drop mails (decision 031): when a live listing's price drops (a lower price
 * in the same currency), every member who keeps it among their favourites and has not turned these
 * mails off (`profiles.price_drop_mails`) gets one mail, in the language of their account's mails,
 * with the old and the new price and a link to the listing, and where to turn the mails off.
 *
 * The write that changed the price finds the drop inside its transaction (it holds the listing's
 * lock and knows the previous price) and returns it; the route queues the mails once that
 * transaction committed, within limits against a see-saw of prices (`sendPriceDropMails`). Each
 * mail is a job of the job queue (decision 033): the answer does not wait for the mail server, and
 * a failed mail is retried, never undoing the change.
 */
import { and, eq, gt, isNull, lt, max, ne, or } from "drizzle-orm";
import type { Category } from "~/domain/categories";
import type { PriceDrop } from "~/domain/price-history";
import { PROFILE_EDIT_PARAM } from "~/domain/profile";
import { listingTitleIn } from "~/domain/listing-texts";
import { pathsFor } from "~/lib/paths";
import type { MailMessage, Mailer } from "../platform/mailer";
import type { Db } from "../../db/client";
import { authUsers, favourites, listings, profiles } from "../../db/schema";
import { priceDropMail as priceDropTemplate } from "../../mail/templates";
import { type MailRecipient, mailRecipient, recipientColumns } from "../accounts/mail-recipients";
import { listingTitlesSql } from "./listings";

/** Who is told of a drop. */
export type PriceDropRecipient = MailRecipient;

export interface PriceDropContext {
  /** The listing's title in the recipient's language. */
  title: string;
  drop: PriceDrop;
  /** The listing's page in the recipient's language, absolute. */
  link: string;
  /** Where the member turns these mails off (their profile's edit view), absolute. */
  settingsLink: string;
}

/** The mail of a price drop, in the recipient's language (the template: app/.server/mail). */
export function priceDropMail(recipient: PriceDropRecipient, context: PriceDropContext): MailMessage {
  return { to: recipient.email, ...priceDropTemplate(recipient.locale, { name: recipient.name, ...context }) };
}

/**
 * Who is told of a drop of this listing: the members who keep it among their favourites, want these
 * mails and are not its owner. Empty when the listing is gone or no longer public.
 */
export async function priceDropRecipients(db: Db, listingId: string): Promise<PriceDropRecipient[]> {
  const rows = await db
    .select(recipientColumns)
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .innerJoin(profiles, eq(profiles.id, favourites.userId))
    .leftJoin(authUsers, eq(authUsers.id, favourites.userId))
    .where(
      and(
        eq(favourites.listingId, listingId),
        eq(listings.status, "active"),
        eq(profiles.priceDropMails, true),
        ne(favourites.userId, listings.ownerId),
      ),
    )
    .orderBy(profiles.id);
  return rows.map(mailRecipient);
}

export interface PriceDropDeps {
  db: Db;
  mailer: Mailer;
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  log: { error(details: object, message: string): void };
}

/** A favourite gets at most one price-drop mail in this many days. */
export const PRICE_DROP_WINDOW_DAYS = 7;
/** A listing's drops are mailed at most once in this many hours (one round to its favouriters). */
export const PRICE_DROP_ROUND_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Mails a drop (after the change committed) within the limits that keep a seller from flooding
 * the favouriters (decision 031, "Limits"): nothing when the price has moved on since (a later
 * change brings its own drop) or the listing had a round in the last PRICE_DROP_ROUND_HOURS; to
 * each recipient only when their last mail of it is PRICE_DROP_WINDOW_DAYS old and the new price
 * is below the price that mail told of. Each recipient's claim and mail job are one transaction
 * (the mail is delivered by the job queue). Answers how many mails were sent.
 */
export async function sendPriceDropMails(deps: PriceDropDeps, drop: PriceDrop, now = new Date()): Promise<number> {
  const { db } = deps;
  const [listing] = await db
    .select({
      title: listings.title,
      titleEn: listings.titleEn,
      titles: listingTitlesSql(),
      category: listings.categorySlug,
      status: listings.status,
      price: listings.price,
      currency: listings.currency,
    })
    .from(listings)
    .where(eq(listings.id, drop.listingId));
  if (listing?.status !== "active") return 0;
  if (listing.price !== drop.to.price || listing.currency !== drop.to.currency) return 0;
  const [lastRound] = await db
    .select({ at: max(favourites.priceDropMailedAt) })
    .from(favourites)
    .where(eq(favourites.listingId, drop.listingId));
  if (lastRound?.at && lastRound.at.getTime() > now.getTime() - PRICE_DROP_ROUND_HOURS * HOUR_MS) return 0;
  const windowStart = new Date(now.getTime() - PRICE_DROP_WINDOW_DAYS * 24 * HOUR_MS);
  let sent = 0;
  for (const recipient of await priceDropRecipients(db, drop.listingId)) {
    const paths = pathsFor(recipient.locale);
    const context: PriceDropContext = {
      title: listingTitleIn(listing, recipient.locale).text,
      drop,
      link: `${deps.siteUrl}${paths.listing(listing.category as Category, drop.listingId)}`,
      settingsLink: `${deps.siteUrl}${paths.profile(recipient.userId)}?${PROFILE_EDIT_PARAM}`,
    };
    try {
      const mailed = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(favourites)
          .set({ priceDropMailedAt: now, priceDropMailedPrice: drop.to.price, priceDropMailedCurrency: drop.to.currency })
          .where(
            and(
              eq(favourites.userId, recipient.userId),
              eq(favourites.listingId, drop.listingId),
              or(isNull(favourites.priceDropMailedAt), lt(favourites.priceDropMailedAt, windowStart)),
              or(
                isNull(favourites.priceDropMailedPrice),
                ne(favourites.priceDropMailedCurrency, drop.to.currency),
                gt(favourites.priceDropMailedPrice, drop.to.price),
              ),
            ),
          )
          .returning({ userId: favourites.userId });
        if (claimed.length === 0) return false;
        await deps.mailer.send(priceDropMail(recipient, context), tx);
        return true;
      });
      if (mailed) sent++;
    } catch (error) {
      deps.log.error({ err: error, listingId: drop.listingId, userId: recipient.userId }, "price drop mail failed");
    }
  }
  return sent;
}
