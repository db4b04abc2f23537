import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listings, profiles } from "~/.server/db/schema";
import { getDb, runSweep, runtimeOfThisFile } from "../support/runtime";
import { getListingDetail } from "~/.server/services/listings/listing-detail";
import { getProfilePage } from "~/.server/services/accounts/profiles";
import { action as editAction, loader as editLoader } from "~/routes/edit-listing";
import { action as createAction, loader as createLoader } from "~/routes/new-listing";
import { action as profileAction } from "~/routes/profile";
import { translate } from "~/lib/i18n";
import { type TestMember, signInNewMember } from "../support/members";
import { get, post, postJson, run } from "../support/routes";
import { houseListing } from "../support/listings";

/**
 * Contact numbers on a real runtime: a listing whose seller cannot be
 * reached is refused by the server; the form's numbers are kept on the profile in E.164; the
 * profile form normalises and refuses numbers; the one-time job normalises stored numbers and leaves
 * unreadable ones for their owner; visitors see formatted, valid numbers only.
 */

runtimeOfThisFile("contact-numbers");
let member: TestMember;
let withNumber: TestMember;
let admin: TestMember;

beforeAll(async () => {
  member = await signInNewMember("yeni-uye@example.com", "Yeni Üye");
  withNumber = await signInNewMember("numarali@example.com", "Numaralı Üye");
  admin = await signInNewMember("yonetici@example.com", "Yönetici", { admin: true });
  await getDb().update(profiles).set({ whatsapp: "+905338214470" }).where(eq(profiles.id, withNumber.id));
});

let ipCounter = 0;
const json = (pathname: string, body: unknown, cookie: string) => postJson(pathname, body, { ip: `198.51.100.${++ipCounter}`, cookie });
const create = (body: unknown, who: TestMember) => run(createAction, json("/ilan-ver", body, who.cookie));
const edit = (id: string, body: unknown, who: TestMember) => run(editAction, json(`/ilanlar/${id}/duzenle`, body, who.cookie), { id });
const numbersOf = async (id: string) =>
  (await getDb().select({ phone: profiles.phone, whatsapp: profiles.whatsapp }).from(profiles).where(eq(profiles.id, id)))[0]!;
const listingExists = async (id: string) =>
  (await getDb().select({ id: listings.id }).from(listings).where(eq(listings.id, id))).length === 1;
/** A house as the form sends it, without the contact section unless given. */
const house = (contact?: unknown, overrides: Record<string, unknown> = {}) => {
  const { contact: _default, ...body } = houseListing(overrides);
  return contact === undefined ? body : { ...body, contact };
};

describe("a listing needs a way to reach its seller", () => {
  it("is refused (400, translated) for a member without a number on their profile, and nothing is stored", async () => {
    const withoutSection = house();
    expect(await create(withoutSection, member)).toMatchObject({
      status: 400,
      body: { ok: false, error: "invalid", fieldErrors: { contact: "listingForm.validation.contactRequired" } },
    });
    const notSaved = house({ whatsapp: "0533 123 45 67", phone: "", saveToProfile: false });
    expect(await create(notSaved, member)).toMatchObject({
      status: 400,
      body: { fieldErrors: { "contact.whatsapp": "listingForm.validation.contactRequired" } },
    });
    const empty = house({ whatsapp: "", phone: "", saveToProfile: true });
    expect((await create(empty, member)).body).toMatchObject({
      fieldErrors: { "contact.whatsapp": "listingForm.validation.contactRequired" },
    });
    for (const body of [withoutSection, notSaved, empty]) expect(await listingExists(body.id as string)).toBe(false);
    expect(await numbersOf(member.id)).toEqual({ phone: null, whatsapp: null });
    // The message exists in both languages.
    expect(translate("tr", "listingForm.validation.contactRequired")).toMatch(/numara/);
    expect(translate("en", "listingForm.validation.contactRequired")).toMatch(/number/);
  });

  it("refuses what cannot be a phone number, field by field", async () => {
    const result = await create(house({ whatsapp: "0533 12", phone: "call me", saveToProfile: true }), member);
    expect(result).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { "contact.whatsapp": "listingForm.validation.phoneInvalid", "contact.phone": "listingForm.validation.phoneInvalid" },
      },
    });
    expect(translate("en", "listingForm.validation.phoneInvalid")).not.toBe("listingForm.validation.phoneInvalid");
  });

  it("keeps the typed numbers on the profile in E.164 when the listing is saved", async () => {
    const body = house({ whatsapp: "0533 123 45 67", phone: "+44 7911 123456", saveToProfile: true });
    expect(await create(body, member)).toMatchObject({ status: 201, body: { ok: true } });
    expect(await numbersOf(member.id)).toEqual({ whatsapp: "+905331234567", phone: "+447911123456" });
    // The form now starts from them, formatted.
    const form = await run(createLoader, get("/ilan-ver", { cookie: member.cookie }));
    expect(form.body).toMatchObject({ contact: { whatsapp: "+90 533 123 45 67", phone: "+44 7911 123456", onProfile: true } });
  });

  it("accepts a listing of a member whose profile has a number, and leaves the profile alone without 'save'", async () => {
    expect(await create(house(), withNumber)).toMatchObject({ status: 201 });
    expect(await create(house({ whatsapp: "0548 000 00 00", phone: "", saveToProfile: false }), withNumber)).toMatchObject({ status: 201 });
    expect(await numbersOf(withNumber.id)).toEqual({ phone: null, whatsapp: "+905338214470" });
  });

  it("applies to the owner's edits; an admin editing someone else's listing is not asked for their numbers", async () => {
    const listing = house({ whatsapp: "", phone: "0392 815 12 34", saveToProfile: true });
    const other = await signInNewMember("duzenleyen@example.com", "Düzenleyen");
    expect(await create(listing, other)).toMatchObject({ status: 201 });
    // The owner removes their numbers from the profile; their next edit must bring one back.
    await getDb().update(profiles).set({ phone: null, whatsapp: null }).where(eq(profiles.id, other.id));
    const { contact: _none, ...withoutContact } = listing as Record<string, unknown>;
    expect((await edit(listing.id as string, { ...withoutContact, title: "Yeni başlık" }, other)).body).toMatchObject({
      fieldErrors: { contact: "listingForm.validation.contactRequired" },
    });
    expect((await edit(listing.id as string, { ...withoutContact, title: "Yönetici düzeltti" }, admin)).status).toBe(200);
    const adminForm = await run(editLoader, get(`/ilanlar/${listing.id as string}/duzenle`, { cookie: admin.cookie }), {
      id: listing.id as string,
    });
    expect(adminForm.body).toMatchObject({ contact: null });
  });
});

describe("the profile form", () => {
  const update = (fields: Record<string, string>) =>
    run(
      profileAction,
      post(
        `/profil/${member.id}`,
        {
          intent: "update-profile",
          displayName: "Yeni Üye",
          companyName: "",
          accountType: "individual",
          website: "",
          bio: "",
          location: "",
          phone: "",
          whatsapp: "",
          ...fields,
        },
        { ip: `203.0.113.${++ipCounter}`, cookie: member.cookie },
      ),
      { id: member.id },
    );

  it("stores numbers typed the local way in E.164 and refuses what cannot be one", async () => {
    expect(await update({ phone: "0533 123 45 67", whatsapp: "533 765 43 21" })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await numbersOf(member.id)).toEqual({ phone: "+905331234567", whatsapp: "+905337654321" });
    const refused = await update({ phone: "0533 12", whatsapp: "+44 7911 123456" });
    expect(refused).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { phone: "profile.validation.phoneInvalid" } } });
    expect(refused.body!.fieldErrors).not.toHaveProperty("whatsapp");
    expect(await numbersOf(member.id)).toEqual({ phone: "+905331234567", whatsapp: "+905337654321" });
  });
});

describe("stored numbers", () => {
  it("are normalised once by the maintenance job; unreadable ones stay, hidden from visitors, flagged for their owner", async () => {
    const db = getDb();
    const old = await signInNewMember("eski@example.com", "Eski Üye");
    const digits = await signInNewMember("rakam@example.com", "Rakam Üye");
    await db.update(profiles).set({ phone: "0533 123 45 67", whatsapp: "905338887766" }).where(eq(profiles.id, old.id));
    await db.update(profiles).set({ phone: "0533 12", whatsapp: "447911123456" }).where(eq(profiles.id, digits.id));
    const [listing] = await db
      .insert(listings)
      .values({
        ownerId: digits.id,
        title: "Eski ilan",
        description: "Açıklama",
        price: 1000,
        city: "Girne",
        categorySlug: "houses",
        status: "active",
      })
      .returning({ id: listings.id });

    expect(await runSweep("phone-numbers")).toBe(true);
    expect(await numbersOf(old.id)).toEqual({ phone: "+905331234567", whatsapp: "+905338887766" });
    expect(await numbersOf(digits.id)).toEqual({ phone: "0533 12", whatsapp: "+447911123456" });

    // Idempotent: run again (as another node would, once due), nothing changes.
    const { normaliseStoredNumbers } = await import("~/.server/services/listings/contact-numbers");
    expect(await normaliseStoredNumbers(db)).toBe(0);
    expect(await numbersOf(digits.id)).toEqual({ phone: "0533 12", whatsapp: "+447911123456" });

    // Visitors: formatted valid numbers only.
    const visitorView = await getProfilePage(db, digits.id, null);
    expect(visitorView!.profile).toMatchObject({ phone: null, whatsapp: "+44 7911 123456" });
    expect(visitorView!.ownContact).toBeNull();
    const detail = await getListingDetail(db, listing!.id);
    expect(detail!.seller).toMatchObject({ phone: null, whatsapp: "+44 7911 123456" });
    // The owner sees the unreadable one as it is, to fix.
    const ownerView = await getProfilePage(db, digits.id, { userId: digits.id, isAdmin: false });
    expect(ownerView!.ownContact).toEqual({
      loginEmail: expect.stringContaining("@") as unknown as string,
      phone: "0533 12",
      whatsapp: "+44 7911 123456",
      needsFix: ["phone"],
    });
  });
});
