import type { Locator, Page } from "@playwright/test";
import { type Locale, directionOf } from "~/lib/i18n/locales";
import { cityLabel } from "~/domain/place-names";
import { localizePath } from "~/lib/paths";
import { mailSubject } from "../support/smtp";
import { PASSWORD, hydrated, toast, uniqueEmail } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";
import { codeFrom, waitForMail } from "./support/mail";
import { text } from "./support/texts";

/**
 * A member's journey in Russian and in Arabic (decision 040): a visitor who wants to post is sent
 * to sign in, registers, gets the code by mail in their language, verifies, signs in again, posts a
 * listing through the form labelled in their language (right to left and mirrored in Arabic, on a
 * 360-px phone), reads the success message in it and finds the listing pending on their profile —
 * every page and redirect in their language, the form passing axe.
 */

type JourneyLocale = "ru" | "ar";

const main = (page: Page) => page.getByRole("main");
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const escaped = (path: string) => path.replace(/[/?.+]/g, (char) => `\\${char}`);

/**
 * Where the text of `label` sits against its control: in a left-to-right form it starts at the
 * control's left edge, in a right-to-left one at its right edge.
 */
async function labelAlignment(control: Locator) {
  return control.evaluate((element) => {
    const label = (element as HTMLInputElement).labels?.[0];
    if (!label) throw new Error("the control has no label");
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return { startsAtLeft: Math.abs(text.left - box.left) <= 2, startsAtRight: Math.abs(text.right - box.right) <= 2 };
  });
}

async function journey(page: Page, locale: JourneyLocale) {
  const rtl = directionOf(locale as Locale) === "rtl";
  const email = uniqueEmail(`journey-${locale}`);
  const name = locale === "ru" ? "Анна Смирнова" : "ليلى حداد";
  const form = () => page.getByTestId("listing-form");

  // A visitor who wants to post is sent to the sign-in page in their language, and on to register.
  await page.goto(localizePath("/ilan-ver", locale));
  await expect(page).toHaveURL(
    new RegExp(`${escaped(localizePath("/giris", locale))}\\?redirect=${encodeURIComponent(`/${locale}/ilan-ver`)}$`),
  );
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", rtl ? "rtl" : "ltr");
  await hydrated(page);
  await main(page)
    .getByRole("link", { name: text(locale, "auth.login.register") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${escaped(localizePath("/kayit", locale))}\\?redirect=`));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "auth.register.title"));
  await field(page, `${text(locale, "auth.fields.name")} ${text(locale, "auth.fields.nameOptional")}`).fill(name);
  await field(page, text(locale, "auth.fields.email")).fill(email);
  await field(page, text(locale, "auth.fields.password")).fill(PASSWORD);
  await field(page, text(locale, "auth.fields.confirmPassword")).fill(PASSWORD);
  await main(page)
    .getByRole("button", { name: text(locale, "auth.register.submit") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${escaped(localizePath("/dogrulama", locale))}\\?email=`));
  await hydrated(page);
  await expect(main(page)).toContainText(text(locale, "auth.verify.description", { email }));

  // The code arrives in the page's language.
  const mail = await waitForMail(email);
  const code = codeFrom(mail);
  expect(mailSubject(mail.raw)).toBe(text(locale, "mail.verificationCode.subject", { code }));
  expect(mail.decoded).toContain(text(locale, "mail.verificationCode.intro"));
  expect(mail.decoded).toContain(text(locale, "mail.verificationCode.expiry"));
  expect(mail.decoded).toContain(`<html lang="${locale}"${rtl ? ' dir="rtl"' : ""}>`);
  await field(page, text(locale, "auth.fields.code")).fill(code);
  await main(page)
    .getByRole("button", { name: text(locale, "auth.verify.submit") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${escaped(localizePath("/ilan-ver", locale))}$`));

  // Signed out (another day), they sign in again and come back to the form.
  await page.context().clearCookies();
  await page.goto(localizePath("/ilan-ver", locale));
  await expect(page).toHaveURL(new RegExp(`${escaped(localizePath("/giris", locale))}\\?redirect=`));
  await hydrated(page);
  await field(page, text(locale, "auth.fields.email")).fill(email);
  await field(page, text(locale, "auth.fields.password")).fill(PASSWORD);
  await main(page)
    .getByRole("button", { name: text(locale, "auth.login.submit") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${escaped(localizePath("/ilan-ver", locale))}$`));

  // The form, in their language.
  await expect(form()).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "listingForm.createTitle"));
  const title = `${locale === "ru" ? "Квартира у моря" : "شقة قرب البحر"} ${Date.now().toString(36)}`;
  const titleBox = form().getByLabel(`${text(locale, "listingForm.fields.title")} *`, { exact: true });
  await titleBox.fill(title);
  await form()
    .getByLabel(`${text(locale, "listingForm.fields.description")} *`, { exact: true })
    .fill(locale === "ru" ? "Светлая квартира с видом на море." : "شقة مشرقة مطلة على البحر.");
  await form()
    .getByLabel(`${text(locale, "listingForm.fields.price")} *`, { exact: true })
    .fill("1750");
  const city = form().getByLabel(`${text(locale, "listingForm.fields.city")} *`, { exact: true });
  await expect(city.locator('option[value="Girne"]')).toHaveText(cityLabel("Girne", locale));
  await city.selectOption("Girne");
  // The category's own fields, labelled in this language too (not in the Turkish of category_fields).
  const fields = page.getByTestId("dynamic-fields");
  await expect(fields).not.toContainText("Oda Sayısı");
  await fields.getByLabel(`${text(locale, "listingDetail.specs.labels.rooms")} *`, { exact: true }).selectOption("3+1");
  await fields.getByLabel(`${text(locale, "listingDetail.specs.labels.house_type")} *`, { exact: true }).selectOption({ index: 1 });
  const unit = text(locale, "listingDetail.specs.squareMeters").trim();
  await fields.getByLabel(`${text(locale, "listingDetail.specs.labels.square_meters")} (${unit}) *`, { exact: true }).fill("95");
  const whatsapp = form().getByLabel(text(locale, "listingForm.contact.whatsapp"), { exact: true });
  await whatsapp.fill("0533 123 45 67");
  // A phone number is typed left to right, and the hint's examples keep their order (left-to-right isolates).
  await expect(whatsapp).toHaveAttribute("dir", "ltr");
  if (rtl) await expect(whatsapp).toHaveAccessibleDescription(/\u20660533 123 45 67\u2069.*\u2066\+44 7911 123456\u2069/);

  // Mirrored right to left: a label starts where its field starts, at the right in Arabic.
  for (const control of [titleBox, city]) {
    const alignment = await labelAlignment(control);
    expect(alignment, "the label starts where its field starts").toMatchObject(rtl ? { startsAtRight: true } : { startsAtLeft: true });
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await form()
    .getByRole("button", { name: text(locale, "listingForm.submit.create") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${escaped(localizePath("/profil/", locale))}[\\w-]+$`), { timeout: 60_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(toast(page, text(locale, "listingForm.toasts.created"))).toContainText(
    text(locale, "listingForm.toasts.createdDescription"),
  );
  const row = page.getByTestId("own-listing").filter({ hasText: title });
  await expect(row.getByTestId("status-badge")).toHaveText(text(locale, "profile.own.status.pending"));
  await expect(row.getByRole("link", { name: title, exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^${escaped(localizePath("/evler/", locale))}[0-9a-f-]{36}$`),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "the profile fits the screen").toBe(true);
}

test.describe("in Russian, on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: "ru-RU" });

  test("a visitor registers, gets the code in Russian, signs in, posts a listing through /ru/ilan-ver and finds it pending", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await journey(page, "ru");
  });
});

test.describe("in Arabic, on a 360-px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: "ar" });

  test("a visitor registers, gets the code in Arabic, signs in, posts a listing through the mirrored /ar/ilan-ver and finds it pending", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await journey(page, "ar");
  });
});
