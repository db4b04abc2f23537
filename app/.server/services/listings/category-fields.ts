import { and, eq, sql } from "drizzle-orm";
import { CAR_BRAND_SLUGS } from "~/domain/car-brands";
import type { Category } from "~/domain/categories";
import {
  FUEL_OPTIONS,
  type FieldType,
  HOTEL_BOARDS,
  HOTEL_STARS,
  HOUSE_TYPES,
  ROOM_OPTIONS,
  SHOP_TYPES,
  TRANSMISSION_OPTIONS,
} from "~/domain/listing";
import type { Db } from "../../db/client";
import { categoryFields } from "../../db/schema";

/**
 * Reference data: the dynamic listing-form fields of each category (docs/product.md §3 keys). They are needed
 * with or without demo content, so they are ensured on every start (missing rows are added;
 * existing ones, possibly edited, are left alone — except the options of the fields in
 * SYNCED_OPTIONS, which follow the code's tables).
 */
export interface CategoryFieldDefinition {
  categorySlug: Category;
  fieldKey: string;
  label: string;
  labelEn: string;
  fieldType: FieldType;
  required: boolean;
  options: string[];
}

const HEATING_OPTIONS = ["Klima", "Kombi", "Merkezi Sistem", "Yerden Isıtma", "Şömine", "Soba", "Yok"] as const;
export const COLOR_OPTIONS = ["Beyaz", "Siyah", "Gri", "Gümüş", "Kırmızı", "Mavi", "Lacivert", "Yeşil", "Bej"] as const;

const field = (
  categorySlug: Category,
  fieldKey: string,
  label: string,
  labelEn: string,
  fieldType: FieldType,
  required = false,
  options: readonly string[] = [],
): CategoryFieldDefinition => ({ categorySlug, fieldKey, label, labelEn, fieldType, required, options: [...options] });

/**
 * The dynamic form fields per category, in display order. rental_term and map_url are general
 * fields of the listing form and are not listed here; cars have no km/mileage/odometer field.
 */
export const CATEGORY_FIELD_DEFINITIONS: readonly CategoryFieldDefinition[] = [
  field("houses", "rooms", "Oda Sayısı", "Rooms", "select", true, ROOM_OPTIONS),
  field("houses", "house_type", "Konut Tipi", "Property type", "select", true, HOUSE_TYPES),
  field("houses", "square_meters", "Metrekare (m²)", "Area (m²)", "number", true),
  field("houses", "bathrooms", "Banyo Sayısı", "Bathrooms", "number"),
  field("houses", "floor", "Bulunduğu Kat", "Floor", "number"),
  field("houses", "age", "Bina Yaşı", "Building age", "number"),
  field("houses", "furnished", "Eşyalı", "Furnished", "boolean"),
  field("houses", "heating", "Isıtma", "Heating", "select", false, HEATING_OPTIONS),
  field("houses", "balcony", "Balkon", "Balcony", "boolean"),

  field("cars", "brand", "Marka", "Make", "select", true, CAR_BRAND_SLUGS),
  field("cars", "model", "Model", "Model", "text", true),
  field("cars", "model_year", "Model Yılı", "Model year", "number", true),
  field("cars", "fuel", "Yakıt", "Fuel", "select", true, FUEL_OPTIONS),
  field("cars", "transmission", "Vites", "Transmission", "select", true, TRANSMISSION_OPTIONS),
  field("cars", "engine", "Motor", "Engine", "text"),
  field("cars", "horsepower", "Motor Gücü (HP)", "Power (hp)", "number"),
  field("cars", "package", "Paket", "Trim", "text"),
  field("cars", "color", "Renk", "Colour", "select", false, COLOR_OPTIONS),

  field("shops", "type", "İşyeri Tipi", "Property type", "select", true, SHOP_TYPES),
  field("shops", "square_meters", "Metrekare (m²)", "Area (m²)", "number", true),
  field("shops", "floor", "Bulunduğu Kat", "Floor", "number"),
  field("shops", "frontage", "Cephe Genişliği (m)", "Frontage (m)", "number"),
  field("shops", "parking", "Otopark", "Parking", "boolean"),
  field("shops", "location_desc", "Konum Açıklaması", "Location details", "text"),

  field("hotels", "stars", "Yıldız", "Stars", "select", true, HOTEL_STARS),
  field("hotels", "board", "Pansiyon Tipi", "Board", "select", true, HOTEL_BOARDS),
  field("hotels", "has_pool", "Havuz", "Pool", "boolean"),
  field("hotels", "distance_to_sea", "Denize Uzaklık (m)", "Distance to the sea (m)", "number"),

  field("apartments", "rooms", "Oda Sayısı", "Rooms", "select", true, ROOM_OPTIONS),
  field("apartments", "square_meters", "Metrekare (m²)", "Area (m²)", "number"),
  field("apartments", "furnished", "Eşyalı", "Furnished", "boolean"),
];

/**
 * Fields whose options are the code's own table: the cars' makes (domain/car-brands.ts), which the filter, the cards and the search know by slug. A database made before the
 * table grew gets the new makes on the next start.
 */
const SYNCED_OPTIONS = CATEGORY_FIELD_DEFINITIONS.filter(
  (definition) => definition.categorySlug === "cars" && definition.fieldKey === "brand",
);

/**
 * Adds the category fields that are missing and brings the synced options up to date (a row is
 * written only when they differ, so a start changes nothing, not even the content version, when
 * all is current); returns how many fields were inserted.
 */
export async function ensureCategoryFields(db: Db): Promise<number> {
  const orderByCategory = new Map<string, number>();
  const inserted = await db
    .insert(categoryFields)
    .values(
      CATEGORY_FIELD_DEFINITIONS.map((definition) => {
        const orderIndex = orderByCategory.get(definition.categorySlug) ?? 0;
        orderByCategory.set(definition.categorySlug, orderIndex + 1);
        return { ...definition, orderIndex };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: categoryFields.id });
  for (const definition of SYNCED_OPTIONS) {
    await db
      .update(categoryFields)
      .set({ options: definition.options })
      .where(
        and(
          eq(categoryFields.categorySlug, definition.categorySlug),
          eq(categoryFields.fieldKey, definition.fieldKey),
          sql`${categoryFields.options} is distinct from ${JSON.stringify(definition.options)}::jsonb`,
        ),
      );
  }
  return inserted.length;
}
