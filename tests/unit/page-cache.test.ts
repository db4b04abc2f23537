import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentPolicy, formatPolicy, inlineScriptHashes } from "~/.server/http/content-security";
import { PAGE_CACHE_HEADER, PageStore, RENDER_FAILED, createPageCache, isCacheablePath } from "../../server/page-cache";

/**
 * The anonymous page cache (server/page-cache.ts, decisions 010 and 022) in front of a fake renderer
 * that writes a page with its surrogate keys and replaces the site's policy with one naming its
 * scripts' hashes, the way the document render does (decision 020). The content version and the
 * purges are the harness's (the database's triggers are tests/integration/cache-purges.test.ts').
 */

interface Harness {
  url: string;
  renders: string[];
  version: number;
  /** The purges "committed" so far, one per version after the first. */
  purges: { version: number; keys: string[] }[];
  /** Each path's surrogate keys (default: `site page:<path>`); null: the answer names none. */
  keys: Record<string, string | null>;
  now: number;
  failVersion: boolean;
  /** What the fake renderer does besides writing the page. */
  renderExtra?: (res: express.Response) => void;
  /** Holds the renderer until released. */
  gate?: Promise<void>;
  close: () => Promise<void>;
}

const servers: Harness[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(maxBytes = 1024 * 1024): Promise<Harness> {
  const app = express();
  const harness = { renders: [], version: 1, purges: [], keys: {}, now: 1_000_000, failVersion: false } as unknown as Harness;
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", formatPolicy(DIRECTIVES));
    next();
  });
  const cache = createPageCache({
    maxBytes,
    ttlMs: 10_000,
    sessionCookie: "kk_session",
    now: () => harness.now,
    readVersion: async () => {
      if (harness.failVersion) throw new Error("database down");
      return harness.version;
    },
    readPurges: async (after, upTo) => harness.purges.filter((purge) => purge.version > after && purge.version <= upTo),
  });
  app.use(cache.middleware);
  app.use(async (req, res) => {
    harness.renders.push(req.originalUrl);
    await harness.gate;
    const html = `<!DOCTYPE html><html><head><script>1</script></head><body>İlanlar v${harness.version} ${req.originalUrl}<script>2</script></body></html>`;
    res.status(req.path === "/missing" || req.path.endsWith("/gone") ? 404 : 200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", documentPolicy(DIRECTIVES, inlineScriptHashes(html)));
    res.setHeader("Vary", "Accept-Encoding");
    const keys = req.path in harness.keys ? harness.keys[req.path] : `site page:${req.path}`;
    if (keys) res.setHeader("Surrogate-Key", keys);
    harness.renderExtra?.(res);
    const cut = html.indexOf("<body>");
    res.write(html.slice(0, cut));
    await new Promise((resolve) => setTimeout(resolve, 5));
    res.write(Buffer.from(html.slice(cut, -20)));
    res.end(html.slice(-20));
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  harness.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  harness.close = () => new Promise((resolve) => server.close(() => resolve()));
  servers.push(harness);
  return harness;
}

/** A content change: the next version, purging these keys. */
function change(harness: Harness, ...keys: string[]) {
  harness.version += 1;
  harness.purges.push({ version: harness.version, keys });
}

const DIRECTIVES = { "default-src": ["'self'"], "script-src": ["'self'"] };

const BROWSER = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

async function get(harness: Harness, path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(harness.url + path, { headers: { "user-agent": BROWSER, ...headers }, method });
  const body = await response.text();
  const policy = response.headers.get("content-security-policy");
  return { status: response.status, body, policy, cache: response.headers.get(PAGE_CACHE_HEADER), headers: response.headers };
}

describe("the anonymous page cache", () => {
  it("renders a page once and serves it again, headers and body, with the policy naming its scripts", async () => {
    const site = await start();
    // (Without compression: the encodings have a test of their own.)
    const first = await get(site, "/evler?rooms=3%2B1", { "accept-encoding": "identity" });
    const second = await get(site, "/evler?rooms=3%2B1", { "accept-encoding": "identity" });
    expect(site.renders).toEqual(["/evler?rooms=3%2B1"]);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.body).toBe(first.body);
    // The rendered document's own policy is kept, not the site's policy set before the render.
    expect(second.policy).toBe(first.policy);
    expect(second.policy).toBe(documentPolicy(DIRECTIVES, inlineScriptHashes(first.body)));
    expect(second.policy!.match(/'sha256-/g)).toHaveLength(2);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(second.headers.get("content-length"))).toBe(Buffer.byteLength(second.body));
    expect(second.headers.get("content-encoding")).toBeNull();
  });

  it("keeps a page compressed, made once: a hit answers brotli or gzip as the browser accepts, and plain text to one that accepts neither", async () => {
    const site = await start();
    const brotli = vi.spyOn(zlib, "brotliCompress");
    const gzip = vi.spyOn(zlib, "gzip");
    try {
      const page = (await get(site, "/oteller", { "accept-encoding": "identity" })).body;
      const raw = (encoding: string) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get(`${site.url}/oteller`, { headers: { "user-agent": BROWSER, "accept-encoding": encoding } }, (response) => {
              const chunks: Buffer[] = [];
              response.on("data", (chunk: Buffer) => chunks.push(chunk));
              response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
            })
            .on("error", reject);
        });
      const br = await raw("gzip, deflate, br");
      expect(br.headers["x-page-cache"]).toBe("hit");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(br.headers["content-length"])).toBe(br.body.length);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
      const gz = await raw("gzip;q=1, br;q=0");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
      const plain = await raw("identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
      const unnamed = await raw("");
      expect(unnamed.headers["content-encoding"]).toBeUndefined();
      expect(unnamed.body.toString()).toBe(page);
      await raw("br");
      // One render, one compression into each encoding, however many hits.
      expect(site.renders).toEqual(["/oteller"]);
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it("renders again the pages a purge names, and any page once its time limit passes", async () => {
    const site = await start();
    site.keys = { "/evler": "site list:houses l:a l:b", "/araclar": "site list:cars l:c", "/": "site home l:a" };
    for (const path of ["/evler", "/araclar", "/"]) await get(site, path);
    change(site, "l:b");
    const afterChange = await get(site, "/evler");
    expect(afterChange.cache).toBe("miss");
    expect(afterChange.body).toContain("İlanlar v2");
    expect([(await get(site, "/araclar")).cache, (await get(site, "/")).cache, (await get(site, "/evler")).cache]).toEqual([
      "hit",
      "hit",
      "hit",
    ]);
    change(site, "home", "list:cars");
    expect([(await get(site, "/evler")).cache, (await get(site, "/araclar")).cache, (await get(site, "/")).cache]).toEqual([
      "hit",
      "miss",
      "miss",
    ]);
    site.now += 10_001;
    expect((await get(site, "/evler")).cache).toBe("miss");
    expect(site.renders).toEqual(["/evler", "/araclar", "/", "/evler", "/araclar", "/", "/evler"]);
  });

  it("drops every page on a purge of 'site', and when purges are missing (removed, or from before they were recorded)", async () => {
    const site = await start();
    await get(site, "/evler");
    await get(site, "/");
    change(site, "site");
    expect([(await get(site, "/evler")).cache, (await get(site, "/")).cache]).toEqual(["miss", "miss"]);
    // Versions 3 and 4 changed, but only 4's purge is still there.
    site.version += 1;
    change(site, "page:/nothing-shown");
    expect([(await get(site, "/evler")).cache, (await get(site, "/")).cache]).toEqual(["miss", "miss"]);
    expect([(await get(site, "/evler")).cache, (await get(site, "/")).cache]).toEqual(["hit", "hit"]);
  });

  it("does not keep a render that a purge read meanwhile outdates", async () => {
    const site = await start();
    site.keys = { "/evler": "site list:houses l:a" };
    let release!: () => void;
    site.gate = new Promise((resolve) => (release = resolve));
    const slow = get(site, "/evler");
    await expect.poll(() => site.renders.length).toBe(1);
    // While it renders (having read version 1), a change purges it and another request reads that.
    change(site, "l:a");
    site.gate = undefined;
    expect((await get(site, "/araclar")).cache).toBe("miss");
    release();
    expect((await slow).cache).toBe("miss");
    expect((await get(site, "/evler")).cache).toBe("miss");
    expect((await get(site, "/evler")).cache).toBe("hit");
  });

  it("keeps one page per URL (the language is in it: /en/…, and the query string), whoever asks", async () => {
    const site = await start();
    await get(site, "/araclar");
    await get(site, "/en/araclar");
    expect((await get(site, "/araclar", { "user-agent": "WhatsApp/2.23.20.0" })).cache).toBe("hit");
    await get(site, "/araclar?sort=price-asc");
    expect(site.renders).toEqual(["/araclar", "/en/araclar", "/araclar?sort=price-asc"]);
    expect((await get(site, "/en/araclar", { cookie: "theme=dark" })).cache).toBe("hit");
    // The language cookie does not pick the page any more: the URL alone does.
    const english = await get(site, "/araclar", { cookie: "kk_locale=en" });
    expect(english.cache).toBe("hit");
    expect(english.body).toContain("İlanlar v1 /araclar");
    expect((await get(site, "/en/araclar", { cookie: "kk_locale=tr" })).body).toContain("/en/araclar");
    expect(site.renders).toHaveLength(3);
  });

  it("caches the public pages in both languages, and nothing else", () => {
    for (const path of [
      "/",
      "/evler",
      "/apartlar/",
      "/en",
      "/en/",
      "/en/evler",
      "/en/oteller",
      "/evler/x1",
      "/en/evler/x1",
      "/profil/u1",
      "/en/profil/u1",
      "/about",
      "/en/gizlilik",
      "/iletisim",
      "/dopingler",
    ])
      expect(isCacheablePath(path), path).toBe(true);
    for (const path of [
      "/en/giris",
      "/english",
      "/en/houses",
      "/giris",
      "/profil",
      "/evler/x1/duzenle",
      "/ilanlar/x1/duzenle",
      "/favoriler",
      "/yonetim/panel",
      "/api/home",
    ])
      expect(isCacheablePath(path), path).toBe(false);
  });

  it("serves a member the page a visitor got, except a profile (their own is their account page)", async () => {
    const site = await start();
    const session = { cookie: "kk_locale=tr; kk_session=abc.def" };
    await get(site, "/oteller");
    await get(site, "/en/profil/u1");
    const member = await get(site, "/oteller", session);
    expect(member.cache).toBe("hit");
    expect(member.body).toContain("İlanlar v1 /oteller");
    expect((await get(site, "/en/profil/u1", session)).cache).toBeNull();
    expect((await get(site, "/profil/u1/", session)).cache).toBeNull();
    expect((await get(site, "/en/profil/u1")).cache).toBe("hit");
    expect(site.renders).toEqual(["/oteller", "/en/profil/u1", "/en/profil/u1", "/profil/u1/"]);
  });

  it("never serves a member a page that was not complete (a listing only its owner may see is a 404 to visitors)", async () => {
    const site = await start();
    expect((await get(site, "/evler/gone")).cache).toBe("miss");
    const owner = await get(site, "/evler/gone", { cookie: "kk_session=abc.def" });
    expect(owner.cache).toBe("miss");
    expect(site.renders).toEqual(["/evler/gone", "/evler/gone"]);
  });

  it("leaves other pages, other methods and the JSON endpoints alone", async () => {
    const site = await start();
    for (const path of ["/giris", "/api/listings?category=houses", "/evler.data", "/unknown"]) {
      expect((await get(site, path)).cache).toBeNull();
      expect((await get(site, path)).cache).toBeNull();
    }
    expect(site.renders).toHaveLength(8);
  });

  it("does not keep answers that set a cookie, are private, name no surrogate keys, fail while streaming, or are not 200", async () => {
    const site = await start();
    for (const extra of [
      (res: express.Response) => res.removeHeader("Surrogate-Key"),
      (res: express.Response) => res.setHeader("Set-Cookie", "kk_locale=tr; Path=/"),
      (res: express.Response) => res.setHeader("Cache-Control", "private, no-store"),
      (res: express.Response) => {
        res.locals[RENDER_FAILED] = true;
      },
    ]) {
      site.renders.length = 0;
      site.renderExtra = extra;
      await get(site, "/dukkanlar");
      await get(site, "/dukkanlar");
      expect(site.renders).toHaveLength(2);
    }
    expect(isCacheablePath("/missing")).toBe(false);
  });

  it("answers HEAD from the cache without a body", async () => {
    const site = await start();
    const page = await get(site, "/apartlar", { "accept-encoding": "identity" });
    const head = await get(site, "/apartlar", { "accept-encoding": "identity" }, "HEAD");
    expect(head.cache).toBe("hit");
    expect(head.body).toBe("");
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(page.body));
  });

  it("lets concurrent misses of one page wait for a single render", async () => {
    const site = await start();
    let release!: () => void;
    site.gate = new Promise((resolve) => (release = resolve));
    const answers = Promise.all(Array.from({ length: 5 }, () => get(site, "/evler")));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const results = await answers;
    expect(site.renders).toEqual(["/evler"]);
    expect(results.map((result) => result.cache).sort()).toEqual(["hit", "hit", "hit", "hit", "miss"]);
    for (const result of results) expect([result.body, result.policy]).toEqual([results[0]!.body, results[0]!.policy]);
  });

  it("renders without the cache when the content version cannot be read", async () => {
    const site = await start();
    await get(site, "/");
    site.failVersion = true;
    const answer = await get(site, "/");
    expect(answer.status).toBe(200);
    expect(answer.cache).toBeNull();
    expect(site.renders).toEqual(["/", "/"]);
  });

  it("does nothing when its memory is 0", async () => {
    const site = await start(0);
    await get(site, "/");
    expect((await get(site, "/")).cache).toBeNull();
    expect(site.renders).toHaveLength(2);
  });
});

describe("page store", () => {
  /** A page of `bytes` in memory: its two encodings together. */
  const entry = (bytes: number) => ({
    version: 1,
    keys: ["site"],
    storedAt: 0,
    headers: [],
    gzip: Buffer.alloc(Math.floor(bytes / 2)),
    br: Buffer.alloc(Math.ceil(bytes / 2)),
    bytes,
  });

  it("drops the least recently used pages once past its size", () => {
    const store = new PageStore(300);
    store.set("a", entry(100));
    store.set("b", entry(100));
    store.set("c", entry(100));
    store.get("a");
    store.set("d", entry(100));
    expect(store.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => Boolean(store.get(key)))).toEqual([true, true, true]);
    expect(store.bytes).toBe(300);
    store.set("huge", entry(301));
    expect(store.get("huge")).toBeUndefined();
    expect(store.size).toBe(3);
  });
});
