import { expect, seriousA11yViolations, test } from "./support/fixtures";
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  FOURTEEN_DAYS,
  PASSWORD,
  cookie,
  createAccount,
  field,
  header,
  hydrated,
  login,
  main,
  register,
  toast,
  uniqueEmail,
} from "./support/accounts";
import { codeFrom, lastMailSequence, resetLinkFrom, waitForMail } from "./support/mail";

/**
 * Accounts (docs/product.md §2, §4, §5, §8): registration with an e-mailed code, login, password
 * reset, logout and the header — against the production server, with every mail read from the
 * real SMTP server of the global setup. Each test uses its own e-mail addresses (workers run in
 * parallel against one server).
 */

test.describe("registration with an e-mailed code", () => {
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("register → code mail → verified, signed in and sent to the redirect target, with the session cookies", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("register");
    const name = "Ayşe Deneme";
    await register(page, { email, name, redirect: "/evler?city=Girne" });
    const url = new URL(page.url());
    expect(url.searchParams.get("email")).toBe(email);
    expect(url.searchParams.get("redirect")).toBe("/evler?city=Girne");
    await expect(main(page)).toContainText(`${email} adresine 6 haneli bir kod gönderdik`);

    const mail = await waitForMail(email);
    expect(mail.decoded).toContain("hesabınızı doğrulamak için bu kodu girin");
    const code = codeFrom(mail);
    // No session before the code is verified; the browser holds the sign-up's claim (HttpOnly).
    expect(await cookie(context, "kk_session")).toBeUndefined();
    expect(await cookie(context, "kk_signup_claim")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const verify = main(page).getByRole("button", { name: "Doğrula" });
    await expect(verify).toBeDisabled();
    await field(page, "Doğrulama kodu").fill(code.slice(0, 5));
    await expect(verify).toBeDisabled();
    await field(page, "Doğrulama kodu").fill(`${code}9`); // the box keeps 6 digits
    await expect(field(page, "Doğrulama kodu")).toHaveValue(code);
    await expect(verify).toBeEnabled();
    await verify.click();

    await expect(page).toHaveURL(/\/evler\?city=Girne$/);
    await expect(header(page).getByRole("link", { name })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "İlan Ver" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Giriş Yap" })).toHaveCount(0);

    const now = Date.now() / 1000;
    const session = await cookie(context, "kk_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(session!.expires).toBeGreaterThan(now + FOURTEEN_DAYS - 300);
    expect(session!.expires).toBeLessThan(now + FOURTEEN_DAYS + 300);
    // The claim is used up.
    expect(await cookie(context, "kk_signup_claim")).toBeUndefined();
    const userName = await cookie(context, "kk_user_name");
    expect(userName).toMatchObject({ httpOnly: false, sameSite: "Lax", path: "/" });
    expect(decodeURIComponent(userName!.value)).toBe(name);
    expect(userName!.expires).toBeGreaterThan(now + FOURTEEN_DAYS - 300);
    expect(userName!.expires).toBeLessThan(now + FOURTEEN_DAYS + 300);
    // The password never sat in browser storage.
    const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(storage).not.toContain(PASSWORD);
  });

  test("a wrong code shows the verification error; the right one still works", async ({ page, context }) => {
    const email = uniqueEmail("wrong-code");
    await register(page, { email });
    const code = codeFrom(await waitForMail(email));
    const wrong = code === "000000" ? "111111" : "000000";
    await field(page, "Doğrulama kodu").fill(wrong);
    await main(page).getByRole("button", { name: "Doğrula" }).click();
    await expect(toast(page, "Doğrulama sırasında bir hata oluştu.")).toBeVisible();
    await expect(toast(page, "Doğrulama başarısız")).toBeVisible();
    await expect(main(page).getByTestId("form-error")).toContainText("Doğrulama sırasında bir hata oluştu.");
    await expect(page).toHaveURL(/\/dogrulama\?/);
    expect(await cookie(context, "kk_session")).toBeUndefined();

    await field(page, "Doğrulama kodu").fill(code);
    await main(page).getByRole("button", { name: "Doğrula" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await cookie(context, "kk_session")).toBeDefined();
  });

  test("a complete ?otp= in the link is submitted at once", async ({ page }) => {
    const email = uniqueEmail("otp-link");
    await register(page, { email, name: "Link Kullanıcısı", redirect: "/oteller" });
    const code = codeFrom(await waitForMail(email));
    await page.goto(`/dogrulama?email=${encodeURIComponent(email)}&otp=${code}&redirect=%2Foteller`);
    await expect(page).toHaveURL(/\/oteller$/);
    await expect(header(page).getByRole("link", { name: "Link Kullanıcısı" })).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: [/status of 40[01]/] });

    test("a code entered in another browser verifies the address but asks for a new password instead of signing in", async ({
      page,
      browser,
      baseURL,
    }) => {
      const email = uniqueEmail("other-browser");
      await register(page, { email, name: "Başka Tarayıcı" });
      const code = codeFrom(await waitForMail(email));

      // The mail is opened on a phone: a browser without the registration's claim.
      const phone = await browser.newContext({ baseURL, locale: "tr-TR" });
      try {
        const other = await phone.newPage();
        await other.goto(`/dogrulama?email=${encodeURIComponent(email)}&otp=${code}`);
        await expect(other).toHaveURL(/\/sifre-yenile\?token=[\w-]+&notice=verified$/);
        await expect(main(other)).toContainText("Hesabınızı korumak için şimdi kendi şifrenizi belirleyin.");
        expect(await cookie(phone, "kk_session")).toBeUndefined();
        await hydrated(other);
        await field(other, "Yeni şifre").fill("telefon-sifresi");
        await field(other, "Yeni şifre (tekrar)").fill("telefon-sifresi");
        await main(other).getByRole("button", { name: "Şifreyi Güncelle" }).click();
        await expect(other).toHaveURL(/\/giris$/);
      } finally {
        await phone.close();
      }

      // The password chosen at registration no longer works; the new one does.
      await login(page, email, PASSWORD);
      await expect(toast(page, "E-posta veya şifre hatalı")).toBeVisible();
      await field(page, "Şifre").fill("telefon-sifresi");
      await main(page).getByRole("button", { name: "Giriş Yap" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test("on a 360 px phone the countdown wraps inside the resend button instead of touching its edges", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/dogrulama?email=${encodeURIComponent(uniqueEmail("narrow"))}`);
    await hydrated(page);
    const resend = main(page).getByRole("button", { name: /tekrar gönder/ });
    await expect(resend).toHaveText(/sn sonra tekrar gönderebilirsiniz$/);
    const fits = await resend.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(button);
      const text = range.getBoundingClientRect();
      return { overflow: button.scrollWidth - button.clientWidth, left: text.left - box.left, right: box.right - text.right };
    });
    expect(fits.overflow).toBeLessThanOrEqual(0);
    // At least the button's own padding (12 px) on both sides of the text.
    expect(fits.left).toBeGreaterThanOrEqual(12);
    expect(fits.right).toBeGreaterThanOrEqual(12);
  });

  test("the code can be resent only after the 45 s countdown, with the otpResent toast", async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail("resend");
    await register(page, { email });
    const first = await waitForMail(email);

    // Freeze the page's clock a second ahead (a smaller margin races a slow machine: pausing in the
    // past fails). The countdown started when the page hydrated, 1–5 s before the pause.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const resend = main(page).getByRole("button", { name: /tekrar gönder/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^4[0-5] sn sonra tekrar gönderebilirsiniz$/);
    await page.clock.runFor(30_000);
    await expect(resend).toHaveText(/^1[0-5] sn sonra tekrar gönderebilirsiniz$/);
    await expect(resend).toBeDisabled();
    // 40 s after the pause (41–45 s after the start) the wait is not over yet…
    await page.clock.runFor(10_000);
    await expect(resend).toBeDisabled();
    // …and 46 s after the pause it is.
    await page.clock.runFor(6_000);
    await expect(resend).toHaveText("Kodu tekrar gönder");
    await expect(resend).toBeEnabled();
    await page.clock.resume();
    await resend.click();

    await expect(toast(page, "Doğrulama kodu tekrar gönderildi")).toBeVisible();
    const second = await waitForMail(email, { after: first.sequence });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^4\d sn sonra tekrar gönderebilirsiniz$/);

    await field(page, "Doğrulama kodu").fill(codeFrom(second));
    await main(page).getByRole("button", { name: "Doğrula" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("bad input gets inline errors and focus, without a server call", async ({ page }) => {
    await page.goto("/kayit");
    await hydrated(page);
    await field(page, "E-posta").fill("not-an-address");
    await field(page, "Şifre").fill("12345");
    await field(page, "Şifre (tekrar)").fill("54321");
    await main(page).getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(main(page)).toContainText("Geçerli bir e-posta adresi girin.");
    await expect(main(page)).toContainText("Şifre en az 6 karakter olmalı.");
    await expect(field(page, "E-posta")).toBeFocused();
    await expect(field(page, "E-posta")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/kayit$/);
    // Correcting a field takes its error away at once; the others stay until they are corrected.
    await field(page, "E-posta").fill("ayse@example.com");
    await expect(main(page)).not.toContainText("Geçerli bir e-posta adresi girin.");
    await expect(field(page, "E-posta")).not.toHaveAttribute("aria-invalid", "true");
    await expect(main(page)).toContainText("Şifre en az 6 karakter olmalı.");
  });
});

test.describe("login", () => {
  test.use({ allowConsoleErrors: [/status of 401/] });

  test("a wrong password shows 'E-posta veya şifre hatalı'; a demo admin then sees Admin instead of Post Listing", async ({
    page,
    context,
  }) => {
    await login(page, ADMIN_EMAIL(), "yanlis-sifre");
    await expect(toast(page, "E-posta veya şifre hatalı")).toBeVisible();
    await expect(main(page).getByTestId("form-error")).toContainText("E-posta veya şifre hatalı");
    await expect(page).toHaveURL(/\/giris$/);
    expect(await cookie(context, "kk_session")).toBeUndefined();

    await field(page, "Şifre").fill(DEMO_PASSWORD());
    await main(page).getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page).toHaveURL(/\/$/);
    const bar = header(page);
    await expect(bar.getByRole("link", { name: "Yönetim", exact: true })).toHaveAttribute("href", "/yonetim/panel");
    await expect(bar.getByRole("link", { name: "İlan Ver" })).toHaveCount(0);
    await expect(bar.getByRole("link", { name: "KKTC Kiralık Yönetim" })).toHaveAttribute("href", "/yonetim/panel");
  });

  test("links to register and forgot-password, keeping the redirect target", async ({ page }) => {
    await page.goto("/giris?redirect=%2Filan-ver");
    await expect(main(page).getByRole("link", { name: "Kayıt olun" })).toHaveAttribute("href", "/kayit?redirect=%2Filan-ver");
    await main(page).getByRole("link", { name: "Şifremi unuttum" }).click();
    await expect(page).toHaveURL(/\/sifremi-unuttum$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Şifremi Unuttum");
  });

  test("an unverified account gets a new code and is sent to /dogrulama", async ({ page }) => {
    const email = uniqueEmail("unverified");
    await register(page, { email });
    const first = await waitForMail(email);
    await login(page, email, PASSWORD, "?redirect=%2Fdukkanlar");
    await expect(page).toHaveURL(/\/dogrulama\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("email")).toBe(email);
    expect(url.searchParams.get("redirect")).toBe("/dukkanlar");
    await expect(main(page)).toContainText("E-posta adresiniz henüz doğrulanmadı. Size yeni bir kod gönderdik.");
    const second = await waitForMail(email, { after: first.sequence });
    await hydrated(page);
    await field(page, "Doğrulama kodu").fill(codeFrom(second));
    await main(page).getByRole("button", { name: "Doğrula" }).click();
    await expect(page).toHaveURL(/\/dukkanlar$/);
  });

  test("logout clears both cookies, shows the toast and goes home; off-site redirect targets are ignored", async ({ page, context }) => {
    await login(page, ADMIN_EMAIL(), DEMO_PASSWORD(), "?redirect=%2F%2Fevil.example");
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await cookie(context, "kk_session")).toBeDefined();
    expect(await cookie(context, "kk_user_name")).toBeDefined();

    await page.goto("/evler");
    await header(page).getByRole("button", { name: "Çıkış Yap" }).click();
    await expect(toast(page, "Çıkış yapıldı")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "Giriş Yap" })).toBeVisible();
    expect(await cookie(context, "kk_session")).toBeUndefined();
    expect(await cookie(context, "kk_user_name")).toBeUndefined();
  });

  test("in English the catalogue message is English, and signing in and out stays English", async ({ page }) => {
    await page.goto("/en/giris?redirect=%2Fen%2Fapartlar");
    await hydrated(page);
    await main(page).getByLabel("E-mail", { exact: true }).fill(ADMIN_EMAIL());
    await main(page).getByLabel("Password", { exact: true }).fill("wrong-password");
    await main(page).getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, "Invalid login credentials")).toBeVisible();
    await expect(toast(page, "Login failed")).toBeVisible();
    await expect(
      main(page)
        .getByRole("link", { name: /Sign up|Register/ })
        .first(),
    ).toHaveAttribute("href", "/en/kayit?redirect=%2Fen%2Fapartlar");

    await main(page).getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD());
    await main(page).getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/en\/apartlar$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await header(page).getByRole("button", { name: "Log out" }).click();
    await expect(toast(page, "You are logged out")).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
    await expect(header(page).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/en/giris");
  });
});

test.describe("without JavaScript the forms still work", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 40[01]/] });

  test("login shows the error inline, then signs in", async ({ page, context }) => {
    await page.goto("/giris?redirect=%2Fapartlar");
    await field(page, "E-posta").fill(ADMIN_EMAIL());
    await field(page, "Şifre").fill("yanlis-sifre");
    await main(page).getByRole("button", { name: "Giriş Yap" }).click();
    await expect(main(page).getByTestId("form-error")).toContainText("E-posta veya şifre hatalı");
    await expect(field(page, "E-posta")).toHaveValue(ADMIN_EMAIL());

    await field(page, "Şifre").fill(DEMO_PASSWORD());
    await main(page).getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page).toHaveURL(/\/apartlar$/);
    expect(await cookie(context, "kk_session")).toBeDefined();
  });

  test("registration validates on the server and shows the field errors", async ({ page }) => {
    await page.goto("/kayit");
    await field(page, "E-posta").fill("ayse@example.com");
    await field(page, "Şifre").fill("gizli123");
    await field(page, "Şifre (tekrar)").fill("gizli124");
    await main(page).getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(main(page)).toContainText("Şifreler eşleşmiyor.");
    await expect(field(page, "Şifre (tekrar)")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("forgot and reset password", () => {
  test.use({ allowConsoleErrors: [/status of 40[014]/] });

  test("forgot → reset link → the new password works and the old one fails", async ({ page, context }) => {
    const email = uniqueEmail("reset");
    const name = "Sıfırlama Deneme";
    await createAccount(page, email, name);
    await context.clearCookies({ name: "kk_session" });
    await context.clearCookies({ name: "kk_user_name" });

    await page.goto("/sifremi-unuttum");
    await hydrated(page);
    await field(page, "E-posta").fill(uniqueEmail("nobody"));
    await main(page).getByRole("button", { name: "Bağlantı Gönder" }).click();
    await expect(toast(page, "Bu e-posta ile kayıtlı kullanıcı bulunamadı.")).toBeVisible();

    const before = lastMailSequence(email);
    await field(page, "E-posta").fill(email.toUpperCase());
    await main(page).getByRole("button", { name: "Bağlantı Gönder" }).click();
    await expect(main(page).getByTestId("form-success")).toContainText(`Şifre yenileme bağlantısı ${email} adresine gönderildi.`);
    await expect(toast(page, "Bağlantı gönderildi")).toBeVisible();

    const link = resetLinkFrom(await waitForMail(email, { after: before }));
    expect(link.pathname).toBe("/sifre-yenile");
    expect(link.hostname).not.toMatch(/^www\./);
    await page.goto(`${link.pathname}${link.search}`);
    await hydrated(page);
    const submit = main(page).getByRole("button", { name: "Şifreyi Güncelle" });
    await expect(submit).toBeEnabled();
    await field(page, "Yeni şifre").fill("yeni-sifre-2");
    await field(page, "Yeni şifre (tekrar)").fill("yeni-sifre-3");
    await submit.click();
    await expect(main(page)).toContainText("Şifreler eşleşmiyor.");
    await field(page, "Yeni şifre (tekrar)").fill("yeni-sifre-2");
    await submit.click();
    await expect(main(page).getByRole("button", { name: "Şifre Güncellendi ✓" })).toBeDisabled();
    await expect(page).toHaveURL(/\/giris$/);

    await hydrated(page);
    await field(page, "E-posta").fill(email);
    await field(page, "Şifre").fill(PASSWORD);
    await main(page).getByRole("button", { name: "Giriş Yap" }).click();
    await expect(toast(page, "E-posta veya şifre hatalı")).toBeVisible();
    await field(page, "Şifre").fill("yeni-sifre-2");
    await main(page).getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name })).toBeVisible();

    // The link is used up.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(main(page)).toContainText("Şifre yenileme bağlantısının süresi dolmuş.");
    await expect(main(page).getByRole("button", { name: "Şifreyi Güncelle" })).toBeDisabled();
  });

  test("the reset page without a link, with an unknown link, and the recovery errors", async ({ page }) => {
    await page.goto("/sifre-yenile");
    await expect(main(page)).toContainText("Aktif oturum bulunamadı. Lütfen şifre sıfırlama işlemini tekrar başlatın.");
    await expect(main(page).getByRole("button", { name: "Şifreyi Güncelle" })).toBeDisabled();

    await page.goto("/sifre-yenile?token=AbCdEfGh12345678XyZ");
    await expect(main(page)).toContainText("Şifre yenileme bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.");
    await expect(main(page).getByRole("button", { name: "Şifreyi Güncelle" })).toBeDisabled();
    await expect(main(page).getByRole("link", { name: "Yeni bağlantı iste" })).toHaveAttribute("href", "/sifremi-unuttum");

    await page.goto("/sifremi-unuttum?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired");
    await expect(main(page)).toContainText("Şifre yenileme bağlantısının süresi dolmuş.");
    await page.goto("/sifremi-unuttum?error=access_denied&error_code=bad_link&error_description=Ba%C4%9Flant%C4%B1+iptal+edildi");
    await expect(main(page)).toContainText("Bağlantı iptal edildi");
    await page.goto("/sifremi-unuttum?error=server_error");
    await expect(main(page)).toContainText("Doğrulama sırasında bir hata oluştu.");
  });
});

test.describe("account pages", () => {
  test.use({ allowConsoleErrors: [/status of 40[014]/] });

  for (const theme of ["light", "dark"] as const) {
    test(`have no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((stored) => localStorage.setItem("darkMode", stored), theme);
      for (const path of ["/giris", "/kayit", "/dogrulama?email=a%40example.com", "/dogrulama", "/sifremi-unuttum", "/sifre-yenile"]) {
        await page.goto(path);
        await hydrated(page);
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      // With an inline error, field errors and a toast on screen.
      await page.goto("/kayit");
      await hydrated(page);
      await field(page, "E-posta").fill("ayse@example.com");
      await field(page, "Şifre").fill("123");
      await main(page).getByRole("button", { name: "Kayıt Ol" }).click();
      await expect(main(page)).toContainText("Şifre en az 6 karakter olmalı.");
      expect(await seriousA11yViolations(page), "/kayit with field errors").toEqual([]);
      await login(page, ADMIN_EMAIL(), "yanlis-sifre");
      await expect(toast(page, "E-posta veya şifre hatalı")).toBeVisible();
      expect(await seriousA11yViolations(page), "/giris with an error").toEqual([]);
    });
  }

  test("the development outbox does not exist on a production server", async ({ page }) => {
    const response = await page.goto("/dev/outbox");
    expect(response?.status()).toBe(404);
  });
});
