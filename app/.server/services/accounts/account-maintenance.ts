import { UNVERIFIED_ACCOUNT_MAX_AGE_SECONDS, deleteExpiredUnverifiedAccounts } from "./auth-accounts";
import { deleteExpiredThrottleCounters } from "./sign-in-throttle";
import { type MaintenanceJob } from "../platform/shared";

/**
 * Accounts whose e-mail nobody proved within 24 hours are deleted with their profile rows
 * (decision 012): an address someone else signed up for is free again, and nothing of the
 * attempt is kept. Unverified accounts cannot sign in, so they own no listings; one that somehow
 * does is left alone rather than deleted with content.
 */
export const unverifiedAccountSweep: MaintenanceJob = {
  name: "expired-unverified-accounts",
  intervalSeconds: 60 * 60,
  run: ({ db, now }) => deleteExpiredUnverifiedAccounts(db, new Date(now.getTime() - UNVERIFIED_ACCOUNT_MAX_AGE_SECONDS * 1000)),
};

/** Expired sign-in failure counters of the database storage (Redis expires its own). */
export const signInCounterSweep: MaintenanceJob = {
  name: "expired-sign-in-counters",
  intervalSeconds: 60 * 60,
  run: ({ db, now }) => deleteExpiredThrottleCounters(db, now),
};
