import fs from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { PASSWORD, signedInMember, header, main, toast, uniqueEmail } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";

/**
 * Privacy rights against the production server: on their profile's edit view a
 * member downloads all their data as a JSON file that holds their listing, then deletes the
 * account after re-entering the password — a wrong password is refused inline — and ends signed
 * out on the home page, with the listing's photo gone from storage.
 */

// The wrong password is a deliberate 400; the deleted profile and photo are deliberate 404s.
test.use({ allowConsoleErrors: [/status of 40[04]/] });

async function postListing(page: Page, title: string) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await page.goto("/ilan-ver");
  const form = page.getByTestId("listing-form");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Kategori").selectOption("Ev");
  await form.getByLabel("Başlık (Türkçe) *").fill(title);
  await form.getByLabel("Açıklama (Türkçe) *").fill("Veri indirme testi.");
  await form.getByLabel("Fiyat *").fill("2100");
  await form.getByLabel("Şehir *").selectOption("Girne");
  const fields = page.getByTestId("dynamic-fields");
  for (const select of await fields.locator("select[required]").all()) await select.selectOption({ index: 1 });
  for (const input of await fields.locator("input[required]").all()) await input.fill("2");
  await page.getByTestId("image-input").setInputFiles([{ name: "salon.png", mimeType: "image/png", buffer: photo }]);
  await expect(page.getByTestId("media-tile")).toHaveCount(1);
  // A new member's number (a listing needs one), saved to the profile.
  await form.getByLabel("WhatsApp numarası").fill("0533 123 45 67");
  await form.getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(page).toHaveURL(/\/profil\//, { timeout: 60_000 });
}

test("a member downloads their data as JSON and deletes their account with the password", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("privacy");
  await signedInMember(page, { email, name: "Gizlilik Üyesi" });
  const title = `Gizlilik ilanı ${Date.now().toString(36)}`;
  await postListing(page, title);
  const profilePath = new URL(page.url()).pathname;

  await page.goto(`${profilePath}?duzenle`);
  await expect(page.getByTestId("profile-page")).toHaveAttribute("data-hydrated", "true");
  const section = page.getByTestId("account-privacy");
  await expect(section.getByRole("heading", { name: "Verileriniz ve hesabınız" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Download my data: a JSON file named for today, with the account and the new listing.
  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: "Verilerimi indir" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^kibris-kiralik-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as {
    account: { email: string };
    listings: { title: string; status: string; images: { url: string }[] }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.listings).toHaveLength(1);
  expect(data.listings[0]).toMatchObject({ title, status: "pending" });
  const photoUrl = new URL(data.listings[0]!.images[0]!.url).pathname;
  expect((await page.request.get(photoUrl)).status()).toBe(200);

  // A wrong password is refused inline and nothing changes.
  const openDialog = async () => {
    await section.getByRole("button", { name: "Hesabımı sil" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    return dialog;
  };
  let dialog = await openDialog();
  await expect(dialog.getByRole("button", { name: "Hesabımı kalıcı olarak sil" })).toBeDisabled();
  await dialog.getByLabel("Şifre").fill("yanlis-sifre");
  await dialog.getByRole("button", { name: "Hesabımı kalıcı olarak sil" }).click();
  await expect(section.getByTestId("account-delete-error")).toHaveText("Şifre hatalı. Hesabınız silinmedi.");
  await expect(page).toHaveURL(new RegExp(`${profilePath}\\?duzenle$`));
  await expect(header(page).getByRole("link", { name: "Gizlilik Üyesi" })).toBeVisible();

  // The right password: signed out on the home page with a toast; the photo is gone.
  dialog = await openDialog();
  await dialog.getByLabel("Şifre").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Hesabımı kalıcı olarak sil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Hesabınız silindi")).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Giriş Yap" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Gizlilik Üyesi" })).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("kk_session");
  expect((await page.request.get(photoUrl)).status()).toBe(404);
  const gone = await page.goto(profilePath);
  expect(gone?.status()).toBe(404);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Profil bulunamadı.");
});
