import type { Page } from "@playwright/test";
import { LANGUAGE_NAMES, LOCALES, directionOf } from "~/lib/i18n/locales";
import { cityLabel } from "~/domain/place-names";
import { localizePath } from "~/lib/paths";
import { expect, seriousA11yViolations, test } from "./support/fixtures";
import { text } from "./support/texts";

/**
 * Every interface language end to end (decision 040): a visitor goes from the home page to a
 * category, filters it, opens a listing and reaches the seller, all in their language — right to
 * left, mirrored, in Persian and Arabic — and the pages pass axe.
 */
async function expectNoA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const locale of LOCALES) {
  test(`${LANGUAGE_NAMES[locale]} (${locale}): home → category → a filter → a listing → the seller's WhatsApp`, async ({ page }) => {
    const rtl = directionOf(locale) === "rtl";
    await page.goto(localizePath("/", locale));
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", locale);
    await expect(html).toHaveAttribute("dir", rtl ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "home.heroTitle"));
    await expectNoA11yViolations(page);

    // Mirrored on right-to-left pages: the logo starts the header at the right, the menu ends it at the left.
    const banner = page.getByRole("banner");
    const logo = await banner
      .getByRole("link", { name: text(locale, "common.siteName") })
      .first()
      .boundingBox();
    const switchBox = await banner.getByRole("button", { name: new RegExp(`^${text(locale, "nav.language")}`) }).boundingBox();
    expect(logo && switchBox).toBeTruthy();
    if (rtl) expect(logo!.x).toBeGreaterThan(switchBox!.x);
    else expect(logo!.x).toBeLessThan(switchBox!.x);

    // The category from the main menu, in the page's language.
    await page
      .getByRole("navigation", { name: text(locale, "nav.mainMenu") })
      .getByRole("link", { name: text(locale, "categories.houses"), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/evler", locale).replace(/\//g, "\\/")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "categories.houses"));

    // A filter: the city, shown by the name this language knows it by.
    await page.goto(localizePath("/evler?city=Girne", locale));
    await expect(page.getByRole("list", { name: text(locale, "categoryPage.chips.label") }).getByRole("listitem")).toHaveText([
      cityLabel("Girne", locale),
    ]);
    await expectNoA11yViolations(page);

    // A listing, and the seller's WhatsApp with a message both sides can read.
    const results = page.getByRole("region", { name: text(locale, "categoryPage.results") });
    await results.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/evler", locale).replace(/\//g, "\\/")}\\/[0-9a-f-]{36}$`));
    await expect(html).toHaveAttribute("lang", locale);
    const whatsapp = page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`^${text(locale, "listingDetail.contact.whatsapp")}`) })
      .first();
    const message = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!;
    const title = /^Merhaba, KKTC Kiralık'taki "(.+)" ilanınızla ilgileniyorum\./.exec(message)?.[1];
    expect(title, message).toBeTruthy();
    if (locale === "tr") expect(message.split("\n")).toHaveLength(1);
    else expect(message.split("\n")[1]).toBe(text(locale, "listingDetail.contact.greeting", { title: title! }));
    await expectNoA11yViolations(page);
  });
}

test("the language switch lists the six languages by their own names and opens the same page in the one chosen", async ({ page }) => {
  await page.goto("/evler?city=Girne");
  const switchButton = page.getByRole("banner").getByRole("button", { name: /^Dil/ });
  await switchButton.click();
  const menu = page.getByRole("list", { name: "Dil" });
  await expect(menu.getByRole("link")).toHaveText(LOCALES.map((locale) => LANGUAGE_NAMES[locale]));
  await expect(menu.getByRole("link", { name: "Türkçe" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "فارسی" }).click();
  await expect(page).toHaveURL(/\/fa\/evler\?city=Girne$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fa", "categories.houses"));
  expect(await page.evaluate(() => localStorage.getItem("kk_locale"))).toBe("fa");
  // The list has closed; a returning visitor's "/" opens the Persian home.
  await expect(menu).toBeHidden();
  await page.goto("/");
  await expect(page).toHaveURL(/\/fa$/);
});
