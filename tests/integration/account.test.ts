import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authAccounts, authSessions, authUsers, favourites, listings, moderationEvents, profiles } from "~/.server/db/schema";
import type { ListingImage } from "~/domain/listing";
import { loader as exportLoader } from "~/routes/api.account-export";
import { loader as favouritesLoader } from "~/routes/api.favourites";
import { action as profileAction } from "~/routes/profile";
import { translate } from "~/lib/i18n";
import { attachListingPhoto, insertListing as insertSupportListing } from "../support/listings";
import { testApp, getDb, getStorage, runtimeOfThisFile } from "../support/runtime";
import { MEMBER_PASSWORD, type TestMember, signInNewMember } from "../support/members";
import { TEST_SITE, get, post, run } from "../support/routes";

/**
 * The privacy rights (docs/product.md §2 "Profile") on a real runtime (database, Better Auth, disk storage): the JSON
 * download holds exactly the caller's own data and nobody else's; deleting the account needs the
 * right password and then removes the member's rows and files — and nothing of anyone else.
 */

const runtime = runtimeOfThisFile("account");
let owner: TestMember;
let other: TestMember;

const insertListing = (
  ownerId: string,
  title: string,
  status: "pending" | "active" | "rejected" | "deleted",
  values: Partial<typeof listings.$inferInsert> = {},
) => insertSupportListing(ownerId, status, { title, description: "Deniz manzaralı", price: 1500, region: "Alsancak", ...values });

/** What the downloaded file holds, as far as these tests read it. */
interface AccountExport {
  account: { id: string; email: string; emailVerified: boolean; name: string; createdAt: string };
  profile: Record<string, unknown>;
  sessions: Record<string, unknown>[];
  listings: { id: string; status: string; images: ListingImage[]; videos: string[] }[];
  favourites: { listingId: string; title: string }[];
}

const filesOf = (image: ListingImage) => [image.url, ...image.variants.map((variant) => variant.url)].map(runtime.storedFile);

let ipCounter = 0;
const ip = () => `198.51.100.${++ipCounter}`;
const exportFor = (cookie?: string) =>
  exportLoader({ request: get("/api/account/export", { cookie }), params: {}, context: { app: testApp() } } as never);
const deleteAccount = (member: TestMember, password: string | undefined, options: { profileId?: string; origin?: string } = {}) =>
  run(
    profileAction,
    post(
      `/profil/${options.profileId ?? member.id}`,
      { intent: "delete-account", ...(password === undefined ? {} : { password }) },
      { ip: ip(), cookie: member.cookie, origin: options.origin },
    ),
    { id: options.profileId ?? member.id },
  );

beforeAll(async () => {
  owner = await signInNewMember("sahip@example.com", "Ayşe Sahip");
  other = await signInNewMember("baska@example.com", "Başka Üye");
});

describe("GET /api/account/export", () => {
  it("answers 401 to visitors and to a session that no longer exists", async () => {
    const visitor = await exportFor();
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ error: "unauthorized", message: "Oturum bulunamadı. Lütfen tekrar giriş yapın." });
    expect((await exportFor("kk_session=forged.token")).status).toBe(401);
  });

  it("is a JSON download of the member's own profile, account, listings of every status and favourites", async () => {
    await getDb().update(profiles).set({ phone: "+90 533 111 22 33", bio: "Kiralık evler" }).where(eq(profiles.id, owner.id));
    const active = await insertListing(owner.id, "Aktif daire", "active", {
      specifications: { rooms: "2+1", furnished: true },
      videos: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    });
    const image = await attachListingPhoto(owner.id, active);
    const pending = await insertListing(owner.id, "Bekleyen villa", "pending");
    const rejected = await insertListing(owner.id, "Reddedilen ofis", "rejected", { moderationNote: "Fotoğraf yok" });
    const softDeleted = await insertListing(owner.id, "Silinmiş stüdyo", "deleted");
    const othersListing = await insertListing(other.id, "Başkasının evi", "active");
    await getDb().insert(favourites).values({ userId: owner.id, listingId: othersListing });
    await getDb().insert(favourites).values({ userId: other.id, listingId: active });

    const response = await exportFor(owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="kibris-kiralik-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("content-disposition")).toContain(new Date().toISOString().slice(0, 10));
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as AccountExport;

    expect(body.account).toMatchObject({ id: owner.id, email: "sahip@example.com", emailVerified: true, name: "Ayşe Sahip" });
    expect(Date.parse(body.account.createdAt)).not.toBeNaN();
    expect(body.profile).toMatchObject({ displayName: "Ayşe Sahip", phone: "+90 533 111 22 33", bio: "Kiralık evler", isAdmin: false });
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(body.sessions)).not.toMatch(/token/i);

    const byId = new Map(body.listings.map((listing) => [listing.id, listing]));
    expect([...byId.keys()].sort()).toEqual([active, pending, rejected, softDeleted].sort());
    expect(byId.get(active)).toMatchObject({ status: "active", title: "Aktif daire", specifications: { rooms: "2+1", furnished: true } });
    expect(byId.get(active)!.images).toEqual([
      {
        ...image,
        url: `${TEST_SITE}${image.url}`,
        variants: image.variants.map((variant) => ({ ...variant, url: `${TEST_SITE}${variant.url}` })),
      },
    ]);
    expect(byId.get(active)!.videos).toEqual(["https://www.youtube.com/watch?v=dQw4w9WgXcQ"]);
    expect(byId.get(rejected)).toMatchObject({ status: "rejected", moderationNote: "Fotoğraf yok" });
    expect(byId.get(softDeleted)).toMatchObject({ status: "deleted" });
    // The search documents are the site's index, not the member's data.
    expect(Object.keys(byId.get(active)!)).not.toEqual(expect.arrayContaining(["searchHead"]));
    expect(Object.keys(byId.get(active)!)).not.toEqual(expect.arrayContaining(["searchVector"]));
    expect(body.favourites).toEqual([expect.objectContaining({ listingId: othersListing, title: "Başkasının evi" })]);

    // Only ever the caller's own data: the other member's export has none of the owner's.
    const theirs = (await (await exportFor(other.cookie)).json()) as AccountExport;
    expect(theirs.account.id).toBe(other.id);
    expect(theirs.listings.map((listing) => listing.id)).toEqual([othersListing]);
    expect(theirs.favourites.map((favourite) => favourite.listingId)).toEqual([active]);
    expect(JSON.stringify(theirs)).not.toContain("sahip@example.com");
  });

  it("refuses a request made from another site", async () => {
    const request = new Request(`${TEST_SITE}/api/account/export`, { headers: { cookie: owner.cookie, "sec-fetch-site": "cross-site" } });
    const response = await exportLoader({ request, params: {}, context: { app: testApp() } } as never);
    expect(response.status).toBe(403);
  });
});

describe("deleting one's own account", () => {
  it("refuses visitors, another member's profile, other sites and a missing or wrong password, deleting nothing", async () => {
    const listing = await insertListing(owner.id, "Kalacak ilan", "active");
    const visitor = await run(
      profileAction,
      post(`/profil/${owner.id}`, { intent: "delete-account", password: MEMBER_PASSWORD }, { ip: ip() }),
      { id: owner.id },
    );
    expect(visitor).toMatchObject({ status: 401 });
    expect(await deleteAccount(other, MEMBER_PASSWORD, { profileId: owner.id })).toMatchObject({
      status: 403,
      body: { error: "forbidden", message: translate("tr", "profile.errors.forbidden") },
    });
    expect(await deleteAccount(owner, MEMBER_PASSWORD, { origin: "https://evil.example" })).toMatchObject({ status: 403 });
    expect(await deleteAccount(owner, undefined)).toMatchObject({
      status: 400,
      body: { intent: "delete-account", error: "password_missing", message: translate("tr", "profile.account.passwordMissing") },
    });
    const wrong = await deleteAccount(owner, "yanlis-sifre");
    expect(wrong).toMatchObject({
      status: 400,
      body: { ok: false, intent: "delete-account", error: "wrong_password", message: translate("tr", "profile.account.wrongPassword") },
    });
    expect(wrong.cookies.join()).not.toContain("kk_session=;");

    expect(await getDb().select().from(authUsers).where(eq(authUsers.id, owner.id))).toHaveLength(1);
    expect(await getDb().select().from(profiles).where(eq(profiles.id, owner.id))).toHaveLength(1);
    expect(await getDb().select().from(listings).where(eq(listings.id, listing))).toHaveLength(1);
    // The session still works.
    expect((await exportFor(owner.cookie)).status).toBe(200);
  });

  it("holds repeated wrong passwords back with the attempt limit", async () => {
    const guesser = await signInNewMember("tahmin@example.com", "Tahminci");
    const fixedIp = "203.0.113.77";
    const attempt = () =>
      run(
        profileAction,
        post(`/profil/${guesser.id}`, { intent: "delete-account", password: "tahmin" }, { ip: fixedIp, cookie: guesser.cookie }),
        { id: guesser.id },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    expect(await getDb().select().from(authUsers).where(eq(authUsers.id, guesser.id))).toHaveLength(1);
  });

  it("with the right password removes the member's rows and files, ends the session and leaves others untouched", async () => {
    const own = await insertListing(owner.id, "Silinecek ilan", "active");
    const image = await attachListingPhoto(owner.id, own);
    const avatar = await getStorage().put("avatars", `${owner.id}/avatar-1.webp`, Buffer.from("avatar"), "image/webp");
    await getDb().update(profiles).set({ avatarUrl: avatar.url }).where(eq(profiles.id, owner.id));
    const othersListing = await insertListing(other.id, "Kalacak başka ilan", "active");
    const othersImage = await attachListingPhoto(other.id, othersListing);
    await getDb().insert(favourites).values({ userId: other.id, listingId: own });
    await getDb().insert(favourites).values({ userId: other.id, listingId: othersListing });
    const files = [...filesOf(image), path.join(runtime.dataDir(), "uploads", "avatars", owner.id, "avatar-1.webp")];
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    const answer = await deleteAccount(owner, MEMBER_PASSWORD);
    expect(answer).toMatchObject({ status: 302, location: "/" });
    expect(answer.cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^kk_session=;.*Max-Age=0/), expect.stringMatching(/^kk_user_name=;.*Max-Age=0/)]),
    );

    const db = getDb();
    expect(await db.select().from(authUsers).where(eq(authUsers.id, owner.id))).toEqual([]);
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, owner.id))).toEqual([]);
    expect(await db.select().from(authAccounts).where(eq(authAccounts.userId, owner.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, owner.id))).toEqual([]);
    expect(await db.select().from(listings).where(eq(listings.ownerId, owner.id))).toEqual([]);
    expect(await db.select().from(favourites).where(eq(favourites.userId, owner.id))).toEqual([]);
    // A self-deletion leaves no record of the member's listings in the moderation log.
    expect(await db.select().from(moderationEvents).where(eq(moderationEvents.listingId, own))).toEqual([]);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);

    // The old session is gone.
    expect((await exportFor(owner.cookie)).status).toBe(401);
    const favouritesAnswer = await favouritesLoader({
      request: get("/api/favourites", { cookie: owner.cookie }),
      params: {},
      context: { app: testApp() },
    } as never);
    expect(favouritesAnswer.status).toBe(401);

    // The other member keeps everything of theirs; only their favourite of the deleted listing went with it.
    expect(await db.select().from(profiles).where(eq(profiles.id, other.id))).toHaveLength(1);
    expect(await db.select({ id: listings.id }).from(listings).where(eq(listings.id, othersListing))).toHaveLength(1);
    expect((await db.select().from(favourites).where(eq(favourites.userId, other.id))).map((row) => row.listingId)).toEqual([
      othersListing,
    ]);
    for (const file of filesOf(othersImage)) expect(fs.existsSync(file)).toBe(true);
    expect((await exportFor(other.cookie)).status).toBe(200);
  });
});
