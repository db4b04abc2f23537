import { startRunServices } from "../../support/playwright-run";

/**
 * The system tests start the servers they need themselves (no shared server): the run gives them
 * only its SMTP server and mail directory, the demo admin's address and password, and no currency
 * rates provider (tests/support/playwright-run.ts), as in the E2E run.
 */
export default async function globalSetup() {
  const run = await startRunServices();
  return run.close;
}
