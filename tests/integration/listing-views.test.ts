import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { contentVersion, listingViewAddresses, listingViews, listings } from "~/.server/db/schema";
import { getDb, runSweep, runtimeOfThisFile } from "../support/runtime";
import { VIEWERS_PER_ADDRESS, viewerAddress } from "~/.server/services/listings/listing-views";
import { BROWSER_ID_HEADER } from "~/domain/listing-detail";
import { action as viewAction } from "~/routes/api.listing-view";
import { insertListing } from "../support/listings";
import { type TestMember, signInNewMember } from "../support/members";
import { TEST_SITE, run } from "../support/routes";

/**
 * POST /api/listings/{id}/view on a real runtime: the counter cannot be inflated
 * by repeating the call. One viewer counts once per listing and day: a member by their account,
 * anyone else by address and browser, at most VIEWERS_PER_ADDRESS browsers per address (carrier
 * NAT); counting never bumps the content version; old marks are removed by a maintenance job.
 */

const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
runtimeOfThisFile("listing-views");
let seller: TestMember;
let member: TestMember;

beforeAll(async () => {
  seller = await signInNewMember("satici@example.com", "Satıcı");
  member = await signInNewMember("uye@example.com", "Üye");
});

function view(id: string, options: { ip?: string; userAgent?: string; browserId?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    origin: TEST_SITE,
    "user-agent": options.userAgent ?? BROWSER,
    [CLIENT_IP_HEADER]: options.ip ?? "203.0.113.10",
  };
  if (options.browserId) headers[BROWSER_ID_HEADER] = options.browserId;
  if (options.cookie) headers.cookie = options.cookie;
  return run(viewAction, new Request(`${TEST_SITE}/api/listings/${id}/view`, { method: "POST", headers }), { id });
}

const viewsOf = async (id: string) => (await getDb().select({ views: listings.views }).from(listings).where(eq(listings.id, id)))[0]!.views;
const version = async () => (await getDb().select({ version: contentVersion.version }).from(contentVersion))[0]!.version;

describe("POST /api/listings/{id}/view: deduplicated on the server", () => {
  it("counts 500 posts from one address and browser as one view, without bumping the content version", async () => {
    const id = await insertListing(seller.id, "active");
    const versionBefore = await version();
    const answers = [];
    for (let batch = 0; batch < 10; batch++) answers.push(...(await Promise.all(Array.from({ length: 50 }, () => view(id)))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => (answer.body as { views: number }).views))).toEqual(new Set([1]));
    expect(await viewsOf(id)).toBe(1);
    expect(await version()).toBe(versionBefore);
  });

  it("counts different addresses, and different browsers behind one address up to the per-address cap", async () => {
    const id = await insertListing(seller.id, "active");
    for (let index = 1; index <= 5; index++) expect((await view(id, { ip: `198.51.100.${index}` })).body).toEqual({ views: index });
    // Carrier NAT: ten people on one address, each browser with its own id (same phone model and browser).
    for (let index = 0; index < 10; index++) await view(id, { ip: "203.0.113.99", browserId: `browser-${index}-xxxxxxxx` });
    expect(await viewsOf(id)).toBe(15);
    // A script rotating browser ids from one address stops at the cap.
    await Promise.all(Array.from({ length: 60 }, (_, index) => view(id, { ip: "203.0.113.99", browserId: `script-${index}-xxxxxxxx` })));
    const capped = await viewsOf(id);
    expect(capped).toBe(5 + VIEWERS_PER_ADDRESS);
    // IPv6 addresses count by their /64: rotating the interface part does not add views.
    for (let index = 1; index <= 30; index++) await view(id, { ip: `2001:db8:1:2::${index.toString(16)}` });
    expect(await viewsOf(id)).toBe(capped + 1);
    expect(viewerAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(viewerAddress("::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("counts a signed-in member once whatever their address or browser", async () => {
    const id = await insertListing(seller.id, "active");
    for (let index = 1; index <= 5; index++)
      await view(id, { cookie: member.cookie, ip: `192.0.2.${index}`, browserId: `member-${index}-xxxxxxxx` });
    expect(await viewsOf(id)).toBe(1);
    expect((await view(id, { ip: "192.0.2.200" })).body).toEqual({ views: 2 });
  });

  it("removes the marks of past days with the maintenance job; a new day counts again", async () => {
    const id = await insertListing(seller.id, "active");
    await view(id);
    expect(await view(id)).toMatchObject({ body: { views: 1 } });
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    await getDb().update(listingViews).set({ day: yesterday }).where(eq(listingViews.listingId, id));
    await getDb().update(listingViewAddresses).set({ day: yesterday }).where(eq(listingViewAddresses.listingId, id));
    expect(await runSweep("view-marks")).toBe(true);
    expect(await getDb().select().from(listingViews).where(eq(listingViews.listingId, id))).toEqual([]);
    expect(await getDb().select().from(listingViewAddresses).where(eq(listingViewAddresses.listingId, id))).toEqual([]);
    expect(await view(id)).toMatchObject({ body: { views: 2 } });
  });
});
