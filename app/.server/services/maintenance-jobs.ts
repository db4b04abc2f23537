import { cachePurgeCleanup } from "./cache-purges";
import { viewMarksCleanup } from "./listing-views";
import { signInCounterSweep, unverifiedAccountSweep } from "./account-maintenance";
import { phoneNumberNormalisation } from "./contact-numbers";
import { orphanUploadSweep } from "./upload-records";
import { listingExpiryJob } from "./listing-expiry";
import { savedSearchAlertJob, savedSearchMatchJob } from "./saved-searches";
import { type MaintenanceJob } from "./shared";

/**
 * Every periodic job the app nodes run (`services/maintenance.ts` decides which node runs which and
 * when). A new sweep is added here.
 */
export const MAINTENANCE_JOBS: readonly MaintenanceJob[] = [
  orphanUploadSweep,
  viewMarksCleanup,
  unverifiedAccountSweep,
  signInCounterSweep,
  phoneNumberNormalisation,
  cachePurgeCleanup,
  listingExpiryJob,
  // Matching first: a tick's new alerts go out in the same tick.
  savedSearchMatchJob,
  savedSearchAlertJob,
];
