import AxeBuilder from "@axe-core/playwright";
import { type Page, test as base, expect } from "@playwright/test";

/**
 * True once React has hydrated the current document (the root layout marks `<html data-app-ready>`),
 * or when the document is not one of the app's pages (JSON, text, an image).
 */
export async function appReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === "true" || !("__reactRouterContext" in window), undefined, {
    timeout: 30_000,
  });
}

/**
 * The app starts its scripts after the page's `load` event (decision 008), which is when
 * `page.goto` returns: so every navigation of this page also waits until React has hydrated,
 * as a visitor would see the page before using it. (Taps before that are replayed by the app.)
 */
export function waitForAppAfterNavigation(page: Page) {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await appReady(page);
        return response;
      },
    });
  }
}

/**
 * Every page is watched: a console error or an uncaught page error fails the test.
 * Use `allowConsoleErrors` for a test that expects one (e.g. a deliberate 404 resource), and
 * `waitForApp: false` for one that acts before hydration.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; waitForApp: boolean }>({
  allowConsoleErrors: [[], { option: true }],
  waitForApp: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, waitForApp, javaScriptEnabled }, use) => {
    if (waitForApp && javaScriptEnabled !== false) waitForAppAfterNavigation(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
      errors.push(`console.error: ${text}`);
    });
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    await use(page);
    expect(errors, "the page logged errors").toEqual([]);
  },
});

export { expect };

/**
 * Serious and critical axe-core violations on the current page (summarised for readable failures).
 * Toasts are checked once they have faded in (or out, and gone): half-way through the animation
 * their text has half its contrast, which axe rightly reports but no one reads.
 */
export async function seriousA11yViolations(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")].every(
        (toast) =>
          toast.getAttribute("data-visible") === "false" ||
          (toast.getAttribute("data-removed") !== "true" && getComputedStyle(toast).opacity === "1"),
      ),
    undefined,
    { timeout: 5_000 },
  );
  // Every rule axe runs by default, and the experimental label-in-name check (WCAG 2.5.3): an
  // accessible name must contain the visible text, so voice-control users can say what they see.
  const results = await new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

/**
 * Opens the header's language switch (a native popover) and follows the link of `language`, named
 * in its own language ("English", "Türkçe", "Русский").
 */
export async function chooseLanguage(page: Page, language: string) {
  const banner = page.getByRole("banner");
  await banner.locator("button[data-language-switch]").click();
  await banner.locator("[popover]").getByRole("link", { name: language, exact: true }).click();
}
