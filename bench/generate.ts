/**
 * Benchmark data, generated in memory: a few hundred owners and N listings built from the demo
 * content's templates (./app/.server/demo/templates), so titles, descriptions, prices,
 * currencies and specifications agree with each other and with the category fields, exactly as in
 * the demo marketplace — only many more of them, in all seven cities and their districts.
 *
 * Deterministic: the same `seed` and index give the same listing (mulberry32 per batch).
 */
import { CATEGORIES, type Category } from "~/domain/categories";
import type { ListingImage, ListingStatus, Specifications } from "~/domain/listing";
import { CITIES, type City } from "~/domain/locations";
import { mapUrl, nearCentre } from "~/.server/demo/places";
import { type Random, chance, hashSeed, int, mulberry32, pick, stepped } from "~/.server/demo/random";
import { type DemoListing, TEMPLATES } from "~/.server/demo/listings";

/** Prefix of every generated owner id (`bench-owner-001` …). */
export const BENCH_OWNER_PREFIX = "bench-owner-";

/** How the generated listings are spread (weights, not percentages). */
const CATEGORY_WEIGHTS: Record<Category, number> = { houses: 40, cars: 20, apartments: 20, shops: 10, hotels: 10 };
const CITY_WEIGHTS: Record<string, number> = {
  Girne: 30,
  Lefkoşa: 22,
  Gazimağusa: 18,
  İskele: 13,
  Güzelyurt: 6,
  Lefke: 6,
  Ercan: 5,
};
/** Cars are mostly rented at the airport. */
const CAR_CITY_WEIGHTS: Record<string, number> = { ...CITY_WEIGHTS, Ercan: 40 };
const STATUS_WEIGHTS: Record<ListingStatus, number> = { active: 85, pending: 6, rejected: 4, deleted: 5, expired: 0, rented: 0, hidden: 0 };
/** Share of active listings that are featured (paid "Doping"). */
const FEATURED_SHARE = 0.04;
/** Listings are spread over the last two years. */
const SPREAD_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/** Templates that only make sense in one city. */
const TEMPLATE_CITY: Partial<Record<string, string>> = { "hotels/karpaz": "İskele" };

export interface BenchOwner {
  id: string;
  email: string;
  displayName: string;
  companyName: string | null;
  accountType: "individual" | "company";
  phone: string;
  location: string;
  createdAt: Date;
}

/** A generated listing: the demo listing's fields, any status, with its id, images and update time. */
export interface BenchListing extends Omit<DemoListing, "key" | "status" | "imageCount" | "art"> {
  id: string;
  status: ListingStatus;
  images: ListingImage[];
  updatedAt: Date;
}

/** A weighted picker over the keys of `weights`. */
function weighted<K extends string>(weights: Record<K, number>): (random: Random) => K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return (random) => {
    let left = random() * total;
    for (const [key, weight] of entries) {
      left -= weight;
      if (left < 0) return key;
    }
    return entries[entries.length - 1]![0];
  };
}

const pickCategory = weighted(CATEGORY_WEIGHTS);
const pickCity = weighted(CITY_WEIGHTS);
const pickCarCity = weighted(CAR_CITY_WEIGHTS);
const pickStatus = weighted(STATUS_WEIGHTS);
const citiesByName = new Map<string, City>(CITIES.map((city) => [city.name, city]));

const FIRST_NAMES = [
  "Ayşe",
  "Mehmet",
  "Elif",
  "Mustafa",
  "Zeynep",
  "Ahmet",
  "Fatma",
  "Hüseyin",
  "Emine",
  "Ali",
  "Derya",
  "Hasan",
  "Gül",
  "Osman",
  "Sibel",
  "Kemal",
  "Nazlı",
  "Erol",
  "Şule",
  "İbrahim",
  "Özlem",
  "Cem",
  "Tuba",
  "Serkan",
];
const LAST_NAMES = [
  "Demirci",
  "Yılmaz",
  "Kaya",
  "Özdemir",
  "Şahin",
  "Çelik",
  "Arslan",
  "Doğan",
  "Kılıç",
  "Aydın",
  "Öztürk",
  "Ercan",
  "Karaca",
  "Tekin",
  "Güneş",
  "Uysal",
  "Bozkurt",
  "Akıncı",
  "Erdoğan",
  "Koç",
];
const COMPANY_WORDS = ["Emlak", "Oto Kiralama", "Turizm", "Gayrimenkul", "Rent a Car", "Otelcilik", "Yapı", "Apart"];

/** `count` owners (about one in five a company), the same for the same count. */
export function generateOwners(count: number, now: Date): BenchOwner[] {
  const random = mulberry32(hashSeed("bench:owners"));
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, "0");
    const city = pick(random, CITIES);
    const region = city.regions.length > 0 ? pick(random, city.regions) : null;
    const company = chance(random, 0.2);
    const person = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const companyName = company ? `${region && region !== "Merkez" ? region : city.name} ${pick(random, COMPANY_WORDS)} ${number}` : null;
    const phone = `90533${String(int(random, 0, 9_999_999)).padStart(7, "0")}`;
    return {
      id: `${BENCH_OWNER_PREFIX}${number}`,
      email: `bench-${number}@example.com`,
      displayName: companyName ?? person,
      companyName,
      accountType: company ? "company" : "individual",
      phone,
      location: region ? `${city.name} - ${region}` : city.name,
      createdAt: new Date(now.getTime() - SPREAD_MS - int(random, 1, 365) * 86_400_000),
    };
  });
}

/**
 * A UUID (v4 layout): random-looking from the generator, with the listing's number in the last 12
 * hex digits, so ids never collide (batches' 32-bit generators can run into each other's sequences).
 */
function uuidFrom(random: Random, serial: number): string {
  const hex = Array.from({ length: 3 }, () =>
    Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0"),
  ).join("");
  const variant = "89ab"[Math.floor(random() * 4)];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${serial.toString(16).padStart(12, "0")}`;
}

/** Images as the upload service stores them (original + WebP variants); the files are placeholders. */
function images(random: Random, category: Category, id: string): ListingImage[] {
  return Array.from({ length: int(random, 1, 4) }, (_, frame) => {
    const base = `/media/listing-images/bench/${category}/${id}-${frame + 1}`;
    return {
      url: `${base}.jpg`,
      width: 1600,
      height: 1200,
      variants: [480, 960, 1600].map((width) => ({ url: `${base}-${width}.webp`, width, format: "webp" as const })),
    };
  });
}

/**
 * Listings `start` … `start + count - 1` of a data set of `total` (one batch). Every listing has a category,
 * a real city and district, a template's texts and specifications, a price in the template's
 * currency and range, a status (mostly active), featured flags, view counts and dates.
 */
export function generateListings(options: {
  start: number;
  count: number;
  /** The data set's size: listing `i` is about `(total - i) / total` of the spread old. */
  total: number;
  owners: readonly BenchOwner[];
  now: Date;
}): BenchListing[] {
  const { start, count, total, owners, now } = options;
  const random = mulberry32(hashSeed(`bench:listings:${start}`));
  const templateKeys = Object.fromEntries(CATEGORIES.map((category) => [category, Object.keys(TEMPLATES[category])])) as Record<
    Category,
    string[]
  >;
  const rows: BenchListing[] = [];
  for (let index = 0; index < count; index++) {
    const categorySlug = pickCategory(random);
    const templateKey = pick(random, templateKeys[categorySlug]);
    const template = TEMPLATES[categorySlug][templateKey]!;
    const city = citiesByName.get(
      TEMPLATE_CITY[`${categorySlug}/${templateKey}`] ?? (categorySlug === "cars" ? pickCarCity(random) : pickCity(random)),
    )!;
    const region = city.regions.length > 0 ? pick(random, city.regions) : null;
    const owner = owners[Math.floor(random() ** 1.6 * owners.length)]!;
    const context = { city: city.name, region, ownerIsCompany: owner.accountType === "company", random, ordinal: start + index };

    const chosen = pick(random, template.offers);
    const specifications: Specifications = { rental_term: chosen.term, ...template.specs(random, context) };
    if (chance(random, 0.5)) specifications.map_url = mapUrl(random, city.name, region);
    const texts = template.text(specifications, chosen.term, context);

    const status = pickStatus(random);
    // Oldest first with a little jitter: rows are stored in roughly creation order, as in a table
    // that grew over time (the planner's correlation statistics depend on it).
    const ageMs = Math.max(0, Math.floor(((total - start - index - random()) / total) * SPREAD_MS));
    const createdAt = new Date(now.getTime() - ageMs);
    const isFeatured = status === "active" && chance(random, FEATURED_SHARE);
    const ageShare = ageMs / SPREAD_MS;
    const views =
      status === "active" || status === "deleted"
        ? Math.round(ageShare ** 0.7 * (isFeatured ? 4000 : 1500) * random() ** 2 + int(random, 0, 40))
        : status === "rejected"
          ? int(random, 0, 25)
          : 0;
    const moderatedAt = status === "pending" ? null : new Date(createdAt.getTime() + int(random, 5, 600) * 60_000);
    const id = uuidFrom(random, start + index);
    rows.push({
      id,
      ownerId: owner.id,
      ...texts,
      price: stepped(random, chosen.min, chosen.max, chosen.step),
      currency: chosen.currency,
      city: city.name,
      region,
      categorySlug,
      images: images(random, categorySlug, id),
      specifications,
      isFeatured,
      views,
      status,
      moderationNote: status === "rejected" ? "İlan bilgileri eksik; lütfen fotoğrafları ve fiyatı kontrol edin." : null,
      moderatedAt,
      createdAt,
      updatedAt: moderatedAt && moderatedAt < now ? moderatedAt : createdAt,
      // Drawn last, so the rest of a listing stays what it was before places existed.
      pin: nearCentre(random, city.name, region),
      placeShown: chance(random, 0.15) ? "area" : "exact",
    });
  }
  return rows;
}
