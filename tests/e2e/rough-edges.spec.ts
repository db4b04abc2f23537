import type { Page } from "@playwright/test";
import { sameSite } from "../support/site-client";
import { ADMIN_EMAIL, DEMO_PASSWORD, adminPanel, header, login, main, signedInMember, uniqueEmail } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";
import { listingBody, newListingId } from "../support/write-storm";
import { apartmentBody, postListing } from "./support/listings";

/**
 * What a first-time user stumbled on: the saved searches are listed with the category page's
 * translated chips; the owner's list and
 * the admin's queue show each price with its rental term, as the cards do; the admin's own edit
 * page says that the admin's changes apply at once, while a member's says they wait for approval.
 * Members find their saved searches beside their favourites, with a count; a phone keeps the
 * seller's WhatsApp and call buttons on screen; a listing's video and 3D tour have badges that open
 * the gallery at them.
 */

/** A new member's monthly apartment, sent as the form sends it: its id and title. */
async function postApartment(page: Page, baseURL: string, label: string) {
  const { id, title } = await postListing(page, baseURL, apartmentBody(5, label, { price: "450", currency: "USD" }));
  return { id, title };
}

test("a saved search is named after all its filters and listed with the category page's chips, in the page's language", async ({
  page,
}) => {
  await signedInMember(page, { email: uniqueEmail("saved-chips"), name: "Filtre Kaydeden" });
  await page.goto("/araclar?city=Ercan&rentalTerm=daily");
  await expect(page.locator('[data-chip="rentalTerm"]')).toContainText("Günlük");
  await main(page).getByRole("button", { name: "Bu aramayı kaydet" }).click();
  const dialog = page.getByTestId("save-search-dialog");
  await expect(dialog.getByLabel("Aramanın adı")).toHaveValue("Araçlar · Ercan · Günlük");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Arama kaydedildi.")).toBeVisible();

  await page.goto("/kayitli-aramalar");
  const search = main(page).getByTestId("saved-search");
  await expect(search.getByRole("heading", { name: "Araçlar · Ercan · Günlük" })).toBeVisible();
  await expect(search.getByTestId("saved-search-chips").getByRole("listitem")).toHaveText(["Ercan", "Günlük"]);
  await expect(search).not.toContainText("rentalTerm");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto("/en/kayitli-aramalar");
  await expect(main(page).getByTestId("saved-search-chips").getByRole("listitem")).toHaveText(["Ercan (Airport)", "Daily"]);
});

test("prices carry their rental term in the owner's list and the admin's queue; the admin's edit page says the changes apply at once (tr, en)", async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await signedInMember(page, { email: uniqueEmail("term"), name: "Dönem Gösteren" });
  const listing = await postApartment(page, baseURL!, "Aylık apart");

  // The owner's list on the profile: "$450 / Aylık".
  await page.goto("/");
  await header(page).getByRole("link", { name: member.name }).click();
  const row = main(page).getByTestId("own-listing").filter({ hasText: listing.title });
  await expect(row.getByTestId("listing-price")).toHaveText("$450 / Aylık");
  await page.goto(`/en${new URL(page.url()).pathname}`);
  await expect(main(page).getByTestId("own-listing").filter({ hasText: listing.title }).getByTestId("listing-price")).toHaveText(
    "$450 / Monthly",
  );

  // The member's own edit page: the changes wait for approval.
  await page.goto(`/ilanlar/${listing.id}/duzenle`);
  await expect(main(page).getByText("Kaydettiğiniz değişiklikler yönetici onayından sonra yayına alınır.")).toBeVisible();

  const admin = await adminPanel(browser);
  await admin.page.goto(`/yonetim/panel?q=${encodeURIComponent(listing.title)}`);
  const queued = admin.page.locator(`[data-testid="admin-listing"][data-id="${listing.id}"]`);
  await expect(queued.getByTestId("listing-price")).toHaveText("$450 / Aylık");

  // The admin's edit page says what happens to the admin's changes, in both languages.
  await admin.page.goto(`/yonetim/ilanlar/${listing.id}/duzenle`);
  await expect(
    main(admin.page).getByText("Yönetici olarak kaydettiğiniz değişiklikler onay beklemeden hemen ilana işlenir."),
  ).toBeVisible();
  await expect(main(admin.page).getByText("Kaydettiğiniz değişiklikler yönetici onayından sonra yayına alınır.")).toHaveCount(0);
  await admin.page.goto(`/en/yonetim/ilanlar/${listing.id}/duzenle`);
  await expect(
    main(admin.page).getByText("As an admin, the changes you save apply to the listing at once, without approval."),
  ).toBeVisible();
  await admin.page.goto("/yonetim/ilanlar/yeni");
  await expect(main(admin.page).getByText("Yönetici olarak oluşturduğunuz ilan onay beklemeden hemen yayına alınır.")).toBeVisible();
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});

test("members reach their saved searches from the header and the menu, with how many there are (tr, en)", async ({ page }) => {
  await signedInMember(page, { email: uniqueEmail("saved-link"), name: "Aramalarını Bulan" });
  await page.goto("/");
  const link = (name: string) => header(page).getByRole("link", { name, exact: true });
  await expect(link("Kayıtlı aramalar")).toBeVisible();

  await page.goto("/evler?city=Girne");
  await main(page).getByRole("button", { name: "Bu aramayı kaydet" }).click();
  const dialog = page.getByTestId("save-search-dialog");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Arama kaydedildi.")).toBeVisible();
  await page.keyboard.press("Escape");
  // The header counts the new one at once, without another request for the viewer.
  await expect(link("Kayıtlı aramalar (1)")).toBeVisible();
  await expect(link("Kayıtlı aramalar (1)")).toContainText("1");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await link("Kayıtlı aramalar (1)").click();
  await expect(page).toHaveURL(/\/kayitli-aramalar$/);
  await page.goto("/en");
  await expect(link("Saved searches (1)")).toBeVisible();

  // The phone menu has it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await header(page).getByRole("button", { name: "Menüyü aç" }).click();
  await expect(link("Kayıtlı aramalar (1)")).toBeVisible();
  await link("Kayıtlı aramalar (1)").click();
  await expect(page).toHaveURL(/\/kayitli-aramalar$/);

  // Deleted on that page: the count goes with it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await main(page).getByRole("button", { name: "Sil" }).click();
  await expect(main(page).getByText("Arama silindi.")).toBeVisible();
  await expect(link("Kayıtlı aramalar")).toBeVisible();
});

test.describe("a listing's page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("keeps the seller's WhatsApp and call buttons on screen after the price card has scrolled away; the gallery covers them; wide screens do not show them", async ({
    page,
    request,
  }) => {
    // A demo listing whose seller has both numbers.
    const html = await (await request.get("/evler")).text();
    const paths = [...new Set([...html.matchAll(/href="(\/evler\/[0-9a-f-]{36})"/g)].map((match) => match[1]!))];
    let path = "";
    for (const candidate of paths) {
      const page = await (await request.get(candidate)).text();
      if (page.includes("data-contact-bar") && page.includes("tel:+")) {
        path = candidate;
        break;
      }
    }
    expect(path, "a house whose seller gives a phone number").not.toBe("");
    await page.goto(path);
    const bar = page.getByRole("complementary", { name: "Satıcıyla iletişim" });
    const whatsapp = bar.getByRole("link", { name: /^WhatsApp ile yaz/ });
    const call = bar.getByRole("link", { name: /^Ara: \+90/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/90\d+\?text=/);
    await expect(call).toHaveAttribute("href", /^tel:\+90\d+$/);

    // Scrolled to the end: the price card is gone, the bar is still there, and the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId("listing-price")).not.toBeInViewport();
    await expect(whatsapp).toBeInViewport();
    await expect(call).toBeInViewport();
    const barTop = (await bar.boundingBox())!.y;
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The full-screen gallery hides it; closing the gallery brings it back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: /^Galeriyi aç: öğe 1 \// }).click();
    await expect(page.getByTestId("gallery-dialog")).toBeVisible();
    await expect(bar).toBeHidden();
    await page.getByRole("button", { name: "Galeriyi kapat" }).click();
    await expect(bar).toBeVisible();

    // Beside the text on a wide screen, the price card is always in view: no bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(bar).toBeHidden();
  });
});

/** The embedded players answer locally: there is no internet in tests. */
async function blockEmbeds(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|my\.matterport\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
  );
}

test("a listing's video and 3D tour: badges on its card and over its gallery open the gallery straight at them (tr, en)", async ({
  page,
  baseURL,
}) => {
  await blockEmbeds(page);
  await login(page, ADMIN_EMAIL(), DEMO_PASSWORD());
  await expect(page).toHaveURL(/\/$/);
  const id = newListingId();
  const { contact: _contact, ...body } = listingBody(id, 4, "Turlu");
  const title = `Turlu villa ${Date.now().toString(36)}`;
  const created = await page.request.post("/yonetim/ilanlar/yeni", {
    headers: { ...sameSite(baseURL!), "content-type": "application/json" },
    data: {
      ...body,
      title,
      titleEn: "",
      youtube: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      matterport: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
    },
  });
  expect(created.status()).toBe(201);

  // The card, among the search results: both badges, each naming the listing.
  await page.goto(`/?q=${encodeURIComponent(title)}`);
  const card = main(page).getByRole("article").filter({ hasText: title });
  await expect(card.getByRole("link", { name: `Video: ${title}` })).toHaveText("Video");
  const tour = card.getByRole("link", { name: `3D Tur: ${title}` });
  await expect(tour).toHaveText("3D Tur");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await tour.click();
  await expect(page).toHaveURL(new RegExp(`/evler/${id}#3d-tur$`));
  const dialog = page.getByTestId("gallery-dialog");
  await expect(dialog.getByTestId("gallery-position")).toHaveText("2 / 2");
  await expect(dialog.getByTitle("3D sanal tur 2")).toBeVisible();
  await dialog.getByRole("button", { name: "Galeriyi kapat" }).click();

  // Over the gallery: "Video" opens it at the video.
  const jumps = page.getByRole("group", { name: "Doğrudan git" });
  await jumps.getByRole("button", { name: "Video" }).click();
  await expect(dialog.getByTestId("gallery-position")).toHaveText("1 / 2");
  await expect(dialog.getByTitle("YouTube videosu 1")).toBeVisible();
  await dialog.getByRole("button", { name: "Galeriyi kapat" }).click();

  // A listing with photos only has no badges.
  await page.goto("/evler");
  const plain = main(page).getByRole("article").filter({ hasNotText: title }).first();
  await expect(plain.getByRole("link", { name: /^(Video|3D Tur): / })).toHaveCount(0);

  // In English.
  await page.goto(`/en/evler/${id}`);
  await expect(page.getByRole("group", { name: "Go straight to" }).getByRole("button")).toHaveText(["Video", "3D tour"]);
});

test("text search results have the category page's filters, chips and sort, go on in a category, and are saved with their filters (tr, en)", async ({
  page,
  request,
}) => {
  await page.goto("/?q=girne");
  const results = main(page);
  const filters = results.getByRole("form", { name: "Filtreler" });
  await filters.getByLabel("Kiralama süresi").selectOption({ label: "Aylık" });
  await filters.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/\/\?q=girne&rentalTerm=monthly$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“girne” için arama sonuçları");
  await expect(results.getByRole("list", { name: "Etkin filtreler" }).getByRole("listitem")).toHaveText(["Aylık"]);
  const cards = results.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const term of await cards.locator("[data-price]").evaluateAll((spans) => spans.map((span) => span.parentElement?.textContent))) {
    expect(term).toMatch(/\/ Aylık$/);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Sorted by price (in TRY at the server's rates): never a lower price after a higher one.
  await results.getByLabel("Sırala").selectOption({ label: "Fiyat: artan" });
  await expect(page).toHaveURL(/\/\?q=girne&rentalTerm=monthly&sort=price-asc$/);
  await expect(cards.first()).toBeVisible();
  const { rates } = (await (await request.get("/api/currency")).json()) as { rates: Record<string, number> };
  const symbols: Record<string, number> = { "₺": 1, $: rates.USD!, "€": rates.EUR!, "£": rates.GBP! };
  const prices = (await cards.locator("[data-price]").allTextContents()).map((text) => {
    const symbol = Object.keys(symbols).find((candidate) => text.includes(candidate))!;
    return Number(text.replace(/\D/g, "")) * symbols[symbol]!;
  });
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // A city narrows them; clearing all the chips keeps the words.
  await filters.getByLabel("Şehir").selectOption({ label: "Gazimağusa" });
  await filters.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/\/\?q=girne&city=Gazima%C4%9Fusa&rentalTerm=monthly&sort=price-asc$/);
  await results.getByRole("link", { name: "Tümünü temizle" }).click();
  await expect(page).toHaveURL(/\/\?q=girne&sort=price-asc$/);
  // (The chips and the panel are rendered again for the new filters in one go.)
  await expect(results.getByRole("list", { name: "Etkin filtreler" })).toHaveCount(0);

  // A category goes on in its own page with the words and the filters.
  await filters.getByLabel("Kiralama süresi").selectOption({ label: "Aylık" });
  await filters.getByLabel("Kategori").selectOption({ label: "Evler" });
  await filters.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/\/evler\?q=girne&rentalTerm=monthly&sort=price-asc$/);
  // Without JavaScript too: the form's GET is sent on by the server.
  const redirected = await request.get("/?q=girne&category=cars&city=Girne", { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(redirected.headers()["location"]).toBe("/araclar?q=girne&city=Girne");

  // Saved with its filters, and listed with their chips.
  await signedInMember(page, { email: uniqueEmail("text-search"), name: "Kelimeyle Arayan" });
  await page.goto("/?q=girne&rentalTerm=monthly");
  await main(page).getByRole("button", { name: "Bu aramayı kaydet" }).click();
  const dialog = page.getByTestId("save-search-dialog");
  await expect(dialog.getByLabel("Aramanın adı")).toHaveValue("Arama: “girne” · Aylık");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Arama kaydedildi.")).toBeVisible();
  await page.goto("/kayitli-aramalar");
  const saved = main(page).getByTestId("saved-search");
  await expect(saved.getByTestId("saved-search-chips").getByRole("listitem")).toHaveText(["Arama: “girne”", "Aylık"]);
  await saved
    .getByRole("link", { name: /Aramayı aç|girne/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/\?q=girne&rentalTerm=monthly$/);

  // In English.
  await page.goto("/en?q=girne&rentalTerm=monthly");
  await expect(main(page).getByRole("form", { name: "Filters" }).getByLabel("Rental term")).toHaveValue("monthly");
  await expect(main(page).getByRole("list", { name: "Active filters" }).getByRole("listitem")).toHaveText(["Monthly"]);
});
