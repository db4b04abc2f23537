import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Page } from "@playwright/test";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { localizePath } from "~/lib/paths";
import { appReady, expect, test } from "./support/fixtures";

/**
 * The JavaScript budget of docs/performance.md: the JavaScript a public page loads before anyone touches it — every script
 * the browser fetches until the network is idle, module preloads and post-load imports alike — gzipped
 * as the server sends it, at most BUDGET_KB on every page (decision 007's 150 KB), and proof that no admin,
 * listing-form or upload code, nor lucide-react's drawings, are among it. docs/performance.md "Changes and their figures" has the
 * measured sizes.
 */
const BUDGET_KB = 150;

/** Source modules that must never reach a public page's first load. */
const FORBIDDEN_MODULES = [
  /^app\/features\/(admin|admin-content|listing-form|profile)\//,
  /^app\/routes\/(admin-|new-listing|edit-listing)/,
  /^app\/lib\/i18n\/areas\/(admin|listing-form)/,
  /upload/,
  /^node_modules\/heic-to\//,
  // Icons come from the sprite (components/ui/icon.tsx), not as drawings in the JavaScript.
  /(^|\/)node_modules\/lucide-react\//,
  // The members' form library (a checkout whose node_modules is a link names it through the link's target).
  /(^|\/)node_modules\/(react-hook-form|@hookform)\//,
];

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientModules = JSON.parse(fs.readFileSync(path.join(buildDir, "client-modules.json"), "utf8")) as Record<string, string[]>;

async function scriptsLoadedBeforeInteraction(page: Page, url: string) {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    const pathname = new URL(response.url()).pathname;
    if (response.request().resourceType() !== "script" && !pathname.endsWith(".js")) return;
    scripts.set(pathname, zlib.gzipSync(await response.body()).length);
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  // Hydration is done (the root layout marks <html data-app-ready>) and nothing more is on its way.
  await appReady(page);
  await page.waitForLoadState("networkidle");
  return scripts;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The modules of a language's texts (its core and sections; Turkish's sections have no suffix). */
const textsOf = (locale: Locale) =>
  locale === "tr"
    ? /^app\/lib\/i18n\/(core-tr|tr)\.ts$|^app\/lib\/i18n\/sections\/[\w-]+\.ts$/
    : new RegExp(`^app\\/lib\\/i18n\\/(core-${locale}|${locale})\\.ts$|^app\\/lib\\/i18n\\/sections\\/[\\w-]+\\.${locale}\\.ts$`);

for (const locale of ["tr", "ru", "fa"] as const) {
  for (const [name, url] of [
    ["home", "/"],
    ["category page with filters", "/evler?city=Girne&rooms=2%2B1&priceMax=90000&sort=price-asc"],
    ["listing detail", "detail"],
  ] as const) {
    test(`${name} (${locale}): at most ${BUDGET_KB} KB gzip of JavaScript before interaction, no admin/form/upload code, no other language's texts`, async ({
      page,
      request,
    }) => {
      let target: string = localizePath(url, locale);
      if (url === "detail") {
        const html = await (await request.get("/evler")).text();
        const detail = html.match(/href="(\/evler\/[0-9a-f-]{36})"/)?.[1] ?? "";
        expect(detail, "a listing linked from /evler").not.toBe("");
        target = localizePath(detail, locale);
      }
      const scripts = await scriptsLoadedBeforeInteraction(page, target);
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const breakdown = [...scripts].sort((a, b) => b[1] - a[1]).map(([file, size]) => `${kb(size)} KB ${file}`);

      console.log(`${name} (${locale}): ${kb(total)} KB gzip of JavaScript in ${scripts.size} files before interaction`);
      expect(scripts.size, "the page loaded its scripts").toBeGreaterThan(3);
      expect(kb(total), `JavaScript before interaction:\n${breakdown.join("\n")}`).toBeLessThanOrEqual(BUDGET_KB);

      const modules = [...scripts.keys()].flatMap((file) => {
        const inFile = clientModules[file.replace(/^\//, "")];
        expect(inFile, `${file} is a file of this build`).toBeDefined();
        return inFile ?? [];
      });
      const reached = modules.filter((module) => FORBIDDEN_MODULES.some((pattern) => pattern.test(module)));
      expect(reached, "admin, form or upload modules in a public page's first load").toEqual([]);
      // Only the page's own language's texts (decision 040): the core comes as JSON, areas by language.
      // (The 404's own texts are English on every page, docs/product.md §2: not-found.en.ts is everywhere.)
      const others = LOCALES.filter((other) => other !== locale);
      const foreign = modules.filter((module) => module !== "app/lib/i18n/sections/not-found.en.ts");
      expect(foreign.filter((module) => others.some((other) => textsOf(other).test(module)))).toEqual([]);
    });
  }
}
