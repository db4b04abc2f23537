import { createHash, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, authUsers, favourites, listings, moderationEvents, profiles, savedSearches } from "~/.server/db/schema";
import { getDb, startTestRuntime } from "../support/runtime";
import { ADMIN_CONTENT_INTENTS } from "~/domain/admin-content";
import { ADMIN_INTENTS } from "~/domain/admin";
import { CATEGORIES, CATEGORY_SEGMENTS } from "~/domain/categories";
import { CATEGORY_FILTER_KEYS } from "~/domain/filters";
import { PROFILE_FIELDS, PROFILE_INTENTS } from "~/domain/profile";
import { REPORT_REASONS } from "~/domain/reports";
import { getI18n, translate, uncheckedKey } from "~/lib/i18n";
import { MEMBER_PASSWORD, type TestMember, signInNewMember } from "../support/members";
import { ROUTE_TABLE, type SentRequest, dispatch } from "../support/route-table";
import { type RouteOutcome, TEST_SITE } from "../support/routes";
import { houseListing, insertListing } from "../support/listings";
import { LEAVING_REDIRECTS } from "../support/hostile-redirects";

/**
 * Fuzzing: fast-check sends generated and hostile input — wrong types, huge
 * strings, unicode edge cases, Turkish İ/ı, null bytes, SQL and HTML fragments, negative and
 * enormous numbers, malformed JSON, wrong content types — to every state-changing or
 * parameterised endpoint, as a visitor, a member (the attacker) and an admin. Properties: no
 * answer is a 5xx; another member's rows (profile, account, sessions, listings, favourites) are
 * unchanged after every case; every refusal of an endpoint that answers with messages carries a
 * text in both languages. FUZZ_RUNS cases per property (small by default), or FUZZ_TOTAL_RUNS cases
 * shared evenly by the properties (`npm run fuzz -- --runs N`).
 */

/** How many properties this file checks (the full run divides FUZZ_TOTAL_RUNS among them). */
const PROPERTIES = 11;
const TOTAL_RUNS = Number(process.env.FUZZ_TOTAL_RUNS ?? 0);
const RUNS = TOTAL_RUNS > 0 ? Math.ceil(TOTAL_RUNS / PROPERTIES) : Math.max(1, Number(process.env.FUZZ_RUNS ?? 12));
/** Per property: the start-up margin and a generous time per case (auth cases hash passwords). */
const TIMEOUT = 60_000 + RUNS * 1_500;

let stopTestRuntime: () => Promise<void>;
let attacker: TestMember;
let victim: TestMember;
let admin: TestMember;
/** The victim's listings (active and pending) and one of the attacker's own. */
const ids = { victimActive: "", victimPending: "", own: "", victimSearch: "" };

/** What every case answered (for docs/reliability.md). */
const tally = { properties: 0, cases: 0, requests: 0, serverErrors: 0, statuses: new Map<number, number>() };

beforeAll(async () => {
  ({ stop: stopTestRuntime } = await startTestRuntime("fuzz"));
  attacker = await signInNewMember("saldirgan@example.com", "Saldırgan");
  victim = await signInNewMember("kurban@example.com", "Kurban Üye");
  admin = await signInNewMember("yonetici@example.com", "Yönetici", { admin: true });
  ids.victimActive = await insertListing(victim.id, "active");
  ids.victimPending = await insertListing(victim.id, "pending");
  ids.own = await insertListing(attacker.id, "active");
  await getDb().insert(favourites).values({ userId: victim.id, listingId: ids.own });
  const [search] = await getDb()
    .insert(savedSearches)
    .values({ userId: victim.id, name: "Kurbanın araması", categorySlug: "houses", filters: { city: "Girne" }, city: "Girne" })
    .returning({ id: savedSearches.id });
  ids.victimSearch = search!.id;
  await getDb().update(profiles).set({ phone: "+90 533 000 00 00", bio: "Dokunulmaz" }).where(eq(profiles.id, victim.id));
});

afterAll(async () => {
  const statuses = [...tally.statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.info(
    `fuzz: ${tally.properties} properties, ${tally.cases} cases, ${tally.requests} requests, ${tally.serverErrors} 5xx (${RUNS} per property); ${statuses.join(" ")}`,
  );
  await stopTestRuntime?.();
  if (TOTAL_RUNS > 0 && tally.properties !== PROPERTIES)
    throw new Error(`${tally.properties} properties ran, PROPERTIES says ${PROPERTIES}: the total was divided wrongly`);
});

/** A hash of everything of the victim's that no fuzz case may change. */
async function victimState() {
  const db = getDb();
  const rows = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, victim.id)),
    db.select().from(authUsers).where(eq(authUsers.id, victim.id)),
    db
      .select({ id: authSessions.id, token: authSessions.token, expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(eq(authSessions.userId, victim.id)),
    // Views are a public counter: anyone may add one.
    db
      .select()
      .from(listings)
      .where(eq(listings.ownerId, victim.id))
      .orderBy(listings.id)
      .then((rows) => rows.map(({ views: _views, ...row }) => row)),
    db.select().from(favourites).where(eq(favourites.userId, victim.id)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, victim.id)),
    db
      .select()
      .from(moderationEvents)
      .where(inArray(moderationEvents.listingId, [ids.victimActive, ids.victimPending])),
  ]);
  return createHash("sha256").update(JSON.stringify(rows)).digest("hex");
}

// ---------------------------------------------------------------------------------------------
// Inputs

const HOSTILE = [
  "",
  " ",
  "İ",
  "ı",
  "İSTANBUL ılık IĞDIR",
  "i̇",
  "\u0000",
  "a\u0000b",
  "%00",
  "' OR '1'='1",
  "'; DROP TABLE listings; --",
  "\\",
  "%",
  "_",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<iframe src=https://evil.example></iframe>",
  "../../etc/passwd",
  "\uD800",
  "\uDFFF",
  "\uFFFE",
  "\u202E",
  "\u200B",
  "🏠👨‍👩‍👧",
  "ǅ",
  "ß",
  "-1",
  "0",
  "-0",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "9".repeat(400),
  "-2147483649",
  "2147483648",
  "0x1F",
  "١٢٣",
  "１２",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(loneSurrogate, fc.constantFrom("İ", "ı", "\u0000", "'", "<")), maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("ş", "A", "İ", "<b>", "\u0000"), fc.integer({ min: 300, max: 300_000 }))
      .map(([unit, n]) => unit.repeat(n)),
  },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })).map(String) },
);
/** Any JSON-ish value, hostile strings included. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(-1),
      fc.constant(Number.MAX_SAFE_INTEGER * 1000),
    ),
  },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const uuidOrJunk = (...known: (() => string)[]) =>
  fc.oneof(
    fc.uuid(),
    text,
    fc.constantFrom(...known).map((id) => id()),
  );

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----x",
  "application/xml",
  "image/png",
];
const MALFORMED_JSON = [
  '{"a":',
  "{'listingId': 1}",
  "[1,2",
  "nul",
  "\u0000{}",
  '{"__proto__":{"isAdmin":true}}',
  "9".repeat(1000),
  '"' + "x".repeat(300_000) + '"',
];

/** A request body: JSON of a value, form fields, or raw bytes under a (wrong) content type. */
const bodyOf = (fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Pick<SentRequest, "json" | "form" | "body" | "headers">> =>
  fc.oneof(
    { weight: 3, arbitrary: fields.map((json) => ({ json })) },
    { weight: 1, arbitrary: value.map((json) => ({ json })) },
    { weight: 2, arbitrary: fields.map((object) => ({ form: formOf(object) })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...MALFORMED_JSON), text), fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }))
        .map(([body, type]): Pick<SentRequest, "body" | "headers"> => ({ body, headers: type ? { "content-type": type } : {} })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes): Pick<SentRequest, "body" | "headers"> => ({
        body: bytes,
        headers: { "content-type": "multipart/form-data; boundary=zz" },
      })),
    },
  );

function formOf(object: Record<string, unknown>): Record<string, string | Blob> {
  return Object.fromEntries(
    Object.entries(object).map(([name, field]) => [
      name,
      field instanceof Blob ? field : typeof field === "string" ? field : (JSON.stringify(field) ?? ""),
    ]),
  );
}

/** A valid listing with some fields replaced by hostile values. */
const listingBody = (id: () => string) =>
  fc
    .record({
      overrides: fc.dictionary(
        fc.constantFrom(
          "id",
          "category",
          "title",
          "titleEn",
          "description",
          "price",
          "currency",
          "city",
          "region",
          "rentalTerm",
          "mapUrl",
          "matterport",
          "youtube",
          "images",
          "videos",
          "specifications",
          "extra",
        ),
        value,
        { maxKeys: 4 },
      ),
    })
    .map(({ overrides }) => houseListing({ id: id(), ...overrides }));

/** Random bytes, or the start of a real image format followed by junk. */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }),
  fc
    .tuple(
      fc.constantFrom(
        [0xff, 0xd8, 0xff],
        [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
        [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
        [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63],
      ),
      fc.uint8Array({ maxLength: 4096 }),
    )
    .map(([head, tail]) => Uint8Array.from([...head, ...tail])),
);
const file = fc
  .tuple(fileBytes, text)
  .map(([bytes, name]) => new File([bytes], name.slice(0, 200) || "x", { type: "application/octet-stream" }));

type Who = "visitor" | "attacker" | "admin";
const who = fc.constantFrom<Who>("visitor", "attacker", "admin");
const cookieOf = (actor: Who, locale: "tr" | "en" = "tr") =>
  [actor === "visitor" ? "" : actor === "attacker" ? attacker.cookie : admin.cookie, `kk_locale=${locale}`].filter(Boolean).join("; ");

// ---------------------------------------------------------------------------------------------
// Properties

/** The message of a refusal in both languages, or null when it has none. */
function refusalTexts(body: Record<string, unknown> | null): string[] | null {
  if (!body) return null;
  if (typeof body.message === "string" && body.message.trim()) return [body.message];
  const keys: string[] = [];
  const { error, fieldErrors } = body;
  if (typeof error === "string") keys.push(error);
  if (error && typeof error === "object" && typeof (error as { key?: unknown }).key === "string")
    keys.push(`auth.errors.${(error as { key: string }).key}`);
  if (fieldErrors && typeof fieldErrors === "object")
    keys.push(...Object.values(fieldErrors).filter((key): key is string => typeof key === "string"));
  const known = keys.filter(
    (key) => typeof getI18n("tr").resource(uncheckedKey(key)) === "string" && typeof getI18n("en").resource(uncheckedKey(key)) === "string",
  );
  return known.length > 0 ? known.map((key) => translate("tr", uncheckedKey(key))) : null;
}

/**
 * Sends one case and checks it: never a 5xx; a refusal (4xx) of an endpoint that answers with
 * messages carries one in both languages (405 answers name the allowed methods instead).
 */
async function check(sent: SentRequest, options: { messages: boolean }): Promise<RouteOutcome> {
  const { route, result } = await dispatch(sent);
  tally.requests += 1;
  tally.statuses.set(result.status, (tally.statuses.get(result.status) ?? 0) + 1);
  const what = `${sent.method} ${sent.path.slice(0, 200)} → ${result.status} ${JSON.stringify(result.body)?.slice(0, 600)}`;
  if (result.status >= 500) {
    tally.serverErrors += 1;
    throw new Error(`server error: ${what}`);
  }
  // A path that leaves the endpoint ("/api/listings/.." is "/api/") gets the 404 page instead.
  if (options.messages && route !== "/*" && result.status >= 400 && result.status !== 405 && !refusalTexts(result.body))
    throw new Error(`refusal without a translated message: ${what}`);
  return result;
}

/** Runs a property over FUZZ_RUNS generated cases; after each, the victim's data is unchanged. */
async function fuzz<T>(input: fc.Arbitrary<T>, send: (input: T) => Promise<unknown>) {
  tally.properties += 1;
  const before = await victimState();
  await fc.assert(
    fc.asyncProperty(input, async (generated) => {
      tally.cases += 1;
      await send(generated);
      expect(await victimState(), "the victim's data changed").toBe(before);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
}

const SEGMENTS = Object.values(CATEGORY_SEGMENTS);
const QUERY_KEYS = [...new Set<string>(CATEGORIES.flatMap((category) => CATEGORY_FILTER_KEYS[category]))].concat([
  "q",
  "sort",
  "limit",
  "cursor",
  "category",
  "view",
  "section",
  "status",
  "filter",
  "redirect",
  "duzenle",
  "page",
]);
const query = fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: text }), text, {
  maxKeys: 6,
});
const search = (params: Record<string, string>) => {
  const encoded = new URLSearchParams(params).toString();
  return encoded ? `?${encoded}` : "";
};
/** A path segment as a browser sends it (lone surrogates become U+FFFD); `raw:` segments go as they are. */
const segment = (id: string) =>
  id.startsWith("raw:")
    ? id.slice(4)
    : encodeURIComponent(id.slice(0, 5000).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")) ||
      "%20";
/** Broken percent-escapes and dot segments, sent unencoded. */
const RAW_SEGMENTS = ["%", "%E0%A4%A", "%ZZ", "%00", "%C0%AF", "..", "%2e%2e", "%2F", "%uD800"].map((raw) => `raw:${raw}`);

/** Names a redirect parameter goes by, here or in the libraries we use. */
const REDIRECT_PARAMS = ["redirect", "redirectTo", "redirect_to", "next", "returnTo", "return", "callbackURL", "url", "to", "continue"];
const leaving = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...LEAVING_REDIRECTS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom("", "/", "/.", "/..", "/%2e", "/%2e%2e", "/a/..", "/./", "/%2E/"),
        fc.constantFrom("//", "///", "/\\", "\\\\", "%2F%2F", "/%2F"),
        fc.domain(),
      )
      .map(([prefix, slashes, host]) => `${prefix}${slashes}${host}`),
  },
  { weight: 1, arbitrary: text },
);
/** Every route of app/routes.ts as a concrete path (parameters filled in). */
const ROUTE_PATHS = ROUTE_TABLE.map((entry) =>
  `/${entry.path ?? ""}`.replace(/:[A-Za-z]+/g, () => ids.victimActive || randomUUID()).replace(/\*$/, "get-session"),
);
/** Where is a Location or a JSON `url` answer going? Undefined when the answer is no redirect. */
function redirectTargets(result: RouteOutcome): string[] {
  const url = result.body && typeof result.body.url === "string" ? [result.body.url] : [];
  return [...(result.location ? [result.location] : []), ...url];
}

describe("fuzzing: no input gets a 5xx or changes another member's data", () => {
  it(
    "search, category filters and the listing APIs' query parameters",
    () =>
      fuzz(
        fc.record({
          actor: who,
          path: fc.constantFrom("/", ...SEGMENTS.map((s) => `/${s}`), "/api/listings", "/api/home", "/yonetim/panel", "/favoriler"),
          params: query,
        }),
        async ({ actor, path, params }) => {
          await check({ method: "GET", path: `${path}${search(params)}`, cookie: cookieOf(actor) }, { messages: path.startsWith("/api/") });
        },
      ),
    TIMEOUT,
  );

  it(
    "ids in paths: details, profiles, views, favourites, edit forms, renew links, moderation history, sitemap files",
    () =>
      fuzz(
        fc.record({
          actor: who,
          id: fc.oneof(
            uuidOrJunk(
              () => ids.victimActive,
              () => ids.victimPending,
              () => victim.id,
              () => ids.victimSearch,
            ),
            fc.constantFrom(...RAW_SEGMENTS),
          ),
          route: fc.constantFrom(
            (id: string) => ({ method: "GET", path: `/${SEGMENTS[0]}/${id}`, messages: false }),
            (id: string) => ({ method: "GET", path: `/api/listings/${id}`, messages: true }),
            (id: string) => ({ method: "POST", path: `/api/listings/${id}/view`, messages: true }),
            (id: string) => ({ method: "POST", path: `/api/listings/${id}/report`, messages: true }),
            (id: string) => ({ method: "GET", path: `/profil/${id}?duzenle`, messages: false }),
            (id: string) => ({ method: "DELETE", path: `/api/favourites/${id}`, messages: true }),
            (id: string) => ({ method: "GET", path: `/ilanlar/${id}/duzenle`, messages: false }),
            // The renew link with the id where its token goes, or a token-like junk one.
            (id: string) => ({ method: "GET", path: `/ilanlar/${id}/yenile?token=${id}`, messages: false }),
            (id: string) => ({ method: "GET", path: `/en/ilanlar/${id}/yenile?token=zz.${"A".repeat(43)}`, messages: false }),
            (id: string) => ({ method: "POST", path: `/ilanlar/${id}/yenile?token=zz.${"A".repeat(43)}`, messages: false }),
            // A saved search's unsubscribe link with junk tokens: asks or refuses, never pauses.
            (id: string) => ({ method: "GET", path: `/kayitli-aramalar/${id}/abonelik-iptali?token=${id}`, messages: false }),
            (id: string) => ({
              method: "POST",
              path: `/en/kayitli-aramalar/${id}/abonelik-iptali?token=zz.${"A".repeat(43)}`,
              messages: false,
            }),
            (id: string) => ({ method: "GET", path: `/yonetim/ilanlar/${id}/duzenle`, messages: false }),
            (id: string) => ({ method: "GET", path: `/api/admin/listings/${id}/history`, messages: true }),
            // The sitemap's files (decision 034): junk names and numbers are 404s, never a 5xx.
            (id: string) => ({ method: "GET", path: `/sitemaps/${id}`, messages: false }),
            (id: string) => ({ method: "GET", path: `/sitemaps/listings-${id}.xml`, messages: false }),
          ),
        }),
        async ({ actor, id, route }) => {
          const { method, path, messages } = route(segment(id));
          await check({ method, path, cookie: cookieOf(actor) }, { messages });
        },
      ),
    TIMEOUT,
  );

  it(
    "who is looking (/api/viewer): forged, truncated and junk session and name cookies tell nobody's data",
    () =>
      fuzz(
        fc.record({
          actor: who,
          session: fc.oneof(fc.constant(null), fc.stringMatching(/^[!-:<-~]{0,120}$/)),
          name: fc.oneof(fc.constant(null), fc.stringMatching(/^[!-:<-~]{0,60}$/)),
        }),
        async ({ actor, session, name }) => {
          const jar = [cookieOf(actor), session === null ? "" : `kk_session=${session}`, name === null ? "" : `kk_user_name=${name}`];
          const result = await check({ method: "GET", path: "/api/viewer", cookie: jar.filter(Boolean).join("; ") }, { messages: true });
          expect(result.status).toBe(200);
          // Only the actor's own real session names someone: never another member, never a forged one.
          const viewer = (result.body as { viewer: { id: string } | null }).viewer;
          if (viewer) expect(viewer.id).toBe(actor === "attacker" ? attacker.id : actor === "admin" ? admin.id : "nobody: a visitor");
        },
      ),
    TIMEOUT,
  );

  it(
    "the listing form: create, edit own, edit someone else's, admin create",
    () =>
      fuzz(
        fc.record({
          target: fc.constantFrom("create", "own", "victim", "admin"),
          body: bodyOf(listingBody(() => randomUUID())),
          english: fc.boolean(),
        }),
        async ({ target, body, english }) => {
          const id = target === "own" ? ids.own : ids.victimActive;
          const path = target === "create" ? "/ilan-ver" : target === "admin" ? "/yonetim/ilanlar/yeni" : `/ilanlar/${id}/duzenle`;
          const json =
            body.json && typeof body.json === "object" && target !== "create" && target !== "admin" ? { ...body.json, id } : body.json;
          const actor = target === "admin" ? "admin" : "attacker";
          await check({ method: "POST", path, ...body, json, cookie: cookieOf(actor, english ? "en" : "tr") }, { messages: true });
        },
      ),
    TIMEOUT,
  );

  it(
    "the profile form: every intent with hostile fields, on one's own and on another profile",
    () =>
      fuzz(
        fc.record({
          mine: fc.boolean(),
          intent: fc.oneof(fc.constantFrom(...PROFILE_INTENTS), text),
          fields: fc.dictionary(
            fc.oneof(fc.constantFrom(...PROFILE_FIELDS, "listingId", "optionalMails", "priceDropMails", "language"), text),
            fc.oneof(text, file),
            { maxKeys: 8 },
          ),
          avatar: fc.option(file, { nil: undefined }),
          listingId: fc.oneof(text, fc.constantFrom("victim", "own")),
        }),
        async ({ mine, intent, fields, avatar, listingId }) => {
          const form: Record<string, string | Blob> = { ...formOf(fields), intent };
          if (avatar) form.avatar = avatar;
          if (["delete-listing", "renew-listing", "listing-rented", "listing-available"].includes(intent))
            form.listingId = listingId === "victim" ? ids.victimActive : listingId === "own" ? randomUUID() : listingId;
          await check(
            { method: "POST", path: `/profil/${mine ? attacker.id : victim.id}`, form, cookie: cookieOf("attacker") },
            { messages: true },
          );
        },
      ),
    TIMEOUT,
  );

  it(
    "saved searches: every intent with hostile fields, on one's own search and on another member's",
    () =>
      fuzz(
        fc.record({
          actor: who,
          intent: fc.oneof(fc.constantFrom("save", "rename", "frequency", "pause", "resume", "delete"), text),
          fields: fc.dictionary(fc.oneof(fc.constantFrom("name", "frequency", "category", "query"), text), fc.oneof(text, file), {
            maxKeys: 5,
          }),
          target: fc.oneof(text, fc.constantFrom("victim", "own")),
          english: fc.boolean(),
        }),
        async ({ actor, intent, fields, target, english }) => {
          const id = target === "victim" ? ids.victimSearch : target === "own" ? randomUUID() : target;
          const form: Record<string, string | Blob> = { ...formOf(fields), intent, id };
          const result = await check(
            {
              method: "POST",
              path: english ? "/en/kayitli-aramalar" : "/kayitli-aramalar",
              form,
              cookie: cookieOf(actor, english ? "en" : "tr"),
            },
            { messages: true },
          );
          if (target === "victim" && actor !== "visitor" && intent !== "save") expect(result.status).not.toBe(200);
        },
      ),
    TIMEOUT,
  );

  it(
    "favourites: JSON, forms and garbage",
    () =>
      fuzz(
        fc.record({ actor: who, body: bodyOf(fc.record({ listingId: fc.oneof(value, fc.constant(ids.victimPending)) })) }),
        async ({ actor, body }) => {
          await check({ method: "POST", path: "/api/favourites", ...body, cookie: cookieOf(actor) }, { messages: true });
        },
      ),
    TIMEOUT,
  );

  it(
    "listing reports (decision 030): JSON, forms and garbage, of live, pending, unknown and junk listings",
    () =>
      fuzz(
        fc.record({
          actor: who,
          english: fc.boolean(),
          id: fc.oneof(
            uuidOrJunk(
              () => ids.victimActive,
              () => ids.victimPending,
            ),
            fc.constantFrom(...RAW_SEGMENTS),
          ),
          body: bodyOf(
            fc.record({ reason: fc.oneof(fc.constantFrom(...REPORT_REASONS), value), note: fc.oneof(text, value) }, { requiredKeys: [] }),
          ),
        }),
        async ({ actor, english, id, body }) => {
          await check(
            { method: "POST", path: `/api/listings/${segment(id)}/report`, ...body, cookie: cookieOf(actor, english ? "en" : "tr") },
            { messages: true },
          );
        },
      ),
    TIMEOUT,
  );

  it(
    "sign-in, sign-up and the account forms",
    () =>
      fuzz(
        fc.record({
          path: fc.constantFrom(
            "/api/auth/sign-in/email",
            "/api/auth/sign-up/email",
            "/api/auth/email-otp/verify-email",
            "/api/auth/request-password-reset",
            "/api/auth/reset-password",
            "/api/password-reset",
            "/giris",
            "/kayit",
            "/dogrulama",
            "/sifremi-unuttum",
            "/sifre-yenile",
            "/yonetim/giris",
          ),
          body: bodyOf(
            fc.record(
              {
                email: fc.oneof(
                  text,
                  fc.constantFrom("kurban@example.com", "KURBAN@EXAMPLE.COM", "kurban@example.com\u0000", "İ@example.com"),
                  fc.emailAddress(),
                ),
                password: fc.oneof(text, fc.string({ minLength: 6, maxLength: 200 })),
                name: text,
                otp: text,
                code: text,
                token: text,
                newPassword: text,
                confirmPassword: text,
                intent: fc.constantFrom("verify", "resend", "x"),
                rememberMe: value,
                callbackURL: text,
              },
              { requiredKeys: [] },
            ),
          ),
        }),
        async ({ path, body }) => {
          await check({ method: "POST", path, ...body }, { messages: true });
        },
      ),
    TIMEOUT,
  );

  it(
    "uploads: multipart with hostile fields and bytes, and broken envelopes",
    () =>
      fuzz(
        fc.record({
          actor: who,
          kind: fc.oneof(fc.constantFrom("image", "video"), text),
          listingId: fc.oneof(fc.constantFrom("victim", "own", "new"), text),
          file: fc.option(file, { nil: undefined }),
          raw: fc.option(bodyOf(fc.record({ kind: text })), { nil: undefined }),
        }),
        async ({ actor, kind, listingId, file: upload, raw }) => {
          const id =
            listingId === "victim" ? ids.victimActive : listingId === "own" ? ids.own : listingId === "new" ? randomUUID() : listingId;
          const sent: SentRequest = raw
            ? { method: "POST", path: "/api/uploads", ...raw }
            : { method: "POST", path: "/api/uploads", form: { kind, listingId: id, ...(upload ? { file: upload } : {}) } };
          await check({ ...sent, cookie: cookieOf(actor) }, { messages: true });
        },
      ),
    TIMEOUT,
  );

  it(
    "admin actions: moderation, sponsors and logos with hostile fields (admins and others)",
    () =>
      fuzz(
        fc.record({
          actor: who,
          path: fc.constantFrom("/yonetim/panel", "/yonetim/sponsorlar", "/yonetim/firma-logolari"),
          intent: fc.oneof(fc.constantFrom(...ADMIN_INTENTS, ...ADMIN_CONTENT_INTENTS), text),
          // Never the victim's ids: an admin may change those, and this property guards them.
          fields: fc.dictionary(
            fc.oneof(
              fc.constantFrom(
                "id",
                "note",
                "title",
                "titleEn",
                "description",
                "company",
                "linkUrl",
                "orderIndex",
                "isActive",
                "name",
                "type",
                "removeImage",
              ),
              text,
            ),
            text,
            { maxKeys: 8 },
          ),
          image: fc.option(file, { nil: undefined }),
          urlencoded: fc.boolean(),
          raw: fc.option(bodyOf(fc.record({ intent: text })), { nil: undefined }),
        }),
        async ({ actor, path, intent, fields, image, urlencoded, raw }) => {
          const form = { ...fields, intent };
          const sent: SentRequest = raw
            ? { method: "POST", path, ...raw }
            : urlencoded
              ? {
                  method: "POST",
                  path,
                  body: new URLSearchParams(form).toString(),
                  headers: { "content-type": "application/x-www-form-urlencoded" },
                }
              : { method: "POST", path, form: image ? { ...form, image } : form };
          await check({ ...sent, cookie: cookieOf(actor) }, { messages: true });
        },
      ),
    TIMEOUT,
  );

  it(
    "redirect parameters of every route: no answer sends the browser to another site",
    () =>
      fuzz(
        fc.record({
          actor: who,
          path: fc.constantFrom(...ROUTE_PATHS.map((path) => () => path)),
          name: fc.constantFrom(...REDIRECT_PARAMS),
          target: leaving,
          form: fc.constantFrom(null, "/giris", "/kayit", "/dogrulama", "/yonetim/giris", "/api/auth/sign-in/email"),
        }),
        async ({ actor, path, name, target, form }) => {
          // GET with the parameter in the query string (signed in, the account pages redirect at once),
          // or an account form posted with the right password and the parameter as a field.
          const sent: SentRequest = form
            ? form.startsWith("/api/")
              ? { method: "POST", path: form, json: { email: "saldirgan@example.com", password: MEMBER_PASSWORD, [name]: target } }
              : { method: "POST", path: form, form: { email: "saldirgan@example.com", password: MEMBER_PASSWORD, [name]: target } }
            : { method: "GET", path: `${path()}?${new URLSearchParams({ [name]: target })}`, cookie: cookieOf(actor) };
          const result = await check(sent, { messages: false });
          for (const location of redirectTargets(result)) {
            expect(
              new URL(location, `${TEST_SITE}/a/b`).origin,
              `${sent.method} ${sent.path} ${JSON.stringify(target)} → ${location}`,
            ).toBe(TEST_SITE);
          }
        },
      ),
    TIMEOUT,
  );
});
