import { randomUUID } from "node:crypto";
import { desc } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/client";
import { outboxMails } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: SMTP when configured, else the development outbox. */
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

/**
 * The development outbox: every mail is stored in the database (so any app node can list it) and
 * logged with its first line of content, which carries the code.
 */
export function createOutboxMailer(db: Db, log: (summary: { to: string; subject: string; preview: string }) => void): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(outboxMails).values({ id: randomUUID(), ...message });
      log({ to: message.to, subject: message.subject, preview: message.text.split("\n").slice(0, 3).join(" ") });
    },
  };
}

export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}
