import type { MailMessage, MailTransport } from "../../adapters/mail";
import type { DbOrTx } from "../../db/executor";

export type { MailMessage };

/**
 * Sends mail: SMTP when configured (adapters/mail.ts), else the development outbox (outbox.ts).
 *
 * Two of them run (server/context.ts): the transport itself, for the mails a member waits for on the
 * page (sign-in codes, reset links), and the queued mailer of background work, whose `send` only
 * sends a `mail` job (jobs/registry.ts) — in the caller's transaction when given `within` — so no
 * job ever holds a database connection while a mail server answers (decision 033).
 */
export interface Mailer {
  kind: MailTransport["kind"];
  send(message: MailMessage, within?: DbOrTx): Promise<void>;
}
