import fs from "node:fs";
import http from "node:http";
import { freshDatabaseUrl } from "../support/database";
import { startServer } from "../support/server";
import { expect, test } from "../e2e/support/fixtures";

/**
 * Graceful shutdown: SIGTERM while ~50 clients keep requests going (pages, their data requests and JSON
 * endpoints, plus uploads whose bodies are still arriving). Every request that had started must
 * complete with its normal answer (no reset, no 5xx); requests started after the signal are either
 * refused at connect or answered; the process exits with code 0 within 10 s. On the embedded
 * PGlite, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */

const CLIENTS = 50;
const LOAD_BEFORE_SIGNAL_MS = 3000;

/** What the clients ask for, in turn; all of them answer 200 on a site without listings. */
const TARGETS = [
  "/",
  "/evler",
  "/araclar?city=Girne&sort=price-asc",
  "/dukkanlar",
  "/about",
  "/iletisim",
  "/gizlilik",
  "/giris",
  "/kayit",
  "/evler.data",
  "/api/health",
  "/api/home?section=recent",
  "/api/listings?category=houses&limit=12",
  "/api/listings?category=apartments&city=Girne",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.svg",
];

interface Attempt {
  target: string;
  startedAt: number;
  finishedAt?: number;
  status?: number;
  error?: string;
}

const failureOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
};

/**
 * A POST to /api/health (405, no side effects) whose body arrives in two parts `gapMs` apart: a
 * request that is certainly in flight, with its body still coming, when the signal arrives.
 * `started` settles once the server has read the request's head (it answers the `Expect:
 * 100-continue` with "100 Continue"): until then a loaded server may not have seen the request at
 * all, and a connection with no request read yet is idle, which a shutdown rightly closes.
 */
function slowUpload(url: string, gapMs: number): { started: Promise<void>; answered: Promise<number> } {
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${url}/api/health`,
      {
        method: "POST",
        headers: { "content-type": "text/plain", "content-length": "20", connection: "close", expect: "100-continue" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.on("continue", () => {
      started();
      request.write("0123456789");
      setTimeout(() => request.end("0123456789"), gapMs);
    });
    request.flushHeaders();
  });
  answered.catch(() => {}); // awaited by the test; not an unhandled rejection meanwhile
  return { started: begun, answered };
}

test.describe("graceful shutdown", () => {
  test.describe.configure({ timeout: 180_000 });

  test("SIGTERM under 50 concurrent clients: in-flight requests complete, exit 0 within 10 s", async () => {
    const postgres = await freshDatabaseUrl();
    const server = await startServer({ env: { SEED_DEMO: "false", ...(postgres ? { DATABASE_URL: postgres.url } : {}) } });
    try {
      const attempts: Attempt[] = [];
      let signalledAt = 0;
      const client = async (index: number) => {
        for (let turn = 0; ; turn++) {
          const target = TARGETS[(index + turn) % TARGETS.length]!;
          const attempt: Attempt = { target, startedAt: Date.now() };
          attempts.push(attempt);
          try {
            const response = await fetch(`${server.url}${target}`, { redirect: "manual" });
            await response.arrayBuffer();
            attempt.status = response.status;
          } catch (error) {
            attempt.error = failureOf(error);
          }
          attempt.finishedAt = Date.now();
          // After the signal each client stops at its first refusal (or after 10 s of answers).
          if (signalledAt && (attempt.error || Date.now() - signalledAt > 10_000)) return;
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
      await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));

      const uploads = Array.from({ length: 5 }, () => slowUpload(server.url, 1500));
      await Promise.all(uploads.map((upload) => upload.started));
      signalledAt = Date.now();
      const exit = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
      server.process.kill("SIGTERM");
      const code = await exit;
      const exitMs = Date.now() - signalledAt;
      await Promise.all(clients);

      const before = attempts.filter((attempt) => attempt.startedAt < signalledAt);
      const inFlight = before.filter((attempt) => (attempt.finishedAt ?? Infinity) >= signalledAt);
      const after = attempts.filter((attempt) => attempt.startedAt >= signalledAt);
      const refused = after.filter((attempt) => attempt.error === "ECONNREFUSED");
      const answered = after.filter((attempt) => attempt.status !== undefined);
      console.log(
        `graceful shutdown: ${attempts.length} requests, ${before.length} started before SIGTERM (${inFlight.length} + 5 uploads in flight), ` +
          `${after.length} after (${answered.length} answered, ${refused.length} refused); exit ${code} after ${exitMs} ms`,
      );

      expect(before.filter((attempt) => attempt.status !== 200)).toEqual([]);
      expect(inFlight.length).toBeGreaterThan(0);
      expect(await Promise.all(uploads.map((upload) => upload.answered))).toEqual([405, 405, 405, 405, 405]);
      expect(after.filter((attempt) => attempt.error !== "ECONNREFUSED" && attempt.status !== 200)).toEqual([]);
      expect(code).toBe(0);
      expect(exitMs).toBeLessThan(10_000);
    } finally {
      await server.stop();
      await postgres?.drop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
