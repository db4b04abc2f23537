import fs from "node:fs";
import { ADMIN_EMAIL, DEMO_PASSWORD, startRunServices } from "../../support/playwright-run";
import { startServer } from "../../support/server";

/**
 * One production server on a fresh temporary data directory for the whole E2E run (the browser
 * tests share it), sending its mail to the run's SMTP server in this process (tests/support/playwright-run.ts:
 * each mail a JSON file in E2E_MAIL_DIR, read by tests/e2e/support/mail.ts).
 */
export default async function globalSetup() {
  const run = await startRunServices();
  const server = await startServer({
    env: {
      SMTP_URL: run.smtpUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: DEMO_PASSWORD,
      // All E2E traffic comes from 127.0.0.1 and workers run in parallel: give the per-address auth
      // limits room (the integration tests prove the real limits).
      AUTH_RATE_LIMIT_MULTIPLIER: "50",
      // Instagram set to an account of the tests' own; Facebook keeps the site's default (info-pages.spec).
      INSTAGRAM_URL: "https://www.instagram.com/kktckiralik.e2e/",
    },
  }).catch(async (error: unknown) => {
    await run.close();
    throw error;
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    const code = await server.stop();
    await run.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    if (code !== 0) console.error(`E2E server exited with code ${code}:\n${server.output()}`);
    // E2E_SERVER_LOG=/path: keep the server's log of the run (to diagnose a server-side 500).
    if (process.env.E2E_SERVER_LOG) fs.writeFileSync(process.env.E2E_SERVER_LOG, server.output());
    // The server's warnings and errors (pino levels 40 and up) end the run's output, so a failure a
    // log line explains can be read where the run is read (CI prints only this output).
    const problems = server
      .output()
      .split("\n")
      .filter((line) => /"level":\s*(4|5|6)0\b/.test(line));
    if (problems.length > 0)
      console.log(`E2E server: ${problems.length} warnings or errors, the last 30:\n${problems.slice(-30).join("\n")}`);
  };
}
