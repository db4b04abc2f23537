import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { listingReports, listings, moderationEvents, profiles } from "~/.server/db/schema";
import { getDb, settleBackgroundWork, startTestRuntime, testApp } from "../support/runtime";
import { TRUSTED_REPORTER_DAYS, createReport, listReportQueue } from "~/.server/services/moderation/listing-reports";
import { listOutbox } from "~/.server/services/platform/outbox";
import { MEMBER_REPORTS_PER_DAY, REPORT_NOTE_MAX, type ReportedListing, VISITOR_REPORTS_PER_DAY } from "~/domain/reports";
import { translate } from "~/lib/i18n";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/admin-dashboard";
import { action as reportAction, loader as reportLoader } from "~/routes/api.listing-report";
import { loader as detailLoader } from "~/routes/listing";
import { insertListing } from "../support/listings";
import { type TestMember, signInNewMember } from "../support/members";
import { TEST_SITE, get, post, run } from "../support/routes";

/**
 * Reports of listings on a real runtime: anyone reports an active listing with a
 * reason (translated refusals for bad input, the owner, non-active listings, a second report of the
 * same member or address, and past the daily limits); reports of three distinct members hide the
 * listing with an `auto_hide` event; the admin's queue groups the reasons; the four answers close
 * the reports, change the listing, are recorded, and only admins may give them.
 */

let stopTestRuntime: () => Promise<void>;
let admin: TestMember;
let owner: TestMember;
const reporters: TestMember[] = [];
let ipCounter = 0;
/** A fresh visitor address per call: the per-address limit stays out of tests that are not about it. */
const freshIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  ({ stop: stopTestRuntime } = await startTestRuntime("listing-reports"));
  admin = await signInNewMember("yonetici@example.com", "Yönetici", { admin: true });
  owner = await signInNewMember("sahip@example.com", "İlan Sahibi");
  for (const [index, name] of ["Ali", "Veli", "Ayşe", "Fatma"].entries()) {
    const member = await signInNewMember(`uye${index}@example.com`, name);
    await makeTrusted(member);
    reporters.push(member);
  }
});

/**
 * A reporter whose reports count toward hiding (services/moderation/listing-reports.ts, `isTrustedReporter`):
 * a verified account TRUSTED_REPORTER_DAYS old with a listing the moderators approved.
 */
async function makeTrusted(member: TestMember) {
  const longAgo = new Date(Date.now() - (TRUSTED_REPORTER_DAYS + 1) * 24 * 60 * 60 * 1000);
  await getDb().update(profiles).set({ createdAt: longAgo }).where(eq(profiles.id, member.id));
  await getDb().insert(listings).values({
    ownerId: member.id,
    title: "Kendi ilanı",
    description: "Açıklama",
    price: 1000,
    city: "Girne",
    categorySlug: "houses",
    status: "active",
  });
}

afterAll(async () => {
  await stopTestRuntime();
});

function report(
  id: string,
  body: unknown,
  options: { cookie?: string; ip?: string; origin?: string; locale?: "en"; raw?: string; contentType?: string } = {},
) {
  const cookie = [options.cookie, options.locale ? `kk_locale=${options.locale}` : ""].filter(Boolean).join("; ");
  const request = new Request(`${TEST_SITE}/api/listings/${id}/report`, {
    method: "POST",
    body: options.raw ?? JSON.stringify(body),
    headers: {
      "content-type": options.contentType ?? "application/json",
      origin: options.origin ?? TEST_SITE,
      [CLIENT_IP_HEADER]: options.ip ?? freshIp(),
      ...(cookie ? { cookie } : {}),
    },
  });
  return run(reportAction, request, { id });
}
const panel = (fields: Record<string, string>, cookie = admin.cookie) =>
  run(dashboardAction, post("/yonetim/panel", fields, { ip: "198.51.100.40", cookie }));
const statusOf = async (id: string) =>
  (await getDb().select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;
/** What a report needs: the database, and the notices it stores with an automatic hide. */
const change = () => ({ db: getDb(), notify: testApp().notify });
const reportsOf = (id: string) => getDb().select().from(listingReports).where(eq(listingReports.listingId, id));
const eventsOf = (id: string) => getDb().select().from(moderationEvents).where(eq(moderationEvents.listingId, id));
const queue = async () => {
  const result = await run(dashboardLoader, get("/yonetim/panel", { cookie: admin.cookie }));
  expect(result.status).toBe(200);
  return (result.body as { reports: ReportedListing[] }).reports;
};

describe("reporting a listing", () => {
  it("a visitor's report is taken (201) and stored without a member, keyed by a hash of the address", async () => {
    const id = await insertListing(owner.id);
    const result = await report(id, { reason: "wrong_price", note: "  Fiyat 10 kat fazla  " }, { ip: "198.51.100.7" });
    expect(result).toMatchObject({ status: 201, body: { ok: true } });
    const [row] = await reportsOf(id);
    expect(row).toMatchObject({ reporterId: null, reason: "wrong_price", note: "Fiyat 10 kat fazla", resolvedAt: null });
    expect(row!.reporterKey).toMatch(/^a:/);
    expect(row!.reporterKey).not.toContain("198.51.100.7");
  });

  it("refuses bad input with the first problem's text, in the request's language, and stores nothing", async () => {
    const id = await insertListing(owner.id);
    const cases: [unknown, string][] = [
      [{}, "reports.errors.reasonRequired"],
      [{ reason: "boring" }, "reports.errors.reasonRequired"],
      [{ reason: "other" }, "reports.errors.noteRequired"],
      [{ reason: "other", note: "   " }, "reports.errors.noteRequired"],
      [{ reason: "scam", note: "x".repeat(REPORT_NOTE_MAX + 1) }, "reports.errors.noteTooLong"],
      [{ reason: "scam", note: 42 }, "reports.errors.invalidNote"],
      [[1, 2], "reports.errors.invalidBody"],
      ["scam", "reports.errors.invalidBody"],
    ];
    for (const [body, key] of cases) {
      expect(await report(id, body)).toMatchObject({
        status: 400,
        body: { error: "invalid_body", message: translate("tr", key as never) },
      });
      expect(await report(id, body, { locale: "en" })).toMatchObject({
        status: 400,
        body: { error: "invalid_body", message: translate("en", key as never) },
      });
    }
    expect(await report(id, null, { raw: "{not json" })).toMatchObject({
      status: 400,
      body: { error: "invalid_body", message: translate("tr", "reports.errors.invalidBody") },
    });
    expect(await reportsOf(id)).toEqual([]);
  });

  it("takes a plain form post too (a browser without the dialog's script)", async () => {
    const id = await insertListing(owner.id);
    const result = await run(
      reportAction,
      post(`/api/listings/${id}/report`, { reason: "other", note: "Telefon yanlış" }, { ip: freshIp() }),
      {
        id,
      },
    );
    expect(result.status).toBe(201);
    expect((await reportsOf(id)).map((row) => [row.reason, row.note])).toEqual([["other", "Telefon yanlış"]]);
  });

  it("only active listings can be reported: pending, unknown and malformed ids are 404", async () => {
    const pending = await insertListing(owner.id, "pending");
    for (const id of [pending, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect(await report(id, { reason: "scam" })).toMatchObject({
        status: 404,
        body: { error: "not_found", message: translate("tr", "reports.errors.notFound") },
      });
    }
    expect(await reportsOf(pending)).toEqual([]);
  });

  it("refuses a request from another site and GET", async () => {
    const id = await insertListing(owner.id);
    expect(await report(id, { reason: "scam" }, { origin: "https://evil.example" })).toMatchObject({
      status: 403,
      body: { error: "cross_site", message: translate("tr", "reports.errors.crossSite") },
    });
    expect((await run(reportLoader, get(`/api/listings/${id}/report`), { id })).status).toBe(405);
    expect(await reportsOf(id)).toEqual([]);
  });

  it("the owner cannot report their own listing", async () => {
    const id = await insertListing(owner.id);
    expect(await report(id, { reason: "scam" }, { cookie: owner.cookie })).toMatchObject({
      status: 403,
      body: { error: "forbidden", message: translate("tr", "reports.errors.ownListing") },
    });
    expect(await reportsOf(id)).toEqual([]);
  });

  it("one report per member and listing, whatever their address; 409 with 'already reported' in their language", async () => {
    const id = await insertListing(owner.id);
    const [member] = reporters;
    expect((await report(id, { reason: "rented" }, { cookie: member!.cookie })).status).toBe(201);
    expect(await report(id, { reason: "scam" }, { cookie: member!.cookie })).toMatchObject({
      status: 409,
      body: { error: "already_reported", message: translate("tr", "reports.errors.alreadyReported") },
    });
    expect(await report(id, { reason: "scam" }, { cookie: member!.cookie, locale: "en" })).toMatchObject({
      status: 409,
      body: { message: "You have already reported this listing." },
    });
    expect((await reportsOf(id)).map((row) => [row.reporterId, row.reason])).toEqual([[member!.id, "rented"]]);
  });

  it("a visitor's address reports a listing once, and at most VISITOR_REPORTS_PER_DAY listings a day (IPv6 by its /64)", async () => {
    const ids = [];
    for (let index = 0; index <= VISITOR_REPORTS_PER_DAY; index++) ids.push(await insertListing(owner.id));
    const ip = (index: number) => `2001:db8:aa:bb::${index + 1}`;
    expect((await report(ids[0]!, { reason: "scam" }, { ip: ip(0) })).status).toBe(201);
    expect((await report(ids[0]!, { reason: "rented" }, { ip: ip(99) })).status).toBe(409);
    for (let index = 1; index < VISITOR_REPORTS_PER_DAY; index++) {
      expect((await report(ids[index]!, { reason: "scam" }, { ip: ip(index) })).status).toBe(201);
    }
    expect(await report(ids[VISITOR_REPORTS_PER_DAY]!, { reason: "scam" }, { ip: ip(42), locale: "en" })).toMatchObject({
      status: 429,
      body: { error: "rate_limited", message: translate("en", "reports.errors.rateLimited") },
    });
    expect(await reportsOf(ids[VISITOR_REPORTS_PER_DAY]!)).toEqual([]);
    // Another address (another /64) is not held back, and a member's reports count for the member.
    expect((await report(ids[VISITOR_REPORTS_PER_DAY]!, { reason: "scam" }, { ip: "2001:db8:aa:cc::1" })).status).toBe(201);
    expect((await report(ids[VISITOR_REPORTS_PER_DAY]!, { reason: "scam" }, { ip: ip(42), cookie: reporters[3]!.cookie })).status).toBe(
      201,
    );
  });

  it("a member reports at most MEMBER_REPORTS_PER_DAY listings a day; yesterday's reports do not count", async () => {
    const member = await signInNewMember("cok-sikayet@example.com", "Çok Şikâyet");
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const options = { reportsToHide: 3 };
    for (let index = 0; index < MEMBER_REPORTS_PER_DAY; index++) {
      const id = await insertListing(owner.id);
      const now = index === 0 ? yesterday : undefined;
      expect(await createReport(change(), id, { userId: member.id, ip: freshIp() }, { reason: "scam" }, { ...options, now })).toEqual({
        ok: true,
        hidden: false,
      });
    }
    const id = await insertListing(owner.id);
    expect(await createReport(change(), id, { userId: member.id, ip: freshIp() }, { reason: "scam" }, options)).toEqual({
      ok: true,
      hidden: false,
    });
    const next = await insertListing(owner.id);
    expect(await createReport(change(), next, { userId: member.id, ip: freshIp() }, { reason: "scam" }, options)).toEqual({
      ok: false,
      reason: "rate_limited",
    });
  });
});

describe("hidden after reports of three distinct members", () => {
  it("visitors and two members do not hide it; the third member does, once, with an auto_hide event; its public page is gone", async () => {
    const id = await insertListing(owner.id);
    for (let index = 0; index < 4; index++) expect((await report(id, { reason: "scam" })).status).toBe(201);
    expect((await report(id, { reason: "scam", note: "Kapora istiyor" }, { cookie: reporters[0]!.cookie })).status).toBe(201);
    expect((await report(id, { reason: "rented" }, { cookie: reporters[1]!.cookie })).status).toBe(201);
    expect(await statusOf(id)).toBe("active");
    expect((await run(detailLoader, get(`/evler/${id}`), { id })).status).toBe(200);

    expect((await report(id, { reason: "scam" }, { cookie: reporters[2]!.cookie })).status).toBe(201);
    expect(await statusOf(id)).toBe("hidden");
    expect((await eventsOf(id)).map((event) => [event.action, event.actorId, event.note])).toEqual([["auto_hide", null, "3 / 3"]]);
    expect((await run(detailLoader, get(`/evler/${id}`), { id })).status).toBe(404);
    // A hidden listing takes no more reports (only active ones can be reported).
    expect((await report(id, { reason: "scam" }, { cookie: reporters[3]!.cookie })).status).toBe(404);

    // The owner is told it was hidden and why, with the link to fix it.
    await settleBackgroundWork();
    const told = (await listOutbox(getDb())).find((entry) => entry.subject.startsWith("İlanınız şikâyetler nedeniyle yayından kaldırıldı"));
    expect(told).toMatchObject({ to: "sahip@example.com" });
    expect(told!.text).toContain("Dolandırıcılık / sahte ilan (6 kez)");
    expect(told!.text).toContain("bir yönetici inceleyene kadar");
    expect(told!.text).toContain(`${TEST_SITE}/ilanlar/${id}/duzenle`);

    const item = (await queue()).find((entry) => entry.listingId === id);
    expect(item).toMatchObject({
      status: "hidden",
      reports: 7,
      members: 3,
      reasons: [
        { reason: "scam", count: 6 },
        { reason: "rented", count: 1 },
      ],
      notes: [{ reason: "scam", note: "Kapora istiyor" }],
      ownerId: owner.id,
      ownerName: "İlan Sahibi",
    });
  });

  it("three throwaway accounts (new, no record) never hide a listing: it stays live and rises in the admin's queue", async () => {
    const id = await insertListing(owner.id);
    const throwaways: TestMember[] = [];
    for (const index of [1, 2, 3, 4]) throwaways.push(await signInNewMember(`atilik${index}@example.com`, `Atılık ${index}`));
    // One of them even old and verified, but with no approved listing and no upheld report.
    await getDb()
      .update(profiles)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(profiles.id, throwaways[3]!.id));
    for (const member of throwaways) expect((await report(id, { reason: "scam" }, { cookie: member.cookie })).status).toBe(201);
    expect(await statusOf(id)).toBe("active");
    expect((await run(detailLoader, get(`/evler/${id}`), { id })).status).toBe(200);
    expect(await eventsOf(id)).toEqual([]);
    expect((await queue()).find((entry) => entry.listingId === id)).toMatchObject({ status: "active", reports: 4, members: 4 });
    // Two trusted members' reports with them are not enough either; the third trusted one hides it.
    for (const member of reporters.slice(0, 2)) await report(id, { reason: "scam" }, { cookie: member.cookie });
    expect(await statusOf(id)).toBe("active");
    await report(id, { reason: "scam" }, { cookie: reporters[2]!.cookie });
    expect(await statusOf(id)).toBe("hidden");
    expect((await eventsOf(id)).map((event) => event.note)).toEqual(["3 / 3"]);
  });

  it("an earlier report an admin upheld makes a new account's reports count", async () => {
    const target = await insertListing(owner.id);
    const fresh = await signInNewMember("dikkatli@example.com", "Dikkatli Üye");
    await getDb()
      .update(profiles)
      .set({ createdAt: new Date(Date.now() - (TRUSTED_REPORTER_DAYS + 1) * 24 * 60 * 60 * 1000) })
      .where(eq(profiles.id, fresh.id));
    const earlier = await insertListing(owner.id);
    expect((await report(earlier, { reason: "scam" }, { cookie: fresh.cookie })).status).toBe(201);
    expect((await panel({ intent: "report-hide", id: earlier })).status).toBe(200);
    for (const member of [fresh, ...reporters.slice(0, 2)])
      expect((await report(target, { reason: "rented" }, { cookie: member.cookie })).status).toBe(201);
    expect(await statusOf(target)).toBe("hidden");
  });

  it("three members reporting at once hide it exactly once", async () => {
    const id = await insertListing(owner.id);
    const results = await Promise.all(
      reporters.slice(0, 3).map((member) => report(id, { reason: "offensive" }, { cookie: member.cookie })),
    );
    expect(results.map((result) => result.status)).toEqual([201, 201, 201]);
    expect(await statusOf(id)).toBe("hidden");
    expect((await eventsOf(id)).filter((event) => event.action === "auto_hide")).toHaveLength(1);
  });

  it("the threshold is the runtime's REPORTS_TO_HIDE (the service takes it): with 2, two members hide it", async () => {
    const id = await insertListing(owner.id);
    const options = { reportsToHide: 2 };
    const [first, second] = reporters;
    expect(await createReport(change(), id, { userId: first!.id, ip: freshIp() }, { reason: "scam" }, options)).toEqual({
      ok: true,
      hidden: false,
    });
    expect(await createReport(change(), id, { userId: second!.id, ip: freshIp() }, { reason: "scam" }, options)).toEqual({
      ok: true,
      hidden: true,
      reasons: [{ reason: "scam", count: 2 }],
    });
    expect(await statusOf(id)).toBe("hidden");
  });

  it("the live queue announces each report with its listing id", async () => {
    const heard: { kind: string; id: string }[] = [];
    const unsubscribe = await testApp().liveQueue.subscribe((event) => heard.push(event));
    const id = await insertListing(owner.id);
    expect((await report(id, { reason: "wrong_category" })).status).toBe(201);
    await vi.waitFor(() => expect(heard).toContainEqual({ kind: "report", id }), { timeout: 10_000, interval: 20 });
    unsubscribe();
  });
});

describe("the admin's answers", () => {
  /** A listing hidden by three members' reports. */
  async function hiddenListing() {
    const id = await insertListing(owner.id);
    for (const member of reporters.slice(0, 3))
      expect((await report(id, { reason: "wrong_price" }, { cookie: member.cookie })).status).toBe(201);
    expect(await statusOf(id)).toBe("hidden");
    return id;
  }
  const openReports = async (id: string) => (await reportsOf(id)).filter((row) => row.resolvedAt === null);

  it("dismiss: the hidden listing is live again, its reports are closed as dismissed, the answer is recorded", async () => {
    const id = await hiddenListing();
    expect(await panel({ intent: "report-dismiss", id })).toMatchObject({ status: 200, body: { ok: true, intent: "report-dismiss" } });
    expect(await statusOf(id)).toBe("active");
    expect(await openReports(id)).toEqual([]);
    expect((await reportsOf(id)).map((row) => [row.resolution, row.resolvedBy])).toEqual(Array(3).fill(["dismissed", admin.id]));
    expect((await eventsOf(id)).map((event) => [event.action, event.actorId, event.note]).sort()).toEqual([
      ["auto_hide", null, "3 / 3"],
      ["report_dismiss", admin.id, "wrong_price×3"],
    ]);
    expect((await queue()).some((entry) => entry.listingId === id)).toBe(false);
    // Reports after the answer start afresh: the closed ones no longer count towards hiding.
    expect((await report(id, { reason: "scam" }, { cookie: reporters[3]!.cookie })).status).toBe(201);
    expect(await statusOf(id)).toBe("active");
  });

  it("hide: an active reported listing is hidden", async () => {
    const id = await insertListing(owner.id);
    expect((await report(id, { reason: "offensive" })).status).toBe(201);
    expect(await panel({ intent: "report-hide", id })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await statusOf(id)).toBe("hidden");
    expect((await reportsOf(id)).map((row) => row.resolution)).toEqual(["hidden"]);
    expect((await eventsOf(id)).map((event) => event.action)).toEqual(["report_hide"]);
    // Shown again from the listings list ("Publish again": the approval), recorded; only admins may.
    expect((await panel({ intent: "approve", id }, owner.cookie)).status).toBe(403);
    expect(await statusOf(id)).toBe("hidden");
    expect(await panel({ intent: "approve", id })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await statusOf(id)).toBe("active");
    expect((await eventsOf(id)).map((event) => event.action).sort()).toEqual(["approve", "report_hide"]);
    // An active listing is not approved twice.
    expect(await panel({ intent: "approve", id })).toMatchObject({ status: 409, body: { ok: false, error: "not_pending" } });
  });

  it("ask the owner to fix: the listing stays as it is and the owner is mailed the reasons and the edit link", async () => {
    const id = await insertListing(owner.id);
    expect((await report(id, { reason: "wrong_price" })).status).toBe(201);
    expect((await report(id, { reason: "wrong_price" })).status).toBe(201);
    expect((await report(id, { reason: "wrong_category" }, { cookie: reporters[0]!.cookie })).status).toBe(201);
    expect(await panel({ intent: "report-fix", id })).toMatchObject({ status: 200, body: { ok: true, intent: "report-fix" } });
    await settleBackgroundWork();
    expect(await statusOf(id)).toBe("active");
    expect((await reportsOf(id)).map((row) => row.resolution)).toEqual(Array(3).fill("fix_requested"));
    expect((await eventsOf(id)).map((event) => [event.action, event.note])).toEqual([["report_fix", "wrong_price×2, wrong_category×1"]]);
    const mail = (await listOutbox(getDb())).find((entry) => entry.text.includes(`/ilanlar/${id}/duzenle`));
    expect(mail).toMatchObject({ to: "sahip@example.com", subject: "İlanınızı düzeltmeniz gerekiyor: active ilan" });
    expect(mail!.text).toContain("Fiyat yanlış (2 kez)");
    expect(mail!.text).toContain("Yanlış kategori (1 kez)");
    expect(mail!.text).toContain(`${TEST_SITE}/ilanlar/${id}/duzenle`);
    expect(mail!.html).toContain(`href="${TEST_SITE}/ilanlar/${id}/duzenle"`);
  });

  it("delete: the panel's soft delete, recorded as the answer to the reports", async () => {
    const id = await hiddenListing();
    expect(await panel({ intent: "report-delete", id })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await statusOf(id)).toBe("deleted");
    expect((await reportsOf(id)).map((row) => row.resolution)).toEqual(Array(3).fill("deleted"));
    expect((await eventsOf(id)).map((event) => event.action).sort()).toEqual(["auto_hide", "report_delete"]);
    expect((await queue()).some((entry) => entry.listingId === id)).toBe(false);
  });

  it("a listing without open reports cannot be answered (409, another admin was first); unknown ids are 404", async () => {
    const id = await hiddenListing();
    expect((await panel({ intent: "report-hide", id })).status).toBe(200);
    expect(await panel({ intent: "report-dismiss", id })).toMatchObject({
      status: 409,
      body: { ok: false, error: "no_open_reports", message: "Bu ilanın açık şikâyeti kalmadı (başka bir yönetici ilgilenmiş olabilir)." },
    });
    expect(await statusOf(id)).toBe("hidden");
    expect((await panel({ intent: "report-dismiss", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await panel({ intent: "report-dismiss", id: "junk" })).status).toBe(404);
  });

  it("only admins answer: members (the owner too) and visitors are refused and nothing changes", async () => {
    const id = await hiddenListing();
    for (const cookie of [owner.cookie, reporters[0]!.cookie, ""]) {
      for (const intent of ["report-dismiss", "report-hide", "report-fix", "report-delete"]) {
        expect((await panel({ intent, id }, cookie)).status).toBe(403);
      }
    }
    expect(await statusOf(id)).toBe("hidden");
    expect(await openReports(id)).toHaveLength(3);
    expect((await eventsOf(id)).map((event) => event.action)).toEqual(["auto_hide"]);
    expect((await run(dashboardLoader, get("/yonetim/panel", { cookie: reporters[0]!.cookie }))).status).toBe(302);
  });

  it("the queue shows hidden listings first and leaves out deleted ones", async () => {
    const hidden = await hiddenListing();
    const reported = await insertListing(owner.id);
    for (const member of reporters.slice(0, 2))
      expect((await report(reported, { reason: "scam" }, { cookie: member.cookie })).status).toBe(201);
    const ids = (await queue()).map((entry) => entry.listingId);
    expect(ids.indexOf(hidden)).toBeLessThan(ids.indexOf(reported));
    await getDb().update(listings).set({ status: "deleted" }).where(eq(listings.id, reported));
    expect((await queue()).map((entry) => entry.listingId)).not.toContain(reported);
    expect(await listReportQueue(getDb())).toEqual(await queue());
    // The deleted listing's reports are kept (still open: nobody answered them).
    expect((await openReports(reported)).length).toBe(2);
  });
});
