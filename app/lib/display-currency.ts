import { useSyncExternalStore } from "react";
import { DISPLAY_CURRENCIES, DISPLAY_CURRENCY_STORAGE_KEY, type RatesTable } from "~/domain/currency";
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
// The rates, for the components that convert (loaded with app/lib/currency-rates.ts on first use,
// once per page for all of them).

let sharedRates: RatesTable | null = null;
let ratesRequest: Promise<void> | null = null;
const rateListeners = new Set<() => void>();

function subscribeRates(listener: () => void) {
  rateListeners.add(listener);
  ratesRequest ??= import("./currency-rates")
    .then((module) => module.loadRates())
    .then((rates) => {
      sharedRates = rates;
      for (const each of rateListeners) each();
    });
  return () => rateListeners.delete(listener);
}

/**
 * The rates to show converted prices with, or null while there are none (or none are `wanted`,
 * e.g. no currency is chosen: then nothing is loaded).
 */
export function useDisplayRates(wanted: boolean): RatesTable | null {
  return useSyncExternalStore(
    wanted ? subscribeRates : noSubscription,
    () => (wanted ? sharedRates : null),
    () => null,
  );
}

const noSubscription = () => () => {};
