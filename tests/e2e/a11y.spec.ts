import { expect, seriousA11yViolations, test } from "./support/fixtures";

for (const locale of ["tr", "en"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`home has no serious or critical axe violations (${locale}, ${theme})`, async ({ page }) => {
      await page.addInitScript(
        ({ storedLocale, storedTheme }) => {
          localStorage.setItem("kk_locale", storedLocale);
          localStorage.setItem("darkMode", storedTheme);
        },
        { storedLocale: locale, storedTheme: theme },
      );
      await page.goto(locale === "en" ? "/en" : "/");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      else await expect(page.locator("html")).not.toHaveClass(/dark/);
      // Let lazy images settle so contrast is measured on the final page.
      await page.waitForLoadState("networkidle");
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
}
