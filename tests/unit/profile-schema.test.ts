import { describe, expect, it } from "vitest";
import { bioFor, bioTranslationsOf, isValidPhone, normalizeWebsite, profileFieldErrors, profileUpdateSchema } from "~/domain/profile";

const base = {
  displayName: "",
  companyName: "",
  accountType: "individual",
  phone: "",
  whatsapp: "",
  website: "",
  bio: "",
  bioEn: "",
  location: "",
  contactEmail: "",
};

describe("normalizeWebsite (docs/product.md §5: https:// added when there is no http prefix)", () => {
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
    const parsed = profileUpdateSchema.parse({
      ...base,
      displayName: "  Ayşe  ",
      website: "ornek.com",
      accountType: "company",
      contactEmail: "  Ofis@Ornek.com ",
    });
    expect(parsed).toEqual({
      displayName: "Ayşe",
      companyName: null,
      accountType: "company",
      phone: null,
      whatsapp: null,
      website: "https://ornek.com",
      bio: null,
      bioEn: null,
      location: null,
      contactEmail: "ofis@ornek.com",
    });
    expect(profileUpdateSchema.parse(base).contactEmail).toBeNull();
  });

  it("names the first problem of each field as an i18n key", () => {
    const result = profileUpdateSchema.safeParse({
      ...base,
      accountType: "admin",
      whatsapp: "12",
      location: "x".repeat(121),
      website: "javascript:x",
      contactEmail: "ofis@ornek",
    });
    expect(result.success).toBe(false);
    expect(profileFieldErrors(result.error!)).toEqual({
      accountType: "profile.validation.accountTypeInvalid",
      whatsapp: "profile.validation.phoneInvalid",
      location: "profile.validation.tooLong",
      website: "profile.validation.websiteInvalid",
      contactEmail: "profile.validation.emailInvalid",
    });
  });
});

describe("bioFor: the bio a page shows in its language", () => {
  const both = { bio: "Girne'de kiralık evler.", bioEn: "Houses to rent in Kyrenia." };
  it("shows the English bio on English pages and the main one on Turkish pages", () => {
    expect(bioFor(both, "en")).toEqual({ text: "Houses to rent in Kyrenia.", lang: "en", original: false });
    expect(bioFor(both, "tr")).toEqual({ text: "Girne'de kiralık evler.", lang: "tr", original: false });
  });
  it("falls back to the original, marked with its language, where the page's was not written", () => {
    expect(bioFor({ bio: "Girne'de kiralık evler.", bioEn: null }, "en")).toEqual({
      text: "Girne'de kiralık evler.",
      lang: "tr",
      original: true,
    });
    expect(bioFor({ bio: null, bioEn: "Houses to rent in Kyrenia." }, "tr")).toEqual({
      text: "Houses to rent in Kyrenia.",
      lang: "en",
      original: true,
    });
    expect(bioFor({ bio: null, bioEn: null }, "en")).toBeNull();
  });
  it("shows the bio in Russian, German, Persian or Arabic on those pages (decision 041)", () => {
    const written = { ...both, bioTranslations: { ru: "Сдаю дома в Кирении.", fa: "خانه‌های اجاره‌ای در گیرنه." } };
    expect(bioFor(written, "ru")).toEqual({ text: "Сдаю дома в Кирении.", lang: "ru", original: false });
    expect(bioFor(written, "fa")).toEqual({ text: "خانه‌های اجاره‌ای در گیرنه.", lang: "fa", original: false });
    expect(bioFor(written, "de")).toEqual({ text: both.bio, lang: "tr", original: true });
  });
  it("takes the bio in the other languages from the form's fields", () => {
    const parsed = profileUpdateSchema.parse({ ...base, bioRu: "  Сдаю дома. ", bioAr: "" });
    expect(parsed.bioRu).toBe("Сдаю дома.");
    expect(bioTranslationsOf(parsed)).toEqual({ ru: "Сдаю дома." });
    expect(profileFieldErrors(profileUpdateSchema.safeParse({ ...base, bioFa: "س".repeat(1001) }).error!)).toEqual({
      bioFa: "profile.validation.tooLong",
    });
  });
});
