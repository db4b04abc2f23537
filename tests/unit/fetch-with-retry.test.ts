import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RESET_REQUEST_RETRY } from "~/domain/auth";
import { apiErrorTextKey } from "~/domain/error-codes";
import { PASSWORD_RESET_ENDPOINT, RetryError, fetchWithRetry, submitPasswordResetRequest } from "~/features/auth/fetch-with-retry";

/** A fetch that never answers until aborted (like a hanging server). */
function hangingFetch(calls: { signal?: AbortSignal | null }[]) {
  return (_url: unknown, init?: RequestInit) => {
    calls.push({ signal: init?.signal });
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
    });
  };
}

describe("fetchWithRetry", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("returns the first answer below 500 at once", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 404 }));
    const sleep = vi.fn(async () => {});
    const response = await fetchWithRetry("/x", {}, { ...RESET_REQUEST_RETRY, fetch, sleep });
    expect(response.status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("retries network errors and 5xx, waiting 0.5 s × attempt between attempts", async () => {
    const fetch = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValueOnce(new Response("{}", { status: 200 }));
    const waits: number[] = [];
    const response = await fetchWithRetry(
      "/x",
      { method: "POST" },
      { ...RESET_REQUEST_RETRY, fetch, sleep: async (ms) => void waits.push(ms) },
    );
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 1000]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "POST" });
  });

  it("aborts each attempt after 12 s and gives up after 3 attempts", async () => {
    const calls: { signal?: AbortSignal | null }[] = [];
    const waits: number[] = [];
    const result = fetchWithRetry(
      "/x",
      {},
      { ...RESET_REQUEST_RETRY, fetch: hangingFetch(calls), sleep: async (ms) => void waits.push(ms) },
    );
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(24_000);
    const error = await settled;
    expect(error).toBeInstanceOf(RetryError);
    expect(error).toMatchObject({ attempts: 3, timedOut: true });
    expect(calls).toHaveLength(3);
    expect(calls.every((call) => call.signal?.aborted)).toBe(true);
    expect(waits).toEqual([500, 1000]);
  });

  it("returns the last 5xx answer when every attempt got one", async () => {
    const fetch = vi.fn(async () => new Response("", { status: 502 }));
    const response = await fetchWithRetry("/x", {}, { ...RESET_REQUEST_RETRY, fetch, sleep: async () => {} });
    expect(response.status).toBe(502);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe("submitPasswordResetRequest", () => {
  const form = () => {
    const data = new FormData();
    data.set("email", "a@b.co");
    return data;
  };

  it("posts the form to the JSON endpoint and returns its answer, also for 4xx", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ ok: false, error: "unknown_email", message: "Bu e-posta ile kayıtlı kullanıcı bulunamadı." }, { status: 404 }),
    );
    expect(await submitPasswordResetRequest(form(), { fetch, sleep: async () => {} })).toEqual({
      ok: false,
      error: "unknown_email",
      message: "Bu e-posta ile kayıtlı kullanıcı bulunamadı.",
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(PASSWORD_RESET_ENDPOINT);
    expect(init.method).toBe("POST");
    expect((init.body as FormData).get("email")).toBe("a@b.co");
  });

  it("answers the network message when no attempt got through (`unavailable`, worded by the catalogue)", async () => {
    expect(apiErrorTextKey("unavailable", "auth")).toBe("auth.errors.network");
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitPasswordResetRequest(form(), { fetch, sleep: async () => {} })).toEqual({ ok: false, error: "unavailable" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("answers the network message for a server fault without a JSON body", async () => {
    const fetch = vi.fn(async () => new Response("Bad gateway", { status: 502 }));
    expect(await submitPasswordResetRequest(form(), { fetch, sleep: async () => {} })).toEqual({ ok: false, error: "unavailable" });
  });
});
