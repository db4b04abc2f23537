import type { Category } from "./categories";

/** Constants of the listing entity shared by forms and server (spec §3, §4, §9). */
export const LISTING_STATUSES = ["pending", "active", "rejected", "deleted"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

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
/** The sorts of spec §2; "relevance" (issue 15) applies only with a search text and is its default. */
export type SortOption = (typeof SORT_OPTIONS)[number];

export const ACCOUNT_TYPES = ["individual", "company"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const PARTNER_TYPES = ["real_estate", "car_rental", "hotel", "apartment"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const FIELD_TYPES = ["number", "boolean", "select", "multiselect", "date", "text"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const ROOM_OPTIONS = ["1+0", "1+1", "2+1", "3+1", "4+1", "5+"] as const;
export const HOUSE_TYPES = [
  "Villa", "Daire", "İkiz Villa", "Oda", "Penthouse", "Rezidans", "Bungalov", "Müstakil Ev", "Devre Mülk",
] as const;
export const SHOP_TYPES = ["shop", "office", "warehouse", "factory"] as const;
export const HOTEL_STARS = ["5", "4", "3", "2"] as const;
export const HOTEL_BOARDS = ["Sadece Oda", "Oda Kahvaltı", "Yarım Pansiyon", "Tam Pansiyon", "Her Şey Dahil"] as const;

/** Image as stored on a listing: the original plus responsive variants (see the storage adapter). */
export interface ListingImage {
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; format: "webp" | "avif" }[];
}

export type Specifications = Record<string, string | number | boolean | string[] | null>;

/** Fallback TRY-per-unit rates when no provider answers (spec §9). */
export const FALLBACK_RATES: Record<Exclude<Currency, "TRY">, number> = { USD: 43, EUR: 47.5, GBP: 56 };

/** What a listing card needs; dates are ISO strings so loader data stays serialisable. */
export interface ListingSummary {
  id: string;
  title: string;
  titleEn: string | null;
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
}

