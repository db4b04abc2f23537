import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Input } from "~/components/ui/input";
import { TextField } from "~/components/ui/text-field";
import { isolatePhoneNumbers } from "~/lib/bidi";
import { getI18n } from "~/lib/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { I18nProvider } from "~/lib/i18n/react";

/**
 * Phone numbers in right-to-left text (decision 040): a number in groups is put inside a
 * left-to-right isolate, so a Persian or Arabic hint shows "0533 123 45 67", not "67 45 123 0533".
 */

const LRI = "\u2066";
const PDI = "\u2069";

describe("isolatePhoneNumbers", () => {
  it("isolates numbers in groups and numbers with a leading +, and nothing else", () => {
    expect(isolatePhoneNumbers("مثال: 0533 123 45 67، والأرقام الخارجية مع رمز الدولة: +44 7911 123456")).toBe(
      `مثال: ${LRI}0533 123 45 67${PDI}، والأرقام الخارجية مع رمز الدولة: ${LRI}+44 7911 123456${PDI}`,
    );
    expect(isolatePhoneNumbers("کد +90")).toBe(`کد ${LRI}+90${PDI}`);
    // Single numbers, dates and sizes keep their own (already correct) layout.
    for (const text of ["حتى 20 صورة", "12.11.2026", "2 MB", "۲۰ عکس"]) expect(isolatePhoneNumbers(text)).toBe(text);
  });
});

describe("a field's hint and error", () => {
  const render = (locale: Locale) => {
    const t = getI18n(locale).t;
    return renderToStaticMarkup(
      <I18nProvider translator={getI18n(locale)}>
        <TextField
          name="whatsapp"
          label={t("listingForm.contact.whatsapp")}
          hint={t("listingForm.contact.hint")}
          error={t("listingForm.validation.phoneInvalid")}
        />
      </I18nProvider>,
    );
  };

  it("keep a phone number's order on Persian and Arabic pages", () => {
    for (const locale of ["fa", "ar"] as const) {
      const html = render(locale);
      expect(html, locale).toContain(`${LRI}0533 123 45 67${PDI}`);
      expect(html, locale).toContain(`${LRI}+44 7911 123456${PDI}`);
      expect(html.match(new RegExp(`${LRI}0533 123 45 67${PDI}`, "g")), `${locale}: the hint and the error`).toHaveLength(2);
    }
  });

  it("are left as written on left-to-right pages", () => {
    for (const locale of ["tr", "en", "ru", "de"] as const) expect(render(locale), locale).not.toContain(LRI);
  });
});

describe("an input of an address, a link or a phone number", () => {
  it("is left to right (on right-to-left pages too); other inputs follow the page, and a caller may say otherwise", () => {
    for (const props of [{ type: "tel" }, { type: "email" }, { type: "url" }, { inputMode: "tel" as const }]) {
      expect(renderToStaticMarkup(<Input {...props} />), JSON.stringify(props)).toContain('dir="ltr"');
    }
    expect(renderToStaticMarkup(<Input />)).not.toContain("dir=");
    expect(renderToStaticMarkup(<Input type="search" />)).not.toContain("dir=");
    expect(renderToStaticMarkup(<Input type="email" dir="auto" />)).toContain('dir="auto"');
  });
});
