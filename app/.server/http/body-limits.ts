import { matchPath } from "react-router";
import { CONTENT_IMAGE_MAX_BYTES } from "~/domain/admin-content";
import { AVATAR_MAX_BYTES } from "~/domain/profile";
import { UPLOAD_ENVELOPE_BYTES, VIDEO_MAX_BYTES } from "~/domain/uploads";
import { splitLocalePath } from "~/lib/paths";

/**
 * How large a request body each route may receive, enforced by the HTTP server while the body
 * streams in (server/request-handler.ts): a declared Content-Length over the limit is answered 413
 * before anything is read, and a chunked body is cut off with 413 at the limit. So no route can
 * buffer more than its limit. Routes read bodies through the one reader (body.ts: readForm,
 * readMultipart, readText, readJson, readBytes), whose default limit is the same entry: a new route
 * gets the default, small limit by construction and needs an entry here only when it takes files.
 */

/** Account forms, JSON endpoints, admin actions, Better Auth's endpoints: everything without files. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** A listing as JSON (both languages' texts, specifications, media URLs; files are uploaded apart). */
export const LISTING_FORM_BODY_LIMIT_BYTES = 256 * 1024;

/** Room for the multipart envelope and the small text fields around one file. */
const ENVELOPE_BYTES = 64 * 1024;

const ROUTE_BODY_LIMITS: readonly { patterns: readonly string[]; bytes: number }[] = [
  // One listing photo or video per request.
  { patterns: ["/api/uploads"], bytes: VIDEO_MAX_BYTES + UPLOAD_ENVELOPE_BYTES },
  {
    patterns: ["/ilan-ver", "/ilanlar/:id/duzenle", "/yonetim/ilanlar/yeni", "/yonetim/ilanlar/:id/duzenle"],
    bytes: LISTING_FORM_BODY_LIMIT_BYTES,
  },
  // The profile's avatar (its other intents are small forms).
  { patterns: ["/profil/:id"], bytes: AVATAR_MAX_BYTES + ENVELOPE_BYTES },
  // A sponsor's picture or a partner's logo.
  { patterns: ["/yonetim/sponsorlar", "/yonetim/firma-logolari"], bytes: CONTENT_IMAGE_MAX_BYTES + ENVELOPE_BYTES },
];

/**
 * The body limit of the route a request path reaches. React Router's data requests (`/ilan-ver.data`,
 * `/_root.data` for the index) post to the same route as the page, and an English page (`/en/…`,
 * decision 015) is the same route as its Turkish one.
 */
export function bodyLimitFor(pathname: string): number {
  const dataless = pathname === "/_root.data" || pathname === "/en.data" ? "/" : pathname.replace(/\.data$/, "");
  const routePath = splitLocalePath(dataless).path;
  const entry = ROUTE_BODY_LIMITS.find(({ patterns }) => patterns.some((pattern) => matchPath({ path: pattern, end: true }, routePath)));
  return entry?.bytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

/** A byte count for messages: "64 KB", "100 MB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
