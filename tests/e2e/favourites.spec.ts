import type { Browser, Locator, Page } from "@playwright/test";
import { signedInMember } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";

/**
 * Favourites against the production server: a visitor's heart goes through
 * the login page and comes back saved; members toggle hearts on cards and on the detail page;
 * /favoriler lists them and removes them. Each test registers its own account (workers run in
 * parallel against one server, and other specs use the demo accounts).
 */

const PASSWORD = "favori-sifre-1";

function uniqueEmail(label: string): string {
  return `e2e-fav-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const cards = (page: Page) => page.getByRole("region", { name: "İlan sonuçları" }).getByRole("article");

/** A verified account, signed up in a browser context of its own (this test's page stays a visitor). */
async function registerAccount(browser: Browser, baseURL: string, email: string, name: string) {
  const context = await browser.newContext({ baseURL, locale: "tr-TR" });
  try {
    await signedInMember(context, { email, name, password: PASSWORD });
  } finally {
    await context.close();
  }
}

async function login(page: Page, email: string) {
  await expect(page.locator('main section[data-hydrated="true"]')).toHaveCount(1);
  await field(page, "E-posta").fill(email);
  await field(page, "Şifre").fill(PASSWORD);
  await main(page).getByRole("button", { name: "Giriş Yap" }).click();
}

const cardTitle = async (card: Locator) => ((await card.getByRole("heading").textContent()) ?? "").trim();

test("a visitor's heart goes through login and comes back saved; /favoriler lists and removes it", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("visitor");
  const name = "Favori Deneme";
  await registerAccount(browser, baseURL!, email, name);

  await page.goto("/apartlar?sort=price-asc");
  // The second card, pinned by its link: other specs approve apartments meanwhile, which can take
  // its place in the list (a locator by position would then find another listing's heart).
  const href = await cards(page).nth(1).getByRole("link").getAttribute("href");
  const card = cards(page).filter({ has: page.locator(`a[href="${href}"]`) });
  const title = await cardTitle(card);
  const listingId = href!.split("/").at(-1)!;
  const heart = card.getByRole("button", { name: `Favorilere ekle: ${title}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  // One tap: a tap before hydration is held and replayed (app/lib/head-scripts.ts, decision 008).
  await heart.click();
  await expect(page).toHaveURL(/\/giris\?/);
  const redirect = new URL(page.url()).searchParams.get("redirect");
  expect(redirect).toBe(`/apartlar?sort=price-asc&fav=${listingId}`);

  await login(page, email);
  await expect(toast(page, "Favorilere eklendi")).toBeVisible();
  // The parameter is gone (replace), the other ones stay.
  await expect(page).toHaveURL(/\/apartlar\?sort=price-asc$/);
  const pressed = cards(page)
    .filter({ hasText: title })
    .getByRole("button", { name: `Favorilerden çıkar: ${title}` });
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  // Stored on the server: a fresh page renders the heart pressed.
  await page.reload();
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator('[data-favourite][aria-pressed="true"]')).toHaveCount(1);

  await header(page).getByRole("link", { name: "Favorilerim" }).click();
  await expect(page).toHaveURL(/\/favoriler$/);
  await expect(page).toHaveTitle("Favorilerim — KKTC Kiralık");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Favorilerim");
  await expect(page.getByTestId("favourites-count")).toHaveText("1 favori ilan");
  const favourite = main(page).getByRole("article");
  await expect(favourite).toHaveCount(1);
  await expect(favourite.getByRole("link", { name: title })).toHaveAttribute("href", href!);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await favourite.getByRole("button", { name: `Favorilerden çıkar: ${title}` }).click();
  await expect(page.getByTestId("favourites-count")).toHaveText("0 favori ilan");
  await expect(toast(page, "Favorilerden çıkarıldı")).toBeVisible();
  await expect(main(page).getByRole("article")).toHaveCount(0);
  await expect(main(page)).toContainText("Henüz favori ilanınız yok.");
  await expect(main(page).getByRole("link", { name: "İlanlara göz at" })).toHaveAttribute("href", "/");
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Removed on the server too.
  await page.reload();
  await expect(page.getByTestId("favourites-count")).toHaveText("0 favori ilan");
  await page.goto("/apartlar?sort=price-asc");
  await expect(
    cards(page)
      .filter({ hasText: title })
      .getByRole("button", { name: `Favorilere ekle: ${title}` }),
  ).toHaveAttribute("aria-pressed", "false");
});

test("a member toggles the heart on the detail page; cards and /favoriler agree; English texts", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("detail");
  await registerAccount(browser, baseURL!, email, "Detay Deneme");
  await page.goto("/giris?redirect=%2Fevler");
  await login(page, email);
  await expect(page).toHaveURL(/\/evler$/);

  // Pinned by its link (a listing approved meanwhile can take the first place).
  const href = await cards(page).first().getByRole("link").getAttribute("href");
  const card = cards(page).filter({ has: page.locator(`a[href="${href}"]`) });
  const title = await cardTitle(card);
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const heart = main(page).getByRole("button", { name: "Favorilere ekle", exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(main(page).getByRole("button", { name: "Favorilerden çıkar", exact: true })).toHaveAttribute("aria-pressed", "true");
  // Wait for the server to have it before reloading.
  await expect.poll(async () => (await page.request.get("/api/favourites")).json()).toMatchObject({ ids: [expect.any(String)] });
  await page.reload();
  await expect(main(page).getByRole("button", { name: "Favorilerden çıkar", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The same favourite in English, on the English favourites page.
  await page.goto("/en/favoriler");
  await expect(page).toHaveTitle("My favourites — KKTC Kiralık");
  await expect(page.getByTestId("favourites-count")).toHaveText("1 favourite listing");
  await expect(header(page).getByRole("link", { name: "My favourites" })).toHaveAttribute("href", "/en/favoriler");
  await expect(
    main(page)
      .getByRole("article")
      .getByRole("button", { name: /^Remove from favourites: / }),
  ).toHaveAttribute("aria-pressed", "true");
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the signed-in menu has 'Favorilerim' and the page does not overflow", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("phone");
    await registerAccount(browser, baseURL!, email, "Telefon Deneme");
    await page.goto("/giris?redirect=%2Ffavoriler");
    await login(page, email);
    await expect(page).toHaveURL(/\/favoriler$/);
    await expect(main(page)).toContainText("Henüz favori ilanınız yok.");
    await header(page).getByRole("button", { name: "Menüyü aç" }).click();
    await expect(header(page).getByRole("link", { name: "Favorilerim" })).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths).toEqual({ page: 360, screen: 360 });
  });
});

test("visitors are sent from /favoriler to the login page; the API answers them 401", async ({ page }) => {
  await page.goto("/favoriler");
  await expect(page).toHaveURL(/\/giris\?redirect=%2Ffavoriler$/);
  const response = await page.request.get("/api/favourites");
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: "unauthorized", message: "Favorilere eklemek için giriş yapın." });
});
