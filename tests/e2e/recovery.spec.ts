import { expect, test } from "./support/fixtures";

test.describe('recovery redirect on any page (docs/product.md §2 "Recovery redirect")', () => {
  test("an access token in the hash goes to /sifre-yenile keeping the hash", async ({ page }) => {
    await page.goto("/evler#access_token=tok123&refresh_token=ref&type=recovery");
    await expect(page).toHaveURL(/\/sifre-yenile#access_token=tok123&refresh_token=ref&type=recovery$/);
  });

  test("a recovery type in the query goes to /sifre-yenile", async ({ page }) => {
    await page.goto("/iletisim?type=recovery&token=abc");
    await expect(page).toHaveURL(/\/sifre-yenile\?type=recovery&token=abc$/);
  });

  test("an error in the hash goes to /sifremi-unuttum with error, code and description", async ({ page }) => {
    await page.goto("/giris#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired");
    await expect(page).toHaveURL(/\/sifremi-unuttum\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/sifremi-unuttum");
    expect(url.searchParams.get("error")).toBe("access_denied");
    expect(url.searchParams.get("error_code")).toBe("otp_expired");
    expect(url.searchParams.get("error_description")).toBe("Email link is invalid or has expired");
  });
});
