/**
 * What a change tells a member by mail, and how a service says it: `notify(notice, tx)` stores a
 * `notice` job (jobs/registry.ts, decisions 033 and 038) as a row of the change's own transaction.
 * So a notice exists if and only if its change committed: a rolled-back approval tells nobody, and a
 * process that stops right after the commit leaves the notice to the next worker. The job composes
 * the mails (services/accounts/seller-mails.ts, listings/price-drop-mails.ts,
 * moderation/report-mails.ts), each a `mail` job.
 */
import type { PriceDrop } from "~/domain/price-history";
import type { ReportReason } from "~/domain/reports";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../db/executor";
import type { HiddenBy } from "../../mail/templates";

/** The reasons of the reports an answer closed, counted (for the owner's mail and the audit note). */
export type ReasonCounts = { reason: ReportReason; count: number }[];

/** Who a removed account belonged to (read in the removal's transaction, for the mail it sends). */
export interface DeletedAccount {
  email: string;
  name: string | null;
  /** The account's language (auth_users.locale). */
  locale: string;
}

/** What happened to a seller's listing or account (decision 017). */
export type SellerNotice =
  | { kind: "listing_approved" | "revision_approved"; listingId: string }
  | { kind: "listing_rejected" | "revision_rejected"; listingId: string; note: string | null }
  | { kind: "account_deleted"; account: DeletedAccount };

export type Notice =
  /** Tells a seller what happened to their listing or account. */
  | { kind: "seller"; notice: SellerNotice }
  /** A live listing's price drop, to the members who keep it (decision 031). */
  | { kind: "price_drop"; drop: PriceDrop }
  /** Asks a reported listing's owner to fix it (the admin's answer). */
  | { kind: "fix_request"; listingId: string; reasons: ReasonCounts }
  /** Tells a listing's owner it was hidden after reports, and why. */
  | { kind: "hidden"; listingId: string; reasons: ReasonCounts; by: HiddenBy };

/**
 * Stores a notice in `within`, the transaction of the change that causes it. A failure to store it
 * fails the change (both are rows of one database).
 */
export type Notify = (notice: Notice, within: DbOrTx) => Promise<void>;

/** What a change that tells someone needs: the database, and the notices it stores in its transaction. */
export interface ChangeDeps {
  db: Db;
  notify: Notify;
}
