import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { listings, moderationEvents, uploads } from "~/.server/db/schema";
import { getDb, getStorage, runtimeOfThisFile, testApp } from "../support/runtime";
import { readContentVersion } from "~/.server/services/platform/content-version";
import { listHomeFeatured } from "~/.server/services/discovery/home";
import { searchListings } from "~/.server/services/discovery/search";
import { sweepOrphanUploads } from "~/.server/services/media/upload-records";
import type { ListingImage } from "~/domain/listing";
import { ORPHAN_UPLOAD_GRACE_SECONDS } from "~/domain/uploads";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/admin-dashboard";
import { action as adminEditAction } from "~/routes/admin-edit-listing";
import { loader as apiListingLoader } from "~/routes/api.listing";
import { action as uploadAction } from "~/routes/api.uploads";
import { action as editAction, loader as editLoader } from "~/routes/edit-listing";
import { loader as detailLoader } from "~/routes/listing";
import { loader as sitemapFileLoader } from "~/routes/sitemaps.$file";
import { action as createAction } from "~/routes/new-listing";
import { houseListing } from "../support/listings";
import { type TestMember, signInOwnerOtherAdmin } from "../support/members";
import { get, post, postJson, run } from "../support/routes";
import { translate } from "~/lib/i18n";

/**
 * Editing a live listing (decision 017): a member's edit of an active listing is a
 * pending revision; the public keeps the approved version everywhere (detail, JSON, cards, search,
 * the featured section, the sitemap) and the anonymous page cache's content version does not move
 * until an admin approves (the values become the listing's) or rejects (they are discarded, with a
 * note). Price-only changes apply at once. Edits of pending or rejected listings and admins' edits
 * keep their old behaviour.
 */

const runtime = runtimeOfThisFile("revisions");
let owner: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  ({ owner, other, admin } = await signInOwnerOtherAdmin());
});

const json = (pathname: string, body: unknown, cookie: string) => postJson(pathname, body, { ip: "198.51.100.90", cookie });

type Input = Omit<ReturnType<typeof houseListing>, "images"> & { images: ListingImage[] };
const edit = (input: Input, member: TestMember) =>
  run(editAction, json(`/ilanlar/${input.id}/duzenle`, input, member.cookie), { id: input.id });
const stored = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0]!;
const panel = (fields: Record<string, string>, cookie = admin.cookie) =>
  run(dashboardAction, post("/yonetim/panel", fields, { ip: "198.51.100.91", cookie }));
const detail = (id: string, cookie?: string) => run(detailLoader, get(`/evler/${id}`, cookie ? { cookie } : {}), { id });
const detailTitle = (outcome: { body: Record<string, unknown> | null }) =>
  (outcome.body as { detail?: { listing: { title: string } } } | null)?.detail?.listing.title;

async function upload(listingId: string, color: string): Promise<ListingImage> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
  const result = await run(
    uploadAction,
    post(
      "/api/uploads",
      { kind: "image", listingId, file: new Blob([new Uint8Array(photo)], { type: "image/png" }) },
      { ip: "198.51.100.92", cookie: owner.cookie },
    ),
  );
  expect(result.status).toBe(201);
  return (result.body as { image: ListingImage }).image;
}

/** A member's listing made through the form, approved and featured: what the public sees. */
async function liveFeaturedListing(overrides: Record<string, unknown> = {}): Promise<Input> {
  const input: Input = houseListing({
    title: `Canlı villa ${randomUUID().slice(0, 8)}`,
    description: "Eski açıklama, deniz manzaralı.",
    ...overrides,
  });
  expect((await run(createAction, json("/ilan-ver", input, owner.cookie))).status).toBe(201);
  expect((await panel({ intent: "approve", id: input.id })).status).toBe(200);
  await getDb().update(listings).set({ isFeatured: true }).where(eq(listings.id, input.id));
  return input;
}

describe("a member's edit of a live listing", () => {
  it("becomes a pending revision: the public keeps the approved version everywhere and the content version does not move", async () => {
    const input = await liveFeaturedListing();
    const before = await stored(input.id);
    const version = await readContentVersion(getDb());

    const changed = { ...input, title: "Yepyeni başlık zümrüt", description: "Yeni açıklama.", price: "3100" };
    const saved = await edit(changed, owner);
    // The answer says the changes wait for approval (the form's toast reads `status`).
    expect(saved).toMatchObject({ status: 200, body: { ok: true, id: input.id, status: "pending", revision: "pending" } });

    // The listing row (the live version, its search documents and updated_at) is untouched.
    expect(await stored(input.id)).toEqual(before);
    expect(await readContentVersion(getDb())).toBe(version);

    // Visitors: the detail page, its JSON, the featured section, search and the sitemap.
    const page = await detail(input.id);
    expect(page.status).toBe(200);
    expect(detailTitle(page)).toBe(input.title);
    const json = await run(apiListingLoader, get(`/api/listings/${input.id}`), { id: input.id });
    expect(json).toMatchObject({ status: 200, body: { listing: { title: input.title, price: 2500, status: "active" } } });
    const featured = (await listHomeFeatured(getDb())).houses.find((card) => card.id === input.id);
    expect(featured).toMatchObject({ title: input.title, price: 2500, isFeatured: true });
    expect((await searchListings(getDb(), "zümrüt")).listings.map((card) => card.id)).not.toContain(input.id);
    expect((await searchListings(getDb(), input.title)).listings.map((card) => card.id)).toContain(input.id);
    const sitemap = await run(sitemapFileLoader, get("/sitemaps/listings-1.xml"), { file: "listings-1.xml" });
    expect(sitemap.body?.text).toContain(`/${input.id}</loc>`);

    // The owner's edit form shows the revision's values and says they await approval.
    const form = await run(editLoader, get(`/ilanlar/${input.id}/duzenle`, { cookie: owner.cookie }), { id: input.id });
    expect(form.body).toMatchObject({
      initial: { title: "Yepyeni başlık zümrüt", price: "3100" },
      moderation: { status: "active", revision: { status: "pending" } },
    });
    // The live listing's page is the same for everyone, without the state (decision 023); the
    // owner's and an admin's page asks the JSON detail for the banner, which a visitor's does not get.
    for (const cookie of [owner.cookie, admin.cookie, undefined]) {
      expect((await detail(input.id, cookie)).body as { detail: Record<string, unknown> }).toMatchObject({ detail: { moderation: null } });
    }
    const banner = (cookie?: string) => run(apiListingLoader, get(`/api/listings/${input.id}`, cookie ? { cookie } : {}), { id: input.id });
    expect((await banner(owner.cookie)).body).toMatchObject({ moderation: { status: "active", revision: { status: "pending" } } });
    expect((await banner(admin.cookie)).body).toMatchObject({ moderation: { revision: { status: "pending" } } });
    expect((await banner()).body).toMatchObject({ moderation: null });
    expect((await banner(other.cookie)).body).toMatchObject({ moderation: null });
    expect(JSON.stringify((await detail(input.id, other.cookie)).body)).not.toContain("zümrüt");

    // A new edit replaces the pending revision (one per listing).
    expect((await edit({ ...changed, title: "İkinci deneme zümrüt" }, owner)).body).toMatchObject({ revision: "pending" });
    const queue = (await run(dashboardLoader, get("/yonetim/panel", { cookie: admin.cookie }))).body as {
      revisions: { listingId: string }[];
    };
    expect(queue.revisions.filter((revision) => revision.listingId === input.id)).toHaveLength(1);
    expect(await readContentVersion(getDb())).toBe(version);
  });

  it("shows the admin what changed, and approval makes the revision's values the listing's (search, cards, content version)", async () => {
    const input = await liveFeaturedListing();
    const version = await readContentVersion(getDb());
    await edit(
      {
        ...input,
        title: "Onaylanacak başlık safir",
        price: "2750",
        currency: "EUR",
        specifications: { ...input.specifications, rooms: "4+1" },
      },
      owner,
    );

    const page = (await run(dashboardLoader, get("/yonetim/panel", { cookie: admin.cookie }))).body as {
      stats: { revisions: number };
      revisions: { listingId: string; changes: { field: string; key?: string; before: unknown; after: unknown }[] }[];
    };
    expect(page.stats.revisions).toBeGreaterThanOrEqual(1);
    const revision = page.revisions.find((candidate) => candidate.listingId === input.id)!;
    expect(revision.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "title", before: input.title, after: "Onaylanacak başlık safir" }),
        expect.objectContaining({ field: "price", before: { price: 2500, currency: "GBP" }, after: { price: 2750, currency: "EUR" } }),
        expect.objectContaining({ field: "spec", key: "rooms", before: "3+1", after: "4+1" }),
      ]),
    );
    expect(revision.changes.map((change) => change.field)).not.toContain("description");

    expect(await panel({ intent: "approve-revision", id: input.id })).toMatchObject({
      status: 200,
      body: { ok: true, intent: "approve-revision" },
    });
    expect(await stored(input.id)).toMatchObject({
      title: "Onaylanacak başlık safir",
      price: 2750,
      currency: "EUR",
      status: "active",
      isFeatured: true,
    });
    expect((await stored(input.id)).specifications).toMatchObject({ rooms: "4+1" });
    expect(await readContentVersion(getDb())).toBeGreaterThan(version);
    expect(detailTitle(await detail(input.id))).toBe("Onaylanacak başlık safir");
    expect((await searchListings(getDb(), "safir")).listings.map((card) => card.id)).toContain(input.id);
    expect((await listHomeFeatured(getDb())).houses.find((card) => card.id === input.id)).toMatchObject({
      title: "Onaylanacak başlık safir",
    });
    // Approved once: a second approval (another admin at the same moment) is refused.
    expect(await panel({ intent: "approve-revision", id: input.id })).toMatchObject({
      status: 409,
      body: { error: "revision_not_pending", message: translate("tr", "admin.errors.revisionNotPending") },
    });
    const events = await getDb().select().from(moderationEvents).where(eq(moderationEvents.listingId, input.id));
    expect(events.map((event) => event.action)).toContain("revision_approve");
    // No revision left: the owner's form shows the live values, no banner state for a revision.
    const form = await run(editLoader, get(`/ilanlar/${input.id}/duzenle`, { cookie: owner.cookie }), { id: input.id });
    expect(form.body).toMatchObject({ initial: { title: "Onaylanacak başlık safir" }, moderation: { revision: null } });
  });

  it("rejection discards the revision with a note: the public and the owner's form keep the live values", async () => {
    const input = await liveFeaturedListing();
    await edit({ ...input, title: "Reddedilecek başlık" }, owner);
    const version = await readContentVersion(getDb());
    expect(await panel({ intent: "reject-revision", id: input.id, note: "  Başlık yanıltıcı  " })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await readContentVersion(getDb())).toBe(version);
    expect((await stored(input.id)).title).toBe(input.title);
    expect(detailTitle(await detail(input.id))).toBe(input.title);
    const form = await run(editLoader, get(`/ilanlar/${input.id}/duzenle`, { cookie: owner.cookie }), { id: input.id });
    expect(form.body).toMatchObject({
      initial: { title: input.title },
      moderation: { revision: { status: "rejected", note: "Başlık yanıltıcı" } },
    });
    expect((await run(apiListingLoader, get(`/api/listings/${input.id}`, { cookie: owner.cookie }), { id: input.id })).body).toMatchObject({
      moderation: { revision: { status: "rejected", note: "Başlık yanıltıcı" } },
    });
    const queue = (await run(dashboardLoader, get("/yonetim/panel", { cookie: admin.cookie }))).body as {
      revisions: { listingId: string }[];
    };
    expect(queue.revisions.map((revision) => revision.listingId)).not.toContain(input.id);
    expect(await panel({ intent: "reject-revision", id: input.id, note: "x" })).toMatchObject({ status: 409 });
    const events = await getDb().select().from(moderationEvents).where(eq(moderationEvents.listingId, input.id));
    expect(events.find((event) => event.action === "revision_reject")).toMatchObject({ note: "Başlık yanıltıcı" });
  });

  it("keeps the revision's new photos until it is decided; approval leaves the dropped photo to the orphan sweep, rejection the added one", async () => {
    const id = randomUUID();
    const first = await upload(id, "#224466");
    const input = await liveFeaturedListing({ id, images: [first] });
    const second = await upload(id, "#664422");
    await edit({ ...input, images: [second] }, owner);
    const uploadRows = async () =>
      Object.fromEntries((await getDb().select().from(uploads).where(eq(uploads.listingId, id))).map((row) => [row.url, row]));
    // Both are shown by something (the live listing, the pending revision): neither is swept.
    const later = new Date(Date.now() + (ORPHAN_UPLOAD_GRACE_SECONDS + 3600) * 1000);
    await sweepOrphanUploads(getDb(), getStorage(), later);
    expect(Object.keys(await uploadRows()).sort()).toEqual([first.url, second.url].sort());

    const page = (await run(dashboardLoader, get("/yonetim/panel", { cookie: admin.cookie }))).body as {
      revisions: { listingId: string; addedImages: ListingImage[]; removedImages: ListingImage[] }[];
    };
    const revision = page.revisions.find((candidate) => candidate.listingId === id)!;
    expect(revision.addedImages.map((image) => image.url)).toEqual([second.url]);
    expect(revision.removedImages.map((image) => image.url)).toEqual([first.url]);

    expect((await panel({ intent: "approve-revision", id })).status).toBe(200);
    expect((await stored(id)).images).toEqual([second]);
    const rows = await uploadRows();
    expect(rows[first.url]!.attachedAt).toBeNull();
    expect(rows[second.url]!.attachedAt).not.toBeNull();
    await sweepOrphanUploads(getDb(), getStorage(), later);
    expect(Object.keys(await uploadRows())).toEqual([second.url]);
    expect(fs.existsSync(runtime.storedFile(first.url))).toBe(false);
    expect(fs.existsSync(runtime.storedFile(second.url))).toBe(true);

    // Rejected: the photo only the revision showed is left to the sweep, the live one stays.
    const third = await upload(id, "#446622");
    await edit({ ...input, images: [second, third] }, owner);
    expect((await panel({ intent: "reject-revision", id, note: "" })).status).toBe(200);
    await sweepOrphanUploads(getDb(), getStorage(), later);
    expect(Object.keys(await uploadRows())).toEqual([second.url]);
  });

  it("applies a price-only change at once (decision 017), recorded in the history; the content version follows", async () => {
    const input = await liveFeaturedListing();
    const version = await readContentVersion(getDb());
    const saved = await edit({ ...input, price: "2300" }, owner);
    expect(saved).toMatchObject({ status: 200, body: { ok: true, status: "active", revision: null } });
    expect(await stored(input.id)).toMatchObject({ price: 2300, status: "active", isFeatured: true });
    expect(await readContentVersion(getDb())).toBeGreaterThan(version);
    const events = await getDb().select().from(moderationEvents).where(eq(moderationEvents.listingId, input.id));
    expect(events.find((event) => event.action === "price")).toMatchObject({ actorId: owner.id });

    // A pending revision is replaced by a later price-only edit (the form sends everything).
    await edit({ ...input, title: "Bekleyen başlık", price: "2300" }, owner);
    expect((await edit({ ...input, price: "2200" }, owner)).body).toMatchObject({ status: "active", revision: null });
    const queue = (await run(dashboardLoader, get("/yonetim/panel", { cookie: admin.cookie }))).body as {
      revisions: { listingId: string }[];
    };
    expect(queue.revisions.map((revision) => revision.listingId)).not.toContain(input.id);
    expect(await stored(input.id)).toMatchObject({ title: input.title, price: 2200 });
  });

  it("keeps the old behaviour for pending and rejected listings and for admins' edits", async () => {
    const pending = houseListing();
    await run(createAction, json("/ilan-ver", pending, owner.cookie));
    expect((await edit({ ...pending, title: "Bekleyen ilan düzeltildi" }, owner)).body).toMatchObject({
      status: "pending",
      revision: null,
    });
    expect(await stored(pending.id)).toMatchObject({ title: "Bekleyen ilan düzeltildi", status: "pending" });

    expect((await panel({ intent: "reject", id: pending.id, note: "Eksik" })).status).toBe(200);
    expect((await edit({ ...pending, title: "Reddedilen ilan düzeltildi" }, owner)).body).toMatchObject({ status: "pending" });
    expect(await stored(pending.id)).toMatchObject({ title: "Reddedilen ilan düzeltildi", status: "pending", moderationNote: null });

    const live = await liveFeaturedListing();
    const version = await readContentVersion(getDb());
    const byAdmin = await run(
      adminEditAction,
      json(`/yonetim/ilanlar/${live.id}/duzenle`, { ...live, title: "Yöneticinin başlığı" }, admin.cookie),
      { id: live.id },
    );
    expect(byAdmin).toMatchObject({ status: 200, body: { status: "active" } });
    expect(await stored(live.id)).toMatchObject({ title: "Yöneticinin başlığı", status: "active" });
    expect(await readContentVersion(getDb())).toBeGreaterThan(version);
  });

  it("lets only the owner revise and only admins decide", async () => {
    const input = await liveFeaturedListing();
    expect(await edit({ ...input, title: "Yabancı" }, other)).toMatchObject({ status: 403 });
    await edit({ ...input, title: "Sahibin değişikliği" }, owner);
    for (const intent of ["approve-revision", "reject-revision"]) {
      expect(await panel({ intent, id: input.id }, owner.cookie)).toMatchObject({ status: 403 });
      expect(await panel({ intent, id: input.id }, other.cookie)).toMatchObject({ status: 403 });
    }
    expect((await stored(input.id)).title).toBe(input.title);
    expect(await panel({ intent: "approve-revision", id: "not-a-uuid" })).toMatchObject({ status: 404 });
  });

  it("is announced by the live queue", async () => {
    const input = await liveFeaturedListing();
    const heard: string[] = [];
    // Subscribed means heard from now on; the embedded database is asked every 50 ms here (tests/support/runtime.ts).
    const unsubscribe = await testApp().liveQueue.subscribe((event) => heard.push(`${event.kind}:${event.id}`));
    await edit({ ...input, title: "Canlı kuyrukta değişiklik" }, owner);
    await vi.waitFor(() => expect(heard).toContain(`revision:${input.id}`), { timeout: 10_000, interval: 20 });
    unsubscribe();
  });
});
