/**
 * Where the sign-in throttle keeps its counters (services/accounts/sign-in-throttle.ts, decision 012): in
 * Redis (adapters/redis.ts) or in the database (the service's own storage). A counter is two
 * numbers; the storage only reads, compare-and-swaps and removes them.
 */
export interface ThrottleState {
  count: number;
  /** Epoch ms after which the counter is forgotten. */
  expiresAt: number;
}

export interface ThrottleStorage {
  read(key: string): Promise<ThrottleState | null>;
  /** Stores `next` if the stored state still equals `expected` (null: none stored); false when it changed meanwhile. */
  swap(key: string, expected: ThrottleState | null, next: ThrottleState | null): Promise<boolean>;
}
