import { createHash } from "node:crypto";
import { expect, test } from "./support/fixtures";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

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

test("security headers: a CSP naming the page's inline scripts by hash, without a nonce or unsafe-inline scripts", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).not.toContain("nonce");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const html = await response.text();
  expect(html).not.toContain("nonce=");
  // Every inline script of the page, and nothing else, is named (data blocks are not scripts).
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  expect(inline.length).toBeGreaterThanOrEqual(5);
  const named = csp.match(/'sha256-[^']+'/g) ?? [];
  expect(new Set(named).size).toBe(new Set(inline.map(sha256)).size);
  for (const script of inline) expect(named).toContain(sha256(script));
});

test("hashed assets are cached immutably; the health endpoint checks the database", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });
});
