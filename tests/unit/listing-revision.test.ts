import { describe, expect, it } from "vitest";
import type { ListingImage } from "~/domain/listing";
import { type ListingContent, diffListingContent, isPriceOnlyChange, isUnchanged } from "~/domain/listing-revision";

/** What an admin is shown of an owner's changes to a live listing, and which changes skip moderation (decision 017). */

const photo = (name: string): ListingImage => ({ url: `/media/listing-images/u/l/${name}.webp`, width: 960, height: 640, variants: [] });

const live: ListingContent = {
  title: "Girne'de villa",
  titleEn: null,
  description: "Havuzlu.",
  descriptionEn: "",
  translations: {},
  price: 2500,
  currency: "GBP",
  city: "Girne",
  region: "Alsancak",
  category: "houses",
  images: [photo("a"), photo("b"), photo("c")],
  videos: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  specifications: {
    rooms: "3+1",
    furnished: true,
    features: ["pool", "garden"],
    rental_term: "monthly",
    map_url: "https://maps.google.com/?q=1",
  },
};

describe("the difference between a live listing and its revision", () => {
  it("is nothing for the same content, whatever the key order of the specifications or an empty English text", () => {
    const same = {
      ...live,
      titleEn: "",
      descriptionEn: null,
      specifications: {
        map_url: "https://maps.google.com/?q=1",
        rental_term: "monthly",
        features: ["pool", "garden"],
        furnished: true,
        rooms: "3+1",
      },
    };
    const diff = diffListingContent(live, same);
    expect(isUnchanged(diff)).toBe(true);
    expect(isPriceOnlyChange(diff)).toBe(false);
  });

  it("lists each changed field old → new: texts, price with currency, place, term, map, specifications", () => {
    const next: ListingContent = {
      ...live,
      title: "Alsancak'ta villa",
      titleEn: "Villa in Alsancak",
      price: 2600,
      currency: "EUR",
      region: null,
      category: "apartments",
      specifications: { rooms: "4+1", furnished: false, features: ["pool"], rental_term: "yearly", parking: true },
    };
    expect(diffListingContent(live, next).changes).toEqual([
      { field: "title", before: "Girne'de villa", after: "Alsancak'ta villa" },
      { field: "titleEn", before: null, after: "Villa in Alsancak" },
      { field: "price", before: { price: 2500, currency: "GBP" }, after: { price: 2600, currency: "EUR" } },
      { field: "category", before: "houses", after: "apartments" },
      { field: "location", before: { city: "Girne", region: "Alsancak" }, after: { city: "Girne", region: null } },
      { field: "rentalTerm", before: "monthly", after: "yearly" },
      { field: "mapUrl", before: "https://maps.google.com/?q=1", after: null },
      { field: "spec", key: "rooms", before: "3+1", after: "4+1" },
      { field: "spec", key: "furnished", before: true, after: false },
      { field: "spec", key: "features", before: ["pool", "garden"], after: ["pool"] },
      { field: "spec", key: "parking", before: null, after: true },
    ]);
  });

  it("names the photos and videos added and removed, and a new order (a new cover)", () => {
    const next = { ...live, images: [photo("c"), photo("a"), photo("d")], videos: ["/media/listing-videos/u/l/tur.mp4"] };
    const diff = diffListingContent(live, next);
    expect(diff.addedImages.map((image) => image.url)).toEqual([photo("d").url]);
    expect(diff.removedImages.map((image) => image.url)).toEqual([photo("b").url]);
    expect(diff.imagesReordered).toBe(true);
    expect(diff.addedVideos).toEqual(["/media/listing-videos/u/l/tur.mp4"]);
    expect(diff.removedVideos).toEqual(live.videos);
    expect(diffListingContent(live, { ...live, images: [photo("a"), photo("c")] }).imagesReordered).toBe(false);
  });

  it("lets a change of the price alone (amount or currency) skip moderation, and nothing else", () => {
    expect(isPriceOnlyChange(diffListingContent(live, { ...live, price: 2300 }))).toBe(true);
    expect(isPriceOnlyChange(diffListingContent(live, { ...live, currency: "EUR" }))).toBe(true);
    expect(isPriceOnlyChange(diffListingContent(live, { ...live, price: 2300, title: "Başka" }))).toBe(false);
    expect(
      isPriceOnlyChange(
        diffListingContent(live, { ...live, price: 2300, specifications: { ...live.specifications, rental_term: "daily" } }),
      ),
    ).toBe(false);
    expect(isPriceOnlyChange(diffListingContent(live, { ...live, price: 2300, images: [photo("b"), photo("a"), photo("c")] }))).toBe(false);
  });
});
