import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Records whether <html> had the `dark` class when <body> was first inserted, i.e. before anything
 * could be painted. Runs before any page script.
 */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { __darkAtBody: boolean }).__darkAtBody = document.documentElement.classList.contains("dark");
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** React has hydrated the home page (its hero marks itself), so the theme picker's handlers are live. */
async function hydrated(page: Page) {
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached({ timeout: 30_000 });
}

test("dark mode is remembered under darkMode and survives a reload with no light flash", async ({ page }) => {
  await recordFirstPaintTheme(page);
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await hydrated(page);

  await page.getByRole("button", { name: /^Tema/ }).click();
  // click, not check: a pick closes the panel (150 ms), and check() re-reads the radio afterwards.
  await page.getByRole("radio", { name: "Koyu" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("dark");

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __darkAtBody: boolean }).__darkAtBody)).toBe(true);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Tema: Koyu" })).toBeVisible();
  await hydrated(page);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe("rgb(255, 255, 255)");

  await page.getByRole("button", { name: /^Tema/ }).click();
  await page.getByRole("radio", { name: "Açık" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __darkAtBody: boolean }).__darkAtBody)).toBe(false);
});

test("system follows the device preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await recordFirstPaintTheme(page);
  await page.goto("/");
  expect(await page.evaluate(() => (window as unknown as { __darkAtBody: boolean }).__darkAtBody)).toBe(true);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await hydrated(page);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("in dark mode the partner logo tiles are not glaring white panels", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  const tile = page.getByRole("group", { name: "Emlak Ofisleri" }).locator("a, div.aspect-\\[2\\/1\\]").first();
  await expect(tile).toBeVisible();
  const background = await tile.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe("rgb(255, 255, 255)");
  // Light mode keeps the white tiles the logos are drawn for.
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await tile.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)");
});
