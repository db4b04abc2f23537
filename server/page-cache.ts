/**
 * The anonymous page cache (decision 010, by keys since decision 022): the public pages that a
 * visitor without a session gets (home and search, category lists, listing details, public
 * profiles, the static pages) are rendered once and then served from memory, while
 *  - no purge since their render named one of their surrogate keys (each content change records the
 *    keys of the pages it affects, with the content version it bumped, at commit: migration 0013;
 *    every node reads the purges up to the current version on its next request, so it sees a
 *    change exactly when it sees the new rows), and
 *  - they are younger than the time limit (view counts and dates, which purge nothing).
 * A stored answer is the rendered one, headers and body: its CSP names its scripts by hash, not by a
 * per-request nonce (decision 020). Concurrent misses for one page wait for a single
 * render. The cache is per node and bounded in bytes; nothing in it needs to be shared. A page's
 * language is its URL's (`/en/…`, decision 015), so the URL is the key.
 * A page is kept compressed, gzip and brotli made once when it is stored: a hit writes the bytes the
 * browser accepts as they are (the compression middleware leaves an encoded answer alone), and a
 * client that accepts neither gets it decompressed.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { SURROGATE_KEY_HEADER } from "~/.server/http/cache-headers";
import { categoryFromSegment } from "~/domain/categories";
import { splitLocalePath } from "~/lib/paths";

/** Header telling whether an eligible page came from the cache (`hit`) or was rendered (`miss`). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** The static pages, in both languages. */
const STATIC_PAGES = new Set(["/dopingler", "/about", "/iletisim", "/gizlilik"]);

/** A public profile (`/profil/:id`, `/en/profil/:id`): its owner's is their account page. */
const isProfilePath = (pathname: string) => /^\/profil\/[^/]+\/?$/.test(splitLocalePath(pathname).path);

/**
 * Pages worth caching, in both languages (`/`, `/evler`, `/evler/:id`, `/en/profil/:id` …): the
 * public ones, whose answer to a visitor depends on the URL alone. (Only answers that say so —
 * shareable, with surrogate keys — are kept.)
 */
export function isCacheablePath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  if (path === "/" || STATIC_PAGES.has(path)) return true;
  if (isProfilePath(pathname)) return true;
  const match = /^\/([^/]+)(?:\/[^/]+)?\/?$/.exec(path);
  return match !== null && Boolean(categoryFromSegment(match[1]!));
}

/** Headers of the rendered answer that are not kept: per-answer or set again by the compression middleware. */
const NOT_STORED = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  PAGE_CACHE_HEADER.toLowerCase(),
]);

/** Headers set before the render that the render replaced: the document's own policy (its script hashes). */
const ALWAYS_STORED = new Set(["content-security-policy"]);

/** Keys whose latest purge is remembered; past this, every page is dropped and the memory with them. */
const MAX_PURGED_KEYS = 50_000;

/** A page larger than this is not kept (a normal page is 50–150 KB). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

interface Entry {
  /** The content version read before the render: purges after it that name one of `keys` outdate it. */
  version: number;
  /** Its surrogate keys: what it shows. */
  keys: string[];
  storedAt: number;
  headers: [string, string | number | string[]][];
  /** The page gzip- and brotli-compressed, each made once when it was stored. */
  gzip: Buffer;
  br: Buffer;
  /** What it takes in memory (both encodings). */
  bytes: number;
}

/** Both encodings of a page, made off the main thread: gzip at its best level, brotli at 9 (of 11: fast enough once per page). */
async function compressPage(body: Buffer): Promise<Pick<Entry, "gzip" | "br">> {
  const [gzipped, brotlied] = await Promise.all([
    promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gzip: gzipped, br: brotlied };
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

  clear() {
    this.entries.clear();
    this.total = 0;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }
}

/** The cache key of an eligible request, or null when this request must be rendered for itself. */
function pageCacheKey(req: Pick<Request, "method" | "path" | "originalUrl" | "get">, sessionCookie: string): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!isCacheablePath(req.path)) return null;
  // A member gets the same page as a visitor (what is theirs comes from /api/viewer after it has
  // loaded), except a profile: their own is their account page. Only complete
  // pages (200) are kept, so the owner of a listing no visitor may see is never served its 404.
  if ((req.get("cookie") ?? "").includes(`${sessionCookie}=`) && isProfilePath(req.path)) return null;
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
  /** The purges of the versions after `after` up to `upTo`, oldest first (services/platform/cache-purges.ts). */
  readPurges: (after: number, upTo: number) => Promise<{ version: number; keys: string[] }[]>;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/** Set on `res.locals` by the render when the page must not be kept (an error while streaming). */
export const RENDER_FAILED = "pageCacheRenderFailed";

export function createPageCache(options: PageCacheOptions) {
  const store = new PageStore(options.maxBytes);
  const rendering = new Map<string, Promise<void>>();
  const now = options.now ?? Date.now;

  // What the purges read so far say: the last version read, each key's latest purge, and the
  // version before which every page is out of date (a purge of 'site', or purges this node missed).
  let seen: number | null = null;
  const purgedAt = new Map<string, number>();
  let clearedAt = 0;
  let syncing: Promise<void> = Promise.resolve();

  function clearAll(version: number) {
    clearedAt = version;
    purgedAt.clear();
    store.clear();
  }

  async function readUpTo(version: number) {
    if (seen === null) {
      seen = version;
      return;
    }
    if (version <= seen) return;
    const purges = await options.readPurges(seen, version);
    // One purge per version: any missing one (removed after its retention, or written before
    // purges were recorded) may have been about any page.
    if (purges.length !== version - seen) clearAll(version);
    else
      for (const purge of purges) {
        if (purge.keys.includes("site")) clearAll(purge.version);
        else for (const key of purge.keys) purgedAt.set(key, purge.version);
      }
    if (purgedAt.size > MAX_PURGED_KEYS) clearAll(version);
    seen = version;
  }

  /** Reads the purges up to `version`, one read at a time (in the order asked). */
  function syncTo(version: number): Promise<void> {
    const next = syncing.then(() => readUpTo(version));
    syncing = next.catch(() => {});
    return next;
  }

  const fresh = (entry: Entry | undefined) =>
    entry &&
    now() - entry.storedAt < options.ttlMs &&
    entry.version >= clearedAt &&
    entry.keys.every((key) => (purgedAt.get(key) ?? -1) <= entry.version)
      ? entry
      : undefined;

  function serve(req: Request, res: Response, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader(PAGE_CACHE_HEADER, "hit");
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    // Brotli whenever accepted (browsers list gzip first at the same weight), else gzip; a client
    // that names no encoding gets plain text.
    const encoding = !req.get("accept-encoding")
      ? false
      : req.acceptsEncodings("br")
        ? "br"
        : req.acceptsEncodings("gzip")
          ? "gzip"
          : false;
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : zlib.gunzipSync(entry.gzip);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200);
    if (req.method === "HEAD") return void res.end();
    res.end(body);
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
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
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
    /** Whether the answer went out whole (then the page is compressed and stored before `done`). */
    let finished = false;
    res.once("finish", () => {
      finished = true;
      void keep().finally(done);
    });
    // A request cut short: nothing to keep. (After a finished answer, `done` waits for the store.)
    res.once("close", () => {
      if (!finished) done();
    });
    const keep = async () => {
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const storable =
        !overflow &&
        res.statusCode === 200 &&
        !res.getHeader("set-cookie") &&
        Boolean(res.getHeader(SURROGATE_KEY_HEADER)) &&
        !/no-store|private/.test(cacheControl) &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
        !res.locals[RENDER_FAILED];
      if (!storable) return;
      const headers = res
        .getHeaderNames()
        .filter((name) => (!before.has(name) || ALWAYS_STORED.has(name)) && !NOT_STORED.has(name))
        .map((name) => [name, res.getHeader(name)!] as [string, string | number | string[]]);
      const keys = String(res.getHeader(SURROGATE_KEY_HEADER)).split(/\s+/).filter(Boolean);
      const storedAt = now();
      let encoded: Pick<Entry, "gzip" | "br">;
      try {
        encoded = await compressPage(Buffer.concat(chunks));
      } catch (error) {
        options.onError?.(error);
        return;
      }
      const entry = { version, keys, storedAt, headers, ...encoded, bytes: encoded.gzip.length + encoded.br.length };
      // A purge read while it rendered (or compressed) may already outdate it.
      if (fresh(entry)) store.set(key, entry);
    };
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const key = options.maxBytes > 0 ? pageCacheKey(req, options.sessionCookie) : null;
    if (!key) return next();
    let version: number;
    try {
      version = await options.readVersion();
      await syncTo(version);
    } catch (error) {
      options.onError?.(error);
      return next();
    }
    let entry = fresh(store.get(key));
    // Another request is rendering this page right now: wait for it rather than render it twice.
    const inFlight = entry ? undefined : rendering.get(key);
    if (inFlight) {
      await inFlight;
      entry = fresh(store.get(key));
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
