/**
 * The anonymous page cache (decision 010): the home and category pages that a visitor without a
 * session gets are rendered once and then served from memory, while
 *  - the content version they were rendered at is still the database's (any change to listings,
 *    profiles, category fields, sponsored content or partner logos bumps it at commit, so every
 *    node sees the change on its next request), and
 *  - they are younger than the time limit (view counts and dates, which do not bump the version).
 * A stored answer is the rendered one, headers and body: its CSP names its scripts by hash, not by a
 * per-request nonce (decision 020). Concurrent misses for one page wait for a single
 * render. The cache is per node and bounded in bytes; nothing in it needs to be shared. A page's
 * language is its URL's (`/en/…`, decision 015), so the URL is the key.
 */
import type { Request, RequestHandler, Response } from "express";
import { categoryFromSegment } from "~/domain/categories";
import { splitLocalePath } from "~/lib/paths";

/** Header telling whether an eligible page came from the cache (`hit`) or was rendered (`miss`). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * Pages worth caching, in both languages (`/`, `/evler`, `/en`, `/en/evler` …): many visitors, same
 * HTML. Detail pages show a live view counter and are a long tail.
 */
export function isCacheablePath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  if (path === "/") return true;
  const match = /^\/([^/]+)\/?$/.exec(path);
  return Boolean(match && categoryFromSegment(match[1]!));
}

/** Headers of the rendered answer that are not kept: per-answer or set again by the compression middleware. */
const NOT_STORED = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding", "etag", PAGE_CACHE_HEADER.toLowerCase()]);

/** Headers set before the render that the render replaced: the document's own policy (its script hashes). */
const ALWAYS_STORED = new Set(["content-security-policy"]);

/** A page larger than this is not kept (a normal page is 50–150 KB). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

interface Entry {
  version: number;
  storedAt: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  bytes: number;
}

/** Least recently used entries go first once the total size passes `maxBytes`. */
export class PageStore {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry) {
    if (entry.bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.total += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes;
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }
}

/** The cache key of an eligible request, or null when this request must be rendered for itself. */
export function pageCacheKey(req: Pick<Request, "method" | "path" | "originalUrl" | "get">, sessionCookie: string): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!isCacheablePath(req.path)) return null;
  const cookie = req.get("cookie") ?? "";
  // Any session cookie, valid or not, is rendered for itself (the header shows the member).
  if (cookie.includes(`${sessionCookie}=`)) return null;
  // Nothing else changes the HTML: not the language (it is in the URL, no cookie changes it), not
  // the client (everyone gets the whole document at once, app/entry.server.tsx).
  return req.originalUrl;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  sessionCookie: string;
  /** The database's content version; a failure renders the page without the cache. */
  readVersion: () => Promise<number>;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** Set on `res.locals` by the render when the page must not be kept (an error while streaming). */
export const RENDER_FAILED = "pageCacheRenderFailed";

export function createPageCache(options: PageCacheOptions) {
  const store = new PageStore(options.maxBytes);
  const rendering = new Map<string, Promise<void>>();
  const now = options.now ?? Date.now;

  const fresh = (entry: Entry | undefined, version: number) =>
    entry && entry.version === version && now() - entry.storedAt < options.ttlMs ? entry : undefined;

  function serve(req: Request, res: Response, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader(PAGE_CACHE_HEADER, "hit");
    res.setHeader("Content-Length", entry.bytes);
    res.status(200);
    if (req.method === "HEAD") return void res.end();
    res.end(entry.body);
  }

  /** Keeps a copy of what the renderer writes, and stores it once the whole answer has gone out. */
  function capture(res: Response, key: string, version: number, onDone: () => void) {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      onDone();
    };
    const chunks: Buffer[] = [];
    let bytes = 0;
    let overflow = false;
    const before = new Set(res.getHeaderNames());
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes > MAX_ENTRY_BYTES) overflow = true;
      else chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.once("finish", () => {
      done();
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const storable =
        !overflow &&
        res.statusCode === 200 &&
        !res.getHeader("set-cookie") &&
        !/no-store|private/.test(cacheControl) &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
        !res.locals[RENDER_FAILED];
      if (!storable) return;
      const headers = res
        .getHeaderNames()
        .filter((name) => (!before.has(name) || ALWAYS_STORED.has(name)) && !NOT_STORED.has(name))
        .map((name) => [name, res.getHeader(name)!] as [string, string | number | string[]]);
      const body = Buffer.concat(chunks);
      store.set(key, { version, storedAt: now(), headers, body, bytes: body.length });
    });
    res.once("close", done);
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const key = options.maxBytes > 0 ? pageCacheKey(req, options.sessionCookie) : null;
    if (!key) return next();
    let version: number;
    try {
      version = await options.readVersion();
    } catch (error) {
      options.onError?.(error);
      return next();
    }
    let entry = fresh(store.get(key), version);
    // Another request is rendering this page right now: wait for it rather than render it twice.
    const inFlight = entry ? undefined : rendering.get(key);
    if (inFlight) {
      await inFlight;
      entry = fresh(store.get(key), version);
    }
    if (entry) return serve(req, res, entry);
    res.setHeader(PAGE_CACHE_HEADER, "miss");
    if (req.method === "GET" && !rendering.has(key)) {
      let finished!: () => void;
      rendering.set(
        key,
        new Promise<void>((resolve) => {
          finished = resolve;
        }),
      );
      capture(res, key, version, () => {
        rendering.delete(key);
        finished();
      });
    }
    next();
  };

  return { middleware, store };
}
