import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { sameSite } from "../support/site-client";
import { type TestServer, freePort, startServer } from "../support/server";
import { ADMIN_EMAIL, DEMO_PASSWORD, adminLogin, createAccount, toast, uniqueEmail } from "./support/accounts";
import { expect, test, waitForAppAfterNavigation } from "./support/fixtures";
import { listingBody, newListingId } from "./support/write-storm";

/**
 * Varnish in front of the production server (issue 17 item 3): Debian's varnishd runs
 * deploy/varnish/default.vcl as it is (only the backend's port replaced), and the app purges it
 * (CACHE_PURGE_URLS). The shared cache keeps pages for an hour here (SHARED_CACHE_SECONDS), so a
 * page can only show a change because the change purged it.
 */

const VARNISHD = process.env.VARNISHD ?? "/usr/sbin/varnishd";

interface Varnish {
  url: string;
  stop: () => Promise<void>;
}

async function startVarnish(backendPort: number): Promise<Varnish> {
  const port = await freePort();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-varnish-"));
  fs.chmodSync(workDir, 0o755);
  const source = fs.readFileSync(path.resolve("deploy/varnish/default.vcl"), "utf8");
  const vcl = source.replace('.port = "3000";', `.port = "${backendPort}";`);
  expect(vcl).not.toBe(source);
  fs.writeFileSync(path.join(workDir, "default.vcl"), vcl);
  const child: ChildProcess = spawn(
    VARNISHD,
    ["-F", "-n", path.join(workDir, "state"), "-a", `127.0.0.1:${port}`, "-f", path.join(workDir, "default.vcl"), "-s", "malloc,64m", "-T", "none"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  // Listening once a request reaches it (the backend may not be up yet: any answer will do).
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with code ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${url}/api/health`);
      return { url, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(`varnishd did not listen within 30 s:\n${output}`);
}

/** A GET through the cache: its status, body and whether it came from the cache. */
async function through(varnish: Varnish, pathname: string, cookie?: string) {
  const response = await fetch(varnish.url + pathname, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.text(), cache: response.headers.get("x-cache"), keys: response.headers.get("surrogate-key") };
}

let app: TestServer;
let varnish: Varnish;

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
    for (const pathname of ["/evler", "/en/araclar?sort=price-asc", "/about"]) {
      expect(await through(varnish, pathname)).toMatchObject({ status: 200, cache: "miss" });
      const again = await through(varnish, pathname, "theme=dark; kk_locale=en; kk_user_name=Biri");
      expect(again).toMatchObject({ status: 200, cache: "hit", keys: null });
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

  test("an approval shows through the cache at once: the change purges the pages that show it", async ({ browser }) => {
    const member = await pageThroughCache(browser);
    await createAccount(member, uniqueEmail("varnish-seller"), "Önbellek Satıcısı");
    const body = listingBody(newListingId(), 21, `Varnish ${Date.now().toString(36)}`);
    const sent = await member.request.post("/ilan-ver.data", { data: body, headers: sameSite(varnish.url) });
    expect(sent.ok()).toBe(true);

    // Cached without it (pending listings show nowhere).
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

  test("a signed-in member never gets a cached page, nor one with another person's data", async ({ browser }) => {
    const [first, second] = [await pageThroughCache(browser), await pageThroughCache(browser)];
    await createAccount(first, uniqueEmail("varnish-a"), "Birinci Üye");
    await createAccount(second, uniqueEmail("varnish-b"), "İkinci Üye");
    // A visitor's copy is in the cache.
    await through(varnish, "/oteller");
    expect((await through(varnish, "/oteller")).cache).toBe("hit");
    for (const pathname of ["/oteller", "/", "/about", "/favoriler"]) {
      for (const [page, own, other] of [
        [first, "Birinci Üye", "İkinci Üye"],
        [second, "İkinci Üye", "Birinci Üye"],
      ] as const) {
        const response = await page.goto(pathname);
        expect(response?.headers()["x-cache"], pathname).toBe("miss");
        const html = await response!.text();
        expect(html, pathname).toContain(own);
        expect(html, pathname).not.toContain(other);
      }
    }
    // And what the visitors get names neither.
    for (const pathname of ["/oteller", "/", "/about"]) {
      const visitor = await through(varnish, pathname);
      expect(visitor.body).not.toContain("Birinci Üye");
      expect(visitor.body).not.toContain("İkinci Üye");
    }
  });
});

async function pageThroughCache(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: varnish.url, locale: "tr-TR" });
  const page = await context.newPage();
  waitForAppAfterNavigation(page);
  return page;
}
