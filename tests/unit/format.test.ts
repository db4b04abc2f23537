import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES } from "~/domain/listing";
import { formatDate, formatNumber, formatPrice } from "~/lib/format";
import { LOCALES } from "~/lib/i18n/locales";

/*
 * The public pages format prices, numbers and dates without Intl (its first use costs a phone
 * 50 ms and more of start-up). What they write must stay what Intl writes (docs/product.md §9).
 */
/** Persian and Arabic pages write prices and dates as English does, in Latin digits (decision 040). */
const PRICE_LOCALE: Record<string, string> = { tr: "tr-TR", en: "en-US", ru: "ru-RU", de: "de-DE", fa: "en-US", ar: "en-US" };
const DATE_LOCALE: Record<string, string> = { tr: "tr-TR", en: "en-GB", ru: "ru-RU", de: "de-DE", fa: "en-GB", ar: "en-GB" };
const intlPrice = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(PRICE_LOCALE[locale], {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
const intlNumber = new Intl.NumberFormat("tr-TR");
const intlDate = (locale: string) =>
  new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Nicosia",
  });

/** Whole numbers, decimals with many digits, halves (the rounding), tiny and huge values, signs. */
const numbers = fc.oneof(
  fc.integer({ min: -1e9, max: 1e12 }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -2e6, max: 2e6 }).map((n) => n / 2),
  fc.integer({ min: -2e6, max: 2e6 }).map((n) => n / 2000),
  fc.constantFrom(
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    999.9995,
    1.0005,
    1e-7,
    123456789.987654,
    1e20,
    1e21,
    Number.MAX_SAFE_INTEGER,
    NaN,
    Infinity,
    -Infinity,
  ),
);

describe("formatPrice and formatNumber write what Intl writes", () => {
  it("prices: every currency, every language", () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(...CURRENCIES), fc.constantFrom(...LOCALES), (amount, currency, locale) => {
        const intl = intlPrice(amount, currency, locale);
        expect(formatPrice(amount, currency, locale)).toBe(locale === "fa" || locale === "ar" ? `\u2066${intl}\u2069` : intl);
      }),
      { numRuns: 5000 },
    );
  });

  it("numbers in the tr-TR style", () => {
    fc.assert(
      fc.property(numbers, (value) => {
        expect(formatNumber(value)).toBe(intlNumber.format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it("examples of the cards and the detail page", () => {
    expect(formatPrice(2100, "EUR", "tr")).toBe("€2.100");
    expect(formatPrice(2100, "EUR", "en")).toBe("€2,100");
    expect(formatPrice(85000, "TRY", "en")).toBe("₺85,000");
    expect(formatPrice(1100, "GBP", "ru")).toBe("1\u00a0100\u00a0£");
    expect(formatPrice(1270, "EUR", "de")).toBe("1.270\u00a0€");
    // Right to left, the price stays one left-to-right unit (Unicode isolates).
    expect(formatPrice(1270, "EUR", "fa")).toBe("\u2066€1,270\u2069");
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatNumber(12.5)).toBe("12,5");
  });
});

describe("formatDate (docs/product.md §9) is the date in Cyprus, as Intl writes it", () => {
  it("in every language, any instant of this century", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.constantFrom(...LOCALES), (time, locale) => {
        expect(formatDate(new Date(time), locale)).toBe(intlDate(locale).format(new Date(time)));
      }),
      { numRuns: 5000 },
    );
  });

  it("around the clock changes and midnight", () => {
    // Summer time 2026: from 29 March 01:00 UTC to 25 October 01:00 UTC (UTC+3, else UTC+2).
    const instants = [
      "2026-03-28T21:59:59Z",
      "2026-03-28T22:00:00Z",
      "2026-03-29T00:59:59Z",
      "2026-03-29T01:00:00Z",
      "2026-03-29T21:00:00Z",
    ];
    instants.push("2026-10-24T20:59:59Z", "2026-10-24T21:00:00Z", "2026-10-25T00:59:59Z", "2026-10-25T01:00:00Z", "2026-12-31T22:00:00Z");
    for (const iso of instants) {
      for (const locale of LOCALES) expect(formatDate(iso, locale), iso).toBe(intlDate(locale).format(new Date(iso)));
    }
    expect(formatDate("2026-12-31T22:00:00Z", "tr")).toBe("01.01.2027");
    expect(formatDate("2026-07-01T20:59:00Z", "en")).toBe("01/07/2026");
  });

  it("refuses an invalid date, as Intl does", () => {
    expect(() => formatDate("not a date", "tr")).toThrow(RangeError);
  });
});
