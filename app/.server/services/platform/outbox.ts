import { randomUUID } from "node:crypto";
import { desc } from "drizzle-orm";
import type { MailMessage, Mailer } from "./mailer";
import type { Db } from "../../db/client";
import { outboxMails } from "../../db/schema";

/**
 * The development outbox: every mail is stored in the database (so any app node can list it) and
 * logged with its first line of content, which carries the code.
 */
export function createOutboxMailer(db: Db, log: (summary: { to: string; subject: string; preview: string }) => void): Mailer {
  return {
    kind: "outbox",
    async send({ headers: _headers, ...message }: MailMessage) {
      // The outbox keeps what a developer reads (no header fields).
      await db.insert(outboxMails).values({ id: randomUUID(), ...message });
      log({ to: message.to, subject: message.subject, preview: message.text.split("\n").slice(0, 3).join(" ") });
    },
  };
}

/** The newest mails of the development outbox (/dev/outbox). */
export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}
