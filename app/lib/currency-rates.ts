import type { CurrencyRates, RatesTable } from "~/domain/currency";
import { RATES_MAX_AGE_MS, RATES_STORAGE_KEY, RATE_SOURCES, isRatesTable } from "~/domain/currency";

/*
 * The rates to convert prices with: the browser's copy (`currency:rates:v2`, valid 6 hours,
 * docs/product.md §9), else GET /api/currency. Loaded only where an amount is converted (the
 * detail page, or a card once the visitor has chosen a currency: see display-currency.ts).
 */

interface CachedRates {
  rates: RatesTable;
  fetchedAt: string | null;
  savedAt: number;
}

/** The browser's copy of the rates; null when missing or expired. */
export function readCachedRates(now = Date.now()): CachedRates | null {
  try {
    const raw = window.localStorage.getItem(RATES_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CachedRates>;
    if (!isRatesTable(value.rates) || typeof value.savedAt !== "number") return null;
    if (now - value.savedAt >= RATES_MAX_AGE_MS || value.savedAt > now + 60_000) return null;
    return { rates: value.rates, fetchedAt: typeof value.fetchedAt === "string" ? value.fetchedAt : null, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

/** Keeps provider rates in the browser's copy. */
export function writeCachedRates(rates: CurrencyRates) {
  try {
    const entry: CachedRates = { rates: rates.rates, fetchedAt: rates.fetchedAt, savedAt: Date.now() };
    window.localStorage.setItem(RATES_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage unavailable or full: the rates just are not cached.
  }
}

/** A body of GET /api/currency. */
function isCurrencyRates(value: unknown): value is CurrencyRates {
  if (!value || typeof value !== "object") return false;
  const body = value as Partial<CurrencyRates>;
  return body.base === "TRY" && isRatesTable(body.rates) && (RATE_SOURCES as readonly string[]).includes(String(body.source));
}

/** Asks GET /api/currency; caches provider rates. Null when offline or refused. */
export async function fetchRates(signal?: AbortSignal): Promise<RatesTable | null> {
  try {
    const response = await fetch("/api/currency", { headers: { accept: "application/json" }, signal });
    const body: unknown = response.ok ? await response.json() : null;
    if (!isCurrencyRates(body)) return null;
    if (body.source !== "fallback") writeCachedRates(body);
    return body.rates;
  } catch {
    return null;
  }
}

/** The browser's copy, else the answer of GET /api/currency (null when neither can be had). */
export async function loadRates(): Promise<RatesTable | null> {
  return readCachedRates()?.rates ?? (await fetchRates());
}
