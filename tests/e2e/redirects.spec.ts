import { LEGACY_REDIRECTS, buildRedirectTarget } from "../../app/lib/paths";
import { expect, test } from "./support/fixtures";

const SAMPLE_ID = "3f2b8c1e-9a4d-4e57-8b1a-2c9d7e6f5a40";

test.describe('legacy redirects (docs/product.md §2 "Redirects")', () => {
  for (const { from, to } of LEGACY_REDIRECTS) {
    test(`${from} answers a permanent redirect to ${to}`, async ({ request }) => {
      const source = buildRedirectTarget(from, { id: SAMPLE_ID });
      const response = await request.get(source, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(buildRedirectTarget(to, { id: SAMPLE_ID }));
    });
  }

  test("keeps the query string", async ({ request }) => {
    const response = await request.get("/houses?city=Girne&region=Alsancak", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/evler?city=Girne&region=Alsancak");
  });

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

  test("/yonetim goes to the admin dashboard", async ({ request }) => {
    const response = await request.get("/yonetim", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/yonetim/panel");
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
