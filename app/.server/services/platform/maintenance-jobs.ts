import { cachePurgeCleanup } from "./cache-purges";
import { viewMarksCleanup } from "../listings/listing-views";
import { signInCounterSweep, unverifiedAccountSweep } from "../accounts/account-maintenance";
import { phoneNumberNormalisation } from "../listings/contact-numbers";
import { listingPlacing } from "../listings/listing-places";
import { orphanUploadSweep } from "../media/upload-records";
import { listingExpiryJob } from "../listings/listing-expiry";
import { savedSearchAlertJob, savedSearchMatchJob } from "../discovery/saved-searches";
import { type MaintenanceJob } from "./shared";

/**
 * Every periodic job the app nodes run, each a scheduled job of the job queue (jobs/registry.ts
 * `sweepJobs`, decision 033): about once per interval across all nodes, one run at a time. A new
 * sweep is added here.
 */
export const MAINTENANCE_JOBS: readonly MaintenanceJob[] = [
  orphanUploadSweep,
  viewMarksCleanup,
  unverifiedAccountSweep,
  signInCounterSweep,
  phoneNumberNormalisation,
  listingPlacing,
  cachePurgeCleanup,
  listingExpiryJob,
  // Matching first: a tick's new alerts go out in the same tick.
  savedSearchMatchJob,
  savedSearchAlertJob,
];
