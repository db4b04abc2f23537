import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, SESSION_COOKIE } from "~/.server/auth";
import { outboxMails } from "~/.server/db/schema";
import { getAuth, getDb } from "~/.server/runtime";
import { action as authAction, loader as authLoader } from "~/routes/api.auth";
import { MEMBER_PASSWORD, signInNewMember } from "../support/members";
import { TEST_SITE } from "../support/routes";
import { startTestRuntime } from "../support/runtime";

/**
 * Issue 8 "Headers and sessions": a sign-in always issues a new session token (no fixation), a
 * password change or reset ends every session of the user, and /api/auth/* exposes only the
 * endpoints the site uses — all through the public route, as a browser reaches them.
 */
let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
beforeAll(async () => {
  runtime = await startTestRuntime("sessions");
});
afterAll(async () => {
  await runtime?.stop();
});

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

// Each request from its own address: the per-address sign-in limits are tested elsewhere (auth.test.ts).
let address = 0;

function authRequest(path: string, options: { body?: unknown; cookie?: string } = {}) {
  return new Request(`${TEST_SITE}/api/auth${path}`, {
    method: options.body === undefined ? "GET" : "POST",
    headers: {
      origin: TEST_SITE,
      [CLIENT_IP_HEADER]: `198.51.${100 + Math.floor(address / 250)}.${(address++ % 250) + 1}`,
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function callAuth(path: string, options: { body?: unknown; cookie?: string } = {}) {
  const request = authRequest(path, options);
  return (await (options.body === undefined ? authLoader(args(request)) : authAction(args(request)))) as Response;
}

const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1);

async function signIn(email: string, password: string, cookie?: string) {
  const response = await callAuth("/sign-in/email", { body: { email, password }, cookie });
  expect(response.status).toBe(200);
  const session = sessionCookieOf(response);
  expect(session).toBeDefined();
  return session!;
}

async function sessionUser(cookie: string): Promise<string | null> {
  const response = await callAuth("/get-session", { cookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe("sessions", () => {
  it("a sign-in issues a new token every time and never adopts one the browser brought (fixation)", async () => {
    await signInNewMember("rotate-a@example.com", "A");
    await signInNewMember("rotate-b@example.com", "B");
    const first = await signIn("rotate-a@example.com", MEMBER_PASSWORD);
    const second = await signIn("rotate-a@example.com", MEMBER_PASSWORD, first);
    expect(second).not.toBe(first);

    // An attacker plants their own session cookie in the victim's browser; the victim signs in.
    const planted = await signIn("rotate-b@example.com", MEMBER_PASSWORD);
    const victim = await signIn("rotate-a@example.com", MEMBER_PASSWORD, planted);
    expect(victim).not.toBe(planted);
    expect(await sessionUser(victim)).toBe("rotate-a@example.com");
    expect(await sessionUser(planted)).toBe("rotate-b@example.com");

    const forged = await signIn("rotate-a@example.com", MEMBER_PASSWORD, `${SESSION_COOKIE}=attacker-chosen-value`);
    expect(forged).not.toContain("attacker-chosen-value");
  });

  it("changing the password ends every other session, even when the caller asks to keep them", async () => {
    // The endpoint is not public (see below); the site's server calls Better Auth directly.
    await signInNewMember("change@example.com", "C");
    const laptop = await signIn("change@example.com", MEMBER_PASSWORD);
    const phone = await signIn("change@example.com", MEMBER_PASSWORD);
    const response = await getAuth().handler(
      authRequest("/change-password", {
        cookie: laptop,
        body: { currentPassword: MEMBER_PASSWORD, newPassword: "yeni-sifre-2", revokeOtherSessions: false },
      }),
    );
    expect(response.status).toBe(200);
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(laptop)).toBeNull();
    const fresh = sessionCookieOf(response);
    expect(fresh).toBeDefined();
    expect(await sessionUser(fresh!)).toBe("change@example.com");
  });

  it("a password reset ends every session of the user", async () => {
    await signInNewMember("reset@example.com", "R");
    const one = await signIn("reset@example.com", MEMBER_PASSWORD);
    const two = await signIn("reset@example.com", MEMBER_PASSWORD);
    // The real flow: the reset mail lands in the outbox (no SMTP_URL in tests); its link carries the token.
    expect((await callAuth("/request-password-reset", { body: { email: "reset@example.com", redirectTo: "/sifre-yenile" } })).status).toBe(200);
    const [mail] = await getDb().select().from(outboxMails).where(eq(outboxMails.to, "reset@example.com")).orderBy(desc(outboxMails.createdAt)).limit(1);
    const token = mail?.text.match(/sifre-yenile\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const reset = await callAuth("/reset-password", { body: { token, newPassword: "baska-sifre-3" } });
    expect(reset.status).toBe(200);
    expect(await sessionUser(one)).toBeNull();
    expect(await sessionUser(two)).toBeNull();
  });
});

describe("the public /api/auth/* route", () => {
  it("answers 404 for Better Auth endpoints the site does not use", async () => {
    const member = await signInNewMember("surface@example.com", "S");
    for (const path of ["/change-password", "/update-user", "/change-email", "/delete-user", "/list-sessions", "/revoke-sessions", "/verify-password"]) {
      const response = await callAuth(path, { cookie: member.cookie, body: { currentPassword: MEMBER_PASSWORD, newPassword: "x-yeni-sifre", name: "Hacked", password: MEMBER_PASSWORD } });
      expect(response.status, path).toBe(404);
    }
    // Nothing changed: the old password still signs in.
    await signIn("surface@example.com", MEMBER_PASSWORD);
  });

  it("still serves sign-in, get-session and sign-out", async () => {
    await signInNewMember("public@example.com", "P");
    const session = await signIn("public@example.com", MEMBER_PASSWORD);
    expect(await sessionUser(session)).toBe("public@example.com");
    const out = await callAuth("/sign-out", { cookie: session, body: {} });
    expect(out.status).toBe(200);
    expect(await sessionUser(session)).toBeNull();
  });
});
