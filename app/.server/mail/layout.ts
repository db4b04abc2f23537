/**
 * The one frame of every mail the site sends (docs/architecture.md, "Mail"): `fill()` for the
 * texts' `{{name}}` placeholders, one HTML escape, and `composeMail()`, which lays a mail's blocks out
 * twice — plain text (blocks apart by a blank line, then the signature) and HTML (the blocks in the
 * site's frame, the signature at its foot) — in the recipient's language. SQL-free: the services
 * look the recipient up and hand the templates (templates.ts) plain values.
 */
import type { MailMessage } from "../adapters/mail";
import { ar } from "~/lib/i18n/ar";
import { de } from "~/lib/i18n/de";
import { en } from "~/lib/i18n/en";
import { fa } from "~/lib/i18n/fa";
import { type Locale, directionOf } from "~/lib/i18n/locales";
import { ru } from "~/lib/i18n/ru";
import { tr } from "~/lib/i18n/tr";
import type { Localized } from "~/lib/i18n/types";

type Messages = Localized<typeof tr>;

/** A mail without its recipient: what a template makes. */
export type MailContent = Omit<MailMessage, "to">;

/** Every language's texts (the mails' are `mail.*`): a new language must provide them. */
const TEXTS: Record<Locale, Messages> = { tr, en, ru, de, fa, ar };

/** The texts of a language (the mails' under `.mail`). */
export const textsOf = (locale: Locale): Messages => TEXTS[locale];

/** Fills `{{name}}` placeholders from `values`; a missing value becomes empty. */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** A link whose text is its address (or `label`), escaped. */
export const link = (href: string, label = href) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** One part of a mail, as plain text and as HTML. */
export interface MailBlock {
  text: string;
  html: string;
}

/** A paragraph of text. */
export const paragraph = (text: string): MailBlock => ({ text, html: `<p>${escapeHtml(text)}</p>` });

/** A line of text and the address it points to below it; `small` for the footnotes (how to turn mails off). */
export const linkParagraph = (label: string, href: string, options: { small?: boolean } = {}): MailBlock => ({
  text: `${label}\n${href}`,
  html: `<p${options.small ? ' style="color:#5b6b69;font-size:13px"' : ""}>${escapeHtml(label)}<br>${link(href)}</p>`,
});

/** "Hello {{name}}," — or "Hello," when the recipient has no name. */
export function greeting(locale: Locale, name: string | null | undefined): MailBlock {
  const t = textsOf(locale).mail;
  return paragraph(name ? fill(t.greeting, { name }) : t.greetingAnonymous);
}

/**
 * A mail of `blocks` in the site's frame: the text with the signature last (`textSignature: false`
 * leaves it off the text, as the price-drop mail always has), the HTML with the signature at its foot.
 */
export function composeMail(
  locale: Locale,
  subject: string,
  blocks: (MailBlock | null)[],
  options: { textSignature?: boolean; headers?: Record<string, string> } = {},
): MailContent {
  const signature = textsOf(locale).mail.signature;
  const parts = blocks.filter((block): block is MailBlock => block !== null);
  const text = [...parts.map((block) => block.text), ...(options.textSignature === false ? [] : [signature])].join("\n\n");
  // Persian and Arabic mails read right to left (decision 040): the frame says so, on <body> too
  // for the clients that keep only the body.
  const dir = directionOf(locale) === "rtl" ? ' dir="rtl"' : "";
  const html = `<!doctype html><html lang="${locale}"${dir}><body${dir} style="font-family:Arial,sans-serif;color:#12322f;max-width:520px;margin:auto;padding:24px">${parts.map((block) => block.html).join("")}<p style="color:#5b6b69;margin-top:32px">${escapeHtml(signature)}</p></body></html>`;
  return { subject, text, html, ...(options.headers ? { headers: options.headers } : {}) };
}
