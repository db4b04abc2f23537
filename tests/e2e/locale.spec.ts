import { expect, test } from "./support/fixtures";

test("switching to English survives a reload and the server renders English HTML", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { name: "Son İlanlar" })).toBeVisible();

  await page.getByRole("button", { name: /^Dil/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Recent Listings" })).toBeVisible();
  await expect(page).toHaveTitle(/Northern Cyprus/);
  expect(await page.evaluate(() => localStorage.getItem("kk_locale"))).toBe("en");
  expect((await page.context().cookies()).find((cookie) => cookie.name === "kk_locale")?.value).toBe("en");

  // The next request is rendered in English by the server: no flash of Turkish.
  const response = await page.reload();
  const html = await response!.text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toContain("Recent Listings");
  expect(html).not.toContain("Son İlanlar");
  await expect(page.getByRole("button", { name: /^Language/ })).toBeVisible();

  // And back to Turkish.
  await page.getByRole("button", { name: /^Language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  const again = await page.reload();
  expect(await again!.text()).toMatch(/<html lang="tr"/);
});

test("a language kept only in browser storage is restored to the cookie before rendering", async ({ page, context }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("kk_locale", "en"));
  await context.clearCookies();
  await page.goto("/evler");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Houses" })).toBeVisible();
});
