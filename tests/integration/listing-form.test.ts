import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { listings } from "~/.server/db/schema";
import { getDb, getStorage, runtimeOfThisFile } from "../support/runtime";
import { action as editAction, loader as editLoader } from "~/routes/edit-listing";
import { action as createAction, loader as createLoader } from "~/routes/new-listing";
import { action as uploadAction } from "~/routes/api.uploads";
import type { ListingImage } from "~/domain/listing";
import { LISTING_SAVE_ERROR_TITLES } from "~/domain/listing-form";
import { MAX_PENDING_LISTINGS_PER_MEMBER } from "~/domain/uploads";
import { translate } from "~/lib/i18n";
import { type TestMember, signInNewMember, signInOwnerOtherAdmin } from "../support/members";
import { TEST_SITE, get, post, run } from "../support/routes";
import { houseListing as house } from "../support/listings";

/**
 * The create and edit pages' loaders and actions on a real runtime (docs/product.md §2, §4, §6): the shared
 * schema checked again on the server, field-level 400s, permissions (401/403/404), statuses
 * (pending for members, back to pending after a member's edit of a pending or rejected listing, a
 * revision for a live one) and the media ownership check.
 */

runtimeOfThisFile("listing-form");
let owner: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  ({ owner, other, admin } = await signInOwnerOtherAdmin());
});

function postJson(pathname: string, body: unknown, options: { cookie?: string; origin?: string } = {}) {
  return new Request(`${TEST_SITE}${pathname}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      origin: options.origin ?? TEST_SITE,
      [CLIENT_IP_HEADER]: "198.51.100.77",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

const create = (body: unknown, member: TestMember | null = owner) =>
  run(createAction, postJson("/ilan-ver", body, member ? { cookie: member.cookie } : {}));
const edit = (id: string, body: unknown, member: TestMember | null) =>
  run(editAction, postJson(`/ilanlar/${id}/duzenle`, body, member ? { cookie: member.cookie } : {}), { id });
const stored = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0];

describe("creating a listing", () => {
  it("stores a member's listing as pending, with the specifications, rental term, map and video links", async () => {
    const input = house();
    const result = await create(input);
    expect(result).toMatchObject({ status: 201, body: { ok: true, id: input.id, status: "pending" } });
    const row = await stored(input.id);
    expect(row).toMatchObject({
      ownerId: owner.id,
      status: "pending",
      price: 2500,
      currency: "GBP",
      location: "Girne - Alsancak",
      categorySlug: "houses",
      titleEn: null,
      videos: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    });
    expect(row!.specifications).toEqual({
      rooms: "3+1",
      house_type: "Villa",
      square_meters: 180,
      furnished: true,
      rental_term: "monthly",
      map_url: "https://www.google.com/maps/place/Alsancak/@35.33,33.19,15z",
    });
    // Sent twice (a double click): still one listing.
    expect((await create(input)).body).toMatchObject({ ok: true, id: input.id });
  });

  it("answers 400 with field-level messages: negative price, a region of another city, bad links, missing required fields", async () => {
    const result = await create(
      house({
        price: "-5",
        region: "Alsancak",
        city: "Gazimağusa",
        mapUrl: "https://evil.example/maps/x",
        matterport: "<script>alert(1)</script>",
        title: " ",
        specifications: { rooms: "9+9", square_meters: "12a" },
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: {
        price: "listingForm.validation.priceDigits",
        region: "listingForm.validation.regionInvalid",
        mapUrl: "listingForm.validation.mapInvalid",
        matterport: "listingForm.validation.matterportInvalid",
        title: "listingForm.validation.required",
      },
    });
    const specs = await create(house({ specifications: { rooms: "9+9", square_meters: "12a" } }));
    expect(specs.body).toMatchObject({
      fieldErrors: {
        "specifications.rooms": "listingForm.validation.optionInvalid",
        "specifications.square_meters": "listingForm.validation.numberDigits",
        "specifications.house_type": "listingForm.validation.required",
      },
    });
    const yearlyApartment = await create(
      house({ category: "apartments", rentalTerm: "yearly", mapUrl: "", specifications: { rooms: "1+1" } }),
    );
    expect(yearlyApartment.body).toMatchObject({ fieldErrors: { rentalTerm: "listingForm.validation.termInvalid" } });
    const tourOnCar = await create(house({ category: "cars", matterport: "SxQL3iGyoDo", mapUrl: "", specifications: {} }));
    expect(tourOnCar.body).toMatchObject({ fieldErrors: { matterport: "listingForm.validation.notAllowedHere" } });
  });

  it("refuses visitors (401), other sites (403) and broken bodies (400); the owner is always the signed-in member", async () => {
    expect(await create(house(), null)).toMatchObject({
      status: 401,
      body: { error: "signed_out", message: translate("tr", "listingForm.toasts.noSessionDescription") },
    });
    const foreign = await run(createAction, postJson("/ilan-ver", house(), { cookie: owner.cookie, origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    expect((await run(createAction, postJson("/ilan-ver", "{not json", { cookie: owner.cookie }))).status).toBe(400);
    const input = house({ ownerId: other.id, status: "active", isFeatured: true, views: 999 });
    expect((await create(input)).status).toBe(201);
    expect(await stored(input.id)).toMatchObject({ ownerId: owner.id, status: "pending", isFeatured: false, views: 0 });
  });

  it("accepts only media uploaded into the listing's own folder and still stored", async () => {
    const id = randomUUID();
    const own = getStorage().publicUrl("listing-images", `${owner.id}/${id}/1795380000000-photo-960w.webp`);
    const foreign = getStorage().publicUrl("listing-images", `${other.id}/${id}/1795380000000-photo-960w.webp`);
    const image = (url: string) => ({ url, width: 960, height: 640, variants: [{ url, width: 960, format: "webp" }] });
    const refused = await create(house({ id, images: [image(foreign)] }));
    expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { images: "listingForm.validation.mediaInvalid" } } });
    const external = await create(house({ id, videos: ["https://evil.example/video.mp4"] }));
    expect(external.body).toMatchObject({ fieldErrors: { videos: "listingForm.validation.mediaInvalid" } });
    // A name in the right folder that no upload stored (or that the orphan sweep removed): refused with its own message.
    const unknown = await create(house({ id, images: [image(own)] }));
    expect(unknown).toMatchObject({ status: 400, body: { fieldErrors: { images: "listingForm.validation.mediaExpired" } } });
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const uploaded = await run(
      uploadAction,
      post(
        "/api/uploads",
        { kind: "image", listingId: id, file: new Blob([new Uint8Array(photo)], { type: "image/png" }) },
        { ip: "198.51.100.78", cookie: owner.cookie },
      ),
    );
    expect(uploaded.status).toBe(201);
    const { image: real } = uploaded.body as { image: ListingImage };
    expect((await create(house({ id, images: [real] }))).status).toBe(201);
    expect((await stored(id))!.images).toEqual([real]);
  });

  it(`allows at most ${MAX_PENDING_LISTINGS_PER_MEMBER} pending listings per member; admins' listings go live at once`, async () => {
    const member = await signInNewMember("cok@example.com", "Çok İlan");
    for (let index = 0; index < MAX_PENDING_LISTINGS_PER_MEMBER; index += 1) expect((await create(house(), member)).status).toBe(201);
    expect(await create(house(), member)).toMatchObject({ status: 409, body: { error: "too_many_pending" } });
    const byAdmin = house();
    expect(await create(byAdmin, admin)).toMatchObject({ status: 201, body: { status: "active" } });
  });

  it(`keeps the cap under concurrency: 50 creates at once by one member → exactly ${MAX_PENDING_LISTINGS_PER_MEMBER} accepted, the rest refused with the translated 409`, async () => {
    const member = await signInNewMember("ayni-anda@example.com", "Aynı Anda");
    const results = await Promise.all(Array.from({ length: 50 }, () => create(house(), member)));
    const accepted = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status === 409);
    expect(accepted).toHaveLength(MAX_PENDING_LISTINGS_PER_MEMBER);
    expect(refused).toHaveLength(50 - MAX_PENDING_LISTINGS_PER_MEMBER);
    for (const result of refused)
      expect(result.body).toEqual({
        ok: false,
        error: "too_many_pending",
        message: translate("tr", "listingForm.toasts.tooManyPending", { max: MAX_PENDING_LISTINGS_PER_MEMBER }),
      });
    const [row] = await getDb().select({ value: count() }).from(listings).where(eq(listings.ownerId, member.id));
    expect(row!.value).toBe(MAX_PENDING_LISTINGS_PER_MEMBER);
  });

  it("answers a double submit sent at once with one listing and the same success, and a changed resend with a translated 409", async () => {
    const member = await signInNewMember("cift-tik@example.com", "Çift Tık");
    const input = house();
    const results = await Promise.all(Array.from({ length: 10 }, () => create(input, member)));
    for (const result of results) expect(result).toMatchObject({ status: 201, body: { ok: true, id: input.id, status: "pending" } });
    const [row] = await getDb().select({ value: count() }).from(listings).where(eq(listings.id, input.id));
    expect(row!.value).toBe(1);
    // The same id with other content (not a retry of the same form): refused, nothing overwritten.
    const changed = await create({ ...input, title: "Başka bir başlık" }, member);
    expect(changed).toMatchObject({ status: 409, body: { ok: false, error: "conflict" } });
    expect((await stored(input.id))!.title).toBe(input.title);
    expect(changed.body).toMatchObject({ message: translate("tr", "listingForm.toasts.conflict") });
    expect(LISTING_SAVE_ERROR_TITLES.conflict).toBe("listingForm.toasts.saveFailed");
    expect(translate("tr", "listingForm.toasts.conflict")).toMatch(/zaten kaydedildi/);
    expect(translate("en", "listingForm.toasts.conflict")).toMatch(/already been saved/);
    // Another member cannot take over the id.
    expect(await create(input, other)).toMatchObject({ status: 403, body: { error: "forbidden" } });
  });

  it("sends visitors of the page to the login with a way back", async () => {
    const page = await run(createLoader, get("/ilan-ver"));
    expect(page).toMatchObject({ status: 302, location: "/giris?redirect=%2Filan-ver" });
    const signedIn = await run(createLoader, get("/ilan-ver", { cookie: owner.cookie }));
    expect(signedIn.body).toMatchObject({ mode: "create", initial: { category: "houses", currency: "TRY" } });
    expect((signedIn.body as { fields: Record<string, unknown[]> }).fields.houses!.length).toBeGreaterThan(3);
  });
});

describe("editing a listing", () => {
  it("lets only the owner or an admin open and save it (403 for another member, 404 when deleted)", async () => {
    const input = house();
    await create(input);
    expect((await run(editLoader, get(`/ilanlar/${input.id}/duzenle`, { cookie: other.cookie }), { id: input.id })).status).toBe(403);
    const opened = await run(editLoader, get(`/ilanlar/${input.id}/duzenle`, { cookie: owner.cookie }), { id: input.id });
    expect(opened.body).toMatchObject({
      mode: "edit",
      initial: {
        id: input.id,
        price: "2500",
        youtube: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
        specifications: { square_meters: "180" },
      },
    });
    expect((await run(editLoader, get(`/ilanlar/${input.id}/duzenle`, { cookie: admin.cookie }), { id: input.id })).status).toBe(200);

    const stranger = await edit(input.id, { ...input, price: "1" }, other);
    expect(stranger).toMatchObject({ status: 403, body: { error: "forbidden" } });
    expect((await stored(input.id))!.price).toBe(2500);
    expect((await edit(input.id, { ...input, price: "1" }, null)).status).toBe(401);
    // The id in the body must be the page's listing.
    expect((await edit(input.id, { ...input, id: randomUUID() }, owner)).status).toBe(400);

    await getDb().update(listings).set({ status: "deleted" }).where(eq(listings.id, input.id));
    expect((await edit(input.id, input, owner)).status).toBe(404);
    expect((await run(editLoader, get(`/ilanlar/${input.id}/duzenle`, { cookie: owner.cookie }), { id: input.id })).status).toBe(404);
  });

  it("puts a member's edit of a rejected listing back to pending; a member's edit of an active one waits as a revision (decision 017); an admin's edit keeps it live", async () => {
    const input = house();
    await create(input);
    await getDb()
      .update(listings)
      .set({ status: "rejected", moderatedAt: new Date(), moderationNote: "Eksik" })
      .where(eq(listings.id, input.id));
    const saved = await edit(input.id, { ...input, title: "Yeni başlık", region: "" }, owner);
    expect(saved).toMatchObject({ status: 200, body: { ok: true, status: "pending", revision: null } });
    expect(await stored(input.id)).toMatchObject({
      title: "Yeni başlık",
      region: null,
      location: "Girne",
      status: "pending",
      moderationNote: null,
    });

    // Live: the listing row stays as approved; the changes wait (tests/integration/listing-revisions.test.ts).
    await getDb().update(listings).set({ status: "active" }).where(eq(listings.id, input.id));
    const revised = await edit(input.id, { ...input, title: "Canlıyken değişti" }, owner);
    expect(revised).toMatchObject({ status: 200, body: { ok: true, status: "pending", revision: "pending" } });
    expect(await stored(input.id)).toMatchObject({ title: "Yeni başlık", status: "active" });

    expect(await edit(input.id, { ...input, price: "3000" }, admin)).toMatchObject({ status: 200, body: { status: "active" } });
    expect(await stored(input.id)).toMatchObject({ price: 3000, status: "active", ownerId: owner.id });
  });

  it("refuses a negative price or a foreign region on edit with field messages", async () => {
    const input = house();
    await create(input);
    const result = await edit(input.id, { ...input, price: "-1", city: "Lefke", region: "Alsancak" }, owner);
    expect(result).toMatchObject({
      status: 400,
      body: { fieldErrors: { price: "listingForm.validation.priceDigits", region: "listingForm.validation.regionInvalid" } },
    });
  });
});
