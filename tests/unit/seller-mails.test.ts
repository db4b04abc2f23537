import { describe, expect, it } from "vitest";
import { ESSENTIAL_NOTICES, type SellerNoticeKind, sellerNoticeMail } from "~/.server/services/accounts/seller-mails";

/** The texts of the mails that tell sellers what happened: both languages, plain text and HTML. */

const KINDS = Object.keys(ESSENTIAL_NOTICES) as SellerNoticeKind[];
const context = {
  title: "Deniz <manzaralı> villa",
  link: "https://kktc.test/evler/1",
  note: "Fotoğraf & açıklama",
  settingsLink: "https://kktc.test/profil/u?duzenle",
};

describe("seller notices", () => {
  for (const locale of ["tr", "en"] as const) {
    it(`are complete in ${locale}: subject, greeting, the link, the note of a rejection, the opt-out line only on optional ones`, () => {
      for (const kind of KINDS) {
        const mail = sellerNoticeMail(kind, { email: "s@example.com", name: "Ayşe", locale }, context);
        expect(mail.to).toBe("s@example.com");
        expect(mail.subject).not.toMatch(/\{\{|undefined/);
        expect(mail.text).not.toMatch(/\{\{|undefined|null/);
        expect(mail.text).toContain(context.link);
        expect(mail.html).toContain(`href="${context.link}"`);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        const rejection = kind === "listing_rejected" || kind === "revision_rejected";
        expect(mail.text.includes(context.note)).toBe(rejection);
        if (rejection) expect(mail.html).toContain("Fotoğraf &amp; açıklama");
        expect(mail.text.includes(context.settingsLink)).toBe(!ESSENTIAL_NOTICES[kind]);
        if (kind !== "account_deleted") {
          expect(mail.html).toContain("Deniz &lt;manzaralı&gt; villa");
          expect(mail.html).not.toContain("<manzaralı>");
        }
      }
    });
  }

  it("count only the approvals as optional", () => {
    expect(KINDS.filter((kind) => !ESSENTIAL_NOTICES[kind]).sort()).toEqual(["listing_approved", "revision_approved"]);
  });
});
