import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links: a token that lets whoever holds the link do one thing to one subject
 * until a date, signed out — a listing's renewal from its reminder mail, later a saved search's
 * unsubscribe. The token carries the subject, the purpose and the expiry, and an HMAC-SHA256 of the
 * three with the app's secret, so nothing is stored: a changed subject, purpose or date, or another
 * secret, makes the signature wrong. Compared in constant time.
 *
 * Format: `<expiry in epoch seconds, base 36>.<signature, base64url>`; the subject and purpose are
 * not in the token, the link carries the subject (the listing id of the path) and the route knows
 * the purpose.
 */

export interface SignedLinkSubject {
  /** What the link may do (e.g. "listing-renew"): a token for one purpose is refused for another. */
  purpose: string;
  /** What it does it to (e.g. a listing id). */
  subject: string;
}

export type SignedLinkCheck = { ok: true; expiresAt: Date } | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

const TOKEN_PATTERN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, { purpose, subject }: SignedLinkSubject, expiresSeconds: number): Buffer {
  // Lengths first: no two different (purpose, subject) pairs sign the same bytes.
  return createHmac("sha256", secret)
    .update(`signed-link\n${purpose.length}:${purpose}\n${subject.length}:${subject}\n${expiresSeconds}`)
    .digest();
}

/** A token for `subject` valid until `expiresAt` (whole seconds). */
export function signLink(secret: string, subject: SignedLinkSubject, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${seconds.toString(36)}.${signature(secret, subject, seconds).toString("base64url")}`;
}

/** Whether `token` was signed with `secret` for exactly this subject and has not expired at `now`. */
export function verifyLink(secret: string, subject: SignedLinkSubject, token: string | null | undefined, now: Date): SignedLinkCheck {
  const match = typeof token === "string" ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return { ok: false, reason: "malformed" };
  const seconds = parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(seconds)) return { ok: false, reason: "malformed" };
  // Compared as text: base64url has spare bits in its last character, so comparing the decoded
  // bytes would take several spellings of one signature; only the one this helper writes is valid.
  const given = Buffer.from(match[2]!, "latin1");
  const expected = Buffer.from(signature(secret, subject, seconds).toString("base64url"), "latin1");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad_signature" };
  const expiresAt = new Date(seconds * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, expiresAt };
}
