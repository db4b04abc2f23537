import fs from "node:fs";
import { startServer } from "../support/server";
import { ADMIN_EMAIL, DEMO_PASSWORD, login } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { routesWithActions } from "./support/route-manifest";

/**
 * Headers and sessions against the production server: every route that accepts a
 * state-changing request refuses one sent by a browser from another site (CSRF), before the route
 * runs, with a translated message; and HSTS is sent in production over https.
 *
 * The routes come from the build's route manifest, so a new route with an action is covered
 * without touching this test.
 */
const CROSS_SITE_TR = "Bu istek başka bir siteden gönderildiği için reddedildi.";
const CROSS_SITE_EN = "This request came from another site and was refused.";

test("every route with an action refuses cross-site requests with a translated 403, before it runs", async ({ request }) => {
  const paths = routesWithActions();
  expect(paths.length).toBeGreaterThan(15);
  expect(paths).toContain("/api/favourites");
  expect(paths).toContain("/en/giris");
  for (const pathname of paths) {
    // A page answers in its URL's language (/en/… English), a JSON endpoint in the cookie's.
    const english = /^\/en(\/|$)/.test(pathname);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await request.fetch(pathname, {
        method,
        headers: {
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
          cookie: `kk_locale=${english ? "tr" : "en"}`,
        },
        data: "intent=delete&email=a%40b.c&password=x",
        maxRedirects: 0,
      });
      expect(response.status(), `${method} ${pathname}`).toBe(403);
      const api = pathname.startsWith("/api/");
      expect(await response.text(), `${method} ${pathname}`).toContain(english || api ? CROSS_SITE_EN : CROSS_SITE_TR);
    }
    // Fetch Metadata alone is enough; a JSON endpoint's message follows the language cookie.
    if (!pathname.startsWith("/api/")) continue;
    const answer = await request.post(pathname, {
      headers: { "sec-fetch-site": "cross-site", cookie: "kk_locale=tr", accept: "application/json" },
      data: {},
      maxRedirects: 0,
    });
    expect(answer.status(), pathname).toBe(403);
    expect(await answer.text(), pathname).toContain(CROSS_SITE_TR);
    // The one error shape (decision 028), answered by the server before any route.
    expect(await answer.json(), pathname).toEqual({ error: "cross_site", message: expect.stringContaining(CROSS_SITE_TR) });
  }
});

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

test("security headers, with HSTS when the site is served over https", async ({ request }) => {
  const plain = (await request.get("/")).headers();
  expect(plain["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(plain["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(plain["x-content-type-options"]).toBe("nosniff");
  expect(plain["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(plain["strict-transport-security"]).toBeUndefined();

  const server = await startServer({
    env: { SITE_URL: "https://www.kktc.test", SEED_DEMO: "false", INSTAGRAM_URL: "none", FACEBOOK_URL: "none" },
  });
  try {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    // (This server turns the social accounts off: the contact page and the footer link none,
    // rather than the networks' home pages.)
    const contact = await (await fetch(`${server.url}/iletisim`)).text();
    expect(contact).toContain("<h1");
    expect(contact).not.toMatch(/instagram\.com|facebook\.com/);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});
