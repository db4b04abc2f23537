import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { authUsers, profiles } from "~/.server/db/schema";
import { getAuth, getDb } from "./runtime";
import { TEST_SITE } from "./routes";

export const MEMBER_PASSWORD = "gizli-sifre-1";

export interface TestMember {
  id: string;
  cookie: string;
}

/**
 * A verified member (or admin) of the running test runtime, signed in through Better Auth's HTTP
 * handler: their user id and the Cookie header of their session.
 */
export async function signInNewMember(email: string, name: string, options: { admin?: boolean } = {}): Promise<TestMember> {
  await getAuth().api.signUpEmail({ body: { email, password: MEMBER_PASSWORD, name } });
  await getDb().update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
  const member = await signIn(email);
  if (options.admin) await getDb().update(profiles).set({ isAdmin: true }).where(eq(profiles.id, member.id));
  return member;
}

/** The e-mail addresses of `signInOwnerOtherAdmin`'s cast, for tests that read their mail. */
export const CAST_EMAILS = { owner: "owner@example.com", other: "other@example.com", admin: "admin@example.com" } as const;

/** The cast of an access test: the owner of the listings, another member and an admin, each signed in. */
export async function signInOwnerOtherAdmin() {
  const owner = await signInNewMember(CAST_EMAILS.owner, "Ayşe Sahibi");
  const other = await signInNewMember(CAST_EMAILS.other, "Başka Üye");
  const admin = await signInNewMember(CAST_EMAILS.admin, "Yönetici", { admin: true });
  return { owner, other, admin };
}

/**
 * A new session of an existing, verified member (another device): their id and its Cookie header.
 * Each sign-in comes from its own address, so many of them stay below the sign-in rate limit.
 */
export async function signIn(email: string, ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`): Promise<TestMember> {
  const response = await getAuth().handler(
    new Request(`${TEST_SITE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_SITE, [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify({ email, password: MEMBER_PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .join("; ");
  return { id: user.id, cookie };
}
