import { describe, expect, it } from "vitest";
import { ar } from "~/lib/i18n/ar";
import { de } from "~/lib/i18n/de";
import { en } from "~/lib/i18n/en";
import { fa } from "~/lib/i18n/fa";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { ru } from "~/lib/i18n/ru";
import { tr } from "~/lib/i18n/tr";
import { leaves } from "../support/text-leaves";

/**
 * Every interface language has every text of the Turkish source (the texts' types ask for the keys;
 * this asks for the plural forms each language's grammar needs, the placeholders and real words).
 */
const TEXTS: Record<Locale, unknown> = { tr, en, ru, de, fa, ar };

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string | undefined) =>
  [...new Set([...String(text).matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1]!))].sort();
const source = leaves(tr);
const pluralBases = [...source.keys()].filter((key) => key.endsWith("_other")).map((key) => key.slice(0, -"_other".length));

describe.each(LOCALES.filter((locale) => locale !== "tr"))("the %s texts", (locale) => {
  const texts = leaves(TEXTS[locale]);

  it("have every Turkish key, and nothing else but the plural forms of a plural text", () => {
    const plain = (key: string) => !PLURAL_FORM.test(key) || source.has(key);
    expect([...texts.keys()].filter(plain).sort()).toEqual([...source.keys()].sort());
    for (const key of [...texts.keys()].filter((key) => !plain(key))) {
      expect(pluralBases, `${key} is a plural form of no text`).toContain(key.replace(PLURAL_FORM, ""));
    }
  });

  it("have each plural form the language's grammar uses (Intl.PluralRules)", () => {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of pluralBases) for (const form of forms) expect(texts.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
  });

  it("are written out: no empty text", () => {
    for (const [key, text] of texts) {
      expect(typeof text, key).toBe("string");
      expect(text.trim(), key).not.toBe("");
    }
  });

  it("fill the same placeholders as Turkish (a plural form may leave the number out: 'one listing')", () => {
    for (const [key, text] of texts) {
      const base = key.replace(PLURAL_FORM, "");
      const turkish = source.get(key) ?? source.get(`${base}_other`);
      if (source.has(key) && !PLURAL_FORM.test(key)) expect(placeholders(text), key).toEqual(placeholders(turkish));
      else for (const name of placeholders(text)) expect(placeholders(turkish), key).toContain(name);
    }
  });
});

/** Words that stay in Latin letters in every language: names of products, places, laws, formats and units, technical names. */
const LATIN_WORDS = new Set(
  (
    "KKTC Kiralık WhatsApp Instagram Facebook Google Maps Airbnb Booking YouTube Vimeo Matterport Kuula " +
    "Lefkoşa Girne Gazimağusa Güzelyurt İskele Lefke Ercan Karpaz Alsancak Türkçe English Deutsch " +
    "KVKK HTTPS HttpOnly POST Host listingId iframe hash localStorage JSON PDF JPEG JPG PNG GIF WebP AVIF HEIC HEIF " +
    "LPG URL SMTP KB MB GB km TRY EUR USD GBP Alt Enter Esc Escape cookie " +
    // the forms of a YouTube address a hint lists (youtu.be, /shorts/, /embed/)
    "youtu shorts embed"
  ).split(" "),
);
const NOT_WORDS = [
  /{{\s*[\w.]+\s*}}/g, // placeholders
  /\S*https?:\/\/\S*/g, // addresses
  /\S+@\S+/g, // mail addresses
  /\S*\w\.(com|org|net|io)\S*/g, // domain names
  /(^|\s)\/[\w/-]+/g, // site paths
  /\bkk_\w+/g, // cookie and storage names
];

describe.each(["ru", "fa", "ar"] as const)("the %s texts are in their own script", (locale) => {
  it("leave no English or Turkish words behind", () => {
    const leftovers = [...leaves(TEXTS[locale])]
      .map(([key, text]) => {
        const rest = NOT_WORDS.reduce((remaining, pattern) => remaining.replace(pattern, " "), text);
        return [key, (rest.match(/\p{Script=Latin}{3,}/gu) ?? []).filter((word) => !LATIN_WORDS.has(word))] as const;
      })
      .filter(([, words]) => words.length > 0);
    expect(leftovers).toEqual([]);
  });
});
