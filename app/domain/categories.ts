/** The five rental categories, their Turkish URL segments and admin labels (docs/product.md §2, §9). */
export const CATEGORIES = ["houses", "cars", "shops", "hotels", "apartments"] as const;
export type Category = (typeof CATEGORIES)[number];

export const DEFAULT_CATEGORY: Category = "houses";

/** Category → route segment: houses=evler, cars=araclar, shops=dukkanlar, hotels=oteller, apartments=apartlar. */
export const CATEGORY_SEGMENTS: Record<Category, string> = {
  houses: "evler",
  cars: "araclar",
  shops: "dukkanlar",
  hotels: "oteller",
  apartments: "apartlar",
};

/** Legacy English segments that redirect to the Turkish ones. */
export const CATEGORY_ENGLISH_SEGMENTS: Record<Category, string> = {
  houses: "houses",
  cars: "cars",
  shops: "shops",
  hotels: "hotels",
  apartments: "apartments",
};

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (CATEGORIES as readonly string[]).includes(value);
}

export function categoryFromSegment(segment: string): Category | undefined {
  return CATEGORIES.find((category) => CATEGORY_SEGMENTS[category] === segment);
}
