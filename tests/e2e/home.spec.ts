import { expect, test } from "./support/fixtures";

test("the home page is server-rendered in Turkish and populated with demo listings", async ({ page, request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="tr"/);
  expect(html).toContain("Son İlanlar");
  // Recent listings: 12 cards with links to their detail pages, each with a photo.
  const listingLinks = html.match(/href="\/(evler|araclar|dukkanlar|oteller|apartlar)\/[0-9a-f-]{36}"/g) ?? [];
  expect(new Set(listingLinks).size).toBeGreaterThanOrEqual(12);

  await page.goto("/");
  const recent = page.getByRole("region", { name: "Son İlanlar" });
  await expect(recent.getByRole("article")).toHaveCount(12);
  const firstImage = recent.getByRole("article").first().getByRole("img");
  // The section is below the fold and its photos load lazily.
  await firstImage.scrollIntoViewIfNeeded();
  await expect(firstImage).toHaveJSProperty("complete", true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

/** Needs the production build's client files (the health endpoint: tests/integration/public-answers.test.ts). */
test("hashed assets are cached immutably", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
