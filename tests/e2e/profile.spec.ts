import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PASSWORD, header, login, main, signedInMember, toast, uniqueEmail } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";

/**
 * Profiles (docs/product.md §2 "Profile", §6): what visitors see, the owner's edits and
 * avatar, and the owner's listings with statuses and soft delete. Edits use a fresh account; the
 * listing statuses use a demo seller's pending/rejected listings (never public, so other specs
 * running in parallel are not affected).
 */

// The unknown profile and the deleted listing are deliberate 404 documents.
test.use({ allowConsoleErrors: [/status of 404/] });

async function profileReady(page: Page) {
  await expect(page.getByTestId("profile-page")).toHaveAttribute("data-hydrated", "true");
}

test("a visitor sees the seller, their active listings and contact links; an unknown profile is 'Profil bulunamadı.'", async ({ page }) => {
  await page.goto("/profil/demo-seller-7");
  const card = page.getByTestId("profile-card");
  await expect(card.getByRole("heading", { level: 1 })).toHaveText("Zeynep Aksoy");
  await expect(card).toContainText("Bireysel");
  const count = Number((await card.getByText(/yayında ilan$/).textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  await expect(main(page).getByRole("article")).toHaveCount(count);
  await expect(card.getByRole("link", { name: /WhatsApp ile yaz/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{7,15}$/);
  // The sign-in address is private: no e-mail unless the member chose one to show.
  await expect(card.getByRole("link", { name: /E-posta gönder/ })).toHaveCount(0);
  expect(await page.content()).not.toContain("zeynep.aksoy@example.com");
  await expect(main(page).getByRole("link", { name: "Profili düzenle" })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: /Sil/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const missing = await page.goto("/profil/no-such-seller");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil bulunamadı.");
});

test("the owner edits the profile (https:// added, bad input refused) and uploads an avatar", async ({ page }) => {
  const email = uniqueEmail("profile");
  await signedInMember(page, { email, name: "Profil Sahibi" });
  await page.goto("/about");
  await header(page).getByRole("link", { name: "Profil Sahibi" }).click();
  await expect(page).toHaveURL(/\/profil\/[^/?]+$/);
  const profilePath = new URL(page.url()).pathname;
  await profileReady(page);
  await expect(main(page)).toContainText("Henüz ilanınız yok.");

  await main(page).getByRole("link", { name: "Profili düzenle" }).click();
  await expect(page).toHaveURL(/\?duzenle$/);
  const form = page.getByTestId("profile-form");
  await expect(form.getByLabel("Giriş e-postası")).toHaveValue(email);
  await expect(form.getByLabel("Giriş e-postası")).toHaveAttribute("readonly", "");
  // Before a contact address is chosen, the profile shows none (the sign-in address stays private).
  await expect(page.getByTestId("profile-card").getByRole("link", { name: /E-posta gönder/ })).toHaveCount(0);
  await form.getByLabel("Profilde gösterilecek e-posta (isteğe bağlı)").fill("ofis@");

  await form.getByLabel("Ad Soyad").fill("Mert Kaya");
  await form.getByLabel("Firma adı").fill("Kaya Emlak");
  await form.getByText("Kurumsal").click();
  await form.getByLabel("Telefon").fill("+90 533 111 22 33");
  await form.getByLabel("Web sitesi").fill("javascript:alert(1)");
  await form.getByLabel("Hakkımda", { exact: true }).fill("Girne'de <b>kiralık</b> evler.");
  await form.getByLabel("Hakkımda, İngilizce (isteğe bağlı)").fill("Houses to rent in Kyrenia.");
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(form.getByText("Geçerli bir web adresi girin, örn. ornek.com.")).toBeVisible();
  await expect(form.getByText("Geçerli bir e-posta adresi girin, örn. ofis@ornek.com.")).toBeVisible();
  await expect(form.getByLabel("Web sitesi")).toBeFocused();
  await form.getByLabel("Profilde gösterilecek e-posta (isteğe bağlı)").fill("Ofis@KayaEmlak.example.com");
  await expect(page).toHaveURL(/\?duzenle$/);

  // An error goes as soon as its field is edited, the other fields' stay until theirs are.
  await form.getByLabel("WhatsApp").fill("12");
  await form.getByRole("button", { name: "Kaydet" }).click();
  const whatsappError = form.locator('[data-field-error="whatsapp"]');
  await expect(whatsappError).toBeVisible();
  await expect(form.getByText("Geçerli bir web adresi girin, örn. ornek.com.")).toBeVisible();
  await form.getByLabel("Web sitesi").fill("kayaemlak.example.com");
  await expect(form.getByText("Geçerli bir web adresi girin, örn. ornek.com.")).toHaveCount(0);
  await expect(form.getByLabel("Web sitesi")).not.toHaveAttribute("aria-invalid", "true");
  await expect(whatsappError).toBeVisible();
  await form.getByLabel("WhatsApp").fill("");
  await expect(whatsappError).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Profil güncellendi")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));

  const card = page.getByTestId("profile-card");
  await expect(card.getByRole("heading", { level: 1 })).toHaveText("Kaya Emlak");
  await expect(card).toContainText("Kurumsal");
  await expect(card).toContainText("Girne'de <b>kiralık</b> evler.");
  await expect(card.getByRole("link", { name: /^kayaemlak\.example\.com/ })).toHaveAttribute("href", "https://kayaemlak.example.com");
  await expect(card.getByRole("link", { name: /Ara: \+90 533 111 22 33/ })).toHaveAttribute("href", "tel:+905331112233");
  await expect(card.getByRole("link", { name: /^ofis@kayaemlak\.example\.com — E-posta gönder$/ })).toHaveAttribute(
    "href",
    "mailto:ofis@kayaemlak.example.com",
  );
  await expect(header(page).getByRole("link", { name: "Mert Kaya" })).toBeVisible();
  // The English page shows the English bio; the Turkish one stays on the Turkish page.
  await page.goto(`/en${profilePath}`);
  await expect(card.getByRole("heading", { level: 1 })).toHaveText("Kaya Emlak");
  await expect(card.getByText("Houses to rent in Kyrenia.")).toBeVisible();
  await expect(card).not.toContainText("Girne'de");
  await page.goto(profilePath);

  // The avatar: a chosen photo goes up at once (no separate button to forget), and comes back as
  // the profile's image; a Save of the form right after keeps it.
  await main(page).getByRole("link", { name: "Profili düzenle" }).click();
  await profileReady(page);
  await expect(page.getByRole("button", { name: "Yükle" })).toHaveCount(0);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await page.getByLabel("Fotoğraf seç").setInputFiles({ name: "benim fotoğrafım.png", mimeType: "image/png", buffer: photo });
  await expect(toast(page, "Profil fotoğrafı güncellendi")).toBeVisible();
  // A file that is not an image never leaves the browser.
  await page.getByLabel("Fotoğraf seç").setInputFiles({ name: "notlar.txt", mimeType: "text/plain", buffer: Buffer.from("merhaba") });
  await expect(toast(page, "Yalnızca resim dosyaları yüklenebilir.")).toBeVisible();
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  const avatar = card.locator("img").first();
  await expect(avatar).toHaveAttribute("src", /^\/media\/avatars\/[^/]+\/\d+-benim-fotografim\.webp$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);
});

test("the owner sees every listing's status with the rejection note and deletes one after confirming", async ({ page }) => {
  await login(page, "ayse.demirci@example.com", DEMO_PASSWORD());
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profil/demo-seller-3");
  await profileReady(page);
  const rows = page.getByTestId("own-listing");
  const rejected = rows.and(page.locator('[data-status="rejected"]'));
  await expect(rejected.first()).toBeVisible();
  await expect(rejected.first().getByTestId("status-badge")).toHaveText("Reddedildi");
  await expect(rejected.first().getByTestId("moderation-note")).toContainText("Red nedeni:");
  const total = await rows.count();
  const rejectedCount = await rejected.count();
  const title = (await rejected.first().getByRole("heading").textContent())!;
  const href = (await rejected.first().getByRole("link", { name: title, exact: true }).getAttribute("href"))!;

  // Cancel keeps it; confirm deletes it.
  await rejected
    .first()
    .getByRole("button", { name: `${title} ilanını sil` })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "İlan silinsin mi?" });
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: "Vazgeç" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(total);

  await rejected
    .first()
    .getByRole("button", { name: `${title} ilanını sil` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Evet, sil" }).click();
  await expect(toast(page, "İlan Silindi")).toBeVisible();
  await expect(rows).toHaveCount(total - 1);
  await expect(rejected).toHaveCount(rejectedCount - 1);

  // Deleted is gone for the owner too (docs/product.md §4).
  const gone = await page.goto(href);
  expect(gone?.status()).toBe(404);
});
