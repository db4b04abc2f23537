/**
 * One template per kind of mail: each takes the recipient's language and the mail's values and
 * returns its subject, plain text and HTML (layout.ts), with the texts of `mail.*` in app/lib/i18n
 * (both languages under the parity test). The services that send them (accounts/auth-mails.ts,
 * accounts/seller-mails.ts, listings/price-drop-mails.ts, moderation/report-mails.ts,
 * listings/listing-expiry.ts, discovery/saved-searches.ts) find the recipient and add the address.
 */
import type { PriceDrop } from "~/domain/price-history";
import type { ReportReason } from "~/domain/reports";
import { formatPrice } from "~/lib/format";
import { DATE_LOCALE, type Locale, directionOf } from "~/lib/i18n/locales";
import {
  type MailBlock,
  type MailContent,
  composeMail,
  escapeHtml,
  fill,
  greeting,
  link,
  linkParagraph,
  paragraph,
  textsOf,
} from "./layout";

/** The side a line starts at in `locale` (a quote's bar stands there): mail clients know no logical CSS. */
const startSide = (locale: Locale) => (directionOf(locale) === "rtl" ? "right" : "left");

/** The sign-in or sign-up code (sent at once: the member waits for it). */
export function verificationCodeMail(locale: Locale, values: { code: string }): MailContent {
  const t = textsOf(locale).mail.verificationCode;
  return composeMail(locale, fill(t.subject, values), [
    paragraph(t.intro),
    { text: values.code, html: `<p style="font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(values.code)}</p>` },
    paragraph(t.expiry),
  ]);
}

/** The password reset link (sent at once). */
export function passwordResetMail(locale: Locale, values: { link: string }): MailContent {
  const t = textsOf(locale).mail.passwordReset;
  return composeMail(locale, t.subject, [
    paragraph(t.intro),
    { text: values.link, html: `<p>${link(values.link)}</p>` },
    paragraph(t.expiry),
  ]);
}

/** What a seller is told of (decision 017). */
export type SellerNoticeKind = "listing_approved" | "listing_rejected" | "revision_approved" | "revision_rejected" | "account_deleted";

/**
 * A notice to a seller: the kind's text, the admin's note on a rejection, the link to the page it is
 * about and, when `settingsLink` is given (the optional notices), where to turn such mails off.
 */
export function sellerNoticeMail(
  locale: Locale,
  values: {
    kind: SellerNoticeKind;
    email: string;
    name: string | null;
    /** The listing's title in the recipient's language (null for the account's deletion). */
    title: string | null;
    link: string;
    note?: string | null;
    settingsLink?: string | null;
  },
): MailContent {
  const t = textsOf(locale).mail.sellerNotice;
  const kind = t[values.kind];
  const filled = { title: values.title ?? "", email: values.email, name: values.name ?? "" };
  const withNote = values.kind === "listing_rejected" || values.kind === "revision_rejected";
  const note: MailBlock | null = !withNote
    ? null
    : values.note
      ? {
          text: `${t.note}\n${values.note}`,
          html: `<p>${escapeHtml(t.note)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-${startSide(locale)}:4px solid #c0392b;background:#fbeeed;white-space:pre-line">${escapeHtml(values.note)}</blockquote>`,
        }
      : paragraph(t.noNote);
  return composeMail(locale, fill(kind.subject, filled), [
    greeting(locale, values.name),
    paragraph(fill(kind.body, filled)),
    note,
    linkParagraph(kind.action, values.link),
    values.settingsLink ? linkParagraph(t.optional, values.settingsLink, { small: true }) : null,
  ]);
}

/** A favourite's price dropped (decision 031): the old and the new price, the link, where to turn these off. */
export function priceDropMail(
  locale: Locale,
  values: { name: string | null; title: string; drop: PriceDrop; link: string; settingsLink: string },
): MailContent {
  const t = textsOf(locale).mail.priceDrop;
  const filled = {
    title: values.title,
    from: formatPrice(values.drop.from.price, values.drop.from.currency, locale),
    to: formatPrice(values.drop.to.price, values.drop.to.currency, locale),
  };
  const body = fill(t.body, filled);
  return composeMail(
    locale,
    fill(t.subject, filled),
    [
      greeting(locale, values.name),
      {
        text: `${body}\n${fill(t.prices, filled)}`,
        html: `<p>${escapeHtml(body)}</p><p style="font-size:20px;font-weight:bold"><s style="color:#5b6b69;font-weight:normal">${escapeHtml(filled.from)}</s> ${directionOf(locale) === "rtl" ? "\u2190" : "\u2192"} ${escapeHtml(filled.to)}</p>`,
      },
      linkParagraph(t.action, values.link),
      linkParagraph(t.optOut, values.settingsLink, { small: true }),
    ],
    { textSignature: false },
  );
}

/** The reports of a listing: each reason with how many gave it (never who, nor their texts). */
export type ReportedReasons = { reason: ReportReason; count: number }[];

/** A mail to a reported listing's owner: greeting, `body`, the reasons with their counts, `action` with the edit link. */
function reportedListingMail(
  locale: Locale,
  texts: { subject: string; body: string; action: string },
  values: { name: string | null; title: string; editLink: string; reasons: ReportedReasons },
): MailContent {
  const all = textsOf(locale);
  const t = all.mail.reportedListing;
  const lines = values.reasons.map(
    (entry) => `${all.reports.reasons[entry.reason]} (${entry.count === 1 ? t.once : fill(t.times, { count: String(entry.count) })})`,
  );
  const filled = { title: values.title, name: values.name ?? "" };
  return composeMail(locale, fill(texts.subject, filled), [
    greeting(locale, values.name),
    paragraph(fill(texts.body, filled)),
    {
      text: `${t.reasons}\n${lines.map((line) => `- ${line}`).join("\n")}`,
      html: `<p>${escapeHtml(t.reasons)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    },
    linkParagraph(texts.action, values.editLink),
  ]);
}

/** Asks the owner to fix a reported listing (decision 030). */
export function fixRequestMail(
  locale: Locale,
  values: { name: string | null; title: string; editLink: string; reasons: ReportedReasons },
): MailContent {
  return reportedListingMail(locale, textsOf(locale).mail.fixRequest, values);
}

/** Who hid the listing: trusted members' reports (until an admin answers), or an admin. */
export type HiddenBy = "reports" | "admin";

/** Tells the owner their listing was hidden after reports, by whom, and what they can do. */
export function hiddenNoticeMail(
  locale: Locale,
  values: { name: string | null; title: string; editLink: string; reasons: ReportedReasons; by: HiddenBy },
): MailContent {
  const t = textsOf(locale).mail.hiddenNotice;
  return reportedListingMail(
    locale,
    { subject: t.subject, body: values.by === "reports" ? t.byReports : t.byAdmin, action: t.action },
    values,
  );
}

/** The renewal reminder (decision 029): the date it expires, the one-click renew link, where to mark it rented. */
export function expiryNoticeMail(
  locale: Locale,
  values: { name: string | null; title: string; expiresAt: Date; lifetimeDays: number; renewLink: string; profileLink: string },
): MailContent {
  const t = textsOf(locale).mail.expiryNotice;
  const date = new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "Europe/Istanbul",
  }).format(values.expiresAt);
  const filled = { title: values.title, date, days: String(values.lifetimeDays) };
  return composeMail(locale, fill(t.subject, filled), [
    greeting(locale, values.name),
    paragraph(fill(t.body, filled)),
    linkParagraph(fill(t.renew, filled), values.renewLink),
    linkParagraph(t.rented, values.profileLink),
  ]);
}

/**
 * The alert (or digest) of one saved search (decision 032): its new listings with links, and the
 * one-click unsubscribe link, also as `List-Unsubscribe` headers (RFC 2369 / RFC 8058).
 */
export function savedSearchAlertMail(
  locale: Locale,
  values: { searchName: string; listings: { title: string; link: string }[]; unsubscribeLink: string; manageLink: string },
): MailContent {
  const all = textsOf(locale).mail;
  const t = all.savedSearchAlert;
  const filled = { name: values.searchName, count: String(values.listings.length) };
  return composeMail(
    locale,
    fill(values.listings.length === 1 ? t.subjectOne : t.subjectMany, filled),
    [
      paragraph(all.greetingAnonymous),
      paragraph(fill(t.intro, filled)),
      {
        text: values.listings.map((listing) => `- ${listing.title}\n  ${listing.link}`).join("\n"),
        html: `<ul>${values.listings.map((listing) => `<li>${link(listing.link, listing.title)}</li>`).join("")}</ul>`,
      },
      linkParagraph(t.manage, values.manageLink),
      linkParagraph(t.unsubscribe, values.unsubscribeLink),
    ],
    {
      headers: {
        "List-Unsubscribe": `<${values.unsubscribeLink}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
  );
}
