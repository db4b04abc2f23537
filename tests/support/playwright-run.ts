import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpServer } from "./smtp";

/** Password of the demo accounts (admin and sellers) on the servers of a Playwright run. */
export const DEMO_PASSWORD = "e2e-demo-sifre";
export const ADMIN_EMAIL = "admin@kktckiralik.com";

/**
 * What every Playwright run needs before its tests (the global setups of playwright.config.ts and
 * playwright.system.config.ts): a real SMTP server in this process, each received mail written as
 * a JSON file to E2E_MAIL_DIR (workers run in other processes and read the files:
 * tests/e2e/support/mail.ts), and the environment that workers and the servers specs start inherit
 * (E2E_SMTP_URL, E2E_ADMIN_EMAIL, E2E_DEMO_PASSWORD, no currency rates provider). `close` stops the
 * SMTP server and removes the mail.
 */
export async function startRunServices() {
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
  // No rates provider for this run, for every server it starts (they inherit this process's
  // environment): a closed local port, never the internet. Pages use the built-in rates
  // (docs/product.md §9); the currency integration test serves a provider of its own.
  process.env.CURRENCY_PROVIDER_URL = "http://127.0.0.1:9/kurlar/today.xml";
  process.env.E2E_MAIL_DIR = mailDir;
  // For specs that start servers of their own (their mails reach the same directory).
  process.env.E2E_SMTP_URL = smtp.url;
  process.env.E2E_ADMIN_EMAIL = ADMIN_EMAIL;
  process.env.E2E_DEMO_PASSWORD = DEMO_PASSWORD;
  return {
    smtpUrl: smtp.url,
    mailDir,
    close: async () => {
      await smtp.close();
      fs.rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
