import { describe, expect, it } from "vitest";
import {
  PROMOTION_FEATURES,
  PROMOTION_PACKAGES,
  PROMOTION_PACKAGE_IDS,
  promotionPurchaseLink,
  promotionPurchaseMessage,
  promotionTitle,
  whatsAppMessageLink,
} from "~/domain/promotions";
import { type TextKey, translate } from "~/lib/i18n";
import { LOCALES, type Locale } from "~/lib/i18n/locales";

const t = (locale: Locale) => (key: TextKey, options?: Record<string, unknown>) => translate(locale, key, options);
const BUSINESS_NUMBER = "905338887766";

describe('promotion packages (docs/product.md §2 "Promotions")', () => {
  it("are the four packages basic, premium, premium-plus and sponsor-banner, in that order", () => {
    expect(PROMOTION_PACKAGES.map((pkg) => pkg.id)).toEqual(["basic", "premium", "premium-plus", "sponsor-banner"]);
    expect(PROMOTION_PACKAGE_IDS).toEqual(PROMOTION_PACKAGES.map((pkg) => pkg.id));
  });

  it("highlight premium and only premium", () => {
    expect(PROMOTION_PACKAGES.filter((pkg) => pkg.highlight).map((pkg) => pkg.id)).toEqual(["premium"]);
  });

  it("sell the sponsor banner weekly or monthly and the others monthly", () => {
    const periods = Object.fromEntries(PROMOTION_PACKAGES.map((pkg) => [pkg.id, pkg.prices.map((price) => price.period)]));
    expect(periods).toEqual({
      basic: ["monthly"],
      premium: ["monthly"],
      "premium-plus": ["monthly"],
      "sponsor-banner": ["weekly", "monthly"],
    });
  });

  it("have whole, positive prices that grow with the package", () => {
    for (const pkg of PROMOTION_PACKAGES) {
      for (const price of pkg.prices) {
        expect(Number.isInteger(price.amount), pkg.id).toBe(true);
        expect(price.amount, pkg.id).toBeGreaterThan(0);
      }
    }
    const monthly = (id: string) => PROMOTION_PACKAGES.find((pkg) => pkg.id === id)!.prices.find((p) => p.period === "monthly")!.amount;
    expect(monthly("basic")).toBeLessThan(monthly("premium"));
    expect(monthly("premium")).toBeLessThan(monthly("premium-plus"));
  });

  it("list known, distinct features, each translated in both languages", () => {
    for (const pkg of PROMOTION_PACKAGES) {
      expect(pkg.features.length, pkg.id).toBeGreaterThan(0);
      expect(new Set(pkg.features).size, pkg.id).toBe(pkg.features.length);
      for (const feature of pkg.features) {
        expect(PROMOTION_FEATURES).toContain(feature);
        for (const locale of LOCALES) {
          const text = translate(locale, `promotions.features.${feature}`);
          expect(text, `${locale} ${feature}`).not.toBe(`promotions.features.${feature}`);
        }
      }
    }
  });

  it("call the basic package 'Öne Çıkar - Temel' and translate every title and subtitle", () => {
    expect(promotionTitle(t("tr"), "basic")).toBe("Öne Çıkar - Temel");
    expect(promotionTitle(t("en"), "basic")).toBe("Featured - Basic");
    for (const locale of LOCALES) {
      const titles = PROMOTION_PACKAGE_IDS.map((id) => promotionTitle(t(locale), id));
      expect(new Set(titles).size, locale).toBe(4);
      for (const id of PROMOTION_PACKAGE_IDS) {
        expect(translate(locale, `promotions.packages.${id}.subtitle`)).not.toMatch(/^promotions\./);
      }
    }
  });
});

describe("the WhatsApp purchase message", () => {
  it("names the package, in the page's language", () => {
    expect(promotionPurchaseMessage(t("tr"), "basic")).toBe(
      'Merhaba, KKTC Kiralık\'ta "Öne Çıkar - Temel" doping paketini satın almak istiyorum. Bilgi verebilir misiniz?',
    );
    expect(promotionPurchaseMessage(t("en"), "sponsor-banner")).toBe(
      'Hello, I would like to buy the "Sponsor Banner" promotion package on KKTC Kiralık. Could you send me the details?',
    );
    for (const locale of LOCALES) {
      for (const id of PROMOTION_PACKAGE_IDS) {
        // In the language's quotation marks: "…", «…», „…“.
        expect(promotionPurchaseMessage(t(locale), id)).toMatch(new RegExp(`["«„]${promotionTitle(t(locale), id)}["»“]`));
      }
    }
  });

  it("opens wa.me on the business number with the message encoded", () => {
    const link = promotionPurchaseLink(BUSINESS_NUMBER, t("tr"), "premium");
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${BUSINESS_NUMBER}`);
    expect(url.searchParams.get("text")).toBe(promotionPurchaseMessage(t("tr"), "premium"));
    expect(link).toBe(`https://wa.me/${BUSINESS_NUMBER}?text=${encodeURIComponent(promotionPurchaseMessage(t("tr"), "premium"))}`);
    expect(link).not.toMatch(/[ "]/);
  });

  it("keeps only the digits of the number and refuses something that is not one", () => {
    expect(whatsAppMessageLink("+90 533 888 77 66", "Merhaba")).toBe("https://wa.me/905338887766?text=Merhaba");
    expect(() => whatsAppMessageLink("", "Merhaba")).toThrow();
    expect(() => whatsAppMessageLink("12345", "Merhaba")).toThrow();
  });
});
