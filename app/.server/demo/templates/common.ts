/** Building blocks shared by the demo listing templates: their types and the shared wording. */
import type { Category } from "~/domain/categories";
import type { Currency, RentalTerm, Specifications } from "~/domain/listing";
import type { Random } from "../random";

/** What the illustration of a listing shows. */
export interface ListingArt {
  category: Category;
  scene: string;
  /** Car paint, hex. */
  paint?: string;
  /** Car body style. */
  body?: "hatch" | "sedan" | "suv" | "van";
  pool?: boolean;
  coastal?: boolean;
  floors?: number;
}

export interface Offer {
  term: RentalTerm;
  currency: Currency;
  min: number;
  max: number;
  step: number;
}
export const offer = (term: RentalTerm, currency: Currency, min: number, max: number, step: number): Offer => ({
  term,
  currency,
  min,
  max,
  step,
});

export interface Context {
  city: string;
  region: string | null;
  ownerIsCompany: boolean;
  random: Random;
  /** How many earlier listings used the same template (rotates car models so every brand appears). */
  ordinal: number;
}

export interface Texts {
  title: string;
  description: string;
  titleEn: string;
  descriptionEn: string;
}

export interface Template {
  offers: readonly Offer[];
  specs(random: Random, context: Context): Specifications;
  text(specs: Specifications, term: RentalTerm, context: Context): Texts;
  art(specs: Specifications, context: Context): Omit<ListingArt, "category">;
}

export const TERM_TITLE_TR: Record<RentalTerm, string> = {
  daily: "Günlük",
  "3days": "3 Günlük",
  weekly: "Haftalık",
  monthly: "Aylık",
  yearly: "Yıllık",
};
export const TERM_TITLE_EN: Record<RentalTerm, string> = {
  daily: "Daily",
  "3days": "3-Day",
  weekly: "Weekly",
  monthly: "Monthly",
  yearly: "Yearly",
};

export type TermSentences = Partial<Record<RentalTerm, [tr: string, en: string]>>;

export const HOME_TERMS: TermSentences = {
  daily: [
    "Minimum 3 gece konaklama; havlu, nevresim ve çıkış temizliği fiyata dahildir.",
    "Minimum stay 3 nights; towels, linen and final cleaning are included.",
  ],
  "3days": [
    "Fiyat 3 gecelik konaklama içindir; ek geceler ayrıca hesaplanır.",
    "The price covers a 3-night stay; extra nights are charged separately.",
  ],
  weekly: [
    "Haftalık fiyata son temizlik ve bahçe bakımı dahildir; giriş-çıkış günü cumartesi.",
    "The weekly price includes final cleaning and garden care; changeover day is Saturday.",
  ],
  monthly: [
    "Aylık kiradır; elektrik ve su kiracıya aittir, bir kira tutarında depozito alınır.",
    "Monthly rent; electricity and water are paid by the tenant, with one month's deposit.",
  ],
  yearly: [
    "Yıllık sözleşme ile kiralanır; ödeme 6 aylık peşin, depozito bir aylık kira tutarındadır.",
    "Let on a one-year contract, paid six months in advance, with a one-month deposit.",
  ],
};

export const HOLIDAY_TERMS: TermSentences = {
  daily: [
    "Fiyat gecelik olup en az 2 gece kiralanır; temizlik ve nevresim dahildir.",
    "The price is per night with a 2-night minimum; cleaning and linen are included.",
  ],
  "3days": [
    "Fiyat 3 gecelik paket içindir; hafta sonu kaçamakları için ideal.",
    "The price is for a 3-night package, ideal for a weekend away.",
  ],
  weekly: [
    "Haftalık fiyattır; yaz aylarında giriş-çıkış cumartesi günleri yapılır.",
    "Weekly price; in summer, changeover is on Saturdays.",
  ],
  monthly: [
    "Aylık kiradır; internet dahil, elektrik sayaçtan ödenir.",
    "Monthly rent; internet is included and electricity is paid by the meter.",
  ],
};

export const CAR_TERMS: TermSentences = {
  daily: [
    "Kasko dahildir; 21 yaş ve en az 2 yıllık ehliyet şartı aranır.",
    "Comprehensive insurance included; drivers must be 21 or over with at least 2 years' licence.",
  ],
  "3days": [
    "Fiyat 3 günlük kiralama içindir; kasko ve ek sürücü dahildir.",
    "The price is for a 3-day rental, including insurance and an additional driver.",
  ],
  weekly: [
    "Haftalık fiyata kasko, ek sürücü ve bebek koltuğu dahildir.",
    "The weekly price includes insurance, an additional driver and a child seat.",
  ],
  monthly: [
    "Aylık kiralamada periyodik bakım ve kasko bizden; depozito alınır.",
    "Servicing and insurance are on us for monthly rentals; a deposit is required.",
  ],
};

export const COMMERCIAL_TERMS: TermSentences = {
  monthly: ["Kira aylık ödenir; iki aylık depozito alınır.", "Rent is paid monthly with a two-month deposit."],
  yearly: ["Yıllık kiradır; ödeme üçer aylık dönemler halinde yapılabilir.", "Yearly rent, payable in quarterly instalments."],
};

export const HOTEL_TERMS: TermSentences = {
  daily: ["Fiyat gecelik olup Ercan Havalimanı transferi ücretsizdir.", "The price is per night, with a free transfer from Ercan Airport."],
  "3days": ["3 gecelik hafta sonu paketidir; geç çıkış ücretsizdir.", "A 3-night weekend package with free late check-out."],
  weekly: [
    "7 gecelik paket fiyatıdır; giriş ve çıkış günleri esnektir.",
    "Price for a 7-night package; arrival and departure days are flexible.",
  ],
};

export function termSentence(sentences: TermSentences, term: RentalTerm): [string, string] {
  const found = sentences[term];
  if (!found) throw new Error(`No wording for rental term ${term}`);
  return found;
}

const HEATING_SENTENCES: Record<string, [string, string]> = {
  Klima: ["Tüm odalarda inverter klima var.", "Every room has inverter air conditioning."],
  Kombi: ["Isınma kombi ile sağlanıyor.", "Heating is by a combi boiler."],
  "Merkezi Sistem": ["Merkezi ısıtma sistemi mevcut.", "Central heating is provided."],
  "Yerden Isıtma": ["Tüm katlarda yerden ısıtma var.", "There is underfloor heating throughout."],
  Şömine: ["Kış akşamları için salonda şömine var.", "A fireplace in the living room keeps winter evenings cosy."],
  Soba: ["Isınma salondaki soba ile sağlanıyor.", "Heating is by a stove in the living room."],
  Yok: ["Evde ısıtma sistemi bulunmuyor.", "There is no heating system."],
};
export const heatingSentence = (heating: unknown): [string, string] => HEATING_SENTENCES[String(heating)] ?? HEATING_SENTENCES.Yok!;

const BEDROOMS_EN: Record<string, string> = {
  "1+0": "studio",
  "1+1": "one-bedroom",
  "2+1": "two-bedroom",
  "3+1": "three-bedroom",
  "4+1": "four-bedroom",
  "5+": "five-bedroom",
};
export const bedroomsEn = (rooms: unknown) => BEDROOMS_EN[String(rooms)] ?? "spacious";
export const roomsTr = (rooms: unknown) => (rooms === "5+" ? "5+ odalı" : String(rooms));
export const roomsTitleTr = (rooms: unknown) => (rooms === "5+" ? "5+ Odalı" : String(rooms));
export const roomsTitleEn = (rooms: unknown) => (rooms === "5+" ? "5+ Bedroom" : String(rooms));

export function ordinalEn(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[value % 10] ?? "th"}`;
}

const capitalise = (sentence: string, locale: string) => sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1);
/** Joins Turkish sentences, capitalising each (Turkish-aware: i → İ). */
export const tr = (...sentences: string[]) =>
  sentences
    .filter(Boolean)
    .map((sentence) => capitalise(sentence, "tr"))
    .join(" ");
/** Joins English sentences, capitalising each. */
export const en = (...sentences: string[]) =>
  sentences
    .filter(Boolean)
    .map((sentence) => capitalise(sentence, "en"))
    .join(" ");
/** Numbers in running text: "1.150" in Turkish, "1,150" in English. */
const NUMBER_TR = new Intl.NumberFormat("tr-TR");
const NUMBER_EN = new Intl.NumberFormat("en-GB");
/** (One formatter each: `toLocaleString` builds a new one per call, which dominated `npm run bench:seed`.) */
export const nTr = (value: unknown) => NUMBER_TR.format(Number(value));
export const nEn = (value: unknown) => NUMBER_EN.format(Number(value));
/** "a 6-metre", "an 8-metre", "an 11-minute": the English article before a number. */
export function aN(value: unknown): string {
  const digits = String(value);
  const vowelSound = digits.startsWith("8") || ((digits.length === 2 || digits.length === 5) && /^1[18]/.test(digits));
  return `${vowelSound ? "an" : "a"} ${nEn(value)}`;
}
export const num = (value: unknown) => Number(value);
export const coastalCities = new Set(["Girne", "İskele"]);
