import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOutboxMailer } from "~/.server/services/platform/outbox";
import { CLIENT_IP_HEADER, SESSION_MAX_AGE_SECONDS, createAuth, resolveAuthSecret } from "~/.server/auth/auth";
import { parseConfig } from "~/.server/infra/config";
import { outboxMails, profiles } from "~/.server/db/schema";
import { getDb, runtimeOfThisFile, withConfig } from "../support/runtime";
import { translate } from "~/lib/i18n";
import { action as passwordResetApi } from "~/routes/api.password-reset";
import { loader as outboxLoader } from "~/routes/dev-outbox";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { action as registerAction } from "~/routes/register";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { action as verifyAction } from "~/routes/verify";
import { TEST_SITE, get, post, run } from "../support/routes";
import { decodeQuotedPrintable, smtpServerOfThisFile } from "../support/smtp";
import { rateLimitedAnswer } from "../support/auth-answers";

/**
 * The account pages' loaders and actions on a real runtime (database, Better Auth, SMTP): what the
 * browser gets back — statuses, catalogue keys, redirects and cookies — including the rate limits.
 */

const SITE = TEST_SITE;
const smtp = smtpServerOfThisFile();
runtimeOfThisFile("auth-pages", () => ({ SMTP_URL: smtp.url }));

let ipCounter = 0;
/** Each test its own client address, so rate limits do not leak between tests. */
const newIp = () => `198.51.100.${++ipCounter}`;

const lastMailTo = async (email: string, after = 0) => decodeQuotedPrintable((await smtp.lastMailTo(email, after)).raw);
const mailCount = (email: string) => smtp.mailsTo(email).length;

/** `email` registered from `ip` (password "gizli123") and not verified, its code mail received; how many mails it has had. */
async function registeredUnverified(email: string, ip: string) {
  await run(registerAction, post("/kayit", { email, password: "gizli123", confirmPassword: "gizli123" }, { ip }));
  await lastMailTo(email);
  return mailCount(email);
}
const codeIn = (mail: string) => mail.match(/^(\d{6})\s*$/m)![1]!;
/** The cookies an answer set, as the Cookie header the same browser sends next. */
const cookiesOf = (result: { cookies: string[] }) => result.cookies.map((value) => value.split(";")[0]!).join("; ");

async function registerAndVerify(email: string, password: string, ip: string, name = "Deneme") {
  const registered = await run(registerAction, post("/kayit", { name, email, password, confirmPassword: password }, { ip }));
  expect(registered.status).toBe(302);
  const code = codeIn(await lastMailTo(email));
  // The same browser: its sign-up claim cookie makes the code sign in (decision 012).
  const verified = await run(verifyAction, post("/dogrulama", { email, otp: code, redirect: "/" }, { ip, cookie: cookiesOf(registered) }));
  expect(verified.status).toBe(302);
  return verified;
}

describe("register and verify", () => {
  it("creates the account with a profile, mails a code and goes to /dogrulama with the target", async () => {
    const ip = newIp();
    const result = await run(
      registerAction,
      post(
        "/kayit",
        { name: " Ayşe Yılmaz ", email: "Ayse@Example.com", password: "gizli123", confirmPassword: "gizli123", redirect: "/ilan-ver" },
        { ip },
      ),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/dogrulama?email=ayse%40example.com&redirect=%2Filan-ver");
    expect(result.cookies.join()).not.toContain("kk_session=");
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, "ayse@example.com"));
    expect(profile?.displayName).toBe("Ayşe Yılmaz");
    expect(await lastMailTo("ayse@example.com")).toContain("hesabınızı doğrulamak için bu kodu girin");
  });

  it("answers field errors (400) for bad input and refuses a form from another site (403)", async () => {
    const ip = newIp();
    const bad = await run(registerAction, post("/kayit", { email: "x", password: "123", confirmPassword: "124" }, { ip }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ok: false,
      fieldErrors: {
        email: "auth.validation.emailInvalid",
        password: "auth.validation.passwordTooShort",
        confirmPassword: "auth.validation.passwordsMismatch",
      },
    });
    const foreign = await run(
      registerAction,
      post(
        "/kayit",
        { email: "csrf@example.com", password: "gizli123", confirmPassword: "gizli123" },
        { ip, origin: "https://evil.example" },
      ),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ ok: false, error: "cross_site", message: translate("tr", "auth.errors.crossSite") });
    expect(mailCount("csrf@example.com")).toBe(0);
  });

  it("a wrong code is the verification error; the right one signs in with both 14-day cookies", async () => {
    const ip = newIp();
    const email = "verify@example.com";
    const registered = await run(
      registerAction,
      post("/kayit", { name: "Ayşe", email, password: "gizli123", confirmPassword: "gizli123" }, { ip }),
    );
    const cookie = cookiesOf(registered);
    expect(cookie).toMatch(/^kk_signup_claim=[\w-]+$/);
    const code = codeIn(await lastMailTo(email));
    const wrong = await run(verifyAction, post("/dogrulama", { email, otp: code === "000000" ? "111111" : "000000" }, { ip, cookie }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      ok: false,
      intent: "verify",
      error: "verification_failed",
      message: translate("tr", "auth.errors.verificationFailed"),
    });
    const short = await run(verifyAction, post("/dogrulama", { email, otp: "12345" }, { ip }));
    expect(short.body).toMatchObject({ fieldErrors: { otp: "auth.validation.codeInvalid" } });

    const right = await run(verifyAction, post("/dogrulama", { email, otp: code, redirect: "//evil.example/x" }, { ip, cookie }));
    expect(right.status).toBe(302);
    expect(right.location).toBe("/");
    // The claim is used up.
    expect(right.cookies.find((value) => value.startsWith("kk_signup_claim="))).toMatch(/Max-Age=0/);
    const session = right.cookies.find((cookie) => cookie.startsWith("kk_session="));
    const name = right.cookies.find((cookie) => cookie.startsWith("kk_user_name="));
    expect(session).toMatch(new RegExp(`Max-Age=${SESSION_MAX_AGE_SECONDS}`));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Secure/);
    expect(name).toMatch(/^kk_user_name=Ay%C5%9Fe;/);
    expect(name).toMatch(new RegExp(`Max-Age=${SESSION_MAX_AGE_SECONDS}`));
    expect(name).not.toMatch(/HttpOnly/);
  });

  it("resend mails a new code", async () => {
    const ip = newIp();
    const email = "resend@example.com";
    const before = await registeredUnverified(email, ip);
    const resent = await run(verifyAction, post("/dogrulama", { email, intent: "resend" }, { ip }));
    expect(resent).toMatchObject({ status: 200, body: { ok: true, intent: "resend", email } });
    expect(codeIn(await lastMailTo(email, before))).toMatch(/^\d{6}$/);
  });
});

describe("login", () => {
  it("wrong credentials are 'invalidCredentials' (401); right ones sign in and go to the target", async () => {
    const ip = newIp();
    await registerAndVerify("login@example.com", "dogru-sifre", ip);
    const wrong = await run(loginAction, post("/giris", { email: "login@example.com", password: "yanlis" }, { ip }));
    expect(wrong).toMatchObject({
      status: 401,
      body: {
        ok: false,
        error: "invalid_credentials",
        message: translate("tr", "auth.errors.invalidCredentials"),
        email: "login@example.com",
      },
    });
    const right = await run(
      loginAction,
      post("/giris", { email: "LOGIN@example.com", password: "dogru-sifre", redirect: "/evler?city=Girne" }, { ip }),
    );
    expect(right.status).toBe(302);
    expect(right.location).toBe("/evler?city=Girne");
    expect(right.cookies.some((cookie) => cookie.startsWith("kk_session="))).toBe(true);
    expect(right.cookies.some((cookie) => /^kk_known_device=[\w-]+\.[\w-]+; /.test(cookie))).toBe(true);

    // Signed in, /giris goes straight to the target.
    const cookie = right.cookies.map((value) => value.split(";")[0]).join("; ");
    const page = await run(loginLoader, new Request(`${SITE}/giris?redirect=%2Fprofil%2Fx`, { headers: { cookie } }));
    expect(page).toMatchObject({ status: 302, location: "/profil/x" });
  });

  it("an unverified account gets a new code and goes to /dogrulama", async () => {
    const ip = newIp();
    const email = "unverified@example.com";
    const before = await registeredUnverified(email, ip);
    const result = await run(loginAction, post("/giris", { email, password: "gizli123", redirect: "/oteller" }, { ip }));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/dogrulama?email=unverified%40example.com&redirect=%2Foteller&notice=unverified");
    // The right password gave this browser the sign-up claim: the new code signs in here.
    const cookie = cookiesOf(result);
    expect(cookie).toMatch(/^kk_signup_claim=[\w-]+$/);
    const code = codeIn(await lastMailTo(email, before));
    const verified = await run(verifyAction, post("/dogrulama", { email, otp: code, redirect: "/oteller" }, { ip, cookie }));
    expect(verified).toMatchObject({ status: 302, location: "/oteller" });
    expect(verified.cookies.some((value) => value.startsWith("kk_session="))).toBe(true);
  });

  it("after 5 failed sign-ins for one account the next is the translated rate-limit message with the wait (429), not a 500", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await run(loginAction, post("/giris", { email: "nobody@example.com", password: "yanlis" }, { ip: newIp() }));
      expect(result.status).toBe(401);
    }
    const limited = await run(loginAction, post("/giris", { email: "nobody@example.com", password: "yanlis" }, { ip: newIp() }));
    expect(limited).toMatchObject(rateLimitedAnswer("saniye"));
    const seconds = Number(/(\d+) saniye/.exec((limited.body as { message: string }).message)![1]);
    expect(seconds).toBeGreaterThan(25);
    expect(seconds).toBeLessThanOrEqual(30);
  });
});

describe("forgot and reset password", () => {
  it("an unknown e-mail is 'unknownEmail' (404); a known one gets a link to /sifre-yenile on the host without www", async () => {
    const ip = newIp();
    const email = "reset@example.com";
    await registerAndVerify(email, "eski-sifre", ip);
    const unknown = await run(forgotAction, post("/sifremi-unuttum", { email: "kimse@example.com" }, { ip }));
    expect(unknown).toMatchObject({
      status: 404,
      body: { ok: false, error: "unknown_email", message: translate("tr", "auth.errors.unknownEmail") },
    });
    expect(mailCount("kimse@example.com")).toBe(0);

    const before = mailCount(email);
    const sent = await run(forgotAction, post("/sifremi-unuttum", { email: " Reset@Example.com " }, { ip }));
    expect(sent).toMatchObject({ status: 200, body: { ok: true, email } });
    const token = (await lastMailTo(email, before)).match(/https:\/\/kktc\.test\/sifre-yenile\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    expect((await run(resetLoader, get("/sifre-yenile"))).body).toEqual({ token: null, linkState: "missing" });
    expect((await run(resetLoader, get("/sifre-yenile?token=unknown-token-123"))).body).toEqual({ token: null, linkState: "invalid" });
    expect((await run(resetLoader, get(`/sifre-yenile?token=${token}`))).body).toEqual({ token, linkState: "valid" });

    const mismatch = await run(
      resetAction,
      post("/sifre-yenile", { token: token!, password: "yeni-sifre", confirmPassword: "yeni-sifr" }, { ip }),
    );
    expect(mismatch).toMatchObject({ status: 400, body: { fieldErrors: { confirmPassword: "auth.validation.passwordsMismatch" } } });
    const noToken = await run(resetAction, post("/sifre-yenile", { password: "yeni-sifre", confirmPassword: "yeni-sifre" }, { ip }));
    expect(noToken).toMatchObject({
      status: 400,
      body: { error: "token_missing", message: translate("tr", "auth.errors.accessTokenMissing") },
    });

    const reset = await run(
      resetAction,
      post("/sifre-yenile", { token: token!, password: "yeni-sifre", confirmPassword: "yeni-sifre" }, { ip }),
    );
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    // The browser that set the new password is the owner's: it gets the known-device cookie (decision 035).
    expect(reset.cookies.some((cookie) => /^kk_known_device=[\w-]+\.[\w-]+; /.test(cookie))).toBe(true);
    const again = await run(
      resetAction,
      post("/sifre-yenile", { token: token!, password: "baska-sifre", confirmPassword: "baska-sifre" }, { ip }),
    );
    expect(again).toMatchObject({
      status: 400,
      body: {
        error: "session_invalid",
        message: translate("tr", "auth.errors.sessionInvalid", { message: translate("tr", "auth.errors.linkExpired") }),
      },
    });
    expect((await run(resetLoader, get(`/sifre-yenile?token=${token}`))).body).toEqual({ token: null, linkState: "invalid" });

    expect((await run(loginAction, post("/giris", { email, password: "eski-sifre" }, { ip }))).status).toBe(401);
    expect((await run(loginAction, post("/giris", { email, password: "yeni-sifre" }, { ip }))).status).toBe(302);
  });

  it("the JSON endpoint answers the same, and the 6th request in 15 minutes is the rate-limit message (429)", async () => {
    const ip = newIp();
    const json = (email: string) =>
      new Request(`${SITE}/api/password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, [CLIENT_IP_HEADER]: ip },
        body: JSON.stringify({ email }),
      });
    const invalid = await run(passwordResetApi, json(""));
    expect(invalid).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { email: "auth.validation.emailRequired" } } });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await run(passwordResetApi, json(`probe${attempt}@example.com`))).body).toMatchObject({
        error: "unknown_email",
        message: translate("tr", "auth.errors.unknownEmail"),
      });
    }
    // Probing which addresses exist is held to the same limit.
    const limited = await run(passwordResetApi, json("probe5@example.com"));
    expect(limited).toMatchObject(rateLimitedAnswer());
    const page = await run(forgotAction, post("/sifremi-unuttum", { email: "probe6@example.com" }, { ip }));
    expect(page).toMatchObject(rateLimitedAnswer());
  });
});

describe("AUTH_RATE_LIMIT_MULTIPLIER", () => {
  it("scales every limit (test servers whose traffic comes from one address)", async () => {
    expect(parseConfig({}).AUTH_RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(() => parseConfig({ AUTH_RATE_LIMIT_MULTIPLIER: "0" })).toThrow(/AUTH_RATE_LIMIT_MULTIPLIER/);
    const db = getDb();
    const auth = createAuth({
      db,
      config: parseConfig({ SITE_URL: SITE, AUTH_RATE_LIMIT_MULTIPLIER: "2" }),
      secret: await resolveAuthSecret(db, undefined),
      mailer: createOutboxMailer(db, () => {}),
    });
    const ip = newIp();
    const signIn = () =>
      auth.handler(
        new Request(`${SITE}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: SITE, [CLIENT_IP_HEADER]: ip },
          body: JSON.stringify({ email: "carpan@example.com", password: "yanlis-sifre" }),
        }),
      );
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn()).status).toBe(401);
    expect((await signIn()).status).toBe(429);
  });
});

describe("development outbox", () => {
  it("is a 404 unless the server runs in development, where it lists the latest mails", async () => {
    expect((await run(outboxLoader, get("/dev/outbox"))).status).toBe(404);
    await getDb()
      .insert(outboxMails)
      .values({ id: randomUUID(), to: "dev@example.com", subject: "Kod: 123456", text: "123456", html: "<p>123456</p>" });
    const page = await withConfig({ NODE_ENV: "development" }, () => run(outboxLoader, get("/dev/outbox")));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ mails: [{ to: "dev@example.com", subject: "Kod: 123456", text: "123456" }] });
  });
});
