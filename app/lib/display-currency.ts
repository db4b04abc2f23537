import { useSyncExternalStore } from "react";
import {
  type CurrencyRates,
  DISPLAY_CURRENCIES,
  DISPLAY_CURRENCY_STORAGE_KEY,
  RATES_MAX_AGE_MS,
  RATES_STORAGE_KEY,
  RATE_SOURCES,
  type RatesTable,
  isRatesTable,
} from "~/domain/currency";
import type { Currency } from "~/domain/listing";

/*
 * The visitor's display currency and the rates to convert with (decision 042). Both live in this
 * browser only: the server renders every public page the same for everyone (a shared cache keeps
 * it by its URL), and the converted amounts appear once the page has hydrated. Before that, and
 * when nothing is chosen or no rates can be had, pages show each listing's own price as before.
 */

// ---------------------------------------------------------------------------------------------
// The choice, in browser storage, shared by every component (and every tab, by the storage event).

const listeners = new Set<() => void>();

function readChoice(): Currency | null {
  try {
    const value = window.localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY);
    return (DISPLAY_CURRENCIES as readonly (string | null)[]).includes(value) ? (value as Currency) : null;
  } catch {
    return null;
  }
}

function subscribeChoice(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISPLAY_CURRENCY_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Remembers the visitor's display currency (every component showing prices follows at once). */
export function setDisplayCurrency(currency: Currency) {
  try {
    window.localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage unavailable: the choice lasts as long as the page.
  }
  memoryChoice = currency;
  for (const listener of listeners) listener();
}

let memoryChoice: Currency | null = null;

/** The visitor's display currency, or null when none is chosen (and during server render and hydration). */
export function useDisplayCurrency(): Currency | null {
  return useSyncExternalStore(
    subscribeChoice,
    () => readChoice() ?? memoryChoice,
    () => null,
  );
}

// ---------------------------------------------------------------------------------------------
// The rates: the browser's copy (`currency:rates:v2`, valid 6 hours, docs/product.md §9), else one
// GET /api/currency per page load for all the components that ask.

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
export function isCurrencyRates(value: unknown): value is CurrencyRates {
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

let sharedRates: RatesTable | null = null;
let ratesRequest: Promise<void> | null = null;
const rateListeners = new Set<() => void>();

/** The rates this page converts with: the browser's copy once read (a stable object for React). */
function currentRates(): RatesTable | null {
  if (!sharedRates) sharedRates = readCachedRates()?.rates ?? null;
  return sharedRates;
}

function subscribeRates(listener: () => void) {
  rateListeners.add(listener);
  if (!currentRates() && !ratesRequest) {
    ratesRequest = fetchRates().then((rates) => {
      sharedRates = rates;
      for (const each of rateListeners) each();
    });
  }
  return () => rateListeners.delete(listener);
}

/**
 * The rates to show converted prices with, or null while there are none (or no currency is
 * chosen: then nothing is fetched).
 */
export function useDisplayRates(wanted: boolean): RatesTable | null {
  return useSyncExternalStore(
    wanted ? subscribeRates : noSubscription,
    () => (wanted ? currentRates() : null),
    () => null,
  );
}

const noSubscription = () => () => {};
