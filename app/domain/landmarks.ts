import { type LatLng, PLACE_CENTRES } from "./geo";
import type { Language } from "./languages";

/**
 * Places renters measure a home by ("1.2 km to EMU"): the universities students rent near, the
 * airport, the two ports and each city's centre, with the names people use for them in every
 * interface language and the grammar the distance label needs.
 */

export type LandmarkKind = "university" | "airport" | "port" | "city-centre";

export interface Landmark {
  /** Stable slug, for URLs and stored preferences: "emu", "ercan", "centre-girne". */
  id: string;
  kind: LandmarkKind;
  /** Campus main gate area, passenger terminal, port, city centre. */
  position: LatLng;
  /** The city of `CITIES` (`./locations.ts`) it belongs to, by its stored Turkish name. */
  city: string;
  /**
   * What people call it, per language: the acronym students use for a university (tr "DAÜ", en
   * "EMU"; Russian, German, Persian and Arabic speakers in Cyprus use the English acronym, as the
   * universities' own pages in those languages do).
   */
  shortName: Readonly<Record<Language, string>>;
  /** Its full name per language (German speakers use the universities' English names). */
  fullName: Readonly<Record<Language, string>>;
  /** The Turkish short name in the dative, with vowel harmony: "DAÜ'ye", "ODTÜ KKK'ya", "Final'e". */
  dativeTr: string;
  /** The Russian short name in the genitive, as "до" takes it: "EMU" (acronyms do not decline), "аэропорта Эрджан". */
  genitiveRu: string;
  /** German "to …" with its preposition and article: "zur EMU", "zum Flughafen Ercan", "ins Zentrum von Kyrenia". */
  toDe: string;
}

/** Both name tables of a university whose acronym is the same in every language but Turkish. */
function university(shortTr: string, shortOthers: string, full: Record<Language, string>) {
  return {
    shortName: { tr: shortTr, en: shortOthers, ru: shortOthers, de: shortOthers, fa: shortOthers, ar: shortOthers },
    fullName: full,
    genitiveRu: shortOthers,
    toDe: `zur ${shortOthers}`,
  };
}

const UNIVERSITIES: readonly Landmark[] = [
  {
    id: "emu",
    kind: "university",
    position: { lat: 35.1456, lng: 33.9081 },
    city: "Gazimağusa",
    dativeTr: "DAÜ'ye",
    ...university("DAÜ", "EMU", {
      tr: "Doğu Akdeniz Üniversitesi",
      en: "Eastern Mediterranean University",
      ru: "Восточно-Средиземноморский университет",
      de: "Eastern Mediterranean University",
      fa: "دانشگاه مدیترانه شرقی",
      ar: "جامعة شرق البحر المتوسط",
    }),
  },
  {
    id: "neu",
    kind: "university",
    position: { lat: 35.2275, lng: 33.324 },
    city: "Lefkoşa",
    dativeTr: "YDÜ'ye",
    ...university("YDÜ", "NEU", {
      tr: "Yakın Doğu Üniversitesi",
      en: "Near East University",
      ru: "Ближневосточный университет",
      de: "Near East University",
      fa: "دانشگاه خاور نزدیک",
      ar: "جامعة الشرق الأدنى",
    }),
  },
  {
    id: "ciu",
    kind: "university",
    position: { lat: 35.2217, lng: 33.4197 },
    city: "Lefkoşa",
    dativeTr: "UKÜ'ye",
    ...university("UKÜ", "CIU", {
      tr: "Uluslararası Kıbrıs Üniversitesi",
      en: "Cyprus International University",
      ru: "Международный университет Кипра",
      de: "Cyprus International University",
      fa: "دانشگاه بین‌المللی قبرس",
      ar: "جامعة قبرص الدولية",
    }),
  },
  {
    id: "gau",
    kind: "university",
    position: { lat: 35.3395, lng: 33.257 },
    city: "Girne",
    dativeTr: "GAÜ'ye",
    ...university("GAÜ", "GAU", {
      tr: "Girne Amerikan Üniversitesi",
      en: "Girne American University",
      ru: "Американский университет Гирне",
      de: "Girne American University",
      fa: "دانشگاه آمریکایی گیرنه",
      ar: "جامعة كيرينيا الأمريكية",
    }),
  },
  {
    id: "metu-ncc",
    kind: "university",
    position: { lat: 35.2481, lng: 33.0236 },
    city: "Güzelyurt",
    // "KKK" is read letter by letter, "ka-ka-ka": a back vowel, so -ya.
    dativeTr: "ODTÜ KKK'ya",
    ...university("ODTÜ KKK", "METU NCC", {
      tr: "Orta Doğu Teknik Üniversitesi Kuzey Kıbrıs Kampusu",
      en: "Middle East Technical University Northern Cyprus Campus",
      ru: "Ближневосточный технический университет, кампус Северного Кипра",
      de: "Middle East Technical University Northern Cyprus Campus",
      fa: "دانشگاه فنی خاورمیانه، پردیس قبرس شمالی",
      ar: "جامعة الشرق الأوسط التقنية، حرم شمال قبرص",
    }),
  },
  {
    id: "eul",
    kind: "university",
    position: { lat: 35.1175, lng: 32.848 },
    city: "Lefke",
    dativeTr: "LAÜ'ye",
    ...university("LAÜ", "EUL", {
      tr: "Lefke Avrupa Üniversitesi",
      en: "European University of Lefke",
      ru: "Европейский университет Лефке",
      de: "European University of Lefke",
      fa: "دانشگاه اروپایی لفکه",
      ar: "الجامعة الأوروبية في ليفكا",
    }),
  },
  {
    id: "final",
    kind: "university",
    position: { lat: 35.328, lng: 33.385 },
    city: "Girne",
    // "final" keeps the front-vowel suffixes of its French origin (a palatal l): finale, finalde.
    dativeTr: "Final'e",
    ...university("Final", "Final", {
      tr: "Final Uluslararası Üniversitesi",
      en: "Final International University",
      ru: "Международный университет Final",
      de: "Final International University",
      fa: "دانشگاه بین‌المللی فاینال",
      ar: "جامعة فاينال الدولية",
    }),
    toDe: "zur Final International University",
  },
];

const TRANSPORT: readonly Landmark[] = [
  {
    id: "ercan",
    kind: "airport",
    position: PLACE_CENTRES.Ercan!.centre,
    city: "Ercan",
    shortName: { tr: "Ercan", en: "Ercan Airport", ru: "Аэропорт Эрджан", de: "Flughafen Ercan", fa: "فرودگاه ارجان", ar: "مطار إرجان" },
    fullName: {
      tr: "Ercan Havalimanı",
      en: "Ercan Airport",
      ru: "Аэропорт Эрджан",
      de: "Flughafen Ercan",
      fa: "فرودگاه ارجان",
      ar: "مطار إرجان",
    },
    dativeTr: "Ercan'a",
    genitiveRu: "аэропорта Эрджан",
    toDe: "zum Flughafen Ercan",
  },
  {
    id: "girne-port",
    kind: "port",
    // The tourist port east of the old harbour, where the ferries from Turkey berth.
    position: { lat: 35.3435, lng: 33.333 },
    city: "Girne",
    shortName: { tr: "Girne Limanı", en: "Kyrenia Port", ru: "Порт Кирении", de: "Hafen Kyrenia", fa: "بندر گیرنه", ar: "ميناء كيرينيا" },
    fullName: {
      tr: "Girne Turizm Limanı",
      en: "Kyrenia (Girne) Port",
      ru: "Порт Кирении (Girne)",
      de: "Hafen Kyrenia (Girne)",
      fa: "بندر گیرنه (Girne)",
      ar: "ميناء كيرينيا (Girne)",
    },
    dativeTr: "Girne Limanı'na",
    genitiveRu: "порта Кирении",
    toDe: "zum Hafen Kyrenia",
  },
  {
    id: "gazimagusa-port",
    kind: "port",
    position: { lat: 35.121, lng: 33.947 },
    city: "Gazimağusa",
    shortName: {
      tr: "Gazimağusa Limanı",
      en: "Famagusta Port",
      ru: "Порт Фамагусты",
      de: "Hafen Famagusta",
      fa: "بندر فاماگوستا",
      ar: "ميناء فاماغوستا",
    },
    fullName: {
      tr: "Gazimağusa Limanı",
      en: "Famagusta (Gazimağusa) Port",
      ru: "Порт Фамагусты (Gazimağusa)",
      de: "Hafen Famagusta (Gazimağusa)",
      fa: "بندر فاماگوستا (Gazimağusa)",
      ar: "ميناء فاماغوستا (Gazimağusa)",
    },
    dativeTr: "Gazimağusa Limanı'na",
    genitiveRu: "порта Фамагусты",
    toDe: "zum Hafen Famagusta",
  },
];

/**
 * A city's centre as a landmark. Ercan has none: the airport is its landmark. The city names are
 * those of `./place-names.ts` (English "Kyrenia", Russian "Кирения", …), the Russian ones here in the
 * genitive ("центр Кирении").
 */
function cityCentre(
  slug: string,
  city: string,
  names: { en: string; ru: string; ruGenitive: string; de: string; fa: string; ar: string },
): Landmark {
  return {
    id: `centre-${slug}`,
    kind: "city-centre",
    position: PLACE_CENTRES[city]!.centre,
    city,
    shortName: {
      tr: `${city} merkezi`,
      en: `${names.en} centre`,
      ru: `Центр ${names.ruGenitive}`,
      de: `Zentrum ${names.de}`,
      fa: `مرکز ${names.fa}`,
      ar: `وسط ${names.ar}`,
    },
    fullName: {
      tr: `${city} şehir merkezi`,
      en: `${names.en} (${city}) city centre`,
      ru: `Центр города ${names.ru} (${city})`,
      de: `Stadtzentrum ${names.de} (${city})`,
      fa: `مرکز شهر ${names.fa} (${city})`,
      ar: `وسط مدينة ${names.ar} (${city})`,
    },
    // "Girne merkezi" is a possessive compound: its dative is -(n)e, "Girne merkezine".
    dativeTr: `${city} merkezine`,
    genitiveRu: `центра ${names.ruGenitive}`,
    toDe: `ins Zentrum von ${names.de}`,
  };
}

const CITY_CENTRES: readonly Landmark[] = [
  cityCentre("lefkosa", "Lefkoşa", { en: "Nicosia", ru: "Никосия", ruGenitive: "Никосии", de: "Nikosia", fa: "نیکوزیا", ar: "نيقوسيا" }),
  cityCentre("girne", "Girne", { en: "Kyrenia", ru: "Кирения", ruGenitive: "Кирении", de: "Kyrenia", fa: "گیرنه", ar: "كيرينيا" }),
  cityCentre("gazimagusa", "Gazimağusa", {
    en: "Famagusta",
    ru: "Фамагуста",
    ruGenitive: "Фамагусты",
    de: "Famagusta",
    fa: "فاماگوستا",
    ar: "فاماغوستا",
  }),
  // Морфу and Трикомо do not decline in Russian.
  cityCentre("guzelyurt", "Güzelyurt", { en: "Morphou", ru: "Морфу", ruGenitive: "Морфу", de: "Morphou", fa: "مورفو", ar: "مورفو" }),
  cityCentre("iskele", "İskele", { en: "Trikomo", ru: "Трикомо", ruGenitive: "Трикомо", de: "Trikomo", fa: "تریکومو", ar: "تريكومو" }),
  cityCentre("lefke", "Lefke", { en: "Lefka", ru: "Лефка", ruGenitive: "Лефки", de: "Lefka", fa: "لفکا", ar: "ليفكا" }),
];

/** Every landmark: universities, the airport, the ports, the city centres. */
export const LANDMARKS: readonly Landmark[] = [...UNIVERSITIES, ...TRANSPORT, ...CITY_CENTRES];

const BY_ID: ReadonlyMap<string, Landmark> = new Map(LANDMARKS.map((landmark) => [landmark.id, landmark]));

/** The landmark with this id, if any. */
export function landmarkById(id: string): Landmark | undefined {
  return BY_ID.get(id);
}

// ---------------------------------------------------------------------------------------------
// Distance labels

/**
 * How `distanceLabel` writes numbers and marks direction. The domain imports no lib code (see the
 * layers in eslint.config.js), so the page passes:
 * - `number`: the language's number format with at most one decimal, e.g.
 *   `new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 1 }).format`
 *   (`INTL_LOCALE` in app/lib/i18n/locales.ts: Latin digits on Persian and Arabic pages);
 * - `isolate` on right-to-left pages: `isolateLtr` of app/lib/format.ts, so that "1.2 km" stays
 *   one left-to-right unit in a Persian or Arabic sentence (without it the line shows "km 1.2").
 */
export interface DistanceFormat {
  number: (value: number) => string;
  isolate?: (distance: string) => string;
}

/** Units per language: Persian and Arabic pages write km and m in Latin letters, as they write m² (app/lib/i18n/sections/listing-detail.fa.ts, .ar.ts). */
const UNITS: Readonly<Record<Language, { km: string; m: string }>> = {
  tr: { km: "km", m: "m" },
  en: { km: "km", m: "m" },
  ru: { km: "км", m: "м" },
  de: { km: "km", m: "m" },
  fa: { km: "km", m: "m" },
  ar: { km: "km", m: "m" },
};

/**
 * The distance as a card shows it: metres to the nearest 10 below 1 km ("850 m", at least "10 m"),
 * else km to one decimal ("1.2 km", "12 km" when the decimal is 0). A no-break space joins the
 * number and its unit, so a line never ends between them.
 */
function distanceText(km: number, language: Language, format: (value: number) => string): string {
  const metres = Math.round(km * 100) * 10;
  if (metres < 1000) return `${format(Math.max(10, metres))}\u00a0${UNITS[language].m}`;
  return `${format(Math.round(km * 10) / 10)}\u00a0${UNITS[language].km}`;
}

/**
 * The card text for a home `km` kilometres from `landmark`, in `language`:
 * tr "DAÜ'ye 1,2 km", en "1.2 km to EMU", ru "1,2 км до EMU", de "1,2 km zur EMU",
 * fa "1.2 km تا EMU", ar "على بعد 1.2 km من EMU" (Persian and Arabic with the distance isolated
 * when `format.isolate` is given). Throws a RangeError for a negative or non-finite `km`.
 */
export function distanceLabel(landmark: Landmark, km: number, language: Language, format: DistanceFormat): string {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`Not a distance: ${km}`);
  const text = distanceText(km, language, format.number);
  const distance = format.isolate ? format.isolate(text) : text;
  switch (language) {
    case "tr":
      return `${landmark.dativeTr} ${distance}`;
    case "en":
      return `${distance} to ${landmark.shortName.en}`;
    case "ru":
      return `${distance} до ${landmark.genitiveRu}`;
    case "de":
      return `${distance} ${landmark.toDe}`;
    case "fa":
      return `${distance} تا ${landmark.shortName.fa}`;
    case "ar":
      return `على بعد ${distance} من ${landmark.shortName.ar}`;
  }
}
