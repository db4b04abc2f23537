import { describe, expect, it } from "vitest";
import { storableText, storableValue } from "~/domain/text";

describe("storable text", () => {
  it("drops NUL bytes and replaces lone surrogates, keeping everything else", () => {
    expect(storableText("a\u0000b\u0000")).toBe("ab");
    expect(storableText("x\uD800y\uDFFFz")).toBe("x\uFFFDy\uFFFDz");
    expect(storableText("İstanbul ılık 🏠👨‍👩‍👧 <b>'; --")).toBe("İstanbul ılık 🏠👨‍👩‍👧 <b>'; --");
    expect(storableText("\uD83C\uDFE0")).toBe("🏠");
  });

  it("cleans every string and key of a JSON value, leaving other values alone", () => {
    expect(storableValue({ "t\u0000": ["a\u0000", 1, null, { b: "\uDC00" }], n: 2.5, ok: true })).toEqual({
      t: ["a", 1, null, { b: "\uFFFD" }],
      n: 2.5,
      ok: true,
    });
  });
});
