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
import { createBackgroundTasks } from "../platform/background-tasks";
import type { ReportReason } from "~/domain/reports";
import type { Locale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";
import type { MailMessage } from "../platform/mailer";
import { escapeHtml, layout } from "../accounts/auth-mails";
import type { ReasonCounts } from "./listing-reports";
import { listingOwner } from "../listings/listing-owner";
import type { NoticeDeps } from "../accounts/seller-mails";

const texts = {
  tr: {
    greeting: "Merhaba {{name}},",
    greetingAnonymous: "Merhaba,",
    subject: "İlanınızı düzeltmeniz gerekiyor: {{title}}",
    body: "\u201c{{title}}\u201d ilanınız ziyaretçilerimiz tarafından şikâyet edildi. Bir yönetici şikâyetleri inceledi ve ilanınızı düzeltmenizi istiyor.",
    reasons: "Şikâyet nedenleri:",
    action: "İlanınızı buradan düzenleyebilirsiniz:",
    times: "{{count}} kez",
    once: "1 kez",
    reasonLabels: {
      rented: "Zaten kiralanmış",
      wrong_price: "Fiyat yanlış",
      scam: "Dolandırıcılık / sahte ilan",
      wrong_category: "Yanlış kategori",
      offensive: "Rahatsız edici içerik",
      other: "Diğer",
    },
    signature: "KKTC Kiralık",
  },
  en: {
    greeting: "Hello {{name}},",
    greetingAnonymous: "Hello,",
    subject: "Please fix your listing: {{title}}",
    body: "Your listing \u201c{{title}}\u201d was reported by our visitors. An admin has looked at the reports and asks you to fix the listing.",
    reasons: "Reasons given:",
    action: "You can edit your listing here:",
    times: "{{count}} times",
    once: "once",
    reasonLabels: {
      rented: "Already rented",
      wrong_price: "Wrong price",
      scam: "Scam / fake listing",
      wrong_category: "Wrong category",
      offensive: "Offensive content",
      other: "Other",
    },
    signature: "KKTC Kiralık",
  },
} satisfies Record<Locale, { reasonLabels: Record<ReportReason, string> } & Record<string, unknown>>;

const hiddenTexts = {
  tr: {
    subject: "İlanınız şikâyetler nedeniyle yayından kaldırıldı: {{title}}",
    byReports:
      "\u201c{{title}}\u201d ilanınız birkaç üyemiz tarafından şikâyet edildi ve bir yönetici inceleyene kadar sitede gösterilmiyor. Yönetici şikâyetleri yersiz bulursa ilanınız yeniden yayına girer.",
    byAdmin: "\u201c{{title}}\u201d ilanınız şikâyetler üzerine bir yönetici tarafından yayından kaldırıldı.",
    action: "İlanınızı düzeltmek için buradan düzenleyebilirsiniz; değişiklikleriniz onaydan sonra yayına girer:",
  },
  en: {
    subject: "Your listing was taken off the site after reports: {{title}}",
    byReports:
      "Your listing \u201c{{title}}\u201d was reported by several of our members and is not shown on the site until an admin has looked at it. If the admin finds the reports unfounded, it goes live again.",
    byAdmin: "Your listing \u201c{{title}}\u201d was taken off the site by an admin after reports.",
    action: "You can edit your listing here to fix it; your changes go live after approval:",
  },
} satisfies Record<Locale, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

type Recipient = { email: string; name: string | null; locale: Locale };

/**
 * A mail to a reported listing's owner, in their language: greeting, `body`, the reports' reasons
 * with their counts, `action` with the edit link (plain text and simple HTML).
 */
function reasonsMail(
  recipient: Recipient,
  context: { subject: string; body: string; action: string; title: string; editLink: string; reasons: ReasonCounts },
): MailMessage {
  const t = texts[recipient.locale];
  const values = { title: context.title, name: recipient.name ?? "" };
  const greeting = recipient.name ? fill(t.greeting, values) : t.greetingAnonymous;
  const body = fill(context.body, values);
  const lines = context.reasons.map(
    (entry) => `${t.reasonLabels[entry.reason]} (${entry.count === 1 ? t.once : fill(t.times, { count: String(entry.count) })})`,
  );
  const text = [
    greeting,
    body,
    `${t.reasons}\n${lines.map((line) => `- ${line}`).join("\n")}`,
    `${context.action}\n${context.editLink}`,
    t.signature,
  ].join("\n\n");
  const html = layout(
    recipient.locale,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(t.reasons)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      `<p>${escapeHtml(context.action)}<br><a href="${escapeHtml(context.editLink)}">${escapeHtml(context.editLink)}</a></p>`,
    ].join(""),
  );
  return { to: recipient.email, subject: fill(context.subject, values), text, html };
}

/** The mail asking the owner to fix the listing, in the recipient's language. */
export function fixRequestMail(recipient: Recipient, context: { title: string; editLink: string; reasons: ReasonCounts }): MailMessage {
  const t = texts[recipient.locale];
  return reasonsMail(recipient, { ...context, subject: t.subject, body: t.body, action: t.action });
}

/** Who hid the listing: trusted members' reports (until an admin answers), or an admin. */
export type HiddenBy = "reports" | "admin";

/** The mail telling the owner their listing was hidden and why, in their language. */
export function hiddenNoticeMail(
  recipient: Recipient,
  context: { title: string; editLink: string; reasons: ReasonCounts; by: HiddenBy },
): MailMessage {
  const h = hiddenTexts[recipient.locale];
  return reasonsMail(recipient, {
    ...context,
    subject: h.subject,
    body: context.by === "reports" ? h.byReports : h.byAdmin,
    action: h.action,
  });
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
  await deps.mailer.send(build({ email: owner.email, name: owner.name, locale: owner.locale }, { title: owner.title, editLink }));
  return true;
}

/** Tells the owner now that their listing was hidden; false when the listing or its owner is gone. */
export const sendHiddenNotice = (deps: NoticeDeps, listingId: string, reasons: ReasonCounts, by: HiddenBy): Promise<boolean> =>
  mailOwner(deps, listingId, (recipient, context) => hiddenNoticeMail(recipient, { ...context, reasons, by }));

/** Asks the owner now to fix the listing; false when the listing or its owner is gone. */
export const sendFixRequest = (deps: NoticeDeps, listingId: string, reasons: ReasonCounts): Promise<boolean> =>
  mailOwner(deps, listingId, (recipient, context) => fixRequestMail(recipient, { ...context, reasons }));

const fixRequests = createBackgroundTasks();

/** Sends the mail in the background (call it after the answer committed); a failure is logged. */
export function queueFixRequest(deps: NoticeDeps, listingId: string, reasons: ReasonCounts): void {
  fixRequests.run(
    () => sendFixRequest(deps, listingId, reasons),
    (error) => deps.log.error({ err: error, listingId }, "fix request mail failed"),
  );
}

/** Tells the owner in the background (call it after the hiding committed); a failure is logged. */
export function queueHiddenNotice(deps: NoticeDeps, listingId: string, reasons: ReasonCounts, by: HiddenBy): void {
  fixRequests.run(
    () => sendHiddenNotice(deps, listingId, reasons, by),
    (error) => deps.log.error({ err: error, listingId }, "hidden listing notice failed"),
  );
}

/** Waits (at most `timeoutMs`) for the mails still being sent: on shutdown, and in tests. */
export const settleFixRequests = (timeoutMs?: number): Promise<void> => fixRequests.settle(timeoutMs);
