import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { listings } from "~/.server/db/schema";
import { storeVariants } from "~/.server/services/media/media";
import type { ListingImage, ListingStatus } from "~/domain/listing";
import { getDb, getStorage } from "./runtime";

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

/**
 * A plain-colour photo stored for the listing as an upload is (under `{ownerId}/{listingId}`, with one
 * small WebP variant) and made the listing's only photo; the image, whose files the test can look for.
 */
export async function attachListingPhoto(ownerId: string, listingId: string, background = "#336699"): Promise<ListingImage> {
  const body = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();
  const image = await storeVariants(getStorage(), {
    bucket: "listing-images",
    prefix: `${ownerId}/${listingId}`,
    fileName: "salon.png",
    body,
    avif: false,
    webpWidths: [320],
  });
  await getDb()
    .update(listings)
    .set({ images: [image] })
    .where(eq(listings.id, listingId));
  return image;
}
