import { type Currency, FALLBACK_RATES } from "./listing";

/** Currencies converted to TRY (docs/product.md §3 "Currency rates", §9). */
export const FOREIGN_CURRENCIES = ["USD", "EUR", "GBP"] as const satisfies readonly Exclude<Currency, "TRY">[];
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

export const isForeignCurrency = (value: unknown): value is ForeignCurrency => (FOREIGN_CURRENCIES as readonly unknown[]).includes(value);

/**
 * The currencies a visitor may see prices in (decision 042), lira first: the choice is kept in the
 * browser (`DISPLAY_CURRENCY_STORAGE_KEY`), never sent to the server, so every public page stays
 * the same for everyone; prices are converted after the page has loaded.
 */
export const DISPLAY_CURRENCIES = ["TRY", "GBP", "EUR", "USD"] as const satisfies readonly Currency[];
export const DISPLAY_CURRENCY_STORAGE_KEY = "kk_currency";

/** TRY per one unit of each foreign currency. */
export type RatesTable = Record<ForeignCurrency, number>;

/** Where a rates answer came from: the provider just now, the stored last good rates, or the built-in ones. */
export const RATE_SOURCES = ["tcmb", "cache", "fallback"] as const;
type RateSource = (typeof RATE_SOURCES)[number];

/** The body of GET /api/currency, also handed to pages by their loaders. */
export interface CurrencyRates {
  base: "TRY";
  rates: RatesTable;
  /** When the provider published/was asked for these rates (ISO); null for the built-in fallback. */
  fetchedAt: string | null;
  source: RateSource;
}

/** Rates are cached for 6 hours (server and browser), and the provider gets 6 s to answer (docs/product.md §9). */
export const RATES_MAX_AGE_MS = 6 * 60 * 60 * 1000;
export const RATES_FETCH_TIMEOUT_MS = 6_000;
/** The browser's cache key (docs/product.md §9). */
export const RATES_STORAGE_KEY = "currency:rates:v2";

export const FALLBACK_CURRENCY_RATES: CurrencyRates = {
  base: "TRY",
  rates: { ...FALLBACK_RATES },
  fetchedAt: null,
  source: "fallback",
};

/** A plausible TRY-per-unit rate: a finite positive number (a provider answering 0 or junk is rejected). */
export function isValidRate(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 && value < 1_000_000;
}

/** True when every foreign currency has a valid rate. */
export function isRatesTable(value: unknown): value is RatesTable {
  if (!value || typeof value !== "object") return false;
  return FOREIGN_CURRENCIES.every((code) => isValidRate((value as Record<string, unknown>)[code]));
}

/**
 * An amount converted from one currency to another through TRY at `rates` (TRY per unit), rounded to
 * a whole unit; null when a rate is missing or invalid, or the amount is not a plain price.
 */
export function convertPrice(
  amount: number,
  from: Currency,
  to: Currency,
  rates: Partial<Record<string, number>> | null | undefined,
): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  if (from === to) return Math.round(amount);
  const fromRate = from === "TRY" ? 1 : rates?.[from];
  const toRate = to === "TRY" ? 1 : rates?.[to];
  if (!isValidRate(fromRate) || !isValidRate(toRate)) return null;
  const converted = Math.round((amount * fromRate) / toRate);
  return Number.isSafeInteger(converted) ? converted : null;
}
