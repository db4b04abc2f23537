import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, DEMO_PASSWORD, header, login, signedInMember, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * The header's search box on a 1280 px screen: signed in, the account links
 * (name, favourites, log out, Post Listing or Admin) must not squeeze the box until its placeholder
 * is cut ("Ev, araç, böl"). Measured for a member with a long name and for the admin, in both
 * languages.
 */

/** The header search box's width and whether its whole placeholder fits in its text area. */
async function searchBoxFit(page: Page) {
  const input = header(page).getByRole("search").getByRole("combobox");
  await expect(input).toBeVisible();
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const textWidth = context.measureText(element.placeholder).width;
    const textArea = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      width: Math.round(element.getBoundingClientRect().width),
      placeholderFits: textWidth <= textArea,
      textWidth: Math.ceil(textWidth),
      textArea,
      overflows: element.scrollWidth > element.clientWidth,
      placeholder: element.placeholder,
    };
  });
}

async function expectRoomyHeader(page: Page, paths: { tr: string; en: string }, placeholders: { tr: string; en: string }) {
  for (const locale of ["tr", "en"] as const) {
    await page.goto(paths[locale]);
    const fit = await searchBoxFit(page);
    expect(fit.placeholder).toBe(placeholders[locale]);
    expect(fit.width, `the search box's width (${locale})`).toBeGreaterThanOrEqual(280);
    expect(fit.placeholderFits, `the whole placeholder fits (${locale}): ${fit.textWidth} px of text in ${fit.textArea} px`).toBe(true);
    expect(fit.overflows).toBe(false);
    // Every account action is still in the bar, named (an icon keeps its name for screen readers).
    const bar = header(page);
    await expect(bar.getByRole("button", { name: locale === "tr" ? "Çıkış Yap" : "Log out" })).toBeVisible();
    await expect(bar.getByRole("link", { name: locale === "tr" ? "Favorilerim" : "My favourites" })).toBeVisible();
  }
}

const PLACEHOLDERS = { tr: "Ev, araç, bölge ara…", en: "Search houses, cars, areas…" };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("signed in as a member with a long name, the header's search box shows its whole placeholder at 1280 px (tr, en)", async ({
  page,
}) => {
  const name = "Mehmet Ali Karaosmanoğlu";
  await signedInMember(page, { email: uniqueEmail("header"), name });
  await expectRoomyHeader(page, { tr: "/", en: "/en" }, PLACEHOLDERS);
  await expect(header(page).getByRole("link", { name: "Post Listing" })).toBeVisible();
  await expect(header(page).getByRole("link", { name })).toBeVisible();
});

test("signed in as the admin, the header's search box shows its whole placeholder at 1280 px (tr, en)", async ({ page }) => {
  await login(page, ADMIN_EMAIL(), DEMO_PASSWORD());
  await expect(page).not.toHaveURL(/\/giris/);
  await expectRoomyHeader(page, { tr: "/", en: "/en" }, PLACEHOLDERS);
  await expect(header(page).getByRole("link", { name: "Admin", exact: true })).toBeVisible();
});
