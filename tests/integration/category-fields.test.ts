import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { categoryFields } from "~/.server/db/schema";
import { CATEGORY_FIELD_DEFINITIONS, ensureCategoryFields } from "~/.server/services/category-fields";
import { CATEGORIES } from "~/domain/categories";
import { openTestDatabase } from "../support/database";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("category fields (reference data, without demo content)", () => {
  it("are added once for all five categories and left alone afterwards", async () => {
    expect(await ensureCategoryFields(database.db)).toBe(CATEGORY_FIELD_DEFINITIONS.length);
    await database.db.update(categoryFields).set({ label: "Oda" }).where(eq(categoryFields.fieldKey, "rooms"));
    expect(await ensureCategoryFields(database.db)).toBe(0);
    const rows = await database.db.select().from(categoryFields).orderBy(asc(categoryFields.orderIndex));
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
