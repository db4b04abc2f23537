import type { Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra header fields (e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` of a saved search's
   * alert, RFC 2369 / RFC 8058). Names are header names; values must be single-line.
   */
  headers?: Record<string, string>;
}

/** Sends mail: SMTP when configured, else the development outbox (services/outbox.ts). */
export interface Mailer {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/** nodemailer over SMTP (`SMTP_URL`, e.g. smtps://user:pass@mail.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not at start (≈ 6 MB per node).
  let transport: Promise<Transporter> | undefined;
  return {
    kind: "smtp",
    async send(message) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...message });
    },
  };
}
