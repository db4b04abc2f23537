/**
 * The mail asking a listing's owner to fix it after reports (issue 19 item 4, decision 030): the
 * reports' reasons with their counts (never who reported, nor their free texts) and a link to the
 * listing's edit form, in the owner's language (auth_users.locale, as the seller notices), plain
 * text and simple HTML in the site's mail frame. Sent in the background after the admin's answer
 * has committed; a failed mail is logged and never undoes the answer.
 */
import { createBackgroundTasks } from "./background-tasks";
import type { ReportReason } from "~/domain/reports";
import type { Locale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";
import type { MailMessage } from "../adapters/mail";
import { escapeHtml, layout } from "./auth-mails";
import type { ReasonCounts } from "./listing-reports";
import { listingOwner } from "./listing-owner";
import type { NoticeDeps } from "./seller-mails";

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

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/** The mail itself, in the recipient's language. */
export function fixRequestMail(
  recipient: { email: string; name: string | null; locale: Locale },
  context: { title: string; editLink: string; reasons: ReasonCounts },
): MailMessage {
  const t = texts[recipient.locale];
  const values = { title: context.title, name: recipient.name ?? "" };
  const greeting = recipient.name ? fill(t.greeting, values) : t.greetingAnonymous;
  const body = fill(t.body, values);
  const lines = context.reasons.map(
    (entry) => `${t.reasonLabels[entry.reason]} (${entry.count === 1 ? t.once : fill(t.times, { count: String(entry.count) })})`,
  );
  const text = [
    greeting,
    body,
    `${t.reasons}\n${lines.map((line) => `- ${line}`).join("\n")}`,
    `${t.action}\n${context.editLink}`,
    t.signature,
  ].join("\n\n");
  const html = layout(
    recipient.locale,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(t.reasons)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      `<p>${escapeHtml(t.action)}<br><a href="${escapeHtml(context.editLink)}">${escapeHtml(context.editLink)}</a></p>`,
    ].join(""),
  );
  return { to: recipient.email, subject: fill(t.subject, values), text, html };
}

/** Mails the listing's owner now; false when the listing or its owner is gone. */
export async function sendFixRequest(deps: NoticeDeps, listingId: string, reasons: ReasonCounts): Promise<boolean> {
  const owner = await listingOwner(deps.db, listingId);
  if (!owner) return false;
  const editLink = `${deps.siteUrl}${pathsFor(owner.locale).editListing(listingId)}`;
  await deps.mailer.send(
    fixRequestMail({ email: owner.email, name: owner.name, locale: owner.locale }, { title: owner.title, editLink, reasons }),
  );
  return true;
}

const fixRequests = createBackgroundTasks();

/** Sends the mail in the background (call it after the answer committed); a failure is logged. */
export function queueFixRequest(deps: NoticeDeps, listingId: string, reasons: ReasonCounts): void {
  fixRequests.run(
    () => sendFixRequest(deps, listingId, reasons),
    (error) => deps.log.error({ err: error, listingId }, "fix request mail failed"),
  );
}

/** Waits (at most `timeoutMs`) for the mails still being sent: on shutdown, and in tests. */
export const settleFixRequests = (timeoutMs?: number): Promise<void> => fixRequests.settle(timeoutMs);
