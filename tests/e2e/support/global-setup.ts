import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../../support/server";
import { startSmtpServer } from "../../support/smtp";

/** Password of the demo accounts (admin and sellers) on the E2E server. */
const DEMO_PASSWORD = "e2e-demo-sifre";
const ADMIN_EMAIL = "admin@kktckiralik.com";

/**
 * One production server on a fresh temporary data directory for the whole E2E run, sending its
 * mail to a real SMTP server in this process. Each received mail is written as a JSON file to
 * E2E_MAIL_DIR (workers run in other processes and read the files: tests/e2e/support/mail.ts).
 */
export default async function globalSetup() {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-e2e-mail-"));
  let sequence = 0;
  const smtp = await startSmtpServer({
    onMail: (mail) => {
      sequence += 1;
      const name = `${String(sequence).padStart(6, "0")}.json`;
      // Write then rename, so a reader never sees half a file.
      fs.writeFileSync(path.join(mailDir, `.${name}.tmp`), JSON.stringify({ sequence, receivedAt: Date.now(), ...mail }));
      fs.renameSync(path.join(mailDir, `.${name}.tmp`), path.join(mailDir, name));
    },
  });
  // No rates provider for this run, for this server and every one a spec starts (they inherit this
  // process's environment): a closed local port, never the internet. Pages use the built-in rates
  // (docs/product.md §9); the currency integration test serves a provider of its own.
  process.env.CURRENCY_PROVIDER_URL = "http://127.0.0.1:9/kurlar/today.xml";
  const server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: DEMO_PASSWORD,
      // All E2E traffic comes from 127.0.0.1 and workers run in parallel: give the per-address auth
      // limits room (the integration tests prove the real limits).
      AUTH_RATE_LIMIT_MULTIPLIER: "50",
      // Instagram set to an account of the tests' own; Facebook keeps the site's default (info-pages.spec).
      INSTAGRAM_URL: "https://www.instagram.com/kktckiralik.e2e/",
    },
  }).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  // For specs that start servers of their own (their mails reach the same directory).
  process.env.E2E_SMTP_URL = smtp.url;
  process.env.E2E_ADMIN_EMAIL = ADMIN_EMAIL;
  process.env.E2E_DEMO_PASSWORD = DEMO_PASSWORD;
  return async () => {
    const code = await server.stop();
    await smtp.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(mailDir, { recursive: true, force: true });
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
