import { type AuthFormResult, RESET_REQUEST_RETRY } from "~/domain/auth";

export interface RetryOptions {
  attempts: number;
  /** Each attempt is aborted after this many milliseconds. */
  timeoutMs: number;
  /** Wait `delayMs × attempt number` between attempts. */
  delayMs: number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
}

export class RetryError extends Error {
  constructor(
    message: string,
    readonly attempts: number,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = "RetryError";
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * fetch with a timeout per attempt and retries (docs/product.md §7 "Auth": up to 3
 * attempts, 12 s each, 0.5 s × attempt between them). It retries on network errors, timeouts and
 * 5xx answers; any other answer (2xx, 4xx) is returned as it is. After the last attempt the last 5xx
 * answer is returned, or a RetryError is thrown when no answer came at all.
 */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  const doFetch = options.fetch ?? ((input: string, requestInit: RequestInit) => fetch(input, requestInit));
  const sleep = options.sleep ?? defaultSleep;
  let lastResponse: Response | undefined;
  let lastError: unknown;
  let timedOut = false;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    if (attempt > 1) await sleep(options.delayMs * (attempt - 1));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await doFetch(url, { ...init, signal: controller.signal });
      if (response.status < 500) return response;
      lastResponse = response;
    } catch (error) {
      lastError = error;
      timedOut = controller.signal.aborted;
    } finally {
      clearTimeout(timer);
    }
  }
  if (lastResponse) return lastResponse;
  const reason = timedOut ? "timeout" : lastError instanceof Error ? lastError.message : "network error";
  throw new RetryError(`request failed after ${options.attempts} attempts: ${reason}`, options.attempts, timedOut);
}

/** The JSON endpoint of the reset e-mail request (app/routes/api.password-reset.ts). */
export const PASSWORD_RESET_ENDPOINT = "/api/password-reset";

/**
 * Sends the forgot-password form from the browser with the spec's retries; never throws. When no
 * answer of the endpoint came, the refusal is `unavailable` (a server fault: `failed`) without a
 * message: the form shows the catalogue's `auth` wording of the code.
 */
export async function submitPasswordResetRequest(formData: FormData, options: Partial<RetryOptions> = {}): Promise<AuthFormResult> {
  try {
    const response = await fetchWithRetry(
      PASSWORD_RESET_ENDPOINT,
      { method: "POST", body: formData, headers: { accept: "application/json" } },
      { ...RESET_REQUEST_RETRY, ...options },
    );
    const body = (await response.json().catch(() => null)) as AuthFormResult | null;
    if (body && typeof body === "object" && "ok" in body) return body;
    return { ok: false, error: response.status >= 500 ? "unavailable" : "failed" };
  } catch {
    return { ok: false, error: "unavailable" };
  }
}
