import type { Page, Response } from "@playwright/test";
import { header, signedInMember, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * The anonymous page cache (decision 010) seen from a browser: a cached page is the rendered one,
 * its CSP naming its inline scripts by hash (decision 020), and hydrates like a rendered one; other
 * languages never get another's page, and members get the same public pages (what is theirs comes
 * from /api/viewer, decision 023) but never a profile rendered for someone else. (That a change shows at once is tested in admin.spec.ts, around the approval.)
 */

/** Reloads until the page comes from the cache (another test's change may bump the content version). */
async function reloadUntilCached(page: Page) {
  await expect.poll(async () => (await page.reload())?.headers()["x-page-cache"]).toBe("hit");
}

test("a cached category page keeps the policy naming its scripts, runs them and hydrates", async ({ page }) => {
  await page.goto("/oteller");
  const policies = new Set<string>();
  page.on("response", async (response) => {
    if (response.url().endsWith("/oteller") && response.headers()["x-page-cache"] === "hit") {
      policies.add(response.headers()["content-security-policy"] ?? "");
    }
  });
  await reloadUntilCached(page);
  await reloadUntilCached(page);
  // The cached answers carry the document's own policy (its scripts' hashes), not the site's bare one…
  expect(policies.size).toBeGreaterThanOrEqual(1);
  for (const policy of policies) expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+ 'wasm-unsafe-eval'/);
  // …so its inline scripts ran (a CSP refusal would fail the test as a console error): the page
  // is hydrated and its JavaScript works.
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await page.getByRole("navigation", { name: "Görünüm" }).getByRole("link", { name: "Liste" }).click();
  await expect(page).toHaveURL(/\/oteller\?view=list$/);
  await expect(page.getByRole("navigation", { name: "Görünüm" }).getByRole("link", { name: "Liste" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("the English page is cached at its own URL; a language cookie changes nothing", async ({ page, browser, baseURL }) => {
  await page.goto("/araclar");
  await reloadUntilCached(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Araçlar");

  const english = await browser.newContext({ baseURL });
  // A cookie naming the other language: the URL decides, so it neither picks nor splits the cached page.
  await english.addCookies([{ name: "kk_locale", value: "tr", url: baseURL! }]);
  const englishPage = await english.newPage();
  await englishPage.goto("/en/araclar");
  await reloadUntilCached(englishPage);
  await expect(englishPage.locator("html")).toHaveAttribute("lang", "en");
  await expect(englishPage.getByRole("heading", { level: 1 })).toHaveText("Cars");
  await expect(englishPage.getByRole("banner").getByRole("link", { name: "Houses", exact: true }).first()).toHaveAttribute(
    "href",
    "/en/evler",
  );
  // The Turkish page, asked for with a cookie naming English, is the cached Turkish one.
  // (Polled: another test's change to the content may have made the stored page stale meanwhile.)
  let turkish: Awaited<ReturnType<typeof english.request.get>> | undefined;
  await expect
    .poll(async () => {
      turkish = await english.request.get("/araclar", { headers: { cookie: "kk_locale=en" } });
      return turkish.headers()["x-page-cache"];
    })
    .toBe("hit");
  expect(await turkish!.text()).toMatch(/<html lang="tr"/);
  await english.close();
});

test("a signed-in member gets the cached public page, privately, with their own name from /api/viewer; their profile is rendered for them", async ({
  page,
  request,
}) => {
  const name = "Önbellek Üyesi";
  await signedInMember(page, { email: uniqueEmail("page-cache"), name });
  const viewer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/viewer");
  await page.goto("/dukkanlar");
  // A member's own render is never stored (it answers a request with a session), so a visitor's
  // request (no cookies) stores the page first, each round: another test's change to the content
  // may have outdated the stored page meanwhile.
  let answer: Response | null = null;
  await expect
    .poll(async () => {
      await request.get("/dukkanlar");
      answer = await page.reload();
      return answer?.headers()["x-page-cache"];
    })
    .toBe("hit");
  // Served from the cache, but never marked shareable: the request carried a session.
  expect(answer!.headers()["cache-control"]).toBe("private, no-store");
  expect(await answer!.text()).not.toContain(name);
  expect((await viewer).headers()["cache-control"]).toBe("private, no-store");
  await expect(header(page).getByRole("link", { name })).toBeVisible();

  // Their own profile is their account page: rendered for them every time.
  await header(page).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/profil\/[^/]+$/);
  for (let i = 0; i < 2; i += 1) expect((await page.reload())?.headers()["x-page-cache"]).toBeUndefined();
});
