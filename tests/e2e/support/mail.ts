import fs from "node:fs";
import path from "node:path";
import { decodeQuotedPrintable } from "../../support/smtp";

/** A mail the E2E server sent, as the global setup's SMTP server received it. */
export interface E2EMail {
  /** Order of arrival (1, 2, …) across the whole run. */
  sequence: number;
  receivedAt: number;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable decoded (texts, codes and links readable). */
  decoded: string;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: the Playwright global setup starts the SMTP server.");
  return dir;
}

/** Every mail to `address` so far, oldest first. */
export function mailsTo(address: string): E2EMail[] {
  const dir = mailDir();
  const wanted = address.toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d+\.json$/.test(name))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Omit<E2EMail, "decoded">)
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted))
    .map((mail) => ({ ...mail, decoded: decodeQuotedPrintable(mail.raw) }));
}

/** The sequence number of the newest mail to `address` (0 when none): pass it as `after`. */
export function lastMailSequence(address: string): number {
  return mailsTo(address).at(-1)?.sequence ?? 0;
}

/** Waits for the newest mail to `address` that arrived after mail number `after`. */
export async function waitForMail(address: string, options: { after?: number; timeout?: number } = {}): Promise<E2EMail> {
  const after = options.after ?? 0;
  const deadline = Date.now() + (options.timeout ?? 20_000);
  for (;;) {
    const mail = mailsTo(address)
      .filter((candidate) => candidate.sequence > after)
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} after #${after}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code of a verification mail (on a line of its own in the text part). */
export function codeFrom(mail: E2EMail): string {
  const code = mail.decoded.match(/^(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${mail.decoded}`);
  return code;
}

/** The password reset link of a reset mail. */
export function resetLinkFrom(mail: E2EMail): URL {
  const link = mail.decoded.match(/https?:\/\/[^\s"<>]+\/sifre-yenile\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${mail.decoded}`);
  return new URL(link);
}
