import { count, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  SharedStoreUnavailableError,
  connectSharedStore,
  createRedisRateLimitStore,
  createRedisThrottleStorage,
  rateLimitKey,
  throttleKey,
} from "~/.server/adapters/redis";
import { SIGN_IN_THROTTLE } from "~/.server/auth/auth";
import { createThrottle } from "~/.server/services/accounts/sign-in-throttle";
import { authRateLimits, authSessions } from "~/.server/db/schema";
import { getDb, startTestRuntime } from "../support/runtime";
import { loader as healthLoader } from "~/routes/api.health";
import { action as loginAction } from "~/routes/login";
import { signInNewMember } from "../support/members";
import { type TestRedis, openTestRedis } from "../support/redis";
import { get, post, run } from "../support/routes";
import { rateLimitedAnswer } from "../support/auth-answers";

/**
 * REDIS_URL (two nodes): the auth rate-limit counters live in Redis — atomic across
 * connections, expiring with their window — while sessions stay in the database. Needs the Redis
 * of tests/support/redis.ts (REDIS_URL or 127.0.0.1:6379); runs on PGlite or PostgreSQL.
 */

let redis: TestRedis;
let client: Redis;
let stopTestRuntime: () => Promise<void>;

beforeAll(async () => {
  redis = await openTestRedis("rate-limits");
  client = new Redis(redis.url);
  ({ stop: stopTestRuntime } = await startTestRuntime("redis", { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.prefix }));
});

afterAll(async () => {
  await stopTestRuntime?.();
  await client?.quit();
  await redis?.close();
});

describe("the Redis rate-limit store", () => {
  it("allows `max` attempts per window, refuses the next with the seconds left, and counts again after the window", async () => {
    const store = createRedisRateLimitStore(client, `${redis.prefix}store:`);
    const rule = { window: 2, max: 3 };
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push(await store.consume("198.51.100.1|/sign-in/email", rule));
    expect(answers.slice(0, 3)).toEqual([
      { allowed: true, retryAfter: null },
      { allowed: true, retryAfter: null },
      { allowed: true, retryAfter: null },
    ]);
    expect(answers[3]!.allowed).toBe(false);
    expect(answers[3]!.retryAfter).toBeGreaterThanOrEqual(1);
    expect(answers[3]!.retryAfter).toBeLessThanOrEqual(2);
    // Another address or path has its own counter.
    expect(await store.consume("198.51.100.2|/sign-in/email", rule)).toEqual({ allowed: true, retryAfter: null });
    const ttl = await redis.ttl(rateLimitKey(`${redis.prefix}store:`, "198.51.100.1|/sign-in/email"));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2);
    // The window is Redis's own clock: once the counter's key has expired (TTL -2: gone), counting starts again.
    await vi.waitFor(async () => expect(await redis.ttl(rateLimitKey(`${redis.prefix}store:`, "198.51.100.1|/sign-in/email"))).toBe(-2), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await store.consume("198.51.100.1|/sign-in/email", rule)).toEqual({ allowed: true, retryAfter: null });
  });

  it("is atomic: 40 simultaneous attempts over four connections let exactly `max` through", async () => {
    const connections = Array.from({ length: 4 }, () => new Redis(redis.url));
    try {
      const stores = connections.map((connection) => createRedisRateLimitStore(connection, `${redis.prefix}race:`));
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          stores[index % stores.length]!.consume("203.0.113.5|/sign-in/email", { window: 60, max: 5 }),
        ),
      );
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    } finally {
      await Promise.all(connections.map((connection) => connection.quit()));
    }
  });

  it("an unreachable REDIS_URL fails at connect with a clear message that hides the password", async () => {
    const error = await connectSharedStore("redis://user:geheim@127.0.0.1:1", redis.prefix).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SharedStoreUnavailableError);
    expect((error as Error).message).toContain("Redis at redis://user:***@127.0.0.1:1");
    expect((error as Error).message).toContain("(REDIS_URL) is not reachable");
    expect((error as Error).message).not.toContain("geheim");
  });
});

describe("a runtime with REDIS_URL", () => {
  it("keeps the sign-in failure counters in Redis (none in the database): 5 failures for an account, then 429 with the wait", async () => {
    const ip = "198.51.100.61";
    const email = "redis-hedef@example.com";
    const { free, baseSeconds } = SIGN_IN_THROTTLE.account;
    for (let attempt = 0; attempt < free; attempt++) {
      const result = await run(loginAction, post("/giris", { email, password: "yanlis" }, { ip }));
      expect(result.status).toBe(401);
    }
    const limited = await run(loginAction, post("/giris", { email, password: "yanlis" }, { ip }));
    expect(limited).toMatchObject(rateLimitedAnswer());

    const account = await client.hgetall(throttleKey(redis.prefix, `account:${email}`));
    expect(account.c).toBe(String(free));
    const address = await client.hgetall(throttleKey(redis.prefix, `address:${ip}`));
    expect(address.c).toBe(String(free));
    const ttl = await redis.ttl(throttleKey(redis.prefix, `account:${email}`));
    expect(ttl).toBeGreaterThan(SIGN_IN_THROTTLE.account.windowSeconds);
    expect(ttl).toBeLessThanOrEqual(SIGN_IN_THROTTLE.account.windowSeconds + baseSeconds);
    const [rows] = await getDb().select({ value: count() }).from(authRateLimits);
    expect(rows!.value).toBe(0);
  });

  it("a compare-and-swap of a counter wins once: 20 simultaneous attempts over four connections count 20 failures", async () => {
    const connections = Array.from({ length: 4 }, () => new Redis(redis.url));
    try {
      const throttles = connections.map((connection) => createThrottle(createRedisThrottleStorage(connection, `${redis.prefix}cas:`)));
      const policy = { kind: "window", windowSeconds: 60, max: 100 } as const;
      await Promise.all(
        Array.from({ length: 20 }, (_, index) => throttles[index % throttles.length]!.attempt("address:203.0.113.9", policy)),
      );
      expect(await client.hgetall(throttleKey(`${redis.prefix}cas:`, "address:203.0.113.9"))).toMatchObject({ c: "20" });
    } finally {
      await Promise.all(connections.map((connection) => connection.quit()));
    }
  });

  it("keeps sessions in the database: a sign-in writes a session row and nothing but rate-limit counters to Redis", async () => {
    const member = await signInNewMember("redis-uye@example.com", "Redis Üye");
    const sessions = await getDb().select({ token: authSessions.token }).from(authSessions).where(eq(authSessions.userId, member.id));
    expect(sessions).toHaveLength(1);
    const keys = await redis.keys();
    expect(keys.length).toBeGreaterThan(0);
    const counters = ["rate:", "throttle:", "store:", "race:", "cas:"].map((kind) => `${redis.prefix}${kind}`);
    expect(keys.filter((key) => !counters.some((prefix) => key.startsWith(prefix)))).toEqual([]);
    expect(keys.some((key) => key.includes(sessions[0]!.token))).toBe(false);
  });

  it("reports Redis in the health check", async () => {
    const health = await run(healthLoader, get("/api/health"));
    expect(health).toMatchObject({ status: 200, body: { status: "ok", database: "ok", redis: "ok" } });
  });
});
