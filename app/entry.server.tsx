import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { isDatabaseBusy } from "~/.server/db/client";
import "~/.server/infra/i18n-all";
import { DeferredHydration } from "~/.server/http/deferred-hydration";
import { inlineScriptHashes } from "~/.server/http/content-security";

export const streamTimeout = 5_000;

/**
 * A loader's or action's error: one that found no free database connection in time makes the
 * server answer 503 "the server did not answer" at once (server/request-handler.ts); any other is
 * logged, as React Router does by default (not when the client went away).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseBusy(error)) {
    (context as AppLoadContext).databaseBusy?.();
    return;
  }
  if (request.signal.aborted) return;
  // A thrown Response carries the original error, as React Router's own logging shows it.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};

/**
 * Renders the whole document before anything is sent (decision 020): its Content-Security-Policy
 * names the hashes of its inline scripts, so the header can only be written once the body is known.
 * The answer then depends on its URL alone (no nonce), and a shared cache may keep it. The
 * loaders have all their data before the render starts, so waiting for the whole document costs
 * nothing a visitor would see; a single chunk also compresses best.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // The document is sent whole (above), so nothing is gained by React's outlining of large
      // Suspense boundaries (by default those over 12.8 KB, e.g. a home section of cards): it wrote
      // their fallback in place, their content hidden at the end and a script that swaps them in,
      // which cost the browser a second layout of the page and more HTML to parse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        const document = body.pipe(new DeferredHydration());
        document.on("data", (chunk: Buffer) => chunks.push(chunk));
        document.on("error", reject);
        document.on("end", () => {
          const html = Buffer.concat(chunks);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const policy = loadContext.contentSecurityPolicy?.(inlineScriptHashes(html.toString("utf8")));
          if (policy) responseHeaders.set("Content-Security-Policy", policy);
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        loadContext.renderFailed?.();
        // Errors after the shell are logged here; before it they reject above.
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
