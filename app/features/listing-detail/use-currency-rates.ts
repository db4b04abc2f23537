import { useEffect, useEffectEvent, useState } from "react";
import type { CurrencyRates, RatesTable } from "~/domain/currency";
import { fetchRates, readCachedRates, writeCachedRates } from "~/lib/currency-rates";

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
    void fetchRates(signal).then((fetched) => {
      // Offline or aborted: keep what the page already has (or hide the approximate amount).
      if (fetched && !signal.aborted) setRates(fetched);
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
