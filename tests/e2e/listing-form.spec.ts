import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createAccount, main, toast, uniqueEmail } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";

/**
 * Posting (issue 5, spec §2 "Create and edit form", §4, §5) against the production server: a new
 * member creates a listing in every category with two photos (one a large JPEG the browser
 * compresses before upload), sees the upload progress, lands on their profile with the pending
 * note, the listing stays hidden from visitors, and the owner edits it; the form's own rules
 * (link toasts, the price keys, category change) are checked without saving.
 */

const CATEGORY_LABELS = { houses: "Ev", cars: "Araç", shops: "Dükkan", hotels: "Otel", apartments: "Apart" } as const;
type CategoryKey = keyof typeof CATEGORY_LABELS;

const form = (page: Page) => page.getByTestId("listing-form");

async function formReady(page: Page) {
  await expect(form(page)).toHaveAttribute("data-hydrated", "true");
}

/** Fills every required dynamic field: the first option of selects, a plausible value elsewhere. */
async function fillRequiredFields(page: Page) {
  const fields = page.getByTestId("dynamic-fields");
  for (const select of await fields.locator("select[required]").all()) {
    await select.selectOption({ index: 1 });
  }
  for (const input of await fields.locator("input[required]").all()) {
    await input.fill((await input.getAttribute("inputmode")) === "numeric" ? "2020" : "Corolla");
  }
}

let largeJpeg: Buffer;
let smallPng: Buffer;
test.beforeAll(async () => {
  // A noisy 3000×2000 photo: far over the 2 MB upload target.
  largeJpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
  smallPng = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#e76f51" } }).png().toBuffer();
  expect(largeJpeg.length).toBeGreaterThan(3 * 1024 * 1024);
});

test("a member posts a listing in every category with photos, sees the progress and the pending note; visitors cannot see it; the owner edits it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await createAccount(page, uniqueEmail("post"), "İlan Veren");

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
    await expect(page.getByTestId("pending-media")).toHaveCount(2);

    await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
    await expect(page.getByTestId("upload-progress")).toHaveText(/Yükleniyor \(\d\/2\)/);
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
  await expect(page.getByTestId("stored-media")).toHaveCount(2);
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
  await createAccount(page, uniqueEmail("order"), "Sıra Testi");
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
  await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
  await expect(page).toHaveURL(/\/profil\//, { timeout: 60_000 });
  expect(held).toBe(true);
  const path = (await page.getByTestId("own-listing").filter({ hasText: title }).getByRole("link", { name: title, exact: true }).getAttribute("href"))!;

  await page.goto(`/ilanlar/${path.split("/").pop()}/duzenle`);
  await formReady(page);
  const sources = await page.getByTestId("stored-media").locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  expect(sources).toHaveLength(2);
  expect(sources[0]).toContain("birinci");
  expect(sources[1]).toContain("ikinci");
});

test("in English, the category fields' options are English (fuel, transmission, colour, heating), and so are the places", async ({ page }) => {
  await createAccount(page, uniqueEmail("english"), "English Form");
  await page.goto("/en/ilan-ver");
  await formReady(page);
  // Place names in their English form (decision 015); the value sent stays the Turkish name.
  const city = form(page).getByLabel(/^City/);
  await expect(city.locator('option[value="Girne"]')).toHaveText("Kyrenia (Girne)");
  await city.selectOption("Girne");
  await expect(form(page).getByLabel(/^Region/).locator('option[value="Merkez"]')).toHaveText("Centre");
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

  test("invalid map and Matterport links show the exact toasts; the price takes digits only; a new category clears the dynamic fields", async ({ page }) => {
    await createAccount(page, uniqueEmail("rules"), "Kural Testi");
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
    await expect(toast(page, "Geçersiz Google Maps bağlantısı")).toContainText("Lütfen geçerli bir Google Maps URL girin (google.com/maps/...)");
    await form(page).getByLabel("Google Haritalar bağlantısı (isteğe bağlı)").fill("https://www.google.com/maps/place/Girne/@35.34,33.32,15z");
    await form(page).getByLabel("Matterport 3D tur (isteğe bağlı)").fill("<iframe src='https://evil.example/x'></iframe>");
    await form(page).getByRole("button", { name: "İlanı Yayınla" }).click();
    await expect(toast(page, "Geçersiz Matterport bağlantısı")).toContainText("Lütfen geçerli bir Matterport URL/iframe girin.");
    // Nothing typed was lost, and nothing was saved.
    await expect(form(page).getByLabel("Başlık (Türkçe) *")).toHaveValue("Bağlantı testi");
    await expect(page).toHaveURL(/\/ilan-ver$/);
    await expect(main(page).getByTestId("upload-progress")).toHaveText("");
  });
});
