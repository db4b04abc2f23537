import fs from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { type TestServer, startServer } from "../support/server";
import { ADMIN_EMAIL, DEMO_PASSWORD, login, main, toast } from "./support/accounts";
import { test as base, expect, seriousA11yViolations } from "./support/fixtures";

/**
 * The admin pages for sponsored content and partner logos (docs/product.md §2 "Admin panel", §5):
 * the demo admin creates a sponsored item with a picture and it shows in the home page's carousel;
 * creates a logo, toggles it off from the list and it leaves the home page; empty forms show the
 * spec's messages; both pages pass axe. Visitors are sent to the admin login whatever flags they set.
 *
 * These tests change what the home page shows, and tests/e2e/home-page.spec.ts counts the demo
 * carousel slides and logos exactly: so this file runs against its own server (own data directory
 * with the demo content), started once for its worker, never against the shared one.
 */
const test = base.extend<object, { contentServer: TestServer }>({
  contentServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({
        env: { ADMIN_EMAIL: ADMIN_EMAIL(), ADMIN_PASSWORD: DEMO_PASSWORD(), AUTH_RATE_LIMIT_MULTIPLIER: "50" },
      });
      try {
        await use(server);
      } finally {
        const code = await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
        if (code !== 0) console.error(`The admin content server exited with code ${code}:\n${server.output()}`);
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ contentServer }, use) => use(contentServer.url),
});

// One worker (one private server) for the whole file. The two journeys through the forms load
// eight pages each, upload a picture and run axe twice: 15–25 s on a quiet machine, near a minute
// when the machine runs other browsers too, so they get more than the default minute.
test.describe.configure({ mode: "default", timeout: 120_000 });

/** A real PNG made with sharp. */
async function pngFile(name: string, width: number, height: number, colour: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

async function adminPage(page: Page, path: string) {
  await login(page, ADMIN_EMAIL(), DEMO_PASSWORD(), `?redirect=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
}

const hydrated = (page: Page) => expect(page.locator('[data-testid="admin-content-page"][data-hydrated="true"]')).toHaveCount(1);
const fieldError = (page: Page, name: string) => main(page).locator(`[data-field-error="${name}"]`);

test("visitors are sent to the admin login, whatever admin flag they set", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "adminAuth", value: "true", url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem("adminAuth", "true"));
  for (const path of ["/yonetim/sponsorlar", "/yonetim/firma-logolari?yeni"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/yonetim\/giris$/);
  }
});

test("sponsored content: the empty form says 'Başlık gerekli'; a new item with a picture shows in the home carousel; edit and delete", async ({
  page,
}) => {
  const title = `E2E kampanya ${Date.now().toString(36)}`;
  await adminPage(page, "/yonetim/sponsorlar");
  await expect(main(page).getByRole("heading", { level: 1, name: "Sponsorlu İçerikler" })).toBeVisible();
  // The demo content's five items, inactive one included.
  await expect(main(page).getByTestId("admin-sponsor")).toHaveCount(5);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await main(page).getByRole("link", { name: "Yeni sponsorlu içerik" }).click();
  await expect(page).toHaveURL(/\/yonetim\/sponsorlar\?yeni$/);
  const form = main(page).getByTestId("sponsor-form");
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(fieldError(page, "title")).toHaveText("Başlık gerekli");
  await expect(form.getByLabel("Başlık", { exact: true })).toBeFocused();
  await form.getByLabel("Bağlantı (URL) (isteğe bağlı)").fill("kampanya sayfası");
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(fieldError(page, "linkUrl")).toHaveText("Geçerli bir URL girin (https://…)");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await form.getByLabel("Başlık", { exact: true }).fill(title);
  await form.getByLabel("Başlık (İngilizce) (isteğe bağlı)").fill(`${title} (EN)`);
  await form.getByLabel("Açıklama (isteğe bağlı)", { exact: true }).fill("Uçtan uca test kampanyası.");
  await form.getByLabel("Firma (isteğe bağlı)").fill("E2E Reklam");
  await form.getByLabel("Bağlantı (URL) (isteğe bağlı)").fill("https://e2e-reklam.example/kampanya");
  await form.getByLabel("Sıra").fill("0");
  await form.getByLabel("Görsel seç").setInputFiles(await pngFile("kampanya.png", 1600, 800, "#7c3aed"));
  await expect(form.getByRole("img", { name: "Seçilen görselin önizlemesi" })).toBeVisible();
  await form.getByRole("button", { name: "Kaydet" }).click();

  await expect(toast(page, "Sponsorlu içerik eklendi")).toBeVisible();
  await expect(page).toHaveURL(/\/yonetim\/sponsorlar$/);
  await expect(form).toHaveCount(0);
  const row = main(page).getByTestId("admin-sponsor").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const imageUrl = await row.locator("img").getAttribute("src");
  expect(imageUrl).toMatch(/^\/media\/sponsored-images\/[^/]+\/\d+-kampanya-1200w\.webp$/);

  // The home page: order 0 and newest, so it is the carousel's first slide (which may have faded
  // out by the time it is checked: located by markup, not by role).
  await page.goto("/");
  const carousel = page.getByRole("group", { name: "Sponsorlu içerikler" });
  await expect(carousel.locator("[data-sponsored-slide]")).toHaveCount(5);
  const first = carousel.locator('[data-sponsored-slide="0"]');
  await expect(first.locator("h3")).toHaveText(title);
  await expect(first.locator("a")).toHaveAttribute("href", "https://e2e-reklam.example/kampanya");
  const picture = first.locator("img");
  await expect(picture).toHaveAttribute("src", imageUrl!);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);

  // Edit: the form opens with the item's values; a new title is saved.
  await page.goto("/yonetim/sponsorlar");
  await hydrated(page);
  await main(page)
    .getByRole("link", { name: `“${title}” içeriğini düzenle` })
    .click();
  await expect(form.getByLabel("Başlık", { exact: true })).toHaveValue(title);
  await expect(form.getByRole("img", { name: "Mevcut görsel" })).toHaveAttribute("src", imageUrl!);
  await form.getByLabel("Başlık", { exact: true }).fill(`${title} (güncel)`);
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Sponsorlu içerik kaydedildi")).toBeVisible();
  await expect(
    main(page)
      .getByTestId("admin-sponsor")
      .filter({ hasText: `${title} (güncel)` }),
  ).toHaveCount(1);

  // Delete, after the confirm prompt.
  await main(page)
    .getByRole("button", { name: `“${title} (güncel)” içeriğini sil` })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Sponsorlu içerik silinsin mi?" });
  await expect(dialog).toContainText(`${title} (güncel)`);
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(toast(page, "Sponsorlu içerik silindi")).toBeVisible();
  await expect(main(page).getByTestId("admin-sponsor").filter({ hasText: title })).toHaveCount(0);
  await expect(main(page).getByTestId("admin-sponsor")).toHaveCount(5);
  expect((await page.request.get(imageUrl!)).status()).toBe(404);

  await page.goto("/");
  await expect(page.getByRole("group", { name: "Sponsorlu içerikler" }).locator("h3", { hasText: title })).toHaveCount(0);
});

test("partner logos: the empty form says 'İsim gerekli'; a new logo shows on the home page until it is toggled off from the list", async ({
  page,
}) => {
  const name = `E2E Emlak ${Date.now().toString(36)}`;
  await adminPage(page, "/yonetim/firma-logolari");
  await expect(main(page).getByRole("heading", { level: 1, name: "Firma Logoları" })).toBeVisible();
  await expect(main(page).getByTestId("admin-logo")).toHaveCount(20);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await main(page).getByRole("link", { name: "Yeni logo" }).click();
  const form = main(page).getByTestId("logo-form");
  // The type starts as real estate (docs/product.md §5), labelled as the spec says.
  await expect(form.getByLabel("Tür")).toHaveValue("real_estate");
  expect(await form.getByLabel("Tür").locator("option").allTextContents()).toEqual(["Emlak", "Araç Kiralama", "Otel", "Apart"]);
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(fieldError(page, "name")).toHaveText("İsim gerekli");
  await expect(form.getByLabel("İsim")).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await form.getByLabel("İsim").fill(name);
  // The error goes as soon as the field is edited, before the next save.
  await expect(fieldError(page, "name")).toHaveCount(0);
  await form.getByLabel("Bağlantı (URL) (isteğe bağlı)").fill("https://e2e-emlak.example");
  await form.getByLabel("Görsel seç").setInputFiles(await pngFile("logo.png", 600, 300, "#0f6e8c"));
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Logo eklendi")).toBeVisible();
  await expect(form).toHaveCount(0);
  const group = main(page).locator('[data-logo-group="real_estate"]');
  const row = group.getByTestId("admin-logo").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const logoUrl = await row.locator("img").getAttribute("src");
  expect(logoUrl).toMatch(/^\/media\/company-logos\/[^/]+\/\d+-logo-480w\.webp$/);

  await page.goto("/");
  const partners = page.getByRole("region", { name: "Çözüm Ortaklarımız" });
  const homeLogo = partners.getByRole("group", { name: "Emlak Ofisleri", exact: true }).getByRole("img", { name, exact: true });
  await expect(homeLogo).toHaveAttribute("src", logoUrl!);

  // Toggled off straight from the list.
  await page.goto("/yonetim/firma-logolari");
  await hydrated(page);
  const toggle = main(page).getByRole("switch", { name: `“${name}” ana sayfada gösterilsin` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(toast(page, `“${name}” ana sayfadan kaldırıldı`)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).toBeFocused();
  await page.reload();
  await hydrated(page);
  await expect(main(page).getByRole("switch", { name: `“${name}” ana sayfada gösterilsin` })).toHaveAttribute("aria-checked", "false");

  await page.goto("/");
  await expect(partners.getByRole("group", { name: "Emlak Ofisleri", exact: true }).getByRole("img")).not.toHaveCount(0);
  await expect(partners.getByRole("img", { name, exact: true })).toHaveCount(0);
});

test("the logos page in English: its form's messages and the switches' names are English", async ({ page }) => {
  await adminPage(page, "/en/yonetim/firma-logolari");
  await page.goto("/en/yonetim/firma-logolari?yeni");
  await hydrated(page);
  await expect(main(page).getByRole("heading", { level: 1, name: "Company Logos" })).toBeVisible();
  await main(page).getByTestId("logo-form").getByRole("button", { name: "Save" }).click();
  await expect(fieldError(page, "name")).toHaveText("Name is required");
  const switches = main(page).getByRole("switch");
  await expect(switches.first()).toBeVisible();
  for (let index = 0; index < (await switches.count()); index++) {
    await expect(switches.nth(index)).toHaveAccessibleName(/^Show “.+” on the home page: (Active|Inactive)$/);
  }
});
