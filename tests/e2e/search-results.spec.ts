import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Home search results (docs/product.md §2, §7): `/?q=` lists active listings whose texts or location contain
 * the words, whatever the Turkish letter case (İ/i, I/ı), with a skeleton while a new search loads
 * and an empty message when nothing matches.
 */

const results = (page: Page) => page.getByRole("main").getByRole("article");

/** The listing links of the results page for one search text, in order. */
async function resultLinks(page: Page, text: string) {
  await page.goto(`/?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(text);
  return results(page)
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
}

test("Turkish letter case variants of a city find the same listings", async ({ page }) => {
  const girne = await resultLinks(page, "Girne");
  expect(girne.length).toBeGreaterThan(0);
  for (const variant of ["GİRNE", "girne", "GIRNE", "Gırne"]) {
    expect(await resultLinks(page, variant), variant).toEqual(girne);
  }
  // Every result is a public listing page that mentions the city.
  await page.goto(girne[0]!);
  await expect(page.getByRole("main")).toContainText(/Girne|Kyrenia/);
});

test("İskele, iskele and ISKELE find the same listings, different from Girne's", async ({ page }) => {
  const iskele = await resultLinks(page, "İskele");
  expect(iskele.length).toBeGreaterThan(0);
  expect(await resultLinks(page, "iskele")).toEqual(iskele);
  expect(await resultLinks(page, "ISKELE")).toEqual(iskele);
  expect(iskele).not.toEqual(await resultLinks(page, "Girne"));
});

test("text that matches nothing shows the empty message", async ({ page }) => {
  await page.goto("/?q=zzqxjv-yok-boyle-bir-ilan");
  await expect(page.getByText("İlan bulunamadı")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("a new search shows 9 skeleton cards until its results arrive", async ({ page }) => {
  await page.goto("/?q=girne");
  await expect(results(page).first()).toBeVisible();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Client navigations fetch the route data from a `.data` URL: hold it back.
  await page.route(/\.data\?.*q=/, async (route) => {
    await gate;
    await route.continue();
  });
  const search = page.getByRole("search").first();
  await search.getByRole("combobox").fill("İskele");
  await search.getByRole("combobox").press("Enter");
  await expect(page.getByTestId("listing-skeleton")).toHaveCount(9);
  release();
  await expect(page).toHaveURL(/\?q=%C4%B0skele$/);
  await expect(page.getByTestId("listing-skeleton")).toHaveCount(0);
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("İskele");
});
