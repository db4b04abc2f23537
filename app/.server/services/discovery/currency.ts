/**
 * Currency rates with a cache that works across app nodes: the last good provider answer is kept
 * in `app_meta` (key `currency_rates`) and is fresh for 6 hours; each process adds a short memo on
 * top so pages do not read the database on every request. When the provider fails, the last good
 * rates are served (even when old), then the built-in FALLBACK_RATES (docs/product.md §8, §9).
 */
import { eq } from "drizzle-orm";
import { type CurrencyRates, FALLBACK_CURRENCY_RATES, RATES_MAX_AGE_MS, type RatesTable, isRatesTable } from "~/domain/currency";
import { fetchTcmbRates } from "../../adapters/currency";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";
import type { Logger } from "pino";

export const CURRENCY_RATES_META_KEY = "currency_rates";

/** What is stored: the provider's last good answer. */
export interface StoredRates {
  rates: RatesTable;
  fetchedAt: string;
}

export interface CurrencyRatesServiceOptions {
  db: Db;
  /** Asks the provider (the TCMB adapter in production, a fake in tests). */
  fetchRates: () => Promise<RatesTable>;
  now?: () => number;
  maxAgeMs?: number;
  /** How long a process trusts what it last read from the database. */
  memoMs?: number;
  /** After a failed refresh, the provider is not asked again for this long (by this process). */
  retryAfterMs?: number;
  onError?: (error: unknown, stage: "provider" | "database") => void;
}

export interface CurrencyRatesService {
  /**
   * For JSON answers: fresh stored rates, else asks the provider (bounded by its timeout), else the
   * last good rates, else the built-in ones.
   */
  getRates(): Promise<CurrencyRates>;
  /**
   * For page loaders: never waits for the provider. Returns stored or built-in rates at once and,
   * when they are stale or missing, refreshes them in the background.
   */
  getRatesForPage(): Promise<CurrencyRates>;
  /** Asks the provider now (one request at a time per process); the stored rates, or null on failure. */
  refresh(): Promise<StoredRates | null>;
}

function parseStored(value: unknown): StoredRates | null {
  if (!value || typeof value !== "object") return null;
  const { rates, fetchedAt } = value as Record<string, unknown>;
  if (!isRatesTable(rates) || typeof fetchedAt !== "string" || Number.isNaN(Date.parse(fetchedAt))) return null;
  return { rates: { USD: rates.USD, EUR: rates.EUR, GBP: rates.GBP }, fetchedAt };
}

export async function readStoredRates(db: Db): Promise<StoredRates | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CURRENCY_RATES_META_KEY)).limit(1);
  return parseStored(row?.value);
}

export async function writeStoredRates(db: Db, stored: StoredRates): Promise<void> {
  const now = new Date();
  await db
    .insert(appMeta)
    .values({ key: CURRENCY_RATES_META_KEY, value: stored, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: stored, updatedAt: now } });
}

export function createCurrencyRatesService(options: CurrencyRatesServiceOptions): CurrencyRatesService {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? RATES_MAX_AGE_MS;
  const memoMs = options.memoMs ?? 60_000;
  const retryAfterMs = options.retryAfterMs ?? 5 * 60_000;
  const onError = options.onError ?? (() => {});

  let memo: { stored: StoredRates | null; readAt: number } | null = null;
  let inFlight: Promise<StoredRates | null> | null = null;
  let failedAt: number | null = null;

  const isFresh = (stored: StoredRates) => now() - Date.parse(stored.fetchedAt) < maxAgeMs;
  const mayAskProvider = () => failedAt === null || now() - failedAt >= retryAfterMs;
  const answer = (stored: StoredRates, source: "tcmb" | "cache"): CurrencyRates => ({
    base: "TRY",
    rates: { ...stored.rates },
    fetchedAt: stored.fetchedAt,
    source,
  });

  async function stored(): Promise<StoredRates | null> {
    if (memo && now() - memo.readAt < memoMs) return memo.stored;
    try {
      const value = await readStoredRates(options.db);
      memo = { stored: value, readAt: now() };
      return value;
    } catch (error) {
      onError(error, "database");
      return memo?.stored ?? null;
    }
  }

  function refresh(): Promise<StoredRates | null> {
    inFlight ??= (async () => {
      let rates: RatesTable;
      try {
        rates = await options.fetchRates();
      } catch (error) {
        failedAt = now();
        onError(error, "provider");
        return null;
      }
      failedAt = null;
      const fresh: StoredRates = { rates, fetchedAt: new Date(now()).toISOString() };
      memo = { stored: fresh, readAt: now() };
      try {
        await writeStoredRates(options.db, fresh);
      } catch (error) {
        onError(error, "database");
      }
      return fresh;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    refresh,
    async getRates() {
      const last = await stored();
      if (last && isFresh(last)) return answer(last, "cache");
      if (mayAskProvider()) {
        const fresh = await refresh();
        if (fresh) return answer(fresh, "tcmb");
      }
      return last ? answer(last, "cache") : { ...FALLBACK_CURRENCY_RATES, rates: { ...FALLBACK_CURRENCY_RATES.rates } };
    },
    async getRatesForPage() {
      const last = await stored();
      if (last && isFresh(last)) return answer(last, "cache");
      if (mayAskProvider()) void refresh();
      return last ? answer(last, "cache") : { ...FALLBACK_CURRENCY_RATES, rates: { ...FALLBACK_CURRENCY_RATES.rates } };
    },
  };
}

/** The rates service on the app database and the configured TCMB-format provider (one per app context). */
export function currencyRatesService(db: Db, providerUrl: string, log: Pick<Logger, "warn">): CurrencyRatesService {
  return createCurrencyRatesService({
    db,
    fetchRates: () => fetchTcmbRates(providerUrl),
    onError: (error, stage) =>
      log.warn(
        { err: error, stage },
        stage === "provider" ? "currency provider failed; serving cached or built-in rates" : "currency rates storage failed",
      ),
  });
}
