import type { Page } from "@playwright/test";
import { chooseLanguage, expect, test } from "./support/fixtures";

/**
 * The language (docs/product.md §4, decisions 015 and 040): Turkish at the spec's paths, English under
 * /en; the header's switch opens the same page in another language as a client navigation and
 * remembers the choice, which sends a returning English visitor from / to /en. Every language's
 * journey: languages.spec.ts.
 */

/** Marks the current document, so a test can tell a client navigation (mark kept) from a load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { __kkSameDocument?: boolean }).__kkSameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __kkSameDocument?: boolean }).__kkSameDocument === true);
const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem("kk_locale"));
const localeCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "kk_locale")?.value;
/** The page's path and query are exactly `pathAndQuery` ("/evler?x" must not match "/en/evler?x"). */
const exactly = (pathAndQuery: string) => new RegExp(`^https?://[^/]+${pathAndQuery.replace(/[?.+]/g, "\\$&")}$`);

test("the toggle opens the same page (and query) in English and back, without a reload, and remembers the choice", async ({ page }) => {
  const query = "?city=Girne&sort=price-asc";
  await page.goto(`/evler${query}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1, name: "Evler" })).toBeVisible();
  await page.getByRole("button", { name: /^Dil: (Türkçe|TR)$/ }).click();
  const english = page.getByRole("list", { name: "Dil" }).getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("href", `/en/evler${query}`);
  await expect(english).toHaveAttribute("hreflang", "en");

  await markDocument(page);
  await english.click();
  await expect(page).toHaveURL(exactly(`/en/evler${query}`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Houses" })).toBeVisible();
  // The filters of the query string still apply, shown in English.
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("listitem")).toHaveText(["Kyrenia (Girne)"]);
  await expect(page).toHaveTitle(/Houses/);
  expect(await sameDocument(page)).toBe(true);
  expect(await storedChoice(page)).toBe("en");
  expect(await localeCookie(page)).toBe("en");
  // Links of the English page stay English.
  await expect(page.getByRole("banner").getByRole("link", { name: "Cars", exact: true }).first()).toHaveAttribute("href", "/en/araclar");

  await chooseLanguage(page, "Türkçe");
  await expect(page).toHaveURL(exactly(`/evler${query}`));
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1, name: "Evler" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(await storedChoice(page)).toBe("tr");
  expect(await localeCookie(page)).toBe("tr");

  // Back returns to the English page, in English.
  await page.goBack();
  await expect(page).toHaveURL(exactly(`/en/evler${query}`));
  await expect(page.getByRole("heading", { level: 1, name: "Houses" })).toBeVisible();
});

test("the toggle of a listing keeps the listing, and the English page then reloads in English", async ({ page }) => {
  await page.goto("/evler");
  await page.getByRole("region", { name: "İlan sonuçları" }).getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/evler\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/")[2]!;
  await expect(page.getByRole("navigation", { name: "Sayfa konumu" })).toContainText("Evler");

  await chooseLanguage(page, "English");
  await expect(page).toHaveURL(exactly(`/en/evler/${id}`));
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Houses");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en");
  await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();

  const response = await page.reload();
  const html = await response!.text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toContain("Description");
  expect(html).not.toContain("Açıklama");
});

test("a returning visitor who chose English opens / and lands on /en; / itself is the same for everyone", async ({ page, request }) => {
  await page.goto("/");
  await chooseLanguage(page, "English");
  await expect(page).toHaveURL(/\/en$/);
  expect(await storedChoice(page)).toBe("en");

  // A new visit to the home page: the stored choice sends the browser to /en before anything is shown.
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  await page.goto("/?q=villa");
  await expect(page).toHaveURL(exactly("/en?q=villa"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(seen.at(-1)).toBe("/en");

  // Other pages keep their URL's language whatever was chosen.
  await page.goto("/araclar");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1, name: "Araçlar" })).toBeVisible();

  // The HTML of / does not depend on a cookie: Turkish with or without one naming English.
  for (const cookie of ["", "kk_locale=en"]) {
    const html = await (await request.get("/", { headers: cookie ? { cookie } : {} })).text();
    expect(html, cookie).toMatch(/<html lang="tr"/);
    expect(html, cookie).toContain("Son İlanlar");
  }

  // Choosing Turkish again keeps the visitor on /.
  await page.goto("/en");
  await chooseLanguage(page, "Türkçe");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
});

test("a visitor who never chose gets Turkish at / and English at /en, whatever the browser's language", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "en-GB" });
  const page = await context.newPage();
  try {
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Recent Listings" })).toBeVisible();
    // Only the switch stores a choice; reading an English page does not.
    expect(await storedChoice(page)).toBeNull();
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await context.close();
  }
});
