import fs from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { authUsers, listings, profiles } from "~/.server/db/schema";
import { getViewer } from "~/.server/auth/session";
import { testApp, getDb, runtimeOfThisFile } from "../support/runtime";
import type { ProfilePageData } from "~/domain/profile";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { translate } from "~/lib/i18n";
import { insertListing as insertSupportListing } from "../support/listings";
import { type TestMember, signInOwnerOtherAdmin } from "../support/members";
import { get, post, run } from "../support/routes";

/**
 * The profile page's loader and action on a real runtime (database, Better Auth sessions, disk
 * storage): who may see and change what (docs/product.md §6) — a visitor gets 401, another member 403 —
 * and what the owner's changes store.
 */

const runtime = runtimeOfThisFile("profiles");

type Member = TestMember;
let owner: Member;
let other: Member;
let admin: Member;
const listingIds: Record<"active" | "pending" | "rejected" | "deleted", string> = { active: "", pending: "", rejected: "", deleted: "" };

const insertListing = (ownerId: string, status: keyof typeof listingIds, note: string | null = null) =>
  insertSupportListing(ownerId, status, { region: "Merkez", moderationNote: note });

beforeAll(async () => {
  ({ owner, other, admin } = await signInOwnerOtherAdmin());
  listingIds.active = await insertListing(owner.id, "active");
  listingIds.pending = await insertListing(owner.id, "pending");
  listingIds.rejected = await insertListing(owner.id, "rejected", "Fotoğraflar eksik");
  listingIds.deleted = await insertListing(owner.id, "deleted");
});

let ipCounter = 0;
const ip = () => `198.51.100.${++ipCounter}`;
const profileOf = async (id: string) => (await getDb().select().from(profiles).where(eq(profiles.id, id)))[0]!;
const statusOf = async (id: string) =>
  (await getDb().select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]!.status;

const VALID_UPDATE = {
  intent: "update-profile",
  displayName: "Ayşe Yılmaz",
  companyName: "",
  accountType: "company",
  phone: "+90 533 123 45 67",
  whatsapp: "",
  website: "ornek-emlak.com",
  bio: "Girne'de kiralık evler.",
  bioEn: "  Houses to rent in Kyrenia.  ",
  location: "Girne - Alsancak",
  contactEmail: "Ofis@Ornek-Emlak.example",
};

describe("profile page loader", () => {
  it("shows visitors the profile and its active listings only; an unknown id is a 404", async () => {
    const page = await run(profileLoader, get(`/profil/${owner.id}`), { id: owner.id });
    expect(page.status).toBe(200);
    const body = page.body as unknown as { page: ProfilePageData; isOwner: boolean; editing: boolean };
    expect(body.isOwner).toBe(false);
    expect(body.page.profile).toMatchObject({ id: owner.id, contactEmail: null, listingCount: 1 });
    // The sign-in address is nowhere in a visitor's data (not even an unused field).
    expect(JSON.stringify(page.body)).not.toContain("owner@example.com");
    expect(body.page.ownContact).toBeNull();
    expect(body.page.listings.map((listing) => listing.id)).toEqual([listingIds.active]);
    expect(body.page.ownListings).toBeNull();

    expect((await run(profileLoader, get("/profil/no-such-user"), { id: "no-such-user" })).status).toBe(404);
  });

  it("gives the owner every non-deleted listing with its status and note, and the edit form on ?duzenle", async () => {
    const page = await run(profileLoader, get(`/profil/${owner.id}?duzenle`, { cookie: owner.cookie }), { id: owner.id });
    const body = page.body as unknown as { page: ProfilePageData; isOwner: boolean; editing: boolean };
    expect(body.isOwner).toBe(true);
    expect(body.editing).toBe(true);
    const own = body.page.ownListings!;
    expect(own.map((listing) => listing.status).sort()).toEqual(["active", "pending", "rejected"]);
    expect(own.find((listing) => listing.status === "rejected")?.moderationNote).toBe("Fotoğraflar eksik");
    expect(own.some((listing) => listing.id === listingIds.deleted)).toBe(false);
  });

  it("never opens the edit form for another member", async () => {
    const page = await run(profileLoader, get(`/profil/${owner.id}?duzenle`, { cookie: other.cookie }), { id: owner.id });
    const body = page.body as unknown as { isOwner: boolean; editing: boolean; page: ProfilePageData };
    expect(body).toMatchObject({ isOwner: false, editing: false });
    expect(body.page.ownListings).toBeNull();
  });
});

describe("profile updates", () => {
  it("refuse a visitor (401), another member (403) and a form from another site (403), changing nothing", async () => {
    const before = await profileOf(owner.id);
    const visitor = await run(profileAction, post(`/profil/${owner.id}`, VALID_UPDATE, { ip: ip() }), { id: owner.id });
    expect(visitor).toMatchObject({
      status: 401,
      body: { ok: false, error: "unauthorized", message: translate("tr", "profile.errors.signedOut") },
    });
    const stranger = await run(profileAction, post(`/profil/${owner.id}`, VALID_UPDATE, { ip: ip(), cookie: other.cookie }), {
      id: owner.id,
    });
    expect(stranger).toMatchObject({
      status: 403,
      body: { ok: false, error: "forbidden", message: translate("tr", "profile.errors.forbidden") },
    });
    const adminTry = await run(profileAction, post(`/profil/${owner.id}`, VALID_UPDATE, { ip: ip(), cookie: admin.cookie }), {
      id: owner.id,
    });
    expect(adminTry.status).toBe(403);
    const foreign = await run(
      profileAction,
      post(`/profil/${owner.id}`, VALID_UPDATE, { ip: ip(), cookie: owner.cookie, origin: "https://evil.example" }),
      { id: owner.id },
    );
    expect(foreign).toMatchObject({ status: 403, body: { error: "cross_site", message: translate("tr", "profile.errors.crossSite") } });
    expect(await profileOf(owner.id)).toEqual(before);
  });

  it("save the owner's fields, add https:// to the website and refresh the name cookie", async () => {
    const result = await run(profileAction, post(`/profil/${owner.id}`, VALID_UPDATE, { ip: ip(), cookie: owner.cookie }), {
      id: owner.id,
    });
    expect(result).toMatchObject({ status: 200, body: { ok: true, intent: "update-profile" } });
    expect(result.cookies.find((cookie) => cookie.startsWith("kk_user_name="))).toMatch(/^kk_user_name=Ay%C5%9Fe%20Y%C4%B1lmaz;.*Secure/);
    expect(await profileOf(owner.id)).toMatchObject({
      displayName: "Ayşe Yılmaz",
      companyName: null,
      accountType: "company",
      // Stored in E.164.
      phone: "+905331234567",
      whatsapp: null,
      website: "https://ornek-emlak.com",
      bio: "Girne'de kiralık evler.",
      bioEn: "Houses to rent in Kyrenia.",
      location: "Girne - Alsancak",
      email: "owner@example.com",
      contactEmail: "ofis@ornek-emlak.example",
    });
    // Visitors (and other members) now see the address the owner chose, never the sign-in one.
    const seen = await run(profileLoader, get(`/profil/${owner.id}`, { cookie: other.cookie }), { id: owner.id });
    expect((seen.body as unknown as { page: ProfilePageData }).page.profile).toMatchObject({
      contactEmail: "ofis@ornek-emlak.example",
      bio: "Girne'de kiralık evler.",
      bioEn: "Houses to rent in Kyrenia.",
    });
    expect(JSON.stringify(seen.body)).not.toContain("owner@example.com");
  });

  it("with the name cleared, the account, the header and the name cookie fall back to the e-mail's local part", async () => {
    const cleared = { ...VALID_UPDATE, displayName: "" };
    const result = await run(profileAction, post(`/profil/${owner.id}`, cleared, { ip: ip(), cookie: owner.cookie }), { id: owner.id });
    expect(result).toMatchObject({ status: 200, body: { ok: true, intent: "update-profile" } });
    expect(result.cookies.find((cookie) => cookie.startsWith("kk_user_name="))).toMatch(/^kk_user_name=owner;/);
    expect((await profileOf(owner.id)).displayName).toBeNull();
    const [account] = await getDb().select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.id, owner.id));
    expect(account?.name).toBe("");
    const { viewer } = await getViewer(testApp(), new Request("http://localhost/", { headers: { cookie: owner.cookie } }));
    expect(viewer?.name).toBe("owner");

    const renamed = await run(profileAction, post(`/profil/${owner.id}`, VALID_UPDATE, { ip: ip(), cookie: owner.cookie }), {
      id: owner.id,
    });
    expect(renamed.status).toBe(200);
    const [again] = await getDb().select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.id, owner.id));
    expect(again?.name).toBe("Ayşe Yılmaz");
  });

  it("answer 400 with translated field errors for bad input and keep the stored values", async () => {
    const before = await profileOf(owner.id);
    const result = await run(
      profileAction,
      post(
        `/profil/${owner.id}`,
        {
          ...VALID_UPDATE,
          website: "javascript:alert(1)",
          phone: "12ab",
          accountType: "admin",
          bio: "x".repeat(1001),
          bioEn: "y".repeat(1001),
          contactEmail: "ofis@",
        },
        { ip: ip(), cookie: owner.cookie },
      ),
      { id: owner.id },
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      fieldErrors: {
        website: "profile.validation.websiteInvalid",
        phone: "profile.validation.phoneInvalid",
        accountType: "profile.validation.accountTypeInvalid",
        bio: "profile.validation.tooLong",
        bioEn: "profile.validation.tooLong",
        contactEmail: "profile.validation.emailInvalid",
      },
    });
    expect(await profileOf(owner.id)).toEqual(before);
    const unknownIntent = await run(
      profileAction,
      post(`/profil/${owner.id}`, { intent: "make-admin" }, { ip: ip(), cookie: owner.cookie }),
      { id: owner.id },
    );
    expect(unknownIntent.status).toBe(400);
  });
});

describe("avatars", () => {
  /** A JPEG carrying EXIF with a camera make and GPS position. */
  const photo = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a7" } })
      .jpeg()
      .withExif({ IFD0: { Make: "SecretCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 20/1 0/1" } })
      .toBuffer();
  const upload = async (member: Member, profileId: string, body: Buffer, name = "Profil Fotoğrafım.JPG") =>
    run(
      profileAction,
      post(
        `/profil/${profileId}`,
        { intent: "upload-avatar", avatar: new Blob([new Uint8Array(body)], { type: "image/jpeg" }) },
        {
          ip: ip(),
          cookie: member.cookie,
          fileNames: { avatar: name },
        },
      ),
      { id: profileId },
    );

  it("stores the owner's photo re-encoded as a square WebP without metadata at {userId}/{timestamp}-{name}", async () => {
    const source = await photo();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const result = await upload(owner, owner.id, source);
    expect(result).toMatchObject({ status: 200, body: { ok: true, intent: "upload-avatar" } });
    const { avatarUrl } = await profileOf(owner.id);
    expect(avatarUrl).toMatch(new RegExp(`^/media/avatars/${owner.id}/\\d{13}-profil-fotografim\\.webp$`));
    const stored = fs.readFileSync(runtime.storedFile(avatarUrl!));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);

    // A new photo replaces the old file (its key differs by its name, even within the same millisecond).
    expect((await upload(owner, owner.id, source, "yeni.png")).status).toBe(200);
    const replaced = (await profileOf(owner.id)).avatarUrl!;
    expect(replaced).not.toBe(avatarUrl);
    expect(fs.existsSync(runtime.storedFile(avatarUrl!))).toBe(false);
  });

  it("refuses non-images (400), another member's upload (403) and a visitor (401)", async () => {
    const before = (await profileOf(owner.id)).avatarUrl;
    const text = await upload(owner, owner.id, Buffer.from("<svg onload=alert(1)>"), "x.jpg");
    expect(text).toMatchObject({ status: 400, body: { error: "not_an_image", message: translate("tr", "profile.errors.avatarNotImage") } });
    expect((await upload(other, owner.id, await photo())).status).toBe(403);
    const visitor = await run(
      profileAction,
      post(`/profil/${owner.id}`, { intent: "upload-avatar", avatar: new Blob([new Uint8Array(await photo())]) }, { ip: ip() }),
      { id: owner.id },
    );
    expect(visitor.status).toBe(401);
    const missing = await run(profileAction, post(`/profil/${owner.id}`, { intent: "upload-avatar" }, { ip: ip(), cookie: owner.cookie }), {
      id: owner.id,
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { error: "missing_file", message: translate("tr", "profile.errors.avatarMissing") },
    });
    expect((await profileOf(owner.id)).avatarUrl).toBe(before);
  });

  it("lets only the owner remove the photo", async () => {
    const remove = (member: Member) =>
      run(profileAction, post(`/profil/${owner.id}`, { intent: "remove-avatar" }, { ip: ip(), cookie: member.cookie }), { id: owner.id });
    expect((await remove(other)).status).toBe(403);
    expect((await profileOf(owner.id)).avatarUrl).not.toBeNull();
    expect((await remove(owner)).status).toBe(200);
    expect((await profileOf(owner.id)).avatarUrl).toBeNull();
  });
});

describe("deleting listings from the profile", () => {
  const del = (member: Member | null, listingId: string) =>
    run(
      profileAction,
      post(`/profil/${owner.id}`, { intent: "delete-listing", listingId }, { ip: ip(), ...(member ? { cookie: member.cookie } : {}) }),
      { id: owner.id },
    );

  it("refuses a visitor (401) and another member (403); the listing stays", async () => {
    expect((await del(null, listingIds.active)).status).toBe(401);
    expect(await del(other, listingIds.active)).toMatchObject({
      status: 403,
      body: { error: "forbidden", message: translate("tr", "profile.errors.forbidden") },
    });
    expect(await statusOf(listingIds.active)).toBe("active");
  });

  it("soft-deletes for the owner (then gone: 404) and for an admin", async () => {
    expect((await del(owner, listingIds.pending)).status).toBe(200);
    expect(await statusOf(listingIds.pending)).toBe("deleted");
    expect((await del(owner, listingIds.pending)).status).toBe(404);
    expect((await del(admin, listingIds.rejected)).status).toBe(200);
    expect(await statusOf(listingIds.rejected)).toBe("deleted");
    expect((await del(owner, "not-a-uuid")).status).toBe(404);
  });
});
