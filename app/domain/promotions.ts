import type { Currency } from "./listing";

/**
 * The paid promotion packages ("Doping", docs/product.md §2 "Promotions", §3 "Doping package"). They are sold
 * by a WhatsApp message to the business number, not an online checkout. This module is the one
 * place that says which packages exist, what they cost, which is highlighted and which features
 * each lists; every text (title, subtitle, feature, price period) is translated under
 * `promotions.*` in app/lib/i18n/sections/promotions*.ts.
 */

export const PROMOTION_PACKAGE_IDS = ["basic", "premium", "premium-plus", "sponsor-banner"] as const;
export type PromotionPackageId = (typeof PROMOTION_PACKAGE_IDS)[number];

export const PROMOTION_PERIODS = ["weekly", "monthly"] as const;
type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];

/** Feature keys; their texts are `promotions.features.<key>`. */
export const PROMOTION_FEATURES = [
  "featuredBadge",
  "categoryTop",
  "homeFeatured",
  "priorityReview",
  "socialMedia",
  "personalSupport",
  "thirtyDays",
  "homeBanner",
  "ownLink",
  "bannerChange",
  "weeklyOrMonthly",
] as const;
type PromotionFeature = (typeof PROMOTION_FEATURES)[number];

/** Prices are in Turkish lira. */
export const PROMOTION_CURRENCY: Currency = "TRY";

interface PromotionPrice {
  period: PromotionPeriod;
  /** Whole Turkish lira. */
  amount: number;
}

export interface PromotionPackage {
  id: PromotionPackageId;
  /** The package the page recommends (drawn out, with a "most popular" badge). */
  highlight: boolean;
  /** One price per period it can be bought for (the sponsor banner: weekly or monthly). */
  prices: readonly PromotionPrice[];
  features: readonly PromotionFeature[];
}

export const PROMOTION_PACKAGES: readonly PromotionPackage[] = [
  {
    id: "basic",
    highlight: false,
    prices: [{ period: "monthly", amount: 750 }],
    features: ["featuredBadge", "categoryTop", "thirtyDays"],
  },
  {
    id: "premium",
    highlight: true,
    prices: [{ period: "monthly", amount: 1500 }],
    features: ["featuredBadge", "categoryTop", "homeFeatured", "priorityReview", "thirtyDays"],
  },
  {
    id: "premium-plus",
    highlight: false,
    prices: [{ period: "monthly", amount: 2500 }],
    features: ["featuredBadge", "categoryTop", "homeFeatured", "priorityReview", "socialMedia", "personalSupport", "thirtyDays"],
  },
  {
    id: "sponsor-banner",
    highlight: false,
    prices: [
      { period: "weekly", amount: 1000 },
      { period: "monthly", amount: 3000 },
    ],
    features: ["homeBanner", "ownLink", "bannerChange", "weeklyOrMonthly"],
  },
];

/** A translator (`useTranslation`'s `t` or `translate` bound to a locale). */
export type PromotionTranslate = (
  key: `promotions.packages.${PromotionPackageId}.title` | "promotions.purchaseMessage",
  options?: Record<string, unknown>,
) => string;

/** The package's translated title, e.g. 'Öne Çıkar - Temel'. */
export function promotionTitle(t: PromotionTranslate, id: PromotionPackageId): string {
  return t(`promotions.packages.${id}.title`);
}

/** The prefilled purchase message, in the visitor's language, naming the package. */
export function promotionPurchaseMessage(t: PromotionTranslate, id: PromotionPackageId): string {
  return t("promotions.purchaseMessage", { package: promotionTitle(t, id) });
}

/** A wa.me deep link to `number` (digits with the country code) with a prefilled message. */
export function whatsAppMessageLink(number: string, message: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 8 || digits.length > 15) throw new Error(`Not a WhatsApp number: ${JSON.stringify(number)}`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** The purchase button's link: the business number with the message naming the package. */
export function promotionPurchaseLink(businessNumber: string, t: PromotionTranslate, id: PromotionPackageId): string {
  return whatsAppMessageLink(businessNumber, promotionPurchaseMessage(t, id));
}
