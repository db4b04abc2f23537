import { expect, test } from "./support/fixtures";

/** The legacy paths' HTTP answers (301 to the Turkish pages, keeping the query): tests/integration/redirects.test.ts. */

test.describe('legacy redirects (docs/product.md §2 "Redirects")', () => {
  test("a client-side navigation to a legacy path leaves no history entry for it", async ({ page }) => {
    await page.goto("/");
    await page.goto("/iletisim");
    const lengthBefore = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      return router.navigate("/houses?city=Girne");
    });
    await expect(page).toHaveURL(/\/evler\?city=Girne$/);
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/iletisim$/);
  });
});

test.describe("unknown paths", () => {
  // The browser logs the document's own 404 status as a console error: that is the point here.
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("answer 404 with the English page and a link home", async ({ page, request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");

    const pageResponse = await page.goto("/kesinlikle/yok");
    expect(pageResponse?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
