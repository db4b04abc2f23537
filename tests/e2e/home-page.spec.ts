import { localizePath } from "~/lib/paths";
import type { Locator, Page } from "@playwright/test";
import { DEMO_PARTNERS, DEMO_SPONSORED } from "../../app/.server/demo/data";
import { expect, test, chooseLanguage } from "./support/fixtures";

/**
 * Lets the page finish its pending work: React runs effects (timers are scheduled there) in a
 * MessageChannel task, which Playwright's fake clock does not control.
 */
async function settle(page: Page) {
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Runs the fake clock forward once the page has scheduled its timers. */
async function advance(page: Page, ms: number) {
  await settle(page);
  await page.clock.runFor(ms);
}

/** Opens the page and waits until React has hydrated it (the hero marks itself once its effects run). */
async function gotoHome(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.locator('section[data-hydrated="true"]')).toHaveCount(1);
  await settle(page);
}

function heroForm(page: Page) {
  const form = page.getByRole("form", { name: "Kategori, şehir ve bölgeye göre ilan ara" });
  return {
    form,
    category: form.getByLabel("Kategori"),
    city: form.getByLabel("Şehir"),
    region: form.getByLabel("Bölge"),
    submit: form.getByRole("button", { name: "Ara" }),
  };
}

const optionTexts = (select: Locator) => select.locator("option").allTextContents();

test.describe("hero search", () => {
  test("category first: the button, the city and the region stay disabled until their turn", async ({ page }) => {
    await gotoHome(page);
    // The header keeps the page's only search landmark; the hero is a labelled form.
    await expect(page.getByRole("search")).toHaveCount(1);
    const { category, city, region, submit } = heroForm(page);
    await expect(category).toHaveValue("");
    await expect(submit).toBeDisabled();
    await expect(city).toBeDisabled();
    await expect(region).toBeDisabled();

    await category.selectOption({ label: "Evler" });
    await expect(submit).toBeEnabled();
    await expect(city).toBeEnabled();
    await expect(region).toBeDisabled();

    await city.selectOption("Girne");
    await expect(region).toBeEnabled();
    const regions = await optionTexts(region);
    expect(regions[1]).toBe("Merkez");
    expect(regions).toContain("Alsancak");

    // Clearing the category disables the search again.
    await category.selectOption("");
    await expect(submit).toBeDisabled();
    await expect(city).toBeDisabled();
  });

  test("searching goes to the category path with the city and region", async ({ page }) => {
    await gotoHome(page);
    const { category, city, region, submit } = heroForm(page);
    await category.selectOption({ label: "Evler" });
    await city.selectOption("Girne");
    await region.selectOption("Alsancak");
    await submit.click();
    await expect(page).toHaveURL(/\/evler\?city=Girne&region=Alsancak$/);
  });

  test("a category alone goes to the category page without parameters", async ({ page }) => {
    await gotoHome(page);
    const { category, submit } = heroForm(page);
    await category.selectOption({ label: "Oteller" });
    await submit.click();
    await expect(page).toHaveURL(/\/oteller$/);
  });

  test("changing the city clears the region", async ({ page }) => {
    await gotoHome(page);
    const { category, city, region, submit } = heroForm(page);
    await category.selectOption({ label: "Apartlar" });
    await city.selectOption("Girne");
    await region.selectOption("Alsancak");
    await city.selectOption("Lefkoşa");
    await expect(region).toHaveValue("");
    expect(await optionTexts(region)).not.toContain("Alsancak");
    await submit.click();
    await expect(page).toHaveURL(/\/apartlar\?city=Lefko%C5%9Fa$/);
    expect(new URL(page.url()).searchParams.get("region")).toBeNull();
  });

  test("the airport city Ercan has no regions", async ({ page }) => {
    await gotoHome(page);
    const { category, city, region, submit } = heroForm(page);
    await category.selectOption({ label: "Araçlar" });
    await city.selectOption("Ercan");
    await expect(region).toBeDisabled();
    expect(await optionTexts(region)).toEqual(["Bu şehirde bölge yok"]);
    await submit.click();
    await expect(page).toHaveURL(/\/araclar\?city=Ercan$/);
  });

  test("a region that does not belong to the city is never sent", async ({ page }) => {
    await gotoHome(page);
    const { category, city, region, submit } = heroForm(page);
    await category.selectOption({ label: "Evler" });
    await city.selectOption("Lefkoşa");
    // Force a foreign region into the form (as a stale or tampered form would).
    await region.evaluate((select: HTMLSelectElement) => select.add(new Option("Alsancak", "Alsancak")));
    await region.selectOption("Alsancak");
    await expect(region).toHaveValue("Alsancak");
    await submit.click();
    await expect(page).toHaveURL(/\/evler\?city=Lefko%C5%9Fa$/);
    expect(new URL(page.url()).searchParams.get("region")).toBeNull();
  });
});

test.describe("hero slides", () => {
  const slideNames = ["1 / 5: Evler", "2 / 5: Araçlar", "3 / 5: Dükkanlar", "4 / 5: Oteller", "5 / 5: Apartlar"];

  test("houses stay 10 s, the other slides 5 s, then it starts over", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await gotoHome(page);
    const carousel = page.getByRole("group", { name: "Kategoriler" });
    const current = carousel.getByRole("group");
    await expect(current).toHaveAccessibleName(slideNames[0]!);

    await advance(page, 9_900);
    await expect(current).toHaveAccessibleName(slideNames[0]!);
    await advance(page, 200);
    await expect(current).toHaveAccessibleName(slideNames[1]!);
    for (const name of slideNames.slice(2)) {
      await advance(page, 4_800);
      await expect(current).not.toHaveAccessibleName(name);
      await advance(page, 200);
      await expect(current).toHaveAccessibleName(name);
    }
    await advance(page, 5_000);
    await expect(current).toHaveAccessibleName(slideNames[0]!);
    await advance(page, 9_900);
    await expect(current).toHaveAccessibleName(slideNames[0]!);
  });

  test("the pause button stops the rotation and play resumes it; dots pick a slide", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await gotoHome(page);
    const carousel = page.getByRole("group", { name: "Kategoriler" });
    const current = carousel.getByRole("group");
    await carousel.getByRole("button", { name: "Slaytları duraklat" }).click();
    // Hover and focus pause the slides too: leave the hero so only the button keeps them still.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await advance(page, 30_000);
    await expect(current).toHaveAccessibleName(slideNames[0]!);

    await carousel.getByRole("button", { name: "Oteller slaytına geç" }).click();
    await expect(current).toHaveAccessibleName(slideNames[3]!);
    await expect(carousel.getByRole("button", { name: "Oteller slaytına geç" })).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: "Slaytları oynat" }).click();
    // While the pointer or focus is in the hero it waits; once both leave it rotates again.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await advance(page, 5_100);
    await expect(current).toHaveAccessibleName(slideNames[4]!);
  });

  test("nothing rotates for users who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await gotoHome(page);
    const carousel = page.getByRole("group", { name: "Kategoriler" });
    await expect(carousel.getByRole("button", { name: "Slaytları oynat" })).toBeVisible();
    await advance(page, 30_000);
    await expect(carousel.getByRole("group")).toHaveAccessibleName(slideNames[0]!);
  });

  test("the first paint is final: no layout shift while loading or when slides change", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await gotoHome(page);
    await page.waitForLoadState("load");
    await advance(page, 10_500);
    await expect(page.getByRole("group", { name: "Kategoriler" }).getByRole("group")).toHaveAccessibleName(slideNames[1]!);
    await advance(page, 5_500);
    // Let the browser render the last change before reading the score.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.01);
  });
});

test.describe("sponsored carousel", () => {
  const active = DEMO_SPONSORED.filter((item) => item.isActive);

  test("shows the active items in order and advances every 5 s", async ({ page }) => {
    expect(active.length).toBeGreaterThan(1);
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await gotoHome(page);
    const section = page.getByRole("region", { name: "Sponsorlu" });
    const carousel = section.getByRole("group", { name: "Sponsorlu içerikler" });
    const slides = carousel.locator("[data-sponsored-slide]");
    await expect(slides).toHaveCount(Math.min(10, active.length));
    // Autoplay starts once the page has loaded.
    await expect(carousel).toHaveAttribute("data-autoplay", "on");
    await settle(page);
    await expect(slides.locator("h3")).toHaveText(active.slice(0, 10).map((item) => item.title));

    const current = carousel.getByRole("group");
    await expect(current).toHaveAccessibleName(`1 / ${active.length}`);
    await expect(current.getByRole("heading")).toHaveText(active[0]!.title);
    const link = current.getByRole("link", { name: /Ziyaret et/ });
    await expect(link).toHaveAttribute("href", active[0]!.linkUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);

    await advance(page, 4_900);
    await expect(current).toHaveAccessibleName(`1 / ${active.length}`);
    await advance(page, 200);
    await expect(current).toHaveAccessibleName(`2 / ${active.length}`);
    await expect(current.getByRole("heading")).toHaveText(active[1]!.title);
    // The outgoing slide fades out over 900 ms instead of sliding away.
    await expect(slides.nth(1)).toHaveCSS("transition-duration", "0.9s");
    await expect(slides.nth(1)).toHaveCSS("opacity", "1");
  });

  test("pauses while hovered; previous, next and the dots move it", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await gotoHome(page);
    const carousel = page.getByRole("group", { name: "Sponsorlu içerikler" });
    const current = carousel.getByRole("group");
    await expect(carousel).toHaveAttribute("data-autoplay", "on");
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-autoplay", "off");
    await advance(page, 12_000);
    await expect(current).toHaveAccessibleName(`1 / ${active.length}`);

    await carousel.getByRole("button", { name: "Sonraki sponsorlu içerik" }).click();
    await expect(current).toHaveAccessibleName(`2 / ${active.length}`);
    await carousel.getByRole("button", { name: "Önceki sponsorlu içerik" }).click();
    await carousel.getByRole("button", { name: "Önceki sponsorlu içerik" }).click();
    await expect(current).toHaveAccessibleName(`${active.length} / ${active.length}`);
    await carousel.getByRole("button", { name: "3. sponsorlu içeriğe geç" }).click();
    await expect(current).toHaveAccessibleName(`3 / ${active.length}`);
    await expect(current.getByRole("heading")).toHaveText(active[2]!.title);
  });

  test("can be swiped (Embla, loaded once the carousel is on screen)", async ({ page }) => {
    await gotoHome(page);
    const carousel = page.getByRole("group", { name: "Sponsorlu içerikler" });
    await carousel.scrollIntoViewIfNeeded();
    const viewport = carousel.locator('[data-swipe="ready"]');
    await expect(viewport).toHaveCount(1);
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(carousel.getByRole("group")).toHaveAccessibleName(`2 / ${active.length}`);
  });

  test("shows the English texts in English", async ({ page }) => {
    await gotoHome(page, "/en");
    const carousel = page.getByRole("group", { name: "Sponsored content" });
    await expect(carousel.getByRole("group").getByRole("heading")).toHaveText(active[0]!.titleEn);
    await expect(page.getByRole("form", { name: "Search listings by category, city and region" })).toBeVisible();
  });
});

test.describe("listing sections", () => {
  const categories = [
    { title: "Öne Çıkan Evler", segment: "evler", limit: 15 },
    { title: "Öne Çıkan Araçlar", segment: "araclar", limit: 6 },
    { title: "Öne Çıkan Dükkanlar", segment: "dukkanlar", limit: 6 },
    { title: "Öne Çıkan Oteller", segment: "oteller", limit: 6 },
    { title: "Öne Çıkan Apartlar", segment: "apartlar", limit: 6 },
  ];

  test("featured listings per category: houses up to 15, the others up to 6, each with a view-all link", async ({ page }) => {
    await gotoHome(page);
    for (const { title, segment, limit } of categories) {
      const section = page.getByRole("region", { name: title });
      const cards = section.getByRole("article");
      const count = await cards.count();
      expect(count, title).toBeGreaterThan(0);
      expect(count, title).toBeLessThanOrEqual(limit);
      for (const card of await cards.all()) {
        await expect(card.getByText("Öne Çıkan", { exact: true })).toBeVisible();
        await expect(card.getByRole("link").first()).toHaveAttribute("href", new RegExp(`^/${segment}/[0-9a-f-]{36}$`));
      }
      await expect(section.getByRole("link", { name: /^Tümünü gör/ })).toHaveAttribute("href", `/${segment}`);
    }
  });

  test("recent listings: 12, featured first, in the server's order", async ({ page, request }) => {
    const recent = (await (await request.get("/api/home?section=recent")).json()) as { id: string; isFeatured: boolean }[];
    expect(recent).toHaveLength(12);
    const flags = recent.map((listing) => listing.isFeatured);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));

    await gotoHome(page);
    const cards = page.getByRole("region", { name: "Son İlanlar" }).getByRole("article");
    await expect(cards).toHaveCount(12);
    const hrefs = await cards.evaluateAll((articles) => articles.map((article) => article.querySelector("a")?.getAttribute("href") ?? ""));
    expect(hrefs.map((href) => href.split("/").pop())).toEqual(recent.map((listing) => listing.id));
    const badges = await cards.evaluateAll((articles) => articles.map((article) => article.textContent?.includes("Öne Çıkan") ?? false));
    expect(badges).toEqual(flags);
  });

  test("featured listings are refreshed in the background every 2 minutes", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await gotoHome(page);
    const refresh = page.waitForResponse((response) => response.url().endsWith("/api/home?section=featured"));
    await advance(page, 120_500);
    const response = await refresh;
    expect(response.status()).toBe(200);
  });
});

test.describe("partner logos", () => {
  const groups = [
    { type: "real_estate", title: "Emlak Ofisleri" },
    { type: "car_rental", title: "Araç Kiralama Firmaları" },
    { type: "hotel", title: "Oteller" },
    { type: "apartment", title: "Apart İşletmeleri" },
  ] as const;

  test("the four groups show their active logos in order, linking out in a new tab", async ({ page }) => {
    await gotoHome(page);
    const partners = page.getByRole("region", { name: "Çözüm Ortaklarımız" });
    for (const { type, title } of groups) {
      await expect(partners.getByRole("heading", { name: title, exact: true })).toBeVisible();
      const expected = DEMO_PARTNERS.filter((partner) => partner.type === type && partner.isActive).map((partner) => partner.name);
      const group = partners.getByRole("group", { name: title, exact: true });
      await expect(group.getByRole("img")).toHaveCount(expected.length);
      expect(await group.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")))).toEqual(expected);
      for (const link of await group.getByRole("link").all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      }
    }
    const firstLogo = partners.getByRole("img").first();
    await firstLogo.scrollIntoViewIfNeeded();
    await expect(firstLogo).toHaveJSProperty("complete", true);
    expect(await firstLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const tileWidth = await partners
      .getByRole("listitem")
      .first()
      .evaluate((item) => item.getBoundingClientRect().width);
    expect([220, 240]).toContain(Math.round(tileWidth));
  });
});

test.describe("small screens", () => {
  // Lighthouse's mobile screen (Moto G Power).
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test("nothing is wider than the screen: wide rows scroll inside their own box", async ({ page }) => {
    await gotoHome(page);
    expect(await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }))).toEqual({
      page: 412,
      screen: 412,
    });
    const group = page.getByRole("group", { name: "Oteller", exact: true });
    const overflow = await group.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
  });
});

test.describe("home meta and JSON", () => {
  test("the home page has a translated title, description and canonical URL", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Kuzey Kıbrıs kiralık/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Kuzey Kıbrıs'ta kiralık/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/$/);

    await page.goto("/en");
    await expect(page).toHaveTitle(/for rent in Northern Cyprus/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /for rent in Northern Cyprus/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/en$/);
  });
});

test.describe("the smallest phones", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of ["/", "/evler"]) {
    test(`the header fits a 360 px screen on ${path} in every language`, async ({ page }) => {
      await page.goto(path);
      const widths = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(await widths()).toEqual({ page: 360, screen: 360 });
      await chooseLanguage(page, "English");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await widths()).toEqual({ page: 360, screen: 360 });
      for (const locale of ["ru", "de", "fa", "ar"] as const) {
        await page.goto(localizePath(path, locale));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        expect(await widths(), locale).toEqual({ page: 360, screen: 360 });
      }
    });
  }
});
