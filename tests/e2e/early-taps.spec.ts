import type { Page, Route } from "@playwright/test";
import { appReady, expect, test } from "./support/fixtures";

/**
 * Decision 008: the scripts start after the page's load event (or the first interaction), so a
 * visitor can tap before React has hydrated. Links and forms work natively meanwhile; a tap on a
 * JavaScript-only button is held and replayed once the page has hydrated.
 */
test.use({ waitForApp: false });

/** Holds the requests matching `pattern` until `release()`. */
async function hold(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    /** How many requests are waiting. */
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Holds every script, so the test acts on a page that cannot hydrate yet. */
const holdScripts = (page: Page) => hold(page, /\/assets\/.*\.js$/);

test("a tap on a JavaScript-only button (the theme switch) before hydration is replayed once the page has hydrated", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/");
  const themeButton = page.getByRole("banner").getByRole("button", { name: /^Tema:/ });
  await expect(themeButton).toHaveAttribute("aria-expanded", "false");

  await themeButton.click();
  // The tap started the scripts (which are held): nothing has happened yet.
  await expect.poll(scripts.count).toBeGreaterThan(0);
  expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
  await expect(themeButton).toHaveAttribute("aria-expanded", "false");

  await scripts.release();
  await appReady(page);
  await expect(themeButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("radio", { name: "Koyu" })).toBeVisible();
});

test("the language link works before hydration: it opens the English page and remembers the choice", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/evler?city=Girne");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  // The switch is a native popover: it opens, and its links work, before hydration.
  await page.getByRole("button", { name: /^Dil: (Türkçe|TR)$/ }).click();
  await page.getByRole("list", { name: "Dil" }).getByRole("link", { name: "English" }).click();
  // Followed natively (no scripts yet): the server's English page.
  await expect(page).toHaveURL(/\/en\/evler\?city=Girne$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Houses" })).toBeVisible();
  expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("kk_locale"))).toBe("en");
  await scripts.release();
  await appReady(page);
});

test("the scripts wait for the load event, and a link works before hydration", async ({ page }) => {
  // The hero photo is held, so the load event cannot fire.
  const images = await hold(page, /\/media\/listing-images\//);
  const scriptRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptRequests.push(request.url());
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect.poll(images.count).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  expect(scriptRequests).toEqual([]);
  await images.release();
  await page.waitForLoadState("load");
  await appReady(page);
  expect(scriptRequests.length).toBeGreaterThan(3);

  // A fresh load with the scripts held: the category link navigates natively.
  const scripts = await holdScripts(page);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Evler", exact: true }).first().click();
  await expect(page).toHaveURL(/\/evler$/);
  await expect(page.getByRole("heading", { level: 1, name: /Evler/ })).toBeVisible();
  expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
  await scripts.release();
  await appReady(page);
});

test("a category chosen in the hero before hydration is known to the page once it has hydrated", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Kategori, şehir ve bölgeye göre ilan ara" });
  const category = form.getByLabel("Kategori");
  const city = form.getByLabel("Şehir");
  await category.selectOption({ label: "Evler" });
  // Not hydrated: the city is still disabled as the server rendered it.
  await expect(city).toBeDisabled();
  expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();

  await scripts.release();
  await appReady(page);
  await expect(category).toHaveValue("houses");
  await expect(city).toBeEnabled();
  await city.selectOption("Girne");
  await form.getByRole("button", { name: "Ara" }).click();
  await expect(page).toHaveURL(/\/evler\?city=Girne$/);
});

test("a code typed before hydration is kept and can be sent once the page has hydrated", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/dogrulama?email=early%40example.com");
  const code = page.getByLabel("Doğrulama kodu");
  await code.fill("12345");
  await code.press("6");
  expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();

  await scripts.release();
  await appReady(page);
  await expect(code).toHaveValue("123456");
  // The button is enabled only when the component's state holds 6 digits.
  const verify = page.getByRole("button", { name: "Doğrula" });
  await expect(verify).toBeEnabled();
  await code.press("Backspace");
  await expect(verify).toBeDisabled();
  await expect(code).toHaveValue("12345");
});

test("a visitor's tap on a heart before hydration opens the login page once the page has hydrated", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/evler");
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Favorilere ekle:/ })
    .first()
    .click();
  await expect.poll(scripts.count).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/evler$/);

  await scripts.release();
  // A visitor (no name cookie) is known at once: the tap does not wait for anyone.
  await expect(page).toHaveURL(/\/giris\?redirect=%2Fevler%3Ffav%3D[0-9a-f-]{36}$/);
});

test("a visitor's page stays as the server rendered it once it has hydrated: no node of the header or the cards is replaced", async ({
  page,
}) => {
  // docs/performance.md: anything re-rendered after hydration costs a cheap phone a long task. A visitor's
  // header already shows the visitor's links (the member's are hidden by app.css), so nothing changes.
  const scripts = await holdScripts(page);
  await page.goto("/");
  const marked = await page.evaluate(() => {
    const nodes = [...document.querySelectorAll("header a, header button, main article, main article button")];
    for (const node of nodes) (node as Element & { kkServer?: boolean }).kkServer = true;
    return nodes.length;
  });
  expect(marked).toBeGreaterThan(30);
  const discovery = page.waitForResponse(/\/__manifest\?/);
  await scripts.release();
  await appReady(page);
  await discovery;
  // React works in tasks of its own; an idle callback runs once it has nothing left to do.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const kept = await page.evaluate(
    () =>
      [...document.querySelectorAll("header a, header button, main article, main article button")].filter(
        (node) => (node as Element & { kkServer?: boolean }).kkServer,
      ).length,
  );
  expect(kept).toBe(marked);
});
