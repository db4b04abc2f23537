import { COASTLINE } from "./coastline";

/**
 * Points on the map for the "search on a map" feature: the area the site covers, distances, the
 * coordinates in a pasted map link, the centre of every city and district of `CITIES`
 * (`./locations.ts`), and the distance to the sea. Pure functions only, shared by the server and
 * the browser.
 */

/** A point in WGS 84 degrees, as map links, GPS and map libraries give it. */
export type LatLng = { lat: number; lng: number };

/**
 * A box around northern Cyprus, with a margin: Güzelyurt bay and the Erenköy (Kokkina) exclave in
 * the west (about 32.6° E), Zafer Burnu and the Klidhes islets off the Karpaz tip in the east (about
 * 34.6° E), Pile and Akıncılar by the Green Line in the south (about 35.01° N). A box, not the Green
 * Line: it also holds parts of the south (Kato Pyrgos, Larnaca's northern villages), so it answers
 * "could this be one of our listings?", not "is this north of the Green Line?".
 */
export const NORTHERN_CYPRUS_BOUNDS = { south: 34.95, north: 35.75, west: 32.55, east: 34.7 } as const;

/** True when `p` is a finite point inside `NORTHERN_CYPRUS_BOUNDS`. */
export function isInNorthernCyprus(p: LatLng): boolean {
  const { south, north, west, east } = NORTHERN_CYPRUS_BOUNDS;
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && p.lat >= south && p.lat <= north && p.lng >= west && p.lng <= east;
}

/** The mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;
/** Kilometres in one degree of a great circle. */
export const KM_PER_DEGREE = EARTH_RADIUS_KM * RADIANS;

/** The great-circle distance between two points in km (haversine formula). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points, where asin would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ---------------------------------------------------------------------------------------------
// Map links

/** Longer input is refused before any pattern runs: no map link is this long, and the patterns' cost grows with the input. */
const MAX_LINK_LENGTH = 2000;

/** A decimal degree as links write it: optional sign, at most three integer digits. */
const DEGREES = String.raw`[+-]?\d{1,3}(?:\.\d+)?`;
/** "35.33,33.31", "35.33, 33.31", "loc:35.33,33.31", "35.33,33.31 (Label)" (geo: URIs name the pin so). */
const PAIR = new RegExp(String.raw`^(?:loc:)?\s*(${DEGREES})\s*,\s*(${DEGREES})\s*(?:\([^()]*\))?$`, "i");
/** One half of "35°19'53.2"N 33°19'07.3"E", the form Google Maps gives a dropped pin its name in. */
const DMS = String.raw`(\d{1,3})°\s*(\d{1,2})['′]\s*(\d{1,2}(?:\.\d+)?)(?:"|″|'')?\s*([NSEW])`;
const DMS_PAIR = new RegExp(String.raw`^${DMS}\s*,?\s*${DMS}$`, "i");
/** Google's pin: "…!3d35.3312!4d33.3187" in a place link's data. */
const GOOGLE_PIN = new RegExp(String.raw`!3d(${DEGREES})!4d(${DEGREES})`, "g");
/** Google's camera: "/@35.33,33.31,15z" (also ",500m", ",3a,75y" for street view). */
const GOOGLE_CAMERA = new RegExp(String.raw`/@(${DEGREES}),(${DEGREES})(?:[,/?]|$)`);
/** OpenStreetMap's view: "#map=17/35.33/33.31". */
const OSM_VIEW = new RegExp(String.raw`(?:^#|&)map=\d{1,2}/(${DEGREES})/(${DEGREES})(?:[/&]|$)`);
/** google.com, google.com.tr, google.co.uk, … with or without www. or maps. (as media-links.ts reads Google Maps links). */
const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:com|[a-z]{2}|com?\.[a-z]{2})$/;
const OSM_HOSTS: ReadonlySet<string> = new Set(["openstreetmap.org", "www.openstreetmap.org", "osm.org", "www.osm.org"]);

const round6 = (value: number) => Math.round(value * 1e6) / 1e6 + 0; // + 0 turns -0 into 0

const DEGREES_ONLY = new RegExp(`^${DEGREES}$`);

/**
 * A point from two decimal texts; null when either is not a decimal degree (`Number` would read ""
 * as 0) or is out of range.
 */
function point(latText: string | null, lngText: string | null): LatLng | null {
  const latValue = latText?.trim() ?? "";
  const lngValue = lngText?.trim() ?? "";
  if (!DEGREES_ONLY.test(latValue) || !DEGREES_ONLY.test(lngValue)) return null;
  const lat = Number(latValue);
  const lng = Number(lngValue);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat: round6(lat), lng: round6(lng) };
}

/** A point from degrees, minutes, seconds and a hemisphere letter, latitude first. */
function dmsPoint(parts: readonly string[]): LatLng | null {
  const [latD, latM, latS, latH, lngD, lngM, lngS, lngH] = parts.map((part) => part.toUpperCase());
  if (!latH || !lngH || !"NS".includes(latH) || !"EW".includes(lngH)) return null;
  // Minutes and seconds of 60 or more are not a place, they are a typo: NaN, refused below.
  const degrees = (d: string, m: string, s: string) =>
    Number(m) < 60 && Number(s) < 60 ? Number(d) + Number(m) / 60 + Number(s) / 3600 : Number.NaN;
  const lat = degrees(latD!, latM!, latS!) * (latH === "S" ? -1 : 1);
  const lng = degrees(lngD!, lngM!, lngS!) * (lngH === "W" ? -1 : 1);
  if (!(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) return null;
  return { lat: round6(lat), lng: round6(lng) };
}

/** Coordinates written as text (a query parameter, a path segment): decimal pair or degrees-minutes-seconds. */
function pointInText(text: string | null | undefined): LatLng | null {
  const value = text?.trim();
  if (!value) return null;
  const pair = PAIR.exec(value);
  if (pair) return point(pair[1]!, pair[2]!);
  const dms = DMS_PAIR.exec(value);
  return dms ? dmsPoint(dms.slice(1)) : null;
}

/** The first of the named query parameters that holds coordinates. */
function pointInParams(params: URLSearchParams, names: readonly string[]): LatLng | null {
  for (const name of names) {
    const found = pointInText(params.get(name));
    if (found) return found;
  }
  return null;
}

/** A path segment as text: "+" is a space in the links map apps write, "%2C" a comma. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/**
 * Google Maps: the pin (`!3d…!4d…` in a place link's data) before anything else, because `@` is
 * only the camera, the centre of the view the sharer had on screen; then the query parameters that
 * name a place (`q`, `query` of the api=1 links, `daddr`/`destination` of directions); then a
 * `/place/…` or `/search/…` segment that is coordinates; then `ll`/`center` and `@`, the view.
 */
function fromGoogle(url: URL): LatLng | null {
  const pins = [...(url.pathname + url.search).matchAll(GOOGLE_PIN)];
  for (const pin of pins.reverse()) {
    const found = point(pin[1]!, pin[2]!);
    if (found) return found;
  }
  const query = pointInParams(url.searchParams, ["q", "query", "daddr", "destination"]);
  if (query) return query;
  const segments = url.pathname.split("/");
  const named = segments.findIndex((segment) => segment === "place" || segment === "search");
  if (named !== -1) {
    const found = pointInText(decodeSegment(segments[named + 1] ?? ""));
    if (found) return found;
  }
  const view = pointInParams(url.searchParams, ["ll", "sll", "center"]);
  if (view) return view;
  const camera = GOOGLE_CAMERA.exec(url.pathname);
  return camera ? point(camera[1]!, camera[2]!) : null;
}

/** Apple Maps: `coordinate` (place links), `q` when it is coordinates, `daddr`, then `ll` (the pin of "Dropped Pin" links) and `sll`. */
function fromApple(url: URL): LatLng | null {
  return pointInParams(url.searchParams, ["coordinate", "q", "daddr", "ll", "sll"]);
}

/** OpenStreetMap: the marker (`mlat`/`mlon`), a search for coordinates, then the view (`#map=zoom/lat/lng`), then old `lat`/`lon` links. */
function fromOpenStreetMap(url: URL): LatLng | null {
  const params = url.searchParams;
  const marker = point(params.get("mlat"), params.get("mlon"));
  if (marker) return marker;
  const query = pointInParams(params, ["query"]);
  if (query) return query;
  const view = OSM_VIEW.exec(url.hash);
  if (view) return point(view[1]!, view[2]!);
  return point(params.get("lat"), params.get("lon"));
}

/**
 * A geo: URI (RFC 5870), "geo:35.33,33.31" with an optional altitude and ";…" parameters, or
 * Android's "geo:0,0?q=35.33,33.31(Label)", where the pin is in `q` and 0,0 means "no position".
 */
function fromGeoUri(rest: string): LatLng | null {
  const [path = "", query = ""] = rest.split("?", 2);
  const inQuery = pointInText(new URLSearchParams(query).get("q"));
  if (inQuery) return inQuery;
  const [lat = null, lng = null] = (path.split(";")[0] ?? "").split(",");
  const found = point(lat, lng);
  return found && (found.lat !== 0 || found.lng !== 0) ? found : null;
}

/**
 * The coordinates in a map link a member pasted, rounded to 6 decimals (about 10 cm), or null.
 *
 * Read: Google Maps (`/maps/@lat,lng,15z`, `/maps/place/<name>/@…/data=…!3d<lat>!4d<lng>`,
 * `?q=`, `?ll=`, `?query=` of the api=1 links, `/maps/search/<lat>,+<lng>`, `?q=loc:<lat>,<lng>` on
 * maps.google.com, a dropped pin's "35°19'53.2"N 33°19'07.3"E"), Apple Maps (`?ll=`, `?q=`,
 * `?coordinate=`), OpenStreetMap (`?mlat=…&mlon=…`, `#map=zoom/lat/lng`, `?query=`) and geo: URIs;
 * commas and spaces may be percent-encoded, numbers may carry a sign. A link written without
 * "https://" is read as https.
 *
 * Null for: short links (maps.app.goo.gl/…, goo.gl/maps/…: they hold only a key, and resolving it
 * would take a request to Google), other hosts, other schemes (javascript:, data:, ftp:, …),
 * latitudes beyond ±90 or longitudes beyond ±180, and input longer than 2,000 characters, refused
 * before any pattern runs. Points outside northern Cyprus are returned: `isInNorthernCyprus` is
 * the caller's decision.
 *
 * Unlike `parseGoogleMapsLocation` in `./media-links.ts` (a listing's embedded map, which may also be
 * a place name), this returns coordinates only, and the pin before the camera.
 */
export function parseMapCoordinates(url: string): LatLng | null {
  if (typeof url !== "string" || url.length > MAX_LINK_LENGTH) return null;
  const text = url.trim();
  if (/^geo:/i.test(text)) return fromGeoUri(text.slice(4));
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  if (GOOGLE_HOST.test(host)) {
    // On www.google.* only /maps is a map; a search page's ?q= is not a pin.
    const isMap = host.startsWith("maps.") || parsed.pathname === "/maps" || parsed.pathname.startsWith("/maps/");
    return isMap ? fromGoogle(parsed) : null;
  }
  if (host === "maps.apple.com") return fromApple(parsed);
  if (OSM_HOSTS.has(host)) return fromOpenStreetMap(parsed);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Centres of the cities and districts of `CITIES`

/** A city's centre and the centre of each of its districts (`regions` in `./locations.ts`, "Merkez" included). */
export interface PlaceCentres {
  centre: LatLng;
  regions: Readonly<Record<string, LatLng>>;
}

const at = (lat: number, lng: number): LatLng => ({ lat, lng });

const LEFKOSA = at(35.1768, 33.3617); // Sarayönü / Selimiye, inside the walls
const GIRNE = at(35.338, 33.318); // the old harbour's town centre
const GAZIMAGUSA = at(35.1205, 33.9389); // by the walled city
const GUZELYURT = at(35.1987, 32.9934);
const ISKELE = at(35.2863, 33.8917); // the old village of Trikomo, not Long Beach
const LEFKE = at(35.112, 32.85);
const ERCAN = at(35.1477, 33.503); // the passenger terminal

/**
 * The centre of every city and district of `CITIES` (by their stored Turkish names): the village's
 * centre for a district that is a village, the neighbourhood's middle for a quarter of a town, and
 * the city centre for "Merkez". Ercan, the airport, has no districts: its centre is the terminal.
 *
 * Placed from maps to within a kilometre or so (a quarter of Lefkoşa or Gazimağusa has no official
 * centre): good for centring a map and for "about x km", not for addresses.
 * tests/unit/geo.test.ts checks that every city and district of `CITIES` is here, inside
 * `NORTHERN_CYPRUS_BOUNDS`, and near its city (the districts up the Karpaz and along the far
 * coasts excepted, by name).
 */
export const PLACE_CENTRES: Readonly<Record<string, PlaceCentres>> = {
  Ercan: { centre: ERCAN, regions: {} },
  Lefkoşa: {
    centre: LEFKOSA,
    regions: {
      Merkez: LEFKOSA,
      Alayköy: at(35.1845, 33.253),
      Değirmenlik: at(35.248, 33.48),
      Gönyeli: at(35.2164, 33.3047),
      Hamitköy: at(35.203, 33.379),
      Haspolat: at(35.213, 33.42),
      Kermiya: at(35.191, 33.4),
      Köşklüçiftlik: at(35.1855, 33.366),
      Kumsal: at(35.181, 33.348),
      "Küçük Kaymaklı": at(35.18, 33.38),
      Marmara: at(35.193, 33.362),
      Metehan: at(35.1795, 33.33),
      Ortaköy: at(35.196, 33.337),
      Taşkınköy: at(35.199, 33.353),
      Yenikent: at(35.223, 33.335),
      Yenişehir: at(35.187, 33.355),
    },
  },
  Girne: {
    centre: GIRNE,
    regions: {
      Merkez: GIRNE,
      Alsancak: at(35.3394, 33.1961),
      Arapköy: at(35.3065, 33.4348),
      Bahçeli: at(35.355, 33.6371),
      Beylerbeyi: at(35.306, 33.355),
      Çatalköy: at(35.3225, 33.386),
      Dikmen: at(35.273, 33.368),
      Doğanköy: at(35.328, 33.33),
      Edremit: at(35.325, 33.283),
      Esentepe: at(35.3395, 33.5827),
      Karaman: at(35.312, 33.272),
      Karaoğlanoğlu: at(35.3395, 33.26),
      Karşıyaka: at(35.339, 33.121),
      Lapta: at(35.3382, 33.1737),
      Ozanköy: at(35.318, 33.366),
      Tatlısu: at(35.3742, 33.7558),
      Zeytinlik: at(35.3295, 33.301),
    },
  },
  Gazimağusa: {
    centre: GAZIMAGUSA,
    regions: {
      Merkez: GAZIMAGUSA,
      Akdoğan: at(35.099, 33.68),
      Baykal: at(35.117, 33.93),
      Beyarmudu: at(35.0417, 33.7083),
      Çanakkale: at(35.132, 33.917),
      Dumlupınar: at(35.112, 33.92),
      Geçitkale: at(35.2598, 33.7319),
      İnönü: at(35.176, 33.778),
      Karakol: at(35.141, 33.917),
      Maraş: at(35.102, 33.957),
      Mutluyaka: at(35.1724, 33.8349),
      Pile: at(35.0124, 33.6919),
      Sakarya: at(35.133, 33.926),
      Serdarlı: at(35.25, 33.633),
      Tuzla: at(35.1611, 33.8831),
      Vadili: at(35.133, 33.65),
      "Yeni Boğaziçi": at(35.1962, 33.878),
    },
  },
  Güzelyurt: {
    centre: GUZELYURT,
    regions: {
      Merkez: GUZELYURT,
      Akçay: at(35.166, 32.948),
      Aydınköy: at(35.205, 33.022),
      Gaziveren: at(35.165, 32.92),
      Kalkanlı: at(35.244, 33.031),
      Mevlevi: at(35.2025, 33.0578),
      Serhatköy: at(35.209, 33.08),
      Şahinler: at(35.223, 33.108),
      Yayla: at(35.225, 32.985),
      Zümrütköy: at(35.185, 33.05),
    },
  },
  İskele: {
    centre: ISKELE,
    regions: {
      Merkez: ISKELE,
      Ardahan: at(35.317, 33.833),
      Bafra: at(35.3795, 34.0713),
      Boğaz: at(35.315, 33.9506),
      "Boğaztepe (Long Beach)": at(35.285, 33.923),
      Büyükkonuk: at(35.43, 34.12),
      Dipkarpaz: at(35.5972, 34.3792),
      Kaplıca: at(35.404, 33.91),
      Kumyalı: at(35.416, 34.135),
      Mehmetçik: at(35.423, 34.075),
      Ötüken: at(35.365, 34.015),
      "Yeni Erenköy": at(35.5356, 34.1894),
    },
  },
  Lefke: {
    centre: LEFKE,
    regions: {
      Merkez: LEFKE,
      Bağlıköy: at(35.112, 32.81),
      Bademliköy: at(35.16, 32.74),
      Cengizköy: at(35.122, 32.872),
      Doğancı: at(35.153, 32.902),
      Gemikonağı: at(35.141, 32.833),
      Taşköy: at(35.135, 32.78),
      Yedidalga: at(35.148, 32.8),
      Yeşilırmak: at(35.165, 32.733),
    },
  },
};

/**
 * The centre of a district (`region`) of `city` when it is known, else the city's centre ("Merkez",
 * a district not in the table, none given); null for an unknown city.
 */
export function placeCentre(city: string, region?: string | null): LatLng | null {
  const place = Object.hasOwn(PLACE_CENTRES, city) ? PLACE_CENTRES[city] : undefined;
  if (!place) return null;
  if (region && Object.hasOwn(place.regions, region)) return place.regions[region] ?? place.centre;
  return place.centre;
}

// ---------------------------------------------------------------------------------------------
// Distance to the sea

/**
 * Distance in km from `p` to the nearest point of the coastline of `./coastline.ts`: the minimum
 * over its segments, each measured in a flat (equirectangular) projection centred on `p`, which
 * over the few tens of km of the island errs by far less than the coastline's own simplification.
 * Only the north's coast is drawn, so a point in the south gets its distance to that coast.
 */
export function distanceToSeaKm(p: LatLng): number {
  const xScale = KM_PER_DEGREE * Math.cos(p.lat * RADIANS);
  let best = Infinity;
  for (let i = 1; i < COASTLINE.length; i++) {
    const a = COASTLINE[i - 1]!;
    const b = COASTLINE[i]!;
    // The segment's ends in km from p (x east, y north).
    const ax = (a.lng - p.lng) * xScale;
    const ay = (a.lat - p.lat) * KM_PER_DEGREE;
    const bx = (b.lng - p.lng) * xScale;
    const by = (b.lat - p.lat) * KM_PER_DEGREE;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    // The closest point of the segment to the origin (p), clamped to the segment's ends.
    const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}
