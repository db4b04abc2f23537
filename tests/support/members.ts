import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth";
import { authUsers, profiles } from "~/.server/db/schema";
import { getAuth, getDb } from "~/.server/runtime";
import { TEST_SITE } from "./routes";

export const MEMBER_PASSWORD = "gizli-sifre-1";

// Every new member signs in from their own address (the per-address sign-in limit is tested in auth.test.ts).
let signIns = 0;
const nextAddress = () => `203.0.${113 + Math.floor(signIns / 250)}.${(signIns++ % 250) + 1}`;

export interface TestMember {
  id: string;
  cookie: string;
}

/**
 * A verified member (or admin) of the running test runtime, signed in through Better Auth's HTTP
 * handler: their user id and the Cookie header of their session.
 */
export async function signInNewMember(email: string, name: string, options: { admin?: boolean } = {}): Promise<TestMember> {
  const auth = getAuth();
  await auth.api.signUpEmail({ body: { email, password: MEMBER_PASSWORD, name } });
  await getDb().update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
  const response = await auth.handler(
    new Request(`${TEST_SITE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_SITE, [CLIENT_IP_HEADER]: nextAddress() },
      body: JSON.stringify({ email, password: MEMBER_PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  if (options.admin) await getDb().update(profiles).set({ isAdmin: true }).where(eq(profiles.id, user.id));
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .join("; ");
  return { id: user.id, cookie };
}
