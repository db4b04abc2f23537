import type { Page } from "@playwright/test";
import { sameSite } from "../support/site-client";
import { adminPanel, header, main, signedInMember, uniqueEmail } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";
import { listingBody, newListingId } from "./support/write-storm";

/**
 * What a first-time user stumbled on: the saved searches are listed with the category page's
 * translated chips; the owner's list and
 * the admin's queue show each price with its rental term, as the cards do; the admin's own edit
 * page says that the admin's changes apply at once, while a member's says they wait for approval.
 */

/** A new member's monthly apartment, sent as the form sends it: its id and title. */
async function postApartment(page: Page, baseURL: string, label: string) {
  const id = newListingId();
  const body = {
    ...listingBody(id, 5, label),
    category: "apartments",
    rentalTerm: "monthly",
    specifications: { rooms: "2+1" },
    title: `${label} ${Date.now().toString(36)}`,
    titleEn: "",
    price: "450",
    currency: "USD",
  };
  const response = await page.request.post("/ilan-ver.data", { data: body, headers: sameSite(baseURL) });
  expect(response.ok()).toBe(true);
  return { id, title: body.title };
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
