/** Demo listing templates: apartments (student, holiday, city and family flats; never yearly). */
import { placeEn, whereTr } from "../places";
import { chance, int, pick, stepped } from "../random";
import {
  aN,
  bedroomsEn,
  en,
  HOLIDAY_TERMS,
  HOME_TERMS,
  offer,
  type Template,
  TERM_TITLE_EN,
  TERM_TITLE_TR,
  termSentence,
  tr,
} from "./common";

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

export const APARTMENTS: Record<string, Template> = {
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
