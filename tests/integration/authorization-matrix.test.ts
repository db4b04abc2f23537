import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  favourites,
  listingReports,
  listingRevisions,
  listings,
  partnerCompanies,
  profiles,
  savedSearches,
  sponsoredContents,
} from "~/.server/db/schema";
import { getDb, getLinkSecret, runtimeOfThisFile } from "../support/runtime";
import { renewToken } from "~/.server/services/listings/listing-expiry";
import { unsubscribeToken } from "~/.server/services/discovery/saved-searches";
import { MEMBER_PASSWORD, type TestMember, signIn, signInNewMember } from "../support/members";
import { ROUTE_TABLE, type RouteEntry, type SentRequest, dispatch, routeKey, routeModule } from "../support/route-table";
import type { RouteOutcome } from "../support/routes";
import { houseListing, insertListing } from "../support/listings";
import { translate } from "~/lib/i18n";
import { LOCALES } from "~/lib/i18n/locales";
import { localizePath, splitLocalePath } from "~/lib/paths";

/**
 * The authorization matrix: every page and endpoint that reads non-public data
 * or changes anything, against four actors — a visitor, the member who owns the resource, another
 * member and an admin — with the expected answer of each cell. Every cell is a real request to the
 * route's loader or action on a running runtime (database, Better Auth sessions, disk storage),
 * found through the route table of app/routes.ts as React Router would; refused cells must leave
 * the data they aimed at unchanged. The route table is checked against the matrix: a route with
 * neither a row nor an entry in PUBLIC (with its reason) fails, and so does a route whose module
 * has an action that no row posts to. No cell's answer may contain a session token.
 * English pages (`/en/…`, decision 015) are the Turkish routes' modules under another path: every
 * page row runs again there and must decide the same, with redirects staying in English. The other
 * languages' pages (`/ru/…`, decision 040) are the same modules again (checked below).
 */

const ACTORS = ["visitor", "member", "other", "admin"] as const;
type Actor = (typeof ACTORS)[number];

/** The expected answer of one cell: a status, or a status with the redirect target and parts of the body. */
type Cell = number | { status: number; location?: string | RegExp; body?: Record<string, unknown>; sees?: boolean };

interface Fixture {
  actor: Actor;
  /** The member who owns the listings and the profile the rows aim at. */
  member: TestMember;
  other: TestMember;
  admin: TestMember;
  /** A member whose listings admin rows moderate (keeps the owner below the pending limit). */
  seller: TestMember;
  cookie: string;
}

/** One cell's request (the row gives the method); its own `cookie` replaces the actor's session. */
type Sent = Omit<SentRequest, "method">;

interface Row {
  /** The route's path in app/routes.ts ("/" for the index); the request must resolve to it. */
  route: string;
  method: "GET" | "POST" | "DELETE";
  what: string;
  /** Builds one cell's request; runs before each cell, so destructive actions get a fresh target. */
  send: (fixture: Fixture) => Promise<Sent> | Sent;
  expected: Record<Actor, Cell>;
  /** The data the request aims at: must be identical before and after a refused cell. */
  state?: (fixture: Fixture, sent: Sent) => Promise<unknown>;
  /** For rows whose cells differ in what they reveal (`sees` in the cell). */
  sees?: (result: RouteOutcome, fixture: Fixture, sent: Sent) => boolean;
}

/** Shorthands for cells. */
const same = (cell: Cell): Record<Actor, Cell> => ({ visitor: cell, member: cell, other: cell, admin: cell });
const adminOnlyPage = same({ status: 302, location: "/yonetim/giris" });
adminOnlyPage.admin = 200;
const FORBIDDEN = { status: 403, body: { error: "forbidden", message: "Admin yetkiniz yok" } };
const adminOnlyApi = (success: Cell): Record<Actor, Cell> => ({ visitor: FORBIDDEN, member: FORBIDDEN, other: FORBIDDEN, admin: success });
const toLogin = (path: string): Cell => ({ status: 302, location: `/giris?redirect=${encodeURIComponent(path)}` });

/**
 * Routes that only show public data (or the same anonymous form to everyone) and change nothing a
 * visitor could not: no matrix row, but a reason.
 */
const PUBLIC: Record<string, string> = {
  "routes/home.tsx": "home page: active listings, sponsors and logos only",
  "routes/category.tsx": "category lists: active listings only (services/discovery/browse.ts filters on status)",
  "routes/listing.tsx": "active listing details are public; the non-active case has a row below",
  "routes/promotions.tsx": "static information page",
  "routes/about.tsx": "static information page",
  "routes/contact.tsx": "static information page",
  "routes/privacy.tsx": "static information page",
  "routes/login.tsx": "the sign-in form (its action has a row)",
  "routes/register.tsx": "the registration form (its action has a row)",
  "routes/verify.tsx": "the code form (its action has a row)",
  "routes/forgot-password.tsx": "the reset request form (its action has a row)",
  "routes/reset-password.tsx": "the new password form; the token in the link is the authorization (its action has a row)",
  "routes/profile.tsx": "public seller card; the owner's view and every change have rows",
  "routes/api.health.ts": "liveness answer without data",
  "routes/api.listings.ts": "category pages as JSON: active listings only",
  "routes/api.listing.ts": "active listing detail as JSON; the non-active case has a row",
  "routes/api.currency.ts": "public exchange rates",
  "routes/api.texts.ts": "the interface texts of a language",
  "routes/api.home.ts": "home sections as JSON: public content only",
  "routes/api.suggest.ts": "search suggestions: place and category names, titles of active listings",
  "routes/sitemap.ts": "the sitemap index: public URLs only",
  "routes/sitemaps.$file.ts": "the sitemap's files: public URLs of the static pages and active listings only",
  "routes/robots.ts": "static file",
  "routes/legacy-redirect.tsx": "permanent redirects of old paths",
  "routes/not-found.tsx": "the 404 page",
};

/** A small real photo, as browsers upload them. */
let photo: Blob;

runtimeOfThisFile("authz");
const actors = {} as Record<Exclude<Actor, "visitor">, TestMember> & { seller: TestMember };
/** A pending listing of the member: visible only to its owner and admins. */
let pendingId: string;
let activeId: string;

beforeAll(async () => {
  actors.member = await signInNewMember("sahip@example.com", "İlan Sahibi");
  actors.other = await signInNewMember("baska@example.com", "Başka Üye");
  actors.admin = await signInNewMember("yonetici@example.com", "Yönetici", { admin: true });
  actors.seller = await signInNewMember("satici@example.com", "Satıcı");
  pendingId = await insertListing(actors.member.id, "pending");
  activeId = await insertListing(actors.member.id, "active");
  photo = new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );
});

const listingRow = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0] ?? null;
const revisionRow = async (id: string) =>
  (await getDb().select().from(listingRevisions).where(eq(listingRevisions.listingId, id)))[0] ?? null;
/** A listing of `ownerId` in a status of its lifetime; its id. */
async function insertListingIn(ownerId: string, status: "expired" | "rented", rentedAt: Date | null = null) {
  const id = await insertListing(ownerId, "active");
  await getDb().update(listings).set({ status, rentedAt }).where(eq(listings.id, id));
  return id;
}
/** An expired listing of `ownerId` whose reminder went out now, and that reminder's renew link. */
async function remindedRenewLink(ownerId: string) {
  const id = await insertListingIn(ownerId, "expired");
  const now = new Date();
  await getDb().update(listings).set({ expiryNoticeAt: now }).where(eq(listings.id, id));
  return `/ilanlar/${id}/yenile?token=${renewToken(getLinkSecret(), id, now)}`;
}
/** A saved search of `ownerId`; its id. */
async function insertSavedSearch(ownerId: string) {
  // Stored directly: the matrix makes more than a member may save through the page.
  const [row] = await getDb()
    .insert(savedSearches)
    .values({ userId: ownerId, name: "Girne evleri", categorySlug: "houses", filters: { city: "Girne" }, city: "Girne" })
    .returning({ id: savedSearches.id });
  return row!.id;
}
const savedSearchRow = async (id: string) => (await getDb().select().from(savedSearches).where(eq(savedSearches.id, id)))[0] ?? null;
const savedSearchOf = (sent: Sent) =>
  String((sent.form as Record<string, unknown> | undefined)?.id ?? /kayitli-aramalar\/([0-9a-f-]{36})\//.exec(sent.path)?.[1]);
const SEARCH_FORBIDDEN = { status: 403, body: { ok: false, error: "forbidden" } };
/** A change of the member's saved search: only its owner (admins included among the refused). */
const ownSavedSearchChange = (intent: string, fields: Record<string, string> = {}): Row => ({
  route: "/kayitli-aramalar",
  method: "POST",
  what: `saved search intent=${intent} (only its owner)`,
  send: async ({ member }) => ({ path: "/kayitli-aramalar", form: { intent, id: await insertSavedSearch(member.id), ...fields } }),
  expected: {
    visitor: toLogin("/kayitli-aramalar"),
    member: { status: 200, body: { ok: true } },
    other: SEARCH_FORBIDDEN,
    admin: SEARCH_FORBIDDEN,
  },
  state: (_, sent) => savedSearchRow(savedSearchOf(sent)),
});

/** A live listing of `ownerId` whose owner's changes wait for approval (decision 017); its id. */
async function insertRevisedListing(ownerId: string) {
  const id = await insertListing(ownerId, "active");
  await getDb().insert(listingRevisions).values({
    listingId: id,
    authorId: ownerId,
    title: "Bekleyen değişiklik",
    price: 1200,
    currency: "TRY",
    city: "Girne",
    categorySlug: "houses",
  });
  return id;
}
const profileRow = async (id: string) => (await getDb().select().from(profiles).where(eq(profiles.id, id)))[0] ?? null;
const allFavourites = () => getDb().select().from(favourites).orderBy(favourites.userId, favourites.listingId);
const sponsorRow = async (id: string) => (await getDb().select().from(sponsoredContents).where(eq(sponsoredContents.id, id)))[0] ?? null;
const partnerRow = async (id: string) => (await getDb().select().from(partnerCompanies).where(eq(partnerCompanies.id, id)))[0] ?? null;
async function insertSponsor() {
  const [row] = await getDb().insert(sponsoredContents).values({ title: "Sponsor" }).returning({ id: sponsoredContents.id });
  return row!.id;
}
async function insertPartner() {
  const [row] = await getDb().insert(partnerCompanies).values({ name: "Firma" }).returning({ id: partnerCompanies.id });
  return row!.id;
}
/** The id in a row's path (/…/{id}/…). */
const idIn = (sent: Sent) => sent.path.split("/").find((part) => /^[0-9a-f-]{36}$/.test(part))!;
const idOf = (sent: Sent) => String((sent.form?.id ?? (sent.json as { id?: string } | undefined)?.id) as string);

const PROFILE_UPDATE = {
  intent: "update-profile",
  displayName: "Değiştirilmiş Ad",
  companyName: "",
  accountType: "individual",
  phone: "+90 533 123 45 67",
  whatsapp: "",
  website: "",
  bio: "",
  location: "Girne",
};

const moderation = (intent: string): Row => ({
  route: "/yonetim/panel",
  method: "POST",
  what: `moderation intent=${intent}`,
  send: async ({ seller }) => ({ path: "/yonetim/panel", form: { intent, id: await insertListing(seller.id, "pending"), note: "Not" } }),
  expected: adminOnlyApi({ status: 200, body: { ok: true, intent } }),
  state: (_, sent) => listingRow(idOf(sent)),
});

/** An admin's decision on an owner's changes to a live listing (decision 017). */
const revisionDecision = (intent: "approve-revision" | "reject-revision"): Row => ({
  route: "/yonetim/panel",
  method: "POST",
  what: `moderation intent=${intent}`,
  send: async ({ seller }) => ({ path: "/yonetim/panel", form: { intent, id: await insertRevisedListing(seller.id), note: "Not" } }),
  expected: adminOnlyApi({ status: 200, body: { ok: true, intent } }),
  state: async (_, sent) => ({ listing: await listingRow(idOf(sent)), revision: await revisionRow(idOf(sent)) }),
});

/** A live listing of `ownerId` with an open report of a visitor; its id. */
async function insertReportedListing(ownerId: string) {
  const id = await insertListing(ownerId, "active");
  await getDb().insert(listingReports).values({ listingId: id, reporterKey: "a:matrix", reason: "scam", note: "Sahte" });
  return id;
}
const reportRows = async (id: string) => getDb().select().from(listingReports).where(eq(listingReports.listingId, id));

/** An admin's answer to a listing's reports: dismiss, hide, ask the owner to fix, delete. */
const reportAnswer = (intent: "report-dismiss" | "report-hide" | "report-fix" | "report-delete"): Row => ({
  route: "/yonetim/panel",
  method: "POST",
  what: `moderation intent=${intent}`,
  send: async ({ seller }) => ({ path: "/yonetim/panel", form: { intent, id: await insertReportedListing(seller.id) } }),
  expected: adminOnlyApi({ status: 200, body: { ok: true, intent } }),
  state: async (_, sent) => ({ listing: await listingRow(idOf(sent)), reports: await reportRows(idOf(sent)) }),
});

const sponsorForm = (intent: "create" | "update" | "delete"): Row => ({
  route: "/yonetim/sponsorlar",
  method: "POST",
  what: `sponsor intent=${intent}`,
  send: async () => ({
    path: "/yonetim/sponsorlar",
    form: { intent, id: intent === "create" ? "" : await insertSponsor(), title: `Sponsor ${randomUUID()}` },
  }),
  expected: adminOnlyApi({ status: intent === "create" ? 201 : 200, body: { ok: true, intent } }),
  state: async (_, sent) =>
    intent === "create"
      ? getDb()
          .select()
          .from(sponsoredContents)
          .where(eq(sponsoredContents.title, String(sent.form!.title)))
      : sponsorRow(idOf(sent)),
});

const logoForm = (intent: "create" | "update" | "delete" | "toggle"): Row => ({
  route: "/yonetim/firma-logolari",
  method: "POST",
  what: `logo intent=${intent}`,
  send: async () => ({
    path: "/yonetim/firma-logolari",
    form: { intent, id: intent === "create" ? "" : await insertPartner(), name: `Firma ${randomUUID()}`, isActive: "false" },
  }),
  expected: adminOnlyApi({ status: intent === "create" ? 201 : 200, body: { ok: true, intent } }),
  state: async (_, sent) =>
    intent === "create"
      ? getDb()
          .select()
          .from(partnerCompanies)
          .where(eq(partnerCompanies.name, String(sent.form!.name)))
      : partnerRow(idOf(sent)),
});

const ownerProfileChange = (
  intent: string,
  form: (fixture: Fixture) => Promise<Record<string, string | Blob>> | Record<string, string | Blob>,
  adminCell: Cell,
): Row => ({
  route: "/profil/:id",
  method: "POST",
  what: `profile intent=${intent}`,
  send: async (fixture) => ({ path: `/profil/${fixture.member.id}`, form: { intent, ...(await form(fixture)) } }),
  expected: {
    visitor: { status: 401, body: { error: "unauthorized" } },
    member: 200,
    other: { status: 403, body: { error: "forbidden" } },
    admin: adminCell,
  },
  state: async ({ member }, sent) => ({
    profile: await profileRow(member.id),
    listing: sent.form?.listingId ? await listingRow(String(sent.form.listingId)) : null,
  }),
});

/** Whether the answered favourite ids hold the active listing. */
const hasActiveFavourite = (result: RouteOutcome) => ((result.body as { ids?: string[] } | null)?.ids ?? []).includes(activeId);

const PROFILE_FORBIDDEN = { status: 403, body: { error: "forbidden" } };

const ROWS: Row[] = [
  // Posting and editing listings
  {
    route: "/ilan-ver",
    method: "GET",
    what: "create form",
    send: () => ({ path: "/ilan-ver" }),
    expected: { ...same(200), visitor: toLogin("/ilan-ver") },
  },
  {
    route: "/ilan-ver",
    method: "POST",
    what: "create a listing",
    send: () => ({ path: "/ilan-ver", json: houseListing() }),
    expected: { visitor: { status: 401, body: { error: "signed_out" } }, member: 201, other: 201, admin: 201 },
    state: (_, sent) => listingRow(idOf(sent)),
  },
  {
    route: "/ilanlar/:id/duzenle",
    method: "GET",
    what: "edit form of the member's listing",
    send: async ({ member }) => ({ path: `/ilanlar/${await insertListing(member.id)}/duzenle` }),
    expected: {
      visitor: { status: 302, location: /^\/giris\?redirect=%2Filanlar%2F[0-9a-f-]{36}%2Fduzenle$/ },
      member: 200,
      other: 403,
      admin: 200,
    },
  },
  {
    route: "/ilanlar/:id/duzenle",
    method: "POST",
    what: "save the member's listing",
    send: async ({ member }) => {
      const id = await insertListing(member.id);
      return { path: `/ilanlar/${id}/duzenle`, json: houseListing({ id: id, title: "Değiştirilmiş başlık" }) };
    },
    expected: {
      visitor: { status: 401, body: { error: "signed_out" } },
      member: 200,
      other: { status: 403, body: { error: "forbidden" } },
      admin: 200,
    },
    state: (_, sent) => listingRow(idIn(sent)),
  },
  {
    route: "/ilanlar/:id/duzenle",
    method: "POST",
    what: "save the member's live listing (the owner's changes wait as a revision, decision 017)",
    send: async ({ member }) => {
      const id = await insertListing(member.id, "active");
      return { path: `/ilanlar/${id}/duzenle`, json: houseListing({ id, title: "Canlı ilanda değişiklik" }) };
    },
    expected: {
      visitor: { status: 401, body: { error: "signed_out" } },
      member: { status: 200, body: { ok: true, status: "pending", revision: "pending" } },
      other: { status: 403, body: { error: "forbidden" } },
      admin: { status: 200, body: { ok: true, status: "active", revision: null } },
    },
    state: async (_, sent) => ({ listing: await listingRow(idIn(sent)), revision: await revisionRow(idIn(sent)) }),
  },
  {
    route: "/ilanlar/:id/duzenle",
    method: "GET",
    what: "edit form of a live listing with the owner's waiting changes: only the owner's form shows them",
    send: async ({ member }) => ({ path: `/ilanlar/${await insertRevisedListing(member.id)}/duzenle` }),
    expected: {
      visitor: { status: 302, location: /^\/giris\?redirect=/ },
      member: { status: 200, sees: true },
      other: 403,
      admin: { status: 200, sees: false },
    },
    sees: (result) => JSON.stringify(result.body).includes("Bekleyen değişiklik"),
  },
  {
    route: "/evler/:id",
    method: "GET",
    what: "detail page of a pending listing",
    send: () => ({ path: `/evler/${pendingId}` }),
    expected: { visitor: 404, member: 200, other: 404, admin: 200 },
  },
  {
    route: "/evler/:id",
    method: "GET",
    what: "detail page of an expired listing: its owner and admins only (decision 029)",
    send: async ({ member }) => ({ path: `/evler/${await insertListingIn(member.id, "expired")}` }),
    expected: { visitor: 404, member: 200, other: 404, admin: 200 },
  },
  {
    route: "/evler/:id",
    method: "GET",
    what: "detail page of a listing rented 15 days ago: gone for the public (RENTED_PAGE_DAYS), kept for its owner",
    send: async ({ member }) => ({ path: `/evler/${await insertListingIn(member.id, "rented", new Date(Date.now() - 15 * 86_400_000))}` }),
    expected: { visitor: 404, member: 200, other: 404, admin: 200 },
  },
  {
    route: "/ilanlar/:id/yenile",
    method: "GET",
    what: "renew link with its signed token: asks, changes nothing (whoever opens it, a mail scanner too)",
    send: async ({ member }) => ({ path: await remindedRenewLink(member.id) }),
    expected: same({ status: 200, body: { result: { kind: "ask" } } }),
    state: (_, sent) => listingRow(/\/ilanlar\/([0-9a-f-]{36})\//.exec(sent.path)![1]!),
  },
  {
    route: "/ilanlar/:id/yenile",
    method: "POST",
    what: "renew button with the reminder's signed token: the token is the authorization, signed out too",
    send: async ({ member }) => ({ path: await remindedRenewLink(member.id), form: {} }),
    expected: same({ status: 200, body: { result: { kind: "renewed" } } }),
  },
  {
    route: "/ilanlar/:id/yenile",
    method: "POST",
    what: "renew button with another listing's token: refused for everyone, the listing stays expired",
    send: async ({ member }) => ({
      path: `/ilanlar/${await insertListingIn(member.id, "expired")}/yenile?token=${renewToken(getLinkSecret(), activeId, new Date())}`,
      form: {},
    }),
    expected: same({ status: 400, body: { result: { kind: "invalid" } } }),
    state: (_, sent) => listingRow(/\/ilanlar\/([0-9a-f-]{36})\//.exec(sent.path)![1]!),
  },
  {
    route: "/evler/:id",
    method: "GET",
    what: "detail page of a live listing with waiting changes: the same page for everyone, without the status banner's data (owner and admins get it from /api/listings/:id, decision 023)",
    send: async ({ member }) => ({ path: `/evler/${await insertRevisedListing(member.id)}` }),
    expected: same({ status: 200, sees: false }),
    sees: (result) => JSON.stringify(result.body).includes('"revision":{"status":"pending"'),
  },
  {
    route: "/api/listings/:id",
    method: "GET",
    what: "a pending listing as JSON (its owner's and admins' background refresh)",
    send: () => ({ path: `/api/listings/${pendingId}` }),
    expected: { visitor: 404, member: 200, other: 404, admin: 200 },
  },
  {
    route: "/api/listings/:id",
    method: "POST",
    what: "writing through the JSON detail",
    send: () => ({ path: `/api/listings/${activeId}`, json: {} }),
    expected: same(405),
  },
  {
    route: "/api/listings/:id/view",
    method: "POST",
    what: "count a view of a pending listing",
    send: () => ({ path: `/api/listings/${pendingId}/view` }),
    expected: same(404),
    state: () => listingRow(pendingId),
  },
  {
    route: "/api/listings/:id/view",
    method: "POST",
    what: "count a view of an active listing",
    send: () => ({ path: `/api/listings/${activeId}/view` }),
    expected: same(200),
  },
  {
    route: "/api/listings/:id/view",
    method: "GET",
    what: "views by GET",
    send: () => ({ path: `/api/listings/${activeId}/view` }),
    expected: same(405),
  },
  {
    route: "/api/listings/:id/report",
    method: "POST",
    what: "report a live listing of the member: anyone but its owner (decision 030)",
    send: async ({ member }) => ({ path: `/api/listings/${await insertListing(member.id, "active")}/report`, json: { reason: "scam" } }),
    expected: {
      visitor: { status: 201, body: { ok: true } },
      member: { status: 403, body: { error: "forbidden", message: "Kendi ilanınızı şikâyet edemezsiniz." } },
      other: { status: 201, body: { ok: true } },
      admin: { status: 201, body: { ok: true } },
    },
    state: (_, sent) => reportRows(idIn(sent)),
  },
  {
    route: "/api/listings/:id/report",
    method: "POST",
    what: "report a pending listing: nobody can (only live listings are reported)",
    // The seller's: the member's pending listings count towards their limit of pending listings.
    send: async ({ seller }) => ({ path: `/api/listings/${await insertListing(seller.id, "pending")}/report`, json: { reason: "scam" } }),
    expected: same({ status: 404, body: { error: "not_found" } }),
    state: (_, sent) => reportRows(idIn(sent)),
  },
  {
    route: "/api/listings/:id/report",
    method: "GET",
    what: "reports by GET",
    send: () => ({ path: `/api/listings/${activeId}/report` }),
    expected: same(405),
  },
  {
    route: "/api/currency",
    method: "POST",
    what: "writing the rates",
    send: () => ({ path: "/api/currency", json: {} }),
    expected: same(405),
  },

  // Uploads
  {
    route: "/api/uploads",
    method: "POST",
    what: "a photo for the member's listing",
    send: async ({ member }) => ({ path: "/api/uploads", form: { kind: "image", listingId: await insertListing(member.id), file: photo } }),
    expected: {
      visitor: { status: 401, body: { error: "signed_out", message: "Oturum bulunamadı" } },
      member: 201,
      other: { status: 403, body: { error: "forbidden" } },
      admin: 201,
    },
  },
  { route: "/api/uploads", method: "GET", what: "uploads by GET", send: () => ({ path: "/api/uploads" }), expected: same(405) },

  // Who is looking (decision 023): everyone is told only about themselves; nothing to write.
  {
    route: "/api/viewer",
    method: "GET",
    what: "who is signed in, their favourite ids and how many searches they saved",
    send: () => ({ path: "/api/viewer" }),
    // Only the member's own answer names the member.
    expected: {
      visitor: { status: 200, body: { viewer: null, favouriteIds: [], savedSearchCount: 0 } },
      member: { status: 200, sees: true },
      other: { status: 200, sees: false },
      admin: { status: 200, sees: false },
    },
    sees: (result, { member }) => JSON.stringify(result.body).includes(member.id),
  },
  {
    route: "/api/viewer",
    method: "POST",
    what: "writing through the viewer",
    send: () => ({ path: "/api/viewer", json: {} }),
    expected: same(405),
  },

  // Favourites
  {
    route: "/favoriler",
    method: "GET",
    what: "the favourites page",
    send: () => ({ path: "/favoriler" }),
    expected: { ...same(200), visitor: toLogin("/favoriler") },
  },
  // Saved searches
  {
    route: "/kayitli-aramalar",
    method: "GET",
    what: "the saved searches page",
    send: () => ({ path: "/kayitli-aramalar" }),
    expected: { ...same(200), visitor: toLogin("/kayitli-aramalar") },
  },
  {
    route: "/kayitli-aramalar",
    method: "POST",
    what: "save a search (every member, for themselves)",
    send: async ({ actor, member, other, admin }) => {
      // Room below the limit of the member who saves (SAVED_SEARCHES_PER_MEMBER).
      const who = { member, other, admin, visitor: null }[actor];
      if (who) await getDb().delete(savedSearches).where(eq(savedSearches.userId, who.id));
      return { path: "/kayitli-aramalar", form: { intent: "save", name: "Evler", category: "houses", query: "rooms=3%2B1" } };
    },
    expected: { ...same({ status: 200, body: { ok: true, done: "saved" } }), visitor: toLogin("/kayitli-aramalar") },
  },
  ownSavedSearchChange("rename", { name: "Yeni ad" }),
  ownSavedSearchChange("frequency", { frequency: "daily" }),
  ownSavedSearchChange("pause"),
  ownSavedSearchChange("resume"),
  ownSavedSearchChange("delete"),
  {
    route: "/kayitli-aramalar/:id/abonelik-iptali",
    method: "GET",
    what: "unsubscribe link with its signed token: asks, changes nothing (whoever opens it)",
    send: async ({ member }) => {
      const id = await insertSavedSearch(member.id);
      return { path: `/kayitli-aramalar/${id}/abonelik-iptali?token=${unsubscribeToken(getLinkSecret(), id, new Date())}` };
    },
    expected: same({ status: 200, body: { result: { kind: "ask" } } }),
    state: (_, sent) => savedSearchRow(savedSearchOf(sent)),
  },
  {
    route: "/kayitli-aramalar/:id/abonelik-iptali",
    method: "POST",
    what: "unsubscribe (one-click) with its signed token: the token is the authorization, signed out too",
    send: async ({ member }) => {
      const id = await insertSavedSearch(member.id);
      return {
        path: `/kayitli-aramalar/${id}/abonelik-iptali?token=${unsubscribeToken(getLinkSecret(), id, new Date())}`,
        form: { "List-Unsubscribe": "One-Click" },
      };
    },
    expected: same({ status: 200, body: { result: { kind: "done" } } }),
  },
  {
    route: "/kayitli-aramalar/:id/abonelik-iptali",
    method: "POST",
    what: "unsubscribe with another search's token: refused for everyone, the search stays live",
    send: async ({ member }) => {
      const [id, another] = [await insertSavedSearch(member.id), await insertSavedSearch(member.id)];
      return {
        path: `/kayitli-aramalar/${id}/abonelik-iptali?token=${unsubscribeToken(getLinkSecret(), another, new Date())}`,
        form: { "List-Unsubscribe": "One-Click" },
      };
    },
    expected: same({ status: 400, body: { result: { kind: "invalid" } } }),
    state: (_, sent) => savedSearchRow(savedSearchOf(sent)),
  },
  {
    route: "/api/favourites",
    method: "GET",
    what: "the favourite ids",
    send: () => ({ path: "/api/favourites" }),
    expected: { ...same(200), visitor: { status: 401, body: { error: "unauthorized" } } },
  },
  {
    route: "/api/favourites",
    method: "POST",
    what: "add a favourite",
    send: () => ({ path: "/api/favourites", json: { listingId: activeId } }),
    expected: { ...same({ status: 200, sees: true }), visitor: { status: 401, body: { error: "unauthorized" } } },
    sees: hasActiveFavourite,
    state: allFavourites,
  },
  {
    route: "/api/favourites/:listingId",
    method: "DELETE",
    what: "remove a favourite",
    send: () => ({ path: `/api/favourites/${activeId}` }),
    expected: { ...same({ status: 200, sees: false }), visitor: { status: 401, body: { error: "unauthorized" } } },
    sees: hasActiveFavourite,
    state: allFavourites,
  },
  {
    route: "/api/favourites/:listingId",
    method: "GET",
    what: "a favourite by GET",
    send: () => ({ path: `/api/favourites/${activeId}` }),
    expected: same(405),
  },

  // Profiles
  {
    route: "/profil/:id",
    method: "GET",
    what: "the member's profile: non-active listings",
    send: ({ member }) => ({ path: `/profil/${member.id}` }),
    expected: {
      visitor: { status: 200, sees: false },
      member: { status: 200, sees: true },
      other: { status: 200, sees: false },
      admin: { status: 200, sees: false },
    },
    // Admins see every listing in the panel; the profile shows its owner's own view only to the owner.
    sees: (result) => JSON.stringify(result.body).includes(pendingId),
  },
  {
    route: "/profil/:id",
    method: "GET",
    what: "the member's profile edit form (?duzenle)",
    send: ({ member }) => ({ path: `/profil/${member.id}?duzenle` }),
    expected: {
      visitor: { status: 200, body: { editing: false } },
      member: { status: 200, body: { editing: true } },
      other: { status: 200, body: { editing: false } },
      admin: { status: 200, body: { editing: false } },
    },
  },
  ownerProfileChange("update-profile", () => PROFILE_UPDATE, PROFILE_FORBIDDEN),
  ownerProfileChange("upload-avatar", () => ({ avatar: photo }), PROFILE_FORBIDDEN),
  ownerProfileChange("remove-avatar", () => ({}), PROFILE_FORBIDDEN),
  ownerProfileChange("delete-listing", async ({ member }) => ({ listingId: await insertListing(member.id) }), 200),
  ownerProfileChange("mail-settings", () => ({ language: "en", optionalMails: "on", priceDropMails: "on" }), PROFILE_FORBIDDEN),
  // A listing's lifetime: only its owner, admins included among the refused.
  ownerProfileChange(
    "renew-listing",
    async ({ member }) => ({ listingId: await insertListingIn(member.id, "expired") }),
    PROFILE_FORBIDDEN,
  ),
  ownerProfileChange("listing-rented", async ({ member }) => ({ listingId: await insertListing(member.id) }), PROFILE_FORBIDDEN),
  ownerProfileChange(
    "listing-available",
    async ({ member }) => ({ listingId: await insertListingIn(member.id, "rented", new Date()) }),
    PROFILE_FORBIDDEN,
  ),
  {
    route: "/profil/:id",
    method: "POST",
    what: "profile intent=delete-account with a wrong password (only the owner gets as far as the password)",
    send: ({ member }) => ({ path: `/profil/${member.id}`, form: { intent: "delete-account", password: "yanlis-sifre" } }),
    expected: {
      visitor: { status: 401, body: { error: "unauthorized" } },
      member: { status: 400, body: { error: "wrong_password" } },
      other: { status: 403, body: { error: "forbidden" } },
      admin: { status: 403, body: { error: "forbidden" } },
    },
    state: async ({ member }) => ({ profile: await profileRow(member.id) }),
  },
  {
    route: "/api/account/export",
    method: "GET",
    what: "download my data: only ever the caller's own",
    send: () => ({ path: "/api/account/export" }),
    expected: {
      visitor: 401,
      member: { status: 200, sees: true },
      other: { status: 200, sees: false },
      admin: { status: 200, sees: false },
    },
    sees: (result, { member }) => JSON.stringify(result.body).includes(member.id),
  },

  // Admin pages and their actions
  {
    route: "/yonetim",
    method: "GET",
    what: "admin entry",
    send: () => ({ path: "/yonetim" }),
    expected: same({ status: 302, location: "/yonetim/panel" }),
  },
  {
    route: "/yonetim/giris",
    method: "GET",
    what: "admin login form",
    send: () => ({ path: "/yonetim/giris" }),
    expected: { ...same(200), admin: { status: 302, location: "/yonetim/panel" } },
  },
  {
    route: "/yonetim/giris",
    method: "POST",
    what: "admin login with a member's password",
    send: () => ({ path: "/yonetim/giris", form: { email: "sahip@example.com", password: MEMBER_PASSWORD } }),
    expected: same({ status: 403, body: { error: "forbidden" } }),
  },
  {
    route: "/yonetim/giris",
    method: "POST",
    what: "admin login with the admin's password",
    send: () => ({ path: "/yonetim/giris", form: { email: "yonetici@example.com", password: MEMBER_PASSWORD } }),
    expected: same({ status: 302, location: "/yonetim/panel" }),
  },
  { route: "/yonetim/panel", method: "GET", what: "dashboard", send: () => ({ path: "/yonetim/panel" }), expected: adminOnlyPage },
  moderation("approve"),
  moderation("reject"),
  moderation("feature"),
  moderation("delete"),
  moderation("destroy"),
  revisionDecision("approve-revision"),
  revisionDecision("reject-revision"),
  reportAnswer("report-dismiss"),
  reportAnswer("report-hide"),
  reportAnswer("report-fix"),
  reportAnswer("report-delete"),
  {
    route: "/yonetim/panel",
    method: "POST",
    what: "moderation intent=delete-profile",
    send: async () => {
      const victim = await signInNewMember(`silinecek-${randomUUID()}@example.com`, "Silinecek");
      return { path: "/yonetim/panel", form: { intent: "delete-profile", id: victim.id } };
    },
    expected: adminOnlyApi({ status: 200, body: { ok: true, intent: "delete-profile" } }),
    state: (_, sent) => profileRow(idOf(sent)),
  },
  {
    route: "/yonetim/ilanlar/yeni",
    method: "GET",
    what: "admin create form",
    send: () => ({ path: "/yonetim/ilanlar/yeni" }),
    expected: adminOnlyPage,
  },
  {
    route: "/yonetim/ilanlar/yeni",
    method: "POST",
    what: "admin creates a listing",
    send: () => ({ path: "/yonetim/ilanlar/yeni", json: houseListing() }),
    expected: {
      visitor: 401,
      member: { status: 403, body: { error: "forbidden" } },
      other: { status: 403, body: { error: "forbidden" } },
      admin: 201,
    },
    state: (_, sent) => listingRow(idOf(sent)),
  },
  {
    route: "/yonetim/ilanlar/:id/duzenle",
    method: "GET",
    what: "admin edit form of the member's listing",
    send: async ({ member }) => ({ path: `/yonetim/ilanlar/${await insertListing(member.id)}/duzenle` }),
    expected: adminOnlyPage,
  },
  {
    route: "/yonetim/ilanlar/:id/duzenle",
    method: "POST",
    what: "admin saves the member's listing (the owner too is refused here)",
    send: async ({ member }) => {
      const id = await insertListing(member.id);
      return { path: `/yonetim/ilanlar/${id}/duzenle`, json: houseListing({ id: id, title: "Yönetici değiştirdi" }) };
    },
    expected: {
      visitor: 401,
      member: { status: 403, body: { error: "forbidden" } },
      other: { status: 403, body: { error: "forbidden" } },
      admin: 200,
    },
    state: (_, sent) => listingRow(idIn(sent)),
  },
  { route: "/yonetim/sponsorlar", method: "GET", what: "sponsors", send: () => ({ path: "/yonetim/sponsorlar" }), expected: adminOnlyPage },
  sponsorForm("create"),
  sponsorForm("update"),
  sponsorForm("delete"),
  {
    route: "/yonetim/firma-logolari",
    method: "GET",
    what: "partner logos",
    send: () => ({ path: "/yonetim/firma-logolari" }),
    expected: adminOnlyPage,
  },
  logoForm("create"),
  logoForm("update"),
  logoForm("delete"),
  logoForm("toggle"),
  {
    route: "/api/admin/events",
    method: "GET",
    what: "live queue stream",
    send: () => ({ path: "/api/admin/events" }),
    expected: adminOnlyApi(200),
  },
  {
    route: "/api/admin/listings/:id/history",
    method: "GET",
    what: "moderation history",
    send: () => ({ path: `/api/admin/listings/${pendingId}/history` }),
    expected: adminOnlyApi({ status: 200, body: { events: [] } }),
  },

  // Sessions and accounts
  {
    route: "/cikis",
    method: "POST",
    what: "sign out (a second session of the actor)",
    send: async ({ actor }) => {
      if (actor === "visitor") return { path: "/cikis", form: {} };
      const email = { member: "sahip@example.com", other: "baska@example.com", admin: "yonetici@example.com" }[actor];
      return { path: "/cikis", form: {}, cookie: (await signIn(email, "203.0.113.77")).cookie };
    },
    expected: same({ status: 302, location: "/" }),
  },
  {
    route: "/cikis",
    method: "GET",
    what: "sign out by GET does nothing",
    send: () => ({ path: "/cikis" }),
    expected: same({ status: 302, location: "/" }),
  },
  {
    route: "/dev/outbox",
    method: "GET",
    what: "mail outbox (development only)",
    send: () => ({ path: "/dev/outbox" }),
    expected: same(404),
  },
  {
    route: "/giris",
    method: "POST",
    what: "sign in with a wrong password",
    send: () => ({ path: "/giris", form: { email: "sahip@example.com", password: "yanlis-sifre" } }),
    expected: same({ status: 401, body: { ok: false, error: "invalid_credentials" } }),
  },
  {
    route: "/kayit",
    method: "POST",
    what: "register with an empty form",
    send: () => ({ path: "/kayit", form: {} }),
    expected: same({ status: 400, body: { ok: false } }),
  },
  {
    route: "/dogrulama",
    method: "POST",
    what: "verify with a wrong code",
    send: () => ({ path: "/dogrulama", form: { intent: "verify", email: "sahip@example.com", code: "000000" } }),
    expected: same({ status: 400, body: { ok: false } }),
  },
  {
    route: "/dogrulama",
    method: "POST",
    what: "resend a code to an unknown address",
    send: () => ({ path: "/dogrulama", form: { intent: "resend", email: "yok@example.com" } }),
    expected: same({ status: 200, body: { ok: true } }),
  },
  {
    route: "/sifremi-unuttum",
    method: "POST",
    what: "reset link for an unknown address",
    send: () => ({ path: "/sifremi-unuttum", form: { email: "yok@example.com" } }),
    expected: same({ status: 404, body: { ok: false, error: "unknown_email" } }),
  },
  {
    route: "/api/password-reset",
    method: "POST",
    what: "reset link for an unknown address (JSON)",
    send: () => ({ path: "/api/password-reset", json: { email: "yok@example.com" } }),
    expected: same({ status: 404, body: { ok: false, error: "unknown_email" } }),
  },
  {
    route: "/api/password-reset",
    method: "GET",
    what: "reset link by GET",
    send: () => ({ path: "/api/password-reset" }),
    expected: same(405),
  },
  {
    route: "/sifre-yenile",
    method: "POST",
    what: "new password with a made-up token",
    send: () => ({ path: "/sifre-yenile", form: { token: "uydurma", password: "yeni-sifre-1", confirmPassword: "yeni-sifre-1" } }),
    expected: same({ status: 400, body: { ok: false } }),
  },
  {
    route: "/api/auth/*",
    method: "GET",
    what: "Better Auth: the session",
    send: () => ({ path: "/api/auth/get-session" }),
    expected: { ...same(200), visitor: { status: 200, sees: false }, member: { status: 200, sees: true } },
    sees: (result, { member }) => JSON.stringify(result.body).includes(member.id),
  },
  {
    route: "/api/auth/*",
    method: "GET",
    what: "Better Auth: list sessions is not offered",
    send: () => ({ path: "/api/auth/list-sessions" }),
    expected: same(404),
  },
  {
    route: "/api/auth/*",
    method: "POST",
    what: "Better Auth: updating the user is not offered",
    send: () => ({ path: "/api/auth/update-user", json: { name: "Yeni Ad" } }),
    expected: same(404),
  },
  {
    route: "/api/auth/*",
    method: "POST",
    what: "Better Auth: changing the password is not offered (only the reset flow)",
    send: () => ({ path: "/api/auth/change-password", json: { currentPassword: "yanlis-sifre", newPassword: "yeni-sifre-1" } }),
    expected: same(404),
  },
  {
    route: "/api/auth/*",
    method: "POST",
    what: "Better Auth: deleting the account is not offered",
    send: () => ({ path: "/api/auth/delete-user", json: {} }),
    expected: same(404),
  },
];

const cellOf = (cell: Cell) => (typeof cell === "number" ? { status: cell } : cell);
/** The session token inside a Cookie header (`kk_session=<token>.<signature>`), or "". */
const sessionToken = (cookie: string) => decodeURIComponent(/kk_session=([^;]+)/.exec(cookie)?.[1] ?? "").split(".")[0] ?? "";
/** A refusal: an error status, or a redirect to one of the login pages. */
const isRefusal = (status: number, location: string | null) =>
  status >= 400 || (location !== null && /^(\/(en|ru|de|fa|ar))?\/(yonetim\/)?giris(\?|$)/.test(location));

/**
 * The Turkish route another language's one mirrors ("/en/giris" → "/giris", "/ru" → "/"), or null
 * for any other route.
 */
function turkishKeyOf(key: string): string | null {
  const { locale, path } = splitLocalePath(key);
  return locale === "tr" ? null : path;
}
/** Rows of pages (not JSON endpoints), which exist in English too. */
const isPageRoute = (route: string) => !route.startsWith("/api/");

/**
 * A cell as the English page answers it: redirects to the English pages, and the messages the
 * server writes itself in English (the rest are catalogue keys, the same in both languages).
 */
function englishCell(cell: Cell): Cell {
  const { location, body, ...rest } = cellOf(cell);
  return {
    ...rest,
    // The login's return target is the English page too.
    ...(typeof location === "string" ? { location: localizePath(location, "en").replace("redirect=%2F", "redirect=%2Fen%2F") } : {}),
    ...(location instanceof RegExp
      ? { location: new RegExp(location.source.replace(/^\^\\\//, "^\\/en\\/").replace("redirect=%2F", "redirect=%2Fen%2F")) }
      : {}),
    ...(body
      ? {
          body: JSON.parse(JSON.stringify(body).replaceAll(translate("tr", "admin.notAdmin"), translate("en", "admin.notAdmin"))) as Record<
            string,
            unknown
          >,
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------

/** The routes of `entries` that have neither a row nor a reason to be public, or whose action no row posts to. */
async function uncovered(entries: RouteEntry[]) {
  const rowRoutes = new Set(ROWS.map((row) => row.route));
  const postedRoutes = new Set(ROWS.filter((row) => row.method !== "GET").map((row) => row.route));
  const missing: string[] = [];
  const files = new Map(entries.map((entry) => [routeKey(entry), entry.file]));
  for (const entry of entries) {
    const key = routeKey(entry);
    // An English page is its Turkish route's module: that route's rows run on it too (below).
    const turkish = turkishKeyOf(key);
    if (turkish !== null) {
      if (files.get(turkish) !== entry.file) missing.push(`${key} (${entry.file}): no Turkish route ${turkish} with the same module`);
      continue;
    }
    if (!rowRoutes.has(key) && !PUBLIC[entry.file]) missing.push(`${key} (${entry.file}): no matrix row and not in PUBLIC`);
    // An action always changes something or refuses: it needs a row, whatever its loader shows.
    if ((await routeModule(entry)).action && !postedRoutes.has(key))
      missing.push(`${key} (${entry.file}): has an action but no row posts to it`);
  }
  return missing;
}

describe("the route table is covered", () => {
  it("every route of app/routes.ts has a matrix row or a reason to be public, and every action a row that posts to it", async () => {
    expect(await uncovered(ROUTE_TABLE)).toEqual([]);
    const keys = new Set(ROUTE_TABLE.map(routeKey));
    expect(ROWS.map((row) => row.route).filter((route) => !keys.has(route))).toEqual([]);
  });

  it("a new endpoint without a row fails", async () => {
    const added = [
      ...ROUTE_TABLE,
      { path: "api/yeni-uc", file: "routes/api.uploads.ts" },
      { path: "yeni-sayfa", file: "routes/dev-outbox.tsx" },
      { path: "en/baska-sayfa", file: "routes/profile.tsx" },
    ];
    expect(await uncovered(added)).toEqual([
      "/api/yeni-uc (routes/api.uploads.ts): no matrix row and not in PUBLIC",
      "/api/yeni-uc (routes/api.uploads.ts): has an action but no row posts to it",
      "/yeni-sayfa (routes/dev-outbox.tsx): no matrix row and not in PUBLIC",
      "/en/baska-sayfa (routes/profile.tsx): no Turkish route /baska-sayfa with the same module",
    ]);
  });

  it("every page has its route in every other language (/en, /ru, /de, /fa, /ar), with the same module", () => {
    const keys = new Map(ROUTE_TABLE.map((entry) => [routeKey(entry), entry.file]));
    const pages = ROUTE_TABLE.filter(
      (entry) =>
        turkishKeyOf(routeKey(entry)) === null &&
        !routeKey(entry).startsWith("/api/") &&
        entry.file.endsWith(".tsx") &&
        entry.file !== "routes/legacy-redirect.tsx",
    );
    expect(pages.length).toBeGreaterThan(25);
    for (const locale of LOCALES.filter((each) => each !== "tr")) {
      expect(pages.filter((entry) => keys.get(localizePath(routeKey(entry), locale)) !== entry.file).map(routeKey), locale).toEqual([]);
    }
  });
});

/** Sends every actor's request of a row (in Turkish, or to the English page) and lists what differs from its cells. */
async function runRow(row: Row, language: "tr" | "en"): Promise<string[]> {
  const failures: string[] = [];
  const routeKeyWanted = language === "en" ? localizePath(row.route, "en") : row.route;
  for (const actor of ACTORS) {
    const member = actor === "visitor" ? null : actors[actor];
    const fixture: Fixture = {
      actor,
      member: actors.member,
      other: actors.other,
      admin: actors.admin,
      seller: actors.seller,
      cookie: member?.cookie ?? "",
    };
    const built = await row.send(fixture);
    const sent = language === "en" ? { ...built, path: localizePath(built.path, "en") } : built;
    const before = row.state ? await row.state(fixture, sent) : undefined;
    const { route, result } = await dispatch({ method: row.method, ...sent, cookie: sent.cookie ?? fixture.cookie });
    expect(route, `${sent.path} must resolve to ${routeKeyWanted}`).toBe(routeKeyWanted);
    const cell = cellOf(language === "en" ? englishCell(row.expected[actor]) : row.expected[actor]);
    const seen = {
      status: result.status,
      ...(cell.location !== undefined ? { location: result.location } : {}),
      ...(cell.body ? { body: result.body } : {}),
      ...(cell.sees !== undefined ? { sees: row.sees!(result, fixture, sent) } : {}),
    };
    const location = typeof cell.location === "string" ? cell.location : cell.location && expect.stringMatching(cell.location);
    const wanted = {
      status: cell.status,
      ...(location !== undefined ? { location } : {}),
      ...(cell.body ? { body: cell.body } : {}),
      ...(cell.sees !== undefined ? { sees: cell.sees } : {}),
    };
    try {
      expect(seen).toMatchObject(wanted);
    } catch {
      failures.push(
        `${actor}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify({ ...seen, location: result.location, body: result.body }).slice(0, 400)}`,
      );
    }
    // No answer hands a script what the HttpOnly cookie protects: no session token in any body.
    const body = JSON.stringify(result.body ?? "");
    const exposed = [actors.member, actors.other, actors.admin, actors.seller]
      .map((who) => sessionToken(who.cookie))
      .filter((token) => token && body.includes(token));
    if (exposed.length > 0) failures.push(`${actor}: the answer exposes a session token`);
    if (row.state && isRefusal(cell.status, result.location)) {
      const after = await row.state(fixture, sent);
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${actor}: a refused request changed the data`);
    }
  }
  return failures;
}

describe("authorization matrix", () => {
  for (const row of ROWS) {
    it(`${row.method} ${row.route} — ${row.what}`, async () => {
      expect(await runRow(row, "tr")).toEqual([]);
    });
  }
});

describe("authorization matrix, English pages", () => {
  for (const row of ROWS.filter((candidate) => isPageRoute(candidate.route))) {
    it(`${row.method} ${localizePath(row.route, "en")} — ${row.what}`, async () => {
      expect(await runRow(row, "en")).toEqual([]);
    });
  }
});
