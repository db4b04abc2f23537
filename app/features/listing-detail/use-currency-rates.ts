import { useEffect, useEffectEvent, useState } from "react";
import { type CurrencyRates, RATES_MAX_AGE_MS, RATES_STORAGE_KEY, RATE_SOURCES, type RatesTable, isRatesTable } from "~/domain/currency";

interface CachedRates {
  rates: RatesTable;
  fetchedAt: string | null;
  savedAt: number;
}

/** The browser's copy of the rates (docs/product.md §9: `currency:rates:v2`, valid 6 hours); null when missing or expired. */
function readCachedRates(now = Date.now()): CachedRates | null {
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

function writeCachedRates(rates: CurrencyRates) {
  try {
    const entry: CachedRates = { rates: rates.rates, fetchedAt: rates.fetchedAt, savedAt: Date.now() };
    window.localStorage.setItem(RATES_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage unavailable or full: the rates just are not cached.
  }
}

function isCurrencyRates(value: unknown): value is CurrencyRates {
  if (!value || typeof value !== "object") return false;
  const body = value as Partial<CurrencyRates>;
  return body.base === "TRY" && isRatesTable(body.rates) && (RATE_SOURCES as readonly string[]).includes(String(body.source));
}

/**
 * The TRY rates for approximate amounts. The page starts with the rates its loader sent (so the
 * server and the first client render agree). Real provider rates from the loader are kept in the
 * browser cache; when the loader only had the built-in fallback (or no rates, e.g. a cached page),
 * the browser cache is used, else GET /api/currency is asked once and its answer cached.
 */
export function useCurrencyRates(initial: CurrencyRates | null): RatesTable | null {
  const [rates, setRates] = useState<RatesTable | null>(initial?.rates ?? null);
  const initialSource = initial?.source ?? null;
  const initialFetchedAt = initial?.fetchedAt ?? null;

  // Settled once per page on purpose: later loader answers (e.g. a language switch) keep these rates.
  const settle = useEffectEvent((signal: AbortSignal) => {
    const cached = readCachedRates();
    if (initial && initialSource !== "fallback") {
      const cachedTime = cached?.fetchedAt ? Date.parse(cached.fetchedAt) : 0;
      const loaderTime = initialFetchedAt ? Date.parse(initialFetchedAt) : 0;
      if (!cached || loaderTime > cachedTime) writeCachedRates(initial);
      return;
    }
    if (cached) {
      setRates(cached.rates);
      return;
    }
    fetch("/api/currency", { headers: { accept: "application/json" }, signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (!isCurrencyRates(body)) return;
        setRates(body.rates);
        if (body.source !== "fallback") writeCachedRates(body);
      })
      .catch(() => {
        // Offline or aborted: keep what the page already has (or hide the approximate amount).
      });
  });
  useEffect(() => {
    const controller = new AbortController();
    // A task of its own, after hydration's (see useViewCounter).
    const timer = setTimeout(() => settle(controller.signal), 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  return rates;
}
