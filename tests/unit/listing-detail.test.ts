import { describe, expect, it } from "vitest";
import { FALLBACK_CURRENCY_RATES, convertPrice, isRatesTable } from "~/domain/currency";
import { isListingId, phoneDigits, truncateText, whatsAppGreeting, whatsAppLink } from "~/domain/listing-detail";
import { galleryItems } from "~/features/listing-detail/media";
import { listingMap, listingMedia } from "~/domain/media-links";
import { serializeJsonLd } from "~/features/listing-detail/seo";
import { rentalTermOf } from "~/domain/listing";
import { isHiddenKey, specificationRows } from "~/features/listing-detail/specifications";

const image = {
  url: "/media/a.webp",
  width: 1200,
  height: 800,
  variants: [{ url: "/media/a-480w.webp", width: 480, format: "webp" as const }],
};

describe("specification grid", () => {
  it("translates labels and values in both languages, in the category's order", () => {
    const specs = {
      furnished: true,
      rooms: "3+1",
      house_type: "Müstakil Ev",
      square_meters: 1450,
      heating: "Yerden Isıtma",
      balcony: false,
      rental_term: "monthly",
    };
    // Each row: the key, then its label and value in Turkish, then in English.
    const rows = [
      ["house_type", "Konut Tipi", "Müstakil Ev", "Property type", "Detached house"],
      ["rooms", "Oda Sayısı", "3+1", "Rooms", "3+1"],
      ["square_meters", "Metrekare", "1.450 m²", "Area", "1.450 m²"],
      ["furnished", "Eşyalı", "Evet", "Furnished", "Yes"],
      ["heating", "Isıtma", "Yerden Isıtma", "Heating", "Underfloor heating"],
      ["balcony", "Balkon", "Hayır", "Balcony", "No"],
    ] as const;
    expect(specificationRows(specs, "houses", "tr")).toEqual(rows.map(([key, label, value]) => ({ key, label, value })));
    expect(specificationRows(specs, "houses", "en")).toEqual(rows.map(([key, , , label, value]) => ({ key, label, value })));
  });

  it("leaves out the rental term and the map link, which have their own places", () => {
    const rows = specificationRows({ rental_term: "daily", map_url: "https://www.google.com/maps/@35,33,15z", stars: "4" }, "hotels", "en");
    expect(rows).toEqual([{ key: "stars", label: "Stars", value: "4 stars" }]);
  });

  it("hides km, mileage and odometer readings for cars only", () => {
    const specs = { brand: "toyota", model: "Yaris", km: 42000, mileage: "30000", odometer_km: 1, Kilometre: 5, engine: "1.5" };
    // The make's name comes from the server (ListingDetail.brandName).
    expect(specificationRows(specs, "cars", "tr", {}, "Toyota").map((row) => [row.label, row.value])).toEqual([
      ["Marka", "Toyota"],
      ["Model", "Yaris"],
      ["Motor", "1.5"],
    ]);
    expect(isHiddenKey("mileage", "cars")).toBe(true);
    expect(isHiddenKey("mileage", "houses")).toBe(false);
  });

  it("shows Turkish-named keys with readable labels and does not repeat aliases", () => {
    const rows = specificationRows(
      { "Oda Sayısı": "2+1", rooms: "2+1", room_count: "2+1", metrekare: "95", esyali: "true", bahce_alani: 300 },
      "apartments",
      "tr",
    );
    expect(rows).toEqual([
      { key: "Oda Sayısı", label: "Oda Sayısı", value: "2+1" },
      { key: "metrekare", label: "Metrekare", value: "95 m²" },
      { key: "esyali", label: "Eşyalı", value: "Evet" },
      { key: "bahce_alani", label: "Bahce alani", value: "300" },
    ]);
    expect(specificationRows({ isitma: "Klima" }, "houses", "en")).toEqual([
      { key: "isitma", label: "Heating", value: "Air conditioning" },
    ]);
  });

  it("uses the admins' field labels for keys it has no text for, and skips empty values", () => {
    const labels = { sea_view: { tr: "Deniz Manzarası", en: "Sea view" } };
    const specs = { sea_view: true, empty: "", nothing: null, list: ["Wi-Fi", "Klima"], none: [] };
    expect(specificationRows(specs, "apartments", "en", labels)).toEqual([
      { key: "sea_view", label: "Sea view", value: "Yes" },
      { key: "list", label: "List", value: "Wi-Fi, Klima" },
    ]);
    expect(specificationRows(specs, "apartments", "tr", labels)[0]).toEqual({ key: "sea_view", label: "Deniz Manzarası", value: "Evet" });
  });

  it("keeps years and version-like numbers as written", () => {
    const rows = specificationRows({ model_year: 2021, engine: "2.0", horsepower: 190, package: "M Sport" }, "cars", "en");
    expect(rows.map((row) => row.value)).toEqual(["2021", "2.0", "190 hp", "M Sport"]);
  });

  it("says ground floor for floor 0, stored as a number or as text, and keeps other floors", () => {
    const value = (floor: number | string, locale: "tr" | "en") =>
      specificationRows({ floor }, "shops", locale).find((row) => row.key === "floor")?.value;
    expect(value(0, "tr")).toBe("Zemin kat");
    expect(value("0", "en")).toBe("Ground floor");
    expect(value(3, "tr")).toBe("3");
    expect(value("-1", "en")).toBe("-1");
  });

  it("reads only known rental terms", () => {
    expect(rentalTermOf({ rental_term: "3days" })).toBe("3days");
    expect(rentalTermOf({ rental_term: "hourly" })).toBeNull();
    expect(rentalTermOf({})).toBeNull();
  });
});

describe("the approximate amount in lira (convertPrice to TRY)", () => {
  it("converts non-TRY prices with the rate and rounds to whole lira", () => {
    expect(convertPrice(95, "EUR", "TRY", { USD: 43, EUR: 47.5, GBP: 56 })).toBe(4513);
    expect(convertPrice(1075, "GBP", "TRY", FALLBACK_CURRENCY_RATES.rates)).toBe(60200);
    expect(convertPrice(100, "USD", "TRY", { USD: 34.56789, EUR: 1, GBP: 1 })).toBe(3457);
  });

  it("is null whenever the conversion fails", () => {
    expect(convertPrice(100, "USD", "TRY", null)).toBeNull();
    expect(convertPrice(100, "USD", "TRY", { EUR: 40 })).toBeNull();
    expect(convertPrice(100, "USD", "TRY", { USD: 0 })).toBeNull();
    expect(convertPrice(100, "USD", "TRY", { USD: Number.NaN })).toBeNull();
    expect(convertPrice(100, "USD", "TRY", { USD: -3 })).toBeNull();
    expect(convertPrice(Number.MAX_SAFE_INTEGER, "USD", "TRY", { USD: 43 })).toBeNull();
  });

  it("validates a rates table", () => {
    expect(isRatesTable({ USD: 43, EUR: 47.5, GBP: 56 })).toBe(true);
    expect(isRatesTable({ USD: 43, EUR: 47.5 })).toBe(false);
    expect(isRatesTable({ USD: "43", EUR: 47.5, GBP: 56 })).toBe(false);
    expect(isRatesTable(null)).toBe(false);
  });
});

describe("contact and sharing", () => {
  it("builds the wa.me link from the WhatsApp number (else the phone) with the fixed Turkish greeting", () => {
    const title = 'Girne\'de "Deniz Manzaralı" Villa & Havuz';
    const link = whatsAppLink({ whatsapp: "+90 533 123 45 67", phone: "905420000000" }, title);
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe("https://wa.me/905331234567");
    expect(url.searchParams.get("text")).toBe(`Merhaba, KKTC Kiralık'taki "${title}" ilanınızla ilgileniyorum.`);
    expect(whatsAppGreeting("X")).toBe('Merhaba, KKTC Kiralık\'taki "X" ilanınızla ilgileniyorum.');
    expect(new URL(whatsAppLink({ whatsapp: null, phone: "0548 111 22 33" }, "T")!).pathname).toBe("/05481112233");
    expect(whatsAppLink({ whatsapp: "", phone: "12" }, "T")).toBeNull();
    expect(phoneDigits("abc")).toBeNull();
  });

  it("cuts shared text to 140 characters", () => {
    const long = "Deniz manzaralı ".repeat(20);
    const cut = truncateText(long);
    expect(cut.length).toBeLessThanOrEqual(140);
    expect(cut.endsWith("…")).toBe(true);
    expect(truncateText("  kısa   metin ")).toBe("kısa metin");
    expect(truncateText("x".repeat(300)).length).toBe(140);
  });

  it("recognises listing ids", () => {
    expect(isListingId("1348af8e-b922-4928-9a80-38bb2b77e092")).toBe(true);
    expect(isListingId("1348af8e-b922-4928-9a80-38bb2b77e09")).toBe(false);
    expect(isListingId("' or 1=1 --")).toBe(false);
  });
});

describe("gallery and structured data", () => {
  it("lists photos first, then the videos that parse", () => {
    const items = galleryItems(
      [image],
      listingMedia(["https://youtu.be/dQw4w9WgXcQ", "<iframe src=x>", "https://my.matterport.com/show/?m=SxQL3iGyoDo"]),
    );
    expect(items.map((item) => item.kind)).toEqual(["image", "youtube", "matterport"]);
  });

  it("a listing's map: the embed from a full Google Maps link, only the link for a short one, nothing for anything else", () => {
    const full = "https://www.google.com/maps/@35.3364,33.3199,15z";
    expect(listingMap(full)).toEqual({
      url: full,
      embedUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\?.*35\.3364.*33\.3199/),
    });
    expect(listingMap("https://maps.app.goo.gl/abc123")).toEqual({ url: "https://maps.app.goo.gl/abc123", embedUrl: null });
    expect(listingMap("https://evil.example/maps")).toBeNull();
    expect(listingMap(42)).toBeNull();
  });

  it("serialises JSON-LD so that it cannot close its script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & \u2028" });
  });
});
