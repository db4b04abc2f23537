import type { MailMessage } from "../../adapters/mail";
import { passwordResetMail as passwordResetTemplate, verificationCodeMail as verificationCodeTemplate } from "../../mail/templates";
import type { Locale } from "~/lib/i18n/locales";

/** The account e-mails a member waits for on the page (sent at once), in their language: templates in app/.server/mail. */
export function verificationCodeMail(to: string, code: string, locale: Locale): MailMessage {
  return { to, ...verificationCodeTemplate(locale, { code }) };
}

export function passwordResetMail(to: string, link: string, locale: Locale): MailMessage {
  return { to, ...passwordResetTemplate(locale, { link }) };
}
