/**
 * The demo listings: one compact plan row per listing (template, place, owner, flags) and one
 * template per kind of property (see ./templates). Specs, prices, dates and views vary
 * deterministically (seeded PRNG per listing), and every text is built from the listing's own
 * specs, so they always agree.
 */
import type { Category } from "~/domain/categories";
import type { LatLng } from "~/domain/geo";
import type { Currency, Specifications } from "~/domain/listing";
import type { PlaceShown } from "~/domain/listing-place";
import { mapUrl, nearCentre } from "./places";
import { chance, int, pick, randomFor, shuffle, stepped } from "./random";
import { APARTMENTS } from "./templates/apartments";
import { CARS } from "./templates/cars";
import type { Context, ListingArt, Template } from "./templates/common";
import { HOTELS } from "./templates/hotels";
import { HOUSES } from "./templates/houses";
import { SHOPS } from "./templates/shops";

export type { ListingArt } from "./templates/common";

type DemoStatus = "active" | "pending" | "rejected";

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
  /** Where the owner put the pin when the listing has no map link (decision 043). */
  pin: LatLng;
  /** Some owners show only the area around their house or flat. */
  placeShown: PlaceShown;
}

/** The listing templates of each category, by key (also used by the benchmark data generator). */
export const TEMPLATES: Record<Category, Record<string, Template>> = {
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
  houses: "Fotoğraflar internetteki başka bir ilandan alınmış görünüyor. Lütfen evin kendi fotoğraflarını yükleyip ilanı yeniden gönderin.",
  cars: "Açıklamada telefon numarası ve dış site bağlantısı var. İletişim bilgilerinizi profilinize ekleyip açıklamadan çıkarın.",
  shops: "İlan bilgileri eksik; lütfen metrekare ve kira dönemini kontrol edin.",
  hotels: "Konum ile harita bağlantısı farklı yerleri gösteriyor. Lütfen doğru konumu seçip yeniden gönderin.",
  apartments: "Aynı daire için yayında olan bir ilanınız zaten var. Yeni ilan açmak yerine mevcut ilanınızı güncelleyebilirsiniz.",
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
      status === "pending"
        ? null
        : new Date(createdAt.getTime() + int(random, status === "active" ? 5 : 60, status === "active" ? 30 : 600) * 60_000);

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
      // Drawn last, so the content above stays what it was before places existed.
      pin: nearCentre(random, city, region),
      // Only where no map link gives the point away.
      placeShown:
        (category === "houses" || category === "apartments") && specifications.map_url === undefined && chance(random, 0.4)
          ? "area"
          : "exact",
    };
  });
}
