/**
 * Every kind of job the app nodes run (jobs/queue.ts, decision 033). Periodic sweeps are not here:
 * they run in the maintenance loop (services/platform/maintenance.ts), and send jobs of these kinds.
 *
 * - `notice`: what a change tells a member (a seller's notice, a price drop, a fix request, a hidden
 *   listing). Sent once the change committed; its run looks up the recipients and composes the
 *   mails, each sent as a `mail` job. A notice is a row from the moment it is sent, so a process
 *   that stops or crashes before composing it leaves it to the next worker.
 * - `mail`: one message, handed to the transport.
 */
import type { PriceDrop } from "~/domain/price-history";
import { type NoticeDeps, type SellerNotice, sendSellerNotice } from "../services/accounts/seller-mails";
import { sendPriceDropMails } from "../services/listings/price-drop-mails";
import type { ReasonCounts } from "../services/moderation/listing-reports";
import { type HiddenBy, sendFixRequest, sendHiddenNotice } from "../services/moderation/report-mails";
import type { MailMessage, Mailer } from "../services/platform/mailer";
import type { JobDefinition, JobQueue } from "./queue";

/** The queue of mails sent in the background (seller notices, price drops, alerts, reminders…). */
export const MAIL_JOB = "mail";

/**
 * A mail job hands the message to the transport (SMTP, or the development outbox). A mail server
 * that refuses or hangs (SMTP_TIMEOUT_MS) fails the attempt: tried again after 30 s, 1, 2, 4 and 8
 * minutes (with jitter), then given up and logged — about a quarter of an hour of outage is bridged.
 */
export function mailJob(transport: Mailer): JobDefinition<MailMessage> {
  return {
    name: MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    run: (message) => transport.send(message),
  };
}

/** The mailer of background work: `send` sends a mail job (in the caller's transaction when given one). */
export function queuedMailer(transport: Mailer, send: JobQueue["send"]): Mailer {
  return { kind: transport.kind, send: (message, within) => send(MAIL_JOB, message, within) };
}

/** The queue of notices: what a change tells a member, composed in the background. */
export const NOTICE_JOB = "notice";

export type NoticeJob =
  | { kind: "seller"; notice: SellerNotice }
  | { kind: "price_drop"; drop: PriceDrop }
  | { kind: "fix_request"; listingId: string; reasons: ReasonCounts }
  | { kind: "hidden"; listingId: string; reasons: ReasonCounts; by: HiddenBy };

/**
 * A notice job composes its mails with the queued mailer (each a `mail` job). Composing fails only
 * when the database does (a missing listing or owner sends nothing): tried again like a mail.
 */
export function noticeJob(deps: NoticeDeps): JobDefinition<NoticeJob> {
  return {
    name: NOTICE_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    run: async (job) => {
      switch (job.kind) {
        case "seller":
          await sendSellerNotice(deps, job.notice);
          return;
        case "price_drop":
          await sendPriceDropMails(deps, job.drop);
          return;
        case "fix_request":
          await sendFixRequest(deps, job.listingId, job.reasons);
          return;
        case "hidden":
          await sendHiddenNotice(deps, job.listingId, job.reasons, job.by);
          return;
      }
    },
  };
}
