/**
 * Place names as the interface shows them (decision 015). Turkish shows the Turkish names. The other
 * languages show each city by the name their readers know (English: its `nameEn` in `locations.ts`;
 * Russian "Кирения", Persian "گیرنه", …) with the Turkish one in brackets, "Kyrenia (Girne)",
 * because the Turkish name is the one on road signs, in addresses and in our URLs — and districts
 * by their Turkish names, except "Merkez" (the centre), which is a word, not a name. City and
 * district are joined by an en dash in every language: "Kyrenia (Girne) – Esentepe",
 * "Girne – Esentepe". URLs, the database and the search keep the stored Turkish names.
 *
 * The English city names are repeated here rather than read from `CITIES`, whose search aliases
 * would otherwise come along to every page that shows a place (the listing page, 2 KB gzip of its
 * 150 KB budget); tests/unit/locations.test.ts checks that every city's `nameEn` is the one here.
 */

/** The interface languages (as app/lib/i18n names them; the domain imports no lib code). */
type DisplayLanguage = "tr" | "en" | "ru" | "de" | "fa" | "ar";

/**
 * Each city of `CITIES` (by its stored, Turkish name) as the other languages write it, the Turkish
 * name in brackets (English: `nameEn` of `CITIES`). Russian, Persian and Arabic use the names their
 * readers know from maps and news (mostly the Greek-derived ones), in their own script.
 */
const CITY_NAMES: Readonly<Record<Exclude<DisplayLanguage, "tr">, Readonly<Record<string, string>>>> = {
  en: {
    Ercan: "Ercan (Airport)",
    Lefkoşa: "Nicosia (Lefkoşa)",
    Girne: "Kyrenia (Girne)",
    Gazimağusa: "Famagusta (Gazimağusa)",
    Güzelyurt: "Morphou (Güzelyurt)",
    İskele: "Trikomo (İskele)",
    Lefke: "Lefka (Lefke)",
  },
  ru: {
    Ercan: "Аэропорт Эрджан (Ercan)",
    Lefkoşa: "Никосия (Lefkoşa)",
    Girne: "Кирения (Girne)",
    Gazimağusa: "Фамагуста (Gazimağusa)",
    Güzelyurt: "Морфу (Güzelyurt)",
    İskele: "Трикомо (İskele)",
    Lefke: "Лефка (Lefke)",
  },
  de: {
    Ercan: "Ercan (Flughafen)",
    Lefkoşa: "Nikosia (Lefkoşa)",
    Girne: "Kyrenia (Girne)",
    Gazimağusa: "Famagusta (Gazimağusa)",
    Güzelyurt: "Morphou (Güzelyurt)",
    İskele: "Trikomo (İskele)",
    Lefke: "Lefka (Lefke)",
  },
  fa: {
    Ercan: "فرودگاه ارجان (Ercan)",
    Lefkoşa: "نیکوزیا (Lefkoşa)",
    Girne: "گیرنه (Girne)",
    Gazimağusa: "فاماگوستا (Gazimağusa)",
    Güzelyurt: "مورفو (Güzelyurt)",
    İskele: "تریکومو (İskele)",
    Lefke: "لفکا (Lefke)",
  },
  ar: {
    Ercan: "مطار إرجان (Ercan)",
    Lefkoşa: "نيقوسيا (Lefkoşa)",
    Girne: "كيرينيا (Girne)",
    Gazimağusa: "فاماغوستا (Gazimağusa)",
    Güzelyurt: "مورفو (Güzelyurt)",
    İskele: "تريكومو (İskele)",
    Lefke: "ليفكا (Lefke)",
  },
};

/** District names that are words ("Merkez", the centre), in the other languages. */
const REGION_WORDS: Readonly<Record<Exclude<DisplayLanguage, "tr">, Readonly<Record<string, string>>>> = {
  en: { Merkez: "Centre" },
  ru: { Merkez: "Центр" },
  de: { Merkez: "Zentrum" },
  fa: { Merkez: "مرکز" },
  ar: { Merkez: "المركز" },
};

const own = (table: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

/** A city's display name; an unknown name (or language) is shown as it is. */
export function cityLabel(city: string, language: string): string {
  const table = language !== "tr" && Object.hasOwn(CITY_NAMES, language) ? CITY_NAMES[language as keyof typeof CITY_NAMES] : undefined;
  return (table && own(table, city)) ?? city;
}

/** A district's display name. */
export function regionLabel(region: string, language: string): string {
  const table =
    language !== "tr" && Object.hasOwn(REGION_WORDS, language) ? REGION_WORDS[language as keyof typeof REGION_WORDS] : undefined;
  return (table && own(table, region)) ?? region;
}

/** A city with its district (optional): "Kyrenia (Girne) – Esentepe" / "Girne – Esentepe". */
export function placeLabel(city: string, region: string | null | undefined, language: string): string {
  const name = cityLabel(city, language);
  return region ? `${name} – ${regionLabel(region, language)}` : name;
}

/** A stored location ("Girne - Esentepe", see `formatLocation` in locations.ts) in the form of `placeLabel`. */
export function locationLabel(location: string, language: string): string {
  const at = location.indexOf(" - ");
  return at === -1 ? placeLabel(location, null, language) : placeLabel(location.slice(0, at), location.slice(at + 3), language);
}
