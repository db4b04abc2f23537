import { type LatLng, isInNorthernCyprus, parseMapCoordinates, placeCentre } from "./geo";

/**
 * Where a listing is (decision 043). Every listing has a point: the one its map link carries, or
 * its district's centre (then it counts as approximate). An owner may show only the surroundings:
 * the public point is then the centre of the grid cell holding the listing, and its page draws a
 * circle around it; the point itself stays on the server.
 */

/** Where a listing's point came from: its map link, the owner's pin, or its district's centre. */
export const PLACE_SOURCES = ["link", "pin", "region"] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

/** What the public sees of the point: the point, or only the area around it. */
export const PLACE_SHOWN = ["exact", "area"] as const;
export type PlaceShown = (typeof PLACE_SHOWN)[number];

/**
 * The cells an "area" listing's public point snaps to, in degrees: about 445 m × 455 m at
 * northern Cyprus's latitude (35.2°). The database computes the public point from these
 * (`listings.map_point`), so they are a migration's business to change.
 */
export const PLACE_AREA_GRID = { lat: 0.004, lng: 0.005 } as const;

/** The circle shown around an "area" listing's public point: it holds the whole cell (half its diagonal is about 320 m). */
export const PLACE_AREA_RADIUS_M = 350;

/** A listing's point and where it came from. */
export interface ListingPlace {
  latitude: number;
  longitude: number;
  placeSource: PlaceSource;
}

/**
 * The place of a listing's content: the coordinates of its map link when they are in northern
 * Cyprus, else the owner's pin when there is one there, else its district's centre (its city's
 * when the district has none); null for a city this product does not know.
 */
export function listingPlace(content: { city: string; region: string | null; mapUrl: unknown; pin?: LatLng | null }): ListingPlace | null {
  const linked = typeof content.mapUrl === "string" ? parseMapCoordinates(content.mapUrl) : null;
  if (linked && isInNorthernCyprus(linked)) return { latitude: linked.lat, longitude: linked.lng, placeSource: "link" };
  if (content.pin && isInNorthernCyprus(content.pin)) return { latitude: content.pin.lat, longitude: content.pin.lng, placeSource: "pin" };
  const centre = placeCentre(content.city, content.region);
  return centre ? { latitude: centre.lat, longitude: centre.lng, placeSource: "region" } : null;
}

/** `listingPlace` of a listing's stored content (its map link is `specifications.map_url`), as the columns it fills. */
export function placeColumns(content: {
  city: string;
  region: string | null;
  specifications: Readonly<Record<string, unknown>>;
}): ListingPlace | { latitude: null; longitude: null; placeSource: null } {
  return (
    listingPlace({ city: content.city, region: content.region, mapUrl: content.specifications.map_url }) ?? {
      latitude: null,
      longitude: null,
      placeSource: null,
    }
  );
}

/** A map's view: its west, south, east and north edges in degrees. */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** How many listings a view shows as pins; above it, the server groups them into clusters. */
export const MAP_POINTS_MAX = 500;

/** How many cells across the view's width the server's clusters are computed in (about 40 px each on a phone). */
export const MAP_CLUSTER_CELLS = 10;
