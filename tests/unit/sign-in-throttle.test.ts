import { describe, expect, it } from "vitest";
import { SIGN_IN_THROTTLE } from "~/.server/auth/auth";
import {
  type ThrottleState,
  type ThrottleStorage,
  afterFailure,
  backoffSeconds,
  closedUntil,
  createThrottle,
} from "~/.server/services/accounts/sign-in-throttle";

/** The sign-in throttle's arithmetic (decision 012); the storages are tested in the integration suite. */

const account = SIGN_IN_THROTTLE.account;
const address = SIGN_IN_THROTTLE.address;

function memoryStorage(): ThrottleStorage & { states: Map<string, ThrottleState> } {
  const states = new Map<string, ThrottleState>();
  return {
    states,
    async read(key) {
      return states.get(key) ?? null;
    },
    async swap(key, expected, next) {
      const current = states.get(key) ?? null;
      if (JSON.stringify(current) !== JSON.stringify(expected)) return false;
      if (next) states.set(key, next);
      else states.delete(key);
      return true;
    },
  };
}

describe("per-account backoff", () => {
  it("waits 30 s after the 5th failure, doubling to at most 15 minutes", () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 40].map((count) => backoffSeconds(account, count))).toEqual([
      0, 30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it("is closed only during the wait, and forgets the failures 15 quiet minutes after it", () => {
    let state: ThrottleState | null = null;
    const t0 = 1_000_000;
    for (let failure = 0; failure < 5; failure++) state = afterFailure(state, account, t0);
    expect(closedUntil(state, account, t0)).toBe(t0 + 30_000);
    expect(closedUntil(state, account, t0 + 30_000)).toBeNull();
    // Still remembered until 15 minutes after the wait: the next failure waits a minute.
    const sixth = afterFailure(state, account, t0 + 30_000 + 14 * 60_000);
    expect(sixth.count).toBe(6);
    // After that quiet period the count starts again.
    expect(afterFailure(state, account, t0 + 30_000 + 15 * 60_000).count).toBe(1);
  });
});

describe("per-address window", () => {
  it("closes after 30 failures until the window that began with the first one ends", () => {
    let state: ThrottleState | null = null;
    const t0 = 5_000_000;
    for (let failure = 0; failure < 29; failure++) state = afterFailure(state, address, t0 + failure * 1000);
    expect(closedUntil(state, address, t0 + 29_000)).toBeNull();
    state = afterFailure(state, address, t0 + 29_000);
    expect(closedUntil(state, address, t0 + 30_000)).toBe(t0 + 15 * 60_000);
    expect(closedUntil(state, address, t0 + 15 * 60_000)).toBeNull();
  });
});

describe("the throttle", () => {
  it("counts attempts up front, takes back the ones that were not failures, and clears on success", async () => {
    let now = 10_000_000;
    const storage = memoryStorage();
    const throttle = createThrottle(storage, () => now);
    for (let attempt = 0; attempt < 4; attempt++)
      expect(await throttle.attempt("account:a", account)).toEqual({ allowed: true, retryAfter: null });
    await throttle.release("account:a");
    expect(storage.states.get("account:a")?.count).toBe(3);
    await throttle.clear("account:a");
    expect(storage.states.has("account:a")).toBe(false);
    for (let attempt = 0; attempt < 5; attempt++) await throttle.attempt("account:a", account);
    expect(await throttle.attempt("account:a", account)).toEqual({ allowed: false, retryAfter: 30 });
    // A refused attempt is not counted: the wait does not grow while closed.
    expect(storage.states.get("account:a")?.count).toBe(5);
    now += 30_000;
    expect((await throttle.attempt("account:a", account)).allowed).toBe(true);
    expect(await throttle.attempt("account:a", account)).toEqual({ allowed: false, retryAfter: 60 });
  });
});
