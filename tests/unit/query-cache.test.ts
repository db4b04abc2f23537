import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryCache, RETRIES, defaultRetryDelay } from "~/lib/query-cache";

/** A fetcher whose answers the test hands out one by one. */
function controlled<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

describe('QueryCache (docs/product.md §9 "Browser data cache")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries 3 times after 1 s, 2 s and 4 s, then keeps the error (and the old data)", async () => {
    expect([0, 1, 2, 3, 4, 5].map(defaultRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    const cache = new QueryCache();
    const query = cache.get<number>("a");
    query.seed(1, Date.now());
    const fetcher = vi.fn(() => Promise.reject(new Error("down")));
    const done = query.fetch(fetcher);
    expect(query.getState().isFetching).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    await done;
    expect(fetcher).toHaveBeenCalledTimes(RETRIES + 1);
    expect(query.getState()).toMatchObject({ data: 1, isFetching: false, error: new Error("down") });
  });

  it("runs one fetch per entry: a second fetch joins the first; success clears the error", async () => {
    const cache = new QueryCache();
    const query = cache.get<string>("b");
    const { fetcher, calls } = controlled<string>();
    const first = query.fetch(fetcher);
    const second = query.fetch(fetcher);
    expect(second).toBe(first);
    calls[0]!.resolve("x");
    await first;
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(query.getState()).toMatchObject({ data: "x", error: null, isFetching: false });
    expect(query.getState().updatedAt).toBe(Date.now());
  });

  it("a next page takes over from a refresh in flight (the refresh is aborted and ignored)", async () => {
    const cache = new QueryCache();
    const query = cache.get<number[]>("c");
    query.seed([1], Date.now());
    const refresh = controlled<number[]>();
    const next = controlled<number[]>();
    void query.fetch(refresh.fetcher);
    const loading = query.fetch(next.fetcher, { nextPage: true });
    expect(refresh.calls[0]!.signal.aborted).toBe(true);
    expect(query.getState()).toMatchObject({ isFetching: true, isFetchingNextPage: true });
    refresh.calls[0]!.resolve([9]);
    next.calls[0]!.resolve([1, 2]);
    await loading;
    expect(query.getState()).toMatchObject({ data: [1, 2], isFetching: false, isFetchingNextPage: false });
  });

  it("a failed next page is marked as such; the entry keeps its pages", async () => {
    const cache = new QueryCache();
    const query = cache.get<number[]>("d");
    query.seed([1], Date.now());
    const done = query.fetch(() => Promise.reject(new Error("503")), { nextPage: true, retryDelay: () => 10 });
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(query.getState()).toMatchObject({ data: [1], isFetchNextPageError: true, isFetchingNextPage: false });
  });

  it("cancel aborts the fetch and keeps the data; setData replaces it and counts as fresh", async () => {
    const cache = new QueryCache();
    const { fetcher, calls } = controlled<string[]>();
    const query = cache.get<string[]>("ids");
    query.seed(["a"], 0);
    void query.fetch(fetcher);
    cache.cancel("ids");
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(query.getState()).toMatchObject({ data: ["a"], isFetching: false });
    cache.setData<string[]>("ids", (ids) => ["b", ...(ids ?? [])]);
    expect(cache.getData("ids")).toEqual(["b", "a"]);
    expect(query.getState().updatedAt).toBe(Date.now());
    calls[0]!.resolve(["late"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.getData("ids")).toEqual(["b", "a"]);
  });

  it("counts changes in flight per kind until each settles", async () => {
    const cache = new QueryCache();
    let finish!: () => void;
    const first = cache.trackMutation("fav", new Promise<void>((resolve) => (finish = resolve)));
    const second = cache.trackMutation("fav", Promise.resolve());
    expect(cache.isMutating("fav")).toBe(2);
    await second;
    expect(cache.isMutating("fav")).toBe(1);
    finish();
    await first;
    expect(cache.isMutating("fav")).toBe(0);
  });

  it("tells subscribers about every change; the last one leaving cancels the fetch", () => {
    const cache = new QueryCache();
    const query = cache.get<number>("e");
    const listener = vi.fn();
    const unsubscribe = query.subscribe(listener);
    const { fetcher, calls } = controlled<number>();
    void query.fetch(fetcher);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
