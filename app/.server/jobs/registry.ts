/**
 * Every kind of job the app nodes run (jobs/queue.ts, decision 033). Periodic sweeps are not here:
 * they run in the maintenance loop (services/platform/maintenance.ts), and send jobs of these kinds.
 */
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
