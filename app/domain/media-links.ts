/**
 * Tiny, strict parsers for the links a listing may carry (docs/product.md §3 "Listing": videos, map_url; §5 "Links").
 * They extract an id or coordinates from what a member pasted; embeds are only ever built from the
 * parsed values, so pasted HTML or odd URLs never reach the page.
 */

import { parseMapCoordinates } from "./geo";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,32}$/;
const MATTERPORT_ID = /^[A-Za-z0-9]{6,32}$/;

function parseUrl(input: string): URL | null {
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");

/** The `src` of an `<iframe …>` snippet (the only thing read from pasted HTML). */
function iframeSrc(input: string): string | null {
  const match = /<iframe\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/i.exec(input);
  return match?.[2]?.replace(/&amp;/g, "&") ?? null;
}

// ---------------------------------------------------------------------------------------------
// YouTube

/**
 * A YouTube video id from youtube.com (watch, shorts, embed, live), youtube-nocookie.com/embed,
 * youtu.be, or a bare id of 6+ characters (docs/product.md §5). Null when nothing valid is found.
 */
export function parseYouTubeId(input: string, options: { allowBareId?: boolean } = {}): string | null {
  const text = input.trim();
  if (!text) return null;
  const url = parseUrl(text);
  if (!url) return (options.allowBareId ?? true) && YOUTUBE_ID.test(text) ? text : null;
  const host = hostOf(url);
  let candidate: string | null = null;
  if (host === "youtu.be") {
    candidate = url.pathname.split("/")[1] ?? null;
  } else if (host === "youtube.com" || host === "music.youtube.com" || host === "youtube-nocookie.com") {
    const [first, second] = url.pathname.split("/").slice(1);
    if (first === "watch") candidate = url.searchParams.get("v");
    else if (first === "shorts" || first === "embed" || first === "live" || first === "v") candidate = second ?? null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** Privacy-enhanced embed URL of a parsed YouTube id. */
export function youTubeEmbedUrl(id: string): string {
  if (!YOUTUBE_ID.test(id)) throw new Error(`Not a YouTube id: ${JSON.stringify(id)}`);
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

// ---------------------------------------------------------------------------------------------
// Matterport

/**
 * A Matterport model id from a my.matterport.com/show/?m=<id> (or /models/<id>) URL, from the
 * `src` of an iframe snippet, or a bare model id. Null when it cannot be parsed.
 */
export function parseMatterportId(input: string, options: { allowBareId?: boolean } = {}): string | null {
  const text = input.trim();
  if (!text) return null;
  const isSnippet = /<iframe\b/i.test(text);
  const src = isSnippet ? iframeSrc(text) : null;
  if (isSnippet && !src) return null;
  const url = parseUrl(src ?? text);
  if (!url) {
    if (isSnippet) return null;
    return (options.allowBareId ?? true) && MATTERPORT_ID.test(text) ? text : null;
  }
  const host = hostOf(url);
  if (host !== "my.matterport.com" && host !== "matterport.com") return null;
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null = null;
  if (segments[0] === "show") candidate = url.searchParams.get("m");
  else if (segments[0] === "models") candidate = segments[1] ?? null;
  return candidate && MATTERPORT_ID.test(candidate) ? candidate : null;
}

/** The Matterport 3D tour URL of a parsed model id. */
export function matterportEmbedUrl(id: string): string {
  if (!MATTERPORT_ID.test(id)) throw new Error(`Not a Matterport id: ${JSON.stringify(id)}`);
  return `https://my.matterport.com/show/?m=${id}`;
}

// ---------------------------------------------------------------------------------------------
// Videos of a listing

export type MediaLink =
  { kind: "youtube"; id: string; embedUrl: string } | { kind: "matterport"; id: string; embedUrl: string } | { kind: "video"; url: string };

const VIDEO_PATH = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

/**
 * Classifies one entry of a listing's `videos`: a YouTube or Matterport link (embedded from the
 * parsed id only) or a direct video file (an https URL or an uploaded `/media/…` file ending in a
 * video extension). Anything else is null and not shown. Bare ids are not accepted here: stored
 * entries are URLs, and a bare string could be either kind.
 */
export function classifyMediaLink(input: string): MediaLink | null {
  const text = input.trim();
  const youtube = parseYouTubeId(text, { allowBareId: false });
  if (youtube) return { kind: "youtube", id: youtube, embedUrl: youTubeEmbedUrl(youtube) };
  const matterport = parseMatterportId(text, { allowBareId: false });
  if (matterport) return { kind: "matterport", id: matterport, embedUrl: matterportEmbedUrl(matterport) };
  if (/^\/media\/[^\s"'<>\\]+$/.test(text) && !text.includes("..") && VIDEO_PATH.test(text)) return { kind: "video", url: text };
  const url = parseUrl(text);
  if (url && url.protocol === "https:" && VIDEO_PATH.test(url.pathname)) return { kind: "video", url: url.toString() };
  return null;
}

/** A listing's `videos` that parse, in order (anything unrecognised is left out). */
export function listingMedia(videos: readonly string[]): MediaLink[] {
  return videos.map(classifyMediaLink).filter((link): link is MediaLink => link !== null);
}

// ---------------------------------------------------------------------------------------------
// Google Maps

export type MapLocation = { kind: "coordinates"; lat: number; lng: number } | { kind: "place"; query: string };

const GOOGLE_HOST = /^(www\.|maps\.)?google\.(com|[a-z]{2}|com?\.[a-z]{2})$/i;

function isGoogleMapsHost(url: URL): "long" | "short" | null {
  const host = url.hostname.toLowerCase();
  if (GOOGLE_HOST.test(host)) {
    if (host.startsWith("maps.")) return "long";
    return url.pathname === "/maps" || url.pathname.startsWith("/maps/") ? "long" : null;
  }
  if (host === "maps.app.goo.gl") return "short";
  if (host === "goo.gl" && url.pathname.startsWith("/maps")) return "short";
  return null;
}

/** True for a Google Maps address (google domains with a /maps path, maps.google.*) or a short maps link (docs/product.md §5). */
export function isGoogleMapsUrl(input: string): boolean {
  const url = parseUrl(input);
  return Boolean(url && url.protocol === "https:" && isGoogleMapsHost(url));
}

function coordinates(latText: string, lngText: string): MapLocation | null {
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { kind: "coordinates", lat, lng };
}

const COORDINATE_PAIR = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

function fromQueryText(text: string | null): MapLocation | null {
  const value = text?.trim();
  if (!value) return null;
  const pair = COORDINATE_PAIR.exec(value);
  if (pair) return coordinates(pair[1]!, pair[2]!);
  return value.length <= 200 ? { kind: "place", query: value } : null;
}

/**
 * Coordinates or a place name from a full Google Maps URL: the point the link carries first
 * (`parseMapCoordinates` in domain/geo.ts: a dropped pin before the camera's `@lat,lng`), then the
 * `q`/`query`/`ll` parameters as a place's name, then `/maps/place/<name>/`.
 * Short links (maps.app.goo.gl) cannot be resolved without a network call: null.
 */
export function parseGoogleMapsLocation(input: string): MapLocation | null {
  const url = parseUrl(input);
  if (!url || isGoogleMapsHost(url) !== "long") return null;
  const point = parseMapCoordinates(input);
  if (point) return { kind: "coordinates", lat: point.lat, lng: point.lng };
  for (const name of ["q", "query", "ll", "destination"]) {
    const location = fromQueryText(url.searchParams.get(name));
    if (location) return location;
  }
  const place = /\/maps\/(?:place|search)\/([^/]+)/.exec(url.pathname)?.[1];
  if (place) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(place.replace(/\+/g, " "));
    } catch {
      return null;
    }
    return fromQueryText(decoded);
  }
  return null;
}

/** The satellite embed URL (`t=k`) of a parsed location. */
export function googleMapsEmbedUrl(location: MapLocation): string {
  if (location.kind === "coordinates") {
    return `https://www.google.com/maps?q=${location.lat},${location.lng}&t=k&z=15&output=embed`;
  }
  return `https://www.google.com/maps?q=${encodeURIComponent(location.query)}&t=k&output=embed`;
}

/** A listing's Google Maps link as its page shows it: where it opens, and the embed when one can be built. */
export interface ListingMap {
  url: string;
  /** Null for a short maps link (it cannot be resolved here): only the "open in Google Maps" link. */
  embedUrl: string | null;
}

/** `specifications.map_url` as a `ListingMap`; null for anything that is not a Google Maps link. */
export function listingMap(mapUrl: unknown): ListingMap | null {
  if (typeof mapUrl !== "string" || !isGoogleMapsUrl(mapUrl)) return null;
  const parsed = parseGoogleMapsLocation(mapUrl);
  return { url: mapUrl, embedUrl: parsed ? googleMapsEmbedUrl(parsed) : null };
}
