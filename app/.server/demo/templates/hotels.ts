/** Demo listing templates: hotels, from beach resorts to family-run bungalows. */
import { cityEn, placeEn, whereTr } from "../places";
import { chance, int, pick, stepped } from "../random";
import { en, HOTEL_TERMS, num, offer, type Template, termSentence, tr } from "./common";

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

export const HOTELS: Record<string, Template> = {
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
