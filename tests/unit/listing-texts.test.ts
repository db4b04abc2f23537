import { describe, expect, it } from "vitest";
import { listingFieldErrors, listingInputSchema } from "~/domain/listing-form";
import { type ListingContent, diffListingContent } from "~/domain/listing-revision";
import { listingDescriptionIn, listingTitleIn, pickText, storedTranslations, titlesOf, translationFields } from "~/domain/listing-texts";
import { bioTranslationsSchema, listingTranslationsSchema, readTranslations } from "~/domain/listing-texts-schema";
import { listingFormBody } from "../support/listing-form-body";

/** A listing's texts in every language (decision 041): the stored shape, the form's fields, and what a page shows. */

const listing = {
  title: "Girne'de deniz manzaralı daire",
  titleEn: "Sea-view flat in Kyrenia",
  description: "Havuzlu site içinde.",
  descriptionEn: null,
  translations: {
    ru: { title: "Квартира с видом на море", description: "В комплексе с бассейном." },
    fa: { title: "آپارتمان رو به دریا" },
  },
};

describe("what a page shows of a listing", () => {
  it("shows the page language's text when it is written", () => {
    expect(listingTitleIn(listing, "ru")).toEqual({ text: "Квартира с видом на море", lang: "ru", original: false });
    expect(listingDescriptionIn(listing, "ru")).toEqual({ text: "В комплексе с бассейном.", lang: "ru", original: false });
    expect(listingTitleIn(listing, "fa")).toEqual({ text: "آپارتمان رو به دریا", lang: "fa", original: false });
    expect(listingTitleIn(listing, "en")).toEqual({ text: "Sea-view flat in Kyrenia", lang: "en", original: false });
    expect(listingTitleIn(listing, "tr")).toEqual({ text: listing.title, lang: "tr", original: false });
  });

  it("falls back to the Turkish original, saying so", () => {
    expect(listingTitleIn(listing, "de")).toEqual({ text: listing.title, lang: "tr", original: true });
    expect(listingDescriptionIn(listing, "fa")).toEqual({ text: listing.description, lang: "tr", original: true });
    expect(listingDescriptionIn(listing, "en")).toEqual({ text: listing.description, lang: "tr", original: true });
    expect(listingDescriptionIn(listing, "tr")).toEqual({ text: listing.description, lang: "tr", original: false });
  });

  it("reads a card's titles as well as the detail's translations", () => {
    const card = { title: "Ev", titleEn: null, titles: titlesOf(listing.translations) };
    expect(card.titles).toEqual({ ru: "Квартира с видом на море", fa: "آپارتمان رو به دریا" });
    expect(listingTitleIn(card, "ru").text).toBe("Квартира с видом на море");
    expect(listingTitleIn(card, "ar")).toEqual({ text: "Ev", lang: "tr", original: true });
  });

  it("ignores texts of blanks only, and picks a bio's English when there is no Turkish one", () => {
    expect(pickText("ru", { tr: "Merhaba", ru: "   " })).toEqual({ text: "Merhaba", lang: "tr", original: true });
    expect(pickText("de", { tr: null, en: "Hello" })).toEqual({ text: "Hello", lang: "en", original: true });
    expect(pickText("de", { tr: "", en: "" })).toBeNull();
  });
});

describe("the stored shape", () => {
  it("accepts texts of the four languages within the limits", () => {
    expect(listingTranslationsSchema.safeParse(listing.translations).success).toBe(true);
    expect(listingTranslationsSchema.safeParse({}).success).toBe(true);
    expect(bioTranslationsSchema.safeParse({ ar: "مرحبا" }).success).toBe(true);
  });

  it("refuses other languages, empty texts, long texts and other keys", () => {
    expect(listingTranslationsSchema.safeParse({ tr: { title: "Ev" } }).success).toBe(false);
    expect(listingTranslationsSchema.safeParse({ en: { title: "House" } }).success).toBe(false);
    expect(listingTranslationsSchema.safeParse({ ru: { title: "" } }).success).toBe(false);
    expect(listingTranslationsSchema.safeParse({ ru: { title: "я".repeat(121) } }).success).toBe(false);
    expect(listingTranslationsSchema.safeParse({ de: { description: "a".repeat(5001) } }).success).toBe(false);
    expect(listingTranslationsSchema.safeParse({ de: { name: "Haus" } }).success).toBe(false);
    expect(bioTranslationsSchema.safeParse({ fa: "س".repeat(1001) }).success).toBe(false);
  });

  it("stores what was written, trimmed, and gives the form every field back", () => {
    const fields = translationFields({ ru: { title: "Дом" } });
    expect(fields.ru).toEqual({ title: "Дом", description: "" });
    expect(fields.ar).toEqual({ title: "", description: "" });
    expect(storedTranslations({ ...fields, de: { title: "  ", description: " Ruhig. " } })).toEqual({
      ru: { title: "Дом" },
      de: { description: "Ruhig." },
    });
    expect(readTranslations({ ru: { title: "Дом" }, xx: { title: "?" } })).toEqual({ ru: { title: "Дом" } });
    expect(readTranslations(null)).toEqual({});
  });
});

describe("the form's other languages", () => {
  const valid = listingFormBody({
    id: "0b6f4c1e-8a4e-4a53-9d1a-2f0c9e0f6b11",
    title: "Ev",
    description: "Güzel ev.",
    price: "100",
    city: "Girne",
  });

  it("accepts the languages' pairs, and a form that sends none", () => {
    const withRussian = { ...valid, translations: { ...valid.translations, ru: { title: "Дом", description: "Хороший дом." } } };
    expect(listingInputSchema.safeParse(withRussian).success).toBe(true);
    const { translations: _translations, ...older } = valid;
    expect(listingInputSchema.safeParse(older).success).toBe(true);
  });

  it("names a text that is too long at its language's field, with the English fields' message", () => {
    const long = { ...valid, translations: { ...valid.translations, fa: { title: "خ".repeat(121), description: "" } } };
    const parsed = listingInputSchema.safeParse(long);
    expect(parsed.success).toBe(false);
    expect(listingFieldErrors(parsed.error!)).toEqual({ "translations.fa.title": "listingForm.validation.tooLong" });
  });
});

describe("a revision of the texts", () => {
  const live: ListingContent = {
    title: "Ev",
    titleEn: null,
    description: "Güzel.",
    descriptionEn: null,
    translations: { ru: { title: "Дом" } },
    price: 100,
    currency: "TRY",
    city: "Girne",
    region: null,
    category: "houses",
    images: [],
    videos: [],
    specifications: {},
  };

  it("lists each changed text by its language and part", () => {
    const next = { ...live, translations: { ru: { title: "Большой дом" }, ar: { description: "منزل جميل." } } };
    expect(diffListingContent(live, next).changes).toEqual([
      { field: "translation", language: "ru", part: "title", before: "Дом", after: "Большой дом" },
      { field: "translation", language: "ar", part: "description", before: null, after: "منزل جميل." },
    ]);
    expect(diffListingContent(live, { ...live, translations: { ru: { title: "Дом" } } }).changes).toEqual([]);
  });
});
