import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FormField } from "~/domain/listing-form";
import { DynamicFields, fieldLabel } from "~/features/listing-form/dynamic-fields";
import { getI18n } from "~/lib/i18n";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { I18nProvider } from "~/lib/i18n/react";

/**
 * The listing form's category fields in every language (decision 040): their labels come from
 * `category_fields` in Turkish and English only, so the other languages show the detail page's
 * labels of the known fields (with a number's unit) instead of the Turkish wording.
 */

const HOUSE_FIELDS: FormField[] = [
  { key: "rooms", label: "Oda Sayısı", labelEn: "Rooms", type: "select", required: true, options: ["2+1", "3+1"] },
  { key: "square_meters", label: "Metrekare (m²)", labelEn: "Area (m²)", type: "number", required: true, options: [] },
  { key: "furnished", label: "Eşyalı", labelEn: "Furnished", type: "boolean", required: false, options: [] },
  // A field an admin added: it has only the admin's wording.
  { key: "sea_view", label: "Deniz Manzarası", labelEn: "Sea view", type: "boolean", required: false, options: [] },
];

const render = (locale: Locale) =>
  renderToStaticMarkup(
    <I18nProvider translator={getI18n(locale)}>
      <DynamicFields fields={HOUSE_FIELDS} values={{}} error={() => undefined} onChange={() => undefined} />
    </I18nProvider>,
  );

const label = (locale: Locale, key: string) =>
  fieldLabel(
    getI18n(locale).t,
    locale,
    HOUSE_FIELDS.find((field) => field.key === key)!,
  );

describe("the listing form's category fields", () => {
  it("keep the admin's wording in Turkish and English", () => {
    expect(label("tr", "rooms")).toBe("Oda Sayısı");
    expect(label("en", "rooms")).toBe("Rooms");
    expect(label("en", "square_meters")).toBe("Area (m²)");
  });

  it("are labelled in Russian, German, Persian and Arabic, a number with its unit", () => {
    expect(label("ru", "rooms")).toBe("Количество комнат");
    expect(label("ru", "square_meters")).toBe("Площадь (м²)");
    expect(label("de", "furnished")).not.toBe("Eşyalı");
    expect(label("ar", "rooms")).toBe("عدد الغرف");
    expect(label("ar", "square_meters")).toBe("المساحة (m²)");
    expect(label("fa", "rooms")).not.toBe("Oda Sayısı");
    const html = render("ru");
    expect(html).toContain("Количество комнат *");
    expect(html).toContain("Площадь (м²) *");
    expect(html).not.toContain("Oda Sayısı");
    expect(html).not.toContain("Metrekare");
  });

  it("show no Turkish label of a known field in any language but Turkish", () => {
    for (const locale of LOCALES.filter((code) => code !== "tr")) {
      const html = render(locale);
      for (const turkish of ["Oda Sayısı", "Metrekare", "Eşyalı"]) expect(html, `${locale}: ${turkish}`).not.toContain(turkish);
    }
  });

  it("keep the admin's Turkish wording for a field an admin added (as the detail page does)", () => {
    expect(label("ru", "sea_view")).toBe("Deniz Manzarası");
  });
});
