import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { priceDropMail } from "~/.server/services/listings/price-drop-mails";
import { type PricePoint, isPriceDrop, priceDropOf } from "~/domain/price-history";
import { PriceHistory } from "~/features/listing-detail/price-history";
import { getI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n/react";

/** Price drops and the price history (decision 031): the rule, the mail, the server-rendered list. */

describe("a price drop", () => {
  it("is a lower price in the same currency; a change of currency or a rise is none", () => {
    expect(isPriceDrop({ price: 1000, currency: "GBP" }, { price: 999, currency: "GBP" })).toBe(true);
    expect(isPriceDrop({ price: 1000, currency: "GBP" }, { price: 1000, currency: "GBP" })).toBe(false);
    expect(isPriceDrop({ price: 1000, currency: "GBP" }, { price: 1200, currency: "GBP" })).toBe(false);
    expect(isPriceDrop({ price: 1000, currency: "GBP" }, { price: 10, currency: "TRY" })).toBe(false);
    // Only the price and currency of the versions are kept, whatever else the rows hold.
    const before = { price: 2000, currency: "EUR" as const, title: "Eski" };
    const after = { price: 1500, currency: "EUR" as const, title: "Yeni" };
    expect(priceDropOf("id", before, after)).toEqual({
      listingId: "id",
      from: { price: 2000, currency: "EUR" },
      to: { price: 1500, currency: "EUR" },
    });
    expect(priceDropOf("id", before, { price: 1500, currency: "USD" as const })).toBeNull();
  });
});

describe("the price-drop mail", () => {
  const context = {
    title: "Deniz <manzaralı> villa",
    drop: { listingId: "id", from: { price: 2500, currency: "GBP" as const }, to: { price: 2100, currency: "GBP" as const } },
    link: "https://kktc.test/evler/id",
    settingsLink: "https://kktc.test/profil/u?duzenle",
  };
  for (const [locale, prices] of [
    ["tr", "£2.500 → £2.100"],
    ["en", "£2,500 → £2,100"],
  ] as const) {
    it(`is complete in ${locale}: the prices, the link, the opt-out, the title escaped in the HTML`, () => {
      const mail = priceDropMail({ userId: "u", email: "m@example.com", name: "Ayşe", locale }, context);
      expect(mail.to).toBe("m@example.com");
      expect(mail.subject).toContain("Deniz <manzaralı> villa");
      for (const part of [mail.subject, mail.text]) expect(part).not.toMatch(/\{\{|undefined|null/);
      expect(mail.text).toContain(prices);
      expect(mail.text).toContain(context.link);
      expect(mail.text).toContain(context.settingsLink);
      expect(mail.html).toContain(`href="${context.link}"`);
      expect(mail.html).toContain(`href="${context.settingsLink}"`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).toContain("Deniz &lt;manzaralı&gt; villa");
      expect(mail.html).not.toContain("<manzaralı>");
    });
  }
});

describe("the price history on the detail page", () => {
  const render = (history: PricePoint[], locale: "tr" | "en" = "tr") =>
    renderToStaticMarkup(
      <I18nProvider translator={getI18n(locale)}>
        <PriceHistory history={history} />
      </I18nProvider>,
    );

  it("is nothing while the listing has had one price", () => {
    expect(render([{ price: 1000, currency: "TRY", changedAt: "2026-11-01T10:00:00.000Z" }])).toBe("");
  });

  it("lists the prices newest first with dates, says which way each went, and draws a line only within one currency", () => {
    const history: PricePoint[] = [
      { price: 50000, currency: "TRY", changedAt: "2026-10-01T10:00:00.000Z" },
      { price: 45000, currency: "TRY", changedAt: "2026-10-15T10:00:00.000Z" },
      { price: 47000, currency: "TRY", changedAt: "2026-11-01T10:00:00.000Z" },
    ];
    const html = render(history);
    expect(html).toContain("Fiyat geçmişi");
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
    expect(items).toEqual(["01.11.2026₺47.000↑ (yükseldi)", "15.10.2026₺45.000↓ (düştü)", "01.10.2026₺50.000"]);
    expect(html).toContain('<time dateTime="2026-11-01T10:00:00.000Z"');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);

    const english = render([...history, { price: 1200, currency: "GBP", changedAt: "2026-11-20T10:00:00.000Z" }], "en");
    expect(english).toContain("Price history");
    // A change of currency: no direction, and no line through amounts in two currencies.
    expect(english).toContain("20/11/2026");
    expect(english).not.toContain("<svg");
    const first = /<li[^>]*>(.*?)<\/li>/.exec(english)![1]!.replace(/<[^>]+>/g, "");
    expect(first).toBe("20/11/2026£1,200");
  });
});
