import type { Redis } from "ioredis";
import type { ThrottleStorage } from "./throttle-storage";

/**
 * Counters shared by every app node (REDIS_URL): the auth rate limits and the sign-in failure
 * counters (decision 012). Without REDIS_URL they stay
 * in the database (Better Auth's `auth_rate_limits` table), which every node shares too; Redis
 * takes the one write per attempt off PostgreSQL and expires old counters by itself.
 *
 * Only counters live here. Sessions and one-time codes stay in the database: Better Auth's
 * `secondaryStorage` would move them into Redis as well (and read sessions from Redis first, so a
 * session row deleted by our own SQL, e.g. with a deleted account, would stay valid there), so the
 * limiter is plugged in as `rateLimit.customStorage` instead.
 */

/** One attempt against a limit of `max` per `window` seconds (Better Auth's rate-limit storage shape). */
export interface RateLimitStore {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

export interface SharedStore {
  rateLimits: RateLimitStore;
  /** The sign-in failure counters (per account and per address, `services/accounts/sign-in-throttle.ts`). */
  throttle: ThrottleStorage;
  /** Resolves when Redis answers (health check). */
  ping(): Promise<void>;
  /** Closes the connection (shutdown). */
  close(): Promise<void>;
}

export class SharedStoreUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    const where = redactUrl(url);
    super(`Redis at ${where} (REDIS_URL) is not reachable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "SharedStoreUnavailableError";
  }
}

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/**
 * Counts one attempt in a fixed window: the counter is created with the window as its expiry and
 * never extended (a key left without expiry by an interrupted call gets one). Returns the count
 * after this attempt and the seconds until the window ends. One script: atomic across nodes.
 */
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Key of a rate-limit counter: the configured prefix, then Better Auth's key (client address + path). */
export const rateLimitKey = (prefix: string, key: string) => `${prefix}rate:${key}`;

export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  return {
    async consume(key, rule) {
      const window = Math.max(1, Math.ceil(rule.window));
      const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, rateLimitKey(prefix, key), window)) as [number, number];
      return count <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: Math.max(1, ttl) };
    },
  };
}

/**
 * Compare-and-swap of a sign-in throttle counter (a hash: c = failures, e = expiry in epoch ms):
 * writes the next state only if the stored one is still the expected one (or absent, ARGV[1] = 0),
 * so the arithmetic stays in one place (`services/accounts/sign-in-throttle.ts`) and stays atomic across nodes.
 * The key expires with the counter.
 */
const THROTTLE_SWAP_SCRIPT = `
local c = redis.call('HGET', KEYS[1], 'c')
local e = redis.call('HGET', KEYS[1], 'e')
if ARGV[1] == '0' then
  if c then return 0 end
elseif (not c) or c ~= ARGV[2] or e ~= ARGV[3] then
  return 0
end
if ARGV[4] == '0' then
  redis.call('DEL', KEYS[1])
  return 1
end
redis.call('HSET', KEYS[1], 'c', ARGV[5], 'e', ARGV[6])
redis.call('PEXPIREAT', KEYS[1], ARGV[6])
return 1
`;

/** Key of a sign-in throttle counter. */
export const throttleKey = (prefix: string, key: string) => `${prefix}throttle:${key}`;

export function createRedisThrottleStorage(redis: Redis, prefix: string): ThrottleStorage {
  return {
    async read(key) {
      const [count, expiresAt] = await redis.hmget(throttleKey(prefix, key), "c", "e");
      return count === null || expiresAt === null ? null : { count: Number(count), expiresAt: Number(expiresAt) };
    },
    async swap(key, expected, next) {
      const args = [
        expected ? "1" : "0",
        String(expected?.count ?? 0),
        String(expected?.expiresAt ?? 0),
        next ? "1" : "0",
        String(next?.count ?? 0),
        String(next?.expiresAt ?? 0),
      ];
      return (await redis.eval(THROTTLE_SWAP_SCRIPT, 1, throttleKey(prefix, key), ...args)) === 1;
    },
  };
}

export interface SharedStoreEvents {
  /** The first error of an outage (ioredis retries every ~2 s meanwhile; those errors are not repeated). */
  onOutage?: (error: Error) => void;
  /** Redis answers again after an outage. */
  onRestored?: () => void;
  /** Every connection error, each failed reconnect included (tests count the attempts with it). */
  onConnectionError?: (error: Error) => void;
}

/**
 * Connects to Redis; throws SharedStoreUnavailableError when it does not answer, so a node with a
 * wrong REDIS_URL fails at start instead of on the first sign-in. Later outages fail the affected
 * requests quickly (one retry, 2 s command timeout) while ioredis reconnects in the background; an
 * outage is reported once when it starts and once when it ends, not on every reconnect attempt.
 */
export async function connectSharedStore(url: string, prefix: string, events: SharedStoreEvents = {}): Promise<SharedStore> {
  // Loaded only when REDIS_URL is set (≈ 8 MB per node).
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5000, commandTimeout: 2000, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on("error", (error: Error) => {
    events.onConnectionError?.(error);
    if (down) return;
    down = true;
    events.onOutage?.(error);
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    events.onRestored?.();
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new SharedStoreUnavailableError(url, error);
  }
  let closed = false;
  return {
    rateLimits: createRedisRateLimitStore(redis, prefix),
    throttle: createRedisThrottleStorage(redis, prefix),
    async ping() {
      await redis.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
