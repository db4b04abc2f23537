import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { type Varnish, startVarnish } from "../../scripts/varnish.mjs";
import { sameSite } from "../support/site-client";
import { type TestServer, freePort, startServer } from "../support/server";
import { ADMIN_EMAIL, DEMO_PASSWORD, adminLogin, header, signedInMember, toast, uniqueEmail } from "../e2e/support/accounts";
import { expect, test, waitForAppAfterNavigation } from "../e2e/support/fixtures";
import { listingBody, newListingId } from "../support/write-storm";

/**
 * Varnish in front of the production server: Debian's varnishd runs
 * deploy/varnish/default.vcl as it is (only the backend's port replaced), and the app purges it
 * (CACHE_PURGE_URLS). The shared cache keeps pages for an hour here (SHARED_CACHE_SECONDS), so a
 * page can only show a change because the change purged it.
 */

/** A GET through the cache: its status, body and whether it came from the cache. */
async function through(varnish: Varnish, pathname: string, cookie?: string) {
  const response = await fetch(varnish.url + pathname, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get("x-cache"),
    keys: response.headers.get("surrogate-key"),
  };
}

let app: TestServer;
let varnish: Varnish;

/**
 * Waits until the app has sent Varnish every purge of the changes made so far (its health says how
 * many wait): a purge sent late would otherwise empty a page the test just had cached.
 */
async function purgesSent() {
  await expect
    .poll(async () => ((await (await fetch(`${app.url}/api/health`)).json()) as { unsentPurges?: number }).unsentPurges, {
      message: "the app sent its purges to Varnish",
      timeout: 15_000,
    })
    .toBe(0);
}

test.describe("Varnish in front of the app", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const appPort = await freePort();
    varnish = await startVarnish(appPort);
    app = await startServer({
      port: appPort,
      env: {
        SMTP_URL: process.env.E2E_SMTP_URL ?? "",
        ADMIN_EMAIL: ADMIN_EMAIL(),
        ADMIN_PASSWORD: DEMO_PASSWORD(),
        AUTH_RATE_LIMIT_MULTIPLIER: "50",
        CACHE_PURGE_URLS: `${varnish.url}/`,
        SHARED_CACHE_SECONDS: "3600",
        // The site is reached through the cache.
        SITE_URL: varnish.url,
      },
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await varnish?.stop();
    if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
  });

  test("a public page is served from the cache the second time, whatever cookies the visitor has; its keys stay inside", async () => {
    // (The demo content written at start-up purged the site.)
    await purgesSent();
    for (const pathname of ["/evler", "/en/araclar?sort=price-asc", "/about"]) {
      expect(await through(varnish, pathname)).toMatchObject({ status: 200, cache: "miss" });
      const again = await through(varnish, pathname, "theme=dark; kk_locale=en; kk_user_name=Biri");
      expect(again).toMatchObject({ status: 200, cache: "hit", keys: null });
    }
    // The public JSON a list fetches is shared too; a refusal is never kept, and speaks the visitor's language.
    expect(await through(varnish, "/api/listings?category=oteller&limit=4")).toMatchObject({ status: 200, cache: "miss" });
    expect(await through(varnish, "/api/listings?category=oteller&limit=4", "kk_session=x; kk_locale=en")).toMatchObject({
      status: 200,
      cache: "hit",
    });
    for (const [cookie, text] of [
      ["kk_locale=en", "Invalid category"],
      ["theme=dark; kk_locale=tr", "Geçersiz kategori"],
    ] as const) {
      const refused = await through(varnish, "/api/listings?category=yok", cookie);
      expect(refused.status).toBe(400);
      expect(refused.cache).toBe("miss");
      expect(refused.body).toContain(text);
    }
    // Private paths and other methods go to the app every time.
    expect((await through(varnish, "/giris")).cache).toBe("miss");
    expect((await through(varnish, "/giris")).cache).toBe("miss");
    // Purges are taken from the app nodes' addresses only: from here (127.0.0.1) one is honoured.
    const purge = await fetch(`${varnish.url}/`, { method: "PURGE", headers: { "Surrogate-Key": "list:houses" } });
    expect(purge.status).toBe(200);
    expect((await through(varnish, "/evler")).cache).toBe("miss");
    expect((await through(varnish, "/about")).cache).toBe("hit");
  });

  test("the sitemap index and files are each one cached document whatever the query string: a random one is a hit, never a rebuild", async () => {
    await purgesSent();
    for (const path of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/listings-1.xml"]) {
      const first = await through(varnish, path);
      expect(first.status, path).toBe(200);
      expect(await through(varnish, path)).toMatchObject({ status: 200, cache: "hit", body: first.body });
      for (const query of ["?8f3a9c", "?a=1&b=2", "?"]) {
        expect(await through(varnish, `${path}${query}`)).toMatchObject({ status: 200, cache: "hit", body: first.body });
      }
      // Straight to the app, a query string is a cheap permanent redirect to the canonical URL.
      const direct = await fetch(`${app.url}${path}?${Math.random()}`, { redirect: "manual" });
      expect(direct.status).toBe(301);
      expect(direct.headers.get("location")).toBe(path);
    }
    // A file past the last one is a 404 that is kept too, so random numbers do not reach the database each time.
    expect((await through(varnish, "/sitemaps/listings-9999.xml")).status).toBe(404);
    expect(await through(varnish, "/sitemaps/listings-9999.xml?x")).toMatchObject({ status: 404, cache: "hit" });
  });

  test("an approval shows through the cache at once: the change purges the pages that show it", async ({ browser }) => {
    const member = await pageThroughCache(browser);
    await signedInMember(member, { email: uniqueEmail("varnish-seller"), name: "Önbellek Satıcısı" });
    const body = listingBody(newListingId(), 21, `Varnish ${Date.now().toString(36)}`);
    const sent = await member.request.post("/ilan-ver.data", { data: body, headers: sameSite(varnish.url) });
    expect(sent.ok()).toBe(true);

    // Cached without it (pending listings show nowhere).
    await purgesSent();
    await through(varnish, "/evler");
    const before = await through(varnish, "/evler");
    expect(before.cache).toBe("hit");
    expect(before.body).not.toContain(body.id);

    const admin = await pageThroughCache(browser);
    await adminLogin(admin);
    await admin.goto(`/yonetim/panel?q=${encodeURIComponent(body.title)}`);
    await expect(admin.getByTestId("admin-dashboard")).toHaveAttribute("data-hydrated", "true");
    const row = admin.locator(`[data-testid="admin-listing"][data-id="${body.id}"]`);
    await row.getByRole("button", { name: "Onayla" }).click();
    await expect(toast(admin, "İlan onaylandı")).toBeVisible();
    const approvedAt = Date.now();

    // The purge reaches Varnish; the next request renders the page again, with the listing.
    let after = before;
    await expect
      .poll(async () => {
        after = await through(varnish, "/evler");
        return after.body.includes(body.id);
      })
      .toBe(true);
    console.log(`varnish: the approval showed through the cache ${Date.now() - approvedAt} ms after the admin's answer`);
    expect(after.cache).toBe("miss");
    expect((await through(varnish, "/evler")).cache).toBe("hit");
    // Its own page too (it was a cached 404 for visitors who had the link early).
    expect((await through(varnish, `/evler/${body.id}`)).body).toContain(body.id);
  });

  test("a signed-in member gets the cached page, their own name and hearts from one private request, never another person's data", async ({
    browser,
  }) => {
    const [first, second] = [await pageThroughCache(browser), await pageThroughCache(browser)];
    await signedInMember(first, { email: uniqueEmail("varnish-a"), name: "Birinci Üye" });
    await signedInMember(second, { email: uniqueEmail("varnish-b"), name: "İkinci Üye" });
    // The first member likes a hotel: its heart is theirs alone.
    const hotel = (await through(varnish, "/oteller")).body.match(/href="\/oteller\/([0-9a-f-]{36})"/)![1]!;
    const liked = await first.request.post("/api/favourites", { data: { listingId: hotel }, headers: sameSite(varnish.url) });
    expect(liked.ok()).toBe(true);
    // A visitor's copy is in the cache (after the purges of the changes so far: new profiles).
    await purgesSent();
    for (const pathname of ["/oteller", "/", "/about"]) await through(varnish, pathname);

    for (const pathname of ["/oteller", "/", "/about"]) {
      for (const [page, own, other] of [
        [first, "Birinci Üye", "İkinci Üye"],
        [second, "İkinci Üye", "Birinci Üye"],
      ] as const) {
        const viewerAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/viewer");
        const response = await page.goto(pathname);
        // The visitors' copy: the same HTML, naming nobody.
        expect(response?.headers()["x-cache"], pathname).toBe("hit");
        const html = await response!.text();
        expect(html, pathname).not.toContain(own);
        expect(html, pathname).not.toContain(other);
        // What is theirs came privately, and is shown.
        const answer = await viewerAnswer;
        expect(answer.headers()["cache-control"]).toBe("private, no-store");
        expect(answer.headers()["x-cache"]).toBe("miss");
        await expect(header(page).getByRole("link", { name: own })).toBeVisible();
        await expect(header(page).getByText(other)).toHaveCount(0);
      }
    }
    const heart = (page: Page) => page.locator(`[data-favourite="${hotel}"]`).first();
    await first.goto("/oteller");
    await expect(heart(first)).toHaveAttribute("aria-pressed", "true");
    await second.goto("/oteller");
    await expect(header(second).getByRole("link", { name: "İkinci Üye" })).toBeVisible();
    await expect(heart(second)).toHaveAttribute("aria-pressed", "false");

    // Pages that are a member's own are never shared: their profile, their favourites.
    for (const pathname of ["/favoriler", "/profil/" + (await viewerId(first))]) {
      const response = await first.goto(pathname);
      expect(response?.headers()["x-cache"], pathname).toBe("miss");
      expect(response?.headers()["cache-control"], pathname).toBe("private, no-store");
    }
  });

  test("a member's own pending listing opens through the cache for them, while it stays a 404 for everyone else", async ({ browser }) => {
    const [owner, other] = [await pageThroughCache(browser), await pageThroughCache(browser)];
    await signedInMember(owner, { email: uniqueEmail("varnish-owner"), name: "Bekleyen Sahibi" });
    await signedInMember(other, { email: uniqueEmail("varnish-other"), name: "Başka Üye" });
    const body = listingBody(newListingId(), 22, `Bekleyen ${Date.now().toString(36)}`);
    expect((await owner.request.post("/ilan-ver.data", { data: body, headers: sameSite(varnish.url) })).ok()).toBe(true);
    const pathname = `/evler/${body.id}`;

    await purgesSent();
    expect((await through(varnish, pathname)).status).toBe(404);
    expect(await through(varnish, pathname)).toMatchObject({ status: 404, cache: "hit" });
    const own = await owner.goto(pathname);
    expect(own?.status()).toBe(200);
    expect(own?.headers()["cache-control"]).toBe("private, no-store");
    await expect(owner.getByRole("heading", { level: 1, name: body.title })).toBeVisible();
    // Awaiting approval: the owner's banner.
    await expect(owner.getByText("Onay bekliyor", { exact: false }).first()).toBeVisible();
    expect((await other.goto(pathname))?.status()).toBe(404);
    // The owner's answer went into no cache.
    expect(await through(varnish, pathname)).toMatchObject({ status: 404, cache: "hit" });
  });

  test("a member's name is in the header before the page's scripts have run: nothing flashes", async ({ browser }) => {
    const signup = await pageThroughCache(browser);
    await signedInMember(signup, { email: uniqueEmail("varnish-early"), name: "Erken Üye" });
    // The same session in a browser that never gets the scripts (the page can never hydrate).
    const context = await browser.newContext({ baseURL: varnish.url, storageState: await signup.context().storageState() });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await purgesSent();
    await through(varnish, "/about");
    const response = await page.goto("/about");
    expect(response?.headers()["x-cache"]).toBe("hit");
    const bar = header(page);
    await expect(bar.getByRole("link", { name: "Giriş Yap" })).toBeHidden();
    await expect(bar.getByRole("link", { name: "Favorilerim" })).toBeVisible();
    const shownName = await bar
      .locator(".kk-user-name")
      .first()
      .evaluate((element) => getComputedStyle(element, "::before").content);
    expect(shownName).toBe('"Erken Üye"');
    await context.close();
  });
});

/** The signed-in member's id, as the private endpoint tells it. */
async function viewerId(page: Page): Promise<string> {
  const answer = await page.request.get("/api/viewer");
  const body = (await answer.json()) as { viewer: { id: string } | null };
  return body.viewer!.id;
}

async function pageThroughCache(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: varnish.url, locale: "tr-TR" });
  const page = await context.newPage();
  waitForAppAfterNavigation(page);
  return page;
}
