import { describe, expect, it } from "vitest";
import { fixRequestMail } from "~/.server/services/moderation/report-mails";
import { reportErrorKey, reportInputSchema } from "~/domain/report-schema";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "~/domain/reports";
import { translate, uncheckedKey } from "~/lib/i18n";

/** Reports of listings: what the endpoint accepts, and the owner's fix-request mail in both languages. */

const problem = (input: unknown) => {
  const parsed = reportInputSchema.safeParse(input);
  return parsed.success ? null : reportErrorKey(parsed.error);
};

describe("a report's input", () => {
  it("takes every reason, trims the note and cleans what the database cannot store", () => {
    for (const reason of REPORT_REASONS) expect(reportInputSchema.parse({ reason, note: " x " })).toEqual({ reason, note: "x" });
    expect(reportInputSchema.parse({ reason: "scam" })).toEqual({ reason: "scam", note: "" });
    expect(reportInputSchema.parse({ reason: "offensive", note: "a\u0000b\uD800" })).toEqual({ reason: "offensive", note: "ab\uFFFD" });
    expect(reportInputSchema.parse({ reason: "scam", note: "é".repeat(REPORT_NOTE_MAX) }).note).toHaveLength(REPORT_NOTE_MAX);
  });

  it("names the first problem with a text key that exists in both languages", () => {
    const cases: [unknown, string][] = [
      [null, "reports.errors.invalidBody"],
      ["scam", "reports.errors.invalidBody"],
      [{}, "reports.errors.reasonRequired"],
      [{ reason: "SCAM" }, "reports.errors.reasonRequired"],
      [{ reason: "other", note: " " }, "reports.errors.noteRequired"],
      [{ reason: "scam", note: "x".repeat(REPORT_NOTE_MAX + 1) }, "reports.errors.noteTooLong"],
      [{ reason: "scam", note: ["x"] }, "reports.errors.invalidNote"],
    ];
    for (const [input, key] of cases) {
      expect(problem(input), JSON.stringify(input)).toBe(key);
      for (const locale of ["tr", "en"] as const) expect(translate(locale, uncheckedKey(key))).not.toBe(key);
    }
  });
});

describe("the mail asking the owner to fix a reported listing", () => {
  const context = {
    title: "Deniz <manzaralı> villa",
    editLink: "https://kktc.test/en/ilanlar/1/duzenle",
    reasons: [
      { reason: "wrong_price" as const, count: 2 },
      { reason: "other" as const, count: 1 },
    ],
  };

  it("is complete in both languages: the reasons with their counts, the edit link, the title escaped in HTML", () => {
    const tr = fixRequestMail({ email: "s@example.com", name: "Ayşe", locale: "tr" }, context);
    expect(tr.subject).toBe("İlanınızı düzeltmeniz gerekiyor: Deniz <manzaralı> villa");
    expect(tr.text).toContain("- Fiyat yanlış (2 kez)\n- Diğer (1 kez)");
    const en = fixRequestMail({ email: "s@example.com", name: null, locale: "en" }, context);
    expect(en.subject).toBe("Please fix your listing: Deniz <manzaralı> villa");
    expect(en.text.startsWith("Hello,\n\n")).toBe(true);
    expect(en.text).toContain("- Wrong price (2 times)\n- Other (once)");
    for (const mail of [tr, en]) {
      expect(mail.to).toBe("s@example.com");
      expect(mail.text).not.toMatch(/\{\{|undefined|null/);
      expect(mail.text).toContain(context.editLink);
      expect(mail.html).toContain(`href="${context.editLink}"`);
      expect(mail.html).toContain("Deniz &lt;manzaralı&gt; villa");
      expect(mail.html).not.toContain("<manzaralı>");
    }
  });
});
