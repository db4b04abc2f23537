/**
 * The demo listings: one compact plan row per listing (template, place, owner, flags) and one
 * template per kind of property. Specs, prices, dates and views vary deterministically (seeded
 * PRNG per listing), and every text is built from the listing's own specs, so they always agree.
 */
import type { Category } from "~/domain/categories";
import type { Currency, RentalTerm, Specifications } from "~/domain/listing";
import { COLOR_OPTIONS } from "./data";
import { cityEn, mapUrl, placeEn, placeTr, whereTr } from "./places";
import { type Random, chance, int, pick, randomFor, shuffle, stepped } from "./random";

export type DemoStatus = "active" | "pending" | "rejected";

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

export interface DemoListing {
  key: string;
  ownerId: string;
  categorySlug: Category;
  title: string;
  description: string;
  titleEn: string;
  descriptionEn: string;
  price: number;
  currency: Currency;
  city: string;
  region: string | null;
  specifications: Specifications;
  isFeatured: boolean;
  views: number;
  status: DemoStatus;
  moderationNote: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
  imageCount: number;
  art: ListingArt;
}

interface Offer {
  term: RentalTerm;
  currency: Currency;
  min: number;
  max: number;
  step: number;
}
const offer = (term: RentalTerm, currency: Currency, min: number, max: number, step: number): Offer => ({
  term,
  currency,
  min,
  max,
  step,
});

interface Context {
  city: string;
  region: string | null;
  ownerIsCompany: boolean;
  random: Random;
  /** How many earlier listings used the same template (rotates car models so every brand appears). */
  ordinal: number;
}

interface Texts {
  title: string;
  description: string;
  titleEn: string;
  descriptionEn: string;
}

interface Template {
  offers: readonly Offer[];
  specs(random: Random, context: Context): Specifications;
  text(specs: Specifications, term: RentalTerm, context: Context): Texts;
  art(specs: Specifications, context: Context): Omit<ListingArt, "category">;
}

// ---------------------------------------------------------------------------------------------
// Shared wording

const TERM_TITLE_TR: Record<RentalTerm, string> = {
  daily: "Günlük",
  "3days": "3 Günlük",
  weekly: "Haftalık",
  monthly: "Aylık",
  yearly: "Yıllık",
};
const TERM_TITLE_EN: Record<RentalTerm, string> = {
  daily: "Daily",
  "3days": "3-Day",
  weekly: "Weekly",
  monthly: "Monthly",
  yearly: "Yearly",
};

type TermSentences = Partial<Record<RentalTerm, [tr: string, en: string]>>;

const HOME_TERMS: TermSentences = {
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

const HOLIDAY_TERMS: TermSentences = {
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

const CAR_TERMS: TermSentences = {
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

const COMMERCIAL_TERMS: TermSentences = {
  monthly: ["Kira aylık ödenir; iki aylık depozito alınır.", "Rent is paid monthly with a two-month deposit."],
  yearly: [
    "Yıllık kiradır; ödeme üçer aylık dönemler halinde yapılabilir.",
    "Yearly rent, payable in quarterly instalments.",
  ],
};

const HOTEL_TERMS: TermSentences = {
  daily: [
    "Fiyat gecelik olup Ercan Havalimanı transferi ücretsizdir.",
    "The price is per night, with a free transfer from Ercan Airport.",
  ],
  "3days": [
    "3 gecelik hafta sonu paketidir; geç çıkış ücretsizdir.",
    "A 3-night weekend package with free late check-out.",
  ],
  weekly: [
    "7 gecelik paket fiyatıdır; giriş ve çıkış günleri esnektir.",
    "Price for a 7-night package; arrival and departure days are flexible.",
  ],
};

function termSentence(sentences: TermSentences, term: RentalTerm): [string, string] {
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
const heatingSentence = (heating: unknown): [string, string] => HEATING_SENTENCES[String(heating)] ?? HEATING_SENTENCES.Yok!;

const BEDROOMS_EN: Record<string, string> = {
  "1+0": "studio",
  "1+1": "one-bedroom",
  "2+1": "two-bedroom",
  "3+1": "three-bedroom",
  "4+1": "four-bedroom",
  "5+": "five-bedroom",
};
const bedroomsEn = (rooms: unknown) => BEDROOMS_EN[String(rooms)] ?? "spacious";
const roomsTr = (rooms: unknown) => (rooms === "5+" ? "5+ odalı" : String(rooms));
const roomsTitleTr = (rooms: unknown) => (rooms === "5+" ? "5+ Odalı" : String(rooms));
const roomsTitleEn = (rooms: unknown) => (rooms === "5+" ? "5+ Bedroom" : String(rooms));

function ordinalEn(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[value % 10] ?? "th"}`;
}

const capitalise = (sentence: string, locale: string) => sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1);
/** Joins Turkish sentences, capitalising each (Turkish-aware: i → İ). */
const tr = (...sentences: string[]) => sentences.filter(Boolean).map((sentence) => capitalise(sentence, "tr")).join(" ");
/** Joins English sentences, capitalising each. */
const en = (...sentences: string[]) => sentences.filter(Boolean).map((sentence) => capitalise(sentence, "en")).join(" ");
/** Numbers in running text: "1.150" in Turkish, "1,150" in English. */
const nTr = (value: unknown) => Number(value).toLocaleString("tr-TR");
const nEn = (value: unknown) => Number(value).toLocaleString("en-GB");
/** "a 6-metre", "an 8-metre", "an 11-minute": the English article before a number. */
function aN(value: unknown): string {
  const digits = String(value);
  const vowelSound = digits.startsWith("8") || ((digits.length === 2 || digits.length === 5) && /^1[18]/.test(digits));
  return `${vowelSound ? "an" : "a"} ${nEn(value)}`;
}
const num = (value: unknown) => Number(value);
const coastalCities = new Set(["Girne", "İskele"]);

// ---------------------------------------------------------------------------------------------
// Houses

const HOUSES: Record<string, Template> = {
  villa: {
    offers: [
      offer("daily", "GBP", 140, 320, 10),
      offer("weekly", "GBP", 950, 1900, 50),
      offer("monthly", "GBP", 1600, 3200, 100),
      offer("monthly", "EUR", 1800, 3500, 100),
      offer("yearly", "GBP", 18000, 32000, 500),
    ],
    specs(random) {
      const rooms = pick(random, ["3+1", "4+1", "5+"]);
      const size = { "3+1": [170, 230], "4+1": [220, 290], "5+": [280, 360] }[rooms]!;
      return {
        rooms,
        house_type: "Villa",
        bathrooms: rooms === "3+1" ? int(random, 2, 3) : rooms === "4+1" ? int(random, 3, 4) : int(random, 4, 5),
        floor: 0,
        age: int(random, 1, 12),
        square_meters: stepped(random, size[0]!, size[1]!, 5),
        furnished: true,
        heating: pick(random, ["Yerden Isıtma", "Klima", "Merkezi Sistem"]),
        balcony: true,
      };
    },
    text(specs, term, { city, region }) {
      const view = coastalCities.has(city);
      const [heatTr, heatEn] = heatingSentence(specs.heating);
      const [termTr, termEn] = termSentence(HOME_TERMS, term);
      return {
        title: `${whereTr(city, region)} Özel Havuzlu ${roomsTitleTr(specs.rooms)} Villa`,
        titleEn: `${roomsTitleEn(specs.rooms)} Villa with Private Pool in ${placeEn(city, region)}`,
        description: tr(
          `${placeTr(city, region)} bölgesinde, ${view ? "deniz ve dağ manzaralı" : "geniş bahçe içinde"}, ${nTr(specs.square_meters)} m² kullanım alanına sahip ${specs.bathrooms} banyolu ${roomsTr(specs.rooms)} villa.`,
          "Özel havuz, barbekü alanı ve geniş teras bulunuyor; villa tamamen eşyalı.",
          heatTr,
          termTr,
        ),
        descriptionEn: en(
          `A ${bedroomsEn(specs.rooms)} villa of ${specs.square_meters} m² with ${specs.bathrooms} bathrooms in ${placeEn(city, region)}, ${view ? "looking out over the sea and the mountains" : "set in a large garden"}.`,
          "It has a private pool, a barbecue area and a wide terrace, and comes fully furnished.",
          heatEn,
          termEn,
        ),
      };
    },
    art: (_specs, { city }) => ({ scene: "villa", pool: true, coastal: coastalCities.has(city) }),
  },

  daire: {
    offers: [
      offer("monthly", "TRY", 18000, 32000, 500),
      offer("monthly", "GBP", 400, 700, 25),
      offer("yearly", "GBP", 4800, 8400, 300),
      offer("monthly", "USD", 450, 800, 25),
    ],
    specs(random) {
      const rooms = pick(random, ["2+1", "3+1"]);
      return {
        rooms,
        house_type: "Daire",
        bathrooms: rooms === "2+1" ? 1 : int(random, 1, 2),
        floor: int(random, 1, 6),
        age: int(random, 2, 20),
        square_meters: rooms === "2+1" ? stepped(random, 85, 115, 5) : stepped(random, 115, 160, 5),
        furnished: chance(random, 0.6),
        heating: pick(random, ["Klima", "Kombi", "Merkezi Sistem"]),
        balcony: chance(random, 0.85),
      };
    },
    text(specs, term, { city, region }) {
      const [heatTr, heatEn] = heatingSentence(specs.heating);
      const [termTr, termEn] = termSentence(HOME_TERMS, term);
      const furnished = specs.furnished === true;
      return {
        title: `${whereTr(city, region)} ${furnished ? "Eşyalı" : "Eşyasız"} ${specs.rooms} Kiralık Daire`,
        titleEn: `${furnished ? "Furnished" : "Unfurnished"} ${specs.rooms} Flat for Rent in ${placeEn(city, region)}`,
        description: tr(
          `${placeTr(city, region)} bölgesinde, ${specs.floor}. katta ${specs.square_meters} m² ${specs.balcony ? "balkonlu " : ""}${specs.rooms} daire.`,
          `${furnished ? "Eşyalı" : "Eşyasız"} teslim edilir; binada asansör ve kapalı otopark var, market ve otobüs durağı yürüme mesafesinde.`,
          heatTr,
          termTr,
        ),
        descriptionEn: en(
          `A ${bedroomsEn(specs.rooms)} flat of ${specs.square_meters} m² on the ${ordinalEn(num(specs.floor))} floor in ${placeEn(city, region)}${specs.balcony ? ", with a balcony" : ""}.`,
          `It is let ${furnished ? "furnished" : "unfurnished"}; the building has a lift and covered parking, with shops and a bus stop within walking distance.`,
          heatEn,
          termEn,
        ),
      };
    },
    art: (specs) => ({ scene: "block", floors: Math.max(4, num(specs.floor) + 1) }),
  },

  penthouse: {
    offers: [
      offer("monthly", "EUR", 1100, 2200, 50),
      offer("yearly", "EUR", 13000, 24000, 500),
      offer("monthly", "GBP", 950, 1900, 50),
    ],
    specs(random) {
      const rooms = pick(random, ["2+1", "3+1"]);
      return {
        rooms,
        house_type: "Penthouse",
        bathrooms: 2,
        floor: int(random, 5, 9),
        age: int(random, 0, 6),
        square_meters: rooms === "2+1" ? stepped(random, 120, 150, 5) : stepped(random, 150, 220, 5),
        furnished: true,
        heating: pick(random, ["Merkezi Sistem", "Klima", "Yerden Isıtma"]),
        balcony: true,
      };
    },
    text(specs, term, { city, region }) {
      const [heatTr, heatEn] = heatingSentence(specs.heating);
      const [termTr, termEn] = termSentence(HOME_TERMS, term);
      return {
        title: `${whereTr(city, region)} Deniz Manzaralı ${specs.rooms} Penthouse`,
        titleEn: `Sea-View ${specs.rooms} Penthouse in ${placeEn(city, region)}`,
        description: tr(
          `${specs.floor}. kattaki ${specs.square_meters} m² ${specs.rooms} penthouse, çatı terasından kesintisiz deniz manzarası sunuyor.`,
          "Sitede ortak havuz, spor salonu ve 24 saat güvenlik var; daire lüks eşyalı.",
          heatTr,
          termTr,
        ),
        descriptionEn: en(
          `This ${specs.square_meters} m² ${bedroomsEn(specs.rooms)} penthouse on the ${ordinalEn(num(specs.floor))} floor has a roof terrace with uninterrupted sea views.`,
          "The complex has a shared pool, a gym and 24-hour security, and the flat is luxuriously furnished.",
          heatEn,
          termEn,
        ),
      };
    },
    art: (specs) => ({ scene: "penthouse", floors: num(specs.floor) + 1, coastal: true }),
  },

  ikiz: {
    offers: [
      offer("yearly", "GBP", 7800, 12000, 300),
      offer("monthly", "GBP", 650, 1000, 25),
      offer("monthly", "TRY", 32000, 50000, 1000),
    ],
    specs(random) {
      const rooms = pick(random, ["3+1", "4+1"]);
      return {
        rooms,
        house_type: "İkiz Villa",
        bathrooms: rooms === "3+1" ? 2 : 3,
        floor: 0,
        age: int(random, 3, 15),
        square_meters: rooms === "3+1" ? stepped(random, 150, 180, 5) : stepped(random, 180, 215, 5),
        furnished: chance(random, 0.5),
        heating: pick(random, ["Klima", "Şömine", "Kombi"]),
        balcony: true,
      };
    },
    text(specs, term, { city, region }) {
      const [heatTr, heatEn] = heatingSentence(specs.heating);
      const [termTr, termEn] = termSentence(HOME_TERMS, term);
      const furnished = specs.furnished === true;
      return {
        title: `${whereTr(city, region)} Bahçeli ${specs.rooms} İkiz Villa`,
        titleEn: `${specs.rooms} Semi-Detached Villa with Garden in ${placeEn(city, region)}`,
        description: tr(
          `İki katlı, ${specs.square_meters} m² ${specs.rooms} ikiz villa; ${specs.bathrooms} banyo, özel bahçe ve kapalı otopark mevcut.`,
          `${placeTr(city, region)} bölgesinde, ortak havuzlu küçük bir sitede ${furnished ? "eşyalı" : "eşyasız"} olarak kiralanıyor.`,
          heatTr,
          termTr,
        ),
        descriptionEn: en(
          `A two-storey ${bedroomsEn(specs.rooms)} semi-detached villa of ${specs.square_meters} m² with ${specs.bathrooms} bathrooms, a private garden and covered parking.`,
          `It sits on a small site with a shared pool in ${placeEn(city, region)} and is let ${furnished ? "furnished" : "unfurnished"}.`,
          heatEn,
          termEn,
        ),
      };
    },
    art: () => ({ scene: "twin" }),
  },

  mustakil: {
    offers: [
      offer("yearly", "TRY", 180000, 300000, 6000),
      offer("monthly", "TRY", 15000, 26000, 500),
      offer("yearly", "GBP", 4200, 6600, 300),
    ],
    specs(random) {
      const rooms = pick(random, ["3+1", "4+1"]);
      return {
        rooms,
        house_type: "Müstakil Ev",
        bathrooms: int(random, 1, 2),
        floor: 0,
        age: int(random, 15, 45),
        square_meters: stepped(random, 130, 220, 5),
        furnished: chance(random, 0.4),
        heating: pick(random, ["Soba", "Şömine", "Klima"]),
        balcony: chance(random, 0.4),
      };
    },
    text(specs, term, { city, region, random }) {
      const [heatTr, heatEn] = heatingSentence(specs.heating);
      const [termTr, termEn] = termSentence(HOME_TERMS, term);
      const garden = stepped(random, 600, 1500, 100);
      const [treesTr, treesEn] =
        city === "Güzelyurt"
          ? ["portakal ve limon ağaçları", "orange and lemon trees"]
          : city === "Lefke"
            ? ["nar, dut ve hurma ağaçları", "pomegranate, mulberry and date trees"]
            : ["zeytin ve harnup ağaçları", "olive and carob trees"];
      return {
        title: `${whereTr(city, region)} Geniş Bahçeli ${specs.rooms} Müstakil Ev`,
        titleEn: `Detached ${specs.rooms} House with a Large Garden in ${placeEn(city, region)}`,
        description: tr(
          `${specs.age} yıllık, taş duvarlı ${specs.square_meters} m² müstakil ev; yaklaşık ${nTr(garden)} m² bahçesinde ${treesTr} var.`,
          `${placeTr(city, region)} köy meydanına ve fırına yürüme mesafesinde, sakin bir sokakta; ev ${specs.furnished ? "eşyalı" : "eşyasız"}.`,
          heatTr,
          termTr,
        ),
        descriptionEn: en(
          `${aN(specs.age)}-year-old stone-walled detached house of ${specs.square_meters} m², with about ${nEn(garden)} m² of garden full of ${treesEn}.`,
          `It is on a quiet street in ${placeEn(city, region)}, a short walk from the village square and the bakery, and is let ${specs.furnished ? "furnished" : "unfurnished"}.`,
          heatEn,
          termEn,
        ),
      };
    },
    art: (_specs, { city }) => ({ scene: "stone", coastal: false, pool: city === "Güzelyurt" }),
  },

  bungalov: {
    offers: [offer("daily", "EUR", 55, 110, 5), offer("3days", "EUR", 150, 300, 10), offer("weekly", "EUR", 350, 700, 25)],
    specs(random) {
      const rooms = pick(random, ["1+1", "2+1"]);
      return {
        rooms,
        house_type: "Bungalov",
        bathrooms: 1,
        floor: 0,
        age: int(random, 5, 20),
        square_meters: rooms === "1+1" ? stepped(random, 50, 65, 5) : stepped(random, 65, 90, 5),
        furnished: true,
        heating: "Klima",
        balcony: false,
      };
    },
    text(specs, term, { city, region }) {
      const [termTr, termEn] = termSentence(HOLIDAY_TERMS, term);
      return {
        title: `${whereTr(city, region)} Denize Sıfır ${specs.rooms} Bungalov`,
        titleEn: `Beachfront ${specs.rooms} Bungalow in ${placeEn(city, region)}`,
        description: tr(
          `Kumsala birkaç adım mesafede, ${specs.square_meters} m² ${specs.rooms} bungalov; verandası ve gölgelikli oturma alanı var.`,
          "Mutfak tam donanımlı; klima, wi-fi ve ücretsiz otopark mevcut.",
          termTr,
        ),
        descriptionEn: en(
          `${aN(specs.square_meters)} m² ${bedroomsEn(specs.rooms)} bungalow a few steps from the sand in ${placeEn(city, region)}, with a veranda and a shaded sitting area.`,
          "The kitchen is fully equipped, and there is air conditioning, wi-fi and free parking.",
          termEn,
        ),
      };
    },
    art: () => ({ scene: "bungalow", coastal: true }),
  },

  rezidans: {
    offers: [
      offer("monthly", "USD", 700, 1300, 50),
      offer("monthly", "GBP", 550, 1000, 25),
      offer("monthly", "TRY", 30000, 52000, 1000),
    ],
    specs(random) {
      const rooms = pick(random, ["1+1", "2+1"]);
      return {
        rooms,
        house_type: "Rezidans",
        bathrooms: rooms === "1+1" ? 1 : int(random, 1, 2),
        floor: int(random, 2, 12),
        age: int(random, 0, 5),
        square_meters: rooms === "1+1" ? stepped(random, 55, 75, 5) : stepped(random, 85, 115, 5),
        furnished: true,
        heating: pick(random, ["Merkezi Sistem", "Klima"]),
        balcony: true,
      };
    },
    text(specs, term, { city, region }) {
      const [heatTr, heatEn] = heatingSentence(specs.heating);
      const [termTr, termEn] = termSentence(HOME_TERMS, term);
      return {
        title: `${whereTr(city, region)} Rezidansta Eşyalı ${specs.rooms} Daire`,
        titleEn: `Furnished ${specs.rooms} Residence Flat in ${placeEn(city, region)}`,
        description: tr(
          `Resepsiyonlu ve güvenlikli rezidansın ${specs.floor}. katında, ${specs.square_meters} m² eşyalı ${specs.rooms} daire.`,
          "Fitness salonu, kapalı otopark ve haftalık temizlik hizmeti kiraya dahildir.",
          heatTr,
          termTr,
        ),
        descriptionEn: en(
          `A furnished ${specs.square_meters} m² ${bedroomsEn(specs.rooms)} flat on the ${ordinalEn(num(specs.floor))} floor of a residence with reception and security, in ${placeEn(city, region)}.`,
          "The gym, covered parking and weekly cleaning are included in the rent.",
          heatEn,
          termEn,
        ),
      };
    },
    art: (specs) => ({ scene: "tower", floors: Math.max(num(specs.floor) + 2, 8) }),
  },

  oda: {
    offers: [offer("monthly", "TRY", 8000, 13000, 500), offer("monthly", "GBP", 200, 320, 10), offer("monthly", "EUR", 230, 350, 10)],
    specs(random) {
      return {
        rooms: "1+0",
        house_type: "Oda",
        bathrooms: 1,
        floor: int(random, 1, 3),
        age: int(random, 5, 25),
        square_meters: int(random, 14, 24),
        furnished: true,
        heating: "Klima",
        balcony: chance(random, 0.3),
      };
    },
    text(specs, _term, { city, region }) {
      return {
        title: `${whereTr(city, region)} Öğrenciye Eşyalı Kiralık Oda`,
        titleEn: `Furnished Room for a Student in ${placeEn(city, region)}`,
        description: tr(
          `Paylaşımlı evin ${specs.floor}. katında, ${specs.square_meters} m², kendine ait banyosu ve kliması olan eşyalı oda${specs.balcony ? "; odanın küçük bir balkonu da var" : ""}.`,
          "Mutfak ve çamaşır makinesi ortak kullanımlı; internet ve faturalar kiraya dahil.",
          "Kira aylık ödenir, bir aylık depozito alınır.",
        ),
        descriptionEn: en(
          `A furnished ${specs.square_meters} m² room with its own bathroom and air conditioning on the ${ordinalEn(num(specs.floor))} floor of a shared house${specs.balcony ? ", with a small balcony" : ""}.`,
          "The kitchen and washing machine are shared; internet and bills are included in the rent.",
          "Rent is paid monthly, with a one-month deposit.",
        ),
      };
    },
    art: () => ({ scene: "block", floors: 3 }),
  },
};

// ---------------------------------------------------------------------------------------------
// Cars

interface CarModel {
  brand: "bmw" | "mercedes" | "volkswagen" | "toyota" | "ford";
  model: string;
  engine: string;
  horsepower: number;
  fuel: "Benzin" | "Dizel" | "Hibrit" | "Elektrik";
  transmission: "Otomatik" | "Manuel";
  package: string;
}
const car = (
  brand: CarModel["brand"],
  model: string,
  engine: string,
  horsepower: number,
  fuel: CarModel["fuel"],
  transmission: CarModel["transmission"],
  trim: string,
): CarModel => ({ brand, model, engine, horsepower, fuel, transmission, package: trim });

const BRAND_NAMES: Record<CarModel["brand"], string> = {
  bmw: "BMW",
  mercedes: "Mercedes-Benz",
  volkswagen: "Volkswagen",
  toyota: "Toyota",
  ford: "Ford",
};
const FUEL_TITLE: Record<CarModel["fuel"], [string, string]> = {
  Benzin: ["", ""],
  Dizel: ["Dizel", "Diesel"],
  Hibrit: ["Hibrit", "Hybrid"],
  Elektrik: ["Elektrikli", "Electric"],
};
const FUEL_ADJECTIVE: Record<CarModel["fuel"], [string, string]> = {
  Benzin: ["benzinli", "petrol"],
  Dizel: ["dizel", "diesel"],
  Hibrit: ["hibrit", "hybrid"],
  Elektrik: ["elektrikli", "electric"],
};
const TRANSMISSION_EN: Record<CarModel["transmission"], string> = { Otomatik: "Automatic", Manuel: "Manual" };
const COLOR_EN: Record<string, string> = {
  Beyaz: "white",
  Siyah: "black",
  Gri: "grey",
  Gümüş: "silver",
  Kırmızı: "red",
  Mavi: "blue",
  Lacivert: "navy blue",
  Yeşil: "green",
  Bej: "beige",
};
export const PAINT: Record<(typeof COLOR_OPTIONS)[number], string> = {
  Beyaz: "#f4f4f2",
  Siyah: "#1f1f23",
  Gri: "#6b7280",
  Gümüş: "#b8bec6",
  Kırmızı: "#b91c1c",
  Mavi: "#2563eb",
  Lacivert: "#1e3a8a",
  Yeşil: "#166534",
  Bej: "#d6c7a1",
};

interface CarClass {
  body: NonNullable<ListingArt["body"]>;
  years: [number, number];
  models: readonly CarModel[];
  offers: readonly Offer[];
  pitch: [string, string];
}

const CAR_CLASSES: Record<string, CarClass> = {
  economy: {
    body: "hatch",
    years: [2019, 2024],
    models: [
      car("toyota", "Yaris", "1.5", 116, "Hibrit", "Otomatik", "Dream"),
      car("volkswagen", "Polo", "1.0 TSI", 95, "Benzin", "Otomatik", "Life"),
      car("ford", "Fiesta", "1.1", 75, "Benzin", "Manuel", "Trend"),
    ],
    offers: [
      offer("daily", "GBP", 25, 35, 1),
      offer("daily", "EUR", 28, 40, 1),
      offer("daily", "TRY", 1200, 1800, 50),
      offer("3days", "EUR", 85, 115, 5),
      offer("weekly", "GBP", 160, 230, 5),
      offer("monthly", "TRY", 22000, 30000, 1000),
    ],
    pitch: [
      "Şehir içinde ve Girne–Lefkoşa yolunda yakıt cimrisi; park etmesi çok kolay.",
      "Very economical around town and on the Kyrenia–Nicosia road, and easy to park.",
    ],
  },
  compact: {
    body: "hatch",
    years: [2020, 2024],
    models: [
      car("toyota", "Corolla", "1.8", 140, "Hibrit", "Otomatik", "Flame"),
      car("volkswagen", "Golf", "1.5 eTSI", 150, "Benzin", "Otomatik", "Style"),
      car("ford", "Focus", "1.5 EcoBlue", 120, "Dizel", "Otomatik", "Titanium"),
      car("mercedes", "A 180", "1.3", 136, "Benzin", "Otomatik", "Style"),
    ],
    offers: [
      offer("daily", "GBP", 35, 50, 1),
      offer("daily", "EUR", 38, 55, 1),
      offer("weekly", "GBP", 230, 320, 10),
      offer("monthly", "GBP", 650, 900, 25),
      offer("daily", "TRY", 1800, 2600, 50),
    ],
    pitch: [
      "Geniş bagajı ve Apple CarPlay desteğiyle aileler için ideal.",
      "A roomy boot and Apple CarPlay make it ideal for families.",
    ],
  },
  suv: {
    body: "suv",
    years: [2020, 2024],
    models: [
      car("toyota", "C-HR", "1.8", 122, "Hibrit", "Otomatik", "Passion"),
      car("volkswagen", "Tiguan", "1.5 TSI", 150, "Benzin", "Otomatik", "Elegance"),
      car("ford", "Kuga", "1.5 EcoBoost", 150, "Benzin", "Otomatik", "ST-Line"),
      car("bmw", "X1 sDrive18i", "1.5", 136, "Benzin", "Otomatik", "M Sport"),
      car("volkswagen", "ID.4", "77 kWh", 204, "Elektrik", "Otomatik", "Pro"),
      car("mercedes", "GLA 200", "1.3", 163, "Benzin", "Otomatik", "AMG Line"),
    ],
    offers: [
      offer("daily", "GBP", 45, 75, 1),
      offer("daily", "EUR", 50, 80, 1),
      offer("weekly", "EUR", 320, 500, 10),
      offer("monthly", "GBP", 900, 1300, 25),
      offer("daily", "USD", 55, 85, 1),
    ],
    pitch: [
      "Yüksek sürüş pozisyonu ve geniş bagajıyla Karpaz ve Beşparmak gezileri için rahat.",
      "The high driving position and big boot make it comfortable for trips to Karpaz and the Beşparmak mountains.",
    ],
  },
  premium: {
    body: "sedan",
    years: [2021, 2024],
    models: [
      car("bmw", "520d", "2.0", 190, "Dizel", "Otomatik", "Luxury Line"),
      car("mercedes", "E 220 d", "2.0", 194, "Dizel", "Otomatik", "Exclusive"),
      car("bmw", "320i", "2.0", 184, "Benzin", "Otomatik", "M Sport"),
      car("mercedes", "C 200", "1.5 EQ Boost", 204, "Benzin", "Otomatik", "AMG Line"),
    ],
    offers: [
      offer("daily", "GBP", 80, 140, 5),
      offer("daily", "EUR", 90, 150, 5),
      offer("weekly", "GBP", 550, 900, 25),
      offer("daily", "USD", 95, 160, 5),
    ],
    pitch: [
      "Deri koltuklar, navigasyon ve park sensörleriyle iş seyahatleri ve düğünler için uygun.",
      "Leather seats, navigation and parking sensors make it a fit for business trips and weddings.",
    ],
  },
  van: {
    body: "van",
    years: [2019, 2023],
    models: [
      car("mercedes", "Vito Tourer", "2.0 CDI", 136, "Dizel", "Otomatik", "Pro 8+1"),
      car("ford", "Transit Custom", "2.0 EcoBlue", 130, "Dizel", "Manuel", "Trend 8+1"),
      car("volkswagen", "Caravelle", "2.0 TDI", 150, "Dizel", "Otomatik", "Comfortline 8+1"),
    ],
    offers: [offer("daily", "GBP", 70, 110, 5), offer("weekly", "GBP", 450, 700, 25), offer("daily", "EUR", 80, 120, 5)],
    pitch: [
      "8+1 koltuklu ve geniş bagajlı; havalimanı transferleri ve kalabalık aileler için ideal.",
      "Seats eight plus the driver with plenty of luggage space, ideal for airport runs and big families.",
    ],
  },
};

function carTemplate(className: string): Template {
  const carClass = CAR_CLASSES[className]!;
  return {
    offers: carClass.offers,
    specs(random, { ordinal }) {
      const model = carClass.models[ordinal % carClass.models.length]!;
      return {
        model_year: int(random, carClass.years[0], carClass.years[1]),
        brand: model.brand,
        model: model.model,
        fuel: model.fuel,
        transmission: model.transmission,
        engine: model.engine,
        horsepower: model.horsepower,
        package: model.package,
        color: pick(random, COLOR_OPTIONS),
      };
    },
    text(specs, term, { city, region, ownerIsCompany }) {
      const brand = BRAND_NAMES[specs.brand as CarModel["brand"]];
      const fuel = specs.fuel as CarModel["fuel"];
      const transmission = specs.transmission as CarModel["transmission"];
      const [fuelTitleTr, fuelTitleEn] = FUEL_TITLE[fuel];
      const [fuelTr, fuelEn] = FUEL_ADJECTIVE[fuel];
      const [termTr, termEn] = termSentence(CAR_TERMS, term);
      const atAirport = city === "Ercan";
      const name = `${specs.model_year} ${brand} ${specs.model} ${specs.engine}`;
      const colorTr = String(specs.color);
      const [deliveryTr, deliveryEn] = atAirport
        ? ["Ercan Havalimanı'nda karşılama ve teslim ücretsizdir.", "Meet-and-greet and return at Ercan Airport are free of charge."]
        : ownerIsCompany
          ? [
              `Araç ${placeTr(city, region)} ofisimizden teslim alınır; otelinize teslim de mümkündür.`,
              `Collect it from our office in ${placeEn(city, region)}, or have it delivered to your hotel.`,
            ]
          : [
              `Araç ${placeTr(city, region)} bölgesinde elden teslim edilir.`,
              `The car is handed over in person in ${placeEn(city, region)}.`,
            ];
      return {
        title: `${name}${fuelTitleTr ? ` ${fuelTitleTr}` : ""} ${transmission} – ${TERM_TITLE_TR[term]} Kiralık${atAirport ? ", Ercan Teslim" : ""}`,
        titleEn: `${name}${fuelTitleEn ? ` ${fuelTitleEn}` : ""} ${TRANSMISSION_EN[transmission]} – ${TERM_TITLE_EN[term]} Rental${atAirport ? ", Ercan Airport Delivery" : ""}`,
        description: tr(
          `${colorTr} renk, ${transmission.toLocaleLowerCase("tr")} vitesli, ${fuelTr} ${brand} ${specs.model} (${specs.horsepower} HP, ${specs.package} paket); sağdan direksiyonlu ve klimalı.`,
          carClass.pitch[0],
          deliveryTr,
          termTr,
        ),
        descriptionEn: en(
          `A ${COLOR_EN[colorTr] ?? colorTr} ${brand} ${specs.model} with ${fuel === "Elektrik" ? "an electric motor" : `a ${fuelEn} engine`} and ${TRANSMISSION_EN[transmission].toLowerCase()} gearbox (${specs.horsepower} hp, ${specs.package} trim), right-hand drive with air conditioning.`,
          carClass.pitch[1],
          deliveryEn,
          termEn,
        ),
      };
    },
    art: (specs) => ({
      scene: className,
      body: carClass.body,
      paint: PAINT[specs.color as keyof typeof PAINT] ?? "#888888",
    }),
  };
}

const CARS: Record<string, Template> = Object.fromEntries(
  Object.keys(CAR_CLASSES).map((className) => [className, carTemplate(className)]),
);

// ---------------------------------------------------------------------------------------------
// Shops

type Pair = [string, string];

const SHOP_SPOTS: Record<string, Pair[]> = {
  dukkan: [
    ["Ana cadde üzerinde, köşe başında", "On the main road, on a corner plot"],
    ["Çarşı içinde, yaya trafiğinin yoğun olduğu sokakta", "In the old market, on a busy pedestrian street"],
    ["Bankalar ve okulların bulunduğu cadde üzerinde", "On the street with the banks and schools"],
  ],
  ofis: [
    ["Bakanlıklara ve mahkemelere yakın bir iş merkezinde", "In a business centre close to the ministries and courts"],
    ["Ana cadde üzerindeki plazada", "In an office block on the main road"],
  ],
  ofisTasra: [
    ["Belediye binasına yakın bir iş merkezinde", "In a business centre near the town hall"],
    ["Ana cadde üzerindeki plazada", "In an office block on the main road"],
  ],
  depo: [
    ["Sanayi bölgesinde, TIR girişine uygun yolda", "In the industrial zone, on a road suitable for lorries"],
    ["Ana yola cepheli, yükleme rampalı parselde", "On a plot fronting the main road, with a loading ramp"],
  ],
  fabrika: [["Organize sanayi bölgesinde, ana yola yakın", "In the organised industrial zone, close to the main road"]],
  kafe: [
    ["Sahil yürüyüş yolu üzerinde", "On the seafront promenade"],
    ["Plaja sıfır, deniz manzaralı", "Right on the beach with a sea view"],
  ],
};

const SHOPS: Record<string, Template> = {
  dukkan: {
    offers: [offer("monthly", "TRY", 25000, 70000, 2500), offer("monthly", "GBP", 600, 1600, 50), offer("yearly", "GBP", 7200, 18000, 600)],
    specs(random) {
      const [spotTr] = pick(random, SHOP_SPOTS.dukkan!);
      return {
        type: "shop",
        square_meters: stepped(random, 40, 140, 5),
        floor: 0,
        frontage: int(random, 4, 12),
        parking: chance(random, 0.4),
        location_desc: spotTr,
      };
    },
    text(specs, term, { city, region }) {
      const spotEn = SHOP_SPOTS.dukkan!.find(([spot]) => spot === specs.location_desc)?.[1] ?? "";
      const [termTr, termEn] = termSentence(COMMERCIAL_TERMS, term);
      return {
        title: `${whereTr(city, region)} ${specs.frontage} m Cepheli Kiralık Dükkan`,
        titleEn: `Shop with ${aN(specs.frontage)} m Frontage for Rent in ${placeEn(city, region)}`,
        description: tr(
          `${specs.location_desc}; ${specs.square_meters} m² kullanım alanı ve ${specs.frontage} metre vitrin cephesi olan zemin kat dükkan.`,
          `WC ve küçük depo alanı mevcut; ${specs.parking ? "önünde müşteri otoparkı var" : "cadde üzerinde ücretli park yeri bulunuyor"}.`,
          "Kafe, butik veya ofis olarak kullanıma uygundur.",
          termTr,
        ),
        descriptionEn: en(
          `${spotEn} in ${placeEn(city, region)}: a ground-floor shop of ${specs.square_meters} m² with ${aN(specs.frontage)}-metre shop window.`,
          `There is a WC and a small storeroom; ${specs.parking ? "customer parking is right in front" : "paid parking is available on the street"}.`,
          "Suitable for a café, a boutique or an office.",
          termEn,
        ),
      };
    },
    art: () => ({ scene: "storefront" }),
  },

  ofis: {
    offers: [offer("monthly", "USD", 700, 1800, 50), offer("monthly", "TRY", 28000, 60000, 2000), offer("yearly", "USD", 9000, 20000, 500)],
    specs(random, { city }) {
      const [spotTr] = pick(random, SHOP_SPOTS[city === "Lefkoşa" ? "ofis" : "ofisTasra"]!);
      return {
        type: "office",
        square_meters: stepped(random, 60, 180, 5),
        floor: int(random, 1, 6),
        frontage: int(random, 6, 10),
        parking: chance(random, 0.7),
        location_desc: spotTr,
      };
    },
    text(specs, term, { city, region, random }) {
      const spotEn = [...SHOP_SPOTS.ofis!, ...SHOP_SPOTS.ofisTasra!].find(([spot]) => spot === specs.location_desc)?.[1] ?? "";
      const [termTr, termEn] = termSentence(COMMERCIAL_TERMS, term);
      const rooms = num(specs.square_meters) > 110 ? int(random, 4, 5) : int(random, 2, 3);
      return {
        title: `${whereTr(city, region)} ${specs.square_meters} m² Kiralık Ofis`,
        titleEn: `${specs.square_meters} m² Office for Rent in ${placeEn(city, region)}`,
        description: tr(
          `${specs.location_desc}, binanın ${specs.floor}. katında ${specs.square_meters} m² ofis.`,
          `${rooms} bölmeli, toplantı odası ve mutfağı var; fiber internet altyapısı hazır.`,
          specs.parking ? "Binanın kapalı otoparkında iki araçlık yer ayrılmıştır." : "Hemen yakında belediye otoparkı bulunuyor.",
          termTr,
        ),
        descriptionEn: en(
          `${spotEn} in ${placeEn(city, region)}: ${aN(specs.square_meters)} m² office on the ${ordinalEn(num(specs.floor))} floor.`,
          `It is divided into ${rooms} rooms with a meeting room and a kitchenette, and fibre internet is ready.`,
          specs.parking ? "Two spaces are reserved in the building's covered car park." : "There is a municipal car park close by.",
          termEn,
        ),
      };
    },
    art: (specs) => ({ scene: "office", floors: Math.max(num(specs.floor) + 2, 5) }),
  },

  depo: {
    offers: [offer("monthly", "TRY", 45000, 120000, 5000), offer("yearly", "USD", 18000, 40000, 1000), offer("monthly", "USD", 1500, 3500, 100)],
    specs(random, { city }) {
      const spot: Pair =
        city === "Ercan"
          ? ["Ercan Havalimanı yoluna 2 km, TIR girişine uygun", "2 km from the Ercan Airport road, suitable for lorries"]
          : pick(random, SHOP_SPOTS.depo!);
      return {
        type: "warehouse",
        square_meters: stepped(random, 300, 1200, 50),
        floor: 0,
        frontage: int(random, 15, 30),
        parking: true,
        location_desc: spot[0],
      };
    },
    text(specs, term, { city, region, random }) {
      const spotEn =
        city === "Ercan"
          ? "2 km from the Ercan Airport road, suitable for lorries"
          : (SHOP_SPOTS.depo!.find(([spot]) => spot === specs.location_desc)?.[1] ?? "");
      const height = int(random, 6, 9);
      const [termTr, termEn] = termSentence(COMMERCIAL_TERMS, term);
      return {
        title: `${whereTr(city, region)} ${nTr(specs.square_meters)} m² Kiralık Depo`,
        titleEn: `${nEn(specs.square_meters)} m² Warehouse for Rent in ${placeEn(city, region)}`,
        description: tr(
          `${specs.location_desc}; ${nTr(specs.square_meters)} m² kapalı alan ve ${height} metre tavan yüksekliği.`,
          `${specs.frontage} metre cephe, iki seksiyonel kapı ve yükleme rampası mevcut; trifaze elektrik bağlı.`,
          termTr,
        ),
        descriptionEn: en(
          `${spotEn}: ${nEn(specs.square_meters)} m² of covered space in ${placeEn(city, region)} with ${aN(height)}-metre ceiling.`,
          `It has ${aN(specs.frontage)}-metre frontage, two sectional doors and a loading ramp, with three-phase power connected.`,
          termEn,
        ),
      };
    },
    art: () => ({ scene: "warehouse" }),
  },

  fabrika: {
    offers: [offer("yearly", "EUR", 30000, 70000, 2000), offer("monthly", "EUR", 2500, 6000, 250)],
    specs(random) {
      return {
        type: "factory",
        square_meters: stepped(random, 800, 2500, 100),
        floor: 0,
        frontage: int(random, 25, 50),
        parking: true,
        location_desc: SHOP_SPOTS.fabrika![0]![0],
      };
    },
    text(specs, term, { city, region }) {
      const [termTr, termEn] = termSentence(COMMERCIAL_TERMS, term);
      return {
        title: `${whereTr(city, region)} ${nTr(specs.square_meters)} m² Kiralık Fabrika Binası`,
        titleEn: `${nEn(specs.square_meters)} m² Factory Building for Rent in ${placeEn(city, region)}`,
        description: tr(
          `${specs.location_desc}; ${nTr(specs.square_meters)} m² üretim alanı, idari ofisleri ve personel soyunma odaları olan fabrika binası.`,
          `${specs.frontage} metre cepheli parselde vinç yolu ve trafo mevcut.`,
          "Gıda, ambalaj veya hafif sanayi üretimine uygundur.",
          termTr,
        ),
        descriptionEn: en(
          `In the organised industrial zone of ${placeEn(city, region)}: a factory building with ${nEn(specs.square_meters)} m² of production space, offices and staff changing rooms.`,
          `The plot has ${aN(specs.frontage)}-metre frontage, a crane runway and its own transformer.`,
          "Suitable for food, packaging or light manufacturing.",
          termEn,
        ),
      };
    },
    art: () => ({ scene: "factory" }),
  },

  kafe: {
    offers: [offer("monthly", "EUR", 900, 2000, 50), offer("yearly", "EUR", 9000, 18000, 500), offer("monthly", "GBP", 800, 1700, 50)],
    specs(random) {
      const [spotTr] = pick(random, SHOP_SPOTS.kafe!);
      return {
        type: "shop",
        square_meters: stepped(random, 40, 90, 5),
        floor: 0,
        frontage: int(random, 6, 14),
        parking: chance(random, 0.5),
        location_desc: spotTr,
      };
    },
    text(specs, term, { city, region, random }) {
      const spotEn = SHOP_SPOTS.kafe!.find(([spot]) => spot === specs.location_desc)?.[1] ?? "";
      const terrace = stepped(random, 30, 80, 5);
      const [termTr, termEn] = termSentence(COMMERCIAL_TERMS, term);
      return {
        title: `${whereTr(city, region)} Sahilde Kiralık Kafe / Dükkan`,
        titleEn: `Seafront Café or Shop for Rent in ${placeEn(city, region)}`,
        description: tr(
          `${specs.location_desc}; ${specs.square_meters} m² kapalı alan ve yaklaşık ${terrace} m² teras.`,
          "Yaz sezonunda turist trafiği yoğun; mutfak tezgahı, havalandırma ve su tesisatı hazır.",
          termTr,
        ),
        descriptionEn: en(
          `${spotEn} in ${placeEn(city, region)}: ${specs.square_meters} m² indoors plus a terrace of about ${terrace} m².`,
          "Busy with visitors all summer; the kitchen counter, extraction and plumbing are in place.",
          termEn,
        ),
      };
    },
    art: () => ({ scene: "cafe", coastal: true }),
  },
};

// ---------------------------------------------------------------------------------------------
// Hotels

const BOARD_EN: Record<string, string> = {
  "Sadece Oda": "Room Only",
  "Oda Kahvaltı": "Bed & Breakfast",
  "Yarım Pansiyon": "Half Board",
  "Tam Pansiyon": "Full Board",
  "Her Şey Dahil": "All Inclusive",
};

const LANDMARKS: Record<string, [string, string]> = {
  Girne: ["antik limana", "the old harbour"],
  Gazimağusa: ["Othello Kalesi'ne", "Othello Castle"],
  Lefkoşa: ["Büyük Han'a", "the Great Inn (Büyük Han)"],
};

const HOTELS: Record<string, Template> = {
  resort: {
    offers: [offer("daily", "GBP", 160, 320, 10), offer("weekly", "GBP", 1100, 2100, 50), offer("daily", "EUR", 180, 350, 10)],
    specs(random) {
      return { stars: "5", board: "Her Şey Dahil", has_pool: true, distance_to_sea: stepped(random, 0, 80, 10) };
    },
    text(specs, term, { city, region }) {
      const [termTr, termEn] = termSentence(HOTEL_TERMS, term);
      return {
        title: `${whereTr(city, region)} Denize Sıfır 5 Yıldızlı Her Şey Dahil Otel`,
        titleEn: `Beachfront 5-Star All-Inclusive Resort in ${placeEn(city, region)}`,
        description: tr(
          `Özel plajı, açık ve kapalı havuzları, spa merkezi ve çocuk kulübü olan 5 yıldızlı tatil köyü; denize ${specs.distance_to_sea} metre.`,
          "Her şey dahil konseptte; fiyat iki kişilik deniz manzaralı oda içindir.",
          termTr,
        ),
        descriptionEn: en(
          `A 5-star resort with a private beach, indoor and outdoor pools, a spa and a kids' club, ${specs.distance_to_sea} m from the sea.`,
          "It is all inclusive, and the price is for a sea-view double room.",
          termEn,
        ),
      };
    },
    art: () => ({ scene: "resort", floors: 6, pool: true, coastal: true }),
  },

  butik: {
    offers: [offer("daily", "EUR", 70, 120, 5), offer("daily", "GBP", 60, 105, 5), offer("3days", "EUR", 190, 320, 10)],
    specs(random, { city }) {
      return {
        stars: pick(random, ["3", "4"]),
        board: "Oda Kahvaltı",
        has_pool: chance(random, 0.4),
        distance_to_sea: city === "Lefkoşa" ? stepped(random, 22000, 27000, 500) : stepped(random, 50, 400, 10),
      };
    },
    text(specs, term, { city, region, random }) {
      const [landmarkTr, landmarkEn] = LANDMARKS[city] ?? ["şehir merkezine", "the town centre"];
      const rooms = int(random, 8, 16);
      const [termTr, termEn] = termSentence(HOTEL_TERMS, term);
      const inland = num(specs.distance_to_sea) > 5000;
      const seaTr = inland
        ? `en yakın plaj yaklaşık ${Math.round(num(specs.distance_to_sea) / 1000)} km uzakta`
        : `en yakın plaj ${specs.distance_to_sea} metre`;
      const seaEn = inland
        ? `the nearest beach is about ${Math.round(num(specs.distance_to_sea) / 1000)} km away`
        : `the nearest beach is ${specs.distance_to_sea} m away`;
      return {
        title: `${whereTr(city, region)} Tarihi Dokuda Butik Otel Odası`,
        titleEn: `Boutique Hotel Room in the Historic Heart of ${cityEn(city)}`,
        description: tr(
          `Restore edilmiş taş konakta ${rooms} odalı, ${specs.stars} yıldızlı butik otel; ${landmarkTr} yürüme mesafesinde.`,
          "Kahvaltı avluda, yöresel hellim, zeytin ve reçellerle servis ediliyor.",
          specs.has_pool ? `Avludaki küçük havuz misafirlere açık; ${seaTr}.` : `Otelde havuz yok; ${seaTr}.`,
          termTr,
        ),
        descriptionEn: en(
          `A ${specs.stars}-star boutique hotel with ${rooms} rooms in a restored stone mansion, a short walk from ${landmarkEn}.`,
          "Breakfast is served in the courtyard with local halloumi, olives and preserves.",
          specs.has_pool ? `Guests can use the small courtyard pool; ${seaEn}.` : `There is no pool; ${seaEn}.`,
          termEn,
        ),
      };
    },
    art: (specs) => ({ scene: "boutique", floors: 3, pool: specs.has_pool === true }),
  },

  sehir: {
    offers: [offer("daily", "USD", 75, 130, 5), offer("daily", "TRY", 3200, 5200, 100), offer("weekly", "USD", 480, 800, 20)],
    specs(random) {
      return { stars: "4", board: "Oda Kahvaltı", has_pool: chance(random, 0.5), distance_to_sea: stepped(random, 22000, 28000, 500) };
    },
    text(specs, term, { city, region }) {
      const [termTr, termEn] = termSentence(HOTEL_TERMS, term);
      const km = Math.round(num(specs.distance_to_sea) / 1000);
      return {
        title: `${whereTr(city, region)} 4 Yıldızlı Şehir Oteli`,
        titleEn: `4-Star City Hotel in ${placeEn(city, region)}`,
        description: tr(
          "İş seyahatleri için ideal, toplantı salonlu 4 yıldızlı şehir oteli; kahvaltı dahil.",
          "Bakanlıklar, Dereboyu ve Arasta kısa bir taksi mesafesinde.",
          specs.has_pool
            ? "Otelin açık havuzu mayıs–ekim arasında hizmet veriyor."
            : `Otelde havuz bulunmuyor; en yakın deniz Girne'de, yaklaşık ${km} km uzakta.`,
          termTr,
        ),
        descriptionEn: en(
          "A 4-star city hotel with meeting rooms, ideal for business travel; breakfast is included.",
          "The ministries, Dereboyu and the Arasta market are a short taxi ride away.",
          specs.has_pool
            ? "The outdoor pool is open from May to October."
            : `There is no pool; the nearest sea is at Kyrenia, about ${km} km away.`,
          termEn,
        ),
      };
    },
    art: (specs) => ({ scene: "cityhotel", floors: 8, pool: specs.has_pool === true }),
  },

  karpaz: {
    offers: [offer("daily", "EUR", 45, 80, 5), offer("3days", "EUR", 130, 220, 10), offer("weekly", "EUR", 300, 500, 20)],
    specs(random) {
      return { stars: "2", board: "Yarım Pansiyon", has_pool: false, distance_to_sea: stepped(random, 30, 150, 10) };
    },
    text(specs, term, { city, region }) {
      const [termTr, termEn] = termSentence(HOTEL_TERMS, term);
      return {
        title: `${whereTr(city, region)} Plaja Yakın Bungalov Otel (Yarım Pansiyon)`,
        titleEn: `Half-Board Bungalow Hotel near the Beach in ${placeEn(city, region)}`,
        description: tr(
          "Karpaz'ın el değmemiş koylarına yakın, 12 bungalovdan oluşan 2 yıldızlı aile işletmesi.",
          `Kahvaltı ve akşam yemeği ev yapımı; denize ${specs.distance_to_sea} metre.`,
          "Havuz yok ama Altın Kum plajı arabayla 15 dakika.",
          termTr,
        ),
        descriptionEn: en(
          "A family-run 2-star hotel of 12 bungalows close to the unspoilt coves of the Karpaz peninsula.",
          `Breakfast and dinner are home-cooked, and the sea is ${specs.distance_to_sea} m away.`,
          "There is no pool, but Golden Beach is a 15-minute drive.",
          termEn,
        ),
      };
    },
    art: () => ({ scene: "bungalows", coastal: true }),
  },

  aile: {
    offers: [offer("daily", "TRY", 3500, 6500, 100), offer("daily", "EUR", 85, 140, 5), offer("weekly", "EUR", 550, 900, 25)],
    specs(random) {
      return {
        stars: pick(random, ["3", "4"]),
        board: pick(random, ["Yarım Pansiyon", "Tam Pansiyon"]),
        has_pool: true,
        distance_to_sea: stepped(random, 100, 900, 50),
      };
    },
    text(specs, term, { city, region }) {
      const [termTr, termEn] = termSentence(HOTEL_TERMS, term);
      const board = String(specs.board);
      return {
        title: `${whereTr(city, region)} Havuzlu Aile Oteli – ${board}`,
        titleEn: `Family Hotel with Pool in ${placeEn(city, region)} – ${BOARD_EN[board]}`,
        description: tr(
          `${specs.stars} yıldızlı, çocuk havuzu ve oyun parkı olan aile oteli; denize ${specs.distance_to_sea} metre.`,
          `${board.toLocaleLowerCase("tr")} konseptinde hizmet veriyor; fiyat iki yetişkin ve bir çocuk içindir.`,
          termTr,
        ),
        descriptionEn: en(
          `A ${specs.stars}-star family hotel with a children's pool and a playground, ${specs.distance_to_sea} m from the sea.`,
          `Stays are ${BOARD_EN[board]!.toLowerCase()}, and the price is for two adults and one child.`,
          termEn,
        ),
      };
    },
    art: (specs) => ({ scene: "resort", floors: num(specs.stars) + 1, pool: true, coastal: true }),
  },
};

// ---------------------------------------------------------------------------------------------
// Apartments (never rented by the year)

const university = (short: string, campusTr: string, shortEn: string, campusEn: string) => ({ short, campusTr, shortEn, campusEn });
const UNIVERSITIES: Record<string, ReturnType<typeof university>> = {
  Gazimağusa: university("DAÜ", "Doğu Akdeniz Üniversitesi kampüsüne", "EMU", "the Eastern Mediterranean University campus"),
  Lefke: university("LAÜ", "Lefke Avrupa Üniversitesi kampüsüne", "EUL", "the European University of Lefke campus"),
  Lefkoşa: university("YDÜ", "Yakın Doğu Üniversitesi kampüsüne", "NEU", "the Near East University campus"),
  Girne: university("GAÜ", "Girne Amerikan Üniversitesi kampüsüne", "GAU", "the Girne American University campus"),
  Güzelyurt: university("ODTÜ", "ODTÜ Kuzey Kıbrıs Kampusu'na", "METU NCC", "the METU Northern Cyprus Campus"),
};

const CITY_SIGHTS: Record<string, [string, string]> = {
  Lefkoşa: ["Sarayönü ve Arasta'ya", "Sarayönü Square and the Arasta"],
  Gazimağusa: ["surlar içine ve Lala Mustafa Paşa Camii'ne", "the walled city and Lala Mustafa Pasha Mosque"],
  Girne: ["antik limana ve Kordonboyu'na", "the old harbour and the seafront"],
};

const APARTMENTS: Record<string, Template> = {
  ogrenci: {
    offers: [offer("monthly", "TRY", 9000, 16000, 500), offer("monthly", "GBP", 250, 400, 10), offer("monthly", "USD", 300, 450, 10)],
    specs(random) {
      const rooms = pick(random, ["1+0", "1+1"]);
      return { rooms, square_meters: rooms === "1+0" ? int(random, 25, 38) : int(random, 40, 55), furnished: true };
    },
    text(specs, _term, { city, region, random }) {
      const uni = UNIVERSITIES[city] ?? UNIVERSITIES.Lefkoşa!;
      const walk = int(random, 3, 12);
      const kindTr = specs.rooms === "1+0" ? "stüdyo (1+0)" : "1+1";
      const kindEn = specs.rooms === "1+0" ? "studio (1+0)" : "one-bedroom (1+1)";
      return {
        title: `${whereTr(city, region)} ${uni.short}'ye Yakın Eşyalı ${specs.rooms} Öğrenci Apartı`,
        titleEn: `Furnished ${specs.rooms} Student Flat near ${uni.shortEn} in ${placeEn(city, region)}`,
        description: tr(
          `${uni.campusTr} ${walk} dakika yürüme mesafesinde, ${specs.square_meters} m² eşyalı ${kindTr} apart.`,
          "İnternet, aidat ve haftalık temizlik kiraya dahil; elektrik sayaçtan ödenir.",
          "Dönemlik veya 10 aylık sözleşme yapılır, kira aylık ödenir.",
        ),
        descriptionEn: en(
          `A furnished ${specs.square_meters} m² ${kindEn} flat, ${aN(walk)}-minute walk from ${uni.campusEn}.`,
          "Internet, building fees and weekly cleaning are included; electricity is paid by the meter.",
          "Contracts are per semester or for 10 months, with rent paid monthly.",
        ),
      };
    },
    art: () => ({ scene: "studentblock", floors: 4 }),
  },

  tatil: {
    offers: [
      offer("daily", "EUR", 40, 85, 5),
      offer("weekly", "GBP", 280, 520, 20),
      offer("3days", "EUR", 120, 240, 10),
      offer("daily", "GBP", 35, 75, 5),
    ],
    specs(random) {
      const rooms = pick(random, ["1+1", "2+1"]);
      return { rooms, square_meters: rooms === "1+1" ? stepped(random, 50, 65, 5) : stepped(random, 70, 95, 5), furnished: true };
    },
    text(specs, term, { city, region, random }) {
      const distance = stepped(random, 50, 600, 50);
      const [termTr, termEn] = termSentence(HOLIDAY_TERMS, term);
      return {
        title: `${whereTr(city, region)} Havuzlu Sitede ${specs.rooms} Tatil Dairesi`,
        titleEn: `${specs.rooms} Holiday Apartment with Pool in ${placeEn(city, region)}`,
        description: tr(
          `Ortak havuzlu sitede, denize ${distance} metre mesafede ${specs.square_meters} m² eşyalı ${specs.rooms} daire.`,
          "Balkondan deniz görünüyor; klima, wi-fi ve tam donanımlı mutfak mevcut.",
          termTr,
        ),
        descriptionEn: en(
          `A furnished ${specs.square_meters} m² ${bedroomsEn(specs.rooms)} apartment on a site with a shared pool, ${distance} m from the sea.`,
          "The balcony looks out to sea, and there is air conditioning, wi-fi and a fully equipped kitchen.",
          termEn,
        ),
      };
    },
    art: () => ({ scene: "holidayblock", floors: 3, pool: true, coastal: true }),
  },

  gunluk: {
    offers: [
      offer("daily", "TRY", 1800, 3000, 100),
      offer("daily", "USD", 45, 70, 5),
      offer("weekly", "USD", 280, 420, 10),
      offer("weekly", "TRY", 11000, 17000, 500),
    ],
    specs(random) {
      const rooms = pick(random, ["1+0", "1+1"]);
      return { rooms, square_meters: rooms === "1+0" ? int(random, 28, 38) : int(random, 42, 55), furnished: true };
    },
    text(specs, term, { city, region }) {
      const [sightTr, sightEn] = CITY_SIGHTS[city] ?? ["şehir merkezine", "the town centre"];
      const [termTr, termEn] = termSentence(HOLIDAY_TERMS, term);
      return {
        title: `${whereTr(city, region)} ${TERM_TITLE_TR[term]} Kiralık Eşyalı ${specs.rooms} Apart`,
        titleEn: `Furnished ${specs.rooms} Apartment in ${placeEn(city, region)} – ${TERM_TITLE_EN[term]} Rental`,
        description: tr(
          `${sightTr} yürüme mesafesinde, ${specs.square_meters} m² eşyalı ${specs.rooms} apart.`,
          "Temiz nevresim, havlu, çay-kahve ve hızlı internet hazır; anahtarsız giriş yapılabilir.",
          termTr,
        ),
        descriptionEn: en(
          `A furnished ${specs.square_meters} m² ${bedroomsEn(specs.rooms)} apartment within walking distance of ${sightEn}.`,
          "Fresh linen, towels, tea and coffee and fast internet are ready, with keyless self check-in.",
          termEn,
        ),
      };
    },
    art: () => ({ scene: "cityblock", floors: 5 }),
  },

  aile: {
    offers: [offer("monthly", "GBP", 450, 700, 25), offer("monthly", "EUR", 500, 800, 25), offer("monthly", "TRY", 20000, 30000, 1000)],
    specs(random) {
      return { rooms: "2+1", square_meters: stepped(random, 75, 100, 5), furnished: chance(random, 0.7) };
    },
    text(specs, term, { city, region }) {
      const [termTr, termEn] = termSentence(HOME_TERMS, term);
      return {
        title: `${whereTr(city, region)} Bahçeli ${specs.rooms} Aile Apartı`,
        titleEn: `${specs.rooms} Family Apartment with Garden in ${placeEn(city, region)}`,
        description: tr(
          `İki katlı küçük bir apartın zemin katında, ${specs.square_meters} m² ${specs.rooms} daire; önünde ortak bahçe var.`,
          `${specs.furnished ? "Eşyalı" : "Eşyasız"} kiralanıyor; okul servisi kapının önünden geçiyor.`,
          termTr,
        ),
        descriptionEn: en(
          `${aN(specs.square_meters)} m² two-bedroom flat on the ground floor of a small two-storey block in ${placeEn(city, region)}, with a shared garden in front.`,
          `It is let ${specs.furnished ? "furnished" : "unfurnished"}, and the school bus stops at the door.`,
          termEn,
        ),
      };
    },
    art: (specs) => ({ scene: "lowblock", floors: 2, pool: false, coastal: specs.furnished === true }),
  },
};

const TEMPLATES: Record<Category, Record<string, Template>> = {
  houses: HOUSES,
  cars: CARS,
  shops: SHOPS,
  hotels: HOTELS,
  apartments: APARTMENTS,
};

// ---------------------------------------------------------------------------------------------
// The plan: one row per listing. Flags: F featured, P pending, R rejected.

type PlanRow = [template: string, city: string, region: string | null, owner: number, flags?: "F" | "P" | "R"];

const PLAN: Record<Category, PlanRow[]> = {
  houses: [
    ["villa", "Girne", "Çatalköy", 1, "F"],
    ["villa", "Girne", "Esentepe", 7, "F"],
    ["villa", "İskele", "Boğaz", 1],
    ["daire", "Lefkoşa", "Kumsal", 3],
    ["daire", "Gazimağusa", "Sakarya", 3],
    ["penthouse", "Girne", "Merkez", 1, "F"],
    ["penthouse", "İskele", "Boğaztepe (Long Beach)", 1],
    ["ikiz", "Girne", "Alsancak", 7],
    ["ikiz", "Lefkoşa", "Gönyeli", 3],
    ["mustakil", "Güzelyurt", "Kalkanlı", 6],
    ["mustakil", "Lefke", "Bağlıköy", 6],
    ["bungalov", "Girne", "Tatlısu", 7],
    ["bungalov", "İskele", "Dipkarpaz", 5],
    ["rezidans", "Lefkoşa", "Yenikent", 3],
    ["oda", "Gazimağusa", "Karakol", 3],
    ["oda", "Lefke", "Merkez", 8],
    ["villa", "Girne", "Lapta", 7, "P"],
    ["daire", "Lefkoşa", "Hamitköy", 3, "R"],
  ],
  cars: [
    ["economy", "Ercan", null, 2, "F"],
    ["compact", "Ercan", null, 2],
    ["suv", "Ercan", null, 2, "F"],
    ["premium", "Ercan", null, 2],
    ["van", "Ercan", null, 2],
    ["economy", "Ercan", null, 9],
    ["economy", "Lefkoşa", "Merkez", 2],
    ["compact", "Girne", "Merkez", 2],
    ["premium", "Girne", "Karaoğlanoğlu", 2, "F"],
    ["suv", "Gazimağusa", "Merkez", 9],
    ["compact", "Gazimağusa", "Sakarya", 9],
    ["economy", "İskele", "Boğaztepe (Long Beach)", 10],
    ["suv", "Güzelyurt", "Merkez", 6],
    ["van", "Lefkoşa", "Gönyeli", 9],
    ["premium", "Ercan", null, 9, "P"],
    ["suv", "Girne", "Alsancak", 10, "R"],
  ],
  shops: [
    ["dukkan", "Lefkoşa", "Köşklüçiftlik", 4, "F"],
    ["dukkan", "Gazimağusa", "Merkez", 4],
    ["dukkan", "Girne", "Merkez", 1, "F"],
    ["ofis", "Lefkoşa", "Yenişehir", 4],
    ["ofis", "Girne", "Merkez", 1],
    ["depo", "Lefkoşa", "Alayköy", 4],
    ["depo", "Ercan", null, 4],
    ["fabrika", "Lefkoşa", "Haspolat", 4],
    ["kafe", "İskele", "Boğaztepe (Long Beach)", 4],
    ["dukkan", "Güzelyurt", "Merkez", 6],
    ["kafe", "Lefke", "Gemikonağı", 8],
    ["ofis", "Gazimağusa", "Karakol", 4, "P"],
  ],
  hotels: [
    ["resort", "İskele", "Bafra", 5, "F"],
    ["resort", "Girne", "Esentepe", 5, "F"],
    ["butik", "Girne", "Merkez", 7],
    ["butik", "Gazimağusa", "Merkez", 5],
    ["butik", "Lefkoşa", "Merkez", 5],
    ["sehir", "Lefkoşa", "Köşklüçiftlik", 5],
    ["karpaz", "İskele", "Dipkarpaz", 5, "F"],
    ["aile", "Girne", "Lapta", 5],
    ["aile", "Lefke", "Gemikonağı", 8],
    ["aile", "Güzelyurt", "Yayla", 5],
    ["resort", "Gazimağusa", "Tuzla", 5, "R"],
  ],
  apartments: [
    ["tatil", "Girne", "Alsancak", 1, "F"],
    ["tatil", "İskele", "Boğaztepe (Long Beach)", 10, "F"],
    ["tatil", "İskele", "Boğaztepe (Long Beach)", 10],
    ["ogrenci", "Gazimağusa", "Sakarya", 3],
    ["ogrenci", "Lefke", "Merkez", 8, "F"],
    ["ogrenci", "Lefkoşa", "Gönyeli", 3],
    ["ogrenci", "Güzelyurt", "Kalkanlı", 6],
    ["ogrenci", "Girne", "Karaoğlanoğlu", 7],
    ["gunluk", "Lefkoşa", "Merkez", 3],
    ["gunluk", "Gazimağusa", "Merkez", 3],
    ["aile", "Lefke", "Yedidalga", 8],
    ["aile", "Girne", "Lapta", 1],
    ["tatil", "Lefke", "Gemikonağı", 8],
    ["gunluk", "Girne", "Merkez", 7, "P"],
    ["ogrenci", "Gazimağusa", "Karakol", 3, "R"],
  ],
};

const REJECTION_NOTES: Record<Category, string> = {
  houses:
    "Fotoğraflar internetteki başka bir ilandan alınmış görünüyor. Lütfen evin kendi fotoğraflarını yükleyip ilanı yeniden gönderin.",
  cars: "Açıklamada telefon numarası ve dış site bağlantısı var. İletişim bilgilerinizi profilinize ekleyip açıklamadan çıkarın.",
  shops: "İlan bilgileri eksik; lütfen metrekare ve kira dönemini kontrol edin.",
  hotels: "Konum ile harita bağlantısı farklı yerleri gösteriyor. Lütfen doğru konumu seçip yeniden gönderin.",
  apartments:
    "Aynı daire için yayında olan bir ilanınız zaten var. Yeni ilan açmak yerine mevcut ilanınızı güncelleyebilirsiniz.",
};

const DAY_MINUTES = 24 * 60;
const SPREAD_MINUTES = 60 * DAY_MINUTES;

/**
 * Builds the demo listings relative to `now` (dates spread over the last ~60 days, pending
 * ones from the last day). The result is the same for the same `now`.
 */
export function buildDemoListings(now: Date, companyOwners: ReadonlySet<string>): DemoListing[] {
  const rows = (Object.keys(PLAN) as Category[]).flatMap((category) =>
    PLAN[category].map((row, position) => ({ category, row, position })),
  );
  const activeCount = rows.filter(({ row }) => !row[4] || row[4] === "F").length;
  // Evenly spaced ages for active listings, shuffled so categories interleave in "newest" order.
  const ageSlots = shuffle(
    randomFor("demo:ages"),
    Array.from({ length: activeCount }, (_, slot) => Math.round(45 + (slot * (SPREAD_MINUTES - 90)) / activeCount)),
  );
  let nextSlot = 0;
  const templateUses = new Map<string, number>();

  return rows.map(({ category, row, position }, index) => {
    const [templateKey, city, region, owner, flags] = row;
    const template = TEMPLATES[category][templateKey];
    if (!template) throw new Error(`Unknown demo template ${category}/${templateKey}`);
    const key = `${category}-${String(position + 1).padStart(2, "0")}`;
    const random = randomFor(`demo:${key}`);
    const ownerId = `demo-seller-${owner}`;
    const ordinal = templateUses.get(`${category}/${templateKey}`) ?? 0;
    templateUses.set(`${category}/${templateKey}`, ordinal + 1);
    const context: Context = { city, region, ownerIsCompany: companyOwners.has(ownerId), random, ordinal };

    const chosen = pick(random, template.offers);
    const specifications: Specifications = { rental_term: chosen.term, ...template.specs(random, context) };
    if (chance(random, 0.55)) specifications.map_url = mapUrl(random, city, region);
    const texts = template.text(specifications, chosen.term, context);
    const price = stepped(random, chosen.min, chosen.max, chosen.step);

    const status: DemoStatus = flags === "P" ? "pending" : flags === "R" ? "rejected" : "active";
    let minutesAgo: number;
    if (status === "active") minutesAgo = ageSlots[nextSlot++]! + int(random, 0, 40);
    else if (status === "pending") minutesAgo = int(random, 20, 20 * 60);
    else minutesAgo = int(random, 3 * DAY_MINUTES, 20 * DAY_MINUTES);
    const createdAt = new Date(now.getTime() - minutesAgo * 60_000);

    const isFeatured = flags === "F";
    const ageShare = minutesAgo / SPREAD_MINUTES;
    const views =
      status === "active"
        ? Math.min(2000, Math.round(ageShare ** 0.8 * (isFeatured ? 1400 : 900) * (0.4 + random()) + int(random, 0, 60)))
        : status === "rejected"
          ? int(random, 0, 25)
          : 0;
    const moderatedAt =
      status === "pending" ? null : new Date(createdAt.getTime() + int(random, status === "active" ? 5 : 60, status === "active" ? 30 : 600) * 60_000);

    return {
      key,
      ownerId,
      categorySlug: category,
      ...texts,
      price,
      currency: chosen.currency,
      city,
      region,
      specifications,
      isFeatured,
      views,
      status,
      moderationNote: status === "rejected" ? REJECTION_NOTES[category] : null,
      moderatedAt,
      createdAt,
      imageCount: index % 4 === 0 ? 3 : 2,
      art: { category, ...template.art(specifications, context) },
    };
  });
}
