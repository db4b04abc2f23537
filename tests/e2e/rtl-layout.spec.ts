import type { Locator, Page, TestInfo } from "@playwright/test";
import type { Locale } from "~/lib/i18n/locales";
import { localizePath } from "~/lib/paths";
import { signedInMember } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";
import { text } from "./support/texts";

/**
 * Right to left is the left-to-right page in a mirror (decision 040): the home page, a category,
 * a listing and the listing form in Persian and Arabic are laid out as their English pages turned
 * over, measured box by box. Each part's distance from the page's start edge (the left in English,
 * the right in Persian and Arabic), or end edge for a part laid out from the end, is the same, and a part whose width the layout sets (a grid
 * column, a card, a field, a button) is as wide. A screenshot of each page (its last measured
 * part in view) is attached to the report, and axe runs on every page.
 */

/**
 * A part of a page: where to find it, the edge it is laid out from (a heading starts at the start
 * edge, a submit button may sit at the end), and whether its width is the layout's (a column, a
 * card, a field) rather than its text's.
 */
interface Part {
  locator: Locator;
  edge: "start" | "end";
  sizedByLayout: boolean;
}

type Parts = Record<string, Part>;

const layout = (locator: Locator): Part => ({ locator, edge: "start", sizedByLayout: true });
const textual = (locator: Locator, edge: Part["edge"] = "start"): Part => ({ locator, edge, sizedByLayout: false });

/** Each part's distance from the page's edge it is laid out from (the start or the end), and its width, in CSS pixels. */
async function measure(page: Page, parts: Parts) {
  const rtl = (await page.locator("html").getAttribute("dir")) === "rtl";
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  const boxes: Record<string, { offset: number; width: number }> = {};
  for (const [name, { locator, edge }] of Object.entries(parts)) {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${name} is not on the page`);
    const fromLeft = box.x;
    const fromRight = pageWidth - (box.x + box.width);
    boxes[name] = { offset: (edge === "start") !== rtl ? fromLeft : fromRight, width: box.width };
  }
  return boxes;
}

/**
 * Opens `path` in English, then in Persian and in Arabic, and expects each of those to be the
 * English page mirrored: the parts that differ by more than 2 px (sub-pixel rounding and font
 * metrics aside) are listed.
 */
async function expectMirrored(
  page: Page,
  testInfo: TestInfo,
  path: string,
  parts: (locale: Locale) => Parts,
  ready?: (locale: Locale) => Promise<void>,
) {
  const measured: Partial<Record<Locale, Awaited<ReturnType<typeof measure>>>> = {};
  for (const language of ["en", ...RIGHT_TO_LEFT] as const) {
    await page.goto(localizePath(path, language));
    await expect(page.locator("html")).toHaveAttribute("dir", language === "en" ? "ltr" : "rtl");
    await ready?.(language);
    measured[language] = await measure(page, parts(language));
    await testInfo.attach(`${path} in ${language}`, { body: await page.screenshot(), contentType: "image/png" });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "nothing wider than the window").toBe(
      true,
    );
  }
  const ltr = measured.en!;
  for (const locale of RIGHT_TO_LEFT) {
    const rtl = measured[locale]!;
    const differing = Object.entries(parts(locale)).flatMap(([name, { sizedByLayout }]) => {
      const [left, right] = [ltr[name]!, rtl[name]!];
      const off = Math.abs(left.offset - right.offset) > 2 || (sizedByLayout && Math.abs(left.width - right.width) > 2);
      return off ? [{ name, en: left, [locale]: right }] : [];
    });
    expect(differing, `${path}: the ${locale} page mirrors the English one`).toEqual([]);
  }
}

const main = (page: Page) => page.getByRole("main");

// Layout, not motion: with reduced motion the home page's carousels hold still (no slide half faded in
// when axe reads its colours).
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

const RIGHT_TO_LEFT = ["fa", "ar"] as const;

test.describe("Persian and Arabic pages: the English layout mirrored", () => {
  // Each test loads its page three times and runs axe on each.
  test.describe.configure({ timeout: 120_000 });

  test("home page", async ({ page }, testInfo) => {
    const recent = (language: Locale) => main(page).getByRole("region", { name: text(language, "homePage.recent.title") });
    await expectMirrored(
      page,
      testInfo,
      "/",
      (language) => ({
        logo: textual(
          page
            .getByRole("banner")
            .getByRole("link", { name: text(language, "common.siteName") })
            .first(),
        ),
        heading: textual(page.getByRole("heading", { level: 1 })),
        search: layout(main(page).getByRole("form", { name: text(language, "homePage.search.formLabel") })),
        // Its column shares the row with the submit button, as wide as its text.
        "search's first field": textual(
          main(page)
            .getByRole("form", { name: text(language, "homePage.search.formLabel") })
            .getByRole("combobox")
            .first(),
        ),
        "recent heading": textual(recent(language).getByRole("heading", { level: 2 })),
        "first recent card": layout(recent(language).getByRole("article").nth(0)),
        "second recent card": layout(recent(language).getByRole("article").nth(1)),
      }),
      async (language) => {
        await expect(recent(language).getByRole("article").nth(1)).toBeVisible();
      },
    );
  });

  test("category page with its filters", async ({ page }, testInfo) => {
    const results = (language: Locale) => main(page).getByRole("region", { name: text(language, "categoryPage.results") });
    await expectMirrored(
      page,
      testInfo,
      "/evler",
      (language) => ({
        heading: textual(page.getByRole("heading", { level: 1 })),
        filters: layout(main(page).getByRole("complementary", { name: text(language, "categoryPage.filters.title") })),
        results: layout(results(language)),
        "first card": layout(results(language).getByRole("article").nth(0)),
        "second card": layout(results(language).getByRole("article").nth(1)),
        "third card": layout(results(language).getByRole("article").nth(2)),
      }),
      async (language) => {
        await expect(results(language).getByRole("article").nth(2)).toBeVisible();
      },
    );
  });

  test("listing page", async ({ page }, testInfo) => {
    await page.goto("/en/evler");
    const href = await main(page).getByRole("article").first().getByRole("link").first().getAttribute("href");
    const path = href!.replace(/^\/en/, "");
    await expectMirrored(page, testInfo, path, (language) => ({
      breadcrumb: textual(main(page).getByRole("navigation", { name: text(language, "listingDetail.breadcrumb") })),
      heading: textual(page.getByRole("heading", { level: 1 })),
      "first photo": layout(
        main(page)
          .getByRole("region", { name: text(language, "listingDetail.gallery.label") })
          .getByRole("button")
          .first(),
      ),
      price: layout(main(page).getByRole("region", { name: text(language, "listingDetail.price.title") })),
      "price amount": textual(main(page).getByTestId("listing-price")),
      description: layout(main(page).getByRole("region", { name: text(language, "listingDetail.description") })),
    }));
  });

  test("listing form", async ({ page }, testInfo) => {
    await signedInMember(page, { name: "سارا رضایی" });
    const form = () => page.getByTestId("listing-form");
    await expectMirrored(
      page,
      testInfo,
      "/ilan-ver",
      () => ({
        heading: textual(page.getByRole("heading", { level: 1 })),
        title: layout(form().locator('[name="title"]')),
        "English title": layout(form().locator('[name="titleEn"]')),
        price: layout(form().locator('[name="price"]')),
        currency: layout(form().locator('[name="currency"]')),
        "rental term": layout(form().locator('[name="rentalTerm"]')),
        city: layout(form().locator('[name="city"]')),
        region: layout(form().locator('[name="region"]')),
        submit: textual(form().locator('button[type="submit"]').last(), "end"),
      }),
      async () => {
        await expect(form()).toHaveAttribute("data-hydrated", "true");
      },
    );
  });
});
