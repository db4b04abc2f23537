/** Demo listing templates: houses (villas, flats, penthouses, village houses, bungalows, rooms). */
import { placeEn, placeTr, whereTr } from "../places";
import { chance, int, pick, stepped } from "../random";
import {
  aN,
  bedroomsEn,
  coastalCities,
  en,
  heatingSentence,
  HOLIDAY_TERMS,
  HOME_TERMS,
  nEn,
  nTr,
  num,
  offer,
  ordinalEn,
  roomsTitleEn,
  roomsTitleTr,
  roomsTr,
  type Template,
  termSentence,
  tr,
} from "./common";

export const HOUSES: Record<string, Template> = {
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
    offers: [offer("monthly", "EUR", 1100, 2200, 50), offer("yearly", "EUR", 13000, 24000, 500), offer("monthly", "GBP", 950, 1900, 50)],
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
    offers: [offer("yearly", "GBP", 7800, 12000, 300), offer("monthly", "GBP", 650, 1000, 25), offer("monthly", "TRY", 32000, 50000, 1000)],
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
          `Köy meydanına ve fırına yürüme mesafesinde, sakin bir sokakta; ev ${specs.furnished ? "eşyalı" : "eşyasız"} kiralanıyor.`,
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
    offers: [offer("monthly", "USD", 700, 1300, 50), offer("monthly", "GBP", 550, 1000, 25), offer("monthly", "TRY", 30000, 52000, 1000)],
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
