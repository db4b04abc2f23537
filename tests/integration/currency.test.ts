import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CurrencyProviderError, fetchTcmbRates, parseTcmbXml } from "~/.server/adapters/currency";
import { appMeta } from "~/.server/db/schema";
import {
  CURRENCY_RATES_META_KEY,
  createCurrencyRatesService,
  readStoredRates,
  writeStoredRates,
} from "~/.server/services/discovery/currency";
import { RATES_FETCH_TIMEOUT_MS, RATES_MAX_AGE_MS } from "~/domain/currency";
import { FALLBACK_RATES } from "~/domain/listing";
import { TCMB_RATES, tcmbXml } from "../support/currency-provider";
import { databaseOfThisFile } from "../support/file-database";

const GOOD = TCMB_RATES;

// ---------------------------------------------------------------------------------------------
// A local fake provider: never the internet.

let provider: http.Server;
let base: string;
const hits: Record<string, number> = {};
let xmlForOk = tcmbXml(GOOD);

beforeAll(async () => {
  provider = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === "/today.xml") {
      response.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
      response.end(xmlForOk);
    } else if (path === "/hang") {
      // Accepts the request and never answers.
    } else if (path === "/hang-body") {
      response.writeHead(200, { "content-type": "application/xml" });
      response.write('<?xml version="1.0"?><Tarih_Date>');
    } else if (path === "/garbage") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html><body><h1>Bakım çalışması</h1><p>ForexSelling 12</p></body></html>");
    } else if (path === "/partial") {
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(tcmbXml(GOOD).replace(/<Currency[^>]*CurrencyCode="GBP"[\s\S]*?<\/Currency>/, ""));
    } else if (path === "/zero") {
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(tcmbXml({ ...GOOD, USD: "0" }).replace(/<BanknoteSelling>36.6639</, "<BanknoteSelling>0<"));
    } else if (path === "/huge") {
      response.writeHead(200, { "content-type": "application/xml" });
      response.end("x".repeat(2 * 1024 * 1024));
    } else {
      response.writeHead(500);
      response.end("Internal Server Error");
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});

afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

describe("TCMB XML parser", () => {
  it("reads ForexSelling of USD, EUR and GBP and nothing else", () => {
    expect(parseTcmbXml(tcmbXml(GOOD))).toEqual({ USD: 36.609, EUR: 39.8611, GBP: 47.4028 });
  });

  it("falls back to BanknoteSelling and divides by the unit", () => {
    expect(parseTcmbXml(tcmbXml(GOOD, { emptyForexGbp: true })).GBP).toBe(47.5713);
    const perHundred = tcmbXml(GOOD).replace(/(CurrencyCode="EUR">\s*<Unit>)1</, "$1100<");
    expect(parseTcmbXml(perHundred).EUR).toBeCloseTo(0.398611, 6);
  });

  it("rejects garbage, incomplete documents and nonsense numbers", () => {
    expect(() => parseTcmbXml("<html>nope</html>")).toThrow(CurrencyProviderError);
    expect(() => parseTcmbXml("")).toThrow(/USD, EUR, GBP/);
    expect(() => parseTcmbXml(tcmbXml(GOOD).replace(/CurrencyCode="GBP"/, 'CurrencyCode="XGB"'))).toThrow(/GBP/);
    expect(() => parseTcmbXml(tcmbXml({ ...GOOD, USD: "1e9" }).replace(/<BanknoteSelling>36.6639/, "<BanknoteSelling>abc"))).toThrow(/USD/);
    expect(() => parseTcmbXml("<Currency>".repeat(200_000))).toThrow(CurrencyProviderError);
  });
});

describe("TCMB provider over HTTP", () => {
  it("fetches and parses the provider's document", async () => {
    expect(await fetchTcmbRates(`${base}/today.xml`)).toEqual({ USD: 36.609, EUR: 39.8611, GBP: 47.4028 });
  });

  it("fails clearly on an HTTP error, garbage, a partial document, zero rates or an oversized body", async () => {
    await expect(fetchTcmbRates(`${base}/missing`)).rejects.toThrow("The rates provider answered HTTP 500.");
    await expect(fetchTcmbRates(`${base}/garbage`)).rejects.toThrow(CurrencyProviderError);
    await expect(fetchTcmbRates(`${base}/partial`)).rejects.toThrow(/GBP/);
    await expect(fetchTcmbRates(`${base}/zero`)).rejects.toThrow(/USD/);
    await expect(fetchTcmbRates(`${base}/huge`)).rejects.toThrow(/too large/);
    await expect(fetchTcmbRates("http://127.0.0.1:9/unreachable")).rejects.toThrow(/could not be reached/);
  });

  it("gives up on a provider that never answers after the timeout, also while the body is arriving", async () => {
    let started = performance.now();
    await expect(fetchTcmbRates(`${base}/hang`, { timeoutMs: 400 })).rejects.toThrow("did not answer within 400 ms");
    expect(performance.now() - started).toBeLessThan(3000);
    started = performance.now();
    await expect(fetchTcmbRates(`${base}/hang-body`, { timeoutMs: 400 })).rejects.toThrow(CurrencyProviderError);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("waits 6 s by default (docs/product.md §9)", async () => {
    expect(RATES_FETCH_TIMEOUT_MS).toBe(6000);
    const started = performance.now();
    await expect(fetchTcmbRates(`${base}/hang`)).rejects.toThrow("did not answer within 6000 ms");
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(5900);
    expect(elapsed).toBeLessThan(9000);
  });
});

// ---------------------------------------------------------------------------------------------
// The cache: app_meta, shared by app nodes.

const database = databaseOfThisFile();
beforeEach(async () => {
  await database().db.delete(appMeta).where(eq(appMeta.key, CURRENCY_RATES_META_KEY));
  for (const key of Object.keys(hits)) delete hits[key];
  xmlForOk = tcmbXml(GOOD);
});

function clock(start = Date.parse("2025-03-14T09:00:00Z")) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const serviceFor = (path: string, time = clock(), extra: Partial<Parameters<typeof createCurrencyRatesService>[0]> = {}) => {
  const errors: string[] = [];
  const service = createCurrencyRatesService({
    db: database().db,
    fetchRates: () => fetchTcmbRates(`${base}${path}`, { timeoutMs: 500 }),
    now: time.now,
    onError: (_error, stage) => errors.push(stage),
    ...extra,
  });
  return { service, errors, time };
};

describe("currency rates service", () => {
  it("asks the provider when nothing is stored, stores the answer, and other nodes reuse it for 6 hours", async () => {
    const time = clock();
    const first = serviceFor("/today.xml", time);
    expect(await first.service.getRates()).toEqual({
      base: "TRY",
      rates: { USD: 36.609, EUR: 39.8611, GBP: 47.4028 },
      fetchedAt: "2025-03-14T09:00:00.000Z",
      source: "tcmb",
    });
    expect(hits["/today.xml"]).toBe(1);
    expect(await readStoredRates(database().db)).toEqual({
      rates: { USD: 36.609, EUR: 39.8611, GBP: 47.4028 },
      fetchedAt: "2025-03-14T09:00:00.000Z",
    });

    // A second app node (its own process memo) five hours later: served from the database.
    time.advance(5 * 60 * 60 * 1000);
    const second = serviceFor("/today.xml", time);
    expect(await second.service.getRates()).toMatchObject({ source: "cache", fetchedAt: "2025-03-14T09:00:00.000Z" });
    expect(await second.service.getRatesForPage()).toMatchObject({ source: "cache" });
    expect(hits["/today.xml"]).toBe(1);

    // After six hours the rates are stale: the provider is asked again.
    time.advance(RATES_MAX_AGE_MS - 5 * 60 * 60 * 1000);
    xmlForOk = tcmbXml({ USD: "37.0000", EUR: "40.0000", GBP: "48.0000" });
    const third = serviceFor("/today.xml", time);
    expect(await third.service.getRates()).toMatchObject({ source: "tcmb", rates: { USD: 37, EUR: 40, GBP: 48 } });
    expect(hits["/today.xml"]).toBe(2);
  });

  it("serves the last good rates when the provider fails, then the built-in ones", async () => {
    const time = clock();
    const garbage = serviceFor("/garbage", time);
    expect(await garbage.service.getRates()).toEqual({ base: "TRY", rates: FALLBACK_RATES, fetchedAt: null, source: "fallback" });
    expect(garbage.errors).toEqual(["provider"]);

    await writeStoredRates(database().db, {
      rates: { USD: 35, EUR: 38, GBP: 45 },
      fetchedAt: new Date(time.now() - 7 * 3600_000).toISOString(),
    });
    const stale = serviceFor("/garbage", time);
    expect(await stale.service.getRates()).toMatchObject({ source: "cache", rates: { USD: 35, EUR: 38, GBP: 45 } });
    // The failed provider did not overwrite the last good rates.
    expect((await readStoredRates(database().db))?.rates).toEqual({ USD: 35, EUR: 38, GBP: 45 });
  });

  it("bounds a hanging provider by the timeout and answers with the fallback", async () => {
    const hanging = serviceFor("/hang");
    const started = performance.now();
    expect(await hanging.service.getRates()).toMatchObject({ source: "fallback", rates: FALLBACK_RATES });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("never makes a page wait: stale or missing rates are refreshed in the background", async () => {
    const time = clock();
    const hanging = serviceFor("/hang", time);
    let started = performance.now();
    expect(await hanging.service.getRatesForPage()).toMatchObject({ source: "fallback" });
    expect(performance.now() - started).toBeLessThan(300);

    const ok = serviceFor("/today.xml", time);
    started = performance.now();
    expect(await ok.service.getRatesForPage()).toMatchObject({ source: "fallback" });
    expect(performance.now() - started).toBeLessThan(300);
    // The background refresh (the same single request) stores the provider's rates.
    expect(await ok.service.refresh()).toMatchObject({ rates: { USD: 36.609 } });
    expect(hits["/today.xml"]).toBe(1);
    expect(await ok.service.getRatesForPage()).toMatchObject({ source: "cache", rates: { USD: 36.609 } });
    expect(await readStoredRates(database().db)).toMatchObject({ rates: { USD: 36.609 } });
  });

  it("does not hammer a failing provider: one request at a time, then a pause", async () => {
    const time = clock();
    const { service } = serviceFor("/garbage", time, { retryAfterMs: 60_000 });
    await Promise.all([service.getRates(), service.getRates(), service.getRatesForPage()]);
    expect(hits["/garbage"]).toBe(1);
    await service.getRates();
    expect(hits["/garbage"]).toBe(1);
    time.advance(60_000);
    await service.getRates();
    expect(hits["/garbage"]).toBe(2);
  });

  it("keeps a short in-process memo of the database row", async () => {
    const time = clock();
    await writeStoredRates(database().db, { rates: { USD: 30, EUR: 31, GBP: 32 }, fetchedAt: new Date(time.now()).toISOString() });
    const { service } = serviceFor("/today.xml", time, { memoMs: 60_000 });
    expect((await service.getRatesForPage()).rates.USD).toBe(30);
    // Another node stores newer rates: this node sees them once its memo expires.
    await writeStoredRates(database().db, { rates: { USD: 33, EUR: 34, GBP: 35 }, fetchedAt: new Date(time.now()).toISOString() });
    expect((await service.getRatesForPage()).rates.USD).toBe(30);
    time.advance(60_000);
    expect((await service.getRatesForPage()).rates.USD).toBe(33);
    expect(hits["/today.xml"]).toBeUndefined();
  });

  it("ignores a malformed stored value", async () => {
    await database()
      .db.insert(appMeta)
      .values({ key: CURRENCY_RATES_META_KEY, value: { rates: { USD: "x" }, fetchedAt: "yesterday" } });
    expect(await readStoredRates(database().db)).toBeNull();
    const { service } = serviceFor("/garbage");
    expect(await service.getRatesForPage()).toMatchObject({ source: "fallback" });
  });
});
