import { expect, test } from "./support/fixtures";

test("the header search goes to /?q= with trimmed text and ignores blank input", async ({ page }) => {
  await page.goto("/evler");
  const search = page.getByRole("search");
  const input = search.getByRole("combobox");

  await input.fill("   ");
  await input.press("Enter");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/evler$/);

  await input.fill("  Girne villa  ");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/\?q=Girne(%20|\+)villa$/);
  expect(new URL(page.url()).searchParams.get("q")).toBe("Girne villa");
});

test("the header search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/evler");
  const search = page.getByRole("search");
  await search.getByRole("combobox").fill("Lefke");
  await search.getByRole("button").click();
  await expect(page).toHaveURL(/\/\?q=Lefke$/);
  await context.close();
});
