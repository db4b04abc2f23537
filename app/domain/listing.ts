import type { Category } from "./categories";
import type { ListingTitles } from "./listing-texts";

/** Constants of the listing entity shared by forms and server (docs/product.md §3, §4, §9). */
/**
 * pending → active (approved) → expired (its lifetime is over; the owner renews it) or rented (the
 * owner says so; its page says rented for a while) or hidden (reported by several members, or by an
 * admin's answer to a report, until an admin looks); rejected; deleted (soft). Only active listings
 * are on public lists; a rented one keeps its page.
 */
export const LISTING_STATUSES = ["pending", "active", "rejected", "deleted", "expired", "rented", "hidden"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Days an approved or renewed listing stays live (LISTING_LIFETIME_DAYS overrides). */
export const DEFAULT_LISTING_LIFETIME_DAYS = 60;
/** When a listing's lifetime that starts at `now` ends (an approval, a renewal). */
export const lifetimeEnd = (now: Date, lifetimeDays: number) => new Date(now.getTime() + lifetimeDays * 24 * 60 * 60 * 1000);
/** Days before the end of its lifetime that the owner is mailed a renew link. */
export const EXPIRY_NOTICE_DAYS = 7;
/** Days a rented listing's page says so (with similar listings) before it answers 404. */
export const RENTED_PAGE_DAYS = 14;

export const CURRENCIES = ["TRY", "USD", "EUR", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "TRY";

export const RENTAL_TERMS = ["daily", "3days", "weekly", "monthly", "yearly"] as const;
export type RentalTerm = (typeof RENTAL_TERMS)[number];
/**
 * How many of a rental term make a month (decision 018): a list that mixes terms compares prices
 * as their monthly equivalent (a daily price × 30, a yearly one ÷ 12).
 */
export const TERMS_PER_MONTH_FRACTION: Record<RentalTerm, readonly [numerator: number, denominator: number]> = {
  daily: [30, 1],
  "3days": [10, 1],
  weekly: [30, 7],
  monthly: [1, 1],
  yearly: [1, 12],
};
/** The same as numbers (a yearly price ÷ 12 is 1/12 of it). */
export const TERMS_PER_MONTH = Object.fromEntries(
  Object.entries(TERMS_PER_MONTH_FRACTION).map(([term, [numerator, denominator]]) => [term, numerator / denominator]),
) as Record<RentalTerm, number>;

export const SORT_OPTIONS = ["newest", "oldest", "price-asc", "price-desc", "most-viewed", "relevance"] as const;
/** The sorts of docs/product.md §2; "relevance" applies only with a search text and is its default. */
export type SortOption = (typeof SORT_OPTIONS)[number];

export const ACCOUNT_TYPES = ["individual", "company"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const PARTNER_TYPES = ["real_estate", "car_rental", "hotel", "apartment"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const FIELD_TYPES = ["number", "boolean", "select", "multiselect", "date", "text"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const ROOM_OPTIONS = ["1+0", "1+1", "2+1", "3+1", "4+1", "5+"] as const;
export const HOUSE_TYPES = [
  "Villa",
  "Daire",
  "İkiz Villa",
  "Oda",
  "Penthouse",
  "Rezidans",
  "Bungalov",
  "Müstakil Ev",
  "Devre Mülk",
] as const;
export const SHOP_TYPES = ["shop", "office", "warehouse", "factory"] as const;
export const HOTEL_STARS = ["5", "4", "3", "2"] as const;
export const HOTEL_BOARDS = ["Sadece Oda", "Oda Kahvaltı", "Yarım Pansiyon", "Tam Pansiyon", "Her Şey Dahil"] as const;
/** A car's fuel and gearbox, as the listing form offers and stores them. */
export const FUEL_OPTIONS = ["Benzin", "Dizel", "Hibrit", "Elektrik", "LPG"] as const;
export const TRANSMISSION_OPTIONS = ["Otomatik", "Manuel"] as const;
/** The furnished filter's values: a listing's `furnished` checkbox is stored as a JSON boolean. */
export const FURNISHED_OPTIONS = ["true", "false"] as const;

/** Image as stored on a listing: the original plus responsive variants (see the storage adapter). */
export interface ListingImage {
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; format: "webp" | "avif" }[];
}

export type Specifications = Record<string, string | number | boolean | string[] | null>;

/** Fallback TRY-per-unit rates when no provider answers (docs/product.md §9). */
export const FALLBACK_RATES: Record<Exclude<Currency, "TRY">, number> = { USD: 43, EUR: 47.5, GBP: 56 };

/** Specification keys each category's card may show, in order. */
export const CARD_SPEC_KEYS: Record<Category, readonly string[]> = {
  houses: ["rooms", "square_meters", "house_type"],
  cars: ["brand", "model", "model_year"],
  shops: ["type", "square_meters", "floor"],
  hotels: ["stars", "board", "distance_to_sea"],
  apartments: ["rooms", "square_meters", "furnished"],
};

/** Alternative keys holding the same fact (docs/product.md §3: rooms or room_count, square_meters or area). */
const SPEC_ALIASES: Record<string, readonly string[]> = {
  rooms: ["rooms", "room_count"],
  square_meters: ["square_meters", "area"],
};

/** A card fact's value: the first of its keys holding a plain value (not empty, not a list). */
export function cardSpecValue(specifications: Specifications, key: string) {
  for (const alias of SPEC_ALIASES[key] ?? [key]) {
    const value = specifications[alias];
    if (value !== null && value !== undefined && value !== "" && !Array.isArray(value)) return value;
  }
  return undefined;
}

/**
 * The part of a listing's specifications its card shows — the card's facts under their own keys,
 * and the rental term — which is all a list page sends (50 cards' data is
 * serialised again for hydration, so every unused specification costs twice).
 */
export function cardSpecifications(category: Category, specifications: Specifications): Specifications {
  const kept: Specifications = {};
  for (const key of CARD_SPEC_KEYS[category] ?? []) {
    const value = cardSpecValue(specifications, key);
    if (value !== undefined) kept[key] = value;
  }
  if (typeof specifications.rental_term === "string") kept.rental_term = specifications.rental_term;
  return kept;
}

/**
 * What a listing card needs; dates are ISO strings so loader data stays serialisable. Its
 * `specifications` are only the card's (`cardSpecifications`).
 */
export interface ListingSummary {
  id: string;
  title: string;
  titleEn: string | null;
  /** The title in Russian, German, Persian and Arabic, where written (decision 041; `listingTitleIn`). */
  titles?: ListingTitles;
  price: number;
  currency: Currency;
  location: string;
  category: Category;
  image: ListingImage | null;
  isFeatured: boolean;
  views: number;
  createdAt: string;
  specifications: Specifications;
  /** The listing number ("İlan no 100123"). */
  number: number;
  /**
   * A car's make by name ("Nissan" for `brand: "nissan"`), set by the server: the table of makes
   * stays out of public pages' JavaScript (domain/car-brands.ts).
   */
  brandName?: string;
  /** Whether the listing has a video and a 3D tour (the card's badges); left out when it has neither. */
  media?: MediaJump[];
}

/**
 * A listing's media besides photos, as its card's badges and its gallery's buttons name them: a
 * video (uploaded or YouTube) or a 3D tour (Matterport). A badge links to the listing's page with
 * `#<hash>`, which opens the gallery at the first one.
 */
export type MediaJump = "video" | "tour";
export const MEDIA_HASHES: Record<MediaJump, string> = { video: "video", tour: "3d-tur" };

/** A listing's rental term (a known value): what its price is for ("monthly" → "$450 / Aylık"). */
export function rentalTermOf(specifications: Specifications): RentalTerm | null {
  const term = specifications.rental_term;
  return typeof term === "string" && (RENTAL_TERMS as readonly string[]).includes(term) ? (term as RentalTerm) : null;
}
