import { describe, expect, it } from "vitest";
import { displayPhone, formatPhone, normalizeStoredPhone, parsePhone, phoneForInput } from "~/domain/phone";
import { phoneDigits, whatsAppLink } from "~/domain/listing-detail";

/**
 * Phone numbers: typed the local way they are +90 numbers, others need their
 * country code; stored in E.164, shown formatted, linked by their digits.
 */

describe("parsePhone: numbers as people type them", () => {
  it.each([
    ["0533 123 45 67", "+905331234567"],
    ["533 123 45 67", "+905331234567"],
    ["05331234567", "+905331234567"],
    ["0 (533) 123-45-67", "+905331234567"],
    ["+90 533 123 45 67", "+905331234567"],
    ["0090 533 123 45 67", "+905331234567"],
    ["0548 863 02 14", "+905488630214"],
    ["0392 815 12 34", "+903928151234"],
    ["+44 7911 123456", "+447911123456"],
    ["0044 7911 123456", "+447911123456"],
    ["+49 30 901820", "+4930901820"],
  ])("%j → %j", (typed, e164) => {
    expect(parsePhone(typed)).toBe(e164);
  });

  it.each([
    "",
    "   ",
    "12345",
    "0533 123 45 6",
    "0533 123 45 678",
    "abc",
    "Ara 0533 123 45 67",
    "0000000000",
    "+90 111 111 11 11",
    "0533 123 45 67 ext 5",
    "+44 12",
    "x".repeat(40),
  ])("refuses %j", (typed) => {
    expect(parsePhone(typed)).toBeNull();
  });

  it("never reads a local number without + as another country's", () => {
    // 447911123456 typed by hand is not a +90 number: refused rather than guessed.
    expect(parsePhone("447911123456")).toBeNull();
  });
});

describe("stored numbers", () => {
  it.each([
    ["905331234567", "+905331234567"],
    ["447911123456", "+447911123456"],
    ["0533 123 45 67", "+905331234567"],
    ["+905331234567", "+905331234567"],
    [" +90 (533) 123 45 67 ", "+905331234567"],
  ])("normalizeStoredPhone(%j) → %j", (stored, e164) => {
    expect(normalizeStoredPhone(stored)).toBe(e164);
  });

  it.each([null, undefined, "", "0533 12", "call me", "05999999999999"])("normalizeStoredPhone(%j) is null", (stored) => {
    expect(normalizeStoredPhone(stored)).toBeNull();
  });

  it("formats for display and for editing", () => {
    expect(formatPhone("+905331234567")).toBe("+90 533 123 45 67");
    expect(formatPhone("+447911123456")).toBe("+44 7911 123456");
    expect(displayPhone("905331234567")).toBe("+90 533 123 45 67");
    expect(displayPhone("0533 12")).toBeNull();
    expect(phoneForInput("+905331234567")).toBe("+90 533 123 45 67");
    // An invalid stored number stays as it is in the form, so its owner can fix it.
    expect(phoneForInput("0533 12")).toBe("0533 12");
    expect(phoneForInput(null)).toBe("");
  });

  it("a formatted number gives working wa.me and tel: digits", () => {
    const shown = displayPhone("0533 123 45 67")!;
    expect(phoneDigits(shown)).toBe("905331234567");
    expect(whatsAppLink({ whatsapp: shown, phone: null }, "Villa")).toMatch(/^https:\/\/wa\.me\/905331234567\?text=/);
  });
});
