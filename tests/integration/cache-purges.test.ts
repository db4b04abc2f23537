import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { httpPurgeSender } from "~/.server/adapters/cache-purge";
import { sendDuePurges } from "~/.server/jobs/cache-purger";
import type { Db } from "~/.server/db/client";
import { cachePurges, listings, partnerCompanies, profiles, sponsoredContents } from "~/.server/db/schema";
import { claimPurges, countUnsentPurges, purgesBetween, removeOldPurges } from "~/.server/services/platform/cache-purges";
import { readContentVersion } from "~/.server/services/platform/content-version";
import { databaseOfThisFile } from "../support/file-database";

/**
 * Purges on change (migration 0013, decision 022): each content change records, in its own
 * transaction, the surrogate keys of the pages it affects, tagged with the content version it
 * bumped; the sender takes them (one node at a time), sends them to the shared caches and retries
 * a failure later.
 */

const database = databaseOfThisFile();
let db: Db;

async function insertListing(values: Partial<typeof listings.$inferInsert> = {}) {
  const [row] = await db
    .insert(listings)
    .values({ ownerId: "seller", title: "Bahçeli ev", price: 1000, city: "Girne", categorySlug: "houses", status: "active", ...values })
    .returning({ id: listings.id });
  return row!.id;
}

/** The keys the change recorded (one purge, for the version it bumped). */
async function keysOf(change: () => Promise<unknown>): Promise<string[] | null> {
  const before = await readContentVersion(db);
  await change();
  const after = await readContentVersion(db);
  const purges = await purgesBetween(db, before, after);
  if (purges.length === 0) return null;
  expect(purges.map((purge) => purge.version)).toEqual([after]);
  return [...purges[0]!.keys].sort();
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  db = database().db;
  await db.insert(profiles).values([
    { id: "seller", email: "seller@example.com", displayName: "Satıcı" },
    { id: "other", email: "other@example.com", displayName: "Diğer" },
  ]);
});
beforeEach(async () => {
  // Earlier tests' purges are sent already, as far as the sender tests are concerned.
  await db.update(cachePurges).set({ sentAt: sql`now()` });
});

describe("recorded purges", () => {
  it("a public listing's change names its page, its lists, the home page, search and its seller", async () => {
    let id = "";
    const own = () => ["home", `l:${id}`, "list:houses", "p:seller", "search"].sort();
    expect(await keysOf(async () => (id = await insertListing()))).toEqual(own());
    expect(await keysOf(() => db.update(listings).set({ price: 1200 }).where(eq(listings.id, id)))).toEqual(own());
    // Moved to another category (and seller): both lists and both sellers.
    expect(
      await keysOf(() => db.update(listings).set({ categorySlug: "apartments", ownerId: "other" }).where(eq(listings.id, id))),
    ).toEqual(["home", `l:${id}`, "list:apartments", "list:houses", "p:other", "p:seller", "search"].sort());
    expect(await keysOf(() => db.update(listings).set({ status: "pending" }).where(eq(listings.id, id)))).toEqual(
      ["home", `l:${id}`, "list:apartments", "p:other", "search"].sort(),
    );
    // Not public before or after: nothing to purge.
    expect(await keysOf(() => db.update(listings).set({ title: "Bekleyen" }).where(eq(listings.id, id)))).toBeNull();
    expect(await keysOf(() => db.update(listings).set({ status: "active" }).where(eq(listings.id, id)))).toEqual(
      ["home", `l:${id}`, "list:apartments", "p:other", "search"].sort(),
    );
    expect(await keysOf(() => db.delete(listings).where(eq(listings.id, id)))).toEqual(
      ["home", `l:${id}`, "list:apartments", "p:other", "search"].sort(),
    );
  });

  it("a view purges nothing", async () => {
    const id = await insertListing();
    expect(
      await keysOf(() =>
        db
          .update(listings)
          .set({ views: sql`${listings.views} + 1` })
          .where(eq(listings.id, id)),
      ),
    ).toBeNull();
  });

  it("a profile names its pages; sponsored content and partner logos their sections", async () => {
    expect(await keysOf(() => db.update(profiles).set({ displayName: "Yeni Ad" }).where(eq(profiles.id, "seller")))).toEqual(["p:seller"]);
    expect(await keysOf(() => db.insert(sponsoredContents).values({ title: "Sponsor", orderIndex: 1 }))).toEqual(["sponsors"]);
    expect(await keysOf(() => db.insert(partnerCompanies).values({ name: "Ortak", logoUrl: "/media/logo.webp" }))).toEqual(["partners"]);
  });

  it("one transaction is one purge with every key once; a large one purges everything", async () => {
    const ids: string[] = [];
    const keys = await keysOf(() =>
      db.transaction(async (tx) => {
        for (const categorySlug of ["shops", "hotels"] as const) {
          const [row] = await tx
            .insert(listings)
            .values({ ownerId: "seller", title: "Toplu", price: 1, city: "Lefke", categorySlug, status: "active" })
            .returning({ id: listings.id });
          ids.push(row!.id);
        }
        await tx.update(listings).set({ price: 2 }).where(eq(listings.id, ids[0]!));
      }),
    );
    expect(keys).toEqual(["home", `l:${ids[0]}`, `l:${ids[1]}`, "list:hotels", "list:shops", "p:seller", "search"].sort());
    const bulk = await keysOf(() =>
      db.insert(listings).values(
        Array.from({ length: 600 }, (_, index) => ({
          ownerId: "seller",
          title: `Toplu ${index}`,
          price: 1,
          city: "Lefke",
          categorySlug: "shops" as const,
          status: "active" as const,
        })),
      ),
    );
    expect(bulk).toEqual(["site"]);
  });

  it("a rolled-back change records nothing", async () => {
    const before = await readContentVersion(db);
    await db
      .transaction(async (tx) => {
        await tx
          .insert(listings)
          .values({ ownerId: "seller", title: "Geri alınan", price: 1, city: "Girne", categorySlug: "houses", status: "active" });
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await purgesBetween(db, before, before + 10)).toEqual([]);
  });
});

/** A stand-in for Varnish: answers PURGE with `status`, recording the keys it was sent. */
async function purgeEndpoint(status: () => number) {
  const received: string[][] = [];
  const server = http.createServer((req, res) => {
    received.push(String(req.headers["surrogate-key"] ?? "").split(" "));
    res.statusCode = req.method === "PURGE" ? status() : 405;
    res.end();
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("sending purges to the shared caches", () => {
  it("sends the due purges' keys to every endpoint once, and marks them sent", async () => {
    const [a, b] = [await purgeEndpoint(() => 200), await purgeEndpoint(() => 200)];
    try {
      const id = await insertListing({ categorySlug: "cars" });
      await db.update(profiles).set({ displayName: "Başka" }).where(eq(profiles.id, "other"));
      const send = httpPurgeSender([a.url, b.url]);
      // The backlog the health endpoint reports.
      expect(await countUnsentPurges(db)).toBe(2);
      expect(await sendDuePurges({ db, send, logger: silent }, { failing: false })).toBe(2);
      expect(await countUnsentPurges(db)).toBe(0);
      for (const endpoint of [a, b]) {
        expect(endpoint.received).toHaveLength(1);
        expect(endpoint.received[0]!.sort()).toEqual(["home", `l:${id}`, "list:cars", "p:other", "p:seller", "search"].sort());
      }
      // Sent: nothing is due any more.
      expect(await sendDuePurges({ db, send, logger: silent }, { failing: false })).toBe(0);
      expect(a.received).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("a failure keeps the purge for a retry after a backoff, logged once; the write itself went through", async () => {
    let status = 503;
    const endpoint = await purgeEndpoint(() => status);
    const errors: string[] = [];
    const logger = {
      ...silent,
      error: (_: unknown, message?: string) => {
        errors.push(message ?? "");
      },
    };
    try {
      const id = await insertListing({ title: "Varnish kapalıyken" });
      expect((await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id))).length).toBe(1);
      const state = { failing: false };
      const send = httpPurgeSender([endpoint.url]);
      expect(await sendDuePurges({ db, send, logger }, state)).toBe(0);
      expect(errors).toEqual(["cache purge failed: retrying with backoff"]);
      // Not due again before its backoff (1 s).
      expect(await sendDuePurges({ db, send, logger }, state)).toBe(0);
      expect(endpoint.received).toHaveLength(1);
      await db
        .update(cachePurges)
        .set({ nextAttemptAt: sql`now()` })
        .where(sql`${cachePurges.sentAt} is null`);
      status = 200;
      expect(await sendDuePurges({ db, send, logger }, state)).toBe(1);
      expect(endpoint.received).toHaveLength(2);
      expect(endpoint.received[1]).toContain(`l:${id}`);
      expect(errors).toHaveLength(1);
    } finally {
      await endpoint.close();
    }
  });

  it("two nodes claiming at once never take the same purge", async () => {
    for (let index = 0; index < 6; index += 1) await insertListing({ title: `Eşzamanlı ${index}` });
    const [first, second] = await Promise.all([claimPurges(db, 3), claimPurges(db, 3)]);
    const versions = [...first, ...second].map((purge) => purge.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions.length).toBe(6);
  });

  it("old purges are removed after an hour", async () => {
    await insertListing({ title: "Eski" });
    const count = async () => (await db.select({ count: sql<number>`count(*)::int` }).from(cachePurges))[0]!.count;
    const total = await count();
    expect(await removeOldPurges(db, new Date())).toBe(0);
    expect(await removeOldPurges(db, new Date(Date.now() + 3601_000))).toBe(total);
    expect(await count()).toBe(0);
  });
});
