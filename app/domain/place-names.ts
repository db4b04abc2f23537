/**
 * Place names as the interface shows them (decision 015). Turkish shows the Turkish names. English
 * shows each city as its `nameEn` in `locations.ts` — the English or Greek-derived name with the
 * Turkish one in brackets, "Kyrenia (Girne)", because the Turkish name is the one on road signs, in
 * addresses and in our URLs — and districts by their Turkish names, except "Merkez" (the centre),
 * which is a word, not a name. City and district are joined by an en dash in both languages:
 * "Kyrenia (Girne) – Esentepe", "Girne – Esentepe". URLs, the database and the search keep the
 * stored Turkish names.
 *
 * The English city names are repeated here rather than read from `CITIES`, whose search aliases
 * would otherwise come along to every page that shows a place (the listing page, 2 KB gzip of its
 * 150 KB budget); tests/unit/locations.test.ts checks that every city's `nameEn` is the one here.
 */

/** The two interface languages (as app/lib/i18n names them; the domain imports no lib code). */
type DisplayLanguage = "tr" | "en";

/** `nameEn` of each city of `CITIES`, by its (stored, Turkish) name. */
const CITY_NAMES_EN: Readonly<Record<string, string>> = {
  Ercan: "Ercan (Airport)",
  Lefkoşa: "Nicosia (Lefkoşa)",
  Girne: "Kyrenia (Girne)",
  Gazimağusa: "Famagusta (Gazimağusa)",
  Güzelyurt: "Morphou (Güzelyurt)",
  İskele: "Trikomo (İskele)",
  Lefke: "Lefka (Lefke)",
};

/** District names that are words, in English. */
const REGION_WORDS_EN: Readonly<Record<string, string>> = { Merkez: "Centre" };

const own = (table: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

/** A city's display name; an unknown name is shown as it is. */
export function cityLabel(city: string, language: DisplayLanguage): string {
  return language === "en" ? (own(CITY_NAMES_EN, city) ?? city) : city;
}

/** A district's display name. */
export function regionLabel(region: string, language: DisplayLanguage): string {
  return language === "en" ? (own(REGION_WORDS_EN, region) ?? region) : region;
}

/** A city with its district (optional): "Kyrenia (Girne) – Esentepe" / "Girne – Esentepe". */
export function placeLabel(city: string, region: string | null | undefined, language: DisplayLanguage): string {
  const name = cityLabel(city, language);
  return region ? `${name} – ${regionLabel(region, language)}` : name;
}

/** A stored location ("Girne - Esentepe", see `formatLocation` in locations.ts) in the form of `placeLabel`. */
export function locationLabel(location: string, language: DisplayLanguage): string {
  const at = location.indexOf(" - ");
  return at === -1 ? placeLabel(location, null, language) : placeLabel(location.slice(0, at), location.slice(at + 3), language);
}
