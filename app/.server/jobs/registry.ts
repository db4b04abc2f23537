/**
 * Every kind of job the app nodes run (jobs/queue.ts, decision 033).
 *
 * - `notice`: what a change tells a member (a seller's notice, a price drop, a fix request, a hidden
 *   listing), stored as a row of the change's own transaction (services/platform/notices.ts). Its
 *   run looks up the recipients and composes the mails, each sent as a `mail` job; a process that
 *   stops or crashes before composing it leaves it to the next worker.
 * - `mail`: one message, handed to the transport.
 * - `sweep-<name>`: a periodic sweep (services/platform/maintenance-jobs.ts), scheduled: about once
 *   per its interval across all nodes, one run at a time.
 */
import type { Logger } from "pino";
import type { StorageAdapter } from "../adapters/storage";
import type { Db } from "../db/client";
import { type NoticeDeps, sendSellerNotice } from "../services/accounts/seller-mails";
import { sendPriceDropMails } from "../services/listings/price-drop-mails";
import { sendFixRequest, sendHiddenNotice } from "../services/moderation/report-mails";
import type { Notice } from "../services/platform/notices";
import type { ExpiryMailDeps, MaintenanceJob } from "../services/platform/shared";
import type { MailMessage, Mailer } from "../services/platform/mailer";
import type { JobDefinition, JobQueue } from "./queue";

/**
 * A mail or a notice that fails is tried again after 30 s, 1, 2, 4 and 8 minutes (with jitter), then
 * given up and logged: about a quarter of an hour of outage is bridged.
 */
const RETRIED_FOR_A_QUARTER_HOUR = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 } as const;

/** The queue of mails sent in the background (seller notices, price drops, alerts, reminders…). */
export const MAIL_JOB = "mail";

/**
 * A mail job hands the message to the transport (SMTP, or the development outbox). A mail server
 * that refuses or hangs (SMTP_TIMEOUT_MS) fails the attempt, tried again for a quarter of an hour.
 */
export function mailJob(transport: Mailer): JobDefinition<MailMessage> {
  return {
    name: MAIL_JOB,
    ...RETRIED_FOR_A_QUARTER_HOUR,
    run: (message) => transport.send(message),
  };
}

/** The mailer of background work: `send` sends a mail job (in the caller's transaction when given one). */
export function queuedMailer(transport: Mailer, send: JobQueue["send"]): Mailer {
  return { kind: transport.kind, send: (message, within) => send(MAIL_JOB, message, within) };
}

/** The queue of notices: what a change tells a member, composed in the background. */
export const NOTICE_JOB = "notice";

/**
 * A notice job composes its mails with the queued mailer (each a `mail` job). Composing fails only
 * when the database does (a missing listing or owner sends nothing): tried again like a mail.
 */
export function noticeJob(deps: NoticeDeps): JobDefinition<Notice> {
  return {
    name: NOTICE_JOB,
    ...RETRIED_FOR_A_QUARTER_HOUR,
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

/** What the sweeps run with: the database, the storage, the mail of the expiry reminders, a log. */
export interface SweepDeps {
  db: Db;
  storage: StorageAdapter;
  mail: ExpiryMailDeps;
  logger: Logger;
}

/** The queue of a sweep. */
export const sweepJobName = (sweep: string) => `sweep-${sweep}`;

/**
 * Each sweep as a scheduled job of its own singleton queue. A failing run is logged and not retried
 * (retryLimit 0): the next interval runs it again, as does the one after a run that outlived
 * `maxRunSeconds` (its node died).
 */
export function sweepJobs(sweeps: readonly MaintenanceJob[], deps: SweepDeps): JobDefinition[] {
  const { logger, ...context } = deps;
  return sweeps.map((sweep) => ({
    name: sweepJobName(sweep.name),
    policy: "singleton",
    everySeconds: sweep.intervalSeconds,
    // The ticker that sends a sweep wakes this node's workers; polling is for what another node
    // sent (nine sweeps polling every 2 s were four queries a second on the embedded database).
    pollingIntervalSeconds: Math.min(sweep.intervalSeconds, 30),
    retryLimit: 0,
    expireInSeconds: sweep.maxRunSeconds ?? 10 * 60,
    run: async () => {
      const count = await sweep.run({ ...context, now: new Date() });
      if (count > 0) logger.info({ job: sweep.name, count }, "maintenance job done");
    },
  }));
}
