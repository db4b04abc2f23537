import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "~/.server/adapters/mail";
import {
  type Auth,
  CLIENT_IP_HEADER,
  KNOWN_DEVICE_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  SIGNUP_CLAIM_COOKIE,
  createAuth,
  mailLinkOrigin,
  resolveAuthSecret,
} from "~/.server/auth/auth";
import { parseConfig } from "~/.server/infra/config";
import type { Database } from "~/.server/db/client";
import { authUsers, profiles } from "~/.server/db/schema";
import { openTestDatabase } from "../support/database";
import { decodeQuotedPrintable, startSmtpServer } from "../support/smtp";

const SITE = "https://www.kktc.test";
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let auth: Auth;
let secret: string;
/** The auth clock runs this many milliseconds ahead (backoff tests move time instead of waiting). */
let clockOffset = 0;
/** When set, the auth clock stands still here (plus the offset): a slow machine adds no seconds between two answers. */
let frozenAt: number | null = null;

function makeAuth() {
  const config = parseConfig({ SITE_URL: SITE });
  return createAuth({
    db: database.db,
    config,
    secret,
    mailer: createSmtpMailer(smtp.url, config.MAIL_FROM),
    clock: () => (frozenAt ?? Date.now()) + clockOffset,
  });
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

/** The browser's sign-up claim cookie from an answer (`name=value`), if it set one. */
const claimOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .find((pair) => pair.startsWith(`${SIGNUP_CLAIM_COOKIE}=`) && pair.length > SIGNUP_CLAIM_COOKIE.length + 1);

describe("registration with an e-mail code", () => {
  const email = "ayse@example.com";
  /** The browser that signs up: it holds the latest sign-up claim. */
  let claim: string | undefined;

  it("creates the user and a profile, sends a Turkish code mail over SMTP, and gives no session yet", async () => {
    const response = await call("/sign-up/email", { email, password: "gizli123", name: "Ayşe Yılmaz" });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("kk_session=");
    claim = claimOf(response);
    expect(claim).toBeDefined();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.displayName).toBe("Ayşe Yılmaz");
    const { mail } = await codeFor(email);
    expect(mail).toContain("hesabınızı doğrulamak için bu kodu girin");
  });

  it("refuses sign-in before verification (the right password gives that browser the claim)", async () => {
    const response = await call("/sign-in/email", { email, password: "gizli123" }, { cookie: claim });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("EMAIL_NOT_VERIFIED");
    claim = claimOf(response);
    expect(claim).toBeDefined();
  });

  it("rejects a wrong code, then signs in with the right one (14-day httpOnly Lax secure cookie)", async () => {
    const { code } = await codeFor(email);
    const wrong = await call("/email-otp/verify-email", { email, otp: code === "000000" ? "111111" : "000000" }, { cookie: claim });
    expect(wrong.status).toBe(400);
    const right = await call("/email-otp/verify-email", { email, otp: code }, { cookie: claim });
    expect(right.status).toBe(200);
    const cookie = right.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/kk_session=[^;]+/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_MAX_AGE_SECONDS}`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    // The browser that proved the password and the mailbox is a known device (decision 035).
    expect(knownDeviceOf(right)).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+$`));
  });

  it("signs in with the password afterwards", async () => {
    const response = await call("/sign-in/email", { email, password: "gizli123" });
    expect(response.status).toBe(200);
  });
});

describe("password reset", () => {
  const email = "mehmet@example.com";

  it("mails a link to /sifre-yenile on the host without www; the new password works, the old one fails", async () => {
    const signedUp = await call("/sign-up/email", { email, password: "eskisifre", name: "Mehmet" });
    const { code } = await codeFor(email);
    expect((await call("/email-otp/verify-email", { email, otp: code }, { cookie: claimOf(signedUp) })).status).toBe(200);
    expect((await call("/sign-in/email", { email, password: "eskisifre" })).status).toBe(200);

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

let addressCounter = 0;
/** A client address nobody else used in this file. */
const freshIp = () => `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** A verified account with this password (signed up through Better Auth, verified in the database). */
async function verifiedAccount(email: string, password: string) {
  expect((await call("/sign-up/email", { email, password, name: "Deneme" }, { ip: freshIp() })).status).toBe(200);
  await database.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
}

const signIn = (email: string, password: string, ip = freshIp(), cookie?: string) =>
  call("/sign-in/email", { email, password }, { ip, cookie });

describe("sign-in throttling", () => {
  it("50 wrong passwords for one account over 10 addresses, then the right one: refused with 429, Retry-After and a translated message", async () => {
    const email = "hedef@example.com";
    await verifiedAccount(email, "dogru-sifre-1");
    const addresses = Array.from({ length: 10 }, () => freshIp());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++)
      statuses.push((await signIn(email, `yanlis-${attempt}`, addresses[attempt % 10])).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    const right = await signIn(email, "dogru-sifre-1");
    expect(right.status).toBe(429);
    expect(right.headers.get("set-cookie") ?? "").not.toContain("kk_session=");
    const retryAfter = Number(right.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    const body = (await right.json()) as { code: string; message: string; retryAfter: number };
    expect(body).toMatchObject({ code: "SIGN_IN_LOCKED", retryAfter });
    expect(body.message).toMatch(new RegExp(`${retryAfter} saniye sonra tekrar deneyin`));
    const english = await signIn(email, "dogru-sifre-1", freshIp(), "kk_locale=en");
    expect(((await english.json()) as { message: string }).message).toMatch(/try again in \d+ seconds?/i);
  });

  it("one address: six members' correct sign-ins all pass (successes are not counted); its 30th failure in 15 minutes closes it", async () => {
    const ip = freshIp();
    for (let member = 0; member < 6; member++) {
      const email = `nat-${member}@example.com`;
      await verifiedAccount(email, "ortak-sifre-1");
      expect((await signIn(email, "ortak-sifre-1", ip)).status, email).toBe(200);
    }
    for (let attempt = 0; attempt < 30; attempt++)
      expect((await signIn(`yok-${attempt}@example.com`, "yanlis-sifre", ip)).status).toBe(401);
    const closed = await signIn("nat-0@example.com", "ortak-sifre-1", ip);
    expect(closed.status).toBe(429);
    expect(Number(closed.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // Other addresses are not affected.
    expect((await signIn("nat-0@example.com", "ortak-sifre-1")).status).toBe(200);
  });

  it("after the 5th failure the wait grows: 30 s, 1 min, 2 min, 4 min, 8 min, then 15 min at most; the right password waits too", async () => {
    const email = "geri-cekilme@example.com";
    await verifiedAccount(email, "dogru-sifre-2");
    frozenAt = Date.now();
    try {
      for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(email, "yanlis")).status).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 7; round++) {
        const refused = await signIn(email, "dogru-sifre-2");
        expect(refused.status).toBe(429);
        const wait = Number(refused.headers.get("retry-after"));
        waits.push(wait);
        clockOffset += wait * 1000;
        expect((await signIn(email, "yanlis")).status).toBe(401);
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
      clockOffset += 900 * 1000;
      expect((await signIn(email, "dogru-sifre-2")).status).toBe(200);
    } finally {
      clockOffset = 0;
      frozenAt = null;
    }
  });

  it("a successful sign-in resets the account's failures", async () => {
    const email = "sifirlama@example.com";
    await verifiedAccount(email, "dogru-sifre-3");
    for (let attempt = 0; attempt < 4; attempt++) expect((await signIn(email, "yanlis")).status).toBe(401);
    expect((await signIn(email, "dogru-sifre-3")).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(email, "yanlis")).status).toBe(401);
    expect((await signIn(email, "dogru-sifre-3")).status).toBe(429);
  });

  it("the lock is kept in the database: it holds after a restart", async () => {
    const email = "yeniden-baslatma@example.com";
    await verifiedAccount(email, "dogru-sifre-4");
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(email, "yanlis")).status).toBe(401);
    auth = makeAuth(); // a new instance, as after a restart
    expect((await signIn(email, "dogru-sifre-4")).status).toBe(429);
  });
});

/** The known-device cookie an answer set (`name=value`), if it set one. */
const knownDeviceOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
    ?.split(";")[0];

/**
 * An attacker locks the account from their own addresses: seven wrong guesses at once, then one a
 * minute for ten minutes (the auth clock moves instead of waiting). Returns the last guess's status.
 */
async function lockFromElsewhere(email: string) {
  const addresses = [freshIp(), freshIp()];
  for (let attempt = 0; attempt < 7; attempt++) await signIn(email, `yanlis-${attempt}`, addresses[attempt % 2]);
  for (let minute = 0; minute < 10; minute++) {
    clockOffset += 60_000;
    await signIn(email, `yanlis-dakika-${minute}`, addresses[minute % 2]);
  }
  // The right password from any browser the owner never used is refused all the while.
  expect((await signIn(email, `${email}-sifre`)).status).toBe(429);
}

describe("a stranger's guesses never lock the owner out (decision 035)", () => {
  it("a browser that signed in before keeps signing in while guesses from other addresses lock the account", async () => {
    const email = "bilinen-tarayici@example.com";
    await verifiedAccount(email, `${email}-sifre`);
    const home = freshIp();
    frozenAt = Date.now();
    try {
      const first = await signIn(email, `${email}-sifre`, home);
      expect(first.status).toBe(200);
      const device = knownDeviceOf(first);
      expect(device).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+$`));
      const attributes = first.headers.getSetCookie().find((value) => value.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!;
      expect(attributes).toMatch(/HttpOnly/i);
      expect(attributes).toMatch(/SameSite=Lax/i);
      expect(attributes).toMatch(/Max-Age=31536000/);

      await lockFromElsewhere(email);
      // The owner's browser (same address or another) signs in with the right password.
      const again = await signIn(email, `${email}-sifre`, home, device);
      expect(again.status).toBe(200);
      expect(again.headers.getSetCookie().some((value) => value.startsWith("kk_session="))).toBe(true);
      // It keeps its id (the cookie is renewed, not replaced).
      expect(knownDeviceOf(again)).toBe(device);
      expect((await signIn(email, `${email}-sifre`, freshIp(), device)).status).toBe(200);
      // The attacker is still locked out.
      expect((await signIn(email, `${email}-sifre`)).status).toBe(429);
    } finally {
      clockOffset = 0;
      frozenAt = null;
    }
  });

  it("a known browser is throttled on its own, and a forged, altered or other account's cookie counts for nothing", async () => {
    const email = "kendi-sayaci@example.com";
    const other = "baska-hesap@example.com";
    await verifiedAccount(email, `${email}-sifre`);
    await verifiedAccount(other, `${other}-sifre`);
    const device = knownDeviceOf(await signIn(email, `${email}-sifre`))!;
    const othersDevice = knownDeviceOf(await signIn(other, `${other}-sifre`))!;
    const [id, signature] = device.slice(KNOWN_DEVICE_COOKIE.length + 1).split(".");
    frozenAt = Date.now();
    try {
      await lockFromElsewhere(email);
      for (const cookie of [
        othersDevice, // signed for another account
        `${KNOWN_DEVICE_COOKIE}=${id}.${signature!.slice(1)}x`,
        `${KNOWN_DEVICE_COOKIE}=${"a".repeat(32)}.${signature}`,
        `${KNOWN_DEVICE_COOKIE}=${id}`,
      ])
        expect((await signIn(email, `${email}-sifre`, freshIp(), cookie)).status, cookie).toBe(429);
      // Someone holding the cookie still gets the growing waits after 5 wrong passwords.
      for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(email, "yanlis", freshIp(), device)).status).toBe(401);
      expect((await signIn(email, `${email}-sifre`, freshIp(), device)).status).toBe(429);
    } finally {
      clockOffset = 0;
      frozenAt = null;
    }
  });

  it("a new browser gets in through the mailed reset link: the account's failures are forgotten and that browser becomes known", async () => {
    const email = "yeni-tarayici@example.com";
    await verifiedAccount(email, `${email}-sifre`);
    frozenAt = Date.now();
    try {
      await lockFromElsewhere(email);
      const home = freshIp();
      expect((await call("/request-password-reset", { email, redirectTo: "/sifre-yenile" }, { ip: home })).status).toBe(200);
      const token = decodeQuotedPrintable((await smtp.lastMailTo(email)).raw).match(/sifre-yenile\?token=([\w-]+)/)![1];
      const reset = await call("/reset-password", { token, newPassword: "yepyeni-sifre" }, { ip: home });
      expect(reset.status).toBe(200);
      const device = knownDeviceOf(reset);
      expect(device).toBeDefined();
      // The attacker keeps guessing; the browser that reset the password signs in with the new one.
      await lockFromElsewhere(email);
      expect((await signIn(email, "yepyeni-sifre")).status).toBe(429);
      expect((await signIn(email, "yepyeni-sifre", home, device)).status).toBe(200);
    } finally {
      clockOffset = 0;
      frozenAt = null;
    }
  });
});

describe("e-mail codes only verify an unverified address", () => {
  const admin = "yonetici@example.com";
  beforeAll(async () => {
    await verifiedAccount(admin, "yonetici-sifre");
    await database.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.email, admin));
  });

  it("a verified account (the admin) or an unknown address gets no code, with the same answer as an unverified one", async () => {
    const unverified = "dogrulanmamis@example.com";
    await call("/sign-up/email", { email: unverified, password: "gizli-sifre", name: "D" }, { ip: freshIp() });
    await smtp.lastMailTo(unverified);
    const counts = () => smtp.mails.filter((mail) => mail.to.includes(admin) || mail.to.includes("kimse@example.com")).length;
    const before = counts();
    const answers = [];
    for (const email of [admin, "kimse@example.com", unverified]) {
      const response = await call("/email-otp/send-verification-otp", { email, type: "email-verification" }, { ip: freshIp() });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[2]).toEqual({ status: 200, body: { success: true } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counts()).toBe(before);
  });

  it("verify-email never signs in a verified account, even with a valid code", async () => {
    // A code for the admin's address as Better Auth would store one.
    const otp = await auth.api.createVerificationOTP({ body: { email: admin, type: "email-verification" } });
    const response = await call("/email-otp/verify-email", { email: admin, otp }, { ip: freshIp() });
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("kk_session=");
  });

  it("codes for signing in or resetting the password are refused; the e-mail code sign-in does not exist", async () => {
    for (const type of ["sign-in", "forget-password"]) {
      const response = await call("/email-otp/send-verification-otp", { email: admin, type }, { ip: freshIp() });
      expect(response.status, type).toBe(400);
    }
    for (const path of [
      "/sign-in/email-otp",
      "/email-otp/request-password-reset",
      "/email-otp/reset-password",
      "/forget-password/email-otp",
      "/email-otp/check-verification-otp",
    ]) {
      const response = await call(path, { email: admin, otp: "123456", password: "x-yeni-sifre" }, { ip: freshIp() });
      expect(response.status, path).toBe(404);
    }
  });
});
