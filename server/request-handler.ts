/**
 * The React Router request handler for Express, as `@react-router/express` builds it, with the one
 * thing it lacks: every request body is capped while it streams in, at its route's limit
 * (`app/.server/http/body-limits.ts`). Routes read bodies however they like (`formData()`, `json()`,
 * a multipart parser); none can buffer more than its limit, because the stream they read ends there.
 *
 * - A declared Content-Length over the limit: 413 at once, nothing read.
 * - A body (chunked or lying about its length) that passes the limit: the stream the route reads
 *   fails, the server answers 413 itself right then, and the route's own answer is dropped.
 *
 * Whatever a route left unread (a 413, an upload refused before its bytes) is read and thrown away
 * after the answer for up to LINGER_MS, then the connection is closed. Closing at once with bytes
 * unread makes the kernel reset the connection, and a client still sending (a browser uploading a
 * video) would see the reset instead of the answer; reading on keeps nothing in memory.
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { type AppLoadContext, type ServerBuild, createRequestHandler as createReactRouterHandler } from "react-router";
import { isDatabaseBusy } from "~/.server/db/client";
import { bodyLimitFor, formatBytes } from "~/.server/http/body-limits";
import { refuse } from "./refuse";

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = "BodyTooLargeError";
  }
}

/** The translated 413 (`too_large`), as JSON for API and data requests, as text otherwise. */
export function sendBodyTooLarge(req: express.Request, res: express.Response, limit: number) {
  if (res.headersSent) return;
  refuse(req, res, "too_large", { values: { max: formatBytes(limit) }, dataAsJson: true });
}

/** Seconds a client is asked to wait after a 503 for a busy database. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The translated 503 "the server did not answer" (`unavailable`) for a request that found no free
 * database connection in time (db/client.ts): answered at once, never cached, with Retry-After.
 */
export function sendDatabaseBusy(req: express.Request, res: express.Response) {
  if (res.headersSent) return;
  res.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  refuse(req, res, "unavailable", { dataAsJson: true });
}

/** The request body as a web stream that fails with BodyTooLargeError once more than `limit` bytes came. */
export function cappedBody(req: express.Request, limit: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  const source = createReadableStreamFromReadable(req).getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) {
          controller.close();
          return;
        }
        received += value.byteLength;
        if (received > limit) {
          onTooLarge();
          // Stop reading until the 413 is sent (then the rest is discarded, `discardUnread`). The
          // source is not cancelled: that would destroy the socket before the 413 is written.
          req.pause();
          controller.error(new BodyTooLargeError(limit));
          return;
        }
        controller.enqueue(value);
      },
      // A route that stopped reading leaves the rest unread (Node discards it after the answer).
      cancel() {},
    },
    { highWaterMark: 0 },
  );
}

function requestHeaders(req: express.Request): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

/** The Fetch API request React Router sees (as @react-router/express makes it), with the capped body. */
function createRequest(req: express.Request, res: express.Response, signal: AbortSignal, limit: number): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: requestHeaders(req), signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = cappedBody(req, limit, () => sendBodyTooLarge(req, res, limit));
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** How long the unread rest of a body is read and discarded after the answer, at most. */
export const LINGER_MS = 10_000;

/**
 * After the answer: a body the route did not read to its end is read on and discarded (its
 * data listeners — the route's stream — are removed first, so nothing is kept), for LINGER_MS at
 * most; a client still sending then gets its connection closed.
 */
function discardUnread(req: express.Request, res: express.Response) {
  if (req.complete || req.destroyed || req.readableEnded) return;
  req.removeAllListeners("data");
  req.resume();
  const timer = setTimeout(() => res.socket?.destroy(), LINGER_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
}

const isClosed = (res: express.Response) => res.destroyed || res.writableEnded;

async function sendResponse(res: express.Response, response: Response) {
  // Already answered (413 above) or the client went away: the route's answer is dropped.
  if (isClosed(res) || res.headersSent) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The route's headers replace those the server set before it (a document's own CSP replaces the
  // site's, decision 020); its cookies are added to any set before.
  for (const name of new Set(response.headers.keys())) {
    if (name === "set-cookie") for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
    else res.setHeader(name, response.headers.get(name)!);
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!isClosed(res)) throw error;
  }
}

export function createRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext;
}): express.RequestHandler {
  const handleRequest = createReactRouterHandler(options.build, options.mode);
  return async (req, res, next) => {
    const limit = bodyLimitFor(req.path);
    if (Number(req.get("content-length") ?? 0) > limit) {
      res.on("finish", () => discardUnread(req, res));
      sendBodyTooLarge(req, res, limit);
      return;
    }
    let controller: AbortController | null = new AbortController();
    res.on("finish", () => {
      controller = null;
      discardUnread(req, res);
    });
    res.on("close", () => controller?.abort());
    try {
      const request = createRequest(req, res, controller.signal, limit);
      let databaseBusy = false;
      const context = options.getLoadContext(req, res);
      // entry.server.tsx's handleError calls it for a loader's or action's DatabaseBusyError.
      context.databaseBusy = () => {
        databaseBusy = true;
      };
      const response = await handleRequest(request, context);
      if (databaseBusy) {
        await response.body?.cancel();
        sendDatabaseBusy(req, res);
        return;
      }
      await sendResponse(res, response);
    } catch (error) {
      if (res.headersSent) return;
      if (isDatabaseBusy(error)) sendDatabaseBusy(req, res);
      else next(error);
    }
  };
}
