import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSmtpMailer } from "~/.server/adapters/mail";
import { listingRevisions, listings } from "~/.server/db/schema";
import { getListingDetail } from "~/.server/services/listings/listing-detail";
import { expireListings, listingExpiryJob, renewToken, sendExpiryNotices } from "~/.server/services/listings/listing-expiry";
import { listCategory } from "~/.server/services/discovery/browse";
import { parseCategoryFilters } from "~/domain/filters";
import { FALLBACK_RATES, RENTED_PAGE_DAYS } from "~/domain/listing";
import { pathsFor } from "~/lib/paths";
import { action as dashboardAction } from "~/routes/admin-dashboard";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { loader as listingLoader } from "~/routes/listing";
import { action as renewAction, loader as renewLoader } from "~/routes/renew-listing";
import { testApp, getDb, getLinkSecret, getStorage, runSweep, runtimeOfThisFile, settleBackgroundWork } from "../support/runtime";
import { insertListing } from "../support/listings";
import { CAST_EMAILS, type TestMember, signInOwnerOtherAdmin } from "../support/members";
import { TEST_SITE, get, post, run } from "../support/routes";
import { type ReceivedMail, decodeQuotedPrintable, mailSubject, smtpServerOfThisFile } from "../support/smtp";
import { type ExpiryMailDeps } from "~/.server/services/platform/shared";

/**
 * Listings' freshness (decision 029): an approval starts a lifetime of
 * LISTING_LIFETIME_DAYS (30 here, to prove the setting is read); the expiry job mails the owner a
 * signed renew link once, EXPIRY_NOTICE_DAYS before the end, and then marks the listing expired —
 * safe to run again and on two nodes at once; the link renews it signed out; the owner renews,
 * marks rented and makes available again from the profile, nobody else can; a rented listing leaves
 * the lists at once and its page says so (with similar listings) for RENTED_PAGE_DAYS, then 404.
 */

const DAY = 24 * 60 * 60 * 1000;
const smtp = smtpServerOfThisFile();
runtimeOfThisFile("listing-expiry", () => ({ SMTP_URL: smtp.url, LISTING_LIFETIME_DAYS: "30", MAINTENANCE_TICK_SECONDS: "0" }));
let owner: TestMember;
let other: TestMember;
let admin: TestMember;
let mail: ExpiryMailDeps;

beforeAll(async () => {
  ({ owner, other, admin } = await signInOwnerOtherAdmin());
  mail = {
    mailer: createSmtpMailer(smtp.url, "KKTC Kiralık <no-reply@kktc.test>"),
    siteUrl: TEST_SITE,
    linkSecret: getLinkSecret(),
    lifetimeDays: 30,
  };
});

beforeEach(async () => {
  // A test's approval notice, mailed in the background, arrives before the next test counts mails.
  await settleBackgroundWork();
  // Each test's listings only: the job works on every listing of the database.
  await getDb().delete(listings);
});

const body = (received: ReceivedMail) => decodeQuotedPrintable(received.raw);
/** The renewal reminders to `address` (an approval's notice is not one). */
const mailsTo = (address: string) => smtp.mailsTo(address).filter((received) => /\/yenile\?token=/.test(body(received)));
const RENEW_LINK = /https:\/\/www\.kktc\.test(\/(?:en\/)?ilanlar\/([0-9a-f-]{36})\/yenile\?token=([\w.%-]+))/;

async function row(id: string) {
  const [found] = await getDb().select().from(listings).where(eq(listings.id, id));
  return found!;
}
const setListing = (id: string, values: Partial<typeof listings.$inferInsert>) =>
  getDb().update(listings).set(values).where(eq(listings.id, id));

const intent = (member: TestMember | null, profileId: string, fields: Record<string, string>) =>
  run(profileAction, post(`/profil/${profileId}`, fields, { ip: "198.51.100.70", cookie: member?.cookie }), { id: profileId });

const idOf = (path: string) => path.split("/").at(-2)!.replace(/\?.*$/, "");
/** Opens a renew link (what a mail scanner does too). */
const renew = (path: string) => run(renewLoader, get(path), { id: idOf(path) });
/** Presses the renew page's button. */
const press = (path: string) => run(renewAction, post(path, {}, { ip: "198.51.100.72" }), { id: idOf(path) });

describe("a listing's lifetime", () => {
  it("starts at its approval and lasts LISTING_LIFETIME_DAYS", async () => {
    const id = await insertListing(owner.id, "pending");
    expect((await row(id)).expiresAt).toBeNull();
    const before = Date.now();
    const answer = await run(
      dashboardAction,
      post("/yonetim/panel", { intent: "approve", id }, { ip: "198.51.100.71", cookie: admin.cookie }),
    );
    expect(answer.status).toBe(200);
    // Its approval notice goes in the background: let it arrive before the next test counts mails.
    await settleBackgroundWork();
    const approved = await row(id);
    expect(approved.status).toBe("active");
    expect(approved.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(approved.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    // (settled above) The owner was told, and that mail is no renew reminder: the reminder tests count those only.
    const told = smtp.mailsTo(CAST_EMAILS.owner).map((received) => mailSubject(received.raw));
    expect(told).toContain("İlanınız yayında: pending ilan");
    expect(mailsTo(CAST_EMAILS.owner)).toHaveLength(0);
  });
});

describe("the expiry job", () => {
  it("mails the owner once, within EXPIRY_NOTICE_DAYS of the end, with a renew link that works signed out", async () => {
    const now = new Date();
    const soon = await insertListing(owner.id);
    const later = await insertListing(owner.id);
    const never = await insertListing(owner.id);
    await setListing(soon, { expiresAt: new Date(now.getTime() + 3 * DAY), title: "Yakında biten ilan" });
    await setListing(later, { expiresAt: new Date(now.getTime() + 20 * DAY) });
    // No date (demo listings, decision 029): never reminded, never expired.
    await setListing(never, { expiresAt: null });
    const before = mailsTo(CAST_EMAILS.owner).length;

    expect(await listingExpiryJob.run({ db: getDb(), storage: getStorage(), now, mail })).toBe(1);
    const received = mailsTo(CAST_EMAILS.owner).slice(before);
    expect(received).toHaveLength(1);
    expect(mailSubject(received[0]!.raw)).toBe("İlanınızın süresi doluyor: Yakında biten ilan");
    const text = body(received[0]!);
    expect(text).toContain(`${TEST_SITE}/profil/${owner.id}`);
    const [, path, linkedId] = RENEW_LINK.exec(text)!;
    expect(linkedId).toBe(soon);
    expect((await row(soon)).expiryNoticeAt).not.toBeNull();
    expect((await row(later)).expiryNoticeAt).toBeNull();

    // Again, and again a minute later: nothing more is sent, nothing expires yet.
    expect(await listingExpiryJob.run({ db: getDb(), storage: getStorage(), now, mail })).toBe(0);
    expect(await listingExpiryJob.run({ db: getDb(), storage: getStorage(), now: new Date(now.getTime() + 60_000), mail })).toBe(0);
    expect(mailsTo(CAST_EMAILS.owner).length).toBe(before + 1);

    // Opening the link (a person, or a mail scanner) only asks, with one button; nothing changes.
    const asked = await renew(path!);
    expect(asked).toMatchObject({ status: 200, body: { result: { kind: "ask", title: "Yakında biten ilan" } } });
    expect(await renew(path!)).toMatchObject({ status: 200, body: { result: { kind: "ask" } } });
    expect((await row(soon)).expiresAt!.getTime()).toBe(now.getTime() + 3 * DAY);

    // The button renews it, signed out: a new lifetime from now, and a new reminder due before its end.
    const renewed = await press(path!);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ result: { kind: "renewed", id: soon, ownerId: owner.id } });
    const after = await row(soon);
    expect(after.status).toBe("active");
    expect(after.expiresAt!.getTime()).toBeGreaterThan(now.getTime() + 29 * DAY);
    expect(after.expiryNoticeAt).toBeNull();
    expect((await row(never)).status).toBe("active");
    // Once per reminder: the used link neither asks nor renews again.
    expect(await renew(path!)).toMatchObject({ status: 410, body: { result: { kind: "used", ownerId: owner.id } } });
    expect(await press(path!)).toMatchObject({ status: 410, body: { result: { kind: "used" } } });
    expect((await row(soon)).expiresAt!.getTime()).toBe(after.expiresAt!.getTime());
  });

  it("sends each reminder once when two runs race", async () => {
    const now = new Date();
    const ids = await Promise.all([1, 2, 3].map(() => insertListing(owner.id)));
    for (const id of ids) await setListing(id, { expiresAt: new Date(now.getTime() + 2 * DAY) });
    const before = mailsTo(CAST_EMAILS.owner).length;
    const [first, second] = await Promise.all([sendExpiryNotices(getDb(), mail, now), sendExpiryNotices(getDb(), mail, now)]);
    expect(first + second).toBe(3);
    expect(mailsTo(CAST_EMAILS.owner).length).toBe(before + 3);
    const linked = mailsTo(CAST_EMAILS.owner)
      .slice(before)
      .map((received) => RENEW_LINK.exec(body(received))![2]);
    expect(new Set(linked)).toEqual(new Set(ids));
  });

  it("gives the claim back when the mail server refuses, so the next run sends it", async () => {
    const now = new Date();
    const id = await insertListing(owner.id);
    await setListing(id, { expiresAt: new Date(now.getTime() + DAY) });
    const refusing: ExpiryMailDeps = { ...mail, mailer: { kind: "smtp", send: () => Promise.reject(new Error("550 refused")) } };
    expect(await sendExpiryNotices(getDb(), refusing, now)).toBe(0);
    expect((await row(id)).expiryNoticeAt).toBeNull();
    const before = mailsTo(CAST_EMAILS.owner).length;
    expect(await sendExpiryNotices(getDb(), mail, now)).toBe(1);
    expect(mailsTo(CAST_EMAILS.owner).length).toBe(before + 1);
  });

  it("marks listings past their end expired (off the public pages, kept for the owner); running again changes nothing", async () => {
    const now = new Date();
    const past = await insertListing(owner.id);
    const live = await insertListing(owner.id);
    await setListing(past, { expiresAt: new Date(now.getTime() - 1000) });
    await setListing(live, { expiresAt: new Date(now.getTime() + 10 * DAY) });
    // Through the job queue, as the app nodes' schedule runs it.
    expect(await runSweep("listing-expiry")).toBe(true);
    expect((await row(past)).status).toBe("expired");
    expect((await row(live)).status).toBe("active");
    expect(await expireListings(getDb(), now)).toBe(0);

    expect(await getListingDetail(getDb(), past)).toBeNull();
    expect(await getListingDetail(getDb(), past, { userId: other.id, isAdmin: false })).toBeNull();
    const own = await getListingDetail(getDb(), past, { userId: owner.id, isAdmin: false });
    expect(own?.listing.status).toBe("expired");
    expect(own?.moderation?.status).toBe("expired");

    const profile = await run(profileLoader, get(`/profil/${owner.id}`, { cookie: owner.cookie }), { id: owner.id });
    const page = profile.body as { page: { listings: { id: string }[]; ownListings: { id: string; status: string; expiresAt: string }[] } };
    expect(page.page.listings.map((listing) => listing.id)).toEqual([live]);
    expect(page.page.ownListings.find((listing) => listing.id === past)).toMatchObject({ status: "expired" });

    // Renewed from the profile: live again without moderation.
    expect(await intent(owner, owner.id, { intent: "renew-listing", listingId: past })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await row(past)).status).toBe("active");
    expect((await getListingDetail(getDb(), past))?.listing.id).toBe(past);
  });
});

describe("renew links", () => {
  it("refuse a changed token, another listing's token and an old one; a pending listing is not renewed", async () => {
    const now = new Date();
    const mine = await insertListing(owner.id);
    const theirs = await insertListing(other.id);
    // Its reminder went out now (the token's reminder time): the link is this reminder's.
    await setListing(mine, { status: "expired", expiryNoticeAt: now });
    const token = renewToken(getLinkSecret(), mine, now);
    const [date, signature] = token.split(".") as [string, string];
    const changed = `${date}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(await renew(`/ilanlar/${mine}/yenile?token=${changed}`)).toMatchObject({ status: 400, body: { result: { kind: "invalid" } } });
    expect(await renew(`/ilanlar/${theirs}/yenile?token=${token}`)).toMatchObject({ status: 400, body: { result: { kind: "invalid" } } });
    expect(await renew(`/ilanlar/${mine}/yenile`)).toMatchObject({ status: 400 });
    const old = renewToken(getLinkSecret(), mine, new Date(now.getTime() - 31 * DAY));
    expect(await renew(`/ilanlar/${mine}/yenile?token=${old}`)).toMatchObject({ status: 410, body: { result: { kind: "expired_link" } } });
    expect((await row(mine)).status).toBe("expired");
    expect((await row(theirs)).status).toBe("active");

    const pending = await insertListing(owner.id, "pending");
    await setListing(pending, { expiryNoticeAt: now });
    const pendingToken = renewToken(getLinkSecret(), pending, now);
    expect(await renew(`/ilanlar/${pending}/yenile?token=${pendingToken}`)).toMatchObject({ status: 409 });
    expect(await press(`/ilanlar/${pending}/yenile?token=${pendingToken}`)).toMatchObject({ status: 409 });
    expect((await row(pending)).status).toBe("pending");

    // An earlier reminder's link is retired by the later reminder.
    const earlier = renewToken(getLinkSecret(), mine, new Date(now.getTime() - 5 * DAY));
    expect(await press(`/ilanlar/${mine}/yenile?token=${earlier}`)).toMatchObject({ status: 410, body: { result: { kind: "used" } } });
    expect((await row(mine)).status).toBe("expired");

    expect(await press(`/ilanlar/${mine}/yenile?token=${token}`)).toMatchObject({ status: 200, body: { result: { kind: "renewed" } } });
    expect((await row(mine)).status).toBe("active");
  });

  it("keep a revision waiting for moderation waiting (a renewal approves nothing)", async () => {
    const id = await insertListing(owner.id);
    const reminded = new Date();
    await setListing(id, { status: "expired", expiryNoticeAt: reminded });
    await getDb().insert(listingRevisions).values({
      listingId: id,
      authorId: owner.id,
      title: "Değişen başlık",
      price: 1200,
      currency: "TRY",
      city: "Girne",
      categorySlug: "houses",
    });
    expect(await press(`/ilanlar/${id}/yenile?token=${renewToken(getLinkSecret(), id, reminded)}`)).toMatchObject({ status: 200 });
    const [revision] = await getDb().select().from(listingRevisions).where(eq(listingRevisions.listingId, id));
    expect(revision?.status).toBe("pending");
    expect((await row(id)).title).toBe("active ilan");
  });
});

describe("rented", () => {
  it("leaves the lists at once; its page says rented with similar listings for RENTED_PAGE_DAYS, then 404", async () => {
    const rented = await insertListing(owner.id);
    const similar = await insertListing(other.id);
    const listed = async () =>
      (
        await listCategory(getDb(), "houses", parseCategoryFilters("houses", new URLSearchParams()), { rates: FALLBACK_RATES })
      ).listings.map((listing) => listing.id);
    expect(await listed()).toContain(rented);

    expect(await intent(owner, owner.id, { intent: "listing-rented", listingId: rented })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const stored = await row(rented);
    expect(stored.status).toBe("rented");
    expect(stored.rentedAt).not.toBeNull();
    expect(await listed()).not.toContain(rented);

    const page = await getListingDetail(getDb(), rented);
    expect(page?.listing.status).toBe("rented");
    expect(page?.listing.rentedAt).toBe(stored.rentedAt!.toISOString());
    expect(page?.similar.map((listing) => listing.id)).toEqual([similar]);

    await setListing(rented, { rentedAt: new Date(Date.now() - 15 * DAY) });
    expect(await getListingDetail(getDb(), rented)).toBeNull();
    // Its owner still has it, and makes it available again: live, with a new lifetime.
    expect((await getListingDetail(getDb(), rented, { userId: owner.id, isAdmin: false }))?.listing.status).toBe("rented");
    expect(await intent(owner, owner.id, { intent: "listing-available", listingId: rented })).toMatchObject({ status: 200 });
    const again = await row(rented);
    expect(again.status).toBe("active");
    expect(again.rentedAt).toBeNull();
    expect(again.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(await listed()).toContain(rented);
  });

  it("a shared cache keeps a rented listing's page no longer than until it turns into a 404 (no purge comes then)", async () => {
    const id = await insertListing(owner.id);
    const cacheControl = async () => {
      const result = (await listingLoader({
        request: get(pathsFor("tr").listing("houses", id)),
        params: { id },
        context: { app: testApp() },
      } as never)) as {
        init: ResponseInit | null;
      };
      return new Headers(result.init?.headers).get("Cache-Control");
    };
    // Live, and rented with days left: the configured lifetimes (10 s, stale 60 s in the tests).
    expect(await cacheControl()).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    await setListing(id, { status: "rented", rentedAt: new Date(Date.now() - DAY) });
    expect(await cacheControl()).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    // Half a minute left: stale copies only within it; five seconds left: at most that, nothing stale
    // (the lifetimes count down while the test runs: bounds, not exact figures; sharedPage's unit
    // test has those).
    const lifetimes = async () => {
      const match = /^public, max-age=(\d+), s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec((await cacheControl()) ?? "");
      return match ? { browser: Number(match[1]), shared: Number(match[2]), stale: Number(match[3]) } : null;
    };
    await setListing(id, { rentedAt: new Date(Date.now() - RENTED_PAGE_DAYS * DAY + 30_500) });
    const halfMinute = await lifetimes();
    expect(halfMinute).toMatchObject({ browser: 0, shared: 10 });
    expect(halfMinute!.stale).toBeLessThanOrEqual(20);
    await setListing(id, { rentedAt: new Date(Date.now() - RENTED_PAGE_DAYS * DAY + 5_500) });
    const fiveSeconds = await lifetimes();
    expect(fiveSeconds).toMatchObject({ browser: 0, stale: 0 });
    expect(fiveSeconds!.shared).toBeLessThanOrEqual(5);
  });

  it("only the owner renews, rents or frees a listing: another member and an admin are refused, a visitor must sign in", async () => {
    const id = await insertListing(owner.id);
    for (const name of ["renew-listing", "listing-rented", "listing-available"]) {
      // Another member, on their own profile or on the owner's.
      expect(await intent(other, other.id, { intent: name, listingId: id })).toMatchObject({ status: 403 });
      expect(await intent(other, owner.id, { intent: name, listingId: id })).toMatchObject({ status: 403 });
      expect(await intent(admin, admin.id, { intent: name, listingId: id })).toMatchObject({ status: 403 });
      expect(await intent(null, owner.id, { intent: name, listingId: id })).toMatchObject({ status: 401 });
    }
    expect((await row(id)).status).toBe("active");
    // A change that does not fit the status is a conflict, and a listing that is not there is not found.
    expect(await intent(owner, owner.id, { intent: "listing-available", listingId: id })).toMatchObject({ status: 409 });
    expect(await intent(owner, owner.id, { intent: "renew-listing", listingId: "not-a-listing" })).toMatchObject({ status: 404 });
    expect(await intent(owner, owner.id, { intent: "renew-listing" })).toMatchObject({ status: 400 });
  });
});
