import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSmtpMailer } from "~/.server/adapters/mail";
import { listingMatchQueue, listingMatches, listings, savedSearchAlerts, savedSearches } from "~/.server/db/schema";
import { getDb, getLinkSecret, runtimeOfThisFile } from "../support/runtime";
import { listCategory } from "~/.server/services/discovery/browse";
import {
  type AlertMailDeps,
  checkUnsubscribeToken,
  deleteSavedSearch,
  listSavedSearches,
  matchAllQueued,
  pendingAlerts,
  saveSearch,
  sendSavedSearchAlerts,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from "~/.server/services/discovery/saved-searches";
import { searchListings } from "~/.server/services/discovery/search";
import type { Category } from "~/domain/categories";
import { parseCategoryFilters } from "~/domain/filters";
import { FALLBACK_RATES, type Specifications } from "~/domain/listing";
import { SAVED_SEARCHES_PER_MEMBER } from "~/domain/saved-searches";
import { pathsFor } from "~/lib/paths";
import { type TestMember, signInNewMember } from "../support/members";
import { TEST_SITE } from "../support/routes";
import { type ReceivedMail, decodeQuotedPrintable, mailSubject, smtpServerOfThisFile } from "../support/smtp";

/**
 * Saved searches with e-mail alerts (decision 032): the owner alone manages a
 * search, at most SAVED_SEARCHES_PER_MEMBER; a listing that goes live matches exactly the searches
 * whose category page (or search page) shows it; paused searches get nothing; one mail per search
 * with the listings' links and a signed unsubscribe; a run that dies mid-way loses nothing and
 * (before the mail) sends nothing twice; two runners send each alert once.
 */

const DAY = 24 * 60 * 60 * 1000;
const smtp = smtpServerOfThisFile();
runtimeOfThisFile("saved-searches", () => ({ SMTP_URL: smtp.url, MAINTENANCE_TICK_SECONDS: "0" }));
let seller: TestMember;
let member: TestMember;
let other: TestMember;
let deps: AlertMailDeps;
const actor = (who: TestMember) => ({ userId: who.id, isAdmin: false });

beforeAll(async () => {
  seller = await signInNewMember("satici@example.com", "Satıcı");
  member = await signInNewMember("arayan@example.com", "Arayan Üye");
  other = await signInNewMember("diger@example.com", "Diğer Üye");
  deps = { mailer: createSmtpMailer(smtp.url, "KKTC Kiralık <no-reply@kktc.test>"), siteUrl: TEST_SITE, linkSecret: getLinkSecret() };
});

beforeEach(async () => {
  await getDb().delete(listings);
  await getDb().delete(savedSearches);
  smtp.mails.length = 0;
});

const body = (received: ReceivedMail) => decodeQuotedPrintable(received.raw);

interface HouseSpec {
  title: string;
  price: number;
  currency?: "TRY" | "GBP" | "EUR" | "USD";
  city?: string;
  region?: string;
  specifications?: Specifications;
  category?: Category;
}

/** Pending listings of the seller (not yet live, so not yet queued); their ids. */
async function insertPending(specs: HouseSpec[]): Promise<string[]> {
  const rows = await getDb()
    .insert(listings)
    .values(
      specs.map((spec) => ({
        ownerId: seller.id,
        title: spec.title,
        description: "Açıklama",
        price: spec.price,
        currency: spec.currency ?? "TRY",
        city: spec.city ?? "Girne",
        region: spec.region ?? null,
        categorySlug: spec.category ?? "houses",
        status: "pending" as const,
        specifications: spec.specifications ?? {},
      })),
    )
    .returning({ id: listings.id });
  return rows.map((row) => row.id);
}

/** The moderators approve: the listings go live (and the trigger queues them). */
const approve = (ids: string[]) => getDb().update(listings).set({ status: "active" }).where(inArray(listings.id, ids));

/** The listings the search's next mail tells of. */
const alertedListings = (savedSearchId: string) => pendingAlerts(getDb(), savedSearchId);

/** The listings the search was mailed about. */
async function toldListings(savedSearchId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ listingId: savedSearchAlerts.listingId, sentAt: savedSearchAlerts.sentAt })
    .from(savedSearchAlerts)
    .where(eq(savedSearchAlerts.savedSearchId, savedSearchId));
  expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  return rows.map((row) => row.listingId).sort();
}

async function save(who: TestMember, input: Record<string, unknown>): Promise<string> {
  const result = await saveSearch(getDb(), actor(who), input);
  if (result.outcome !== "ok") throw new Error(`not saved: ${JSON.stringify(result)}`);
  return result.id;
}

const HOUSES: HouseSpec[] = [
  {
    title: "Girne'de 3+1 villa",
    price: 2500,
    currency: "GBP",
    region: "Alsancak",
    specifications: { rooms: "3+1", house_type: "Villa", rental_term: "monthly" },
  },
  { title: "Girne merkezde 2+1 daire", price: 25000, specifications: { rooms: "2+1", house_type: "Daire", rental_term: "monthly" } },
  { title: "Lefkoşa'da 3+1 ev", price: 18000, city: "Lefkoşa", specifications: { rooms: "3+1", rental_term: "monthly" } },
  {
    title: "Gazimağusa deniz manzaralı villa",
    price: 1200,
    currency: "EUR",
    city: "Gazimağusa",
    specifications: { rooms: "4+1", rental_term: "monthly" },
  },
  { title: "Girne yıllık 5+2 köşk", price: 600000, specifications: { rooms: "5+2", rental_term: "yearly" } },
  { title: "İskele stüdyo", price: 9000, city: "İskele", specifications: { rooms: "1+0", house_type: "Stüdyo", rental_term: "monthly" } },
];

const CATEGORY_QUERIES = [
  "city=Girne",
  "rooms=3%2B1",
  "maxPrice=30000",
  // The same shape as the one above with other bounds, and two bounds: each search's own bounds count.
  "maxPrice=20000",
  "minPrice=10000&maxPrice=30000",
  "houseType=Villa",
  "city=Girne&minPrice=20000",
  "city=Girne&minPrice=100000",
  "rooms=5%2B",
  "q=villa",
  "",
];

describe("managing saved searches", () => {
  it("saves a category page's filters or the search page's words, lists only the member's own, and refuses bad input", async () => {
    const houses = await save(member, {
      name: "Girne evleri",
      category: "houses",
      query: "city=Girne&maxPrice=30000&sort=price-asc&view=list",
    });
    const text = await save(member, { name: "Villalar", frequency: "daily", query: "q=deniz+villa" });
    await save(other, { name: "Başkasının", category: "cars", query: "" });

    const mine = await listSavedSearches(getDb(), actor(member));
    expect(mine.map((search) => search.id).sort()).toEqual([houses, text].sort());
    const byId = new Map(mine.map((search) => [search.id, search]));
    // The filters as the category page reads them; the order and the layout are not part of a search.
    expect(byId.get(houses)).toMatchObject({
      category: "houses",
      filters: { city: "Girne", maxPrice: "30000" },
      frequency: "instant",
      paused: false,
    });
    expect(byId.get(text)).toMatchObject({ category: null, filters: { q: "deniz villa" }, frequency: "daily" });
    const [row] = await getDb().select({ city: savedSearches.city }).from(savedSearches).where(eq(savedSearches.id, houses));
    expect(row!.city).toBe("Girne");

    expect(await saveSearch(getDb(), actor(member), { name: "  ", category: "houses" })).toMatchObject({ outcome: "invalid" });
    expect(await saveSearch(getDb(), actor(member), { name: "x".repeat(81), category: "houses" })).toMatchObject({ outcome: "invalid" });
    expect(await saveSearch(getDb(), actor(member), { name: "Bilinmeyen", category: "boats" })).toMatchObject({ outcome: "invalid" });
    expect(await saveSearch(getDb(), actor(member), { name: "Kelimesiz", frequency: "weekly", query: "q=ev" })).toMatchObject({
      outcome: "invalid",
    });
    // The search page without words searches for nothing.
    expect(await saveSearch(getDb(), actor(member), { name: "Boş", query: "q=%20" })).toEqual({ outcome: "empty" });
  });

  it(`keeps at most ${SAVED_SEARCHES_PER_MEMBER} searches per member, also when saved at once`, async () => {
    const results = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_PER_MEMBER + 3 }, (_, index) =>
        saveSearch(getDb(), actor(member), { name: `Arama ${index}`, category: "houses", query: `minPrice=${index}` }),
      ),
    );
    expect(results.filter((result) => result.outcome === "ok")).toHaveLength(SAVED_SEARCHES_PER_MEMBER);
    expect(results.filter((result) => result.outcome === "limit")).toHaveLength(3);
    expect(await listSavedSearches(getDb(), actor(member))).toHaveLength(SAVED_SEARCHES_PER_MEMBER);
    // Another member's limit is their own.
    expect(await saveSearch(getDb(), actor(other), { name: "Benim", category: "houses" })).toMatchObject({ outcome: "ok" });
    // After a delete, there is room again.
    const [first] = await listSavedSearches(getDb(), actor(member));
    expect(await deleteSavedSearch(getDb(), actor(member), first!.id)).toBe("ok");
    expect(await saveSearch(getDb(), actor(member), { name: "Yeni", category: "houses" })).toMatchObject({ outcome: "ok" });
  });

  it("lets only the owner rename, pause, resume, change the frequency of and delete a search", async () => {
    const id = await save(member, { name: "Girne", category: "houses", query: "city=Girne" });
    const admin = { userId: other.id, isAdmin: true };
    expect(await updateSavedSearch(getDb(), actor(other), id, { name: "Benim" })).toBe("forbidden");
    expect(await updateSavedSearch(getDb(), admin, id, { paused: true })).toBe("forbidden");
    expect(await deleteSavedSearch(getDb(), actor(other), id)).toBe("forbidden");
    expect(await updateSavedSearch(getDb(), actor(member), "00000000-0000-4000-8000-000000000000", { name: "Yok" })).toBe("not_found");
    expect(await updateSavedSearch(getDb(), actor(member), "not-a-uuid", { name: "Yok" })).toBe("not_found");
    expect(await updateSavedSearch(getDb(), actor(member), id, { name: "" })).toBe("invalid");
    expect(await updateSavedSearch(getDb(), actor(member), id, { frequency: "hourly" })).toBe("invalid");
    expect((await listSavedSearches(getDb(), actor(member)))[0]).toMatchObject({ name: "Girne", paused: false, frequency: "instant" });

    expect(await updateSavedSearch(getDb(), actor(member), id, { name: "Girne evleri", frequency: "daily", paused: true })).toBe("ok");
    expect((await listSavedSearches(getDb(), actor(member)))[0]).toMatchObject({ name: "Girne evleri", paused: true, frequency: "daily" });
    expect(await updateSavedSearch(getDb(), actor(member), id, { paused: false })).toBe("ok");
    expect((await listSavedSearches(getDb(), actor(member)))[0]).toMatchObject({ paused: false });
    expect(await deleteSavedSearch(getDb(), actor(member), id)).toBe("ok");
    expect(await listSavedSearches(getDb(), actor(member))).toEqual([]);
    expect(await deleteSavedSearch(getDb(), actor(member), id)).toBe("not_found");
  });
});

describe("matching", () => {
  it("alerts each search of exactly the listings its category page shows (the same filters)", async () => {
    const searches = new Map<string, string>();
    for (const query of CATEGORY_QUERIES) searches.set(query, await save(member, { name: `Evler ${query}`, category: "houses", query }));
    const ids = await insertPending(HOUSES);
    expect(await getDb().select().from(listingMatchQueue)).toEqual([]);
    await approve(ids);
    expect((await getDb().select().from(listingMatchQueue)).map((row) => row.listingId).sort()).toEqual([...ids].sort());

    expect(await matchAllQueued(getDb())).toBeGreaterThan(0);
    expect(await getDb().select().from(listingMatchQueue)).toEqual([]);
    const sizes: number[] = [];
    for (const [query, id] of searches) {
      const page = await listCategory(getDb(), "houses", parseCategoryFilters("houses", new URLSearchParams(query)), {
        rates: FALLBACK_RATES,
      });
      const shown = page.listings.map((listing) => listing.id).sort();
      expect(await alertedListings(id), query).toEqual(shown);
      sizes.push(shown.length);
    }
    // The filters do tell listings apart (none of the comparisons is trivially all or nothing).
    expect(sizes.filter((size) => size > 0 && size < ids.length).length).toBeGreaterThanOrEqual(5);
  });

  it("matches searches saved before their shapes were kept (migration 0016): the job fills the shapes in first", async () => {
    const girne = await save(member, { name: "Girne", category: "houses", query: "city=Girne&maxPrice=30000" });
    const villa = await save(member, { name: "Villa", query: "q=villa" });
    await getDb()
      .update(savedSearches)
      .set({ matchShape: null })
      .where(inArray(savedSearches.id, [girne, villa]));
    const ids = await insertPending(HOUSES);
    await approve(ids);
    await matchAllQueued(getDb());
    const shapes = await getDb()
      .select({ id: savedSearches.id, shape: savedSearches.matchShape })
      .from(savedSearches)
      .where(inArray(savedSearches.id, [girne, villa]));
    expect(Object.fromEntries(shapes.map((row) => [row.id, row.shape]))).toEqual({
      [girne]: "houses?city=Girne&maxPrice=%7E",
      [villa]: "?q=villa",
    });
    const page = await listCategory(getDb(), "houses", parseCategoryFilters("houses", new URLSearchParams("city=Girne&maxPrice=30000")), {
      rates: FALLBACK_RATES,
    });
    expect(page.listings.length).toBeGreaterThan(0);
    expect(await alertedListings(girne)).toEqual(page.listings.map((listing) => listing.id).sort());
    expect((await alertedListings(villa)).length).toBeGreaterThan(0);
  });

  it("alerts a search page's words of the listings the search page finds, in every category", async () => {
    const villa = await save(member, { name: "Villalar", query: "q=villa" });
    const lefkosa = await save(member, { name: "Lefkoşa", query: "q=lefkoşa" });
    const ids = await insertPending([...HOUSES, { title: "Girne kiralık villa ofis", price: 5000, category: "shops" }]);
    await approve(ids);
    await matchAllQueued(getDb());
    for (const [id, q] of [
      [villa, "villa"],
      [lefkosa, "lefkoşa"],
    ] as const) {
      const found = (await searchListings(getDb(), q)).listings.map((listing) => listing.id).sort();
      expect(found.length).toBeGreaterThan(0);
      expect(await alertedListings(id), q).toEqual(found);
    }
  });

  it("alerts a search page's words narrowed by its filters of the listings those results show, in every category", async () => {
    const narrowed = await save(member, { name: "Girne'de villa", query: "q=villa&city=Girne&maxPrice=200000&sort=price-asc" });
    const [stored] = (await listSavedSearches(getDb(), actor(member))).filter((search) => search.id === narrowed);
    expect(stored).toMatchObject({ category: null, filters: { q: "villa", city: "Girne", maxPrice: "200000" } });
    const ids = await insertPending([
      ...HOUSES,
      { title: "Girne kiralık villa ofis", price: 5000, category: "shops" },
      { title: "Girne'de pahalı villa", price: 900_000, category: "houses" },
    ]);
    await approve(ids);
    await matchAllQueued(getDb());
    const filters = parseCategoryFilters("all", new URLSearchParams("q=villa&city=Girne&maxPrice=200000"));
    const shown = (await listCategory(getDb(), "all", filters, { rates: FALLBACK_RATES })).listings.map((listing) => listing.id).sort();
    // The shop and the house in Girne; not the dear one, nor Gazimağusa's.
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).not.toContain(ids.at(-1));
    expect(await alertedListings(narrowed)).toEqual(shown);
  });

  it("gives paused searches nothing, alerts no one of their own listing, and a listing that goes live again no second time", async () => {
    const paused = await save(member, { name: "Duraklatılmış", category: "houses", query: "" });
    await updateSavedSearch(getDb(), actor(member), paused, { paused: true });
    const live = await save(other, { name: "Canlı", category: "houses", query: "" });
    const own = await saveSearch(getDb(), actor(seller), { name: "Kendi ilanım", category: "houses" });
    const [id] = await insertPending([HOUSES[0]!]);
    await approve([id!]);
    await matchAllQueued(getDb());
    expect(await alertedListings(paused)).toEqual([]);
    expect(await alertedListings(own.outcome === "ok" ? own.id : "")).toEqual([]);
    expect(await alertedListings(live)).toEqual([id]);

    // Rented, then available again: queued and matched again, but announced to a search once.
    await sendSavedSearchAlerts(getDb(), deps, new Date());
    expect(await toldListings(live)).toEqual([id]);
    await getDb().update(listings).set({ status: "rented" }).where(eq(listings.id, id!));
    await approve([id!]);
    expect(await getDb().select().from(listingMatchQueue)).toHaveLength(1);
    expect(await matchAllQueued(getDb())).toBe(1);
    expect(await alertedListings(live)).toEqual([]);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date())).toBe(0);
    expect(smtp.mailsTo("diger@example.com")).toHaveLength(1);
  });

  it("a search paused and resumed drops what it was not yet told: it counts listings from its resumption", async () => {
    const id = await save(member, { name: "Hepsi", category: "houses", query: "" });
    await approve(await insertPending(HOUSES.slice(0, 2)));
    await matchAllQueued(getDb());
    expect(await alertedListings(id)).toHaveLength(2);
    await updateSavedSearch(getDb(), actor(member), id, { paused: true });
    await updateSavedSearch(getDb(), actor(member), id, { paused: false });
    expect(await alertedListings(id)).toEqual([]);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date())).toBe(0);
    expect(smtp.mailsTo("arayan@example.com")).toEqual([]);
    // A resume of a search that was not paused moves nothing; a listing after the resumption is told.
    const [later] = await insertPending(HOUSES.slice(2, 3));
    await approve([later!]);
    await matchAllQueued(getDb());
    await updateSavedSearch(getDb(), actor(member), id, { paused: false });
    expect(await alertedListings(id)).toEqual([later]);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date())).toBe(1);
  });
});

describe("sending", () => {
  it("mails an instant search once, with the listings' links and a signed one-click unsubscribe", async () => {
    const id = await save(member, { name: "Girne evleri", category: "houses", query: "city=Girne" });
    const ids = await insertPending(HOUSES.slice(0, 2));
    await approve(ids);
    await matchAllQueued(getDb());
    const now = new Date();
    expect(await sendSavedSearchAlerts(getDb(), deps, now)).toBe(1);
    expect(await sendSavedSearchAlerts(getDb(), deps, now)).toBe(0);
    const [mail] = smtp.mailsTo("arayan@example.com");
    expect(smtp.mailsTo("arayan@example.com")).toHaveLength(1);
    const text = body(mail!);
    expect(text).toContain("Girne evleri");
    for (const listingId of ids) expect(text).toContain(`${TEST_SITE}${pathsFor("tr").listing("houses", listingId)}`);
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>/im.exec(headers)?.[1];
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(unsubscribe).toMatch(new RegExp(`^${TEST_SITE}/kayitli-aramalar/${id}/abonelik-iptali\\?token=`));
    expect(text).toContain(unsubscribe!);
    const token = new URL(unsubscribe!).searchParams.get("token");
    expect(checkUnsubscribeToken(getLinkSecret(), id, token, now)).toMatchObject({ ok: true });
    expect(checkUnsubscribeToken(getLinkSecret(), ids[0]!, token, now)).toMatchObject({ ok: false });
    expect(await unsubscribeSavedSearch(getDb(), id, now)).toEqual({ name: "Girne evleri" });
    expect((await listSavedSearches(getDb(), actor(member)))[0]).toMatchObject({ paused: true });
    expect(await toldListings(id)).toEqual([...ids].sort());
  });

  it("mails every search to be told in one run, batch of matches after batch, until the run's time is spent", async () => {
    for (const [index, who] of [member, member, other, other, member].entries())
      await save(who, { name: `Arama ${index}`, category: "houses", query: "city=Girne" });
    await approve(await insertPending([HOUSES[0]!, HOUSES[1]!, HOUSES[4]!]));
    expect(await matchAllQueued(getDb())).toBe(3);
    // No time left: nothing goes; then matches two at a time: all five searches in one run, each
    // once, each told of the three listings in one mail.
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date(), { batch: 2, budgetMs: 0 })).toBe(0);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date(), { batch: 2 })).toBe(5);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date(), { batch: 2 })).toBe(0);
    expect(smtp.mailsTo("arayan@example.com")).toHaveLength(3);
    expect(smtp.mailsTo("diger@example.com")).toHaveLength(2);
    expect(smtp.mails.every((mail) => mailSubject(mail.raw).startsWith("Kayıtlı aramanıza uyan 3 yeni ilan"))).toBe(true);
    // Every search of the three matches told: the matches are done, the next run reads none of them.
    expect((await getDb().select({ done: listingMatches.instantDone }).from(listingMatches)).map((row) => row.done)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("sends a daily search one digest a day", async () => {
    const id = await save(member, { name: "Günlük", frequency: "daily", category: "houses", query: "" });
    const [createdAt] = await getDb().select({ at: savedSearches.createdAt }).from(savedSearches).where(eq(savedSearches.id, id));
    await approve(await insertPending(HOUSES.slice(0, 2)));
    await matchAllQueued(getDb());
    // Not before a day has passed since the search was saved.
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date(createdAt!.at.getTime() + DAY / 2))).toBe(0);
    const firstDigest = new Date(createdAt!.at.getTime() + DAY + 1000);
    expect(await sendSavedSearchAlerts(getDb(), deps, firstDigest)).toBe(1);
    expect(mailSubject(smtp.mailsTo("arayan@example.com")[0]!.raw)).toBe("Kayıtlı aramanıza uyan 2 yeni ilan: Günlük");
    await approve(await insertPending(HOUSES.slice(2, 3)));
    await matchAllQueued(getDb());
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date(firstDigest.getTime() + DAY - 1000))).toBe(0);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date(firstDigest.getTime() + DAY))).toBe(1);
    expect(smtp.mailsTo("arayan@example.com")).toHaveLength(2);
  });

  it("writes in the member's language", async () => {
    const { authUsers } = await import("~/.server/db/schema");
    await getDb().update(authUsers).set({ locale: "en" }).where(eq(authUsers.id, other.id));
    await save(other, { name: "Villas", query: "q=villa" });
    const [id] = await insertPending([{ ...HOUSES[0]!, title: "Girne'de villa" }]);
    await getDb().update(listings).set({ titleEn: "A villa in Kyrenia" }).where(eq(listings.id, id!));
    await approve([id!]);
    await matchAllQueued(getDb());
    await sendSavedSearchAlerts(getDb(), deps, new Date());
    const text = body(smtp.mailsTo("diger@example.com")[0]!);
    expect(text).toContain("New listings matching your search");
    expect(text).toContain("A villa in Kyrenia");
    expect(text).toContain(`${TEST_SITE}${pathsFor("en").listing("houses", id!)}`);
    expect(text).toMatch(new RegExp(`${TEST_SITE}/en/kayitli-aramalar/`));
  });
});

describe("crashes and concurrent runners", () => {
  const crash = (at: string) => (stage: string) => {
    if (stage === at) throw new Error(`killed at ${stage}`);
  };

  it("a matching run killed before its commit loses nothing: the listings wait in the queue", async () => {
    const id = await save(member, { name: "Hepsi", category: "houses", query: "" });
    const ids = await insertPending(HOUSES.slice(0, 3));
    await approve(ids);
    await expect(matchAllQueued(getDb(), { checkpoint: crash("matched") })).rejects.toThrow("killed at matched");
    expect(await alertedListings(id)).toEqual([]);
    expect(await getDb().select().from(listingMatchQueue)).toHaveLength(3);
    expect(await matchAllQueued(getDb())).toBe(3);
    expect(await alertedListings(id)).toEqual([...ids].sort());
  });

  it("a sending run killed after claiming and before the mail sends nothing; the restart sends each alert once", async () => {
    const first = await save(member, { name: "Bir", category: "houses", query: "" });
    await save(other, { name: "İki", category: "houses", query: "" });
    await approve(await insertPending(HOUSES.slice(0, 2)));
    await matchAllQueued(getDb());
    await expect(sendSavedSearchAlerts(getDb(), deps, new Date(), { checkpoint: crash("claimed") })).rejects.toThrow("killed at claimed");
    expect(smtp.mails).toEqual([]);
    expect(await alertedListings(first)).toHaveLength(2);
    expect(await toldListings(first)).toEqual([]);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date())).toBe(2);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date())).toBe(0);
    expect(smtp.mailsTo("arayan@example.com")).toHaveLength(1);
    expect(smtp.mailsTo("diger@example.com")).toHaveLength(1);
  });

  it("the documented window: killed after the mail server took the mail and before the commit, the alert goes again (never lost)", async () => {
    await save(member, { name: "Bir", category: "houses", query: "" });
    await approve(await insertPending(HOUSES.slice(0, 1)));
    await matchAllQueued(getDb());
    await expect(sendSavedSearchAlerts(getDb(), deps, new Date(), { checkpoint: crash("sent") })).rejects.toThrow("killed at sent");
    expect(smtp.mailsTo("arayan@example.com")).toHaveLength(1);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date())).toBe(1);
    expect(smtp.mailsTo("arayan@example.com")).toHaveLength(2);
  });

  it("a mail the server refuses stays unsent for the next run, and the other searches' mails go", async () => {
    const failing: AlertMailDeps = {
      ...deps,
      mailer: {
        kind: "smtp",
        send: (message) => (message.to === "arayan@example.com" ? Promise.reject(new Error("550 refused")) : deps.mailer.send(message)),
      },
    };
    await save(member, { name: "Bir", category: "houses", query: "" });
    await save(other, { name: "İki", category: "houses", query: "" });
    await approve(await insertPending(HOUSES.slice(0, 1)));
    await matchAllQueued(getDb());
    expect(await sendSavedSearchAlerts(getDb(), failing, new Date())).toBe(1);
    expect(smtp.mailsTo("diger@example.com")).toHaveLength(1);
    expect(await sendSavedSearchAlerts(getDb(), deps, new Date())).toBe(1);
    expect(smtp.mailsTo("arayan@example.com")).toHaveLength(1);
    expect(smtp.mailsTo("diger@example.com")).toHaveLength(1);
  });

  it("two runners at once match each listing once and send each alert once", async () => {
    const searches = [
      await save(member, { name: "Bir", category: "houses", query: "" }),
      await save(member, { name: "İki", category: "houses", query: "city=Girne" }),
      await save(other, { name: "Üç", query: "q=villa" }),
    ];
    const ids = await insertPending(HOUSES);
    await approve(ids);
    const [a, b] = await Promise.all([matchAllQueued(getDb(), { maxBatches: 10 }), matchAllQueued(getDb(), { maxBatches: 10 })]);
    const logged = await getDb().select().from(listingMatches);
    expect(a + b).toBe(logged.length);
    expect(await alertedListings(searches[0]!)).toEqual([...ids].sort());
    const now = new Date();
    const [x, y] = await Promise.all([sendSavedSearchAlerts(getDb(), deps, now), sendSavedSearchAlerts(getDb(), deps, now)]);
    expect(x + y).toBe(3);
    expect(smtp.mailsTo("arayan@example.com")).toHaveLength(2);
    expect(smtp.mailsTo("diger@example.com")).toHaveLength(1);
    for (const search of searches) expect(await alertedListings(search)).toEqual([]);
    expect(await toldListings(searches[0]!)).toEqual([...ids].sort());
  });
});
