import { type ReactNode, createContext, createElement, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from "react";

/**
 * The browser's data cache for public data (docs/product.md §9), in place of TanStack Query (≈ 10 KB gzip on
 * every public page; the public pages' JavaScript budget, docs/performance.md). It does what the pages use and no more: entries by
 * key, seeded with the server-rendered data; a fetch on mount when there is no data or it is older
 * than `staleTime`; a refetch every `refetchInterval` while the page is visible; one fetch in flight
 * per entry; 3 retries with backoff; entries collected 5 minutes after their last user left; and
 * `setData` for optimistic updates.
 */

/** The cache times of docs/product.md §9, in milliseconds, for the public data the client keeps. */
export const CACHE_TIMES = {
  featured: { staleTime: 5 * 60_000, refetchInterval: 2 * 60_000 },
  recent: { staleTime: 2 * 60_000, refetchInterval: 3 * 60_000 },
  sponsored: { staleTime: 5 * 60_000, refetchInterval: 5 * 60_000 },
  partners: { staleTime: 5 * 60_000, refetchInterval: 5 * 60_000 },
  category: { staleTime: 15 * 60_000, refetchInterval: 2 * 60_000 },
  listingDetail: { staleTime: 5 * 60_000 },
} as const;

/** docs/product.md §9 "Browser data cache": the data cache retries 3 times… */
export const RETRIES = 3;
/** …with exponential backoff (1 s, 2 s, 4 s…) capped at 30 s… */
export const defaultRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
/** …and forgets an entry 5 minutes after the last component using it went away. */
const GC_TIME = 5 * 60_000;

export interface QueryState<T> {
  data: T | undefined;
  /** When `data` was stored (ms since the epoch); 0 without data. */
  updatedAt: number;
  /** The last fetch's error once its retries ran out; null after a success. */
  error: unknown;
  isFetching: boolean;
  /** The fetch in flight appends the next page (see `Query.fetch`'s `nextPage`). */
  isFetchingNextPage: boolean;
  /** The last fetch of a next page failed. */
  isFetchNextPageError: boolean;
}

/** Fetches an entry's new data; `current` is its data when the attempt starts. */
export type Fetcher<T> = (signal: AbortSignal, current: T | undefined) => Promise<T>;

export interface FetchOptions {
  /** Delay before retry `attempt` (0 for the first retry). */
  retryDelay?: (attempt: number) => number;
  /** Loading the next page: takes over from a background refetch in flight instead of joining it. */
  nextPage?: boolean;
}

const isBrowser = typeof window !== "undefined";

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** One cache entry: its state, the components using it and its fetch in flight. */
export class Query<T> {
  private state: QueryState<T> = {
    data: undefined,
    updatedAt: 0,
    error: null,
    isFetching: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
  };
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private running: Promise<void> | null = null;
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly collect: () => void) {
    this.scheduleCollection();
  }

  getState = (): QueryState<T> => this.state;

  /** For useSyncExternalStore. The last listener leaving cancels the fetch in flight. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    clearTimeout(this.gcTimer);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.cancel();
      this.scheduleCollection();
    };
  };

  /** Stores server-rendered data without telling anyone (called while rendering). */
  seed(data: T, updatedAt: number) {
    this.state = { ...this.state, data, updatedAt };
  }

  setData(data: T) {
    this.update({ data, updatedAt: Date.now(), error: null });
  }

  /**
   * Runs `fetcher` with retries and stores its answer. A fetch already in flight is joined (one
   * request per entry at a time), except that a next page takes over from a refetch.
   */
  fetch(fetcher: Fetcher<T>, { retryDelay = defaultRetryDelay, nextPage = false }: FetchOptions = {}): Promise<void> {
    if (this.running) {
      if (!nextPage || this.state.isFetchingNextPage) return this.running;
      this.cancel();
    }
    const controller = new AbortController();
    this.controller = controller;
    this.update({
      isFetching: true,
      isFetchingNextPage: nextPage,
      ...(nextPage ? { isFetchNextPageError: false } : {}),
      // Without data, a new attempt shows as loading again rather than as the old error.
      ...(this.state.data === undefined ? { error: null } : {}),
    });
    const run = async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const data = await fetcher(controller.signal, this.state.data);
          if (controller.signal.aborted) return;
          this.update({
            data,
            updatedAt: Date.now(),
            error: null,
            isFetching: false,
            isFetchingNextPage: false,
            isFetchNextPageError: false,
          });
          return;
        } catch (error) {
          if (controller.signal.aborted) return;
          if (attempt >= RETRIES) {
            this.update({ error, isFetching: false, isFetchingNextPage: false, isFetchNextPageError: nextPage });
            return;
          }
          await wait(retryDelay(attempt), controller.signal);
          if (controller.signal.aborted) return;
        }
      }
    };
    const running = run().finally(() => {
      if (this.controller !== controller) return;
      this.controller = null;
      this.running = null;
    });
    this.running = running;
    return running;
  }

  /** Aborts the fetch in flight; the entry keeps its data and error. */
  cancel() {
    if (!this.controller) return;
    this.controller.abort();
    this.controller = null;
    this.running = null;
    this.update({ isFetching: false, isFetchingNextPage: false });
  }

  private update(patch: Partial<QueryState<T>>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private scheduleCollection() {
    // The server's cache lives for one request: no timers there.
    if (!isBrowser) return;
    clearTimeout(this.gcTimer);
    this.gcTimer = setTimeout(() => {
      if (this.listeners.size === 0) this.collect();
    }, GC_TIME);
  }
}

/** The entries by key, plus a count of changes in flight per kind (for optimistic updates). */
export class QueryCache {
  private readonly queries = new Map<string, Query<unknown>>();
  private readonly mutations = new Map<string, number>();

  /** The entry for `key`, created empty when missing. */
  get<T>(key: string): Query<T> {
    let query = this.queries.get(key) as Query<T> | undefined;
    if (!query) {
      const created: Query<T> = new Query<T>(() => {
        if (this.queries.get(key) === created) this.queries.delete(key);
      });
      query = created;
      this.queries.set(key, query as Query<unknown>);
    }
    return query;
  }

  getData<T>(key: string): T | undefined {
    return (this.queries.get(key) as Query<T> | undefined)?.getState().data;
  }

  /** Replaces an entry's data (creating the entry), cancelling nothing. */
  setData<T>(key: string, next: T | ((current: T | undefined) => T)) {
    const query = this.get<T>(key);
    const current = query.getState().data;
    query.setData(typeof next === "function" ? (next as (current: T | undefined) => T)(current) : next);
  }

  /** Aborts the fetch in flight for `key`, if any (before an optimistic update). */
  cancel(key: string) {
    this.queries.get(key)?.cancel();
  }

  /** Counts a change of kind `kind` in flight until `settled` settles; returns `settled`. */
  trackMutation<R>(kind: string, settled: Promise<R>): Promise<R> {
    this.mutations.set(kind, this.isMutating(kind) + 1);
    return settled.finally(() => this.mutations.set(kind, this.isMutating(kind) - 1));
  }

  isMutating(kind: string): number {
    return this.mutations.get(kind) ?? 0;
  }
}

const QueryCacheContext = createContext<QueryCache | null>(null);

/** Gives the pages one cache (created once per document by the root; one per request on the server). */
export function QueryCacheProvider({ cache, children }: { cache: QueryCache; children: ReactNode }) {
  return createElement(QueryCacheContext.Provider, { value: cache }, children);
}

export function useQueryCache(): QueryCache {
  const cache = useContext(QueryCacheContext);
  if (!cache) throw new Error("useQueryCache needs a QueryCacheProvider (app/root.tsx)");
  return cache;
}

export interface QueryOptions<T> {
  key: string;
  /** Fetches the entry's data; `current` is what it holds when the attempt starts. */
  fetch: Fetcher<T>;
  /** Server-rendered data: seeds a new entry, so the first render needs no request. */
  initialData?: T;
  /** When `initialData` was read (default: now). */
  initialDataUpdatedAt?: number;
  /** false: never fetch (the data stays what was seeded or set). Default true. */
  enabled?: boolean;
  /** How long data counts as fresh: a component mounting with older data refetches. Default 0. */
  staleTime?: number;
  /** Refetch this often while a component uses the entry and the page is visible. */
  refetchInterval?: number;
  retryDelay?: (attempt: number) => number;
}

export interface QueryResult<T> extends QueryState<T> {
  /** No data yet and no error: the first load is on its way. */
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
  /** The entry itself, for fetches of another shape (next pages). */
  query: Query<T>;
}

/** The entry `options.key`, kept fresh as its options say (see QueryOptions). */
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const cache = useQueryCache();
  const query = cache.get<T>(options.key);
  const seeded = query.getState();
  if (seeded.data === undefined && seeded.updatedAt === 0 && !seeded.isFetching && options.initialData !== undefined) {
    query.seed(options.initialData, options.initialDataUpdatedAt ?? Date.now());
  }
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);

  const latest = useRef(options);
  latest.current = options;
  const refetch = useCallback(
    () => query.fetch((signal, current) => latest.current.fetch(signal, current), { retryDelay: latest.current.retryDelay }),
    [query],
  );

  const enabled = options.enabled ?? true;
  const staleTime = options.staleTime ?? 0;
  useEffect(() => {
    if (!enabled) return;
    const { data, updatedAt } = query.getState();
    if (data === undefined || Date.now() - updatedAt > staleTime) void refetch();
  }, [query, enabled, staleTime, refetch]);

  const interval = options.refetchInterval;
  useEffect(() => {
    if (!enabled || !interval) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") void refetch();
    }, interval);
    return () => clearInterval(timer);
  }, [enabled, interval, refetch]);

  return {
    ...state,
    isPending: state.data === undefined && state.error == null,
    isError: state.error != null,
    refetch,
    query,
  };
}
