import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_EMAIL, DEMO_PASSWORD, login } from "./support/accounts";
import { expect, seriousA11yViolations, test, waitForAppAfterNavigation } from "./support/fixtures";
import { listingFormBody } from "../support/listing-form-body";

/** The detail payload as GET /api/listings/:id answers it (the same data as the page's loader). */
interface Detail {
  listing: {
    id: string;
    title: string;
    titleEn: string | null;
    description: string;
    price: number;
    currency: "TRY" | "USD" | "EUR" | "GBP";
    category: string;
    images: { url: string; width: number; height: number }[];
    specifications: Record<string, unknown>;
    views: number;
    location: string;
  };
  seller: { id: string; name: string | null; phone: string | null; whatsapp: string | null; listingCount: number };
  moreFromSeller: { id: string; category: string; title: string }[];
}

const SEGMENT: Record<string, string> = { houses: "evler", cars: "araclar", shops: "dukkanlar", hotels: "oteller", apartments: "apartlar" };
const SEGMENTS = Object.values(SEGMENT);
/** A browser user agent: the headless default says "HeadlessChrome", which the server rightly treats as a bot. */
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

let details: { path: string; detail: Detail }[] | null = null;

/** Every active demo listing linked from the category pages, with its public detail payload. */
async function allListings(request: APIRequestContext) {
  if (details) return details;
  const paths = new Set<string>();
  for (const segment of SEGMENTS) {
    const html = await (await request.get(`/${segment}`)).text();
    for (const match of html.matchAll(new RegExp(`/${segment}/[0-9a-f-]{36}`, "g"))) paths.add(match[0]);
  }
  const found: { path: string; detail: Detail }[] = [];
  for (const path of paths) {
    const response = await request.get(`/api/listings/${path.split("/")[2]}`);
    expect(response.status(), path).toBe(200);
    found.push({ path, detail: (await response.json()) as Detail });
  }
  expect(found.length).toBeGreaterThan(20);
  details = found;
  return found;
}

async function findListing(request: APIRequestContext, predicate: (detail: Detail) => boolean) {
  const match = (await allListings(request)).find(({ detail }) => predicate(detail));
  expect(match, "a demo listing with the needed features").toBeTruthy();
  return match!;
}

const trNumber = (value: number) => new Intl.NumberFormat("tr-TR").format(value);

async function blockGoogle(page: Page) {
  // No internet in tests: the embed's own page is answered locally; only its URL is under test.
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>map</title>" }),
  );
}

test.describe("listing detail", () => {
  test("the page shows the listing, its specs, seller card, safety tips and more from the seller", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => d.listing.category === "cars" && d.moreFromSeller.length > 0);
    await page.goto(path);
    const breadcrumb = page.getByRole("navigation", { name: "Sayfa konumu" });
    await expect(breadcrumb.getByRole("link", { name: "Ana sayfa" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Araçlar" })).toHaveAttribute("href", "/araclar");
    await expect(breadcrumb.getByText(detail.listing.title)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.listing.title);
    await expect(page.getByTestId("listing-views")).toHaveText(
      `${new Intl.NumberFormat("tr-TR").format(detail.listing.views)} görüntülenme`,
    );

    const specs = page.getByTestId("spec-grid");
    await expect(specs.getByText("Marka")).toBeVisible();
    await expect(specs.getByText("Model Yılı")).toBeVisible();
    await expect(specs.getByText(String(detail.listing.specifications.model_year), { exact: true })).toBeVisible();
    const labels = await specs.locator("dt").allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(5);
    for (const label of labels) expect(label).not.toMatch(/kiralama|map|^km$|kilometre|mileage|odometer/i);

    const seller = page.getByTestId("seller-card");
    if (detail.seller.name) await expect(seller).toContainText(detail.seller.name);
    await expect(seller).toContainText(`${detail.seller.listingCount} ilan`);
    // No rating line until sellers can be rated.
    await expect(seller).not.toContainText("Değerlendirme");
    await expect(seller.getByRole("link", { name: "Profili görüntüle" })).toHaveAttribute("href", `/profil/${detail.seller.id}`);

    const tips = page.getByRole("region", { name: "Güvenlik ipuçları" });
    await expect(tips.getByRole("listitem")).toHaveCount(4);

    const more = page.getByTestId("more-from-seller");
    await expect(more.getByRole("heading", { name: "Satıcının diğer ilanları" })).toBeVisible();
    await expect(more.getByRole("article")).toHaveCount(Math.min(3, detail.moreFromSeller.length));
    const hrefs = await more
      .getByRole("article")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).not.toContain(path);
    for (const other of detail.moreFromSeller) expect(hrefs).toContain(`/${SEGMENT[other.category]}/${other.id}`);
  });

  test("moving to another listing shows the skeleton until it has loaded", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => d.moreFromSeller.length > 0);
    const target = detail.moreFromSeller[0]!;
    const targetPath = `/${SEGMENT[target.category]}/${target.id}`;
    await page.goto(path);
    // Hold the next listing's data until the skeleton has been seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === `${targetPath}.data`,
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await page.getByTestId("more-from-seller").locator(`a[href="${targetPath}"]`).first().click();
    const skeleton = page.getByTestId("listing-detail-skeleton");
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute("role", "status");
    await expect(skeleton).toContainText("İlan yükleniyor…");
    release();
    await expect(page).toHaveURL(new RegExp(`${targetPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
    await expect(skeleton).toHaveCount(0);
  });

  test("English: the English title and description, translated labels and tips", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => d.listing.category === "houses" && Boolean(d.listing.titleEn));
    await page.goto(`/en${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.listing.titleEn!);
    await expect(page).toHaveTitle(`${detail.listing.titleEn} — KKTC Kiralık`);
    await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();
    await expect(page.getByTestId("spec-grid")).toContainText("Rooms");
    await expect(page.getByRole("region", { name: "Safety tips" })).toContainText("Do not send a deposit or any payment before seeing");
    await expect(page.getByTestId("seller-card")).toContainText("Member since");
    await expect(page.getByTestId("seller-card")).not.toContainText("rating");
    await expect(page.getByText(detail.listing.description.slice(0, 30))).toHaveCount(0);
    // The place in its English form (decision 015), and the page's links in English.
    const [city, region] = detail.listing.location.split(" - ");
    await expect(
      page
        .getByTestId("listing-detail")
        .getByText(new RegExp(`\\(${city}\\)${region ? " – " : ""}`))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Houses" })).toHaveAttribute(
      "href",
      "/en/evler",
    );
    await expect(page.getByTestId("seller-card").getByRole("link")).toHaveAttribute("href", `/en/profil/${detail.seller.id}`);
  });

  test("gallery: the mosaic opens the full-screen dialog with previous/next, arrow keys and thumbnails", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => d.listing.images.length === 3);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const gallery = page.getByRole("region", { name: "İlan fotoğrafları ve videoları" });
    const tiles = gallery.getByRole("button", { name: /^Galeriyi aç/ });
    await expect(tiles).toHaveCount(3);
    for (const tile of await tiles.all()) await expect(tile).toBeVisible();

    await tiles.nth(1).click();
    const dialog = page.getByRole("dialog", { name: `${detail.listing.title} — galeri` });
    await expect(dialog).toBeVisible();
    const position = dialog.getByTestId("gallery-position");
    const stageImage = dialog.getByTestId("gallery-stage").getByRole("img");
    await expect(position).toHaveText("2 / 3");
    await expect(stageImage).toHaveAttribute("alt", `${detail.listing.title} fotoğrafı 2`);

    await dialog.getByRole("button", { name: "Sonraki" }).click();
    await expect(position).toHaveText("3 / 3");
    await dialog.getByRole("button", { name: "Sonraki" }).click();
    await expect(position).toHaveText("1 / 3");
    await dialog.getByRole("button", { name: "Önceki" }).click();
    await expect(position).toHaveText("3 / 3");
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText("2 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText("3 / 3");

    const thumbnails = dialog.getByRole("navigation", { name: "Küçük resimler" }).getByRole("button");
    await expect(thumbnails).toHaveCount(3);
    await thumbnails.nth(0).click();
    await expect(position).toHaveText("1 / 3");
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(thumbnails.nth(2)).not.toHaveAttribute("aria-current", "true");
    await expect(stageImage).toHaveAttribute("alt", `${detail.listing.title} fotoğrafı 1`);
    await expect(stageImage).toHaveJSProperty("complete", true);
    expect(await stageImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tiles.nth(1)).toBeFocused();
  });

  test("gallery on a small screen: a swipeable carousel with a position counter", async ({ page, request }) => {
    const { path } = await findListing(request, (d) => d.listing.images.length === 3);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const gallery = page.getByRole("region", { name: "İlan fotoğrafları ve videoları" });
    await expect(gallery.getByText("1 / 3")).toBeVisible();
    await expect(gallery.getByRole("button", { name: "Galeriyi aç: öğe 2 / 3" })).not.toBeInViewport();
    await gallery.getByRole("button", { name: "Sonraki" }).click();
    await expect(gallery.getByText("2 / 3")).toBeVisible();
    await expect(gallery.getByRole("button", { name: "Galeriyi aç: öğe 2 / 3" })).toBeInViewport({ ratio: 0.9 });
    await gallery.getByRole("button", { name: "Galeriyi aç: öğe 2 / 3" }).click();
    await expect(page.getByRole("dialog").getByTestId("gallery-position")).toHaveText("2 / 3");
  });

  test("a satellite map is embedded from the listing's Google Maps link", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => typeof d.listing.specifications.map_url === "string");
    await blockGoogle(page);
    await page.goto(path);
    const section = page.getByRole("region", { name: "Harita" });
    await section.scrollIntoViewIfNeeded();
    const frame = section.getByTestId("listing-map");
    await expect(frame).toBeVisible();
    const src = (await frame.getAttribute("src"))!;
    expect(src.startsWith("https://www.google.com/maps?q=")).toBe(true);
    const url = new URL(src);
    expect(url.searchParams.get("t")).toBe("k");
    expect(url.searchParams.get("output")).toBe("embed");
    // The demo links carry "@lat,lng,zoom": the embed uses exactly those coordinates.
    const [, lat, lng] = /@(-?[\d.]+),(-?[\d.]+)/.exec(String(detail.listing.specifications.map_url))!;
    expect(url.searchParams.get("q")).toBe(`${Number(lat)},${Number(lng)}`);
    await expect(section.getByRole("link", { name: /Google Haritalar'da aç/ })).toHaveAttribute(
      "href",
      String(detail.listing.specifications.map_url),
    );

    const { path: withoutMap } = await findListing(request, (d) => d.listing.specifications.map_url === undefined);
    await page.goto(withoutMap);
    await expect(page.getByRole("heading", { name: "Açıklama" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Harita" })).toHaveCount(0);
  });

  test("a non-TRY price shows the approximate TRY amount; a TRY price does not", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => d.listing.currency === "GBP");
    const rates = (await (await request.get("/api/currency")).json()) as { rates: Record<string, number> };
    const expected = Math.round(detail.listing.price * rates.rates.GBP!);
    await page.goto(path);
    await expect(page.getByTestId("listing-price")).toHaveText(`£${trNumber(detail.listing.price)}`);
    await expect(page.getByTestId("approximate-try")).toHaveText(`Yaklaşık tutar (Türk lirası): ≈ ₺${trNumber(expected)}`);

    const { path: tryPath, detail: tryDetail } = await findListing(request, (d) => d.listing.currency === "TRY");
    await page.goto(tryPath);
    await expect(page.getByTestId("listing-price")).toHaveText(`₺${trNumber(tryDetail.listing.price)}`);
    await expect(page.getByTestId("approximate-try")).toHaveCount(0);
  });

  test.describe("without currency rates", () => {
    test.use({ allowConsoleErrors: [/status of 503/] });

    test("client-side navigation shows the cached copy at once; with no rates at all the approximate amount is hidden", async ({
      page,
      request,
    }) => {
      const { path, detail } = await findListing(request, (d) => d.listing.currency === "USD");
      // The rates endpoint fails and the browser has no cached rates: a conversion is impossible.
      await page.route("**/api/currency", (route) => route.fulfill({ status: 503, body: "" }));
      await page.goto(path);
      await expect(page.getByTestId("approximate-try")).toBeVisible();
      const dataRequests: string[] = [];
      page.on("request", (r) => {
        // React Router fetches `<path>.data?_routes=…` when a route's server loader runs.
        const url = new URL(r.url());
        const routes = url.searchParams.get("_routes");
        if (url.pathname === `${path}.data` && (!routes || routes.includes("listing-"))) dataRequests.push(r.url());
      });
      await page.getByRole("navigation", { name: "Sayfa konumu" }).getByRole("link").nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/${SEGMENT[detail.listing.category]}$`));
      const rates = page.waitForResponse("**/api/currency");
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.listing.title);
      await rates;
      expect(dataRequests, "the listing came from the browser's cache").toEqual([]);
      await expect(page.getByTestId("listing-price")).toHaveText(`$${trNumber(detail.listing.price)}`);
      await expect(page.getByTestId("approximate-try")).toHaveCount(0);
    });
  });

  test("the WhatsApp button writes the fixed Turkish greeting with the title to the seller's number", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => Boolean(d.seller.whatsapp));
    await page.goto(path);
    const whatsapp = page.getByRole("link", { name: /WhatsApp ile yaz/ });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const url = new URL((await whatsapp.getAttribute("href"))!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${detail.seller.whatsapp!.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(`Merhaba, KKTC Kiralık'taki "${detail.listing.title}" ilanınızla ilgileniyorum.`);
    await expect(page.getByRole("link", { name: /^Ara:/ })).toHaveAttribute("href", `tel:+${detail.seller.phone!.replace(/\D/g, "")}`);
  });

  test.describe("sharing without the Web Share API", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("copies the link and shows 'Link kopyalandı'", async ({ page, request }) => {
      const { path } = await findListing(request, () => true);
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await page.goto(path);
      expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
      await page.getByRole("button", { name: "Paylaş" }).click();
      await expect(page.getByText("Link kopyalandı")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });

    test("on a phone, opening the gallery clears a toast that would cover its title and close button", async ({ page, request }) => {
      const { path } = await findListing(request, (d) => d.listing.images.length >= 2);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await page.goto(path);
      await page.getByRole("button", { name: "Paylaş" }).click();
      await expect(page.getByText("Link kopyalandı")).toBeVisible();
      const gallery = page.getByRole("region", { name: "İlan fotoğrafları ve videoları" });
      await gallery.getByRole("button", { name: /^Galeriyi aç: öğe 1 / }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(page.getByText("Link kopyalandı")).toBeHidden();
      // Nothing lies over the close button: a click reaches it.
      await dialog.getByRole("button", { name: "Galeriyi kapat" }).click();
      await expect(dialog).toBeHidden();
    });

    test("shows 'Paylaşım başarısız' when copying fails", async ({ page, request }) => {
      const { path } = await findListing(request, () => true);
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
        // The Clipboard API exists only in secure documents (not the initial about:blank).
        if (typeof Clipboard === "undefined") return;
        Object.defineProperty(Clipboard.prototype, "writeText", {
          configurable: true,
          value: () => Promise.reject(new DOMException("denied", "NotAllowedError")),
        });
      });
      await page.goto(path);
      await page.getByRole("button", { name: "Paylaş" }).click();
      await expect(page.getByText("Paylaşım başarısız")).toBeVisible();
      await expect(page.getByText("Link kopyalandı")).toHaveCount(0);
    });
  });

  test("the Web Share API gets the title, a text of at most 140 characters and the URL", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => d.listing.title.length > 40);
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(path);
    await page.getByRole("button", { name: "Paylaş" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(1);
    const [shared] = (await page.evaluate(
      () => (window as unknown as { shared: { title: string; text: string; url: string }[] }).shared,
    )) as {
      title: string;
      text: string;
      url: string;
    }[];
    expect(shared!.title).toBe(detail.listing.title);
    expect(shared!.url).toBe(page.url());
    expect(shared!.text.length).toBeLessThanOrEqual(140);
    expect(shared!.text.startsWith(detail.listing.title.slice(0, 30))).toBe(true);
    await expect(page.getByText("Link kopyalandı")).toHaveCount(0);
  });

  test("has no serious or critical accessibility violations", async ({ page, request }) => {
    const { path } = await findListing(request, (d) => d.moreFromSeller.length > 0 && typeof d.listing.specifications.map_url === "string");
    await blockGoogle(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("the smallest phones", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  const widths = (page: Page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));

  test("a detail page fits a 360 px screen with the longest seller name among the demo sellers", async ({ page, request }) => {
    // Demo sellers only: other tests change their own accounts' names while this runs.
    const listings = (await allListings(request)).filter(({ detail }) => detail.seller.id.startsWith("demo-seller-"));
    const { path, detail } = listings.reduce((best, candidate) =>
      (candidate.detail.seller.name ?? "").length > (best.detail.seller.name ?? "").length ? candidate : best,
    );
    expect(detail.seller.name!.length).toBeGreaterThan(30);
    await page.goto(path);
    expect(await widths(page), path).toEqual({ page: 360, screen: 360 });
    // The seller's whole name is shown (wrapped, not cut).
    const name = page.getByTestId("seller-card").getByText(detail.seller.name!, { exact: true });
    await expect(name).toBeVisible();
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test("long unbroken words in the title, description and specifications wrap instead of widening the page", async ({ page }) => {
    await login(page, ADMIN_EMAIL(), DEMO_PASSWORD());
    await expect(page).toHaveURL(/\/$/);
    const origin = new URL(page.url()).origin;
    const id = randomUUID();
    const word = "Çokuzunkelimelerlebirlikteyazılmışbaşlıkhiçboşluksuzdevamediyor";
    const created = await page.request.post("/yonetim/ilanlar/yeni", {
      headers: { origin, "content-type": "application/json" },
      data: listingFormBody({
        id,
        category: "shops",
        title: `${word}${word}`.slice(0, 110),
        description: `https://example.com/${word}${word}${word}`,
        price: "1000",
        city: "Girne",
        region: "Merkez",
        specifications: { type: "shop", square_meters: "50", location_desc: `${word}${word}`.slice(0, 100) },
      }),
    });
    expect(created.status()).toBe(201);
    expect(created.url()).not.toContain("/yonetim/giris");
    await page.goto(`/dukkanlar/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(word.slice(0, 20));
    expect(await widths(page)).toEqual({ page: 360, screen: 360 });
  });
});

test("a listing without photos still previews in a share: its category's picture as og:image", async ({ page, request }) => {
  await login(page, ADMIN_EMAIL(), DEMO_PASSWORD());
  await expect(page).toHaveURL(/\/$/);
  const origin = new URL(page.url()).origin;
  const id = randomUUID();
  const created = await page.request.post("/yonetim/ilanlar/yeni", {
    headers: { origin, "content-type": "application/json" },
    data: {
      id,
      category: "hotels",
      title: "Fotoğrafsız butik otel",
      titleEn: "",
      description: "Henüz fotoğraf eklenmedi.",
      descriptionEn: "",
      price: "900",
      currency: "TRY",
      city: "Girne",
      region: "Merkez",
      rentalTerm: "daily",
      mapUrl: "",
      matterport: "",
      youtube: [],
      images: [],
      videos: [],
      specifications: { stars: "3", board: "Oda Kahvaltı" },
    },
  });
  expect(created.status()).toBe(201);
  const html = await (await request.get(`/oteller/${id}`)).text();
  const meta = (attribute: string, name: string) => html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
  const ogImage = meta("property", "og:image");
  expect(ogImage).toMatch(/^https?:\/\/[^/]+\/og\/hotels\.jpg$/);
  expect(meta("property", "og:image:width")).toBe("1200");
  expect(meta("property", "og:image:height")).toBe("630");
  expect(meta("name", "twitter:card")).toBe("summary_large_image");
  const picture = await request.get(new URL(ogImage!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/jpeg");
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("a missing or malformed id is 'İlan bulunamadı' with HTTP 404 and a back button", async ({ page, request }) => {
    const missing = "/evler/00000000-0000-4000-8000-000000000000";
    for (const url of [missing, "/evler/not-a-listing", "/evler/1%20or%201=1", "/araclar/00000000-0000-4000-8000-000000000000"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain("İlan bulunamadı");
      expect(html, url).toContain('<meta name="robots" content="noindex"/>');
    }

    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "İlan bulunamadı" })).toBeVisible();
    await expect(page).toHaveTitle("İlan bulunamadı — KKTC Kiralık");
    // Opened directly (no earlier page of this site in the tab): back goes to the category list.
    await page.getByRole("button", { name: "Geri dön" }).click();
    await expect(page).toHaveURL(/\/evler$/);

    await page.goto("/araclar/00000000-0000-4000-8000-000000000000");
    await page.getByRole("button", { name: "Geri dön" }).click();
    await expect(page).toHaveURL(/\/araclar$/);
  });

  test("a listing under another category's path is redirected to its own, keeping the query", async ({ page, request }) => {
    const { path, detail } = await findListing(request, (d) => d.listing.category === "houses");
    const response = await request.get(`/araclar/${detail.listing.id}?utm_source=whatsapp`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`${path}?utm_source=whatsapp`);
    await page.goto(`/araclar/${detail.listing.id}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.listing.title);
  });

  test("English visitors read 'Listing not found'", async ({ page }) => {
    const response = await page.goto("/en/oteller/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Listing not found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Go back" })).toBeVisible();
  });
});

test.describe("views", () => {
  test.use({ userAgent: BROWSER_UA });

  test("a view is counted once per browser: a reload does not count again, a new browser does", async ({ page, browser, request }) => {
    const { path, detail } = await findListing(request, (d) => d.listing.category === "hotels");
    const id = detail.listing.id;
    const viewRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(`/api/listings/${id}/view`)) viewRequests.push(r.method());
    });

    const counted = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${id}/view`));
    await page.goto(path);
    const first = await counted;
    expect(first.status()).toBe(200);
    const { views } = (await first.json()) as { views: number };
    expect(views).toBeGreaterThan(detail.listing.views);
    await expect(page.getByTestId("listing-views")).toHaveText(`${new Intl.NumberFormat("tr-TR").format(views)} görüntülenme`);
    expect(await page.evaluate((key) => localStorage.getItem(key), `viewed:${id}`)).toBeTruthy();

    await page.reload();
    // Opening the gallery proves the page is hydrated, so its effects (the counter) have run.
    await page
      .getByRole("button", { name: /^Galeriyi aç: öğe 1/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(viewRequests).toEqual(["POST"]);
    await expect(page.getByTestId("listing-views")).toHaveText(`${new Intl.NumberFormat("tr-TR").format(views)} görüntülenme`);

    const other = await browser.newContext({ userAgent: BROWSER_UA });
    const otherPage = await other.newPage();
    waitForAppAfterNavigation(otherPage);
    const countedAgain = otherPage.waitForResponse((r) => r.url().endsWith(`/api/listings/${id}/view`));
    await otherPage.goto(path);
    const second = await countedAgain;
    expect(second.status()).toBe(200);
    expect(((await second.json()) as { views: number }).views).toBeGreaterThan(views);
    await other.close();
  });
});
