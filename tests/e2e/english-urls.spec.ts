import { expect, test } from "./support/fixtures";

/**
 * English pages for search engines (decision 015) in the browser. The HTML as a crawler reads it
 * (alternates, canonical, Open Graph, JSON-LD, English links, the sitemap): tests/integration/public-answers.test.ts.
 */

/** Texts of the Turkish interface (header, footer, pages) that an English page must not show. */
const TURKISH_TEXTS = ["Giriş Yap", "Kayıt Ol", "İlan Ver", "Kategoriler", "Hakkımızda", "Ana sayfa", "İlanlarda ara", "Gizlilik"];

test.describe("the English 404", () => {
  // The browser logs the document's own 404 status as a console error: that is the point here.
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("an unknown path under /en is an English page with a link to the English home", async ({ page, request }) => {
    const response = await request.get("/en/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Page not found");
    for (const text of TURKISH_TEXTS) expect(html).not.toContain(`>${text}<`);
    // The spec's legacy English paths are redirected at the root only.
    expect((await request.get("/en/houses", { maxRedirects: 0 })).status()).toBe(404);

    await page.goto("/en/no/such/page");
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { name: "Recent Listings" })).toBeVisible();
  });
});
