import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, SESSION_COOKIE } from "~/.server/auth/auth";
import { authUsers, outboxMails } from "~/.server/db/schema";
import { action as authAction, loader as authLoader } from "~/routes/api.auth";
import { testApp, getAuth, getDb, runtimeOfThisFile } from "../support/runtime";
import { MEMBER_PASSWORD, signInNewMember } from "../support/members";
import { TEST_SITE } from "../support/routes";

/**
 * Headers and sessions: a sign-in always issues a new session token (no fixation), a
 * password change or reset ends every session of the user, and /api/auth/* exposes only the
 * endpoints the site uses — all through the public route, as a browser reaches them.
 */
runtimeOfThisFile("sessions");

const args = (request: Request) => ({ request, params: {}, context: { app: testApp() } }) as never;

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
    expect((await callAuth("/request-password-reset", { body: { email: "reset@example.com", redirectTo: "/sifre-yenile" } })).status).toBe(
      200,
    );
    const [mail] = await getDb()
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, "reset@example.com"))
      .orderBy(desc(outboxMails.createdAt))
      .limit(1);
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
    for (const path of [
      "/change-password",
      "/update-user",
      "/change-email",
      "/delete-user",
      "/list-sessions",
      "/revoke-sessions",
      "/verify-password",
    ]) {
      const response = await callAuth(path, {
        cookie: member.cookie,
        body: { currentPassword: MEMBER_PASSWORD, newPassword: "x-yeni-sifre", name: "Hacked", password: MEMBER_PASSWORD },
      });
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

describe("bodies of the public auth endpoints", () => {
  const rejected = async (path: string, body: unknown, cookie?: string) => {
    const response = await callAuth(path, { body, cookie });
    expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
    return (await response.json()) as { code: string; message: string };
  };

  it("sign-up applies the profile rules and refuses unknown fields, with a translated message; nothing is stored", async () => {
    const email = "kati-kural@example.com";
    const valid = { email, password: "gizli-sifre-1", name: "Kural Deneme", locale: "en" };
    expect((await rejected("/sign-up/email", { ...valid, name: "A".repeat(50_000) })).message).toBe("Ad en fazla 80 karakter olabilir.");
    expect((await rejected("/sign-up/email", { ...valid, name: "A".repeat(81) }, "kk_locale=en")).message).toBe(
      "The name can be at most 80 characters.",
    );
    expect((await rejected("/sign-up/email", { ...valid, locale: "<img src=x onerror=alert(1)>" })).code).toBe("INVALID_INPUT");
    const image = await rejected("/sign-up/email", { ...valid, image: "javascript:alert(1)" });
    expect(image).toMatchObject({ code: "INVALID_INPUT", message: "Bu alan kabul edilmiyor: image" });
    await rejected("/sign-up/email", { ...valid, callbackURL: "https://evil.example/" });
    await rejected("/sign-up/email", { ...valid, emailVerified: true });
    await rejected("/sign-up/email", { ...valid, password: "12345" });
    await rejected("/sign-up/email", { ...valid, password: "x".repeat(129) });
    await rejected("/sign-up/email", { ...valid, email: `${"a".repeat(250)}@example.com` });
    await rejected("/sign-up/email", { ...valid, name: 42 });
    await rejected("/sign-up/email", ["not", "an", "object"]);
    expect(await getDb().select().from(authUsers).where(eq(authUsers.email, email))).toEqual([]);

    // The same body without the extras is accepted, with a trimmed name and the locale.
    expect((await callAuth("/sign-up/email", { body: { ...valid, name: "  Kural Deneme  " } })).status).toBe(200);
    const [user] = await getDb().select().from(authUsers).where(eq(authUsers.email, email));
    expect(user).toMatchObject({ name: "Kural Deneme", locale: "en", image: null });
  });

  it("the other public endpoints take exactly their fields", async () => {
    const email = "diger-uclar@example.com";
    await rejected("/sign-in/email", { email, password: "gizli-sifre-1", callbackURL: "/x" });
    await rejected("/sign-in/email", { email, password: "gizli-sifre-1", extra: 1 });
    await rejected("/sign-in/email", { email: "not-an-address", password: "gizli-sifre-1" });
    await rejected("/email-otp/send-verification-otp", { email, type: "email-verification", otp: "123456" });
    await rejected("/email-otp/verify-email", { email, otp: "123456", name: "x" });
    await rejected("/email-otp/verify-email", { email, otp: "12345x" });
    await rejected("/request-password-reset", { email, redirectTo: "https://evil.example/" });
    await rejected("/request-password-reset", { email, extra: true });
    await rejected("/reset-password", { token: "abcdefgh12345678", newPassword: "yeni-sifre-1", userId: "x" });
    await rejected("/reset-password", { token: "abcdefgh12345678", newPassword: "123" });
    await rejected("/sign-out", { all: true });
    // Well-formed bodies still get through.
    expect((await callAuth("/request-password-reset", { body: { email, redirectTo: "/sifre-yenile" } })).status).toBe(200);
    expect((await callAuth("/sign-in/email", { body: { email, password: "gizli-sifre-1", rememberMe: true } })).status).toBe(401);
  });
});

describe("session tokens never appear in JSON", () => {
  const tokenKeys = (value: unknown): string[] => {
    if (!value || typeof value !== "object") return [];
    return Object.entries(value).flatMap(([key, inner]) => [...(key.toLowerCase().includes("token") ? [key] : []), ...tokenKeys(inner)]);
  };

  it("sign-up, sign-in, get-session and verify-email answer without the token; the HttpOnly cookie alone carries it", async () => {
    const signUp = await callAuth("/sign-up/email", {
      body: { email: "belirtec@example.com", password: MEMBER_PASSWORD, name: "Belirteç" },
    });
    expect(tokenKeys(await signUp.json())).toEqual([]);
    await getDb().update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, "belirtec@example.com"));

    const signIn = await callAuth("/sign-in/email", { body: { email: "belirtec@example.com", password: MEMBER_PASSWORD } });
    expect(signIn.status).toBe(200);
    const signInBody = await signIn.json();
    expect(tokenKeys(signInBody)).toEqual([]);
    expect(signInBody).toMatchObject({ user: { email: "belirtec@example.com" } });
    const cookie = sessionCookieOf(signIn)!;
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    expect(token.length).toBeGreaterThan(10);

    const session = await callAuth("/get-session", { cookie });
    const text = await session.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as { user: { email: string }; session: Record<string, unknown> };
    expect(body.user.email).toBe("belirtec@example.com");
    expect(tokenKeys(body)).toEqual([]);

    // Verification in the browser that signed up (its cookies carried along) signs in: no token either.
    const unverified = "belirtec-dogrulama@example.com";
    const registered = await callAuth("/sign-up/email", { body: { email: unverified, password: MEMBER_PASSWORD, name: "B" } });
    const browser = registered.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .join("; ");
    const otp = await getAuth().api.createVerificationOTP({ body: { email: unverified, type: "email-verification" } });
    const verified = await callAuth("/email-otp/verify-email", { body: { email: unverified, otp }, cookie: browser });
    expect(verified.status).toBe(200);
    expect(sessionCookieOf(verified)).toBeDefined();
    expect(tokenKeys(await verified.json())).toEqual([]);
  });
});
