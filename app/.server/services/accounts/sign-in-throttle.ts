import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { ThrottleState, ThrottleStorage } from "../../adapters/throttle-storage";
import type { Db } from "../../db/client";
import { authRateLimits } from "../../db/schema";

/**
 * Sign-in throttling (decision 012): failures counted per account (with a growing
 * wait) and per client address (a generous fixed window), shared by every app node — in Redis when
 * REDIS_URL is set (`adapters/redis.ts`), otherwise in the database (`auth_rate_limits`, the table
 * Better Auth keeps its own counters in; our keys start with `throttle:`).
 *
 * A counter is two numbers: how many failures, and when it expires (ms). The policy decides what
 * they mean; the storage only reads, compare-and-swaps and removes them, so every node applies the
 * same arithmetic and two nodes racing for one counter cannot both count from the same value.
 */

export type { ThrottleState, ThrottleStorage } from "../../adapters/throttle-storage";

export type ThrottlePolicy =
  /** At most `max` failures per fixed window that starts with the first one; then closed until it ends. */
  | { kind: "window"; windowSeconds: number; max: number }
  /**
   * `free` failures without waiting; the `free`-th and every later one closes the key for
   * `baseSeconds` × 2^(n − free), at most `maxSeconds`. The counter is forgotten after
   * `windowSeconds` without failures (counted from the end of the last wait), or by a success.
   */
  | { kind: "backoff"; windowSeconds: number; free: number; baseSeconds: number; maxSeconds: number };

/** The wait (seconds) the `count`-th failure under a backoff policy imposes (0 below `free`). */
export function backoffSeconds(policy: Extract<ThrottlePolicy, { kind: "backoff" }>, count: number): number {
  if (count < policy.free) return 0;
  return Math.min(policy.baseSeconds * 2 ** Math.min(count - policy.free, 30), policy.maxSeconds);
}

/** Until when (epoch ms) the key is closed, or null when it is open. */
export function closedUntil(state: ThrottleState | null, policy: ThrottlePolicy, now: number): number | null {
  if (!state || now >= state.expiresAt) return null;
  const until =
    policy.kind === "window"
      ? state.count >= policy.max
        ? state.expiresAt
        : null
      : state.count >= policy.free
        ? state.expiresAt - policy.windowSeconds * 1000
        : null;
  return until !== null && until > now ? until : null;
}

/** The counter after one more failure at `now`. */
export function afterFailure(state: ThrottleState | null, policy: ThrottlePolicy, now: number): ThrottleState {
  const current = state && now < state.expiresAt ? state : null;
  const count = (current?.count ?? 0) + 1;
  if (policy.kind === "window") return { count, expiresAt: current?.expiresAt ?? now + policy.windowSeconds * 1000 };
  return { count, expiresAt: now + (backoffSeconds(policy, count) + policy.windowSeconds) * 1000 };
}

export interface ThrottleDecision {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (when refused). */
  retryAfter: number | null;
}

/**
 * Counts attempts as failures up front (so parallel guesses cannot all pass one open check) and
 * takes the count back when the attempt turns out not to be one.
 */
export function createThrottle(storage: ThrottleStorage, clock: () => number = Date.now) {
  async function update(
    key: string,
    change: (state: ThrottleState | null, now: number) => ThrottleState | null | "keep",
  ): Promise<ThrottleState | null> {
    for (let attempt = 0; ; attempt++) {
      const state = await storage.read(key);
      const next = change(state, clock());
      if (next === "keep") return state;
      if (await storage.swap(key, state, next)) return next;
      if (attempt >= 20) throw new Error(`throttle counter ${key} kept changing`);
    }
  }

  return {
    /** Refuses when the key is closed; otherwise counts this attempt as a failure. */
    async attempt(key: string, policy: ThrottlePolicy): Promise<ThrottleDecision> {
      const decision: ThrottleDecision = { allowed: true, retryAfter: null };
      await update(key, (state, now) => {
        const until = closedUntil(state, policy, now);
        decision.allowed = until === null;
        decision.retryAfter = until === null ? null : Math.max(1, Math.ceil((until - now) / 1000));
        return until === null ? afterFailure(state, policy, now) : "keep";
      });
      return decision;
    },
    /** Takes back one attempt counted by `attempt` (it was not a failure). */
    async release(key: string): Promise<void> {
      await update(key, (state, now) => {
        if (!state || now >= state.expiresAt) return "keep";
        return state.count <= 1 ? null : { count: state.count - 1, expiresAt: state.expiresAt };
      });
    },
    /** Forgets the key's failures (a successful sign-in). */
    async clear(key: string): Promise<void> {
      await update(key, (state) => (state ? null : "keep"));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

const KEY_PREFIX = "throttle:";

/**
 * The database storage: one `auth_rate_limits` row per key, `count` and `last_request` (which holds
 * the expiry, so Better Auth's own pruning of old rows never removes a live counter).
 */
export function createDatabaseThrottleStorage(db: Db): ThrottleStorage {
  const rowKey = (key: string) => `${KEY_PREFIX}${key}`;
  const matches = (key: string, state: ThrottleState) =>
    and(eq(authRateLimits.key, rowKey(key)), eq(authRateLimits.count, state.count), eq(authRateLimits.lastRequest, state.expiresAt));
  return {
    async read(key) {
      const [row] = await db
        .select()
        .from(authRateLimits)
        .where(eq(authRateLimits.key, rowKey(key)));
      return row ? { count: row.count, expiresAt: Number(row.lastRequest) } : null;
    },
    async swap(key, expected, next) {
      if (expected === null) {
        if (next === null) return true;
        const inserted = await db
          .insert(authRateLimits)
          .values({ id: randomUUID(), key: rowKey(key), count: next.count, lastRequest: next.expiresAt })
          .onConflictDoNothing()
          .returning({ id: authRateLimits.id });
        return inserted.length === 1;
      }
      if (next === null)
        return (await db.delete(authRateLimits).where(matches(key, expected)).returning({ id: authRateLimits.id })).length === 1;
      const updated = await db
        .update(authRateLimits)
        .set({ count: next.count, lastRequest: next.expiresAt })
        .where(matches(key, expected))
        .returning({ id: authRateLimits.id });
      return updated.length === 1;
    },
  };
}

/** Removes expired counters of the database storage (the maintenance sweep); returns how many. */
export async function deleteExpiredThrottleCounters(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(authRateLimits)
    .where(and(sql`${authRateLimits.key} like ${`${KEY_PREFIX}%`}`, lt(authRateLimits.lastRequest, now.getTime())))
    .returning({ id: authRateLimits.id });
  return removed.length;
}
