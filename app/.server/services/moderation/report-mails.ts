/**
 * The mail asking a listing's owner to fix it after reports (decision 030): the
 * reports' reasons with their counts (never who reported, nor their free texts) and a link to the
 * listing's edit form, in the owner's language (auth_users.locale, as the seller notices), plain
 * text and simple HTML in the site's mail frame. Sent in the background after the admin's answer
 * has committed; a failed mail is logged and never undoes the answer.
 *
 * And the mail telling the owner their listing was hidden after reports — by trusted members' reports
 * until an admin looks, or by an admin — with the reasons and what they can do.
 */
import { pathsFor } from "~/lib/paths";
import type { MailMessage } from "../platform/mailer";
import { type HiddenBy, fixRequestMail as fixRequestTemplate, hiddenNoticeMail as hiddenNoticeTemplate } from "../../mail/templates";
import type { ReasonCounts } from "../platform/notices";
import { type MailRecipient, listingOwner } from "../accounts/mail-recipients";
import type { NoticeDeps } from "../accounts/seller-mails";

type Recipient = Pick<MailRecipient, "email" | "name" | "locale">;

/** Who hid the listing: trusted members' reports (until an admin answers), or an admin. */
export type { HiddenBy };

/** The mail asking the owner to fix the listing, in the recipient's language (the template: app/.server/mail). */
export function fixRequestMail(recipient: Recipient, context: { title: string; editLink: string; reasons: ReasonCounts }): MailMessage {
  return { to: recipient.email, ...fixRequestTemplate(recipient.locale, { name: recipient.name, ...context }) };
}

/** The mail telling the owner their listing was hidden and why, in their language. */
export function hiddenNoticeMail(
  recipient: Recipient,
  context: { title: string; editLink: string; reasons: ReasonCounts; by: HiddenBy },
): MailMessage {
  return { to: recipient.email, ...hiddenNoticeTemplate(recipient.locale, { name: recipient.name, ...context }) };
}

/** Mails a listing's owner now the mail `build` makes (with the edit link); false when the listing or its owner is gone. */
async function mailOwner(
  deps: NoticeDeps,
  listingId: string,
  build: (recipient: Recipient, context: { title: string; editLink: string }) => MailMessage,
): Promise<boolean> {
  const owner = await listingOwner(deps.db, listingId);
  if (!owner) return false;
  const editLink = `${deps.siteUrl}${pathsFor(owner.locale).editListing(listingId)}`;
  await deps.mailer.send(build(owner, { title: owner.title, editLink }));
  return true;
}

/** Tells the owner now that their listing was hidden; false when the listing or its owner is gone. */
export const sendHiddenNotice = (deps: NoticeDeps, listingId: string, reasons: ReasonCounts, by: HiddenBy): Promise<boolean> =>
  mailOwner(deps, listingId, (recipient, context) => hiddenNoticeMail(recipient, { ...context, reasons, by }));

/** Asks the owner now to fix the listing; false when the listing or its owner is gone. */
export const sendFixRequest = (deps: NoticeDeps, listingId: string, reasons: ReasonCounts): Promise<boolean> =>
  mailOwner(deps, listingId, (recipient, context) => fixRequestMail(recipient, { ...context, reasons }));
