import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connectSharedStore } from "~/.server/adapters/redis";
import { loader as healthLoader } from "~/routes/api.health";
import { action as loginAction } from "~/routes/login";
import { get, post, run } from "../support/routes";
import { startTestRuntime } from "../support/runtime";
import { freePort } from "../support/server";
import { translate } from "~/lib/i18n";

/**
 * What a node does when its Redis (REDIS_URL) goes away while it runs, and comes back (docs/deploy.md,
 * "Redis"): the rate-limited auth requests fail closed with the generic message (503, never an
 * uncounted attempt), the health check stays 200 and reports `redis: "unavailable"`, and once Redis
 * is back the node uses it again without a restart. Uses a private `redis-server` (on PATH) on a
 * free port, so the shared one is never stopped.
 */

let port: number;
let redisProcess: ChildProcess | null = null;
let stopTestRuntime: () => Promise<void>;

async function startRedis(): Promise<void> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  redisProcess = child;
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be started (${error.message}); this test needs it on PATH`));
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

async function stopRedis(): Promise<void> {
  const child = redisProcess;
  redisProcess = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

const signIn = (ip: string) => run(loginAction, post("/giris", { email: "nobody@example.com", password: "yanlis" }, { ip }));

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  ({ stop: stopTestRuntime } = await startTestRuntime("redis-outage", {
    REDIS_URL: `redis://127.0.0.1:${port}`,
    REDIS_KEY_PREFIX: "kk-outage:",
  }));
});

afterAll(async () => {
  await stopTestRuntime?.();
  await stopRedis();
});

describe("Redis going away and coming back", () => {
  it("fails the rate-limited requests closed, keeps the health check up, and recovers without a restart", async () => {
    expect((await signIn("198.51.100.201")).status).toBe(401);

    await stopRedis();
    const refused = await signIn("198.51.100.202");
    expect(refused).toMatchObject({ status: 503, body: { ok: false, error: "failed", message: translate("tr", "auth.errors.generic") } });
    expect(await run(healthLoader, get("/api/health"))).toMatchObject({
      status: 200,
      body: { status: "ok", database: "ok", redis: "unavailable" },
    });

    await startRedis();
    await vi.waitFor(async () => expect((await signIn("198.51.100.203")).status).toBe(401), { timeout: 15_000, interval: 100 });
    expect(await run(healthLoader, get("/api/health"))).toMatchObject({ status: 200, body: { redis: "ok" } });
  });
});

describe("outage reports", () => {
  const waitFor = (check: () => boolean, timeout: number) => vi.waitFor(() => expect(check()).toBe(true), { timeout, interval: 20 });

  it("reports an outage once however many reconnects fail, and its end once", async () => {
    const outages: Error[] = [];
    let restored = 0;
    let connectionErrors = 0;
    const store = await connectSharedStore(`redis://127.0.0.1:${port}`, "kk-outage-events:", {
      onOutage: (error) => outages.push(error),
      onRestored: () => {
        restored += 1;
      },
      onConnectionError: () => {
        connectionErrors += 1;
      },
    });
    try {
      await store.ping();
      expect(outages).toHaveLength(0);
      await stopRedis();
      await waitFor(() => outages.length > 0, 10_000);
      // ioredis tries again every 50 ms … 2 s: after five failed attempts, still one report.
      await waitFor(() => connectionErrors >= 5, 10_000);
      expect(outages).toHaveLength(1);
      expect(restored).toBe(0);

      await startRedis();
      await waitFor(() => restored > 0, 15_000);
      await store.ping();
      expect(restored).toBe(1);
      expect(outages).toHaveLength(1);
    } finally {
      await store.close();
    }
  }, 40_000);
});
