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

/** Hands a mail to a mail system now (SMTP here; the development outbox is services/platform/outbox.ts). */
export interface MailTransport {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/**
 * How long the SMTP transport waits for a connection, the greeting and each answer: a mail server
 * that hangs fails the attempt (a queued mail is then tried again later) instead of holding it
 * for nodemailer's default of minutes.
 */
export const SMTP_TIMEOUT_MS = 30_000;

/** nodemailer over SMTP (`SMTP_URL`, e.g. smtps://user:pass@mail.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string, timeoutMs = SMTP_TIMEOUT_MS): MailTransport {
  // nodemailer is loaded with the first mail, not at start (≈ 6 MB per node).
  let transport: Promise<Transporter> | undefined;
  return {
    kind: "smtp",
    async send(message) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }),
      );
      await (await transport).sendMail({ from, ...message });
    },
  };
}
