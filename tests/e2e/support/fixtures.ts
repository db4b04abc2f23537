import AxeBuilder from "@axe-core/playwright";
import { type Page, test as base, expect } from "@playwright/test";

/**
 * Every page is watched: a console error or an uncaught page error fails the test.
 * Use `allowConsoleErrors` for a test that expects one (e.g. a deliberate 404 resource).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
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

/** Serious and critical axe-core violations on the current page (summarised for readable failures). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
