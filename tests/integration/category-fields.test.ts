import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categoryFields } from "~/.server/db/schema";
import { CATEGORY_FIELD_DEFINITIONS, ensureCategoryFields } from "~/.server/services/listings/category-fields";
import { CAR_BRANDS, CAR_BRAND_SLUGS, carBrandName, findCarBrand } from "~/domain/car-brands";
import { CATEGORIES } from "~/domain/categories";
import { readContentVersion } from "~/.server/services/platform/content-version";
import { databaseOfThisFile } from "../support/file-database";

const database = databaseOfThisFile();

describe("category fields (reference data, without demo content)", () => {
  it("are added once for all five categories and left alone afterwards", async () => {
    expect(await ensureCategoryFields(database().db)).toBe(CATEGORY_FIELD_DEFINITIONS.length);
    await database().db.update(categoryFields).set({ label: "Oda" }).where(eq(categoryFields.fieldKey, "rooms"));
    expect(await ensureCategoryFields(database().db)).toBe(0);
    const rows = await database().db.select().from(categoryFields).orderBy(asc(categoryFields.orderIndex));
    expect(rows).toHaveLength(CATEGORY_FIELD_DEFINITIONS.length);
    expect(rows.filter((row) => row.fieldKey === "rooms").every((row) => row.label === "Oda")).toBe(true);
    for (const category of CATEGORIES) {
      const fields = rows.filter((row) => row.categorySlug === category);
      expect(fields.length, category).toBeGreaterThan(0);
      expect(fields.map((field) => field.orderIndex)).toEqual(fields.map((_, index) => index));
    }
    expect(rows.some((row) => /^(km|mileage|odometer)$/.test(row.fieldKey))).toBe(false);
  });
});

describe("the cars' make field", () => {
  const brandRow = async () => {
    const [row] = await database()
      .db.select()
      .from(categoryFields)
      .where(and(eq(categoryFields.categorySlug, "cars"), eq(categoryFields.fieldKey, "brand")));
    return row!;
  };

  it("offers the makes rented out here, not just five", async () => {
    await ensureCategoryFields(database().db);
    const { options, fieldType, required } = await brandRow();
    expect(fieldType).toBe("select");
    expect(required).toBe(true);
    for (const slug of ["nissan", "hyundai", "kia", "renault", "fiat", "honda", "peugeot", "toyota", "mercedes", "bmw"]) {
      expect(options, slug).toContain(slug);
    }
    expect(options).toEqual([...CAR_BRAND_SLUGS]);
    expect(options.length).toBeGreaterThanOrEqual(40);
  });

  it("brings a database made with the five makes up to date, and leaves a current one (and the content version) alone", async () => {
    await database()
      .db.update(categoryFields)
      .set({ options: ["bmw", "mercedes", "volkswagen", "toyota", "ford"] })
      .where(and(eq(categoryFields.categorySlug, "cars"), eq(categoryFields.fieldKey, "brand")));
    expect(await ensureCategoryFields(database().db)).toBe(0);
    expect((await brandRow()).options).toContain("nissan");
    const version = await readContentVersion(database().db);
    await ensureCategoryFields(database().db);
    expect(await readContentVersion(database().db)).toBe(version);
  });

  it("has one table of makes: unique slugs and names, common models for the usual rental cars", () => {
    expect(new Set(CAR_BRAND_SLUGS).size).toBe(CAR_BRANDS.length);
    expect(new Set(CAR_BRANDS.map((brand) => brand.name.toLowerCase())).size).toBe(CAR_BRANDS.length);
    for (const slug of ["nissan", "hyundai", "kia", "renault", "fiat", "honda", "peugeot", "toyota", "volkswagen"]) {
      expect(findCarBrand(slug)?.models.length, slug).toBeGreaterThanOrEqual(5);
    }
    expect(findCarBrand("nissan")?.models).toContain("Note");
    // Stored values of older listings are read in any letter case, and by name or other names.
    expect(carBrandName("Toyota")).toBe("Toyota");
    expect(carBrandName("Mercedes-Benz")).toBe("Mercedes-Benz");
    expect(carBrandName("VW")).toBe("Volkswagen");
    expect(carBrandName("Citroën")).toBe("Citroën");
    expect(carBrandName("trabant")).toBeNull();
  });
});
