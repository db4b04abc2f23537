import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routesWithActions, startAppServer } from "../support/app-server";
import { startTestRuntime, testApp } from "../support/runtime";
import { translate } from "~/lib/i18n";
import { localeFromPath } from "~/lib/i18n/locales";

/**
 * Headers and cross-site requests, answered by the site's Express app (server/app.ts) in this
 * process: every route that accepts a state-changing request refuses one sent by a browser from
 * another site (CSRF), before the route runs, with a translated message; the security headers, with
 * a CSP naming each document's inline scripts by hash (decision 020), and HSTS when the site is
 * served over https.
 *
 * The routes come from the route table (app/routes.ts), so a new route with an action is covered
 * without touching this test.
 */

const CROSS_SITE_TR = "Bu istek başka bir siteden gönderildiği için reddedildi.";
const CROSS_SITE_EN = "This request came from another site and was refused.";

let stop: () => Promise<void>;
/** The test site (TEST_SITE, https), with the social accounts turned off. */
let site: Awaited<ReturnType<typeof startAppServer>>;
/** The same app for a site served over plain http. */
let plainSite: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  ({ stop } = await startTestRuntime("http-security", { INSTAGRAM_URL: "none", FACEBOOK_URL: "none" }));
  site = await startAppServer();
  const app = testApp();
  plainSite = await startAppServer({ ...app, config: { ...app.config, siteUrl: "http://www.kktc.test" } });
});
afterAll(async () => {
  await plainSite?.stop();
  await site?.stop();
  await stop?.();
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("cross-site requests", () => {
  it("every route with an action refuses cross-site requests with a translated 403, before it runs", async () => {
    const paths = await routesWithActions();
    expect(paths.length).toBeGreaterThan(15);
    expect(paths).toContain("/api/favourites");
    expect(paths).toContain("/en/giris");
    expect(paths).toContain("/fa/giris");
    for (const pathname of paths) {
      // A page answers in its URL's language (/en/… English, /fa/… Persian), a JSON endpoint in the cookie's.
      const locale = localeFromPath(pathname);
      const english = locale === "en";
      for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
        const response = await fetch(`${site.url}${pathname}`, {
          method,
          headers: {
            origin: "https://evil.example",
            "content-type": "application/x-www-form-urlencoded",
            cookie: `kk_locale=${english ? "tr" : "en"}`,
          },
          body: "intent=delete&email=a%40b.c&password=x",
          redirect: "manual",
        });
        expect(response.status, `${method} ${pathname}`).toBe(403);
        const api = pathname.startsWith("/api/");
        const expected = api ? CROSS_SITE_EN : locale === "tr" ? CROSS_SITE_TR : translate(locale, "auth.errors.crossSite").split(".")[0]!;
        expect(await response.text(), `${method} ${pathname}`).toContain(expected);
      }
      // Fetch Metadata alone is enough; a JSON endpoint's message follows the language cookie.
      if (!pathname.startsWith("/api/")) continue;
      const answer = await fetch(`${site.url}${pathname}`, {
        method: "POST",
        headers: { "sec-fetch-site": "cross-site", cookie: "kk_locale=tr", accept: "application/json", "content-type": "application/json" },
        body: "{}",
        redirect: "manual",
      });
      expect(answer.status, pathname).toBe(403);
      const text = await answer.text();
      expect(text, pathname).toContain(CROSS_SITE_TR);
      // The one error shape (decision 028), answered by the server before any route.
      expect(JSON.parse(text), pathname).toEqual({ error: "cross_site", message: expect.stringContaining(CROSS_SITE_TR) });
    }
  });
});

describe("security headers", () => {
  it("are sent, with HSTS when the site is served over https", async () => {
    const plain = (await fetch(`${plainSite.url}/`)).headers;
    expect(plain.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(plain.get("content-security-policy")).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(plain.get("x-content-type-options")).toBe("nosniff");
    expect(plain.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.get("strict-transport-security")).toBeNull();

    const response = await fetch(`${site.url}/api/health`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    // (This runtime turns the social accounts off: the contact page and the footer link none,
    // rather than the networks' home pages.)
    const contact = await (await fetch(`${site.url}/iletisim`)).text();
    expect(contact).toContain("<h1");
    expect(contact).not.toMatch(/instagram\.com|facebook\.com/);
  });

  it("a CSP naming the page's inline scripts by hash, without a nonce or unsafe-inline scripts", async () => {
    const response = await fetch(`${plainSite.url}/`);
    const headers = response.headers;
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    expect(html).not.toContain("nonce=");
    // Every inline script of the page, and nothing else, is named (data blocks are not scripts).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline.length).toBeGreaterThanOrEqual(5);
    const named = csp.match(/'sha256-[^']+'/g) ?? [];
    expect(new Set(named).size).toBe(new Set(inline.map(sha256)).size);
    for (const script of inline) expect(named).toContain(sha256(script));
  });
});
