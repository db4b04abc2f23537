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
import { createBackgroundTasks } from "../platform/background-tasks";
import { PROFILE_EDIT_PARAM } from "~/domain/profile";
import { type Locale, isLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";
import type { MailMessage, Mailer } from "../platform/mailer";
import type { Db } from "../../db/client";
import { escapeHtml, layout } from "./auth-mails";
import { listingOwner } from "../listings/listing-owner";
import type { DeletedAccount } from "../moderation/moderation";

export type SellerNotice =
  | { kind: "listing_approved" | "revision_approved"; listingId: string }
  | { kind: "listing_rejected" | "revision_rejected"; listingId: string; note: string | null }
  | { kind: "account_deleted"; account: DeletedAccount };

export type SellerNoticeKind = SellerNotice["kind"];

/** Which notices a member cannot turn off (decision 017): what did not happen, and why. */
export const ESSENTIAL_NOTICES: Record<SellerNoticeKind, boolean> = {
  listing_approved: false,
  revision_approved: false,
  listing_rejected: true,
  revision_rejected: true,
  account_deleted: true,
};

const texts = {
  tr: {
    greeting: "Merhaba {{name}},",
    greetingAnonymous: "Merhaba,",
    listing_approved: {
      subject: "İlanınız yayında: {{title}}",
      body: "\u201c{{title}}\u201d ilanınız onaylandı ve artık yayında.",
      action: "İlanınızı görün:",
    },
    listing_rejected: {
      subject: "İlanınız onaylanmadı: {{title}}",
      body: "\u201c{{title}}\u201d ilanınız yönetici tarafından onaylanmadı.",
      action: "İlanınızı düzenleyip yeniden gönderebilirsiniz:",
    },
    revision_approved: {
      subject: "Değişiklikleriniz yayında: {{title}}",
      body: "\u201c{{title}}\u201d ilanınızda yaptığınız değişiklikler onaylandı ve yayına alındı.",
      action: "İlanınızı görün:",
    },
    revision_rejected: {
      subject: "Değişiklikleriniz onaylanmadı: {{title}}",
      body: "\u201c{{title}}\u201d ilanınızda yaptığınız değişiklikler onaylanmadı. İlanınız önceki haliyle yayında kalmaya devam ediyor.",
      action: "Değişiklikleri düzeltip yeniden gönderebilirsiniz:",
    },
    account_deleted: {
      subject: "KKTC Kiralık hesabınız silindi",
      body: "KKTC Kiralık hesabınız ({{email}}) ve hesabınıza ait tüm ilanlar bir yönetici tarafından silindi.",
      action: "Bunun bir hata olduğunu düşünüyorsanız bizimle iletişime geçin:",
    },
    note: "Yöneticinin notu:",
    noNote: "Yönetici bir not bırakmadı.",
    optional: "Onay bildirimlerini profilinizden kapatabilirsiniz:",
    signature: "KKTC Kiralık",
  },
  en: {
    greeting: "Hello {{name}},",
    greetingAnonymous: "Hello,",
    listing_approved: {
      subject: "Your listing is live: {{title}}",
      body: "Your listing \u201c{{title}}\u201d has been approved and is now live.",
      action: "See your listing:",
    },
    listing_rejected: {
      subject: "Your listing was not approved: {{title}}",
      body: "Your listing \u201c{{title}}\u201d was not approved by an admin.",
      action: "You can edit the listing and send it again:",
    },
    revision_approved: {
      subject: "Your changes are live: {{title}}",
      body: "The changes you made to your listing \u201c{{title}}\u201d have been approved and are now live.",
      action: "See your listing:",
    },
    revision_rejected: {
      subject: "Your changes were not approved: {{title}}",
      body: "The changes you made to your listing \u201c{{title}}\u201d were not approved. Your listing stays live as it was before.",
      action: "You can correct the changes and send them again:",
    },
    account_deleted: {
      subject: "Your KKTC Kiralık account has been deleted",
      body: "Your KKTC Kiralık account ({{email}}) and all of its listings have been deleted by an admin.",
      action: "If you think this is a mistake, please contact us:",
    },
    note: "The admin's note:",
    noNote: "The admin did not leave a note.",
    optional: "You can turn off approval notices in your profile:",
    signature: "KKTC Kiralık",
  },
} satisfies Record<Locale, unknown>;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

export interface NoticeRecipient {
  email: string;
  name: string | null;
  locale: Locale;
}

export interface NoticeContext {
  /** The listing's title in the recipient's language (null for the account's deletion). */
  title: string | null;
  /** The page the mail links to, absolute. */
  link: string;
  note?: string | null;
  /** For optional notices: where the member turns them off, absolute. */
  settingsLink?: string;
}

/** The mail of a notice, in the recipient's language: plain text and simple HTML. */
export function sellerNoticeMail(kind: SellerNoticeKind, recipient: NoticeRecipient, context: NoticeContext): MailMessage {
  const t = texts[recipient.locale];
  const values = { title: context.title ?? "", email: recipient.email, name: recipient.name ?? "" };
  const kindTexts = t[kind];
  const greeting = recipient.name ? fill(t.greeting, values) : t.greetingAnonymous;
  const withNote = kind === "listing_rejected" || kind === "revision_rejected";
  const note = withNote ? (context.note ? `${t.note}\n${context.note}` : t.noNote) : null;
  const body = fill(kindTexts.body, values);
  const optional = !ESSENTIAL_NOTICES[kind] && context.settingsLink ? `${t.optional}\n${context.settingsLink}` : null;
  const text = [greeting, body, note, `${kindTexts.action}\n${context.link}`, optional, t.signature].filter(Boolean).join("\n\n");
  const paragraph = (content: string) => `<p>${content}</p>`;
  const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  const html = layout(
    recipient.locale,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(body)),
      withNote
        ? context.note
          ? `<p>${escapeHtml(t.note)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #c0392b;background:#fbeeed;white-space:pre-line">${escapeHtml(context.note)}</blockquote>`
          : paragraph(escapeHtml(t.noNote))
        : "",
      paragraph(`${escapeHtml(kindTexts.action)}<br>${link(context.link)}`),
      optional ? `<p style="color:#5b6b69;font-size:13px">${escapeHtml(t.optional)}<br>${link(context.settingsLink!)}</p>` : "",
    ].join(""),
  );
  return { to: recipient.email, subject: fill(kindTexts.subject, values), text, html };
}

export interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  log: { error(details: object, message: string): void };
}

const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : "tr");
const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;

/**
 * Sends one notice now (after the caller's commit): "opted_out" when the member turned such mails
 * off, "no_recipient" when the listing or its owner is gone.
 */
async function sendSellerNotice(deps: NoticeDeps, notice: SellerNotice): Promise<"sent" | "opted_out" | "no_recipient"> {
  if (notice.kind === "account_deleted") {
    const locale = localeOf(notice.account.locale);
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
    settingsLink: absolute(deps.siteUrl, `${paths.profile(owner.ownerId)}?${PROFILE_EDIT_PARAM}`),
  };
  await deps.mailer.send(sellerNoticeMail(notice.kind, { email: owner.email, name: owner.name, locale: owner.locale }, context));
  return "sent";
}

const notices = createBackgroundTasks();

/**
 * Sends a notice in the background once the caller's transaction has committed (call it after the
 * moderation function returned): the answer does not wait for the mail server, and a failure is
 * logged without touching the decision.
 */
export function queueSellerNotice(deps: NoticeDeps, notice: SellerNotice): void {
  notices.run(
    () => sendSellerNotice(deps, notice),
    (error) =>
      deps.log.error(
        { err: error, notice: notice.kind, ...("listingId" in notice ? { listingId: notice.listingId } : {}) },
        "seller notice mail failed",
      ),
  );
}

/** Waits (at most `timeoutMs`) for the notices still being sent: on shutdown, and in tests. */
export const settleSellerNotices = (timeoutMs?: number): Promise<void> => notices.settle(timeoutMs);
