import type { ListingMap, MediaLink } from "./media-links";
import type { AccountType, ListingStatus, ListingSummary } from "./listing";
import type { ListingContent, ListingModeration } from "./listing-revision";
import type { PricePoint } from "./price-history";

/** Other listings of the same seller shown under a listing (docs/product.md §9). */
export const MORE_FROM_SELLER_LIMIT = 3;
/** Shared text is cut to this many characters (docs/product.md §9). */
export const SHARE_TEXT_MAX_LENGTH = 140;

/** Listing ids are UUIDs; anything else is answered "not found" without asking the database. */
export { isUuid as isListingId } from "./uuid";

/**
 * The random id a browser keeps (localStorage) and sends with a view in this header, so visitors
 * sharing one address are told apart (the server counts a bounded number per address: decision 013).
 */
export const BROWSER_ID_HEADER = "x-kk-browser";
export const BROWSER_ID_STORAGE_KEY = "kk_browser_id";
const BROWSER_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export const isBrowserId = (value: unknown): value is string => typeof value === "string" && BROWSER_ID_PATTERN.test(value);

/** Browser-storage flag set once a browser has counted a view of a listing (docs/product.md §4 "Views"). */
export const viewedFlagKey = (listingId: string) => `viewed:${listingId}`;

/** One listing as its detail page shows it; dates are ISO strings so loader data stays serialisable. */
export interface ListingDetail extends ListingContent {
  id: string;
  ownerId: string;
  location: string;
  /** A car's make by name, set by the server (the table of makes stays out of the page's JavaScript). */
  brandName?: string;
  isFeatured: boolean;
  views: number;
  /** The listing number ("İlan no 104523"): short, stable, searchable. */
  number: number;
  status: ListingStatus;
  /** When its owner marked it rented (ISO; only while its status is 'rented'), else null. */
  rentedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The seller card. There is no rating data in the product (no reviews exist), so the card shows
 * "no ratings yet" instead of inventing a score.
 */
export interface SellerSummary {
  id: string;
  /** Company name for companies (when set), else the display name; null when neither is known. */
  name: string | null;
  accountType: AccountType;
  avatarUrl: string | null;
  /** The profile's creation time (ISO): "member since". */
  memberSince: string;
  /** The seller's public (active) listings, this one included. */
  listingCount: number;
  phone: string | null;
  whatsapp: string | null;
}

/** Labels the admins gave to a category's form fields (used for keys the page has no text for). */
export type FieldLabels = Record<string, { tr: string; en: string | null }>;

/** Everything the listing detail page needs besides the currency rates. */
export interface ListingDetailPayload {
  listing: ListingDetail;
  seller: SellerSummary;
  moreFromSeller: ListingSummary[];
  /** Listings like this one, shown on a rented listing's page; empty otherwise. */
  similar: ListingSummary[];
  fieldLabels: FieldLabels;
  /** Only for the owner and admins: the listing's moderation (the status banner); null for others. */
  moderation: ListingModeration | null;
  /**
   * The listing's videos and tours, and its map, parsed on the server from what the member pasted
   * (`domain/media-links.ts`): the page embeds only these values and needs no link parser.
   */
  media: MediaLink[];
  map: ListingMap | null;
  /**
   * The listing's prices, oldest first (at most PRICE_HISTORY_LIMIT, the newest ones;
   * decision 031); empty while it has had only one price. Public: the same for every viewer.
   */
  priceHistory: PricePoint[];
}

/** Only digits of a phone number, for wa.me and tel: links; null when too short to dial. */
export function phoneDigits(value: string | null | undefined): string | null {
  const digits = (value ?? "").replace(/\D/g, "");
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

/** The fixed Turkish greeting sent to the seller by WhatsApp (docs/product.md §2), naming the listing title. */
export function whatsAppGreeting(title: string): string {
  return `Merhaba, KKTC Kiralık'taki "${title}" ilanınızla ilgileniyorum.`;
}

/**
 * The message a visitor's WhatsApp starts with. On a Turkish page the spec's greeting alone; on the
 * other languages' pages the seller reads the same greeting, the visitor the same sentence in their
 * language below it (`translation`), and the listing's number ends it so neither has to guess which
 * listing is meant (decision 040).
 */
export function whatsAppMessage(title: string, visitor?: { translation: string; number: number }): string {
  const greeting = whatsAppGreeting(title);
  return visitor ? `${greeting}\n${visitor.translation}\nİlan no ${visitor.number}` : greeting;
}

/** wa.me link to the seller's WhatsApp (or phone) number with the message; null without a number. */
export function whatsAppLink(
  seller: Pick<SellerSummary, "whatsapp" | "phone">,
  title: string,
  visitor?: { translation: string; number: number },
): string | null {
  const digits = phoneDigits(seller.whatsapp) ?? phoneDigits(seller.phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(whatsAppMessage(title, visitor))}` : null;
}

/** Text cut to `max` characters (an ellipsis included), at a word boundary when one is close. */
export function truncateText(text: string, max = SHARE_TEXT_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
