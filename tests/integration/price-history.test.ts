import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { favourites, listingPrices, listings } from "~/.server/db/schema";
import { getLogger } from "~/.server/infra/logger";
import { getDb, getJobs, runtimeOfThisFile, settleBackgroundWork } from "../support/runtime";
import { addFavourite, listFavourites } from "~/.server/services/discovery/favourites";
import { getListingDetail } from "~/.server/services/listings/listing-detail";
import { priceDropRecipients, sendPriceDropMails } from "~/.server/services/listings/price-drop-mails";
import { action as editAction } from "~/routes/edit-listing";
import { action as createAction } from "~/routes/new-listing";
import { loader as profileLoader } from "~/routes/profile";
import { houseListing } from "../support/listings";
import { type TestMember as SignedIn, signInNewMember } from "../support/members";
import { TEST_SITE, get, postJson, run } from "../support/routes";
import { decodeQuotedPrintable, mailSubject, smtpServerOfThisFile } from "../support/smtp";
import { mailSettingsPost, panelPost } from "../support/route-calls";

/**
 * Price history and price drops (decision 031), through the real routes and a real
 * SMTP server: the triggers record every price across the change paths (the owner's price-only edit,
 * an approved revision, an admin's edit), the detail page's data carries the history, a drop of a
 * live listing's price mails the members who keep it (not the opted-out, not the owner, not for a
 * currency change or a rise, not while the listing is not public), and a favourite keeps the price
 * it was saved at.
 */

type TestMember = SignedIn & { email: string };
const member = async (email: string, name: string, options: { admin?: boolean } = {}): Promise<TestMember> => ({
  ...(await signInNewMember(email, name, options)),
  email,
});

const smtp = smtpServerOfThisFile();
runtimeOfThisFile("price-history", () => ({ SMTP_URL: smtp.url }));
let admin: TestMember;
let owner: TestMember;
let turkish: TestMember;
let english: TestMember;
let quiet: TestMember;

beforeAll(async () => {
  admin = await member("fiyat-yonetici@example.com", "Yönetici", { admin: true });
  owner = await member("fiyat-sahibi@example.com", "Ev Sahibi");
  turkish = await member("fiyat-takip@example.com", "Ayşe Kiracı");
  english = await member("price-watch@example.com", "John Renter");
  quiet = await member("fiyat-sessiz@example.com", "Sessiz Kiracı");
});

const json = (pathname: string, body: unknown, cookie: string) => postJson(pathname, body, { ip: "198.51.100.140", cookie });
const panel = (fields: Record<string, string>) => panelPost(fields, { ip: "198.51.100.141", cookie: admin.cookie });
const mailSettings = (member: TestMember, fields: Record<string, string>) => mailSettingsPost(member, fields, "198.51.100.142");
type Input = ReturnType<typeof houseListing>;
const edit = (member: TestMember, input: Input) =>
  run(editAction, json(`/ilanlar/${input.id}/duzenle`, input, member.cookie), { id: input.id });

/** A live listing of the owner (created by the form, approved by the admin). */
async function liveListing(overrides: Record<string, unknown> = {}): Promise<Input> {
  const input = houseListing({ title: `Fiyatı değişen ev ${Math.random().toString(36).slice(2, 8)}`, ...overrides });
  expect((await run(createAction, json("/ilan-ver", input, owner.cookie))).status).toBe(201);
  expect((await panel({ intent: "approve", id: input.id })).status).toBe(200);
  await settleBackgroundWork();
  return input;
}

const history = async (id: string) =>
  (
    await getDb()
      .select({ price: listingPrices.price, currency: listingPrices.currency })
      .from(listingPrices)
      .where(eq(listingPrices.listingId, id))
      .orderBy(asc(listingPrices.changedAt))
  ).map((row) => `${row.price} ${row.currency}`);

const mailsTo = (member: TestMember) => smtp.mailsTo(member.email);

async function nextMail(member: TestMember, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(member).length <= count) {
    if (Date.now() > deadline) throw new Error(`no new mail to ${member.email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = mailsTo(member)[count]!;
  return { subject: mailSubject(mail.raw), body: decodeQuotedPrintable(mail.raw) };
}

const counts = () => new Map([admin, owner, turkish, english, quiet].map((each) => [each.email, mailsTo(each).length]));

describe("price history", () => {
  it("records every price across the change paths, and the detail page's data shows it once there are two", async () => {
    const input = await liveListing({ price: "2500", currency: "GBP" });
    expect(await history(input.id)).toEqual(["2500 GBP"]);
    expect((await getListingDetail(getDb(), input.id))!.priceHistory).toEqual([]);

    // The owner's price-only edit applies at once.
    expect(await edit(owner, { ...input, price: "2300" })).toMatchObject({ status: 200, body: { ok: true, status: "active" } });
    // A change of anything else waits as a revision: no price recorded until it is approved.
    expect(await edit(owner, { ...input, price: "2100", title: "Yeni başlıklı ev" })).toMatchObject({
      status: 200,
      body: { ok: true, revision: "pending" },
    });
    expect(await history(input.id)).toEqual(["2500 GBP", "2300 GBP"]);
    expect((await panel({ intent: "approve-revision", id: input.id })).status).toBe(200);
    // An admin's edit, a change of currency included.
    expect((await edit(admin, { ...input, title: "Yeni başlıklı ev", price: "95000", currency: "TRY" })).status).toBe(200);
    // A save that leaves the price alone records nothing.
    expect(
      (await edit(admin, { ...input, title: "Yeni başlıklı ev", description: "Başka açıklama", price: "95000", currency: "TRY" })).status,
    ).toBe(200);
    expect(await history(input.id)).toEqual(["2500 GBP", "2300 GBP", "2100 GBP", "95000 TRY"]);

    const detail = await getListingDetail(getDb(), input.id);
    expect(detail!.priceHistory.map((point) => [point.price, point.currency])).toEqual([
      [2500, "GBP"],
      [2300, "GBP"],
      [2100, "GBP"],
      [95000, "TRY"],
    ]);
    const times = detail!.priceHistory.map((point) => Date.parse(point.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    await settleBackgroundWork();
  });

  it("shows only what was public: a pending listing's price edits before its approval are not its history", async () => {
    const input = houseListing({ title: `Onay bekleyen ev ${Math.random().toString(36).slice(2, 8)}`, price: "3000", currency: "GBP" });
    expect((await run(createAction, json("/ilan-ver", input, owner.cookie))).status).toBe(201);
    expect((await edit(owner, { ...input, price: "2800" })).status).toBe(200);
    expect((await edit(owner, { ...input, price: "2600" })).status).toBe(200);
    expect(await history(input.id)).toEqual(["3000 GBP", "2800 GBP", "2600 GBP"]);
    expect((await panel({ intent: "approve", id: input.id })).status).toBe(200);
    await settleBackgroundWork();
    // Public at £2,600 only: no history, no "drop" from prices nobody saw.
    expect((await getListingDetail(getDb(), input.id))!.priceHistory).toEqual([]);
    expect((await edit(owner, { ...input, price: "2500" })).status).toBe(200);
    expect((await getListingDetail(getDb(), input.id))!.priceHistory.map((point) => [point.price, point.currency])).toEqual([
      [2600, "GBP"],
      [2500, "GBP"],
    ]);
    await settleBackgroundWork();
  });
});

describe("price-drop mails", () => {
  it("go to the members who keep the listing, in their language, with the old and new price and the opt-out; never to the opted-out or the owner", async () => {
    const input = await liveListing({ price: "2500", currency: "GBP", titleEn: "Villa with a pool" });
    expect((await mailSettings(english, { language: "en", priceDropMails: "on" })).status).toBe(200);
    expect((await mailSettings(turkish, { language: "tr", priceDropMails: "on" })).status).toBe(200);
    expect((await mailSettings(quiet, { language: "tr", optionalMails: "on" })).status).toBe(200);
    const page = await run(profileLoader, get(`/profil/${quiet.id}?duzenle`, { cookie: quiet.cookie }), { id: quiet.id });
    expect(page.body).toMatchObject({ mailSettings: { optionalMails: true, priceDropMails: false } });
    for (const each of [turkish, english, quiet, owner])
      expect(await addFavourite(getDb(), each.id, input.id)).toEqual({ ok: true, added: true });
    expect((await priceDropRecipients(getDb(), input.id)).map((recipient) => recipient.email).sort()).toEqual(
      [english.email, turkish.email].sort(),
    );

    const before = counts();
    expect((await edit(owner, { ...input, price: "2200" })).status).toBe(200);
    const tr = await nextMail(turkish, before.get(turkish.email)!);
    expect(tr.subject).toBe(`Favori ilanınızın fiyatı düştü: ${input.title}`);
    expect(tr.body).toContain("Merhaba Ayşe Kiracı,");
    expect(tr.body).toContain("£2.500 → £2.200");
    expect(tr.body).toContain(`${TEST_SITE}/evler/${input.id}`);
    expect(tr.body).toContain(`${TEST_SITE}/profil/${turkish.id}?duzenle`);
    const en = await nextMail(english, before.get(english.email)!);
    expect(en.subject).toBe("A favourite's price dropped: Villa with a pool");
    expect(en.body).toContain("£2,500 → £2,200");
    expect(en.body).toContain(`${TEST_SITE}/en/evler/${input.id}`);
    expect(en.body).toContain(`${TEST_SITE}/en/profil/${english.id}?duzenle`);
    await settleBackgroundWork();
    expect(mailsTo(quiet)).toHaveLength(before.get(quiet.email)!);
    expect(mailsTo(owner)).toHaveLength(before.get(owner.email)!);
    expect(mailsTo(turkish)).toHaveLength(before.get(turkish.email)! + 1);
  });

  it("are not sent for a rise, a change of currency, or a listing that is not public", async () => {
    const input = await liveListing({ price: "2500", currency: "GBP" });
    await addFavourite(getDb(), turkish.id, input.id);
    await mailSettings(turkish, { language: "tr", priceDropMails: "on" });
    const before = mailsTo(turkish).length;

    expect((await edit(owner, { ...input, price: "2600" })).status).toBe(200);
    // 2600 GBP → 2000 EUR is a change of currency: amounts in two currencies are not compared.
    expect((await edit(owner, { ...input, price: "2000", currency: "EUR" })).status).toBe(200);
    // Not public (here hidden): its price falls in silence, whoever changes it.
    const hidden = await liveListing({ price: "3000", currency: "GBP" });
    await addFavourite(getDb(), turkish.id, hidden.id);
    await getDb().update(listings).set({ status: "hidden" }).where(eq(listings.id, hidden.id));
    expect((await edit(admin, { ...hidden, price: "1000" })).status).toBe(200);
    expect((await edit(owner, { ...hidden, price: "900" })).status).toBe(200);
    await settleBackgroundWork();
    expect(await history(input.id)).toEqual(["2500 GBP", "2600 GBP", "2000 EUR"]);
    expect(await history(hidden.id)).toEqual(["3000 GBP", "1000 GBP", "900 GBP"]);
    expect(mailsTo(turkish)).toHaveLength(before);

    // An admin's lower price in the same currency, and an approved revision with a lower price, are drops.
    expect((await edit(admin, { ...input, price: "1900", currency: "EUR" })).status).toBe(200);
    await nextMail(turkish, before);
    // A week and a day later (the limits below), the owner's revision lowers the price again.
    await getDb()
      .update(favourites)
      .set({ priceDropMailedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(favourites.listingId, input.id));
    expect((await edit(owner, { ...input, price: "1800", currency: "EUR", title: "Başlık da değişti" })).status).toBe(200);
    expect((await panel({ intent: "approve-revision", id: input.id })).status).toBe(200);
    const approved = await nextMail(turkish, before + 1);
    expect(approved.body).toContain("€1.900 → €1.800");
    expect(approved.subject).toBe("Favori ilanınızın fiyatı düştü: Başlık da değişti");
  });

  it("a see-saw of prices (1000 → 999 → 1000 → 999) mails each favouriter once", async () => {
    const input = await liveListing({ price: "1000", currency: "GBP" });
    await mailSettings(english, { language: "en", priceDropMails: "on" });
    await addFavourite(getDb(), english.id, input.id);
    const before = mailsTo(english).length;
    for (const price of ["999", "1000", "999", "1000", "999"]) {
      expect((await edit(owner, { ...input, price })).status).toBe(200);
      await settleBackgroundWork();
    }
    expect(await history(input.id)).toEqual(["1000 GBP", "999 GBP", "1000 GBP", "999 GBP", "1000 GBP", "999 GBP"]);
    expect(mailsTo(english)).toHaveLength(before + 1);
  });

  it("mail a favourite at most once a week, only below the price last mailed, and a listing's favouriters once a day", async () => {
    const input = await liveListing({ price: "2000", currency: "GBP" });
    await mailSettings(english, { language: "en", priceDropMails: "on" });
    await mailSettings(turkish, { language: "tr", priceDropMails: "on" });
    await addFavourite(getDb(), english.id, input.id);
    const sent: string[] = [];
    const deps = {
      db: getDb(),
      mailer: { kind: "outbox" as const, send: async (message: { to: string }) => void sent.push(message.to) },
      siteUrl: TEST_SITE,
      log: getLogger(),
    };
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now();
    const dropTo = async (price: number, daysLater: number) => {
      await getDb().update(listings).set({ price }).where(eq(listings.id, input.id));
      return sendPriceDropMails(
        deps,
        { listingId: input.id, from: { price: price + 100, currency: "GBP" }, to: { price, currency: "GBP" } },
        new Date(start + daysLater * day),
      );
    };
    expect(await dropTo(1900, 0)).toBe(1);
    // A new favouriter the same day: the listing had its round today.
    await addFavourite(getDb(), turkish.id, input.id);
    expect(await dropTo(1800, 0.5)).toBe(0);
    // Two days later: the newcomer is told; the first one had a mail this week.
    expect(await dropTo(1700, 2)).toBe(1);
    expect(sent).toEqual([english.email, turkish.email]);
    // Eight days later, a drop to 1950 is above what each was told (1900 and 1700): nothing.
    expect(await dropTo(1950, 8)).toBe(0);
    // Below both, once the week is over for each (the second member's ended on day 9): both.
    expect(await dropTo(1600, 10)).toBe(2);
    // A drop that a later change overtook is not mailed (the price moved on).
    await getDb().update(listings).set({ price: 1000 }).where(eq(listings.id, input.id));
    expect(
      await sendPriceDropMails(
        deps,
        { listingId: input.id, from: { price: 1600, currency: "GBP" }, to: { price: 1500, currency: "GBP" } },
        new Date(start + 30 * day),
      ),
    ).toBe(0);
  });

  it("never undo the change when the mail fails: the failure is logged", async () => {
    const input = await liveListing({ price: "2500", currency: "GBP" });
    await addFavourite(getDb(), turkish.id, input.id);
    await mailSettings(turkish, { language: "tr", priceDropMails: "on" });
    const logged = vi.spyOn(getLogger(), "warn");
    await smtp.close();
    expect(await edit(owner, { ...input, price: "2000" })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await getDb().select({ price: listings.price }).from(listings).where(eq(listings.id, input.id)))[0]!.price).toBe(2000);
    await settleBackgroundWork();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ job: "mail", attempt: 1 }), "job failed; retrying later");
    // The mail job is kept for its next attempt (jobs/registry.ts), not lost.
    expect(await getJobs().count("mail", "retry")).toBe(1);
    logged.mockRestore();
  });
});

describe("favourites keep the price they were saved at", () => {
  it("sets it on add, and the list says 'price dropped' only for a lower price in the same currency", async () => {
    const dropped = await liveListing({ price: "2500", currency: "GBP" });
    const otherCurrency = await liveListing({ price: "2500", currency: "GBP" });
    const risen = await liveListing({ price: "2500", currency: "GBP" });
    for (const input of [dropped, otherCurrency, risen]) await addFavourite(getDb(), english.id, input.id);
    const saved = await getDb()
      .select({ listingId: favourites.listingId, price: favourites.savedPrice, currency: favourites.savedCurrency })
      .from(favourites)
      .where(eq(favourites.userId, english.id));
    for (const input of [dropped, otherCurrency, risen]) {
      expect(saved.find((row) => row.listingId === input.id)).toMatchObject({ price: 2500, currency: "GBP" });
    }
    // The answer of the favourite's re-add is idempotent and keeps the first saved price.
    await edit(owner, { ...dropped, price: "2400" });
    expect(await addFavourite(getDb(), english.id, dropped.id)).toEqual({ ok: true, added: false });
    await edit(owner, { ...dropped, price: "2100" });
    await edit(owner, { ...otherCurrency, price: "2000", currency: "EUR" });
    await edit(owner, { ...risen, price: "2700" });
    await settleBackgroundWork();

    const items = await listFavourites(getDb(), english.id);
    const byId = new Map(items.map((item) => [item.listing.id, item]));
    expect(byId.get(dropped.id)).toMatchObject({ savedPrice: { price: 2500, currency: "GBP" }, listing: { price: 2100 } });
    expect(byId.get(otherCurrency.id)!.savedPrice).toBeNull();
    expect(byId.get(risen.id)!.savedPrice).toBeNull();
  });
});
