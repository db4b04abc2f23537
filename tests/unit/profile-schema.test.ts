import { describe, expect, it } from "vitest";
import { isValidPhone, normalizeWebsite, profileFieldErrors, profileUpdateSchema } from "~/domain/profile";

const base = { displayName: "", companyName: "", accountType: "individual", phone: "", whatsapp: "", website: "", bio: "", location: "" };

describe("normalizeWebsite (spec §5: https:// added when there is no http prefix)", () => {
  it.each([
    ["ornek.com", "https://ornek.com"],
    ["  www.ornek.com/iletisim ", "https://www.ornek.com/iletisim"],
    ["http://ornek.com", "http://ornek.com"],
    ["HTTPS://Ornek.com", "HTTPS://Ornek.com"],
    ["", null],
    ["   ", null],
  ])("%j → %j", (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "ftp://ornek.com", "localhost", "https://user:pw@ornek.com", "not a site"])(
    "refuses %j",
    (input) => {
      expect(normalizeWebsite(input)).toBeUndefined();
    },
  );
});

describe("isValidPhone", () => {
  it("accepts typed numbers with 7–15 digits", () => {
    expect(isValidPhone("+90 533 123 45 67")).toBe(true);
    expect(isValidPhone("(0392) 815-1234")).toBe(true);
    expect(isValidPhone("123456")).toBe(false);
    expect(isValidPhone("+1234567890123456")).toBe(false);
    expect(isValidPhone("0533abc1234")).toBe(false);
  });
});

describe("profileUpdateSchema", () => {
  it("trims, turns empty fields into null and normalises the website", () => {
    const parsed = profileUpdateSchema.parse({ ...base, displayName: "  Ayşe  ", website: "ornek.com", accountType: "company" });
    expect(parsed).toEqual({
      displayName: "Ayşe",
      companyName: null,
      accountType: "company",
      phone: null,
      whatsapp: null,
      website: "https://ornek.com",
      bio: null,
      location: null,
    });
  });

  it("names the first problem of each field as an i18n key", () => {
    const result = profileUpdateSchema.safeParse({
      ...base,
      accountType: "admin",
      whatsapp: "12",
      location: "x".repeat(121),
      website: "javascript:x",
    });
    expect(result.success).toBe(false);
    expect(profileFieldErrors(result.error!)).toEqual({
      accountType: "profile.validation.accountTypeInvalid",
      whatsapp: "profile.validation.phoneInvalid",
      location: "profile.validation.tooLong",
      website: "profile.validation.websiteInvalid",
    });
  });
});
