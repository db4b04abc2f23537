import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, waitForAppAfterNavigation } from "./fixtures";
import { codeFrom, waitForMail } from "./mail";

/** Account helpers shared by the E2E specs: unique addresses, page helpers, register, log in. */

export const PASSWORD = "gizli-sifre-1";
export const ADMIN_EMAIL = () => process.env.E2E_ADMIN_EMAIL ?? "admin@kktckiralik.com";
export const DEMO_PASSWORD = () => {
  const password = process.env.E2E_DEMO_PASSWORD;
  if (!password) throw new Error("E2E_DEMO_PASSWORD is not set (global setup)");
  return password;
};
export const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The account page's card once React has hydrated it (JS behaviour is live). */
export async function hydrated(page: Page) {
  await expect(page.locator('main section[data-hydrated="true"]')).toHaveCount(1);
}

export const main = (page: Page) => page.getByRole("main");
export const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
export const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
export const header = (page: Page) => page.getByRole("banner");

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name);
}

/** Fills and sends the registration form; ends on /dogrulama. */
export async function register(page: Page, options: { email: string; name?: string; password?: string; redirect?: string }) {
  await page.goto(options.redirect ? `/kayit?redirect=${encodeURIComponent(options.redirect)}` : "/kayit");
  await hydrated(page);
  if (options.name) await field(page, "Ad Soyad (isteğe bağlı)").fill(options.name);
  await field(page, "E-posta").fill(options.email);
  await field(page, "Şifre").fill(options.password ?? PASSWORD);
  await field(page, "Şifre (tekrar)").fill(options.password ?? PASSWORD);
  await main(page).getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL(/\/dogrulama\?/);
  await hydrated(page);
}

/** Registers and verifies a new account through the pages; ends signed in on /about (a page without data). */
export async function createAccount(page: Page, email: string, name: string) {
  await register(page, { email, name, redirect: "/about" });
  const code = codeFrom(await waitForMail(email));
  await field(page, "Doğrulama kodu").fill(code);
  await main(page).getByRole("button", { name: "Doğrula" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(header(page).getByRole("link", { name })).toBeVisible();
}

/**
 * A new verified member, signed in in the browser context of `target` without rendering a page
 * (like epic-stack's `login()`), for the specs that need a member but do not test signing up: the
 * auth specs keep registering through the pages, since that is what they test.
 *
 * It sends what the registration and verification forms send, through the real server: the
 * /kayit form, then the mailed code to the /dogrulama form, with `context.request` (relative to
 * the context's baseURL), which shares the context's cookies. So the sign-up's claim cookie goes
 * along, the code signs in, and the answer sets the session (kk_session) and the readable name
 * cookie the header shows (kk_user_name) exactly as a sign-up in the browser does. (Better Auth's
 * own /api/auth endpoints trust only SITE_URL's origin, which the E2E server, reached at
 * 127.0.0.1, does not have; the forms' cross-site guard accepts a request without an Origin, as a
 * script's.) The page stays where it was: open one to see the member's header.
 */
export async function signedInMember(
  target: Page | BrowserContext,
  options: { name: string; email?: string; password?: string },
): Promise<{ email: string; password: string; name: string }> {
  const context = "context" in target ? target.context() : target;
  const account = { email: options.email ?? uniqueEmail("member"), password: options.password ?? PASSWORD, name: options.name };
  const registered = await context.request.post("/kayit", {
    form: { name: account.name, email: account.email, password: account.password, confirmPassword: account.password, redirect: "/" },
    maxRedirects: 0,
  });
  expect(registered.status(), `registration of ${account.email}: ${await registered.text()}`).toBe(302);
  const otp = codeFrom(await waitForMail(account.email));
  const verified = await context.request.post("/dogrulama", {
    form: { intent: "verify", email: account.email, otp, redirect: "/" },
    maxRedirects: 0,
  });
  // To the saved target: the browser holding the sign-up's claim is signed in (not sent to choose a password).
  expect(verified.status(), `verification of ${account.email}: ${await verified.text()}`).toBe(302);
  expect(verified.headers().location).toBe("/");
  const cookies = await context.cookies();
  expect(cookies.find((candidate) => candidate.name === "kk_session")?.value, "the session cookie").toBeTruthy();
  const nameCookie = cookies.find((candidate) => candidate.name === "kk_user_name");
  expect(decodeURIComponent(nameCookie?.value ?? ""), "the header's name cookie").toBe(account.name);
  return account;
}

export async function login(page: Page, email: string, password: string, search = "") {
  await page.goto(`/giris${search}`);
  await hydrated(page);
  await field(page, "E-posta").fill(email);
  await field(page, "Şifre").fill(password);
  await main(page).getByRole("button", { name: "Giriş Yap" }).click();
}

/** Signs the demo admin in at /yonetim/giris; ends on the panel. */
/**
 * Another person's browser in a test: a Turkish context and page (waiting for the app after each
 * navigation) whose page errors and console errors are collected in `errors` for the test to check.
 */
export async function watchedPage(browser: Browser) {
  const context = await browser.newContext({ locale: "tr-TR" });
  const page = await context.newPage();
  waitForAppAfterNavigation(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { context, page, errors };
}

/** The admin, signed in on the panel in a browser of their own (`watchedPage`). */
export async function adminPanel(browser: Browser) {
  const admin = await watchedPage(browser);
  await adminLogin(admin.page);
  return admin;
}

/** The admin panel hydrated, with its live stream open. */
export async function panelReady(page: Page) {
  await expect(page.getByTestId("admin-dashboard")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "open");
}

export async function adminLogin(page: Page) {
  await page.goto("/yonetim/giris");
  await expect(page.locator('main section[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole("main").getByLabel("E-posta", { exact: true }).fill(ADMIN_EMAIL());
  await page.getByRole("main").getByLabel("Şifre", { exact: true }).fill(DEMO_PASSWORD());
  await page.getByRole("main").getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page).toHaveURL(/\/yonetim\/panel$/);
}
