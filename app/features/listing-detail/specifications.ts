import type { Category } from "~/domain/categories";
import type { Specifications } from "~/domain/listing";
import type { FieldLabels } from "~/domain/listing-detail";
import { formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { getI18n } from "~/lib/i18n";
import type { listingDetailTr } from "~/lib/i18n/sections/listing-detail";

/** One row of the specification grid, already translated. */
export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

type LabelKey = keyof typeof listingDetailTr.specs.labels;
type ValueKey = keyof typeof listingDetailTr.specs.values;

type SpecTexts = typeof listingDetailTr.specs;
/** The loaded language's spec texts (both languages have the same keys). */
const texts = (locale: Locale) => getI18n(locale).resource("listingDetail.specs") as SpecTexts;

/** Folds a key to plain lower-case ASCII words joined by "_" ("Oda Sayısı" → "oda_sayisi"). */
function foldKey(key: string): string {
  return key
    .trim()
    .replace(/İ/g, "i")
    .replace(/I/g, "i")
    .toLowerCase()
    .replace(/ı/g, "i")
    .replace(/ş/g, "s")
    .replace(/ğ/g, "g")
    .replace(/ü/g, "u")
    .replace(/ö/g, "o")
    .replace(/ç/g, "c")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** Other keys of the same facts (docs/product.md §3: rooms or room_count, square_meters or area, Turkish-named keys). */
const ALIASES: Record<string, LabelKey> = {
  room_count: "rooms",
  oda: "rooms",
  oda_sayisi: "rooms",
  odalar: "rooms",
  area: "square_meters",
  m2: "square_meters",
  metrekare: "square_meters",
  alan: "square_meters",
  net_m2: "square_meters",
  brut_m2: "square_meters",
  konut_tipi: "house_type",
  ev_tipi: "house_type",
  emlak_tipi: "house_type",
  banyo: "bathrooms",
  banyo_sayisi: "bathrooms",
  kat: "floor",
  bulundugu_kat: "floor",
  bina_yasi: "age",
  yas: "age",
  esyali: "furnished",
  esya: "furnished",
  isitma: "heating",
  balkon: "balcony",
  marka: "brand",
  model_yili: "model_year",
  yil: "model_year",
  yakit: "fuel",
  yakit_tipi: "fuel",
  vites: "transmission",
  vites_tipi: "transmission",
  motor: "engine",
  motor_hacmi: "engine",
  beygir: "horsepower",
  motor_gucu: "horsepower",
  hp: "horsepower",
  paket: "package",
  renk: "color",
  colour: "color",
  isyeri_tipi: "type",
  tip: "type",
  shop_type: "type",
  cephe: "frontage",
  cephe_genisligi: "frontage",
  otopark: "parking",
  konum_aciklamasi: "location_desc",
  yildiz: "stars",
  yildiz_sayisi: "stars",
  pansiyon: "board",
  pansiyon_tipi: "board",
  havuz: "has_pool",
  pool: "has_pool",
  denize_uzaklik: "distance_to_sea",
  denize_mesafe: "distance_to_sea",
};

/** Keys never shown in the grid: the rental term sits next to the price and the map has its own section. */
const NOT_IN_GRID = new Set(["rental_term", "kiralama_suresi", "kira_donemi", "map_url", "harita", "harita_url", "harita_linki"]);
/** Cars never show an odometer reading (docs/product.md §3). */
const CAR_HIDDEN = /(^|_)(km|kms|kilometre|kilometer|kilometraj|mileage|odometer)(_|$)/;

/** Display order per category (docs/product.md §3 lists); other keys follow in their stored order. */
const ORDER: Record<Category, LabelKey[]> = {
  houses: ["house_type", "rooms", "square_meters", "bathrooms", "floor", "age", "furnished", "heating", "balcony"],
  cars: ["brand", "model", "model_year", "fuel", "transmission", "engine", "horsepower", "package", "color"],
  shops: ["type", "square_meters", "floor", "frontage", "parking", "location_desc"],
  hotels: ["stars", "board", "has_pool", "distance_to_sea"],
  apartments: ["rooms", "square_meters", "furnished"],
};

/** The canonical key a stored key stands for, or null when the page has no text of its own for it. */
function canonicalKey(key: string, locale: Locale): LabelKey | null {
  const folded = foldKey(key);
  if (Object.hasOwn(texts(locale).labels, folded)) return folded as LabelKey;
  return ALIASES[folded] ?? null;
}

/** True for keys the grid leaves out (for every category, or for cars only). */
export function isHiddenKey(key: string, category: Category): boolean {
  const folded = foldKey(key);
  if (NOT_IN_GRID.has(folded)) return true;
  return category === "cars" && CAR_HIDDEN.test(folded);
}

/** "oda_sayisi" → "Oda sayisi", with Turkish-aware capitalisation of the first letter. */
function readableLabel(key: string, locale: Locale): string {
  const words = key.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
  if (!words) return key;
  return words.charAt(0).toLocaleUpperCase(locale) + words.slice(1);
}

/** Keys whose numbers are formatted (a unit, or a word for 0), also when stored as text. */
const UNIT_KEYS = new Set<string>(["square_meters", "distance_to_sea", "frontage", "horsepower", "age", "stars", "floor"]);
const NUMERIC = /^-?\d+(?:[.,]\d+)?$/;

function asNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && NUMERIC.test(value.trim())) return Number(value.trim().replace(",", "."));
  return null;
}

function translateValue(canonical: LabelKey | null, value: string, locale: Locale): string {
  if (!canonical || !Object.hasOwn(texts(locale).values, canonical)) return value;
  const table = texts(locale).values[canonical as ValueKey] as Record<string, string>;
  return table[value] ?? value;
}

/** One stored value as text, translated and with its unit; null when there is nothing to show. */
function formatSpecValue(canonical: LabelKey | null, value: Specifications[string], locale: Locale): string | null {
  const t = texts(locale);
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? t.yes : t.no;
  if (Array.isArray(value)) {
    const parts = value
      .filter((item) => typeof item === "string" && item.trim())
      .map((item) => translateValue(canonical, item.trim(), locale));
    return parts.length > 0 ? parts.join(", ") : null;
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (!text) return null;
    if (text === "true" || text === "false") return text === "true" ? t.yes : t.no;
    // A number stored as text gets its unit where the key has one; otherwise it stays as written ("2.0").
    const numeric = asNumber(text);
    if (numeric !== null && canonical && UNIT_KEYS.has(canonical)) return formatSpecValue(canonical, numeric, locale);
    return translateValue(canonical, text, locale);
  }
  const number = asNumber(value);
  if (number === null) return null;
  switch (canonical) {
    case "square_meters":
      return t.squareMeters.replace("{{value}}", formatNumber(number));
    case "distance_to_sea":
    case "frontage":
      return t.metres.replace("{{value}}", formatNumber(number));
    case "horsepower":
      return t.horsepower.replace("{{value}}", String(number));
    case "age":
      return t.years.replace("{{value}}", String(number));
    case "stars":
      return t.stars.replace("{{value}}", String(number));
    case "floor":
      return number === 0 ? t.groundFloor : String(number);
    default:
      // Years, floors and counts read best without thousands separators.
      return String(number);
  }
}

/**
 * The specification grid of a listing: translated labels and values in the category's order,
 * one row per fact (an alias such as `room_count` next to `rooms` is not repeated), without the
 * rental term and map link, and without odometer readings for cars.
 */
export function specificationRows(
  specifications: Specifications,
  category: Category,
  locale: Locale,
  fieldLabels: FieldLabels = {},
  /** A car's make by name (the server's, `ListingDetail.brandName`). */
  brandName?: string,
): SpecRow[] {
  const t = texts(locale);
  const rows: (SpecRow & { rank: number })[] = [];
  const seen = new Set<string>();
  const order = ORDER[category];
  Object.entries(specifications).forEach(([key, raw], position) => {
    if (isHiddenKey(key, category)) return;
    const canonical = canonicalKey(key, locale);
    const identity = canonical ?? foldKey(key);
    if (seen.has(identity)) return;
    const value = canonical === "brand" && brandName ? brandName : formatSpecValue(canonical, raw, locale);
    if (value === null) return;
    seen.add(identity);
    const adminLabel = fieldLabels[key];
    const label = canonical
      ? category === "houses" && canonical === "type"
        ? t.labels.house_type
        : t.labels[canonical]
      : (locale === "en" ? adminLabel?.en : null) || adminLabel?.tr || readableLabel(key, locale);
    const index = canonical ? order.indexOf(canonical) : -1;
    rows.push({ key, label, value, rank: index === -1 ? order.length + position : index });
  });
  return rows.sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...row }) => row);
}
