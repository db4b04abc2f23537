import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "~/.server/adapters/mail";
import { type Auth, CLIENT_IP_HEADER, SESSION_MAX_AGE_SECONDS, createAuth, mailLinkOrigin, resolveAuthSecret } from "~/.server/auth";
import { parseConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { profiles } from "~/.server/db/schema";
import { openTestDatabase } from "../support/database";
import { decodeQuotedPrintable, startSmtpServer } from "../support/smtp";

const SITE = "https://www.kktc.test";
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let auth: Auth;
let secret: string;

function makeAuth() {
  const config = parseConfig({ SITE_URL: SITE });
  return createAuth({ db: database.db, config, secret, mailer: createSmtpMailer(smtp.url, config.MAIL_FROM) });
}

function call(path: string, body: unknown, options: { ip?: string; cookie?: string } = {}) {
  return auth.handler(
    new Request(`${SITE}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: SITE,
        [CLIENT_IP_HEADER]: options.ip ?? "198.51.100.7",
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

async function codeFor(email: string) {
  const mail = decodeQuotedPrintable((await smtp.lastMailTo(email)).raw);
  const code = mail.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeDefined();
  return { code: code!, mail };
}

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
  secret = await resolveAuthSecret(database.db, undefined);
  auth = makeAuth();
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

describe("registration with an e-mail code", () => {
  const email = "ayse@example.com";

  it("creates the user and a profile, sends a Turkish code mail over SMTP, and gives no session yet", async () => {
    const response = await call("/sign-up/email", { email, password: "gizli123", name: "Ayşe Yılmaz" });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("kk_session=");
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.displayName).toBe("Ayşe Yılmaz");
    const { mail } = await codeFor(email);
    expect(mail).toContain("hesabınızı doğrulamak için bu kodu girin");
  });

  it("refuses sign-in before verification", async () => {
    const response = await call("/sign-in/email", { email, password: "gizli123" });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("rejects a wrong code, then signs in with the right one (14-day httpOnly Lax secure cookie)", async () => {
    const { code } = await codeFor(email);
    const wrong = await call("/email-otp/verify-email", { email, otp: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    const right = await call("/email-otp/verify-email", { email, otp: code });
    expect(right.status).toBe(200);
    const cookie = right.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/kk_session=[^;]+/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_MAX_AGE_SECONDS}`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
  });

  it("signs in with the password afterwards", async () => {
    const response = await call("/sign-in/email", { email, password: "gizli123" });
    expect(response.status).toBe(200);
  });
});

describe("password reset", () => {
  const email = "mehmet@example.com";

  it("mails a link to /sifre-yenile on the host without www; the new password works, the old one fails", async () => {
    await call("/sign-up/email", { email, password: "eskisifre", name: "Mehmet" });
    const { code } = await codeFor(email);
    expect((await call("/email-otp/verify-email", { email, otp: code })).status).toBe(200);

    const request = await call("/request-password-reset", { email, redirectTo: "/sifre-yenile" });
    expect(request.status).toBe(200);
    const mail = decodeQuotedPrintable((await smtp.lastMailTo(email)).raw);
    const link = mail.match(/https:\/\/kktc\.test\/sifre-yenile\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    expect(mailLinkOrigin(SITE)).toBe("https://kktc.test");

    const reset = await call("/reset-password", { token: link![1], newPassword: "yenisifre" });
    expect(reset.status).toBe(200);
    expect((await call("/sign-in/email", { email, password: "eskisifre" })).status).toBe(401);
    expect((await call("/sign-in/email", { email, password: "yenisifre" })).status).toBe(200);
  });
});

describe("rate limits", () => {
  it("refuse further sign-ins after 5 failures from one address, also after a restart", async () => {
    const ip = "203.0.113.99";
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call("/sign-in/email", { email: "nobody@example.com", password: "wrong-pass" }, { ip });
      expect(response.status).toBe(401);
    }
    expect((await call("/sign-in/email", { email: "nobody@example.com", password: "wrong-pass" }, { ip })).status).toBe(429);
    auth = makeAuth(); // a new instance, as after a restart: the counter lives in the database
    expect((await call("/sign-in/email", { email: "nobody@example.com", password: "wrong-pass" }, { ip })).status).toBe(429);
    // Another address is not affected.
    expect((await call("/sign-in/email", { email: "nobody@example.com", password: "wrong-pass" }, { ip: "203.0.113.5" })).status).toBe(401);
  });
});
