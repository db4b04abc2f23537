/** Demo listing templates: shops, offices, warehouses, factories and seafront cafés. */
import { placeEn, whereTr } from "../places";
import { chance, int, pick, stepped } from "../random";
import { aN, COMMERCIAL_TERMS, en, nEn, nTr, num, offer, ordinalEn, type Template, termSentence, tr } from "./common";

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

export const SHOPS: Record<string, Template> = {
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
    offers: [
      offer("monthly", "TRY", 45000, 120000, 5000),
      offer("yearly", "USD", 18000, 40000, 1000),
      offer("monthly", "USD", 1500, 3500, 100),
    ],
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
