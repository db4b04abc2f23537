import type { Browser, Page } from "@playwright/test";
import { adminLogin, signedInMember, toast, uniqueEmail } from "./support/accounts";
import { expect, seriousA11yViolations, test, waitForAppAfterNavigation } from "./support/fixtures";

/**
 * Listing texts in every language (decision 041): an owner writes a Russian title in the form's
 * "Other languages" section; once approved, the Russian page of the listing shows it (and says the
 * description is the Turkish original), the German page shows the Turkish title marked lang="tr"
 * with the note "Originalsprache: Türkçe".
 */

const form = (page: Page) => page.getByTestId("listing-form");

async function fillHouse(page: Page, title: string) {
  await form(page).getByLabel("Başlık (Türkçe) *").fill(title);
  await form(page).getByLabel("Açıklama (Türkçe) *").fill("Denize yakın, bahçeli ev.");
  await form(page).getByLabel("Fiyat *").fill("1750");
  await form(page).getByLabel("Şehir *").selectOption("Girne");
  await form(page).getByLabel("Bölge").selectOption("Lapta");
  const fields = page.getByTestId("dynamic-fields");
  for (const select of await fields.locator("select[required]").all()) await select.selectOption({ index: 1 });
  for (const input of await fields.locator("input[required]").all()) {
    if (!(await input.inputValue())) await input.fill("120");
  }
}

async function adminApproves(browser: Browser, title: string) {
  const context = await browser.newContext({ locale: "tr-TR" });
  const admin = await context.newPage();
  waitForAppAfterNavigation(admin);
  await adminLogin(admin);
  await admin.goto(`/yonetim/panel?q=${encodeURIComponent(title)}`);
  await expect(admin.getByTestId("admin-dashboard")).toHaveAttribute("data-hydrated", "true");
  await admin.getByTestId("admin-listing").filter({ hasText: title }).getByRole("button", { name: "Onayla", exact: true }).click();
  await expect(toast(admin, "İlan onaylandı")).toBeVisible();
  await context.close();
}

test("an owner adds a Russian title: the Russian page shows it, the German one the Turkish original with its note and lang=tr", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, { email: uniqueEmail("texts"), name: "Çok Dilli Satıcı" });
  await page.goto("/ilan-ver");
  await expect(form(page)).toHaveAttribute("data-hydrated", "true");
  const title = `E2E çok dilli ev ${Date.now().toString(36)}`;
  const russian = `Дом у моря ${Date.now().toString(36)}`;
  await fillHouse(page, title);

  // One pair of fields per language, each in its language and direction.
  const russianTitle = form(page).getByLabel("Başlık (Rusça)");
  await expect(russianTitle).toHaveAttribute("lang", "ru");
  await expect(russianTitle).toHaveAttribute("dir", "ltr");
  await expect(form(page).getByLabel("Açıklama (Arapça)")).toHaveAttribute("dir", "rtl");
  // Too long: a translated error at the field, and nothing typed is lost.
  await form(page).getByLabel("Başlık (Almanca)").fill("Haus am Meer");
  await russianTitle.evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
  await russianTitle.fill("д".repeat(121));
  await form(page).getByLabel("WhatsApp numarası").fill("0533 123 45 67");
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(form(page).getByText("Bu alan çok uzun.")).toBeVisible();
  await expect(russianTitle).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Başlık (Almanca)")).toHaveValue("Haus am Meer");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await russianTitle.fill(russian);
  await form(page).getByLabel("Başlık (Almanca)").fill("");
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(page).toHaveURL(/\/profil\//, { timeout: 60_000 });
  const path = (await page
    .getByTestId("own-listing")
    .filter({ hasText: title })
    .getByRole("link", { name: title, exact: true })
    .getAttribute("href"))!;
  await adminApproves(browser, title);

  const context = await browser.newContext({ locale: "de-DE" });
  const visitor = await context.newPage();
  waitForAppAfterNavigation(visitor);
  await visitor.goto(`/ru${path}`);
  const heading = visitor.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(russian);
  // In the page's own language: it needs no lang of its own (the page's is Russian).
  await expect(heading).not.toHaveAttribute("lang");
  await expect(visitor.locator("html")).toHaveAttribute("lang", "ru");
  await expect(visitor.getByTestId("title-original-language")).toHaveCount(0);
  // No Russian description: the Turkish one, marked.
  await expect(visitor.getByTestId("description-original-language")).toHaveText("Язык оригинала: Türkçe");
  await expect(visitor.getByText("Denize yakın, bahçeli ev.")).toHaveAttribute("lang", "tr");
  await expect(visitor).toHaveTitle(new RegExp(russian));

  await visitor.goto(`/de${path}`);
  await expect(heading).toHaveText(title);
  await expect(heading).toHaveAttribute("lang", "tr");
  await expect(visitor.getByTestId("title-original-language")).toHaveText("Originalsprache: Türkçe");
  expect(await seriousA11yViolations(visitor)).toEqual([]);
  await context.close();
});
