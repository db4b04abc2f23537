import { randomUUID } from "node:crypto";
import { listings } from "~/.server/db/schema";
import type { ListingStatus } from "~/domain/listing";
import { getDb } from "./runtime";

/** A complete, valid house listing as the create and edit forms send it (the houses' required fields: rooms, house_type, square_meters). */
export const houseListing = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  category: "houses",
  title: "Girne'de 3+1 Villa",
  titleEn: "",
  description: "Deniz manzaralı, havuzlu villa.",
  descriptionEn: "",
  price: "2500",
  currency: "GBP",
  city: "Girne",
  region: "Alsancak",
  rentalTerm: "monthly",
  mapUrl: "https://www.google.com/maps/place/Alsancak/@35.33,33.19,15z",
  matterport: "",
  youtube: ["https://youtu.be/dQw4w9WgXcQ"],
  images: [],
  videos: [],
  specifications: { rooms: "3+1", house_type: "Villa", square_meters: "180", furnished: true, bathrooms: "" },
  // The seller's number, kept on their profile (a listing needs one).
  contact: { whatsapp: "0533 123 45 67", phone: "", saveToProfile: true },
  ...overrides,
});

/** A listing of `ownerId` stored directly (no form, no limits), with any other `values`; its id. */
export async function insertListing(ownerId: string, status: ListingStatus = "active", values: Partial<typeof listings.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(listings)
    .values({
      ownerId,
      title: `${status} ilan`,
      description: "Açıklama",
      price: 1000,
      city: "Girne",
      categorySlug: "houses",
      status,
      ...values,
    })
    .returning({ id: listings.id });
  return row!.id;
}
