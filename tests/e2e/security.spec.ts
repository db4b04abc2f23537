import { ADMIN_EMAIL, DEMO_PASSWORD, login } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Sessions against the production server: a forged cross-site request leaves a signed-in member's
 * session and favourites alone. Every route's refusal of cross-site requests and the security
 * headers (HSTS over https): tests/integration/http-security.test.ts.
 */

test("a cross-site sign-out or favourite does nothing to the signed-in member", async ({ page }) => {
  await login(page, ADMIN_EMAIL(), DEMO_PASSWORD());
  await expect(page).toHaveURL(/\/$/);
  const listing = (await (await page.request.get("/evler")).text()).match(/href="\/evler\/([0-9a-f-]{36})"/)?.[1];
  expect(listing).toBeDefined();

  const forged = { origin: "https://evil.example" };
  expect((await page.request.post("/cikis", { headers: forged, form: {}, maxRedirects: 0 })).status()).toBe(403);
  expect((await page.request.post("/api/favourites", { headers: forged, data: { listingId: listing }, maxRedirects: 0 })).status()).toBe(
    403,
  );

  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session?.user?.email).toBe(ADMIN_EMAIL());
  const favourites = await (await page.request.get("/api/favourites")).json();
  expect(JSON.stringify(favourites)).not.toContain(listing!);
});
