/**
 * Purges pages by surrogate key in the shared HTTP caches in front of the app (decision 022):
 * `PURGE` to each configured endpoint with the keys in a `Surrogate-Key` header, the request our
 * Varnish configuration (deploy/varnish/default.vcl, vmod xkey) answers. A CDN with its own purge
 * API (Fastly's `POST /service/…/purge` with `Surrogate-Key`, Cloudflare's purge by tag) sits
 * behind a small relay at such an endpoint. It never touches our tables.
 */
import http from "node:http";
import https from "node:https";

/** Keys per request: Varnish refuses request headers over 8 KB (`http_req_hdr_len`); a listing's key is ~40 bytes. */
const KEYS_PER_REQUEST = 100;

const TIMEOUT_MS = 5000;

class CachePurgeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CachePurgeError";
  }
}

export type PurgeSender = (keys: string[]) => Promise<void>;

/** One PURGE request; resolves on a 2xx answer. */
function purgeRequest(endpoint: string, keys: string[]): Promise<void> {
  const url = new URL(endpoint);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: "PURGE", headers: { "Surrogate-Key": keys.join(" ") }, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new CachePurgeError(`${url.host} answered ${status} to a purge`));
        });
      },
    );
    request.on("timeout", () => request.destroy(new CachePurgeError(`${url.host} did not answer a purge within ${TIMEOUT_MS} ms`)));
    request.on("error", (error) =>
      reject(error instanceof CachePurgeError ? error : new CachePurgeError(`${url.host}: ${error.message}`, { cause: error })),
    );
    request.end();
  });
}

/** Sends keys to every endpoint; fails if any endpoint failed (the purge is then retried everywhere, which is harmless). */
export function httpPurgeSender(endpoints: readonly string[]): PurgeSender {
  return async (keys) => {
    const batches: string[][] = [];
    for (let index = 0; index < keys.length; index += KEYS_PER_REQUEST) batches.push(keys.slice(index, index + KEYS_PER_REQUEST));
    const results = await Promise.allSettled(endpoints.flatMap((endpoint) => batches.map((batch) => purgeRequest(endpoint, batch))));
    const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (failed) throw failed.reason;
  };
}
