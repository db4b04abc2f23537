import { mailSubject } from "../support/smtp";
import { adminLogin, createAccount, main, toast, uniqueEmail, watchedPage } from "./support/accounts";
import { expect, seriousA11yViolations, test } from "./support/fixtures";
import { lastMailSequence, waitForMail } from "./support/mail";
import { apartmentBody, postListing } from "./support/listings";

/**
 * Saved searches with e-mail alerts (decision 032) against the production server
 * and its real SMTP server: a member saves a category search from the page's "Bu aramayı kaydet"
 * control, an admin approves a matching listing, and the alert arrives (the maintenance schedule's
 * jobs: matching and alerts every 20 s) with the listing's link and a signed unsubscribe link that works signed
 * out; the member's saved searches page then shows the search paused.
 */

test("save a search → an approved matching listing → the alert mail with the link and a working unsubscribe", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // A word no other listing has: only this test's listing matches the search.
  const word = `kayitliarama${Date.now().toString(36)}`;

  // The member saves the apartments page searched for the word.
  const email = uniqueEmail("saved-search");
  await createAccount(page, email, "Arama Kaydeden");
  await page.goto(`/apartlar?q=${word}`);
  const save = main(page).getByRole("button", { name: "Bu aramayı kaydet" });
  await expect(save).toBeVisible();
  await save.click();
  const dialog = page.getByTestId("save-search-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Aramanın adı").fill("Yeni apartlar");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Arama kaydedildi.")).toBeVisible();

  // Its saved searches page lists it.
  await page.goto("/kayitli-aramalar");
  const search = page.getByTestId("saved-search");
  await expect(search).toHaveCount(1);
  await expect(search.getByRole("heading", { name: "Yeni apartlar" })).toBeVisible();
  await expect(search.getByTestId("saved-search-state")).toHaveText("Etkin");
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Another member posts a matching apartment; the admin approves it.
  const owner = await watchedPage(browser);
  await createAccount(owner.page, uniqueEmail("saved-search-owner"), "İlan Sahibi");
  const listing = await postListing(
    owner.page,
    baseURL!,
    apartmentBody(7, "Kayıtlı arama apartı", { title: `Deniz kenarı ${word} apart`, price: "5000", currency: "TRY" }),
  );
  const { id } = listing;
  const mails = lastMailSequence(email);
  const admin = await watchedPage(browser);
  await adminLogin(admin.page);
  await admin.page.goto(`/yonetim/panel?q=${encodeURIComponent(listing.title)}`);
  await expect(admin.page.getByTestId("admin-dashboard")).toHaveAttribute("data-hydrated", "true");
  await admin.page.locator(`[data-testid="admin-listing"][data-id="${id}"]`).getByRole("button", { name: "Onayla" }).click();
  await expect(toast(admin.page, "İlan onaylandı")).toBeVisible();

  // The alert: within two of the alerts' 20-s intervals (matched in one, sent in the same or the next), one mail with the link.
  const mail = await waitForMail(email, { after: mails, timeout: 90_000 });
  expect(mailSubject(mail.raw)).toBe("Kayıtlı aramanıza uyan yeni ilan: Yeni apartlar");
  const link = mail.decoded.match(new RegExp(`https?://[^\\s"<]+/apartlar/${id}`))?.[0];
  expect(link, "the listing's link in the mail").toBeTruthy();
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
  const unsubscribe = /^List-Unsubscribe: <([^>]+)>/im.exec(headers)?.[1];
  expect(unsubscribe, "the unsubscribe header").toBeTruthy();
  expect(mail.decoded).toContain(unsubscribe!);

  // The link opens the listing.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);

  // The unsubscribe link works signed out: it asks, the button stops the mails.
  const visitor = await watchedPage(browser);
  const target = new URL(unsubscribe!);
  const opened = await visitor.page.goto(`${target.pathname}${target.search}`);
  // Private, and its token never leaves in a Referer.
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  const result = visitor.page.getByTestId("unsubscribe-result");
  await expect(result).toHaveAttribute("data-kind", "ask");
  await expect(result.getByRole("heading", { level: 1 })).toHaveText("\u201cYeni apartlar\u201d aramasının e-postaları durdurulsun mu?");
  expect(await seriousA11yViolations(visitor.page)).toEqual([]);
  await result.getByRole("button", { name: "E-postaları durdur" }).click();
  await expect(visitor.page.getByTestId("unsubscribe-result")).toHaveAttribute("data-kind", "done");
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText("E-postalar durduruldu");

  // The member's page shows the search paused.
  await page.goto("/kayitli-aramalar");
  await expect(page.getByTestId("saved-search").getByTestId("saved-search-state")).toHaveText("Duraklatıldı");

  for (const context of [owner, admin, visitor]) {
    expect(context.errors).toEqual([]);
    await context.context.close();
  }
});
