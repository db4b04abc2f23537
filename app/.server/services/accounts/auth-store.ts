import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../../db/client";
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from "../../db/schema";

/**
 * Better Auth's storage: its users, sessions, accounts, one-time codes and rate-limit counters in
 * our database (decision 004), through its Drizzle adapter. Better Auth writes these tables itself;
 * they are handed over here, in the service layer, as every other table access is.
 */
export function authStore(db: Db) {
  return drizzleAdapter(db, {
    provider: "pg",
    schema: {
      user: authUsers,
      session: authSessions,
      account: authAccounts,
      verification: authVerifications,
      rateLimit: authRateLimits,
    },
  });
}
