import type { Currency } from "./listing";

/**
 * Price history and price drops (decision 031). Every price a listing has had is a
 * row of `listing_prices` (written by triggers); a *drop* is a new price lower than the previous one
 * in the same currency. A change of currency is never a drop (nor a rise): amounts in two currencies
 * are not compared (the rates move; decision 011 compares them only for sorting and filtering).
 */
export interface Price {
  price: number;
  currency: Currency;
}

/** One entry of a listing's price history, as its page shows it (ISO date: loader data stays serialisable). */
export interface PricePoint extends Price {
  changedAt: string;
}

/** The most entries the detail page shows (the newest ones). */
export const PRICE_HISTORY_LIMIT = 12;

/** True when `next` is lower than `previous` in the same currency. */
export const isPriceDrop = (previous: Price, next: Price): boolean => previous.currency === next.currency && next.price < previous.price;

/** A drop of a live listing's price, found by the write that made it and sent as a notice of its transaction. */
export interface PriceDrop {
  listingId: string;
  from: Price;
  to: Price;
}

/** The drop between two versions of a listing, or null when its price did not drop. */
export function priceDropOf(listingId: string, previous: Price, next: Price): PriceDrop | null {
  return isPriceDrop(previous, next)
    ? { listingId, from: { price: previous.price, currency: previous.currency }, to: { price: next.price, currency: next.currency } }
    : null;
}
