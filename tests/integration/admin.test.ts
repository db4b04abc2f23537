import fs from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { authSessions, authUsers, favourites, listings, moderationEvents, profiles } from "~/.server/db/schema";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/admin-dashboard";
import { action as adminEditAction, loader as adminEditLoader } from "~/routes/admin-edit-listing";
import { loader as eventsLoader } from "~/routes/api.admin-events";
import { loader as historyLoader } from "~/routes/api.admin-history";
import { action as adminLoginAction } from "~/routes/admin-login";
import { attachListingPhoto, insertListing as insertSupportListing } from "../support/listings";
import { testApp, getDb, runtimeOfThisFile } from "../support/runtime";
import { MEMBER_PASSWORD, type TestMember, signInNewMember } from "../support/members";
import { TEST_SITE, get, post, run } from "../support/routes";
import { translate } from "~/lib/i18n";

/**
 * The admin area on a real runtime (docs/product.md §6): every admin page and endpoint refuses
 * visitors and members whatever they forge; moderation follows docs/product.md §4 and is recorded; deleting a
 * profile removes everything of theirs; the live queue hears new pending listings.
 */

const runtime = runtimeOfThisFile("admin");
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  admin = await signInNewMember("yonetici@example.com", "Yönetici Ayşe", { admin: true });
  member = await signInNewMember("uye@example.com", "Üye Mehmet");
});

/** A listing of `ownerId`, pending unless `status` says otherwise. */
const insertListing = (
  ownerId: string,
  status: "pending" | "active" | "rejected" = "pending",
  values: Partial<typeof listings.$inferInsert> = {},
) => insertSupportListing(ownerId, status, values);
const listing = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0];
const panel = (fields: Record<string, string>, cookie?: string) =>
  run(dashboardAction, post("/yonetim/panel", fields, { ip: "198.51.100.40", ...(cookie ? { cookie } : {}) }));

describe("admin access is decided on the server", () => {
  const forged = (cookie = "") => `${cookie}${cookie ? "; " : ""}adminAuth=true; kk_admin=1`;

  it("sends visitors and members from every admin page to /yonetim/giris", async () => {
    const id = await insertListing(member.id);
    for (const cookie of [forged(), forged(member.cookie)]) {
      expect(await run(dashboardLoader, get("/yonetim/panel", { cookie }))).toMatchObject({ status: 302, location: "/yonetim/giris" });
      expect(await run(adminEditLoader, get(`/yonetim/ilanlar/${id}/duzenle`, { cookie }), { id })).toMatchObject({
        status: 302,
        location: "/yonetim/giris",
      });
    }
    expect((await run(dashboardLoader, get("/yonetim/panel", { cookie: admin.cookie }))).status).toBe(200);
  });

  it("answers 403 'Admin yetkiniz yok' to visitors and members on every admin endpoint, changing nothing", async () => {
    const id = await insertListing(member.id);
    for (const cookie of [forged(), forged(member.cookie)]) {
      for (const intent of ["approve", "reject", "feature", "delete", "destroy"]) {
        expect(await panel({ intent, id, note: "x" }, cookie)).toMatchObject({
          status: 403,
          body: { error: "forbidden", message: "Admin yetkiniz yok" },
        });
      }
      expect((await panel({ intent: "delete-profile", id: member.id }, cookie)).status).toBe(403);
      expect((await run(historyLoader, get(`/api/admin/listings/${id}/history`, { cookie }), { id })).status).toBe(403);
      expect((await run(eventsLoader, get("/api/admin/events", { cookie }))).status).toBe(403);
      const edit = new Request(`${TEST_SITE}/yonetim/ilanlar/${id}/duzenle`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_SITE, [CLIENT_IP_HEADER]: "198.51.100.41", cookie },
        body: "{}",
      });
      expect((await run(adminEditAction, edit, { id })).status).toBeGreaterThanOrEqual(400);
    }
    expect(await listing(id)).toMatchObject({ status: "pending", isFeatured: false });
    expect((await getDb().select().from(profiles).where(eq(profiles.id, member.id))).length).toBe(1);
  });

  it("refuses a form from another site even with an admin's cookies", async () => {
    const id = await insertListing(member.id);
    const foreign = await run(
      dashboardAction,
      post("/yonetim/panel", { intent: "approve", id }, { ip: "198.51.100.42", cookie: admin.cookie, origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
    expect((await listing(id))!.status).toBe("pending");
  });

  it("the admin login signs in admins only: a member gets 'notAdmin' and no session", async () => {
    const memberSessionsBefore = (
      await getDb().select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, member.id))
    ).length;
    const asMember = await run(
      adminLoginAction,
      post("/yonetim/giris", { email: "uye@example.com", password: MEMBER_PASSWORD }, { ip: "198.51.100.43" }),
    );
    expect(asMember).toMatchObject({
      status: 403,
      body: { ok: false, error: "forbidden", message: translate("tr", "auth.errors.notAdmin") },
    });
    expect(asMember.cookies.join()).not.toContain("kk_session=");
    // The session the sign-in made is ended, not left unused in the database.
    const sessions = await getDb().select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, member.id));
    expect(sessions.length).toBe(memberSessionsBefore);
    const asAdmin = await run(
      adminLoginAction,
      post("/yonetim/giris", { email: "yonetici@example.com", password: MEMBER_PASSWORD }, { ip: "198.51.100.44" }),
    );
    expect(asAdmin).toMatchObject({ status: 302, location: "/yonetim/panel" });
    expect(asAdmin.cookies.join()).toContain("kk_session=");
  });
});

describe("moderation", () => {
  it("approves and rejects pending listings only, and records who did what with the note", async () => {
    const approved = await insertListing(member.id, "pending", { moderationNote: "eski not" });
    expect(await panel({ intent: "approve", id: approved }, admin.cookie)).toMatchObject({
      status: 200,
      body: { ok: true, intent: "approve" },
    });
    const row = await listing(approved);
    expect(row).toMatchObject({ status: "active", moderationNote: null });
    expect(row!.moderatedAt).toBeInstanceOf(Date);
    // Not pending any more: approve and reject are refused with a clear error.
    expect(await panel({ intent: "approve", id: approved }, admin.cookie)).toMatchObject({
      status: 409,
      body: { error: "not_pending", message: translate("tr", "admin.errors.notPending") },
    });
    expect(await panel({ intent: "reject", id: approved, note: "x" }, admin.cookie)).toMatchObject({
      status: 409,
      body: { error: "not_pending", message: translate("tr", "admin.errors.notPending") },
    });

    const rejected = await insertListing(member.id);
    expect((await panel({ intent: "reject", id: rejected, note: "  Fotoğraf ekleyin  " }, admin.cookie)).status).toBe(200);
    expect(await listing(rejected)).toMatchObject({ status: "rejected", moderationNote: "Fotoğraf ekleyin" });
    expect((await panel({ intent: "reject", id: rejected, note: "x".repeat(501) }, admin.cookie)).status).toBe(400);

    const history = await run(historyLoader, get(`/api/admin/listings/${rejected}/history`, { cookie: admin.cookie }), { id: rejected });
    expect(history.body).toMatchObject({ events: [{ action: "reject", note: "Fotoğraf ekleyin", actorName: "Yönetici Ayşe" }] });
    expect((await panel({ intent: "approve", id: "not-a-uuid" }, admin.cookie)).status).toBe(404);
  });

  it("toggles featured, soft-deletes (hidden from the panel) and deletes permanently with the media files", async () => {
    const id = await insertListing(member.id, "active");
    expect(await panel({ intent: "feature", id }, admin.cookie)).toMatchObject({ body: { ok: true, featured: true } });
    expect((await listing(id))!.isFeatured).toBe(true);
    expect(await panel({ intent: "feature", id }, admin.cookie)).toMatchObject({ body: { ok: true, featured: false } });

    expect((await panel({ intent: "delete", id }, admin.cookie)).status).toBe(200);
    expect((await listing(id))!.status).toBe("deleted");
    const page = await run(dashboardLoader, get("/yonetim/panel?q=active", { cookie: admin.cookie }));
    expect((page.body as { listings: { id: string }[] }).listings.map((row) => row.id)).not.toContain(id);

    const withPhoto = await insertListing(member.id, "active");
    const image = await attachListingPhoto(member.id, withPhoto);
    const file = runtime.storedFile(image.url);
    expect(fs.existsSync(file)).toBe(true);
    expect((await panel({ intent: "destroy", id: withPhoto }, admin.cookie)).status).toBe(200);
    expect(await listing(withPhoto)).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
    const events = await getDb().select().from(moderationEvents).where(eq(moderationEvents.listingId, withPhoto));
    expect(events.map((event) => event.action)).toEqual(["destroy"]);
  });
});

describe("deleting a profile", () => {
  it("removes the member, their listings, favourites, sessions and files at once; never the acting admin", async () => {
    const victim = await signInNewMember("silinecek@example.com", "Silinecek Üye");
    const own = await insertListing(victim.id, "active");
    const other = await insertListing(member.id, "active");
    await getDb().insert(favourites).values({ userId: victim.id, listingId: other });
    const image = await attachListingPhoto(victim.id, own);
    const file = runtime.storedFile(image.url);

    expect(await panel({ intent: "delete-profile", id: admin.id }, admin.cookie)).toMatchObject({
      status: 409,
      body: { error: "own_profile", message: translate("tr", "admin.errors.self") },
    });
    expect((await panel({ intent: "delete-profile", id: victim.id }, admin.cookie)).status).toBe(200);

    expect(await getDb().select().from(profiles).where(eq(profiles.id, victim.id))).toEqual([]);
    expect(await getDb().select().from(authUsers).where(eq(authUsers.id, victim.id))).toEqual([]);
    expect(await listing(own)).toBeUndefined();
    expect(await getDb().select().from(favourites).where(eq(favourites.userId, victim.id))).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    expect(await listing(other)).toBeDefined();
    // The deleted member's session no longer works.
    expect(await run(dashboardLoader, get("/yonetim/panel", { cookie: victim.cookie }))).toMatchObject({ status: 302 });
    expect((await panel({ intent: "delete-profile", id: victim.id }, admin.cookie)).status).toBe(404);
  });
});

describe("the live queue", () => {
  it("hears a listing that becomes pending", async () => {
    const heard: string[] = [];
    // Subscribed means heard from now on; the embedded database is asked every 50 ms here (2 s in
    // the app, tests/support/runtime.ts), and this first subscriber starts the test app's source.
    const unsubscribe = await testApp().liveQueue.subscribe((event) => heard.push(event.id));
    const id = await insertListing(member.id, "pending");
    await vi.waitFor(() => expect(heard).toContain(id), { timeout: 10_000, interval: 20 });
    unsubscribe();
  });

  it("hears a save that started before one it has already heard but committed after it", async () => {
    const heard: string[] = [];
    const unsubscribe = await testApp().liveQueue.subscribe((event) => heard.push(event.id));
    // Two members save at once: the first save's time is taken first, the second commits first.
    const startedFirst = new Date();
    const later = await insertListing(member.id, "pending", { updatedAt: new Date(startedFirst.getTime() + 1000) });
    await vi.waitFor(() => expect(heard).toContain(later), { timeout: 10_000, interval: 20 });
    const earlier = await insertListing(member.id, "pending", { updatedAt: startedFirst });
    await vi.waitFor(() => expect(heard).toContain(earlier), { timeout: 10_000, interval: 20 });
    // Each change once, however many looks see it: a look after both, still within the look-back.
    const marker = await insertListing(member.id, "pending");
    await vi.waitFor(() => expect(heard).toContain(marker), { timeout: 10_000, interval: 20 });
    expect(heard.filter((id) => id === later)).toHaveLength(1);
    expect(heard.filter((id) => id === earlier)).toHaveLength(1);
    unsubscribe();
  });

  it("hears a listing saved after a burst of more pending changes than one read holds", async () => {
    const heard: string[] = [];
    const unsubscribe = await testApp().liveQueue.subscribe((event) => heard.push(event.id));
    // 700 listings submitted within one second (an import, a bulk action): more than one read's 500.
    const burstAt = Date.now();
    const rows = Array.from({ length: 700 }, (_, index) => ({
      ownerId: member.id,
      title: `Toplu ilan ${index}`,
      description: "Açıklama",
      price: 1000,
      city: "Girne",
      categorySlug: "houses" as const,
      status: "pending" as const,
      updatedAt: new Date(burstAt + index),
    }));
    const burst = await getDb().insert(listings).values(rows).returning({ id: listings.id });
    await vi.waitFor(() => expect(heard).toContain(burst.at(-1)!.id), { timeout: 10_000, interval: 20 });
    const after = await insertListing(member.id, "pending");
    await vi.waitFor(() => expect(heard).toContain(after), { timeout: 10_000, interval: 20 });
    expect(new Set(heard.filter((id) => burst.some((row) => row.id === id))).size).toBe(700);
    unsubscribe();
    await getDb()
      .delete(listings)
      .where(
        inArray(
          listings.id,
          burst.map((row) => row.id),
        ),
      );
  });

  it("a listener that fails is dropped and keeps the event from no one, this one or any later", async () => {
    const heard: string[] = [];
    let failures = 0;
    // Subscribed first, so it is told first (a stream that closed under its listener).
    const unsubscribeBroken = await testApp().liveQueue.subscribe(() => {
      failures += 1;
      throw new TypeError("Invalid state: Controller is already closed");
    });
    const unsubscribe = await testApp().liveQueue.subscribe((event) => heard.push(event.id));
    const first = await insertListing(member.id, "pending");
    await vi.waitFor(() => expect(heard).toContain(first), { timeout: 10_000, interval: 20 });
    const second = await insertListing(member.id, "pending");
    await vi.waitFor(() => expect(heard).toContain(second), { timeout: 10_000, interval: 20 });
    expect(failures).toBe(1);
    unsubscribe();
    unsubscribeBroken();
  });

  it("an event stream cancelled while it subscribes leaves no listener behind", async () => {
    const heard: string[] = [];
    const unsubscribe = await testApp().liveQueue.subscribe((event) => heard.push(event.id));
    const response = (await eventsLoader({
      request: new Request(`${TEST_SITE}/api/admin/events`, { headers: { cookie: admin.cookie, [CLIENT_IP_HEADER]: "198.51.100.46" } }),
      params: {},
      context: { app: testApp() },
    } as never)) as Response;
    // The client goes away at once, before the stream has said it is connected.
    await response.body!.cancel();
    const id = await insertListing(member.id, "pending");
    await vi.waitFor(() => expect(heard).toContain(id), { timeout: 10_000, interval: 20 });
    // Another announcement reaches the healthy listener too: the cancelled stream threw nothing into the queue.
    const next = await insertListing(member.id, "pending");
    await vi.waitFor(() => expect(heard).toContain(next), { timeout: 10_000, interval: 20 });
    unsubscribe();
  });

  it("streams server-sent events to an admin", async () => {
    const controller = new AbortController();
    const response = (await eventsLoader({
      request: new Request(`${TEST_SITE}/api/admin/events`, {
        headers: { cookie: admin.cookie, [CLIENT_IP_HEADER]: "198.51.100.45" },
        signal: controller.signal,
      }),
      params: {},
      context: { app: testApp() },
    } as never)) as Response;
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The stream answers once it has subscribed: a listing pending from now on is announced.
    expect(first).toContain("retry: 500");
    const id = await insertListing(member.id, "pending");
    let text = "";
    const deadline = Date.now() + 10_000;
    // One read in flight at a time: a read that lost the race still delivers its chunk later.
    let pending = reader.read();
    while (!text.includes(id) && Date.now() < deadline) {
      const chunk = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), 500))]);
      if (!chunk) continue;
      if (chunk.value) text += new TextDecoder().decode(chunk.value);
      if (chunk.done) break;
      pending = reader.read();
    }
    controller.abort();
    expect(text).toContain(`event: pending\ndata: {"id":"${id}"}`);
  });
});
