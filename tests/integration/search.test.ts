import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { listings, profiles } from "~/.server/db/schema";
import { listCategory } from "~/.server/services/discovery/browse";
import { listAdminListings } from "~/.server/services/moderation/moderation";
import { searchListings, suggestSearch } from "~/.server/services/discovery/search";
import type { Category } from "~/domain/categories";
import { isRefinedSearch, parseCategoryFilters } from "~/domain/filters";
import { FALLBACK_RATES as RATES, type Specifications } from "~/domain/listing";
import { foldForSearch } from "~/domain/search";
import { openTestDatabase } from "../support/database";

/**
 * The text search against a fixed data set of realistic listings: a corpus of queries —
 * word order, typing without Turkish letters, upper case, English and Greek-derived place names,
 * prefixes, typos, room counts, category words, synonyms, listing numbers — each with the listings
 * it must find (and no others); then ranking, the category page's search text and the admin search.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let database: Database;
const OWNER = "search-owner";
const BASE = Date.parse("2026-03-01T12:00:00.000Z");

interface Fixture {
  key: string;
  number: number;
  category: Category;
  city: string;
  region?: string;
  title: string;
  titleEn?: string;
  description?: string;
  specs?: Specifications;
  featured?: boolean;
  status?: "active" | "pending" | "rejected";
  /** Minutes before the base time. */
  age?: number;
}

const FIXTURES: Fixture[] = [
  {
    key: "villa-esentepe",
    number: 200001,
    category: "houses",
    city: "Girne",
    region: "Esentepe",
    title: "Havuzlu lüks villa",
    titleEn: "Luxury villa with pool",
    description: "Deniz manzaralı, bahçeli, 4+1.",
    specs: { rooms: "4+1", house_type: "Villa", rental_term: "monthly" },
  },
  {
    key: "villa-catalkoy",
    number: 200002,
    category: "houses",
    city: "Girne",
    region: "Çatalköy",
    title: "Çatalköy'de deniz manzaralı villa",
    description: "Geniş bahçe, özel havuz.",
    specs: { rooms: "3+1", house_type: "Villa", rental_term: "yearly" },
  },
  {
    key: "daire-kumsal",
    number: 200003,
    category: "houses",
    city: "Lefkoşa",
    region: "Kumsal",
    title: "Kumsal'da eşyalı daire",
    titleEn: "Furnished flat in Kumsal",
    specs: { rooms: "2+1", house_type: "Daire", furnished: true },
  },
  {
    key: "daire-girne",
    number: 200004,
    category: "houses",
    city: "Girne",
    region: "Merkez",
    title: "Merkezi konumda 3+1 daire",
    featured: true,
    specs: { rooms: "3+1", house_type: "Daire" },
  },
  {
    key: "penthouse-longbeach",
    number: 200005,
    category: "houses",
    city: "İskele",
    region: "Boğaztepe (Long Beach)",
    title: "Sahile yürüme mesafesinde penthouse",
    titleEn: "Penthouse near the beach",
    specs: { rooms: "3+1", house_type: "Penthouse" },
  },
  {
    key: "ikiz-lapta",
    number: 200006,
    category: "houses",
    city: "Girne",
    region: "Lapta",
    title: "Lapta'da ikiz villa",
    specs: { rooms: "3+1", house_type: "İkiz Villa" },
  },
  {
    key: "studio-magusa",
    number: 200007,
    category: "apartments",
    city: "Gazimağusa",
    region: "Sakarya",
    title: "Üniversiteye yakın stüdyo",
    titleEn: "Studio near the university",
    specs: { rooms: "1+0", rental_term: "monthly" },
  },
  {
    key: "apart-lefke",
    number: 200008,
    category: "apartments",
    city: "Lefke",
    region: "Gemikonağı",
    title: "Denize yakın apart",
    specs: { rooms: "1+1" },
  },
  {
    key: "toyota-ercan",
    number: 200009,
    category: "cars",
    city: "Ercan",
    title: "Toyota Corolla otomatik",
    specs: { brand: "toyota", model: "Corolla", transmission: "Otomatik", fuel: "Benzin" },
  },
  {
    key: "bmw-girne",
    number: 200010,
    category: "cars",
    city: "Girne",
    region: "Merkez",
    title: "BMW 3 serisi dizel",
    specs: { brand: "bmw", model: "320d", transmission: "Otomatik", fuel: "Dizel" },
  },
  {
    key: "ford-lefkosa",
    number: 200011,
    category: "cars",
    city: "Lefkoşa",
    region: "Gönyeli",
    title: "Ekonomik Ford Fiesta",
    specs: { brand: "ford", model: "Fiesta", transmission: "Manuel", fuel: "Benzin" },
  },
  {
    key: "mercedes-magusa",
    number: 200012,
    category: "cars",
    city: "Gazimağusa",
    region: "Merkez",
    title: "Mercedes-Benz C180",
    specs: { brand: "mercedes", model: "C180" },
  },
  {
    key: "shop-yenisehir",
    number: 200013,
    category: "shops",
    city: "Lefkoşa",
    region: "Yenişehir",
    title: "Ana cadde üzerinde dükkan",
    specs: { type: "shop" },
  },
  {
    key: "office-girne",
    number: 200014,
    category: "shops",
    city: "Girne",
    region: "Karaoğlanoğlu",
    title: "Deniz manzaralı ofis",
    titleEn: "Office with sea view",
    specs: { type: "office" },
  },
  {
    key: "depo-alaykoy",
    number: 200015,
    category: "shops",
    city: "Lefkoşa",
    region: "Alayköy",
    title: "Sanayi bölgesinde geniş alan",
    specs: { type: "warehouse" },
  },
  {
    key: "otel-bafra",
    number: 200016,
    category: "hotels",
    city: "İskele",
    region: "Bafra",
    title: "Bafra'da 5 yıldızlı otel",
    specs: { stars: "5", board: "Her Şey Dahil" },
  },
  {
    key: "otel-girne",
    number: 200017,
    category: "hotels",
    city: "Girne",
    region: "Merkez",
    title: "Limanda butik otel",
    titleEn: "Boutique hotel at the harbour",
    description: "فندق بوتيك في ميناء كيرينيا، إفطار مجاني.",
    specs: { stars: "3", board: "Oda Kahvaltı" },
  },
  {
    key: "ev-guzelyurt",
    number: 200018,
    category: "houses",
    city: "Güzelyurt",
    region: "Merkez",
    title: "Geniş aile evi",
    description: "Bahçeli müstakil villa tipi ev, havuzlu.",
    specs: { house_type: "Müstakil Ev", rooms: "4+1" },
    age: 30,
  },
  {
    key: "villa-alsancak",
    number: 200019,
    category: "houses",
    city: "Girne",
    region: "Alsancak",
    title: "Alsancak villa",
    featured: true,
    specs: { rooms: "4+1", house_type: "Villa" },
  },
  {
    key: "bungalov-karpaz",
    number: 200020,
    category: "houses",
    city: "İskele",
    region: "Dipkarpaz",
    title: "Karpaz'da bungalov",
    specs: { house_type: "Bungalov" },
  },
  {
    key: "cosy-gonyeli",
    number: 200021,
    category: "houses",
    city: "Lefkoşa",
    region: "Gönyeli",
    title: "Kiralık ev",
    titleEn: "Cosy house near Nicosia",
    description: "Gemütliches Haus mit großem Garten, ruhige Straße.",
  },
  {
    key: "featured-deniz",
    number: 200022,
    category: "houses",
    city: "Gazimağusa",
    region: "Maraş",
    title: "Geniş daire",
    featured: true,
    description: "Deniz manzaralı balkon.",
    specs: { house_type: "Daire" },
  },
  {
    key: "ofisler-lefke",
    number: 200023,
    category: "shops",
    city: "Lefke",
    region: "Merkez",
    title: "Kiralık ofisler",
    specs: { type: "office" },
  },
  {
    key: "tie-new",
    number: 200024,
    category: "apartments",
    city: "Lefke",
    region: "Merkez",
    title: "Aynı başlıklı apart dairesi",
    age: 10,
  },
  {
    key: "tie-old",
    number: 200025,
    category: "apartments",
    city: "Lefke",
    region: "Merkez",
    title: "Aynı başlıklı apart dairesi",
    age: 20,
  },
  {
    key: "ru-magusa",
    number: 200028,
    category: "apartments",
    city: "Gazimağusa",
    region: "Sakarya",
    title: "Уютная квартира у моря",
    description: "Меблированная квартира с балконом, рядом с университетом. Коммунальные платежи: всё включено.",
    specs: { rooms: "2+1" },
  },
  {
    key: "fa-girne",
    number: 200029,
    category: "apartments",
    city: "Girne",
    region: "Karaoğlanoğlu",
    title: "آپارتمان مبله، نزدیک دانشگاه",
    description: "آپارتمان یک‌خوابه با بالکن، کرایه ماهانه. نزدیک دریا.",
    specs: { rooms: "1+1" },
  },
  {
    key: "villa-pending",
    number: 200026,
    category: "houses",
    city: "Girne",
    region: "Esentepe",
    title: "Esentepe villa bekleyen",
    status: "pending",
  },
  {
    key: "villa-rejected",
    number: 200027,
    category: "houses",
    city: "Girne",
    region: "Esentepe",
    title: "Reddedilen villa zümrüt",
    status: "rejected",
  },
];

const keyOf = new Map<string, string>();
const keys = (list: readonly { id: string }[]) => list.map((listing) => keyOf.get(listing.id)!).sort();
const ordered = (list: readonly { id: string }[]) => list.map((listing) => keyOf.get(listing.id)!);
const search = async (query: string) => (await searchListings(database.db, query)).listings;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(profiles).values({ id: OWNER, email: "arama@example.com", displayName: "Arama" });
  const rows = await database.db
    .insert(listings)
    .values(
      FIXTURES.map((fixture, index) => ({
        ownerId: OWNER,
        number: fixture.number,
        title: fixture.title,
        titleEn: fixture.titleEn ?? null,
        description: fixture.description ?? "",
        price: 1000 + index,
        city: fixture.city,
        region: fixture.region ?? null,
        categorySlug: fixture.category,
        specifications: fixture.specs ?? {},
        isFeatured: fixture.featured ?? false,
        status: fixture.status ?? "active",
        createdAt: new Date(BASE - (fixture.age ?? 100 + index) * 60_000),
      })),
    )
    .returning({ id: listings.id, number: listings.number });
  for (const row of rows) keyOf.set(row.id, FIXTURES.find((fixture) => fixture.number === row.number)!.key);
});

afterAll(async () => {
  await database?.close();
});

const GIRNE_VILLAS = ["ikiz-lapta", "villa-alsancak", "villa-catalkoy", "villa-esentepe"];
const GIRNE_ACTIVE = [
  "bmw-girne",
  "daire-girne",
  "fa-girne",
  "ikiz-lapta",
  "office-girne",
  "otel-girne",
  "villa-alsancak",
  "villa-catalkoy",
  "villa-esentepe",
];
const LEFKOSA_ACTIVE = ["cosy-gonyeli", "daire-kumsal", "depo-alaykoy", "ford-lefkosa", "shop-yenisehir"];
const ISKELE_ACTIVE = ["bungalov-karpaz", "otel-bafra", "penthouse-longbeach"];
const MAGUSA_ACTIVE = ["featured-deniz", "mercedes-magusa", "ru-magusa", "studio-magusa"];

/** Query → the listings it must find, and no others. */
const CORPUS: [string, string[]][] = [
  // Every word in any order, any field
  ["girne villa", GIRNE_VILLAS],
  ["villa girne", GIRNE_VILLAS],
  ["villa   GIRNE  ", GIRNE_VILLAS],
  ["havuzlu villa", ["ev-guzelyurt", "villa-esentepe"]],
  ["villa havuzlu", ["ev-guzelyurt", "villa-esentepe"]],
  ["toyota ercan", ["toyota-ercan"]],
  ["ercan toyota", ["toyota-ercan"]],
  ["lefkoşa daire", ["daire-kumsal"]],
  ["daire lefkoşa", ["daire-kumsal"]],
  ["bahçeli villa", ["ev-guzelyurt", "villa-esentepe"]],
  // Typed without Turkish letters, in upper case
  ["lefkosa daire", ["daire-kumsal"]],
  ["LEFKOŞA DAİRE", ["daire-kumsal"]],
  ["LEFKOSA", LEFKOSA_ACTIVE],
  ["Lefkoşa", LEFKOSA_ACTIVE],
  ["lefkoşa", LEFKOSA_ACTIVE],
  ["CATALKOY", ["villa-catalkoy"]],
  ["Çatalköy", ["villa-catalkoy"]],
  ["çatalköy", ["villa-catalkoy"]],
  ["GAZİMAĞUSA", MAGUSA_ACTIVE],
  ["gazimagusa", MAGUSA_ACTIVE],
  ["İSKELE", ISKELE_ACTIVE],
  ["iskele", ISKELE_ACTIVE],
  ["eşyalı daire", ["daire-kumsal"]],
  ["esyali daire", ["daire-kumsal"]],
  // English and Greek-derived place names, other spellings
  ["kyrenia villa", GIRNE_VILLAS],
  ["kyrenia", GIRNE_ACTIVE],
  ["nicosia", LEFKOSA_ACTIVE],
  ["famagusta", MAGUSA_ACTIVE],
  ["mağusa", MAGUSA_ACTIVE],
  ["magusa", MAGUSA_ACTIVE],
  ["trikomo", ISKELE_ACTIVE],
  ["morphou", ["ev-guzelyurt"]],
  ["lefka", ["apart-lefke", "ofisler-lefke", "tie-new", "tie-old"]],
  ["karavas villa", ["villa-alsancak"]],
  ["lapithos", ["ikiz-lapta"]],
  ["agios epiktitos", ["villa-catalkoy"]],
  ["long beach", ["penthouse-longbeach"]],
  ["karpas", ["bungalov-karpaz"]],
  ["kioneli", ["cosy-gonyeli", "ford-lefkosa"]],
  // The last word is a prefix
  ["esen", ["villa-esentepe"]],
  ["esent", ["villa-esentepe"]],
  ["catal", ["villa-catalkoy"]],
  ["kyren", GIRNE_ACTIVE],
  ["merc", ["mercedes-magusa"]],
  ["girne vil", GIRNE_VILLAS],
  // Typos in words of 5+ letters (one edit), when the exact words find little
  ["esentpe", ["villa-esentepe"]],
  ["catalkoi", ["villa-catalkoy"]],
  ["mercdes", ["mercedes-magusa"]],
  ["bahceli villla", ["ev-guzelyurt", "villa-esentepe"]],
  // Room counts and other specification values
  ["3+1", ["daire-girne", "ikiz-lapta", "penthouse-longbeach", "villa-catalkoy"]],
  ["kyrenia 3+1", ["daire-girne", "ikiz-lapta", "villa-catalkoy"]],
  ["4+1 villa", ["ev-guzelyurt", "villa-alsancak", "villa-esentepe"]],
  ["1+0", ["studio-magusa"]],
  ["studio", ["studio-magusa"]],
  ["stüdyo", ["studio-magusa"]],
  ["corolla", ["toyota-ercan"]],
  ["fiesta manuel", ["ford-lefkosa"]],
  ["c180", ["mercedes-magusa"]],
  ["benz", ["mercedes-magusa"]],
  ["bmw 320d", ["bmw-girne"]],
  ["automatic", ["bmw-girne", "toyota-ercan"]],
  ["diesel", ["bmw-girne"]],
  ["dizel", ["bmw-girne"]],
  ["her şey dahil", ["otel-bafra"]],
  ["5 yıldızlı otel", ["otel-bafra"]],
  // Category words narrow; synonyms across languages
  [
    "ev",
    [
      "bungalov-karpaz",
      "cosy-gonyeli",
      "daire-girne",
      "daire-kumsal",
      "ev-guzelyurt",
      "featured-deniz",
      "ikiz-lapta",
      "penthouse-longbeach",
      "villa-alsancak",
      "villa-catalkoy",
      "villa-esentepe",
    ],
  ],
  ["house in kyrenia", ["daire-girne", "ikiz-lapta", "villa-alsancak", "villa-catalkoy", "villa-esentepe"]],
  ["car girne", ["bmw-girne"]],
  ["araba", ["bmw-girne", "ford-lefkosa", "mercedes-magusa", "toyota-ercan"]],
  ["otel girne", ["otel-girne"]],
  ["hotel kyrenia", ["otel-girne"]],
  ["boutique hotel", ["otel-girne"]],
  ["dükkan", ["depo-alaykoy", "office-girne", "ofisler-lefke", "shop-yenisehir"]],
  ["office", ["office-girne", "ofisler-lefke"]],
  ["depo", ["depo-alaykoy"]],
  ["flat", ["daire-girne", "daire-kumsal", "featured-deniz"]],
  ["furnished flat", ["daire-kumsal"]],
  ["sea view", ["featured-deniz", "office-girne", "villa-catalkoy", "villa-esentepe"]],
  ["deniz manzaralı", ["featured-deniz", "office-girne", "villa-catalkoy", "villa-esentepe"]],
  ["pool villa", ["ev-guzelyurt", "villa-catalkoy", "villa-esentepe"]],
  ["university studio", ["studio-magusa"]],
  ["cosy house", ["cosy-gonyeli"]],
  // Every script (decision 039): place names in Russian, German, Greek, Persian and Arabic …
  ["Кирения", GIRNE_ACTIVE],
  ["КИРЕНИЯ", GIRNE_ACTIVE],
  ["гирне", GIRNE_ACTIVE],
  ["گیرنه", GIRNE_ACTIVE],
  ["گيرنه", GIRNE_ACTIVE],
  ["كيرينيا", GIRNE_ACTIVE],
  ["Κερύνεια", GIRNE_ACTIVE],
  ["Кирения villa", GIRNE_VILLAS],
  ["Никосия", LEFKOSA_ACTIVE],
  ["Nikosia", LEFKOSA_ACTIVE],
  ["نیکوزیا", LEFKOSA_ACTIVE],
  ["نيقوسيا", LEFKOSA_ACTIVE],
  ["Фамагуста", MAGUSA_ACTIVE],
  ["فاماغوستا", MAGUSA_ACTIVE],
  ["ماغوسا", MAGUSA_ACTIVE],
  ["Искеле", ISKELE_ACTIVE],
  ["إسكيلة", ISKELE_ACTIVE],
  ["Морфу", ["ev-guzelyurt"]],
  ["گوزلیورت", ["ev-guzelyurt"]],
  ["Лефка", ["apart-lefke", "ofisler-lefke", "tie-new", "tie-old"]],
  ["لفكا", ["apart-lefke", "ofisler-lefke", "tie-new", "tie-old"]],
  ["Эрджан", ["toyota-ercan"]],
  ["مطار إرجان", ["toyota-ercan"]],
  // … and the listings' own words in those scripts: Russian (any case, ё typed as е) …
  ["квартира", ["ru-magusa"]],
  ["КВАРТИРА У МОРЯ", ["ru-magusa"]],
  ["балконом", ["ru-magusa"]],
  ["все включено", ["ru-magusa"]],
  ["Фамагуста квартира", ["ru-magusa"]],
  ["кварт", ["ru-magusa"]],
  // … Persian, typed with the Arabic letters ي and ك for ی and ک, or with a space for the
  // zero-width non-joiner …
  ["کرایه", ["fa-girne"]],
  ["كرايه", ["fa-girne"]],
  ["نزديك دانشگاه", ["fa-girne"]],
  ["يك خوابه", ["fa-girne"]],
  ["گیرنه آپارتمان", ["fa-girne"]],
  // … Arabic, with or without harakat …
  ["فندق", ["otel-girne"]],
  ["فُنْدُق", ["otel-girne"]],
  ["ميناء", ["otel-girne"]],
  // … German, ß typed as ss or not.
  ["gemütliches", ["cosy-gonyeli"]],
  ["GEMUTLICHES", ["cosy-gonyeli"]],
  ["großem garten", ["cosy-gonyeli"]],
  ["grossem", ["cosy-gonyeli"]],
  ["strasse", ["cosy-gonyeli"]],
  // Only public listings; nothing for unknown words
  ["zümrüt", []],
  ["bekleyen", []],
  ["istanbul", []],
  ["qwxzy", []],
  ["бассейн", []],
  ["استخر", []],
];

describe("the search corpus", () => {
  it(`has at least 60 queries`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  for (const [query, expected] of CORPUS) {
    it(`"${query}" finds ${expected.length === 0 ? "nothing" : expected.join(", ")}`, async () => {
      const result = await searchListings(database.db, query);
      // A misspelt query finds its listings through the correction.
      const found = result.correction && result.listings.length === 0 ? result.correction.listings : result.listings;
      expect(keys(found)).toEqual([...expected].sort());
    });
  }
});

describe("corrections and listing numbers", () => {
  it("offers the corrected query with what it finds when the words find little", async () => {
    const result = await searchListings(database.db, "esentpe");
    expect(result.listings).toEqual([]);
    expect(result.correction?.query).toBe("esentepe");
    expect(keys(result.correction!.listings)).toEqual(["villa-esentepe"]);
    // Words that find enough are not corrected; short words never.
    expect((await searchListings(database.db, "girne villa")).correction).toBeNull();
    expect((await searchListings(database.db, "vilaa")).correction?.query).toBe("villa");
    // Four letters are enough for one edit ("vila", the common misspelling); three never.
    expect((await searchListings(database.db, "vila")).correction?.query).toBe("villa");
    expect(keys((await searchListings(database.db, "vila")).correction!.listings).length).toBeGreaterThan(0);
    expect((await searchListings(database.db, "vil la")).correction).toBeNull();
    // Category words stay in the corrected query.
    expect((await searchListings(database.db, "ev esentpe")).correction?.query).toBe("ev esentepe");
  });

  it("opens the active listing a listing number names, however it is typed; not a pending one", async () => {
    for (const query of ["200009", "#200009", "ilan no 200009", "İlan No: 200009", "listing 200009"]) {
      const result = await searchListings(database.db, query);
      expect(result.listing && keyOf.get(result.listing.id), query).toBe("toyota-ercan");
      expect(result.listing?.category).toBe("cars");
    }
    expect((await searchListings(database.db, "200026")).listing).toBeNull();
    expect((await searchListings(database.db, "999999")).listing).toBeNull();
  });

  it("treats the tsquery syntax as plain text, never as an error", async () => {
    for (const query of [
      "&",
      "|",
      "!villa",
      "villa & girne",
      "(villa",
      "girne:*",
      "'",
      "\\",
      "<->",
      "a:*B",
      "villa|girne",
      "\u0000villa",
      "ü".repeat(300),
      "İ".repeat(50),
    ]) {
      await expect(searchListings(database.db, query), JSON.stringify(query).slice(0, 40)).resolves.toBeDefined();
    }
    expect(keys(await search("!villa & girne"))).toEqual(GIRNE_VILLAS);
    expect(await search("   ")).toEqual([]);
    expect(await search("the")).toEqual([]);
  });
});

describe("ranking", () => {
  it("puts listings with the words in the title before those with them in the description", async () => {
    const results = ordered(await search("villa"));
    expect(results.at(-1)).toBe("ev-guzelyurt");
    expect(ordered(await search("esentepe villa"))[0]).toBe("villa-esentepe");
  });

  it("gives featured listings a boost, not the first place", async () => {
    const results = ordered(await search("deniz manzaralı"));
    // The featured listing has the words only in its description: titles still win.
    expect(results.indexOf("office-girne")).toBeLessThan(results.indexOf("featured-deniz"));
    expect(results.indexOf("villa-catalkoy")).toBeLessThan(results.indexOf("featured-deniz"));
  });

  it("ranks an exact word above a longer word it begins, and breaks ties by newest", async () => {
    const results = ordered(await search("ofis"));
    expect(results).toEqual(["office-girne", "ofisler-lefke"]);
    expect(ordered(await search("aynı başlıklı"))).toEqual(["tie-new", "tie-old"]);
  });
});

describe("the category page's search text", () => {
  const page = (category: Category, query: string, limit = 50, cursor?: string | null) =>
    listCategory(database.db, category, parseCategoryFilters(category, new URLSearchParams(query)), { rates: RATES, limit, cursor });

  it("combines with the filters, best matches first by default, and pages by relevance without repeats", async () => {
    const all = await page("houses", "q=villa");
    expect(keys(all.listings)).toEqual(["ev-guzelyurt", "ikiz-lapta", "villa-alsancak", "villa-catalkoy", "villa-esentepe"]);
    expect(all.total).toBe(5);
    expect(ordered(all.listings).at(-1)).toBe("ev-guzelyurt");
    expect(keys((await page("houses", "q=villa&city=Girne&rooms=3%2B1")).listings)).toEqual(["ikiz-lapta", "villa-catalkoy"]);
    // A category word on its own page narrows nothing further; the other filters still apply.
    expect((await page("houses", "q=ev")).total).toBe(11);
    // Page by page (two at a time) gives the one-page order.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next = await page("houses", "q=villa", 2, cursor);
      seen.push(...ordered(next.listings));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ordered(all.listings));
  });

  it("keeps another chosen sort with the text", async () => {
    const newest = await page("houses", "q=villa&sort=newest");
    const times = newest.listings.filter((listing) => !listing.isFeatured).map((listing) => listing.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(newest.listings[0]!.isFeatured).toBe(true);
  });
});

describe("the search page's filters (every category)", () => {
  const all = (query: string) =>
    listCategory(database.db, "all", parseCategoryFilters("all", new URLSearchParams(query)), { rates: RATES, limit: 50 });
  const fixture = (key: string) => FIXTURES.find((candidate) => candidate.key === key)!;

  it("reads the words' matches of every category, as the plain search finds them", async () => {
    const found = await all("q=girne");
    expect(keys(found.listings)).toEqual(keys(await search("girne")));
    expect(new Set(found.listings.map((listing) => listing.category)).size).toBeGreaterThan(1);
  });

  it("narrows them by place and rental term, and orders them by price", async () => {
    const words = keys((await all("q=girne")).listings);
    expect(keys((await all("q=girne&rentalTerm=monthly")).listings)).toEqual(
      words.filter((key) => fixture(key).specs?.rental_term === "monthly"),
    );
    const inGirne = await all("q=villa&city=Girne");
    expect(keys(inGirne.listings)).toEqual(keys(await search("villa")).filter((key) => fixture(key).city === "Girne"));
    expect(inGirne.total).toBe(inGirne.listings.length);
    const cheapest = await all("q=villa&sort=price-asc");
    expect(keys(cheapest.listings)).toEqual(keys(await search("villa")));
  });

  it("offers only the filters every category shares; a plain search is not refined", () => {
    expect(parseCategoryFilters("all", new URLSearchParams("q=villa&rooms=3%2B1&stars=5&city=Girne"))).toEqual({
      q: "villa",
      city: "Girne",
      sort: "relevance",
    });
    expect(isRefinedSearch(parseCategoryFilters("all", new URLSearchParams("q=villa")))).toBe(false);
    expect(isRefinedSearch(parseCategoryFilters("all", new URLSearchParams("q=villa&rentalTerm=daily")))).toBe(true);
    expect(isRefinedSearch(parseCategoryFilters("all", new URLSearchParams("q=villa&sort=newest")))).toBe(true);
  });
});

describe("the admin search", () => {
  it("finds listings of any status by their words or their number", async () => {
    const found = async (q: string) => (await listAdminListings(database.db, { q })).map((listing) => keyOf.get(listing.id)).sort();
    expect(await found("esentepe villa")).toEqual(["villa-esentepe", "villa-pending", "villa-rejected"]);
    expect(await found("200027")).toEqual(["villa-rejected"]);
    expect(await found("zümrüt")).toEqual(["villa-rejected"]);
  });
});

describe("folding", () => {
  it("folds in the database exactly as in the browser", async () => {
    const samples = [
      "GİRNE Gırne girne GIRNE",
      "İSKELE ıskele İskele",
      "ÇĞÖŞÜ çğöşü ÂÊÎÔÛ âêîôû",
      "Café Niño ÀÉÍÓÚ",
      "3+1 5+ 1+0 4 + 1",
      "i̇stanbul",
      "Boğaztepe (Long Beach)",
      "Кирения ЁЛКА всё",
      "گیرنه‌ها كيرينيا، فاماغوستا؛ شَقَّة كـــبير هٰذا",
      "۳+۱ ٢+١ ۱۰۴۵۲۳",
      "Große STRAẞE Škoda",
      "ΚΕΡΎΝΕΙΑ Λευκωσίας",
      "Mercedes-Benz, villa@example.com ★ 日本",
      "a\u200db\u200ec\u200fd\u061ce\u00adf",
    ];
    for (const sample of samples) {
      const { rows } = await database.pool.query<{ folded: string }>("select search_fold($1) as folded", [sample]);
      expect(rows[0]!.folded, sample).toBe(foldForSearch(sample));
    }
  });

  it("folds every character of the Basic Multilingual Plane in the database as in the browser", async () => {
    // Each between two letters, so a dropped character ("ab"), a separator ("a b") and a folded
    // letter show; NUL and the surrogates are not text.
    const characters: string[] = [];
    for (let code = 1; code <= 0xffff; code++) if (code < 0xd800 || code > 0xdfff) characters.push(String.fromCharCode(code));
    const mismatches: string[] = [];
    for (let start = 0; start < characters.length; start += 8192) {
      const chunk = characters.slice(start, start + 8192);
      const { rows } = await database.pool.query<{ folded: string }>(
        "select search_fold('a' || c || 'b') as folded from unnest($1::text[]) with ordinality as t(c, n) order by n",
        [chunk],
      );
      chunk.forEach((character, index) => {
        const expected = foldForSearch(`a${character}b`);
        if (rows[index]?.folded !== expected) {
          mismatches.push(`U+${character.charCodeAt(0).toString(16).padStart(4, "0")}: ${rows[index]?.folded} ≠ ${expected}`);
        }
      });
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it("indexes the words of every script the fold keeps, and keeps them in the vocabulary", async () => {
    const { rows } = await database.pool.query<{ words: string[] }>(
      "select array(select lexeme from unnest(search_vector) order by lexeme) as words from listings where number = 200029",
    );
    expect(rows[0]!.words).toEqual(expect.arrayContaining(["اپارتمان", "يك", "خوابه", "كرايه", "نزديك", "200029", "1p1"]));
    const terms = await database.pool.query<{ term: string }>("select term from search_terms where term = any($1::text[])", [
      ["квартира", "включено", "كرايه", "فندق", "gemutliches", "strasse"],
    ]);
    expect(terms.rows.map((row) => row.term).sort()).toEqual(["gemutliches", "strasse", "квартира", "включено", "فندق", "كرايه"].sort());
  });
});

describe("suggestions", () => {
  const suggest = (text: string) => suggestSearch(database.db, text);

  it("suggest places by any of their names, categories, then matching active titles, after two letters", async () => {
    expect(await suggest("e")).toEqual([]);
    const esen = await suggest("esen");
    expect(esen).toContainEqual({ kind: "place", city: "Girne", region: "Esentepe" });
    expect(esen.filter((entry) => entry.kind === "listing")).toEqual([]);
    expect(await suggest("kyr")).toContainEqual({ kind: "place", city: "Girne", region: null });
    expect(await suggest("famag")).toContainEqual({ kind: "place", city: "Gazimağusa", region: null });
    expect(await suggest("ara")).toContainEqual({ kind: "category", category: "cars" });
    expect(await suggest("hot")).toContainEqual({ kind: "category", category: "hotels" });
    const villa = (await suggest("havuzlu vil")).filter((entry) => entry.kind === "listing");
    expect(villa.map((entry) => entry.kind === "listing" && keyOf.get(entry.id))).toEqual(["villa-esentepe"]);
    expect(villa[0]).toMatchObject({ category: "houses", title: "Havuzlu lüks villa", titleEn: "Luxury villa with pool", number: 200001 });
    // Only titles, only public listings.
    const titles = (await suggest("villa"))
      .filter((entry) => entry.kind === "listing")
      .map((entry) => entry.kind === "listing" && keyOf.get(entry.id));
    expect(titles).toContain("villa-alsancak");
    expect(titles).not.toContain("ev-guzelyurt");
    expect(titles).not.toContain("villa-pending");
    // A place and the start of a title word: the place may be the listing's, not in its title.
    const placeAndWord = (await suggest("lefkosa esy")).filter((entry) => entry.kind === "listing");
    expect(placeAndWord.map((entry) => entry.kind === "listing" && keyOf.get(entry.id))).toEqual(["daire-kumsal"]);
    const threeWords = (await suggest("lefkosa kumsal esyali da")).filter((entry) => entry.kind === "listing");
    expect(threeWords.map((entry) => entry.kind === "listing" && keyOf.get(entry.id))).toEqual(["daire-kumsal"]);
    expect(await suggest("   ")).toEqual([]);
    expect(await suggest("&|!")).toEqual([]);
  });
});
