import { describe, expect, it } from "vitest";
import {
  ADMIN_CONTENT_VALIDATION as V,
  contentFieldErrors,
  isWebUrl,
  parseOrderIndex,
  partnerFormSchema,
  sponsorFormSchema,
} from "~/domain/admin-content";

/** The sponsor and logo forms' shared rules (docs/product.md §5), as the browser and the server apply them. */
describe("admin content forms", () => {
  it("fall back to 0 for an order that is not a number", () => {
    expect(["", "  ", "abc", "1e999", undefined, null, "NaN"].map(parseOrderIndex)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(["7", " 12 ", "4.9", "-3", 5].map(parseOrderIndex)).toEqual([7, 12, 4, -3, 5]);
    expect(parseOrderIndex("99999999")).toBe(1_000_000);
  });

  it("accept only absolute http(s) links", () => {
    expect(["https://a.example/x?y=1", "http://b.example"].every(isWebUrl)).toBe(true);
    expect(["www.a.example", "javascript:alert(1)", "mailto:a@b.c", "https://u:p@a.example", "/yonetim", ""].some(isWebUrl)).toBe(false);
  });

  it("require a sponsor's title ('Başlık gerekli') and trim the texts; empty optional texts are null", () => {
    const missing = sponsorFormSchema.safeParse({ title: "  ", linkUrl: "site" });
    expect(missing.success).toBe(false);
    expect(contentFieldErrors(missing.error!)).toEqual({ title: V.titleRequired, linkUrl: V.linkInvalid });
    expect(sponsorFormSchema.parse({ title: " Kampanya ", titleEn: "", linkUrl: "", orderIndex: "x" })).toEqual({
      title: "Kampanya",
      titleEn: null,
      description: null,
      descriptionEn: null,
      company: null,
      linkUrl: null,
      orderIndex: 0,
      isActive: true,
    });
  });

  it("require a logo's name ('İsim gerekli'); the type defaults to real estate; the last active value wins", () => {
    expect(contentFieldErrors(partnerFormSchema.safeParse({}).error!)).toEqual({ name: V.nameRequired });
    expect(partnerFormSchema.parse({ name: "Firma" })).toMatchObject({ type: "real_estate", orderIndex: 0, isActive: true });
    expect(partnerFormSchema.parse({ name: "Firma", type: "" }).type).toBe("real_estate");
    expect(partnerFormSchema.parse({ name: "Firma", type: "hotel", isActive: "false" })).toMatchObject({ type: "hotel", isActive: false });
    expect(contentFieldErrors(partnerFormSchema.safeParse({ name: "Firma", type: "bakery" }).error!)).toEqual({ type: V.typeInvalid });
  });
});
