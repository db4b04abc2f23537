import type { Locator, Page } from "@playwright/test";
import { SUGGEST_DELAY_MS } from "~/lib/search-suggest";
import { expect, seriousA11yViolations, test } from "./support/fixtures";

/**
 * Suggestions as you type: the header's and the hero's search boxes are WAI-ARIA
 * comboboxes that suggest places, categories and listing titles from `GET /api/suggest`, in the
 * page's language; the keyboard chooses (Arrow keys, Enter, Escape), and so does the mouse.
 */

const headerBox = (page: Page) => page.getByRole("banner").getByRole("search").getByRole("combobox");
const heroBox = (page: Page, name = "Kelimeyle ilan ara") => page.getByRole("form", { name }).getByRole("combobox");
const listbox = (page: Page) => page.getByRole("listbox");

/**
 * Types into a box and waits for the suggestions of the whole text (the list is loaded when the box
 * is first used; an answer for fewer letters may come first on a slow machine). `asked: false`: a
 * text asked before, answered from memory.
 */
async function typeAndWait(box: Locator, text: string, { asked = true } = {}) {
  const answered = asked
    ? box.page().waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === "/api/suggest" && url.searchParams.get("q") === text.toLocaleLowerCase("tr");
      })
    : null;
  await box.click();
  await box.pressSequentially(text, { delay: 30 });
  await answered;
  await expect(box).toHaveAttribute("aria-expanded", "true");
}

test("header: the combobox's states, ArrowDown and Enter open the suggested listing; Escape closes the list", async ({ page }) => {
  await page.goto("/evler");
  const box = headerBox(page);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveAttribute("aria-autocomplete", "list");
  // Nothing for one letter.
  await box.click();
  await box.pressSequentially("p");
  await page.waitForTimeout(400);
  await expect(listbox(page)).toHaveCount(0);

  await box.pressSequentially("ent", { delay: 30 });
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const list = listbox(page);
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
  const options = list.getByRole("option");
  await expect(options.first()).toContainText("Penthouse");
  await expect(options.first()).toContainText(/İlan no \d{6}/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Escape closes the list and keeps the text; ArrowDown opens it again on the first option.
  await box.press("Escape");
  await expect(list).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("pent");
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  // ArrowUp from the first wraps to the last, ArrowDown back to the first.
  const count = await options.count();
  await box.press("ArrowUp");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");

  const title = (await options.first().locator("span").first().textContent())!;
  await box.press("Enter");
  await expect(page).toHaveURL(/\/evler\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("header: a category is suggested by its words; choosing it opens its page; Enter without a choice searches the text", async ({
  page,
}) => {
  await page.goto("/");
  const box = headerBox(page);
  await typeAndWait(box, "arab");
  const option = listbox(page).getByRole("option", { name: /Araçlar/ });
  await expect(option).toBeVisible();
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/araclar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Araçlar" })).toBeVisible();

  await box.fill("");
  await typeAndWait(box, "Lefke");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/\?q=Lefke$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lefke");
});

test("hero: a place is suggested after two letters; ArrowDown, Enter shows the search results for it", async ({ page }) => {
  await page.goto("/");
  const box = heroBox(page);
  await typeAndWait(box, "es");
  const place = listbox(page).getByRole("option", { name: /^Girne – Esentepe/ });
  await expect(place).toBeVisible();
  // Places come first.
  await expect(listbox(page).getByRole("option").first()).toHaveAttribute("data-kind", "place");

  // More letters; the arrow moves in the list shown until their answer comes, which keeps the choice.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/suggest\?q=esen$/, async (route) => {
    await gate;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/suggest?q=esen"));
  await box.pressSequentially("en", { delay: 30 });
  await box.press("ArrowDown");
  await expect(place).toHaveAttribute("aria-selected", "true");
  release();
  await answered;
  // The new answer is shown: the place and the two listings in Esentepe.
  await expect(listbox(page).getByRole("option")).toHaveCount(3);
  await expect(place).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/\?q=Girne(%20|\+)Esentepe$/);
  // The router changes the URL when the results' data has come, and React renders them in a
  // transition a moment later: until then the home's cards are on screen. Wait for the results' heading.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Esentepe");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const place of await cards.locator("[data-location]").allTextContents()) expect(place).toContain("Esentepe");
});

test("hero: a click chooses a suggestion, and the list overlays the page without moving it", async ({ page }) => {
  await page.goto("/");
  const box = heroBox(page);
  const form = page.getByRole("form", { name: "Kategori, şehir ve bölgeye göre ilan ara" });
  const before = await form.boundingBox();
  await typeAndWait(box, "alsan");
  expect(await form.boundingBox()).toEqual(before);
  const option = listbox(page).getByRole("option", { name: /^Girne – Alsancak/ });
  await option.click();
  await expect(page).toHaveURL(/\/\?q=Girne(%20|\+)Alsancak$/);
});

test("English page: labels in English (place names, categories, English titles), links stay under /en", async ({ page }) => {
  await page.goto("/en/evler");
  const box = headerBox(page);
  await typeAndWait(box, "kyren");
  const city = listbox(page).getByRole("option", { name: /^Kyrenia \(Girne\)\s*City$/ });
  await expect(city).toBeVisible();

  await box.fill("");
  await typeAndWait(box, "pent");
  await expect(listbox(page).getByRole("option").first()).toContainText(/Penthouse in/);
  await expect(listbox(page).getByRole("option").first()).toContainText(/Listing no \d{6}/);

  await box.fill("");
  // Known by now: answered from memory.
  await typeAndWait(box, "kyren", { asked: false });
  await box.press("ArrowDown");
  await expect(city).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\?q=Girne$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “Girne”");
});

test("English home: the hero's box suggests in English", async ({ page }) => {
  await page.goto("/en");
  const box = heroBox(page, "Search listings by words");
  await typeAndWait(box, "hote");
  const category = listbox(page).getByRole("option", { name: /^Hotels\s*Category$/ });
  await box.press("ArrowDown");
  await expect(category).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/oteller$/);
});

test("suggestions are asked once per text and not at all before the box is used", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/suggest") asked.push(url.searchParams.get("q") ?? "");
  });
  // The page's timers run on Playwright's clock: the quiet time after a keystroke passes only when the
  // test says so, however slowly a loaded machine delivers the keystrokes.
  await page.clock.install();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  const box = headerBox(page);
  await box.click();
  await page.clock.pauseAt(Date.now() + 60_000);
  await box.pressSequentially("lapta");
  expect(asked).toEqual([]);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/suggest");
  // The list's module is loaded at the first use, and React may hold its appearance on a timer too: on
  // a loaded machine it can arrive after the quiet time has passed. Time goes on (quiet time by quiet
  // time) until the one question is asked, for the whole word; more time asks nothing more.
  await expect
    .poll(async () => {
      await page.clock.runFor(SUGGEST_DELAY_MS);
      return asked.length;
    })
    .toBeGreaterThan(0);
  expect(asked).toEqual(["lapta"]);
  await answered;
  await expect(box).toHaveAttribute("aria-expanded", "true");
  // Typed again: every text but the whole word is still quiet, and the whole word comes from memory.
  await box.fill("");
  await box.pressSequentially("lapta");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(listbox(page).getByRole("option").first()).toBeVisible();
  await page.clock.runFor(SUGGEST_DELAY_MS * 4);
  expect(asked).toEqual(["lapta"]);
});
