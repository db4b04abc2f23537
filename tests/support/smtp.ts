import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in-process (no TLS, no auth) that keeps every mail it receives; `onMail`
 * also hears of each one (the E2E setup writes them to files for the test workers).
 */
export async function startSmtpServer(options: { onMail?: (mail: ReceivedMail) => void } = {}) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw };
        mails.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  const port: number = await new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  const mailsTo = (address: string) => mails.filter((mail) => mail.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails to `address` received so far, oldest first. */
    mailsTo,
    /** The newest mail to `address` once more than `after` have arrived (waits up to 5 s for it). */
    async lastMailTo(address: string, after = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const received = mailsTo(address);
        if (received.length > after) return received.at(-1)!;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(after === 0 ? `no mail to ${address}` : `no new mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * An SMTP server of the calling Vitest file (`startSmtpServer`), started before its tests and closed
 * after them; call it before `runtimeOfThisFile`, which then gets its `url` (`() => ({ SMTP_URL: smtp.url })`).
 */
export function smtpServerOfThisFile(options: Parameters<typeof startSmtpServer>[0] = {}): SmtpServer {
  let server: SmtpServer | undefined;
  beforeAll(async () => {
    server = await startSmtpServer(options);
  });
  afterAll(async () => {
    await server?.close().catch(() => undefined);
  });
  const started = () => {
    if (!server) throw new Error("The SMTP server of this file has not started (smtpServerOfThisFile runs in beforeAll).");
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get mails() {
      return started().mails;
    },
    mailsTo: (address) => started().mailsTo(address),
    lastMailTo: (address, after) => started().lastMailTo(address, after),
    close: () => started().close(),
  };
}

/**
 * The base64 parts of a raw message rewritten as quoted-printable, for the pass below. nodemailer
 * sends a part base64 when most of its characters are not ASCII: Russian, Persian and Arabic mails.
 */
function base64PartsAsQuotedPrintable(raw: string): string {
  const quoted = (bytes: Buffer) =>
    [...bytes]
      .map((byte) =>
        byte === 10 || byte === 13 || (byte >= 32 && byte < 127 && byte !== 61)
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`,
      )
      .join("");
  return raw.replace(
    /(Content-Transfer-Encoding:[ \t]*base64[ \t]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/gi,
    (_, head: string, body: string) => `${head}${quoted(Buffer.from(body.replace(/\s+/g, ""), "base64"))}\r\n`,
  );
}

/** Decodes a message's quoted-printable (and base64) UTF-8 parts enough to read texts, codes and links. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = base64PartsAsQuotedPrintable(raw).replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, "latin1"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The Subject header of a raw message, with MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
export function mailSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
  const unfolded = header.replace(/\r?\n[ \t]/g, " ");
  const decodeWord = (encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8");
  // Whitespace between two encoded words is not part of the text.
  return unfolded.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?UTF-8\?))?/gi, (_, encoding: string, text: string) =>
    decodeWord(encoding, text),
  );
}
