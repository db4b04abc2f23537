import type { MailMessage } from "../../adapters/mail";
import type { Locale } from "~/lib/i18n/locales";

/** The texts of account e-mails, in the recipient's language; plain text and HTML. */
const texts = {
  tr: {
    otpSubject: "KKTC Kiralık doğrulama kodunuz: {{code}}",
    otpIntro: "KKTC Kiralık hesabınızı doğrulamak için bu kodu girin:",
    otpExpiry: "Kod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.",
    resetSubject: "KKTC Kiralık şifre yenileme bağlantısı",
    resetIntro: "Şifrenizi yenilemek için aşağıdaki bağlantıyı açın:",
    resetExpiry: "Bağlantı 1 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.",
    signature: "KKTC Kiralık",
  },
  en: {
    otpSubject: "Your KKTC Kiralık verification code: {{code}}",
    otpIntro: "Enter this code to verify your KKTC Kiralık account:",
    otpExpiry: "The code is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.",
    resetSubject: "Your KKTC Kiralık password reset link",
    resetIntro: "Open the link below to choose a new password:",
    resetExpiry: "The link is valid for 1 hour. If you did not ask for it, you can ignore this e-mail.",
    signature: "KKTC Kiralık",
  },
} satisfies Record<Locale, Record<string, string>>;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** The HTML frame of every mail the site sends (the seller notices too: services/accounts/seller-mails.ts). */
export function layout(locale: Locale, body: string) {
  return `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#12322f;max-width:520px;margin:auto;padding:24px">${body}<p style="color:#5b6b69;margin-top:32px">${texts[locale].signature}</p></body></html>`;
}

export function verificationCodeMail(to: string, code: string, locale: Locale): MailMessage {
  const t = texts[locale];
  return {
    to,
    subject: t.otpSubject.replace("{{code}}", code),
    text: `${t.otpIntro}\n\n${code}\n\n${t.otpExpiry}\n\n${t.signature}`,
    html: layout(
      locale,
      `<p>${escapeHtml(t.otpIntro)}</p><p style="font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(code)}</p><p>${escapeHtml(t.otpExpiry)}</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string, locale: Locale): MailMessage {
  const t = texts[locale];
  return {
    to,
    subject: t.resetSubject,
    text: `${t.resetIntro}\n\n${link}\n\n${t.resetExpiry}\n\n${t.signature}`,
    html: layout(
      locale,
      `<p>${escapeHtml(t.resetIntro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.resetExpiry)}</p>`,
    ),
  };
}
