/**
 * `npm run bench:uploads -- [--mp4-head]`
 *
 * Uploads under attack (decision 036): the production build on a fresh embedded database; one
 * member sends six parallel 100 MB garbage uploads to POST /api/uploads while the server's RSS
 * (VmRSS of /proc/<pid>/status) is sampled every 50 ms. Prints the answers and the RSS growth.
 * `--mp4-head`: each file starts with a valid MP4 `ftyp` box (garbage after it), so it passes the
 * type check of its first bytes and is read up to the video limit.
 *
 * The server starts twice: once to sign the member up, then (after the bench has marked the e-mail
 * verified, with the database closed) for the measurement.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { authUsers } from "~/.server/db/auth-schema";
import { migrateDatabase, openDatabase } from "~/.server/db/client";
import { requireBuild, startProductionServer } from "../scripts/production-server.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
requireBuild(buildDir);
const EMAIL = "saldirgan@example.com";
const PASSWORD = "bench-member-password";
const UPLOADS = 6;
const MP4_HEAD = process.argv.includes("--mp4-head");
const FILE_BYTES = 100 * 1024 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-uploads-"));
const env = { LOG_LEVEL: "warn", WEB_CONCURRENCY: "1" };

const rssBytes = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A multipart body: the fields, then FILE_BYTES of garbage produced as the server reads them. */
function garbageUpload(url: string, cookie: string) {
  const boundary = "----bench-upload";
  const encoder = new TextEncoder();
  const start = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nvideo\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="listingId"\r\n\r\n${randomUUID()}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="junk.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const end = encoder.encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(256 * 1024).map((_, index) => (index * 7919) & 0xff);
  if (MP4_HEAD) chunk.set([0, 0, 0, 0x18, ...encoder.encode("ftypisom"), 0, 0, 2, 0, ...encoder.encode("isommp41")]);
  let sent = 0;
  let phase = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (phase === 0) {
        controller.enqueue(start);
        phase = 1;
      } else if (phase === 1) {
        const size = Math.min(chunk.length, FILE_BYTES - sent);
        sent += size;
        controller.enqueue(chunk.slice(sent === size || !MP4_HEAD ? 0 : 24, size));
        if (sent >= FILE_BYTES) phase = 2;
      } else if (phase === 2) {
        controller.enqueue(end);
        phase = 3;
      } else controller.close();
    },
  });
  return fetch(`${url}/api/uploads`, {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, origin: url.replace("127.0.0.1", "localhost") },
  } as RequestInit)
    .then(async (answer) => `${answer.status} ${((await answer.json()) as { error?: string }).error ?? "stored"}`)
    .catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`);
}

try {
  const first = await startProductionServer({ buildDir, dataDir, env });
  try {
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: "POST",
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: "Bench Saldırgan" }),
      headers: { "content-type": "application/json", origin: first.url.replace("127.0.0.1", "localhost") },
    });
    if (!signUp.ok) throw new Error(`sign-up failed (${signUp.status}): ${await signUp.text()}`);
  } finally {
    await first.stop();
  }
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await database.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, EMAIL));
  } finally {
    await database.close();
  }

  const server = await startProductionServer({ buildDir, dataDir, env });
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      headers: { "content-type": "application/json", origin: server.url.replace("127.0.0.1", "localhost") },
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .filter((pair) => !pair.endsWith("="))
      .join("; ");
    if (!cookie.includes("session")) throw new Error(`sign-in failed (${signIn.status})`);
    const pid = server.child.pid!;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssBytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
    const answers = await Promise.all(Array.from({ length: UPLOADS }, () => garbageUpload(server.url, cookie)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    console.log(`Answers: ${answers.join(", ")}`);
    console.log(`RSS before ${mb(before)}, peak ${mb(peak)}: growth ${mb(peak - before)} (target < 150 MB)`);
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
