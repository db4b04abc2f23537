import type { APIRequestContext, Page } from "@playwright/test";
import { adminLogin } from "./support/accounts";
import { appReady, expect, seriousA11yViolations, test } from "./support/fixtures";

/**
 * Search everywhere: the category pages' text box with the filters (also
 * without JavaScript), the results page's own box on phones, "did you mean" and the corrected
 * results, the empty state's category links, blank text ignored before and without JavaScript, and
 * listing numbers (shown on the detail page and the admin rows, a searched number opens its listing).
 */

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const chips = (page: Page) => page.getByRole("list", { name: "Etkin filtreler" }).getByRole("listitem");
const categoryBox = (page: Page) => page.getByRole("searchbox", { name: "Evlerde ara" });
const cardIds = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector("a")?.getAttribute("href")?.split("/").at(-1) ?? ""),
  );

/** The ids `GET /api/listings` answers for the houses with these parameters (the page's first page). */
async function apiIds(request: APIRequestContext, query: string) {
  const body = (await (await request.get(`/api/listings?category=houses&${query}`)).json()) as { listings: { id: string }[] };
  return body.listings.map((listing) => listing.id);
}

test.describe("category page text box", () => {
  test("combines with the filters, shows a chip that clears it, and offers “most relevant” only with a text", async ({ page, request }) => {
    await page.goto("/evler?city=Girne");
    const sort = page.getByLabel("Sırala");
    await expect(sort.locator("option")).not.toContainText(["En alakalı"]);
    const all = await cards(page).count();

    await categoryBox(page).fill("villa");
    await categoryBox(page).press("Enter");
    await expect(page).toHaveURL(/\/evler\?q=villa&city=Girne$/);
    await expect(chips(page)).toHaveText(["Arama: “villa”", "Girne"]);
    await expect(sort).toHaveValue("");
    await expect(sort.locator("option:checked")).toHaveText("En alakalı");
    await expect.poll(() => cardIds(page)).toEqual(await apiIds(request, "q=villa&city=Girne"));
    expect(await cards(page).count()).toBeLessThan(all);
    for (const place of await cards(page).locator("[data-location]").allTextContents()) expect(place).toMatch(/^Girne/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Another order keeps the text; the text's chip clears the text only.
    await sort.selectOption({ label: "En yeni" });
    await expect(page).toHaveURL(/\/evler\?q=villa&city=Girne&sort=newest$/);
    await page.getByRole("link", { name: "Filtreyi kaldır: Arama: “villa”" }).click();
    await expect(page).toHaveURL(/\/evler\?city=Girne$/);
    await expect(categoryBox(page)).toHaveValue("");
    await expect(sort.locator("option")).not.toContainText(["En alakalı"]);
    await expect.poll(() => cards(page).count()).toBe(all);
  });

  test("works without JavaScript", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "tr-TR" });
    const page = await context.newPage();
    await page.goto("/evler?city=Girne");
    await categoryBox(page).fill("havuzlu");
    await page.getByRole("button", { name: "Ara", exact: true }).last().click();
    await expect(page).toHaveURL(/\/evler\?.*q=havuzlu/);
    expect(new URL(page.url()).searchParams.get("city")).toBe("Girne");
    await expect(chips(page)).toHaveText(["Arama: “havuzlu”", "Girne"]);
    await expect(page.getByLabel("Sırala").locator("option:checked")).toHaveText("En alakalı");
    const expected = await apiIds(request, "q=havuzlu&city=Girne");
    expect(expected.length).toBeGreaterThan(0);
    expect(await cardIds(page)).toEqual(expected);
    await context.close();
  });
});

test("the results page has its own search box on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?q=girne");
  // The header's box is folded into the menu on a phone.
  await expect(page.getByRole("banner").getByRole("combobox")).toHaveCount(0);
  const form = page.getByRole("search", { name: "Yeni arama" });
  const box = form.getByRole("combobox", { name: "İlanlarda ara" });
  await expect(box).toBeVisible();
  await expect(box).toHaveValue("girne");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await box.fill("İskele");
  await box.press("Enter");
  await expect(page).toHaveURL(/\?q=%C4%B0skele$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("İskele");
  await expect(box).toHaveValue("İskele");
  // Wide screens use the header's box.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(form).toBeHidden();
});

test("a misspelt district shows the corrected results, a link to the words as typed, and there “did you mean”", async ({ page }) => {
  // "Esentepe" with one letter missing.
  await page.goto("/?q=esentpe");
  // The heading names the words the results are for, not the typo.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("“esentepe”");
  const note = page.getByTestId("search-correction");
  await expect(note).toContainText("“esentepe” için sonuçlar gösteriliyor.");
  await expect(cards(page).first()).toBeVisible();
  for (const place of await cards(page).locator("[data-location]").allTextContents()) expect(place).toContain("Esentepe");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await note.getByRole("link", { name: "Bunun yerine “esentpe” için ara" }).click();
  await expect(page).toHaveURL(/\/\?q=esentpe&exact=1$/);
  await expect(page.getByText("İlan bulunamadı")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("“esentpe”");
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Bunu mu demek istediniz: esentepe?" }).click();
  await expect(page).toHaveURL(/\/\?q=esentepe$/);
  await expect(page.getByTestId("search-correction")).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

test("a four-letter misspelling is corrected too: “vila” shows villas", async ({ page }) => {
  await page.goto("/?q=vila");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("“villa”");
  await expect(page.getByTestId("search-correction")).toContainText("“villa” için sonuçlar gösteriliyor.");
  await expect(cards(page).first()).toBeVisible();
});

test("English: “Did you mean …?” and “Showing results for …”", async ({ page }) => {
  await page.goto("/en?q=esentpe");
  await expect(page.getByTestId("search-correction")).toContainText("Showing results for “esentepe”.");
  await page.getByRole("link", { name: "Search instead for “esentpe”" }).click();
  await expect(page).toHaveURL(/\/en\?q=esentpe&exact=1$/);
  await expect(page.getByRole("link", { name: "Did you mean esentepe?" })).toBeVisible();
});

test("the empty state links to each category's search for the same text", async ({ page }) => {
  await page.goto("/?q=zzqxjv");
  await expect(page.getByText("İlan bulunamadı")).toBeVisible();
  const links = page.getByRole("navigation", { name: "Kategorilerde ara" }).getByRole("link");
  await expect(links).toHaveText(["Evlerde ara", "Araçlarda ara", "Dükkanlarda ara", "Otellerde ara", "Apartlarda ara"]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await links.filter({ hasText: "Otellerde ara" }).click();
  await expect(page).toHaveURL(/\/oteller\?q=zzqxjv$/);
  await expect(chips(page)).toHaveText(["Arama: “zzqxjv”"]);
  await expect(page.getByRole("searchbox", { name: "Otellerde ara" })).toHaveValue("zzqxjv");
});

test.describe("blank text", () => {
  test("without JavaScript: the header's and the hero's blank search lands on the home page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "tr-TR" });
    const page = await context.newPage();
    await page.goto("/evler");
    const header = page.getByRole("banner").getByRole("search");
    await header.getByRole("combobox").fill("   ");
    await header.getByRole("button", { name: "Ara" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kuzey Kıbrıs'ta kiralık ne ararsanız");

    const hero = page.getByRole("form", { name: "Kelimeyle ilan ara" });
    await hero.getByRole("combobox").fill("  ");
    await hero.getByRole("button", { name: "Ara" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/en?q=%20%20", { maxRedirects: 0 })).headers().location).toBe("/en");
    await context.close();
  });

  test.describe("before hydration", () => {
    test.use({ waitForApp: false });

    test("a blank search does not leave the page; a real one does", async ({ page }) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto("/evler?city=Girne");
      // Every document the tab asks for from here on: the blank search must ask for none, so the
      // only one is the real search's (a blank submission would have been asked for first).
      const navigations: string[] = [];
      page.on("request", (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
      });
      const box = page.getByRole("banner").getByRole("search").getByRole("combobox");
      await box.fill("   ");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/evler\?city=Girne$/);
      expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
      await box.fill("Lapta");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/\?q=Lapta$/);
      expect(navigations.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(["/?q=Lapta"]);
      release();
      await appReady(page);
    });
  });
});

test.describe("listing numbers", () => {
  test("the detail page shows the number; searching it (as typed or with “İlan no”) opens the listing", async ({ page, request }) => {
    const html = await (await request.get("/evler")).text();
    const path = html.match(/href="(\/evler\/[0-9a-f-]{36})"/)![1]!;
    await page.goto(path);
    const numberText = page.getByTestId("listing-number");
    await expect(numberText).toHaveText(/^İlan no \d{6}$/);
    const number = (await numberText.textContent())!.replace(/\D/g, "");

    for (const text of [number, `İlan no ${number}`]) {
      await page.goto("/");
      const box = page.getByRole("banner").getByRole("search").getByRole("combobox");
      await box.fill(text);
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId("listing-number")).toHaveText(`İlan no ${number}`);
    }
    await page.goto(path.replace("/evler", "/en/evler"));
    await expect(page.getByTestId("listing-number")).toHaveText(`Listing no ${number}`);
  });

  test("the admin rows show the number, and the admin search finds a listing by it", async ({ page }) => {
    await adminLogin(page);
    const rows = page.getByTestId("admin-listing");
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByTestId("listing-number")).toHaveText(/^İlan no \d{6}$/);
    const id = await rows.nth(2).getAttribute("data-id");
    const number = (await rows.nth(2).getByTestId("listing-number").textContent())!.replace(/\D/g, "");

    await page.goto(`/yonetim/panel?q=${number}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-id", id!);
    await expect(rows.first().getByTestId("listing-number")).toHaveText(`İlan no ${number}`);
  });
});
