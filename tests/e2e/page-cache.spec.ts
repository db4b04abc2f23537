import type { Page } from "@playwright/test";
import { createAccount, header, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * The anonymous page cache (decision 010) seen from a browser: a cached page carries its own CSP
 * nonce and hydrates like a rendered one; members and other languages never get someone else's
 * page. (That a change shows at once is tested in admin.spec.ts, around the approval.)
 */

/** Reloads until the page comes from the cache (another test's change may bump the content version). */
async function reloadUntilCached(page: Page) {
  await expect.poll(async () => (await page.reload())?.headers()["x-page-cache"]).toBe("hit");
}

test("a cached category page has its own nonce, runs its scripts and hydrates", async ({ page }) => {
  await page.goto("/oteller");
  const nonces = new Set<string>();
  page.on("response", async (response) => {
    if (response.url().endsWith("/oteller") && response.headers()["x-page-cache"] === "hit") {
      nonces.add(/'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")![1]!);
    }
  });
  await reloadUntilCached(page);
  await reloadUntilCached(page);
  // Two answers of the same cached page, each with a nonce of its own…
  expect(nonces.size).toBeGreaterThanOrEqual(2);
  // …that its inline scripts carry: they ran (no CSP refusal, which would fail the test as a
  // console error), so the page is hydrated and its JavaScript works.
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await page.getByRole("navigation", { name: "Görünüm" }).getByRole("link", { name: "Liste" }).click();
  await expect(page).toHaveURL(/\/oteller\?view=list$/);
  await expect(page.getByRole("navigation", { name: "Görünüm" }).getByRole("link", { name: "Liste" })).toHaveAttribute("aria-current", "true");
});

test("the English page is cached at its own URL; a language cookie changes nothing", async ({ page, browser, baseURL }) => {
  await page.goto("/araclar");
  await reloadUntilCached(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Araçlar");

  const english = await browser.newContext({ baseURL });
  // A cookie naming the other language: the URL decides, so it neither picks nor splits the cached page.
  await english.addCookies([{ name: "kk_locale", value: "tr", url: baseURL! }]);
  const englishPage = await english.newPage();
  await englishPage.goto("/en/araclar");
  await reloadUntilCached(englishPage);
  await expect(englishPage.locator("html")).toHaveAttribute("lang", "en");
  await expect(englishPage.getByRole("heading", { level: 1 })).toHaveText("Cars");
  await expect(englishPage.getByRole("banner").getByRole("link", { name: "Houses", exact: true }).first()).toHaveAttribute("href", "/en/evler");
  // The Turkish page, asked for with a cookie naming English, is the cached Turkish one.
  const turkish = await english.request.get("/araclar", { headers: { cookie: "kk_locale=en" } });
  expect(turkish.headers()["x-page-cache"]).toBe("hit");
  expect(await turkish.text()).toMatch(/<html lang="tr"/);
  await english.close();
});

test("a signed-in member's pages are never cached: the header names the member", async ({ page }) => {
  await page.goto("/dukkanlar");
  await reloadUntilCached(page);
  const name = "Önbellek Üyesi";
  await createAccount(page, uniqueEmail("page-cache"), name);
  for (let i = 0; i < 2; i += 1) {
    const response = await page.goto("/dukkanlar");
    expect(response?.headers()["x-page-cache"]).toBeUndefined();
    await expect(header(page).getByRole("link", { name })).toBeVisible();
  }
});
