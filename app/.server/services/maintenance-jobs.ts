import type { MaintenanceJob } from "./maintenance";

/**
 * Every periodic job the app nodes run (`services/maintenance.ts` decides which node runs which and
 * when). A new sweep is added here.
 */
export const MAINTENANCE_JOBS: readonly MaintenanceJob[] = [];
