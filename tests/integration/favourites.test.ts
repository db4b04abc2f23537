import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import type { Database, Db } from "~/.server/db/client";
import { authAccounts, authUsers, favourites, listings, profiles } from "~/.server/db/schema";
import { addFavourite, listFavouriteIds, listFavourites, removeFavourite } from "~/.server/services/discovery/favourites";
import { saveSearch } from "~/.server/services/discovery/saved-searches";
import type { ListingStatus } from "~/domain/listing";
import { action as deleteFavouriteAction, loader as favouriteLoader } from "~/routes/api.favourite";
import { action as addFavouriteAction, loader as favouritesApiLoader } from "~/routes/api.favourites";
import { loader as favouritesPageLoader } from "~/routes/favourites";
import { loader as viewerLoader } from "~/routes/api.viewer";
import { action as loginAction } from "~/routes/login";
import { testApp, getDb, startTestRuntime } from "../support/runtime";
import { openTestDatabase } from "../support/database";

/**
 * Favourites: the service on its own database, then the /api/favourites
 * resource routes and the /favoriler loader on a real runtime (database + Better Auth sessions).
 */

async function insertListing(db: Db, ownerId: string, status: ListingStatus = "active", title = "İlan") {
  const [row] = await db
    .insert(listings)
    .values({
      ownerId,
      title,
      titleEn: `${title} (en)`,
      price: 1000,
      currency: "EUR",
      city: "Girne",
      region: "Alsancak",
      categorySlug: "houses",
      images: [{ url: "/media/x.webp", width: 1200, height: 800, variants: [] }],
      specifications: { rental_term: "monthly" },
      status,
    })
    .returning({ id: listings.id });
  return row!.id;
}

const setStatus = (db: Db, id: string, status: ListingStatus) => db.update(listings).set({ status }).where(eq(listings.id, id));

describe("favourites service", () => {
  let database: Database;
  let db: Db;
  const listing: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await db.insert(profiles).values([
      { id: "member", email: "member@example.com", displayName: "Üye" },
      { id: "seller", email: "seller@example.com", displayName: "Satıcı" },
    ]);
    listing.first = await insertListing(db, "seller", "active", "Birinci");
    listing.second = await insertListing(db, "seller", "active", "İkinci");
    listing.third = await insertListing(db, "seller", "active", "Üçüncü");
    listing.pending = await insertListing(db, "seller", "pending");
    listing.rejected = await insertListing(db, "seller", "rejected");
    listing.deleted = await insertListing(db, "seller", "deleted");
    listing.ownPending = await insertListing(db, "member", "pending");
    listing.ownDeleted = await insertListing(db, "member", "deleted");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("adds idempotently: a second add changes nothing", async () => {
    expect(await addFavourite(db, "member", listing.first!)).toEqual({ ok: true, added: true });
    expect(await addFavourite(db, "member", listing.first!)).toEqual({ ok: true, added: false });
    expect(await listFavouriteIds(db, "member")).toEqual([listing.first]);
    const rows = await db.select().from(favourites).where(eq(favourites.userId, "member"));
    expect(rows).toHaveLength(1);
  });

  it("refuses malformed ids, unknown listings and other members' non-active listings", async () => {
    expect(await addFavourite(db, "member", "not-a-uuid")).toEqual({ ok: false, error: "invalid_id" });
    expect(await addFavourite(db, "member", randomUUID())).toEqual({ ok: false, error: "not_found" });
    for (const key of ["pending", "rejected", "deleted"]) {
      expect(await addFavourite(db, "member", listing[key]!), key).toEqual({ ok: false, error: "not_found" });
    }
    // The owner may keep their own pending listing, not a deleted one.
    expect(await addFavourite(db, "member", listing.ownPending!)).toEqual({ ok: true, added: true });
    expect(await addFavourite(db, "member", listing.ownDeleted!)).toEqual({ ok: false, error: "not_found" });
    await removeFavourite(db, "member", listing.ownPending!);
    expect(await listFavouriteIds(db, "member")).toEqual([listing.first]);
  });

  it("lists newest favourite first, as listing cards", async () => {
    await addFavourite(db, "member", listing.third!);
    await addFavourite(db, "member", listing.second!);
    expect(await listFavouriteIds(db, "member")).toEqual([listing.second, listing.third, listing.first]);
    const items = await listFavourites(db, "member");
    expect(items.map((item) => item.listing.id)).toEqual([listing.second, listing.third, listing.first]);
    expect(items[0]).toMatchObject({
      available: true,
      listing: {
        id: listing.second,
        title: "İkinci",
        titleEn: "İkinci (en)",
        category: "houses",
        location: "Girne - Alsancak",
        image: { url: "/media/x.webp" },
      },
    });
    expect(Date.parse(items[0]!.favouritedAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.favouritedAt));
  });

  it("keeps favourites whose listing is no longer active, marked unavailable", async () => {
    await setStatus(db, listing.third!, "deleted");
    await setStatus(db, listing.first!, "pending");
    const items = await listFavourites(db, "member");
    expect(items.map((item) => [item.listing.id, item.available])).toEqual([
      [listing.second, true],
      [listing.third, false],
      [listing.first, false],
    ]);
    expect(await listFavouriteIds(db, "member")).toHaveLength(3);
  });

  it("removes only the member's own favourite, whatever the listing's status", async () => {
    await addFavourite(db, "seller", listing.second!);
    expect(await removeFavourite(db, "member", listing.third!)).toBe(true);
    expect(await removeFavourite(db, "member", listing.third!)).toBe(false);
    expect(await removeFavourite(db, "member", "not-a-uuid")).toBe(false);
    expect(await removeFavourite(db, "member", listing.second!)).toBe(true);
    expect(await listFavouriteIds(db, "member")).toEqual([listing.first]);
    expect(await listFavouriteIds(db, "seller")).toEqual([listing.second]);
  });
});

describe("/api/favourites and /favoriler", () => {
  const SITE = "https://www.kktc.test";
  const PASSWORD = "gizli-sifre-1";
  let runtime: Awaited<ReturnType<typeof startTestRuntime>> | undefined;
  const listing: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  let ipCounter = 0;

  /** A verified account with a profile, signed in through the login page: its cookie header. */
  async function signedInMember(id: string, email: string) {
    const db = getDb();
    await db.insert(authUsers).values({ id, name: id, email, emailVerified: true });
    await db
      .insert(authAccounts)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: await hashPassword(PASSWORD) });
    await db.insert(profiles).values({ id, email, displayName: id });
    const body = new FormData();
    body.set("email", email);
    body.set("password", PASSWORD);
    const response = (await loginAction({
      request: new Request(`${SITE}/giris`, {
        method: "POST",
        body,
        headers: { origin: SITE, [CLIENT_IP_HEADER]: `198.51.100.${++ipCounter}` },
      }),
      params: {},
      context: { app: testApp() },
    } as never)) as Response;
    expect(response.status).toBe(302);
    return response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
  }

  beforeAll(async () => {
    runtime = await startTestRuntime("favourites");
    cookies.ayse = await signedInMember("ayse", "ayse@example.com");
    cookies.mehmet = await signedInMember("mehmet", "mehmet@example.com");
    listing.active = await insertListing(getDb(), "mehmet", "active", "Aktif");
    listing.other = await insertListing(getDb(), "mehmet", "active", "Diğer");
    listing.pending = await insertListing(getDb(), "mehmet", "pending", "Onay bekliyor");
  });
  afterAll(async () => {
    await runtime?.stop();
  });

  type Options = { cookie?: string; origin?: string; method?: string; body?: unknown; locale?: string };
  function request(pathname: string, options: Options = {}) {
    const headers: Record<string, string> = { [CLIENT_IP_HEADER]: "198.51.100.200" };
    const cookie = [options.cookie, options.locale ? `kk_locale=${options.locale}` : undefined].filter(Boolean).join("; ");
    if (cookie) headers.cookie = cookie;
    if (options.origin !== undefined) headers.origin = options.origin;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    return new Request(`${SITE}${pathname}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  async function call(handler: (args: never) => unknown, req: Request, params: Record<string, string> = {}) {
    let result: unknown;
    try {
      result = await handler({ request: req, params, context: { app: testApp() } } as never);
    } catch (thrown) {
      result = thrown;
    }
    if (result instanceof Response) {
      const text = await result.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      return { status: result.status, headers: result.headers, body: body as Record<string, unknown> };
    }
    const { data, init } = result as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: init?.status ?? 200, headers: new Headers(), body: data };
  }

  const getIds = (cookie?: string) => call(favouritesApiLoader, request("/api/favourites", { cookie }));
  const add = (listingId: unknown, options: Options = {}) =>
    call(addFavouriteAction, request("/api/favourites", { method: "POST", origin: SITE, body: { listingId }, ...options }));
  const remove = (listingId: string, options: Options = {}) =>
    call(deleteFavouriteAction, request(`/api/favourites/${listingId}`, { method: "DELETE", origin: SITE, ...options }), { listingId });

  it("a visitor gets 401 with a translated message, for reading and for changing", async () => {
    const read = await getIds();
    expect(read).toMatchObject({ status: 401, body: { error: "unauthorized", message: "Favorilere eklemek için giriş yapın." } });
    expect(read.headers.get("cache-control")).toBe("no-store");
    const english = await call(favouritesApiLoader, request("/api/favourites", { locale: "en" }));
    expect(english.body).toEqual({ error: "unauthorized", message: "Please log in to save favourites." });
    expect((await add(listing.active)).status).toBe(401);
    expect((await remove(listing.active!)).status).toBe(401);
    // A stale or forged session cookie is no better.
    expect((await getIds("kk_session=forged.value")).status).toBe(401);
  });

  it("a member adds (idempotently) and reads only their own favourites, never cached", async () => {
    const first = await add(listing.active, { cookie: cookies.ayse });
    expect(first).toMatchObject({ status: 200, body: { ids: [listing.active] } });
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect((await add(listing.active, { cookie: cookies.ayse })).body).toEqual({ ids: [listing.active] });
    expect((await getIds(cookies.ayse)).body).toEqual({ ids: [listing.active] });
    expect((await getIds(cookies.mehmet)).body).toEqual({ ids: [] });
  });

  it("refuses cross-site requests (403) without changing anything", async () => {
    const foreign = await add(listing.other, { cookie: cookies.ayse, origin: "https://evil.example" });
    expect(foreign).toMatchObject({ status: 403, body: { error: "cross_site" } });
    const fetchMetadata = await call(
      addFavouriteAction,
      new Request(`${SITE}/api/favourites`, {
        method: "POST",
        headers: { cookie: cookies.ayse!, "sec-fetch-site": "cross-site", "content-type": "application/json" },
        body: JSON.stringify({ listingId: listing.other }),
      }),
    );
    expect(fetchMetadata.status).toBe(403);
    expect((await remove(listing.active!, { cookie: cookies.ayse, origin: "https://evil.example" })).status).toBe(403);
    expect((await getIds(cookies.ayse)).body).toEqual({ ids: [listing.active] });
  });

  it("answers 400 for a missing or malformed id and 404 for an unknown or non-public listing", async () => {
    expect(await add("not-a-uuid", { cookie: cookies.ayse })).toMatchObject({ status: 400, body: { error: "invalid_id" } });
    expect(await add(42, { cookie: cookies.ayse })).toMatchObject({ status: 400, body: { error: "invalid_body" } });
    const noBody = await call(addFavouriteAction, request("/api/favourites", { method: "POST", origin: SITE, cookie: cookies.ayse }));
    expect(noBody).toMatchObject({ status: 400, body: { error: "invalid_body" } });
    expect(await add(randomUUID(), { cookie: cookies.ayse })).toMatchObject({
      status: 404,
      body: { error: "not_found", message: "İlan bulunamadı" },
    });
    // Someone else's pending listing is not public; the owner may keep their own.
    expect((await add(listing.pending, { cookie: cookies.ayse })).status).toBe(404);
    expect(await add(listing.pending, { cookie: cookies.mehmet })).toMatchObject({ status: 200, body: { ids: [listing.pending] } });
    expect(await remove("not-a-uuid", { cookie: cookies.ayse })).toMatchObject({ status: 400, body: { error: "invalid_id" } });
  });

  it("DELETE removes only the caller's own favourite", async () => {
    await add(listing.active, { cookie: cookies.mehmet });
    expect((await getIds(cookies.mehmet)).body).toEqual({ ids: [listing.active, listing.pending] });
    // Ayşe removing the same listing touches only her row.
    expect(await remove(listing.active!, { cookie: cookies.ayse })).toMatchObject({ status: 200, body: { ids: [] } });
    expect((await getIds(cookies.mehmet)).body).toEqual({ ids: [listing.active, listing.pending] });
    // Removing what is not there is not an error.
    expect(await remove(listing.other!, { cookie: cookies.ayse })).toMatchObject({ status: 200, body: { ids: [] } });
  });

  it("other methods are 405", async () => {
    expect((await call(favouriteLoader, request(`/api/favourites/${listing.active}`), { listingId: listing.active! })).status).toBe(405);
    const put = await call(addFavouriteAction, request("/api/favourites", { method: "PUT", origin: SITE, cookie: cookies.ayse, body: {} }));
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
  });

  it("/favoriler sends visitors to login and lists a member's favourites, unavailable ones included", async () => {
    const visitor = await call(favouritesPageLoader, request("/favoriler"));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/giris?redirect=%2Ffavoriler");

    await add(listing.other, { cookie: cookies.ayse });
    await add(listing.active, { cookie: cookies.ayse });
    await setStatus(getDb(), listing.other!, "rejected");
    const page = await call(favouritesPageLoader, request("/favoriler", { cookie: cookies.ayse }));
    expect(page.status).toBe(200);
    const items = page.body.items as { listing: { id: string }; available: boolean }[];
    expect(items.map((item) => [item.listing.id, item.available])).toEqual([
      [listing.active, true],
      [listing.other, false],
    ]);
  });

  it("GET /api/viewer tells a member who they are, their favourite ids and their saved searches' number, privately, and keeps the name cookie in step", async () => {
    await call(
      addFavouriteAction,
      request("/api/favourites", { cookie: cookies.ayse, method: "POST", origin: SITE, body: { listingId: listing.other } }),
    );
    const member = await call(viewerLoader, request("/api/viewer", { cookie: cookies.ayse }));
    expect(member.status).toBe(200);
    expect(member.body).toEqual({
      viewer: { id: "ayse", email: "ayse@example.com", name: "ayse", isAdmin: false },
      favouriteIds: await listFavouriteIds(getDb(), "ayse"),
      savedSearchCount: 0,
    });
    expect(member.body.favouriteIds as string[]).toContain(listing.other);
    expect(member.headers.get("cache-control")).toBe("private, no-store");
    // The readable name cookie is renewed with the session, with the current name.
    expect(member.headers.getSetCookie().find((value) => value.startsWith("kk_user_name="))).toMatch(
      /^kk_user_name=ayse; Max-Age=1209600; Path=\/; SameSite=Lax; Secure$/,
    );

    // The header's link to the saved searches counts hers.
    const saved = await saveSearch(
      getDb(),
      { userId: "ayse", isAdmin: false },
      { name: "Girne evleri", category: "houses", query: "city=Girne" },
    );
    expect(saved.outcome).toBe("ok");
    expect((await call(viewerLoader, request("/api/viewer", { cookie: cookies.ayse }))).body.savedSearchCount).toBe(1);

    // Another member sees only themselves.
    const other = await call(viewerLoader, request("/api/viewer", { cookie: cookies.mehmet }));
    expect((other.body.viewer as { id: string }).id).toBe("mehmet");
    expect(other.body.favouriteIds).not.toContain(listing.other);
    expect(other.body.savedSearchCount).toBe(0);

    // A name cookie without a (valid) session: nobody, and the stale name is removed.
    const stale = await call(viewerLoader, request("/api/viewer", { cookie: "kk_session=forged.value; kk_user_name=ayse" }));
    expect(stale.body).toEqual({ viewer: null, favouriteIds: [], savedSearchCount: 0 });
    expect(stale.headers.getSetCookie()).toContain("kk_user_name=; Path=/; Max-Age=0; SameSite=Lax");
    // A visitor without any: nobody, and no cookie set.
    const visitor = await call(viewerLoader, request("/api/viewer"));
    expect(visitor.body).toEqual({ viewer: null, favouriteIds: [], savedSearchCount: 0 });
    expect(visitor.headers.getSetCookie()).toEqual([]);
    expect(visitor.headers.get("cache-control")).toBe("private, no-store");
  });
});
