import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The visitor's display currency (decision 042): chosen in the header, remembered in the browser,
 * shown beside every card's own price and on the detail page, used by the price filter — while the
 * server sends every visitor the same HTML.
 */

const DAILY_CARS = "/araclar?rentalTerm=daily";

// A wide screen (2xl), where the header has room for the currency switch of its own; from lg to
// 2xl it is in the language switch's popover (the last test), on phones in the menu.
test.use({ viewport: { width: 1600, height: 900 } });

const results = (page: Page) => page.getByRole("region", { name: "İlan sonuçları" });

async function chooseCurrency(page: Page, name: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Para birimi: / })
    .click();
  await page.getByRole("group", { name: "Para birimi" }).getByRole("button", { name }).click();
}

/** "€1.270" or "≈ €1.270" (Turkish grouping) → 1270. */
const euros = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** A card's price in euros: its own when it is in euros, else the converted one. */
async function cardEuros(card: Locator): Promise<number> {
  const own = (await card.locator("[data-price]").textContent())!;
  if (own.includes("€")) return euros(own);
  return euros((await card.locator('[data-converted-price="EUR"]').textContent())!);
}

test("a visitor's currency: card prices, the price filter and the detail page follow it; it survives a reload", async ({ page }) => {
  await page.goto(DAILY_CARS);
  const cards = results(page).getByRole("article");
  await expect(cards.first()).toBeVisible();
  // Nothing chosen: each listing's own price only.
  await expect(page.locator("[data-converted-price]")).toHaveCount(0);

  await chooseCurrency(page, "Euro");
  await expect(page.getByRole("banner").getByRole("button", { name: "Para birimi: €" })).toBeVisible();
  const converted = results(page).locator('[data-converted-price="EUR"]');
  await expect(converted.first()).toHaveText(/^≈ €\d/);
  // Cards already priced in euros show no second amount.
  for (const card of await cards.all()) {
    const own = (await card.locator("[data-price]").textContent())!;
    await expect(card.locator("[data-converted-price]")).toHaveCount(own.includes("€") ? 0 : 1);
  }

  // The price filter takes euros: "up to €40 a day".
  const price = page.getByRole("group", { name: "Fiyat (€)" });
  await price.getByLabel("En çok fiyat").fill("40");
  await page.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/[?&]maxPrice=40&currency=EUR/);
  await expect(page.getByRole("list", { name: "Etkin filtreler" })).toContainText("€40");
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (const card of await cards.all()) expect(await cardEuros(card)).toBeLessThanOrEqual(40);

  // Remembered: after a reload the cards are in euros again.
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: "Para birimi: €" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Etkin filtreler" })).toContainText("€40");

  // The detail page of a listing priced in another currency shows the euro amount.
  const foreign = cards.filter({ has: page.locator('[data-converted-price="EUR"]') }).first();
  await foreign.getByRole("link").first().click();
  await expect(page.getByTestId("approximate-try")).toHaveText(/^(Yaklaşık tutar \(Euro\): )?≈ €\d/);
});

test("two visitors with different currencies get the same cached HTML, and each sees their own", async ({ browser, baseURL }) => {
  // An address no other test asks for (a page size of 47), so the first visitor's answer fills the
  // page cache (decision 010) and the second one's comes from it.
  const url = `${DAILY_CARS}&limit=47`;
  const answers: { html: string; cache: string | undefined }[] = [];
  for (const currency of ["GBP", "USD"]) {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((value) => localStorage.setItem("kk_currency", value), currency);
    const page = await context.newPage();
    try {
      const response = await page.goto(url);
      const symbol = currency === "GBP" ? "£" : "$";
      await expect(page.getByRole("banner").getByRole("button", { name: `Para birimi: ${symbol}` })).toBeVisible();
      await expect(results(page).locator(`[data-converted-price="${currency}"]`).first()).toHaveText(new RegExp(`^≈ \\${symbol}\\d`));
      answers.push({ html: await response!.text(), cache: response!.headers()["x-page-cache"] });
    } finally {
      await context.close();
    }
  }
  expect(answers.map((answer) => answer.cache)).toEqual(["miss", "hit"]);
  expect(answers[1]!.html).toBe(answers[0]!.html);
  expect(answers[0]!.html).not.toContain("data-converted-price");
});

test("from lg to 2xl the currencies are in the language switch's popover", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(DAILY_CARS);
  await expect(page.getByRole("banner").getByRole("button", { name: /^Para birimi: / })).toBeHidden();
  await page.getByRole("banner").locator("button[data-language-switch]").click();
  const currencies = page.getByRole("banner").getByRole("group", { name: "Para birimi" });
  await currencies.getByRole("button", { name: "ABD doları" }).click();
  await expect(results(page).locator('[data-converted-price="USD"]').first()).toHaveText(/^≈ \$\d/);
  await page.getByRole("banner").locator("button[data-language-switch]").click();
  await expect(currencies.getByRole("button", { name: "ABD doları" })).toHaveAttribute("aria-pressed", "true");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the menu offers the currencies (the header has no room for the switch)", async ({ page }) => {
    await page.goto(DAILY_CARS);
    await expect(page.getByRole("banner").getByRole("button", { name: /^Para birimi: / })).toBeHidden();
    await page.getByRole("button", { name: "Menüyü aç" }).click();
    const choices = page.getByRole("region", { name: "Para birimi" });
    await choices.getByRole("button", { name: "İngiliz sterlini" }).click();
    await expect(choices.getByRole("button", { name: "İngiliz sterlini" })).toHaveAttribute("aria-pressed", "true");
    await expect(results(page).locator('[data-converted-price="GBP"]').first()).toHaveText(/^≈ £\d/);
    expect(await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }))).toEqual({
      page: 360,
      screen: 360,
    });
  });
});
