import { type SQL, and, count, eq, or, sql } from "drizzle-orm";
import { EARTH_RADIUS_KM, KM_PER_DEGREE, type LatLng } from "~/domain/geo";
import { MAP_CLUSTER_CELLS, MAP_POINTS_MAX, type MapBounds } from "~/domain/listing-place";
import type { Db } from "../../db/client";
import { listings } from "../../db/schema";

/*
 * The map's questions (decision 043): which listings are in a view, and how far a listing is from a
 * place. Both read `listings.map_point`, the public point (never the private one of a listing that
 * shows only its area), through the GiST index on the active listings' points; a distance is the
 * great-circle one, computed only for the listings the index found in the circle's bounding box.
 */

const longitude = sql<number>`${listings.mapPoint}[0]`;
const latitude = sql<number>`${listings.mapPoint}[1]`;

/** Listings whose public point is in the view (edges included). */
export function inBounds(bounds: MapBounds): SQL {
  return sql`${listings.mapPoint} <@ box(point(${bounds.west}, ${bounds.south}), point(${bounds.east}, ${bounds.north}))`;
}

/** The great-circle distance in km from `from` to a listing's public point (haversine). */
export function distanceKm(from: LatLng): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(power(sin(radians(${latitude} - ${from.lat}) / 2), 2) + cos(radians(${from.lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${from.lng}) / 2), 2)))))`;
}

/** The smallest view holding every point within `km` of `from`. */
export function boundsAround(from: LatLng, km: number): MapBounds {
  const latitudeSpan = km / KM_PER_DEGREE;
  const longitudeSpan = km / (KM_PER_DEGREE * Math.max(Math.cos((from.lat * Math.PI) / 180), 0.01));
  return { west: from.lng - longitudeSpan, south: from.lat - latitudeSpan, east: from.lng + longitudeSpan, north: from.lat + latitudeSpan };
}

/** Listings within `km` of `from`: the index finds those in the circle's box, the distance keeps those in the circle. */
export function withinKm(from: LatLng, km: number): SQL {
  return and(inBounds(boundsAround(from, km)), sql`${distanceKm(from)} <= ${km}`)!;
}

/** A listing on the map: its public point, its price, and whether the point is only near it. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  price: number;
  currency: string;
  /** The point is its district's centre, or the owner shows only the area around it. */
  approximate: boolean;
}

/** Listings grouped by the server: how many, around which point, in which part of the view. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
  bounds: MapBounds;
}

export type MapAnswer = { kind: "points"; total: number; points: MapPoint[] } | { kind: "clusters"; total: number; clusters: MapCluster[] };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The listings matching `where` (the page's filters, `filterConditions` in browse.ts) in a view:
 * each as a pin while there are at most MAP_POINTS_MAX of them, else grouped in a grid of
 * MAP_CLUSTER_CELLS columns over the view (rows of about the same size), so a view of the whole
 * island at 100k listings sends a few dozen groups, not 100k points.
 */
export async function listingsInView(db: Db, where: SQL, bounds: MapBounds): Promise<MapAnswer> {
  const inView = and(where, inBounds(bounds));
  const rows = await db
    .select({
      id: listings.id,
      lng: longitude,
      lat: latitude,
      price: listings.price,
      currency: listings.currency,
      approximate: sql<boolean>`${or(eq(listings.placeSource, "region"), eq(listings.placeShown, "area"))}`,
    })
    .from(listings)
    .where(inView)
    // Any MAP_POINTS_MAX + 1 rows tell whether there are more; an ORDER BY would read every match first.
    .limit(MAP_POINTS_MAX + 1);
  if (rows.length <= MAP_POINTS_MAX) {
    const points = rows
      .map((row) => ({ ...row, lat: round(Number(row.lat), 6), lng: round(Number(row.lng), 6) }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { kind: "points", total: points.length, points };
  }
  const cellWidth = (bounds.east - bounds.west) / MAP_CLUSTER_CELLS;
  // Cells about as tall as they are wide on the ground (a degree of longitude is shorter than one of latitude).
  const middle = ((bounds.south + bounds.north) / 2) * (Math.PI / 180);
  const cellHeight = cellWidth * Math.cos(middle);
  const column = sql<number>`floor((${longitude} - ${bounds.west}) / ${cellWidth})::int`;
  const row = sql<number>`floor((${latitude} - ${bounds.south}) / ${cellHeight})::int`;
  const groups = await db
    .select({
      column,
      row,
      count: count(),
      lng: sql<number>`avg(${longitude})`,
      lat: sql<number>`avg(${latitude})`,
    })
    .from(listings)
    .where(inView)
    // By position: the two expressions' parameters would make them differ from the selected ones.
    .groupBy(sql`1, 2`);
  const clusters = groups.map((group) => {
    const west = bounds.west + group.column * cellWidth;
    const south = bounds.south + group.row * cellHeight;
    return {
      lat: round(Number(group.lat), 5),
      lng: round(Number(group.lng), 5),
      count: group.count,
      bounds: {
        west: round(west, 5),
        south: round(south, 5),
        east: round(Math.min(west + cellWidth, bounds.east), 5),
        north: round(Math.min(south + cellHeight, bounds.north), 5),
      },
    };
  });
  return { kind: "clusters", total: clusters.reduce((sum, cluster) => sum + cluster.count, 0), clusters };
}
