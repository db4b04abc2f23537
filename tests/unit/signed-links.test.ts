import { describe, expect, it } from "vitest";
import { signLink, verifyLink } from "~/.server/services/accounts/signed-links";

const SECRET = "a-test-secret-of-enough-length-0123456789";
const subject = { purpose: "listing-renew", subject: "0b6f3c1e-8d7a-4a36-9d53-2f9a1c7e5b10" };
const now = new Date("2026-03-01T12:00:00Z");
const later = new Date("2026-03-31T12:00:00Z");

describe("signed links", () => {
  it("accepts its own token for the same subject and purpose before the date, and says until when", () => {
    const token = signLink(SECRET, subject, later);
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyLink(SECRET, subject, token, now)).toEqual({ ok: true, expiresAt: later });
  });

  it("refuses the token once its date has passed (the date itself included)", () => {
    const token = signLink(SECRET, subject, later);
    expect(verifyLink(SECRET, subject, token, later)).toEqual({ ok: false, reason: "expired" });
    expect(verifyLink(SECRET, subject, token, new Date(later.getTime() + 1000))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses it for another subject, another purpose, or with another secret", () => {
    const token = signLink(SECRET, subject, later);
    expect(verifyLink(SECRET, { ...subject, subject: "1b6f3c1e-8d7a-4a36-9d53-2f9a1c7e5b10" }, token, now)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyLink(SECRET, { ...subject, purpose: "saved-search-unsubscribe" }, token, now)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyLink(`${SECRET}x`, subject, token, now)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("does not confuse where the purpose ends and the subject starts", () => {
    const token = signLink(SECRET, { purpose: "a:b", subject: "c" }, later);
    expect(verifyLink(SECRET, { purpose: "a", subject: "b:c" }, token, now).ok).toBe(false);
  });

  it("refuses a token whose date was moved (the signature covers it)", () => {
    const token = signLink(SECRET, subject, now);
    const [, signature] = token.split(".");
    const moved = `${Math.floor(later.getTime() / 1000).toString(36)}.${signature}`;
    expect(verifyLink(SECRET, subject, moved, new Date(now.getTime() - 1000))).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("refuses a changed signature, even in the spare bits of its last character, and anything that is not a token", () => {
    const token = signLink(SECRET, subject, later);
    const [date, signature] = token.split(".") as [string, string];
    const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // Every other last character: the ones that differ only in the 2 unused bits decode to the same bytes.
    for (const last of B64.replace(signature.at(-1)!, "")) {
      expect(verifyLink(SECRET, subject, `${date}.${signature.slice(0, -1)}${last}`, now)).toEqual({ ok: false, reason: "bad_signature" });
    }
    const first = signature[0] === "A" ? "B" : "A";
    expect(verifyLink(SECRET, subject, `${date}.${first}${signature.slice(1)}`, now)).toEqual({ ok: false, reason: "bad_signature" });
    for (const bad of [null, undefined, "", "abc", `${token}.x`, token.replace(".", ""), `ZZ.${token.split(".")[1]}`, " " + token]) {
      expect(verifyLink(SECRET, subject, bad, now)).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
