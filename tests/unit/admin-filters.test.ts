import { describe, expect, it } from "vitest";
import { adminFiltersFrom } from "~/domain/admin";

describe("admin panel filters from the query string", () => {
  it("reads status (or the legacy filter), category and the search text", () => {
    expect(adminFiltersFrom(new URLSearchParams("status=pending&category=houses&q=+Girne+"))).toEqual({
      status: "pending",
      category: "houses",
      q: "Girne",
    });
    expect(adminFiltersFrom(new URLSearchParams("filter=rejected"))).toEqual({ status: "rejected" });
    // Listings hidden by reports are found by their status too.
    expect(adminFiltersFrom(new URLSearchParams("status=hidden"))).toEqual({ status: "hidden" });
  });

  it("ignores unknown statuses and categories", () => {
    expect(adminFiltersFrom(new URLSearchParams("status=deleted&category=boats"))).toEqual({});
  });

  it("drops NUL bytes and lone surrogates from the search text (they failed the database query)", () => {
    expect(adminFiltersFrom(new URLSearchParams("q=%C4%B1%00%3C''%3C"))).toEqual({ q: "ı<''<" });
    expect(adminFiltersFrom(new URLSearchParams({ q: "a\uD800b" }))).toEqual({ q: "a\uFFFDb" });
    expect(adminFiltersFrom(new URLSearchParams("q=%00"))).toEqual({});
  });

  it("keeps at most 100 characters and never splits an emoji", () => {
    const { q } = adminFiltersFrom(new URLSearchParams({ q: "a".repeat(99) + "🏠🏠" }));
    expect(q).toBe("a".repeat(99) + "🏠");
    expect(Array.from(q!)).toHaveLength(100);
  });
});
