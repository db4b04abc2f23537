import fs from "node:fs";
import { spawnSync } from "node:child_process";
import http from "node:http";
import { startServer } from "../support/server";
import { expect, test } from "../e2e/support/fixtures";

/** Listing detail links on the home page, as a fingerprint of the stored data. */
async function listingLinks(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}/`)).text();
  return [...new Set(html.match(/\/(evler|araclar|dukkanlar|oteller|apartlar)\/[0-9a-f-]{36}/g) ?? [])].sort();
}

test.describe("server lifecycle on the embedded database", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  test("a second server on the same data directory fails fast with a clear message; the first keeps serving", async () => {
    const first = await startServer();
    try {
      const started = Date.now();
      const second = spawnSync(process.execPath, ["server.js"], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: "0",
          HOST: "127.0.0.1",
          DATA_DIR: first.dataDir,
          LOG_LEVEL: "warn",
          DATABASE_URL: "",
        },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(second.status).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(second.stderr).toContain(`The data directory ${first.dataDir} is in use by another process (pid`);
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      expect((await listingLinks(first.url)).length).toBeGreaterThan(0);
    } finally {
      expect(await first.stop()).toBe(0);
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  test("SIGTERM closes cleanly and a restart keeps all data without re-seeding", async () => {
    const first = await startServer({ env: { LOG_LEVEL: "info" } });
    const dataDir = first.dataDir;
    try {
      expect(first.output()).toContain("demo content seeded");
      const before = await listingLinks(first.url);
      expect(before.length).toBeGreaterThanOrEqual(12);
      const stoppedAt = Date.now();
      expect(await first.stop()).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      expect(fs.existsSync(`${dataDir}/.lock`)).toBe(false);

      const second = await startServer({ dataDir, env: { LOG_LEVEL: "info" } });
      try {
        expect(await listingLinks(second.url)).toEqual(before);
        expect(second.output()).toContain("database ready");
        expect(second.output()).not.toContain("demo content seeded");
      } finally {
        expect(await second.stop()).toBe(0);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("SIGTERM lets an in-flight request finish before exiting", async () => {
    const server = await startServer();
    try {
      // A request whose body is still arriving when the signal comes.
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          `${server.url}/api/health`,
          { method: "POST", headers: { "content-type": "text/plain", "content-length": "10" } },
          (res) => {
            let body = "";
            res.on("data", (chunk) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        request.on("error", reject);
        request.write("12345");
        setTimeout(() => {
          server.process.kill("SIGTERM");
          setTimeout(() => request.end("67890"), 500);
        }, 300);
      });
      const result = await response;
      expect(result.status).toBe(405);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
