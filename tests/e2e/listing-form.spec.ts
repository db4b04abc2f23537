import fs from "node:fs";
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { adminLogin, header, main, signedInMember, toast, uniqueEmail } from "./support/accounts";
import { expect, seriousA11yViolations, test, waitForAppAfterNavigation } from "./support/fixtures";

/** A real HEIC photo (640×480, made with libheif's heif-enc): browsers cannot show HEIC, the form converts it. */
const HEIC_FIXTURE = new URL("./fixtures/mor.heic", import.meta.url);

/**
 * Posting (docs/product.md §2 "Create and edit form", §4, §5) against the production server: a new
 * member creates a listing in every category with two photos (one a large JPEG the browser
 * compresses before upload), sees the upload progress, lands on their profile with the pending
 * note, the listing stays hidden from visitors, and the owner edits it; the form's own rules
 * (link toasts, the price keys, category change) are checked without saving.
 */

const CATEGORY_LABELS = { houses: "Ev", cars: "Araç", shops: "Dükkan", hotels: "Otel", apartments: "Apart" } as const;
type CategoryKey = keyof typeof CATEGORY_LABELS;

const form = (page: Page) => page.getByTestId("listing-form");
/** The `src` of each image inside `where`, in order. */
const imageSources = (where: Locator) =>
  where.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));

async function formReady(page: Page) {
  await expect(form(page)).toHaveAttribute("data-hydrated", "true");
}

/**
 * Fills every required dynamic field: the first option of selects and of boxes to choose in (the
 * cars' make), a plausible value elsewhere (a car's model is typed).
 */
async function fillRequiredFields(page: Page) {
  const fields = page.getByTestId("dynamic-fields");
  for (const select of await fields.locator("select[required]").all()) {
    await select.selectOption({ index: 1 });
  }
  for (const box of await fields.locator('input[role="combobox"][required]').all()) {
    await box.press("ArrowDown");
    await box.press("Enter");
  }
  for (const input of await fields.locator("input[required]").all()) {
    if (await input.inputValue()) continue;
    await input.fill((await input.getAttribute("inputmode")) === "numeric" ? "2020" : "Corolla");
  }
}

let largeJpeg: Buffer;
let mediumJpeg: Buffer;
let smallPng: Buffer;
test.beforeAll(async () => {
  // A noisy 3000×2000 photo: far over the 2 MB upload target.
  largeJpeg = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  smallPng = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#e76f51" } })
    .png()
    .toBuffer();
  mediumJpeg = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  expect(largeJpeg.length).toBeGreaterThan(3 * 1024 * 1024);
});

test("a member posts a listing in every category with photos, sees the progress and the pending note; visitors cannot see it; the owner edits it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedInMember(page, { email: uniqueEmail("post"), name: "İlan Veren" });

  // What the browser uploads: the large JPEG must arrive compressed, under the 2 MB target.
  const uploadSizes: Promise<number>[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/uploads") || request.method() !== "POST") return;
    uploadSizes.push(request.allHeaders().then((headers) => Number(headers["content-length"])));
  });

  const created: { category: CategoryKey; path: string; title: string }[] = [];
  for (const category of Object.keys(CATEGORY_LABELS) as CategoryKey[]) {
    await page.goto("/ilan-ver");
    await formReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yeni İlan Oluştur");
    await form(page).getByLabel("Kategori").selectOption(CATEGORY_LABELS[category]);
    const title = `E2E ${category} ${Date.now().toString(36)}`;
    await form(page).getByLabel("Başlık (Türkçe) *").fill(title);
    await form(page).getByLabel("Açıklama (Türkçe) *").fill("Uçtan uca test ilanı.");
    await form(page).getByLabel("Fiyat *").fill("1750");
    await form(page).getByLabel("Şehir *").selectOption("Girne");
    await form(page).getByLabel("Bölge").selectOption("Lapta");
    await fillRequiredFields(page);
    await page.getByTestId("image-input").setInputFiles([
      { name: `buyuk-${category}.jpg`, mimeType: "image/jpeg", buffer: largeJpeg },
      { name: `kucuk-${category}.png`, mimeType: "image/png", buffer: smallPng },
    ]);
    await expect(page.getByTestId("media-tile")).toHaveCount(2);
    // The photos upload at once, in the background.
    await expect(page.getByTestId("upload-progress")).toHaveText(/Yükleniyor \(\d\/2\)/);
    // The first listing asks for the number and saves it to the profile; the next ones start from it.
    const whatsapp = form(page).getByLabel("WhatsApp numarası");
    if (created.length === 0) await whatsapp.fill("0533 123 45 67");
    else await expect(whatsapp).toHaveValue("+90 533 123 45 67");

    await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
    await expect(page).toHaveURL(/\/profil\//, { timeout: 60_000 });
    await expect(toast(page, "İlanınız alındı")).toContainText("en fazla 30 dakika");
    const row = page.getByTestId("own-listing").filter({ hasText: title });
    await expect(row.getByTestId("status-badge")).toHaveText("Onay bekliyor");
    created.push({ category, title, path: (await row.getByRole("link", { name: title, exact: true }).getAttribute("href"))! });
  }

  const sizes = await Promise.all(uploadSizes);
  expect(sizes).toHaveLength(10);
  for (const size of sizes) {
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(2 * 1024 * 1024 + 64 * 1024);
  }

  // Not public: a visitor gets the not-found page.
  const visitor = await browser.newPage();
  const response = await visitor.goto(created[0]!.path);
  expect(response?.status()).toBe(404);
  await visitor.close();

  // The owner edits the house: the photos are there, the change is saved and the page stays.
  const id = created[0]!.path.split("/").pop()!;
  await page.goto(`/ilanlar/${id}/duzenle`);
  await formReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("İlanı Düzenle");
  await expect(page.getByTestId("media-tile")).toHaveCount(2);
  await form(page).getByLabel("Başlık (Türkçe) *").fill(`${created[0]!.title} (güncel)`);
  await form(page).getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
  await expect(toast(page, "İlan güncellendi")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ilanlar/${id}/duzenle$`));
  await page.reload();
  await formReady(page);
  await expect(form(page).getByLabel("Başlık (Türkçe) *")).toHaveValue(`${created[0]!.title} (güncel)`);
});

test("photos keep the order they were picked in, whichever upload finishes first (the first is the cover)", async ({ page }) => {
  test.setTimeout(120_000);
  await signedInMember(page, { email: uniqueEmail("order"), name: "Sıra Testi" });
  // The first photo's upload is held back, so the second one is stored first.
  let held = false;
  await page.route("**/api/uploads", async (route) => {
    if (route.request().method() === "POST" && !held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    await route.continue();
  });
  await page.goto("/ilan-ver");
  await formReady(page);
  await form(page).getByLabel("Kategori").selectOption("Araç");
  const title = `E2E sıra ${Date.now().toString(36)}`;
  await form(page).getByLabel("Başlık (Türkçe) *").fill(title);
  await form(page).getByLabel("Açıklama (Türkçe) *").fill("Fotoğraf sırası testi.");
  await form(page).getByLabel("Fiyat *").fill("90");
  await form(page).getByLabel("Şehir *").selectOption("Girne");
  await fillRequiredFields(page);
  await page.getByTestId("image-input").setInputFiles([
    { name: "birinci.png", mimeType: "image/png", buffer: smallPng },
    { name: "ikinci.png", mimeType: "image/png", buffer: smallPng },
  ]);
  await form(page).getByLabel("WhatsApp numarası").fill("0533 123 45 67");
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(page).toHaveURL(/\/profil\//, { timeout: 60_000 });
  expect(held).toBe(true);
  const path = (await page
    .getByTestId("own-listing")
    .filter({ hasText: title })
    .getByRole("link", { name: title, exact: true })
    .getAttribute("href"))!;

  await page.goto(`/ilanlar/${path.split("/").pop()}/duzenle`);
  await formReady(page);
  const sources = await imageSources(page.getByTestId("media-tile"));
  expect(sources).toHaveLength(2);
  expect(sources[0]).toContain("birinci");
  expect(sources[1]).toContain("ikinci");
});

test("in English, the category fields' options are English (fuel, transmission, colour, heating), and so are the places", async ({
  page,
}) => {
  await signedInMember(page, { email: uniqueEmail("english"), name: "English Form" });
  await page.goto("/en/ilan-ver");
  await formReady(page);
  // Place names in their English form (decision 015); the value sent stays the Turkish name.
  const city = form(page).getByLabel(/^City/);
  await expect(city.locator('option[value="Girne"]')).toHaveText("Kyrenia (Girne)");
  await city.selectOption("Girne");
  await expect(
    form(page)
      .getByLabel(/^Region/)
      .locator('option[value="Merkez"]'),
  ).toHaveText("Centre");
  const options = () => page.getByTestId("dynamic-fields").locator("option").allTextContents();
  await form(page).getByLabel("Category").selectOption("Car");
  await expect.poll(options).toEqual(expect.arrayContaining(["Petrol", "Diesel", "Automatic", "Manual", "White"]));
  expect(await options()).not.toEqual(expect.arrayContaining(["Benzin"]));
  await form(page).getByLabel("Category").selectOption("House");
  await expect.poll(options).toEqual(expect.arrayContaining(["Underfloor heating", "Combi boiler", "Flat"]));
  expect((await options()).filter((text) => text.includes("."))).toEqual([]);
});

test.describe("the form's own rules", () => {
  test("sends visitors to the login first", async ({ page }) => {
    await page.goto("/ilan-ver");
    await expect(page).toHaveURL(/\/giris\?redirect=%2Filan-ver$/);
    await page.goto("/en/ilan-ver");
    await expect(page).toHaveURL(/\/en\/giris\?redirect=%2Fen%2Filan-ver$/);
    await expect(page.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
  });

  test("invalid map and Matterport links show the exact toasts; the price takes digits only; a new category clears the dynamic fields", async ({
    page,
  }) => {
    await signedInMember(page, { email: uniqueEmail("rules"), name: "Kural Testi" });
    await page.goto("/ilan-ver");
    await formReady(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The price rule: e, -, ., + and , cannot be typed; a paste with anything but digits is refused.
    const price = form(page).getByLabel("Fiyat *");
    await price.pressSequentially("1e-2.5+,0");
    await expect(price).toHaveValue("1250");
    const pasteAccepted = (text: string) =>
      price.evaluate((input, value) => {
        const data = new DataTransfer();
        data.setData("text", value);
        return input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    expect(await pasteAccepted("12a")).toBe(false);
    expect(await pasteAccepted("-12")).toBe(false);
    expect(await pasteAccepted("34")).toBe(true);

    // Changing the category clears what was chosen for the old one.
    await form(page).getByLabel("Oda Sayısı *").selectOption("2+1");
    await form(page).getByLabel("Metrekare (m²) *").fill("95");
    await form(page).getByLabel("Kategori").selectOption("Araç");
    await expect(form(page).getByLabel("Marka *")).toBeVisible();
    await expect(form(page).getByLabel("Oda Sayısı *")).toHaveCount(0);
    await form(page).getByLabel("Kategori").selectOption("Ev");
    await expect(form(page).getByLabel("Oda Sayısı *")).toHaveValue("");
    await expect(form(page).getByLabel("Metrekare (m²) *")).toHaveValue("");

    // Links are checked before anything is sent.
    await form(page).getByLabel("Başlık (Türkçe) *").fill("Bağlantı testi");
    await form(page).getByLabel("Google Haritalar bağlantısı (isteğe bağlı)").fill("https://example.com/maps/place/x");
    await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
    await expect(toast(page, "Geçersiz Google Maps bağlantısı")).toContainText(
      "Lütfen geçerli bir Google Maps URL girin (google.com/maps/...)",
    );
    await form(page)
      .getByLabel("Google Haritalar bağlantısı (isteğe bağlı)")
      .fill("https://www.google.com/maps/place/Girne/@35.34,33.32,15z");
    await form(page).getByLabel("Matterport 3D tur (isteğe bağlı)").fill("<iframe src='https://evil.example/x'></iframe>");
    await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
    await expect(toast(page, "Geçersiz Matterport bağlantısı")).toContainText("Lütfen geçerli bir Matterport URL/iframe girin.");
    // Nothing typed was lost, and nothing was saved.
    await expect(form(page).getByLabel("Başlık (Türkçe) *")).toHaveValue("Bağlantı testi");
    await expect(page).toHaveURL(/\/ilan-ver$/);
    await expect(main(page).getByTestId("upload-progress")).toHaveText("");
  });
});

/* Decision 019: a listing that can always be contacted, numbers that work, uploads while the form is filled. */

async function adminApproves(browser: Browser, title: string) {
  const context = await browser.newContext({ locale: "tr-TR" });
  const admin = await context.newPage();
  waitForAppAfterNavigation(admin);
  await adminLogin(admin);
  await admin.goto(`/yonetim/panel?q=${encodeURIComponent(title)}`);
  await expect(admin.getByTestId("admin-dashboard")).toHaveAttribute("data-hydrated", "true");
  const row = admin.getByTestId("admin-listing").filter({ hasText: title });
  await row.getByRole("button", { name: "Onayla", exact: true }).click();
  await expect(toast(admin, "İlan onaylandı")).toBeVisible();
  await context.close();
}

/** Fills a house listing's required fields (Turkish labels); `slowly` types as a person would. */
async function fillHouse(page: Page, title: string, options: { slowly?: boolean } = {}) {
  const type = (label: string, text: string) =>
    options.slowly ? form(page).getByLabel(label).pressSequentially(text, { delay: 40 }) : form(page).getByLabel(label).fill(text);
  await type("Başlık (Türkçe) *", title);
  await type(
    "Açıklama (Türkçe) *",
    options.slowly
      ? "Denize yürüme mesafesinde, bahçeli ve eşyalı bir ev. Okullara ve marketlere yakın, sessiz bir sokakta; uzun dönem kiralanır."
      : "Uçtan uca test ilanı.",
  );
  await type("Fiyat *", "1750");
  await form(page).getByLabel("Şehir *").selectOption("Girne");
  await form(page).getByLabel("Bölge").selectOption("Lapta");
  await fillRequiredFields(page);
}

const ownListingPath = async (page: Page, title: string) =>
  (await page.getByTestId("own-listing").filter({ hasText: title }).getByRole("link", { name: title, exact: true }).getAttribute("href"))!;

const photoTiles = (page: Page) => page.getByTestId("image-picker").getByTestId("media-tile");
const tileNames = (page: Page) => photoTiles(page).evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-name")));

test("a new member who never opened their profile is asked for a number; once approved the listing's WhatsApp and phone buttons work", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, { email: uniqueEmail("contact"), name: "Numarasız Üye" });
  await page.goto("/ilan-ver");
  await formReady(page);
  const contact = page.getByTestId("contact-section");
  const whatsapp = contact.getByLabel("WhatsApp numarası");
  await expect(whatsapp).toHaveValue("");
  await expect(contact.getByLabel("Telefon numarası")).toHaveValue("");
  await expect(contact.getByLabel("Bu numaraları profilime kaydet")).toBeChecked();
  const title = `E2E iletişim ${Date.now().toString(36)}`;
  await fillHouse(page, title);

  // Without a number: refused, with the reason on the field.
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(contact.getByText("Alıcıların size ulaşabilmesi için geçerli bir WhatsApp veya telefon numarası girin")).toBeVisible();
  await expect(whatsapp).toHaveAttribute("aria-invalid", "true");
  await expect(whatsapp).toBeFocused();
  // What cannot be a number is refused too.
  await whatsapp.fill("0533 12");
  await expect(whatsapp).not.toHaveAttribute("aria-invalid", "true");
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(contact.getByText("Geçerli bir telefon numarası girin, örn. 0533 123 45 67 veya +44 7911 123456.")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expect(page).toHaveURL(/\/ilan-ver$/);

  // Typed the local way; shown formatted once the field is left.
  await whatsapp.fill("0533 123 45 67");
  await whatsapp.blur();
  await expect(whatsapp).toHaveValue("+90 533 123 45 67");
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(page).toHaveURL(/\/profil\//);
  await expect(toast(page, "İlanınız alındı")).toBeVisible();
  const path = await ownListingPath(page, title);
  // The number is on the profile now.
  await expect(page.getByTestId("profile-card").getByRole("link", { name: /WhatsApp ile yaz/ })).toHaveAttribute(
    "href",
    "https://wa.me/905331234567",
  );

  await adminApproves(browser, title);
  const visitor = await browser.newPage();
  waitForAppAfterNavigation(visitor);
  await visitor.goto(path);
  const whatsappButton = visitor.getByRole("link", { name: /WhatsApp ile yaz/ });
  await expect(whatsappButton).toHaveAttribute("href", /^https:\/\/wa\.me\/905331234567\?text=Merhaba/);
  expect(decodeURIComponent(new URL((await whatsappButton.getAttribute("href"))!).searchParams.get("text")!)).toContain(title);
  await expect(visitor.getByRole("link", { name: "Ara: +90 533 123 45 67" })).toHaveAttribute("href", "tel:+905331234567");
  await expect(visitor.getByText("Satıcı iletişim numarası paylaşmamış.")).toHaveCount(0);
  await visitor.close();
});

test("in English: a local number typed on the profile becomes +90, the form starts from it, and the listing links wa.me/90548…", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, { email: uniqueEmail("contact-en"), name: "English Seller" });
  await page.goto("/about");
  const profilePath = (await header(page).getByRole("link", { name: "English Seller" }).getAttribute("href"))!;
  await page.goto(`/en${profilePath}?duzenle`);
  await expect(page.getByTestId("profile-page")).toHaveAttribute("data-hydrated", "true");
  const profileForm = page.getByTestId("profile-form");
  await profileForm.getByLabel("WhatsApp").fill("0548 863 02 14");
  await profileForm.getByLabel("Phone").fill("12 34 56 78");
  await profileForm.getByRole("button", { name: "Save" }).click();
  // The server reads numbers properly: eight digits are no phone number here.
  await expect(profileForm.getByText("Enter a valid phone number, e.g. 0533 123 45 67 or +44 7911 123456.")).toBeVisible();
  await profileForm.getByLabel("Phone").fill("");
  await profileForm.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(page.getByTestId("profile-card").getByRole("link", { name: /Message on WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/905488630214",
  );

  await page.goto("/en/ilan-ver");
  await formReady(page);
  const contact = page.getByTestId("contact-section");
  await expect(contact.getByLabel("WhatsApp number")).toHaveValue("+90 548 863 02 14");
  await expect(contact.getByLabel("Save these numbers to my profile")).not.toBeChecked();
  const title = `E2E English contact ${Date.now().toString(36)}`;
  await form(page).getByLabel("Title (Turkish) *").fill(title);
  await form(page).getByLabel("Description (Turkish) *").fill("End-to-end listing.");
  await form(page).getByLabel("Price *").fill("900");
  await form(page).getByLabel(/^City/).selectOption("Girne");
  await fillRequiredFields(page);
  await form(page).getByRole("button", { name: "Publish Listing" }).click();
  await expect(page).toHaveURL(/\/en\/profil\//);
  const path = await ownListingPath(page, title);

  await adminApproves(browser, title);
  const visitor = await browser.newPage();
  waitForAppAfterNavigation(visitor);
  await visitor.goto(path);
  await expect(visitor.getByRole("link", { name: /Message on WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/905488630214\?text=/,
  );
  // One number: it is also the one to call.
  await expect(visitor.getByRole("link", { name: "Call: +90 548 863 02 14" })).toHaveAttribute("href", "tel:+905488630214");
  await visitor.close();
});

test("7 photos upload while the form is filled: saving after the last field sends the form alone, no photo", async ({ page }) => {
  test.setTimeout(180_000);
  await signedInMember(page, { email: uniqueEmail("background"), name: "Hızlı Satıcı" });
  await page.goto("/ilan-ver");
  await formReady(page);
  // Picked first, as a seller does: seven 1600 × 1200 photos (the large-photo compression is the
  // first test's; on today's main these upload only once "İlanı Yayınla" is pressed).
  await page
    .getByTestId("image-input")
    .setInputFiles(Array.from({ length: 7 }, (_, index) => ({ name: `oda-${index + 1}.jpg`, mimeType: "image/jpeg", buffer: mediumJpeg })));
  await expect(photoTiles(page)).toHaveCount(7);
  const picked = Date.now();
  let lastUpload = 0;
  page.on("response", (response) => {
    if (response.url().endsWith("/api/uploads")) lastUpload = Date.now();
  });
  // What the click sends: a save stays within 2 s when it is the form alone (a few KB of
  // JSON), every photo already stored. (The time itself is the benchmark's to measure, not a
  // test's on a shared machine: it is only printed here.)
  const sentAfterClick: string[] = [];
  let clicked = false;
  page.on("request", (request) => {
    if (clicked && request.method() !== "GET") sentAfterClick.push(new URL(request.url()).pathname);
  });
  const title = `E2E arka plan ${Date.now().toString(36)}`;
  await fillHouse(page, title, { slowly: true });
  // The photos went up meanwhile. (On the shared 2-core test machine a photo's processing on the
  // server takes 1–5 s, so the seller glances at them before the last field; on today's main they
  // would never get there: nothing is uploaded before "İlanı Yayınla".)
  await expect(photoTiles(page).and(page.locator('[data-status="done"]'))).toHaveCount(7, { timeout: 60_000 });
  await form(page).getByLabel("WhatsApp numarası").pressSequentially("0533 123 45 67", { delay: 40 });

  const started = Date.now();
  clicked = true;
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(toast(page, "İlanınız alındı")).toBeVisible();
  const elapsed = Date.now() - started;
  console.log(
    `7 photos: form filled in ${started - picked} ms, the last upload answered ${started - lastUpload} ms before the click; ${elapsed} ms from the click to the success state`,
  );
  await expect(page).toHaveURL(/\/profil\//);
  expect(sentAfterClick).toEqual(["/ilan-ver.data"]);
  const path = await ownListingPath(page, title);
  await page.goto(`/ilanlar/${path.split("/").pop()}/duzenle`);
  await formReady(page);
  await expect.poll(() => tileNames(page)).toEqual(Array.from({ length: 7 }, (_, index) => `Fotoğraf ${index + 1}`));
});

test("photos are reordered with buttons, the keyboard and by drag, another is made the cover: the detail page shows it first", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, { email: uniqueEmail("cover"), name: "Kapak Seçen" });
  await page.goto("/ilan-ver");
  await formReady(page);
  const colour = (background: string) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .png()
      .toBuffer();
  await page.getByTestId("image-input").setInputFiles([
    { name: "mavi.png", mimeType: "image/png", buffer: await colour("#1d4ed8") },
    { name: "kirmizi.png", mimeType: "image/png", buffer: await colour("#b91c1c") },
    { name: "yesil.png", mimeType: "image/png", buffer: await colour("#15803d") },
  ]);
  // HEIC: a thumbnail once converted in the browser.
  await page.getByTestId("image-input").setInputFiles({ name: "mor.heic", mimeType: "image/heic", buffer: fs.readFileSync(HEIC_FIXTURE) });
  const heic = page.locator('[data-testid="media-tile"][data-name="mor.heic"]');
  await expect(heic.getByRole("img", { name: "mor.heic" })).toBeVisible({ timeout: 30_000 });
  await expect(photoTiles(page).and(page.locator('[data-status="done"]'))).toHaveCount(4, { timeout: 60_000 });
  await expect.poll(() => tileNames(page)).toEqual(["mavi.png", "kirmizi.png", "yesil.png", "mor.heic"]);
  await expect(photoTiles(page).first().getByTestId("cover-badge")).toHaveText("Kapak");

  // Buttons (keyboard: Enter on a focused button), each move announced.
  const announcement = page.getByTestId("media-announcement");
  await page.getByRole("button", { name: "Öne al: yesil.png" }).focus();
  await page.keyboard.press("Enter");
  await expect(announcement).toHaveText("yesil.png 4 fotoğraf içinde 2. sıraya taşındı.");
  await expect.poll(() => tileNames(page)).toEqual(["mavi.png", "yesil.png", "kirmizi.png", "mor.heic"]);
  // The focus stays with the moved photo.
  await expect(page.locator(":focus")).toHaveAttribute("aria-label", /: yesil\.png$/);
  await page.getByRole("button", { name: "Kapak yap: kirmizi.png" }).click();
  await expect(announcement).toHaveText("kirmizi.png artık kapak fotoğrafı.");
  await expect.poll(() => tileNames(page)).toEqual(["kirmizi.png", "mavi.png", "yesil.png", "mor.heic"]);

  // dnd-kit's keyboard drag: space picks up, an arrow moves, space drops.
  const handle = (name: string) => page.getByRole("button", { name: `Sürükleyerek taşı: ${name}` });
  await handle("mor.heic").focus();
  await page.keyboard.press("Space");
  // The drag starts on a later frame: the arrow waits until it has (the handle is pressed), and the
  // drop until the photo is over the third place (under load the keys arrived before the drag).
  // dnd-kit's keyboard sensor listens for arrows only from a timer after the drag has started
  // (KeyboardSensor.attach: setTimeout), which nothing on the page shows: an arrow pressed before
  // that is lost (CI), and the photo stays announced over its own, fourth place. The arrow is sent
  // again only while that is still what the page says, so it never moves the photo twice.
  await expect(handle("mor.heic")).toHaveAttribute("aria-pressed", "true");
  await expect(async () => {
    if ((await page.getByText("mor.heic, 4. sıranın üzerinde.").count()) > 0) await page.keyboard.press("ArrowLeft");
    await expect(page.getByText("mor.heic, 3. sıranın üzerinde.")).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Space");
  await expect.poll(() => tileNames(page)).toEqual(["kirmizi.png", "mavi.png", "mor.heic", "yesil.png"]);
  // A pointer drag: mavi onto the last place.
  const from = (await handle("mavi.png").boundingBox())!;
  const to = (await photoTiles(page).last().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => tileNames(page)).toEqual(["kirmizi.png", "mor.heic", "yesil.png", "mavi.png"]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const title = `E2E kapak ${Date.now().toString(36)}`;
  await fillHouse(page, title);
  await form(page).getByLabel("WhatsApp numarası").fill("0533 123 45 67");
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(page).toHaveURL(/\/profil\//);
  const path = await ownListingPath(page, title);

  await adminApproves(browser, title);
  const visitor = await browser.newPage();
  waitForAppAfterNavigation(visitor);
  await visitor.goto(path);
  const gallery = visitor.getByRole("region", { name: "İlan fotoğrafları ve videoları" });
  const sources = await imageSources(gallery.getByRole("button", { name: /^Galeriyi aç/ }));
  // The mosaic shows the first three (the fourth behind "+1"): the chosen cover first, then the order.
  expect(sources[0]).toContain("kirmizi");
  expect(sources[1]).toContain("mor");
  expect(sources[2]).toContain("yesil");
  await visitor.close();
});

test.describe("a failed upload", () => {
  // The refused upload below is a deliberate 500.
  test.use({ allowConsoleErrors: [/status of 500/] });

  test("can be retried; saving waits for a running one and says so, and it can be cancelled meanwhile", async ({ page }) => {
    test.setTimeout(120_000);
    await signedInMember(page, { email: uniqueEmail("retry"), name: "Tekrar Deneyen" });
    let failed = false;
    let slowSeen = false;
    await page.route("**/api/uploads", async (route) => {
      const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
      if (body.includes('filename="bozuk.png"') && !failed) {
        failed = true;
        await route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: "failed", message: "Sunucu hatası (deneme)" }),
        });
        return;
      }
      // This one never gets an answer: it runs until it is cancelled.
      if (body.includes('filename="yavas.png"')) {
        slowSeen = true;
        return;
      }
      await route.continue();
    });
    await page.goto("/ilan-ver");
    await formReady(page);
    await page.getByTestId("image-input").setInputFiles([
      { name: "iyi.png", mimeType: "image/png", buffer: smallPng },
      { name: "bozuk.png", mimeType: "image/png", buffer: smallPng },
      { name: "yavas.png", mimeType: "image/png", buffer: smallPng },
    ]);
    const tile = (name: string) => page.locator(`[data-testid="media-tile"][data-name="${name}"]`);
    await expect(tile("bozuk.png")).toHaveAttribute("data-status", "failed");
    await expect(tile("bozuk.png")).toContainText("Sunucu hatası (deneme)");
    await expect(tile("iyi.png")).toHaveAttribute("data-status", "done");
    await expect(tile("yavas.png")).toHaveAttribute("data-status", "uploading");
    await expect.poll(() => slowSeen).toBe(true);

    const title = `E2E tekrar ${Date.now().toString(36)}`;
    await fillHouse(page, title);
    await form(page).getByLabel("WhatsApp numarası").fill("0533 123 45 67");
    // Saving waits for the running upload, and says so…
    await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
    await expect(form(page).getByRole("button", { name: "Yüklemeler bekleniyor…" })).toBeDisabled();
    await expect(page.getByTestId("upload-progress")).toContainText("Yüklemeler bitince ilan kaydedilecek.");
    // …which can still be cancelled: its request is aborted and it leaves the form.
    const aborted = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/uploads"));
    await page.getByRole("button", { name: "Yüklemeyi iptal et: yavas.png" }).click();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED|canceled/i);
    await expect(tile("yavas.png")).toHaveCount(0);
    // The failed file stops the save, so nothing is lost: the seller retries it.
    await expect(toast(page, "1 dosya yüklenemedi")).toBeVisible();
    await expect(page.getByRole("button", { name: "Tekrar yükle: bozuk.png" })).toBeFocused();
    await expect(page).toHaveURL(/\/ilan-ver$/);
    await page.getByRole("button", { name: "Tekrar yükle: bozuk.png" }).click();
    await expect(tile("bozuk.png")).toHaveAttribute("data-status", "done");
    await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
    await expect(page).toHaveURL(/\/profil\//);
    const path = await ownListingPath(page, title);

    await page.goto(`/ilanlar/${path.split("/").pop()}/duzenle`);
    await formReady(page);
    const sources = await imageSources(photoTiles(page));
    expect(sources).toHaveLength(2);
    expect(sources[0]).toContain("iyi");
    expect(sources[1]).toContain("bozuk");
  });
});

test("a seller finds Nissan in the make box and picks a model; the approved car is found by the make filter, which offers only makes with listings", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInMember(page, { email: uniqueEmail("nissan"), name: "Nissan Kiralama" });
  await page.goto("/ilan-ver");
  await formReady(page);
  await form(page).getByLabel("Kategori").selectOption("Araç");
  const title = `E2E Nissan Note ${Date.now().toString(36)}`;
  await form(page).getByLabel("Başlık (Türkçe) *").fill(title);
  await form(page).getByLabel("Açıklama (Türkçe) *").fill("Otomatik vites, klimalı.");
  await form(page).getByLabel("Fiyat *").fill("1400");
  await form(page).getByLabel("Şehir *").selectOption("Girne");

  // The make: a labelled box that filters the whole table of makes as one types.
  const make = form(page).getByRole("combobox", { name: "Marka *" });
  await make.click();
  const makes = form(page).getByRole("listbox", { name: "Marka" });
  expect(await makes.getByRole("option").count()).toBeGreaterThanOrEqual(40);
  await make.pressSequentially("nis");
  await expect(makes.getByRole("option")).toHaveText(["Nissan"]);
  await expect(form(page).getByRole("status").filter({ hasText: "1 seçenek" })).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await make.press("ArrowDown");
  await expect(makes.getByRole("option", { name: "Nissan" })).toHaveAttribute("aria-selected", "true");
  await expect(make).toHaveAttribute("aria-activedescendant", (await makes.getByRole("option", { name: "Nissan" }).getAttribute("id"))!);
  await make.press("Enter");
  await expect(make).toHaveValue("Nissan");
  await expect(make).toHaveAttribute("aria-expanded", "false");
  // What was typed is never thrown away: leaving the box takes the one make the text names
  // ("Mercedes" is Mercedes-Benz), or a make typed in full; text naming no make stays in the box.
  await make.fill("Mercedes");
  await make.press("Tab");
  await expect(make).toHaveValue("Mercedes-Benz");
  await make.fill("Trabant");
  await expect(form(page).getByRole("status").filter({ hasText: "Eşleşen seçenek yok" })).toHaveCount(1);
  await make.blur();
  await expect(make).toHaveValue("Trabant");
  await make.fill("kia");
  await make.press("Escape");
  await make.blur();
  await expect(make).toHaveValue("Kia");
  await make.fill("Niss");
  await makes.getByRole("option", { name: "Nissan" }).click();
  await expect(make).toHaveValue("Nissan");

  // The model: the make's common models are offered, and one not listed may be typed.
  const model = form(page).getByRole("combobox", { name: "Model *" });
  await model.click();
  const models = form(page).getByRole("listbox", { name: "Model" });
  await expect(models.getByRole("option", { name: "Qashqai" })).toBeVisible();
  await model.fill("Note e-Pow");
  await expect(model).toHaveValue("Note e-Pow");
  await model.fill("no");
  await models.getByRole("option", { name: "Note", exact: true }).click();
  await expect(model).toHaveValue("Note");
  await form(page).getByLabel("Model Yılı *").fill("2019");
  await form(page).getByLabel("Yakıt *").selectOption("Benzin");
  await form(page).getByLabel("Vites *").selectOption("Otomatik");
  await form(page).getByTestId("contact-section").getByLabel("WhatsApp numarası").fill("0533 123 45 67");
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(page).toHaveURL(/\/profil\//, { timeout: 60_000 });
  await adminApproves(browser, title);

  // A visitor: the make filter offers Nissan now, and only makes that have listings.
  const context = await browser.newContext({ locale: "tr-TR" });
  const visitor = await context.newPage();
  waitForAppAfterNavigation(visitor);
  await visitor.goto("/araclar");
  const filters = visitor.getByRole("form", { name: "Filtreler" });
  const makeFilter = filters.getByLabel("Marka");
  const offered = await makeFilter
    .locator("option")
    .evaluateAll((options) =>
      options.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent })).filter((option) => option.value),
    );
  expect(offered).toContainEqual({ value: "nissan", label: "Nissan" });
  expect(offered.length).toBeLessThan(40);
  for (const { value } of offered) {
    const response = await request.get(`/api/listings?category=cars&brand=${value}&limit=1`);
    expect(((await response.json()) as { total: number }).total, value).toBeGreaterThan(0);
  }
  await makeFilter.selectOption({ label: "Nissan" });
  await filters.getByRole("button", { name: "Uygula" }).click();
  await expect(visitor).toHaveURL(/[?&]brand=nissan(&|$)/);
  const card = visitor.getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.locator('[data-spec="brand"]')).toContainText("Nissan");
  await expect(card.locator('[data-spec="model"]')).toContainText("Note");
  await expect(visitor.locator('[data-chip="brand"]')).toContainText("Nissan");
  expect(await seriousA11yViolations(visitor)).toEqual([]);

  // In English the same make, chip and card; a make chosen in the URL without listings stays chosen.
  await visitor.goto("/en/araclar?brand=nissan");
  await expect(visitor.getByRole("form", { name: "Filters" }).getByLabel("Make")).toHaveValue("nissan");
  await expect(visitor.locator('[data-chip="brand"]')).toHaveText("Nissan");
  await expect(visitor.getByRole("article").filter({ hasText: title }).locator('[data-spec="brand"]')).toContainText("Nissan");
  await visitor.goto("/araclar?brand=ssangyong");
  await expect(visitor.getByRole("form", { name: "Filtreler" }).getByLabel("Marka")).toHaveValue("ssangyong");
  await expect(visitor.locator('[data-chip="brand"]')).toHaveText("SsangYong");
  await context.close();
});
