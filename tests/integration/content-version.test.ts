import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import { categoryFields, listingRevisions, listings, partnerCompanies, profiles, sponsoredContents } from "~/.server/db/schema";
import { readContentVersion } from "~/.server/services/platform/content-version";
import type { ListingStatus } from "~/domain/listing";
import { databaseOfThisFile } from "../support/file-database";

/**
 * The content version behind the anonymous page cache (migration 0007, decision 010): it grows at
 * commit whenever something a public page shows changes, once per transaction, and not for a view.
 */

const database = databaseOfThisFile();
let db: Db;

async function insertListing(title = "Bahçeli ev", status: ListingStatus = "active") {
  const [row] = await db
    .insert(listings)
    .values({
      ownerId: "seller",
      title,
      price: 1000,
      currency: "EUR",
      city: "Girne",
      categorySlug: "houses",
      specifications: { rental_term: "monthly" },
      status,
    })
    .returning({ id: listings.id });
  return row!.id;
}

/** How much the version grew while `change` ran. */
async function growth(change: () => Promise<unknown>) {
  const before = await readContentVersion(db);
  await change();
  return (await readContentVersion(db)) - before;
}

beforeAll(async () => {
  db = database().db;
  await db.insert(profiles).values({ id: "seller", email: "seller@example.com", displayName: "Satıcı" });
});

describe("content version", () => {
  it("grows when a public listing is created, edited, taken down or deleted", async () => {
    let id = "";
    expect(await growth(async () => (id = await insertListing()))).toBe(1);
    expect(await growth(() => db.update(listings).set({ title: "Deniz manzaralı ev" }).where(eq(listings.id, id)))).toBe(1);
    expect(await growth(() => db.update(listings).set({ status: "pending" }).where(eq(listings.id, id)))).toBe(1);
    expect(await growth(() => db.update(listings).set({ status: "active" }).where(eq(listings.id, id)))).toBe(1);
    expect(await growth(() => db.delete(listings).where(eq(listings.id, id)))).toBe(1);
  });

  it("does not grow for listings no public page shows (waiting for moderation, rejected)", async () => {
    let id = "";
    expect(await growth(async () => (id = await insertListing("Onay bekleyen", "pending")))).toBe(0);
    expect(await growth(() => db.update(listings).set({ title: "Onay bekleyen (düzeltildi)" }).where(eq(listings.id, id)))).toBe(0);
    expect(await growth(() => db.update(listings).set({ status: "rejected" }).where(eq(listings.id, id)))).toBe(0);
    expect(await growth(() => db.delete(listings).where(eq(listings.id, id)))).toBe(0);
    // A new member shows nowhere until one of their listings is approved.
    expect(await growth(() => db.insert(profiles).values({ id: "newcomer", email: "newcomer@example.com", displayName: "Yeni Üye" }))).toBe(
      0,
    );
  });

  it("does not grow for a view (the counter changes on every visit)", async () => {
    const id = await insertListing();
    expect(
      await growth(() =>
        db
          .update(listings)
          .set({ views: sql`${listings.views} + 1` })
          .where(eq(listings.id, id)),
      ),
    ).toBe(0);
    // An update that changes nothing visible either.
    expect(await growth(() => db.update(listings).set({ title: "Bahçeli ev" }).where(eq(listings.id, id)))).toBe(0);
  });

  it("grows once for a transaction however many rows it writes", async () => {
    expect(
      await growth(() =>
        db.transaction(async (tx) => {
          for (let i = 0; i < 5; i += 1) {
            await tx
              .insert(listings)
              .values({ ownerId: "seller", title: `Toplu ${i}`, price: 1, city: "Lefke", categorySlug: "shops", status: "active" });
          }
          await tx.update(listings).set({ price: 2 }).where(eq(listings.city, "Lefke"));
        }),
      ),
    ).toBe(1);
  });

  it("grows for profiles, category fields, sponsored content and partner logos", async () => {
    expect(await growth(() => db.update(profiles).set({ displayName: "Yeni Ad" }).where(eq(profiles.id, "seller")))).toBe(1);
    expect(
      await growth(() =>
        db
          .insert(categoryFields)
          .values({ categorySlug: "houses", fieldKey: "pool", label: "Havuz", fieldType: "boolean", orderIndex: 99 }),
      ),
    ).toBe(1);
    expect(await growth(() => db.insert(sponsoredContents).values({ title: "Sponsor", orderIndex: 1 }))).toBe(1);
    expect(await growth(() => db.insert(partnerCompanies).values({ name: "Ortak", logoUrl: "/media/logo.webp" }))).toBe(1);
  });

  it("does not grow for an owner's changes waiting for approval, nor for a member's mail setting (decision 017)", async () => {
    const id = await insertListing("Yayındaki ev");
    const revision = {
      listingId: id,
      title: "Bekleyen başlık",
      price: 900,
      currency: "EUR" as const,
      city: "Girne",
      categorySlug: "houses" as const,
    };
    expect(await growth(() => db.insert(listingRevisions).values(revision))).toBe(0);
    expect(
      await growth(() => db.update(listingRevisions).set({ title: "Yine bekleyen başlık" }).where(eq(listingRevisions.listingId, id))),
    ).toBe(0);
    expect(
      await growth(() =>
        db.update(listingRevisions).set({ status: "rejected", moderationNote: "Hayır" }).where(eq(listingRevisions.listingId, id)),
      ),
    ).toBe(0);
    expect(await growth(() => db.delete(listingRevisions).where(eq(listingRevisions.listingId, id)))).toBe(0);
    expect(
      await growth(() => db.update(profiles).set({ optionalMails: false, updatedAt: new Date() }).where(eq(profiles.id, "seller"))),
    ).toBe(0);
    // An approval copies the revision into the listing: public, so it grows.
    expect(await growth(() => db.update(listings).set({ title: "Onaylanan başlık", price: 900 }).where(eq(listings.id, id)))).toBe(1);
    // A profile's public fields still count, with or without the setting in the same update.
    expect(
      await growth(() => db.update(profiles).set({ displayName: "Başka Ad", optionalMails: true }).where(eq(profiles.id, "seller"))),
    ).toBe(1);
  });

  it("is bumped at commit, and never by a rolled-back transaction", async () => {
    const before = await readContentVersion(db);
    let seenInside = -1;
    await db.transaction(async (tx) => {
      await tx
        .insert(listings)
        .values({ ownerId: "seller", title: "Taslak", price: 1, city: "Girne", categorySlug: "houses", status: "active" });
      seenInside = await readContentVersion(tx as unknown as Db);
    });
    // The bump runs at commit (a deferred trigger): even the transaction itself did not see it before.
    // (Another connection cannot either: the embedded database has one backend, so it is not read here.)
    expect(seenInside).toBe(before);
    expect(await readContentVersion(db)).toBe(before + 1);

    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(listings)
          .values({ ownerId: "seller", title: "Geri alınan", price: 1, city: "Girne", categorySlug: "houses", status: "active" });
        await tx.execute(sql`set constraints all immediate`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await readContentVersion(db)).toBe(before + 1);
  });
});
