import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/**
 * The Redis of the tests: REDIS_URL, else the one on this machine (127.0.0.1:6379; CI runs here).
 * Every test run writes under its own key prefix and removes its keys afterwards, so runs never
 * see each other's counters and Redis needs no flushing.
 */
const TEST_REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

export interface TestRedis {
  url: string;
  /** Unique to this run, e.g. `kk-test:two-nodes:1f3c…:`. */
  prefix: string;
  /** Keys under the prefix (SCAN, not KEYS). */
  keys(): Promise<string[]>;
  get(key: string): Promise<string | null>;
  /** One field of a hash. */
  hget(key: string, field: string): Promise<string | null>;
  ttl(key: string): Promise<number>;
  /** Deletes the run's keys and closes the connection. */
  close(): Promise<void>;
}

/** Connects to the test Redis; fails with a clear message when it is not running. */
export async function openTestRedis(label: string): Promise<TestRedis> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${TEST_REDIS_URL} (${(error as Error).message}). These tests need a Redis server: ` +
        "start one on 127.0.0.1:6379 or set REDIS_URL.",
    );
  }
  const prefix = `kk-test:${label}:${randomUUID().slice(0, 8)}:`;
  const keys = async () => {
    const found: string[] = [];
    let cursor = "0";
    do {
      const [next, batch] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      found.push(...batch);
      cursor = next;
    } while (cursor !== "0");
    return found;
  };
  return {
    url: TEST_REDIS_URL,
    prefix,
    keys,
    get: (key) => redis.get(key),
    hget: (key, field) => redis.hget(key, field),
    ttl: (key) => redis.ttl(key),
    async close() {
      const mine = await keys();
      if (mine.length > 0) await redis.del(...mine);
      await redis.quit();
    },
  };
}
