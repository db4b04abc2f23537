import { LOCALES, type Locale } from "~/lib/i18n/locales";
import type { Page } from "@playwright/test";
import { localizePath } from "../../app/lib/paths";
import { main } from "./support/accounts";
import { expect, seriousA11yViolations, test, chooseLanguage } from "./support/fixtures";

/** The E2E server runs with the default configuration (app/.server/infra/config.ts). */
const BUSINESS_WHATSAPP = "905338887766";
const CONTACT_EMAIL = "info@kktckiralik.com";
const CONTACT_ADDRESS = "Dereboyu Caddesi No: 12, Lefkoşa, KKTC";

/** A page's path in a language: the same paths under /en, /ru, … (decisions 015 and 040). */
const at = (locale: Locale, path: string) => localizePath(path, locale);

const h1 = (page: Page) => main(page).getByRole("heading", { level: 1 });
const waLink = (message: string) => `https://wa.me/${BUSINESS_WHATSAPP}?text=${encodeURIComponent(message)}`;

const PACKAGES = {
  tr: [
    { id: "basic", title: "Öne Çıkar - Temel", prices: ["₺750 / ay"] },
    { id: "premium", title: "Öne Çıkar - Premium", prices: ["₺1.500 / ay"] },
    { id: "premium-plus", title: "Öne Çıkar - Premium Plus", prices: ["₺2.500 / ay"] },
    { id: "sponsor-banner", title: "Sponsor Banner", prices: ["₺1.000 / hafta", "₺3.000 / ay"] },
  ],
  en: [
    { id: "basic", title: "Featured - Basic", prices: ["₺750 / month"] },
    { id: "premium", title: "Featured - Premium", prices: ["₺1,500 / month"] },
    { id: "premium-plus", title: "Featured - Premium Plus", prices: ["₺2,500 / month"] },
    { id: "sponsor-banner", title: "Sponsor Banner", prices: ["₺1,000 / week", "₺3,000 / month"] },
  ],
} as const;

const purchaseMessage = {
  tr: (title: string) => `Merhaba, KKTC Kiralık'ta "${title}" doping paketini satın almak istiyorum. Bilgi verebilir misiniz?`,
  en: (title: string) => `Hello, I would like to buy the "${title}" promotion package on KKTC Kiralık. Could you send me the details?`,
};

const PRIVACY = {
  tr: {
    h1: "Gizlilik Politikası",
    updated: "Son güncelleme: 15 Ocak 2024",
    sections: ["Giriş", "Topladığımız Veriler", "Verilerin Kullanımı", "Veri Güvenliği", "Verilerin Paylaşımı", "Haklarınız", "İletişim"],
    rights: ["Erişim", "Düzeltme", "Silme", "Taşınabilirlik"],
  },
  en: {
    h1: "Privacy Policy",
    updated: "Last updated: 15 January 2024",
    sections: ["Introduction", "Data We Collect", "How We Use Your Data", "Data Security", "Sharing Your Data", "Your Rights", "Contact"],
    rights: ["Access", "Correction", "Deletion", "Portability"],
  },
};

test.describe("promotions /dopingler", () => {
  for (const locale of ["tr", "en"] as const) {
    test(`shows the four packages with WhatsApp purchase links naming each package (${locale})`, async ({ page }) => {
      await page.goto(at(locale, "/dopingler"));
      await expect(h1(page)).toHaveText(locale === "tr" ? "Doping Paketleri" : "Promotion Packages");
      await expect(page).toHaveTitle(locale === "tr" ? /^Doping Paketleri/ : /^Promotion packages/);

      const cards = main(page).locator("article[data-package]");
      await expect(cards).toHaveCount(4);
      for (const [index, expected] of PACKAGES[locale].entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAttribute("data-package", expected.id);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(expected.title);
        await expect(card.getByTestId("package-prices").getByRole("listitem")).toHaveText([...expected.prices]);
        expect(
          await card
            .getByRole("list", { name: new RegExp(expected.title) })
            .getByRole("listitem")
            .count(),
        ).toBeGreaterThan(2);

        const buy = card.getByRole("link", { name: locale === "tr" ? /^WhatsApp ile Satın Al/ : /^Buy on WhatsApp/ });
        await expect(buy).toHaveAttribute("href", waLink(purchaseMessage[locale](expected.title)));
        await expect(buy).toHaveAttribute("target", "_blank");
        await expect(buy).toHaveAttribute("rel", /noopener/);
      }

      // Premium, and only premium, is highlighted with its badge.
      await expect(main(page).locator("article[data-highlight]")).toHaveCount(1);
      const premium = main(page).locator('article[data-package="premium"]');
      await expect(premium).toHaveAttribute("data-highlight", "true");
      await expect(premium.getByText(locale === "tr" ? "En Popüler" : "Most popular")).toBeVisible();
    });
  }

  test("a purchase button opens WhatsApp with the prefilled message", async ({ page }) => {
    await page.goto("/dopingler");
    // Answer the wa.me request here so the test never leaves the machine.
    await page
      .context()
      .route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>wa</title>" }));
    const popupPromise = page.waitForEvent("popup");
    await main(page)
      .locator('article[data-package="basic"]')
      .getByRole("link", { name: /^WhatsApp ile Satın Al/ })
      .click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${BUSINESS_WHATSAPP}`);
    expect(url.searchParams.get("text")).toBe(purchaseMessage.tr("Öne Çıkar - Temel"));
    await popup.close();
  });

  test("the header's language switch opens the English packages page without a reload", async ({ page }) => {
    await page.goto("/dopingler");
    await expect(h1(page)).toHaveText("Doping Paketleri");
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await chooseLanguage(page, "English");
    await expect(page).toHaveURL(/\/en\/dopingler$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(h1(page)).toHaveText("Promotion Packages");
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(
      main(page)
        .locator('article[data-package="basic"]')
        .getByRole("link", { name: /^Buy on WhatsApp/ }),
    ).toHaveAttribute("href", waLink(purchaseMessage.en("Featured - Basic")));
  });
});

/** The site's Instagram account on the E2E server (tests/e2e/support/global-setup.ts). */
const E2E_INSTAGRAM_URL = "https://www.instagram.com/kktckiralik.e2e/";
/** The site's Facebook account when FACEBOOK_URL is not set (app/.server/infra/config.ts). */
const DEFAULT_FACEBOOK_URL = "https://www.facebook.com/kktckiralik";

test.describe("contact /iletisim", () => {
  for (const locale of ["tr", "en"] as const) {
    test(`shows WhatsApp, e-mail, the address with a map link and the social links (${locale})`, async ({ page }) => {
      await page.goto(at(locale, "/iletisim"));
      await expect(h1(page)).toHaveText(locale === "tr" ? "İletişim" : "Contact");
      await expect(page).toHaveTitle(locale === "tr" ? "İletişim — KKTC Kiralık" : "Contact — KKTC Kiralık");

      const whatsapp = main(page).getByTestId("contact-whatsapp");
      await expect(whatsapp.getByRole("heading", { level: 3 })).toHaveText("WhatsApp");
      await expect(whatsapp).toContainText("+90 533 888 77 66");
      const message =
        locale === "tr"
          ? "Merhaba, KKTC Kiralık hakkında bilgi almak istiyorum."
          : "Hello, I would like some information about KKTC Kiralık.";
      await expect(whatsapp.getByRole("link")).toHaveAttribute("href", waLink(message));

      const email = main(page).getByTestId("contact-email");
      await expect(email.getByRole("heading", { level: 3 })).toHaveText(locale === "tr" ? "E-posta" : "E-mail");
      await expect(email).toContainText(CONTACT_EMAIL);
      await expect(email.getByRole("link")).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);

      const address = main(page).getByTestId("contact-address");
      await expect(address.getByRole("heading", { level: 3 })).toHaveText(locale === "tr" ? "Adres" : "Address");
      await expect(address.locator("address")).toHaveText(CONTACT_ADDRESS);
      const map = address.getByRole("link", { name: locale === "tr" ? /^Haritada göster/ : /^Show on the map/ });
      await expect(map).toHaveAttribute("href", `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(CONTACT_ADDRESS)}`);

      await expect(main(page).getByRole("heading", { level: 2, name: locale === "tr" ? "Bizi takip edin" : "Follow us" })).toBeVisible();
      // The E2E server has its own Instagram account configured and no Facebook one: the configured
      // account is linked, and the site's own Facebook account by default, here and in the footer.
      await expect(main(page).getByRole("link", { name: /^Instagram/ })).toHaveAttribute("href", E2E_INSTAGRAM_URL);
      await expect(main(page).getByRole("link", { name: /^Facebook/ })).toHaveAttribute("href", DEFAULT_FACEBOOK_URL);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /^Instagram/ })).toHaveAttribute("href", E2E_INSTAGRAM_URL);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /^Facebook/ })).toHaveAttribute("href", DEFAULT_FACEBOOK_URL);
    });
  }
});

test.describe("privacy /gizlilik", () => {
  for (const locale of ["tr", "en"] as const) {
    test(`shows the seven sections, the user rights and the last update (${locale})`, async ({ page }) => {
      const expected = PRIVACY[locale];
      await page.goto(at(locale, "/gizlilik"));
      await expect(h1(page)).toHaveText(expected.h1);
      await expect(main(page).locator("time")).toHaveText(expected.updated);
      await expect(main(page).locator("time")).toHaveAttribute("datetime", "2024-01-15");

      const sections = main(page).getByTestId("privacy-sections");
      await expect(sections.getByRole("heading", { level: 2 })).toHaveText(expected.sections);
      // The table of contents links to every section.
      const toc = main(page).getByRole("navigation");
      await expect(toc.getByRole("link")).toHaveText(expected.sections);
      await toc.getByRole("link", { name: expected.sections[5] }).click();
      await expect(page).toHaveURL(/#rights$/);

      const rights = main(page).getByRole("region", { name: expected.sections[5] });
      for (const right of expected.rights) await expect(rights.getByRole("listitem").filter({ hasText: `${right}:` })).toHaveCount(1);
      const dataCollected = main(page).getByRole("region", { name: expected.sections[1] });
      for (const cookie of ["kk_session", "kk_user_name", "kk_locale", "localStorage"]) await expect(dataCollected).toContainText(cookie);

      const contact = main(page).getByRole("region", { name: expected.sections[6] });
      await expect(contact.getByRole("link", { name: CONTACT_EMAIL })).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);
      await expect(contact).toContainText(CONTACT_ADDRESS);
    });
  }
});

test.describe("about /about", () => {
  for (const locale of ["tr", "en"] as const) {
    test(`says what the site is and links to the categories and to post a listing (${locale})`, async ({ page }) => {
      await page.goto(at(locale, "/about"));
      await expect(h1(page)).toHaveText(locale === "tr" ? "Hakkımızda" : "About Us");
      await expect(main(page)).toContainText(locale === "tr" ? "Kuzey Kıbrıs" : "Northern Cyprus");
      await expect(
        main(page).getByRole("heading", { level: 2, name: locale === "tr" ? "Her ilan incelenir" : "Every listing is reviewed" }),
      ).toBeVisible();
      await expect(main(page).getByRole("heading", { level: 2, name: locale === "tr" ? "Altı dilde" : "Six languages" })).toBeVisible();

      const categories = main(page).getByRole("region", { name: locale === "tr" ? "Neler kiralayabilirsiniz?" : "What can you rent?" });
      const names =
        locale === "tr" ? ["Evler", "Araçlar", "Dükkanlar", "Oteller", "Apartlar"] : ["Houses", "Cars", "Shops", "Hotels", "Apartments"];
      const segments = ["/evler", "/araclar", "/dukkanlar", "/oteller", "/apartlar"];
      for (const [index, name] of names.entries()) {
        await expect(categories.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", at(locale, segments[index]!));
      }
      await expect(main(page).getByRole("link", { name: locale === "tr" ? "İlan Ver" : "Post Listing", exact: true })).toHaveAttribute(
        "href",
        at(locale, "/ilan-ver"),
      );
      await expect(
        main(page).getByRole("link", { name: locale === "tr" ? "Doping Paketleri" : "Promotion Packages", exact: true }),
      ).toHaveAttribute("href", at(locale, "/dopingler"));

      // A category link works as a client-side navigation.
      await categories.getByRole("link", { name: new RegExp(`^${names[1]}`) }).click();
      await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${at(locale, "/araclar")}$`));
      await expect(page.getByRole("heading", { level: 1, name: names[1] })).toBeVisible();
    });
  }
});

const PAGES = ["/dopingler", "/iletisim", "/gizlilik", "/about"] as const;

test.describe("every info page", () => {
  for (const locale of ["tr", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      test(`has no serious axe violations (${locale}, ${theme})`, async ({ page }) => {
        await page.addInitScript((stored) => localStorage.setItem("darkMode", stored), theme);
        for (const path of PAGES) {
          await page.goto(at(locale, path));
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
          else await expect(page.locator("html")).not.toHaveClass(/dark/);
          await expect(h1(page)).toBeVisible();
          expect(await seriousA11yViolations(page), `${path} (${locale}, ${theme})`).toEqual([]);
        }
      });
    }
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const locale of LOCALES) {
    test(`no info page scrolls sideways (${locale})`, async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(at(locale, path));
        await expect(h1(page)).toBeVisible();
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
        expect(widths, path).toEqual({ page: 360, screen: 360 });
      }
    });
  }
});
