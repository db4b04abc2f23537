import http from "node:http";
import type { Page, Response } from "@playwright/test";
import { createAccount, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Pages a shared HTTP cache may keep (decision 021): nothing personal ever says it may be shared.
 * What a visitor without a session gets from a public page (public, s-maxage, the surrogate keys of
 * what it shows, no nonce): tests/integration/public-answers.test.ts.
 */

/** Every answer the page received from the site, with whether its request carried the session. */
function recordAnswers(page: Page) {
  const answers: { url: string; status: number; cacheControl: string; setCookie: boolean; session: boolean }[] = [];
  const pending: Promise<void>[] = [];
  const record = async (response: Response) => {
    const url = new URL(response.url());
    if (!url.origin.startsWith("http://127.0.0.1") && !url.origin.startsWith("http://localhost")) return;
    const [request, headers] = await Promise.all([response.request().allHeaders(), response.allHeaders()]);
    answers.push({
      url: url.pathname + url.search,
      status: response.status(),
      cacheControl: headers["cache-control"] ?? "",
      setCookie: "set-cookie" in headers,
      session: /(^|;\s*)kk_session=/.test(request.cookie ?? ""),
    });
  };
  page.on("response", (response) => void pending.push(record(response)));
  /** Every answer so far, once all of them are read. */
  return async () => {
    await Promise.all(pending);
    page.removeAllListeners("response");
    return answers;
  };
}

/**
 * A member browsing in a browser (documents, their `.data` navigations, JSON); every route with an
 * admin's session is checked in hostile-requests.spec.ts.
 */
test("no answer to a member, or that sets a cookie, is ever marked shareable", async ({ page }) => {
  const recorded = recordAnswers(page);
  const email = uniqueEmail("shared-cache");
  await createAccount(page, email, "Paylaşım Denetçisi");
  for (const path of ["/", "/evler", "/en/araclar?sort=price-asc", "/?q=girne", "/about", "/favoriler", "/ilan-ver"]) {
    await page.goto(path);
  }
  await page.goto("/");
  const detail = await page.locator('a[href^="/evler/"]').first().getAttribute("href");
  await page.goto(detail!);
  await page.locator('a[href^="/profil/"]').first().click();
  await page.waitForURL(/\/profil\//);

  const personal = (await recorded()).filter((answer) => answer.session || answer.setCookie);
  expect(personal.length).toBeGreaterThan(10);
  expect(personal.filter((answer) => answer.session).length).toBeGreaterThan(5);
  expect(personal.filter((answer) => answer.setCookie).length).toBeGreaterThan(0);
  const shareable = personal.filter((answer) => /public|s-maxage/.test(answer.cacheControl) || !/private/.test(answer.cacheControl));
  // Static files (hashed assets, media, icons) are the same whoever asks.
  expect(shareable.filter((answer) => !/^\/(assets|media)\/|\.(svg|ico|png|webmanifest)$/.test(answer.url))).toEqual([]);
});

test("idle connections stay open longer than a shared cache keeps its own (65 s over Varnish's 60 s), so the cache always closes first", async ({
  baseURL,
}) => {
  // A raw request: the Keep-Alive header Node sends states the server's idle timeout.
  const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    http
      .get(`${baseURL}/api/health`, { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          agent.destroy();
          resolve(String(response.headers["keep-alive"]));
        });
      })
      .on("error", reject);
  });
  expect(keepAlive).toBe("timeout=65");
});
