import type { Page } from "@playwright/test";
import { pathsFor } from "~/lib/paths";
import { mailSubject } from "../support/smtp";
import { adminLogin, header, main, signedInMember, toast, watchedPage } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";
import { lastMailSequence, waitForMail } from "./support/mail";
import { apartmentBody, postListing } from "./support/listings";

/**
 * Price history and price drops (decision 031) against the production server and
 * its real SMTP server: a member keeps a live listing among their favourites, the owner lowers its
 * price in the edit form, and the member's mail arrives with the old and new price and the link;
 * the listing's page shows its price history (in the server's HTML too, and in English), the
 * favourites page says "price dropped" with the price when saved, and the member can turn these
 * mails off in their profile.
 */

/** A new member's apartment at 5000 TRY a month, sent as the form sends it. */
async function postApartment(page: Page, baseURL: string) {
  return postListing(page, baseURL, apartmentBody(7, "Fiyatı düşen apart", { price: "5000", currency: "TRY" }));
}

test("a favourite's price drop: the member's mail arrives with the link, the page shows the history, the favourites page says so", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  // The owner posts a listing; the admin approves it.
  const owner = await watchedPage(browser);
  await signedInMember(owner.page, { name: "Fiyat Sahibi" });
  const listing = await postApartment(owner.page, baseURL!);
  const detailPath = `/apartlar/${listing.id}`;
  const admin = await watchedPage(browser);
  await adminLogin(admin.page);
  await admin.page.goto(`/yonetim/panel?q=${encodeURIComponent(listing.title)}`);
  await expect(admin.page.getByTestId("admin-dashboard")).toHaveAttribute("data-hydrated", "true");
  await admin.page.locator(`[data-testid="admin-listing"][data-id="${listing.id}"]`).getByRole("button", { name: "Onayla" }).click();
  await expect(toast(admin.page, "İlan onaylandı")).toBeVisible();

  // The member keeps it among their favourites. One price so far: no history on the page.
  const { email } = await signedInMember(page, { name: "Fiyat Takipçisi" });
  await page.goto(detailPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId("price-history")).toHaveCount(0);
  await main(page).getByRole("button", { name: "Favorilere ekle", exact: true }).click();
  await expect(main(page).getByRole("button", { name: "Favorilerden çıkar", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await page.request.get("/api/favourites")).json()).toMatchObject({ ids: [listing.id] });

  // The owner lowers the price: a price-only change, live at once.
  const mails = lastMailSequence(email);
  await owner.page.goto(`/ilanlar/${listing.id}/duzenle`);
  const form = owner.page.getByTestId("listing-form");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Fiyat *").fill("4200");
  await form.getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
  await expect(toast(owner.page, "İlan güncellendi")).toBeVisible();

  const mail = await waitForMail(email, { after: mails });
  expect(mailSubject(mail.raw)).toBe(`Favori ilanınızın fiyatı düştü: ${listing.title}`);
  expect(mail.decoded).toContain("₺5.000 → ₺4.200");
  expect(mail.decoded).toContain("Fiyat düşüşü bildirimlerini profilinizden kapatabilirsiniz");
  const link = mail.decoded.match(new RegExp(`https?://[^\\s"<]+/apartlar/${listing.id}`))?.[0];
  expect(link, "the listing's link in the mail").toBeTruthy();

  // The link opens the page, which shows the history: newest first, the drop said in words too.
  await page.goto(new URL(link!).pathname);
  const history = page.getByTestId("price-history");
  await expect(history.getByRole("heading", { name: "Fiyat geçmişi" })).toBeVisible();
  const entries = history.getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("₺4.200");
  await expect(entries.nth(0)).toContainText("(düştü)");
  await expect(entries.nth(1)).toContainText("₺5.000");
  await expect(page.getByTestId("listing-price")).toHaveText("₺4.200");
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Rendered on the server: readable without JavaScript, the same for every visitor.
  const text = await (await request.get(detailPath)).text();
  expect(text).toContain("Fiyat geçmişi");
  expect(text).toMatch(/₺5\.000/);
  // In English too.
  await page.goto(pathsFor("en").listing("apartments", listing.id));
  await expect(page.getByTestId("price-history").getByRole("heading", { name: "Price history" })).toBeVisible();
  await expect(page.getByTestId("price-history").getByRole("listitem").nth(0)).toContainText("₺4,200");

  // The favourites page says the price dropped, with the price when it was saved.
  await page.goto("/favoriler");
  const dropped = page.getByTestId("price-dropped");
  await expect(dropped).toHaveCount(1);
  await expect(dropped).toContainText("Fiyatı düştü");
  await expect(dropped).toContainText("Kaydettiğinizde: ₺5.000");
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The member turns these mails off in their profile's mail settings; the setting stays.
  await header(page).getByRole("link", { name: "Fiyat Takipçisi" }).click();
  await expect(page).toHaveURL(/\/profil\/[^/?]+$/);
  await page.goto(`${new URL(page.url()).pathname}?duzenle`);
  const settings = page.getByTestId("mail-settings");
  const box = settings.getByLabel("Favori ilanlarımdan birinin fiyatı düştüğünde e-posta gönder");
  await expect(box).toBeChecked();
  await box.uncheck();
  await settings.getByRole("button", { name: "Bildirim ayarlarını kaydet" }).click();
  await expect(toast(page, "Bildirim ayarları kaydedildi")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.reload();
  await expect(
    page.getByTestId("mail-settings").getByLabel("Favori ilanlarımdan birinin fiyatı düştüğünde e-posta gönder"),
  ).not.toBeChecked();

  expect(owner.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
  await owner.context.close();
  await admin.context.close();
});
