import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, SESSION_COOKIE, SIGNUP_CLAIM_COOKIE } from "~/.server/auth/auth";
import { authUsers, profiles } from "~/.server/db/schema";
import { MAINTENANCE_JOBS } from "~/.server/services/platform/maintenance-jobs";
import { action as authAction } from "~/routes/api.auth";
import { action as loginAction } from "~/routes/login";
import { action as registerAction } from "~/routes/register";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { action as verifyAction } from "~/routes/verify";
import { testApp, getDb, getStorage, runtimeOfThisFile } from "../support/runtime";
import { TEST_SITE, get, post, run } from "../support/routes";
import { decodeQuotedPrintable, smtpServerOfThisFile } from "../support/smtp";

/**
 * Account pre-hijacking (decision 012): whoever proves the mailbox owns the account with the
 * password they chose — whether the attacker signs up for the victim's address before or after the
 * victim, through the public /api/auth endpoints or the pages. HTTP level: the route actions and the
 * public auth route, with the cookies a browser would carry.
 */

const smtp = smtpServerOfThisFile();
runtimeOfThisFile("claims", () => ({ SMTP_URL: smtp.url }));

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;

const mailCount = (email: string) => smtp.mailsTo(email).length;
/** The code of the newest mail to `email` once more than `after` have arrived (waits up to 5 s). */
const codeAfter = async (email: string, after: number) =>
  decodeQuotedPrintable((await smtp.lastMailTo(email, after)).raw).match(/^(\d{6})\s*$/m)![1]!;

/** A browser's cookie jar: the Set-Cookie headers it received, as the Cookie header it sends. */
class Jar {
  private values = new Map<string, string>();
  take(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (/max-age=0\b/i.test(attributes.join(";")) || value === "") this.values.delete(name!.trim());
      else this.values.set(name!.trim(), value);
    }
    return this;
  }
  has(name: string) {
    return this.values.has(name);
  }
  get header() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** POST /api/auth/{path} as a script on another computer would (JSON, the site's origin). */
async function api(path: string, body: unknown, options: { ip: string; jar?: Jar }) {
  const request = new Request(`${TEST_SITE}/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: TEST_SITE,
      [CLIENT_IP_HEADER]: options.ip,
      ...(options.jar?.header ? { cookie: options.jar.header } : {}),
    },
    body: JSON.stringify(body),
  });
  const response = (await authAction({ request, params: {}, context: { app: testApp() } } as never)) as Response;
  options.jar?.take(response.headers.getSetCookie());
  return response;
}

const signInStatus = async (email: string, password: string) => (await api("/sign-in/email", { email, password }, { ip: newIp() })).status;

async function registerAtKayit(email: string, password: string, name: string, jar: Jar, ip: string) {
  const result = await run(
    registerAction,
    post("/kayit", { name, email, password, confirmPassword: password }, { ip, cookie: jar.header || undefined }),
  );
  expect(result.status).toBe(302);
  jar.take(result.cookies);
  return result;
}

async function verifyAtDogrulama(email: string, otp: string, jar: Jar, ip: string) {
  const result = await run(
    verifyAction,
    post("/dogrulama", { email, otp, redirect: "/ilan-ver" }, { ip, cookie: jar.header || undefined }),
  );
  jar.take(result.cookies);
  return result;
}

describe("pre-hijacking: the attacker signs up for the victim's address first", () => {
  it("the victim's registration replaces the attacker's password and name and mails a code; the victim verifies and is signed in, the attacker's password fails", async () => {
    const email = "kurban-once@example.com";
    const attacker = new Jar();
    expect(
      (await api("/sign-up/email", { email, password: "saldirgan-sifre", name: "Saldırgan" }, { ip: newIp(), jar: attacker })).status,
    ).toBe(200);
    const attackerCodes = mailCount(email);

    const victim = new Jar();
    const ip = newIp();
    await registerAtKayit(email, "kurban-sifresi", "Ayşe Kurban", victim, ip);
    // A fresh code for the victim (not silence, which made them press "resend").
    const code = await codeAfter(email, attackerCodes);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.displayName).toBe("Ayşe Kurban");

    const verified = await verifyAtDogrulama(email, code, victim, ip);
    expect(verified).toMatchObject({ status: 302, location: "/ilan-ver" });
    expect(victim.has(SESSION_COOKIE)).toBe(true);

    expect(await signInStatus(email, "saldirgan-sifre")).toBe(401);
    expect(await signInStatus(email, "kurban-sifresi")).toBe(200);
    // The attacker's browser got no session at any point.
    expect(attacker.has(SESSION_COOKIE)).toBe(false);
  });
});

describe("pre-hijacking: the attacker signs up after the victim, before the victim verifies", () => {
  it("the victim's latest code verifies the address but leaves no password the victim did not choose: no session, a new password instead", async () => {
    const email = "kurban-sonra@example.com";
    const victim = new Jar();
    const ip = newIp();
    await registerAtKayit(email, "kurban-sifresi", "Ayşe Kurban", victim, ip);
    const first = await codeAfter(email, 0);

    // The attacker replaces the password (and the name) with their own: the sign-up of an
    // unverified address does that for whoever proves the mailbox next.
    const before = mailCount(email);
    const attacker = new Jar();
    expect(
      (await api("/sign-up/email", { email, password: "saldirgan-sifre", name: "Saldırgan" }, { ip: newIp(), jar: attacker })).status,
    ).toBe(200);
    const latest = await codeAfter(email, before);
    expect(latest).not.toBe(first);

    // The victim enters the latest code in their own browser, whose claim the attacker superseded.
    const verified = await verifyAtDogrulama(email, latest, victim, ip);
    expect(verified.status).toBe(302);
    expect(verified.location).toMatch(/^\/sifre-yenile\?token=[\w-]+&notice=verified$/);
    expect(victim.has(SESSION_COOKIE)).toBe(false);
    const [user] = await getDb().select().from(authUsers).where(eq(authUsers.email, email));
    expect(user?.emailVerified).toBe(true);
    // Neither password works; the attacker's name is gone.
    expect(await signInStatus(email, "saldirgan-sifre")).toBe(401);
    expect(await signInStatus(email, "kurban-sifresi")).toBe(401);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.displayName).toBeNull();

    // The victim chooses a password on the page the verification sent them to.
    const token = new URL(verified.location!, TEST_SITE).searchParams.get("token")!;
    expect((await run(resetLoader, get(verified.location!))).body).toMatchObject({ token, linkState: "valid", notice: "verified" });
    const reset = await run(
      resetAction,
      post(
        "/sifre-yenile",
        { token, password: "yeni-kurban-sifresi", confirmPassword: "yeni-kurban-sifresi" },
        { ip, cookie: victim.header },
      ),
    );
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    expect(await signInStatus(email, "yeni-kurban-sifresi")).toBe(200);
    expect(await signInStatus(email, "saldirgan-sifre")).toBe(401);
  });
});

describe("the sign-up claim", () => {
  it("is an HttpOnly, Lax, 24-hour cookie; a code entered in another browser asks for a new password instead of signing in", async () => {
    const email = "iki-tarayici@example.com";
    const laptop = new Jar();
    const ip = newIp();
    const registered = await registerAtKayit(email, "dizustu-sifre", "İki Tarayıcı", laptop, ip);
    const claim = registered.cookies.find((cookie) => cookie.startsWith(`${SIGNUP_CLAIM_COOKIE}=`));
    expect(claim).toMatch(/HttpOnly/i);
    expect(claim).toMatch(/SameSite=Lax/i);
    expect(claim).toMatch(/Max-Age=86400/);
    expect(claim).toMatch(/Path=\//);

    const phone = new Jar();
    const verified = await verifyAtDogrulama(email, await codeAfter(email, 0), phone, newIp());
    expect(verified.location).toMatch(/^\/sifre-yenile\?token=/);
    expect(phone.has(SESSION_COOKIE)).toBe(false);
    expect(await signInStatus(email, "dizustu-sifre")).toBe(401);
  });

  it("a sign-in with the right password on an unverified account gives that browser the claim (login → code → signed in)", async () => {
    const email = "giris-talebi@example.com";
    const first = new Jar();
    await registerAtKayit(email, "dogru-sifre", "Giriş", first, newIp());
    await codeAfter(email, 0);
    const before = mailCount(email);

    const other = new Jar();
    const ip = newIp();
    const login = await run(loginAction, post("/giris", { email, password: "dogru-sifre", redirect: "/oteller" }, { ip }));
    expect(login.status).toBe(302);
    expect(login.location).toMatch(/^\/dogrulama\?/);
    other.take(login.cookies);
    expect(other.has(SIGNUP_CLAIM_COOKIE)).toBe(true);
    const verified = await verifyAtDogrulama(email, await codeAfter(email, before), other, ip);
    expect(verified).toMatchObject({ status: 302, location: "/ilan-ver" });
    expect(other.has(SESSION_COOKIE)).toBe(true);
    expect(other.has(SIGNUP_CLAIM_COOKIE)).toBe(false);
  });
});

describe("unverified accounts expire", () => {
  it("after 24 hours the maintenance sweep deletes them with their profiles; newer and verified accounts stay", async () => {
    const job = MAINTENANCE_JOBS.find((candidate) => candidate.name === "expired-unverified-accounts");
    expect(job, "the sweep is registered").toBeDefined();
    const stale = "eski-dogrulanmamis@example.com";
    const fresh = "yeni-dogrulanmamis@example.com";
    const verified = "eski-dogrulanmis@example.com";
    for (const email of [stale, fresh, verified]) {
      expect((await api("/sign-up/email", { email, password: "gizli-sifre", name: "Süpürme" }, { ip: newIp() })).status).toBe(200);
    }
    const db = getDb();
    const now = new Date();
    const dayAndAnHourAgo = new Date(now.getTime() - 25 * 60 * 60 * 1000);
    await db.update(authUsers).set({ createdAt: dayAndAnHourAgo }).where(eq(authUsers.email, stale));
    await db.update(authUsers).set({ createdAt: dayAndAnHourAgo, emailVerified: true }).where(eq(authUsers.email, verified));

    const removed = await job!.run({ db, storage: getStorage(), now });
    expect(removed).toBe(1);
    const left = (await db.select({ email: authUsers.email }).from(authUsers)).map((row) => row.email);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([fresh, verified]));
    expect(await db.select().from(profiles).where(eq(profiles.email, stale))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.email, fresh))).toHaveLength(1);
    // The address is free again: a new sign-up starts from scratch.
    expect((await api("/sign-up/email", { email: stale, password: "baska-sifre", name: "Yeni" }, { ip: newIp() })).status).toBe(200);
  });
});
