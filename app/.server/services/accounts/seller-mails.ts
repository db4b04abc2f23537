/**
 * Mails that tell a seller what happened (decision 017): their listing approved or
 * rejected (with the note), their changes to a live listing approved or rejected (with the note),
 * their account deleted by an admin. In the seller's language (auth_users.locale, the language of
 * their account's mails), through the site's one mailer (SMTP, or the development outbox), plain
 * text and simple HTML, with an absolute link to the page it is about in that language.
 *
 * Sent after the moderation's transaction has committed and in the background: the admin's answer
 * does not wait for the mail server, and a failed mail is logged, never undoing the decision. The
 * approval notices are optional (a member turns them off in their profile); rejections and the
 * account's deletion always go.
 */
import { PROFILE_EDIT_PARAM } from "~/domain/profile";
import { pathsFor } from "~/lib/paths";
import type { MailMessage, Mailer } from "../platform/mailer";
import type { Db } from "../../db/client";
import { sellerNoticeMail as sellerNoticeTemplate } from "../../mail/templates";
import { type MailRecipient, listingOwner, mailLocale } from "./mail-recipients";
import type { SellerNotice } from "../platform/notices";

export type SellerNoticeKind = SellerNotice["kind"];

/** Which notices a member cannot turn off (decision 017): what did not happen, and why. */
export const ESSENTIAL_NOTICES: Record<SellerNoticeKind, boolean> = {
  listing_approved: false,
  revision_approved: false,
  listing_rejected: true,
  revision_rejected: true,
  account_deleted: true,
};

/** Who a notice goes to (a listing's owner, or a deleted account's address). */
export type NoticeRecipient = Pick<MailRecipient, "email" | "name" | "locale">;

export interface NoticeContext {
  /** The listing's title in the recipient's language (null for the account's deletion). */
  title: string | null;
  /** The page the mail links to, absolute. */
  link: string;
  note?: string | null;
  /** For optional notices: where the member turns them off, absolute. */
  settingsLink?: string;
}

/** The mail of a notice, in the recipient's language (the template: app/.server/mail); the opt-out line only on optional ones. */
export function sellerNoticeMail(kind: SellerNoticeKind, recipient: NoticeRecipient, context: NoticeContext): MailMessage {
  const settingsLink = ESSENTIAL_NOTICES[kind] ? null : context.settingsLink;
  return {
    to: recipient.email,
    ...sellerNoticeTemplate(recipient.locale, { kind, email: recipient.email, name: recipient.name, ...context, settingsLink }),
  };
}

export interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  log: { error(details: object, message: string): void };
}

const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;

/**
 * Sends one notice now (a `notice` job runs it: jobs/registry.ts): "opted_out" when the member turned such mails
 * off, "no_recipient" when the listing or its owner is gone.
 */
export async function sendSellerNotice(deps: NoticeDeps, notice: SellerNotice): Promise<"sent" | "opted_out" | "no_recipient"> {
  if (notice.kind === "account_deleted") {
    const locale = mailLocale(notice.account.locale);
    const recipient = { email: notice.account.email, name: notice.account.name, locale };
    await deps.mailer.send(
      sellerNoticeMail(notice.kind, recipient, { title: null, link: absolute(deps.siteUrl, pathsFor(locale).contact()) }),
    );
    return "sent";
  }
  const owner = await listingOwner(deps.db, notice.listingId);
  if (!owner) return "no_recipient";
  if (!ESSENTIAL_NOTICES[notice.kind] && !owner.optionalMails) return "opted_out";
  const paths = pathsFor(owner.locale);
  const rejected = notice.kind === "listing_rejected" || notice.kind === "revision_rejected";
  const context: NoticeContext = {
    title: owner.title,
    // A rejection links to the form to fix it; an approval to the public page.
    link: absolute(deps.siteUrl, rejected ? paths.editListing(notice.listingId) : paths.listing(owner.category, notice.listingId)),
    note: rejected ? notice.note : null,
    settingsLink: absolute(deps.siteUrl, `${paths.profile(owner.userId)}?${PROFILE_EDIT_PARAM}`),
  };
  await deps.mailer.send(sellerNoticeMail(notice.kind, owner, context));
  return "sent";
}
