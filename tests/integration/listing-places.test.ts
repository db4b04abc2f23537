import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { listings } from "~/.server/db/schema";
import { filterConditions } from "~/.server/services/discovery/browse";
import { boundsAround, distanceKm, inBounds, listingsInView, withinKm } from "~/.server/services/discovery/map";
import { getListingDetail } from "~/.server/services/listings/listing-detail";
import { placeUnplacedListings } from "~/.server/services/listings/listing-places";
import { approveRevision } from "~/.server/services/listings/listing-revisions";
import { FALLBACK_CURRENCY_RATES } from "~/domain/currency";
import { parseCategoryFilters } from "~/domain/filters";
import { distanceKm as greatCircleKm, placeCentre } from "~/domain/geo";
import { landmarkById } from "~/domain/landmarks";
import { MAP_POINTS_MAX, PLACE_AREA_GRID } from "~/domain/listing-place";
import { action as editAction } from "~/routes/edit-listing";
import { action as createAction } from "~/routes/new-listing";
import { houseListing as house, insertListing } from "../support/listings";
import { type TestMember, signInOwnerOtherAdmin } from "../support/members";
import { TEST_SITE, run } from "../support/routes";
import { getDb, runtimeOfThisFile } from "../support/runtime";

/**
 * Every listing has a place (decision 043), and the map's questions are answered from the public
 * point on both databases: a listing saved with a map link is at the link's point, one without at
 * its district's centre; listings from before places existed are placed by the sweep; a view
 * returns the listings in it (as clusters whose counts add up when there are many); "within 2 km
 * of EMU" keeps exactly the listings within 2 km; an "area" listing's exact point is in no answer.
 */

runtimeOfThisFile("listing-places");
let owner: TestMember;
let admin: TestMember;

beforeAll(async () => {
  ({ owner, admin } = await signInOwnerOtherAdmin());
});

function postJson(pathname: string, body: unknown, member: TestMember) {
  return new Request(`${TEST_SITE}${pathname}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: TEST_SITE, [CLIENT_IP_HEADER]: "198.51.100.78", cookie: member.cookie },
  });
}

const create = (body: unknown) => run(createAction, postJson("/ilan-ver", body, owner));
const edit = (id: string, body: unknown, member: TestMember) => run(editAction, postJson(`/ilanlar/${id}/duzenle`, body, member), { id });
const placeOf = async (id: string) =>
  (
    await getDb()
      .select({
        latitude: listings.latitude,
        longitude: listings.longitude,
        placeSource: listings.placeSource,
        mapPoint: listings.mapPoint,
      })
      .from(listings)
      .where(eq(listings.id, id))
  )[0]!;

/** A point `km` east of `from` (on its latitude). */
const east = (from: { lat: number; lng: number }, km: number) => ({
  lat: from.lat,
  lng: from.lng + km / (111.195 * Math.cos((from.lat * Math.PI) / 180)),
});

describe("a listing's place", () => {
  it("is the map link's point when the link carries one, else the district's centre", async () => {
    const linked = house({ mapUrl: "https://www.google.com/maps/place/Alsancak/@35.3431,33.1967,17z" });
    expect(await create(linked)).toMatchObject({ status: 201 });
    expect(await placeOf(linked.id)).toMatchObject({
      latitude: 35.3431,
      longitude: 33.1967,
      placeSource: "link",
      mapPoint: { x: 33.1967, y: 35.3431 },
    });

    const unlinked = house({ mapUrl: "", city: "Gazimağusa", region: "Sakarya" });
    expect(await create(unlinked)).toMatchObject({ status: 201 });
    const centre = placeCentre("Gazimağusa", "Sakarya")!;
    expect(await placeOf(unlinked.id)).toMatchObject({ latitude: centre.lat, longitude: centre.lng, placeSource: "region" });

    // A link somewhere else in the world is not the listing's place.
    const abroad = house({ mapUrl: "https://www.google.com/maps/@51.5007,-0.1246,17z" });
    expect(await create(abroad)).toMatchObject({ status: 201 });
    expect(await placeOf(abroad.id)).toMatchObject({ placeSource: "region" });
  });

  it("moves with the content: an edit's new link, and an approved revision's", async () => {
    const input = house({ mapUrl: "" });
    await create(input);
    await edit(input.id, { ...input, mapUrl: "https://maps.google.com/?q=35.1856,33.3823" }, owner);
    expect(await placeOf(input.id)).toMatchObject({ latitude: 35.1856, longitude: 33.3823, placeSource: "link" });

    // Live: the member's change of place is a revision; the public point moves when it is approved.
    await getDb().update(listings).set({ status: "active" }).where(eq(listings.id, input.id));
    await edit(input.id, { ...input, city: "Lefkoşa", region: "Gönyeli", mapUrl: "" }, owner);
    expect(await placeOf(input.id)).toMatchObject({ latitude: 35.1856, placeSource: "link" });
    const notify = async () => {};
    expect(await approveRevision({ db: getDb(), notify }, { userId: admin.id, name: "Admin" }, input.id)).toMatchObject({ ok: true });
    const gonyeli = placeCentre("Lefkoşa", "Gönyeli")!;
    expect(await placeOf(input.id)).toMatchObject({ latitude: gonyeli.lat, longitude: gonyeli.lng, placeSource: "region" });
  });

  it("is given by the sweep to listings from before places existed, once", async () => {
    const old = await insertListing(owner.id, "active", {
      city: "Girne",
      region: "Lapta",
      specifications: { map_url: "https://www.google.com/maps/place/X/data=!3d35.3403!4d33.1658" },
    });
    const older = await insertListing(owner.id, "active", { city: "İskele", region: "Boğaz" });
    expect(await placeOf(old)).toMatchObject({ placeSource: null, mapPoint: null });
    expect(await placeUnplacedListings(getDb())).toBeGreaterThanOrEqual(2);
    expect(await placeOf(old)).toMatchObject({ latitude: 35.3403, longitude: 33.1658, placeSource: "link" });
    const boğaz = placeCentre("İskele", "Boğaz")!;
    expect(await placeOf(older)).toMatchObject({ latitude: boğaz.lat, longitude: boğaz.lng, placeSource: "region" });
    expect(await placeUnplacedListings(getDb())).toBe(0);
  });
});

describe("a listing that shows only its area", () => {
  it("keeps its point and its map link out of its public page's data", async () => {
    const link = "https://www.google.com/maps/place/Ev/@35.33,33.31,15z/data=!3d35.331234!4d33.318765";
    const id = await insertListing(owner.id, "active", {
      city: "Girne",
      region: "Merkez",
      specifications: { map_url: link, rental_term: "monthly" },
      latitude: 35.331234,
      longitude: 33.318765,
      placeSource: "link",
      placeShown: "area",
    });
    const detail = await getListingDetail(getDb(), id);
    const text = JSON.stringify(detail);
    expect(detail?.listing.specifications.map_url).toBeUndefined();
    expect(text).not.toContain("35.331234");
    expect(text).not.toContain("33.318765");
    // Its owner still has the link in the edit form's data (getListingForEdit reads the row).
    const [row] = await getDb().select({ specifications: listings.specifications }).from(listings).where(eq(listings.id, id));
    expect(row!.specifications.map_url).toBe(link);
  });
});

describe("the map's questions", () => {
  // A corner of the sea north of Kyrenia nobody else's listings use: a test's own view.
  const corner = { lat: 35.52, lng: 33.02 };
  const category = "shops" as const;

  async function placeShops(points: { lat: number; lng: number; shown?: "exact" | "area" }[]) {
    const rows = await getDb()
      .insert(listings)
      .values(
        points.map((point) => ({
          ownerId: owner.id,
          title: "Dükkân",
          price: 1000,
          categorySlug: category,
          status: "active" as const,
          city: "Girne",
          region: "Merkez",
          latitude: point.lat,
          longitude: point.lng,
          placeSource: "pin" as const,
          placeShown: point.shown ?? ("exact" as const),
        })),
      )
      .returning({ id: listings.id });
    return rows.map((row) => row.id);
  }
  const shopsWhere = () => filterConditions(category, parseCategoryFilters(category, new URLSearchParams()), FALLBACK_CURRENCY_RATES.rates);

  it("a view holds exactly the listings whose public point is in it; an area listing shows its cell's centre, never its point", async () => {
    const inside = await placeShops([east(corner, 0.3), east(corner, 0.6)]);
    const outside = await placeShops([east(corner, 30)]);
    const [area] = await placeShops([{ lat: corner.lat + 0.0013, lng: corner.lng + 0.0021, shown: "area" }]);
    const view = { west: corner.lng - 0.01, south: corner.lat - 0.01, east: corner.lng + 0.01, north: corner.lat + 0.01 };
    const answer = await listingsInView(getDb(), shopsWhere(), view);
    expect(answer.kind).toBe("points");
    if (answer.kind !== "points") return;
    const ids = answer.points.map((point) => point.id);
    expect(ids).toEqual(expect.arrayContaining([...inside, area]));
    expect(ids).not.toContain(outside[0]);
    const shownArea = answer.points.find((point) => point.id === area)!;
    expect(shownArea.approximate).toBe(true);
    const cell = (value: number, size: number) => (Math.floor(value / size) + 0.5) * size;
    expect(shownArea.lat).toBeCloseTo(cell(corner.lat + 0.0013, PLACE_AREA_GRID.lat), 9);
    expect(shownArea.lng).toBeCloseTo(cell(corner.lng + 0.0021, PLACE_AREA_GRID.lng), 9);
    expect(JSON.stringify(answer)).not.toContain(String(corner.lat + 0.0013));
  });

  it("groups a crowded view into clusters whose counts add up to the listings in it", async () => {
    const crowd = { lat: 35.56, lng: 32.9 };
    const points = Array.from({ length: MAP_POINTS_MAX + 40 }, (_, index) => ({
      lat: crowd.lat + (index % 23) * 0.0011,
      lng: crowd.lng + Math.floor(index / 23) * 0.0013,
    }));
    await placeShops(points);
    const view = { west: crowd.lng - 0.001, south: crowd.lat - 0.001, east: crowd.lng + 0.04, north: crowd.lat + 0.03 };
    const answer = await listingsInView(getDb(), shopsWhere(), view);
    expect(answer.kind).toBe("clusters");
    if (answer.kind !== "clusters") return;
    const [inView] = await getDb()
      .select({ value: count() })
      .from(listings)
      .where(and(shopsWhere(), inBounds(view)));
    expect(answer.total).toBe(inView!.value);
    expect(answer.total).toBeGreaterThanOrEqual(points.length);
    expect(answer.clusters.length).toBeLessThan(150);
    for (const cluster of answer.clusters) {
      expect(cluster.lat).toBeGreaterThanOrEqual(cluster.bounds.south - 1e-5);
      expect(cluster.lat).toBeLessThanOrEqual(cluster.bounds.north + 1e-5);
      expect(cluster.lng).toBeGreaterThanOrEqual(cluster.bounds.west - 1e-5);
      expect(cluster.lng).toBeLessThanOrEqual(cluster.bounds.east + 1e-5);
    }
  });

  it("'within 2 km of EMU' keeps exactly the listings within 2 km, nearest first", async () => {
    const emu = landmarkById("emu")!.position;
    const distances = [0.4, 1.2, 1.95, 2.05, 3.5];
    const ids = await placeShops(distances.map((km) => east(emu, km)));
    const from = emu;
    const rows = await getDb()
      .select({ id: listings.id, km: distanceKm(from) })
      .from(listings)
      .where(and(shopsWhere(), withinKm(from, 2)))
      .orderBy(distanceKm(from));
    const ours = rows.filter((row) => ids.includes(row.id));
    expect(ours.map((row) => row.id)).toEqual(ids.slice(0, 3));
    for (const [index, row] of ours.entries()) expect(Number(row.km)).toBeCloseTo(greatCircleKm(from, east(emu, distances[index]!)), 2);
    // The box the index reads holds the whole circle.
    const box = boundsAround(from, 2);
    expect(greatCircleKm(from, { lat: from.lat, lng: box.east })).toBeGreaterThanOrEqual(1.999);
    expect(greatCircleKm(from, { lat: box.north, lng: from.lng })).toBeGreaterThanOrEqual(1.999);
  });

  it("answers a view from the active listings' index", async () => {
    const view = { west: 33.0, south: 35.1, east: 33.5, north: 35.4 };
    // The tables of a test are small enough to read whole: with sequential scans off, the planner
    // shows that the index serves the view's condition.
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from ${listings} where ${listings.status} = 'active' and ${inBounds(view)}`);
    });
    expect(plan.rows.map((row) => Object.values(row).join(" ")).join("\n")).toContain("listings_active_map_point_idx");
  });
});
