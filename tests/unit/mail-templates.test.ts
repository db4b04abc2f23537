import { describe, expect, it } from "vitest";
import { composeMail, escapeHtml, fill, paragraph } from "~/.server/mail/layout";
import {
  expiryNoticeMail,
  fixRequestMail,
  hiddenNoticeMail,
  passwordResetMail,
  priceDropMail,
  savedSearchAlertMail,
  sellerNoticeMail,
  verificationCodeMail,
} from "~/.server/mail/templates";
import { LOCALES, type Locale, directionOf } from "~/lib/i18n/locales";

/** The mail module (app/.server/mail): one frame, one fill, one escape, a template per kind in every language. */

const title = "Deniz <manzaralı> & villa";
const reasons = [
  { reason: "wrong_price" as const, count: 2 },
  { reason: "other" as const, count: 1 },
];

const every = (locale: Locale) => ({
  verificationCode: verificationCodeMail(locale, { code: "123456" }),
  passwordReset: passwordResetMail(locale, { link: "https://kktc.test/sifre-yenile?t=a&b" }),
  sellerNotice: sellerNoticeMail(locale, {
    kind: "listing_rejected",
    email: "s@example.com",
    name: "Ayşe",
    title,
    link: "https://kktc.test/ilanlar/1/duzenle",
    note: "Fotoğraf & açıklama",
  }),
  priceDrop: priceDropMail(locale, {
    name: null,
    title,
    drop: { listingId: "1", from: { price: 2500, currency: "GBP" }, to: { price: 2100, currency: "GBP" } },
    link: "https://kktc.test/evler/1",
    settingsLink: "https://kktc.test/profil/u?duzenle",
  }),
  fixRequest: fixRequestMail(locale, { name: "Ayşe", title, editLink: "https://kktc.test/ilanlar/1/duzenle", reasons }),
  hiddenNotice: hiddenNoticeMail(locale, { name: null, title, editLink: "https://kktc.test/ilanlar/1/duzenle", reasons, by: "reports" }),
  expiryNotice: expiryNoticeMail(locale, {
    name: "Ayşe",
    title,
    expiresAt: new Date("2026-12-03T10:00:00Z"),
    lifetimeDays: 60,
    renewLink: "https://kktc.test/ilanlar/1/yenile?t=x",
    profileLink: "https://kktc.test/profil/u",
  }),
  savedSearchAlert: savedSearchAlertMail(locale, {
    searchName: "Girne <2+1>",
    listings: [{ title, link: "https://kktc.test/evler/1" }],
    unsubscribeLink: "https://kktc.test/kayitli-aramalar/1/birak?t=x",
    manageLink: "https://kktc.test/kayitli-aramalar",
  }),
});

describe("the mail frame", () => {
  it("fills placeholders (a missing value is empty) and escapes HTML", () => {
    expect(fill("{{a}} and {{b}}", { a: "x" })).toBe("x and ");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("lays the blocks out as text (signature last) and as HTML in the recipient's language", () => {
    const mail = composeMail("en", "Subject", [paragraph("One <1>"), null, paragraph("Two")]);
    expect(mail).toEqual({
      subject: "Subject",
      text: "One <1>\n\nTwo\n\nKKTC Kiralık",
      html: '<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#12322f;max-width:520px;margin:auto;padding:24px"><p>One &lt;1&gt;</p><p>Two</p><p style="color:#5b6b69;margin-top:32px">KKTC Kiralık</p></body></html>',
    });
    expect(composeMail("tr", "S", [paragraph("x")], { textSignature: false }).text).toBe("x");
  });
});

describe("the templates", () => {
  for (const locale of LOCALES) {
    it(`are complete in ${locale}: no placeholder left, the frame's language, every value escaped in the HTML`, () => {
      for (const [kind, mail] of Object.entries(every(locale))) {
        for (const part of [mail.subject, mail.text, mail.html]) expect(part, kind).not.toMatch(/\{\{|undefined|null/);
        const dir = directionOf(locale) === "rtl" ? ' dir="rtl"' : "";
        expect(mail.html, kind).toContain(`<html lang="${locale}"${dir}><body${dir} `);
        expect(mail.html, kind).not.toContain("<manzaralı>");
        expect(mail.html, kind).not.toContain("<2+1>");
      }
    });
  }

  it("keep today's wording", () => {
    const tr = every("tr");
    expect(tr.verificationCode).toMatchObject({
      subject: "KKTC Kiralık doğrulama kodunuz: 123456",
      text: "KKTC Kiralık hesabınızı doğrulamak için bu kodu girin:\n\n123456\n\nKod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.\n\nKKTC Kiralık",
    });
    expect(tr.fixRequest.text).toContain("- Fiyat yanlış (2 kez)\n- Diğer (1 kez)");
    expect(tr.expiryNotice.text).toContain("3 Aralık 2026 tarihinde doluyor");
    const en = every("en");
    expect(en.sellerNotice.subject).toBe(`Your listing was not approved: ${title}`);
    expect(en.sellerNotice.text).toContain("The admin's note:\nFotoğraf & açıklama");
    expect(en.hiddenNotice.text.startsWith("Hello,\n\nYour listing")).toBe(true);
    expect(en.priceDrop.text).toContain("£2,500 → £2,100");
    // The price-drop mail's text has always ended with the opt-out line, not the signature.
    expect(en.priceDrop.text.endsWith("https://kktc.test/profil/u?duzenle")).toBe(true);
    expect(en.savedSearchAlert.subject).toBe("A new listing for your saved search: Girne <2+1>");
  });

  it("read right to left in Persian and Arabic: the frame's direction, the note's bar and the price arrow at the line's start", () => {
    for (const locale of ["fa", "ar"] as const) {
      const mails = every(locale);
      expect(mails.verificationCode.html).toMatch(/^<!doctype html><html lang="(fa|ar)" dir="rtl"><body dir="rtl" /);
      expect(mails.sellerNotice.html).toContain("border-right:4px solid");
      expect(mails.sellerNotice.html).not.toContain("border-left");
      // The old price stands at the right, where the line starts; the arrow points to the new one.
      expect(mails.priceDrop.html).toMatch(/<\/s> \u2190 /);
    }
    expect(every("ru").sellerNotice.html).toContain("border-left:4px solid");
    expect(every("ru").priceDrop.html).toMatch(/<\/s> \u2192 /);
    expect(every("de").verificationCode.html).not.toContain("dir=");
  });

  it("give the saved search's alert its one-click unsubscribe headers (RFC 2369 / 8058)", () => {
    for (const locale of LOCALES) {
      expect(every(locale).savedSearchAlert.headers).toEqual({
        "List-Unsubscribe": "<https://kktc.test/kayitli-aramalar/1/birak?t=x>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(every(locale).verificationCode.headers).toBeUndefined();
    }
  });
});
