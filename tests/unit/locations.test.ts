import { describe, expect, it } from "vitest";
import { CITIES, formatLocation, regionBelongsToCity } from "~/domain/locations";
import { cityLabel, locationLabel, placeLabel, regionLabel } from "~/domain/place-names";

describe("locations", () => {
  it('has the seven cities of docs/product.md §2 "Home hero"', () => {
    expect(CITIES.map((city) => city.name)).toEqual(["Ercan", "Lefkoşa", "Girne", "Gazimağusa", "Güzelyurt", "İskele", "Lefke"]);
  });

  it("starts every region list with Merkez, except the airport city which has none", () => {
    for (const city of CITIES) {
      if (city.name === "Ercan") expect(city.regions).toEqual([]);
      else expect(city.regions[0], city.name).toBe("Merkez");
      expect(new Set(city.regions).size, city.name).toBe(city.regions.length);
    }
  });

  it("names every city in the scripts renters write (decision 039): Cyrillic, Greek and Arabic script", () => {
    for (const city of CITIES) {
      for (const script of [/\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Arabic}/u]) {
        expect(
          city.aliases.some((alias) => script.test(alias)),
          `${city.name} ${script.source}`,
        ).toBe(true);
      }
    }
    // Each alias once per city.
    for (const city of CITIES) expect(new Set(city.aliases).size, city.name).toBe(city.aliases.length);
  });

  it("checks that a region belongs to its city", () => {
    expect(regionBelongsToCity("Girne", "Alsancak")).toBe(true);
    expect(regionBelongsToCity("Lefkoşa", "Alsancak")).toBe(false);
    expect(regionBelongsToCity("Ercan", "Merkez")).toBe(false);
    expect(regionBelongsToCity("Nowhere", "Merkez")).toBe(false);
  });

  it("formats a location as the old app stored it", () => {
    expect(formatLocation("Girne", "Alsancak")).toBe("Girne - Alsancak");
    expect(formatLocation("Ercan", null)).toBe("Ercan");
  });
});

describe("place names on screen (decision 015)", () => {
  it("are Turkish in Turkish, joined by an en dash", () => {
    expect(placeLabel("Girne", "Esentepe", "tr")).toBe("Girne – Esentepe");
    expect(placeLabel("Lefkoşa", "Merkez", "tr")).toBe("Lefkoşa – Merkez");
    expect(placeLabel("Ercan", null, "tr")).toBe("Ercan");
    expect(cityLabel("Gazimağusa", "tr")).toBe("Gazimağusa");
  });

  it("in English: the English city name with the Turkish one, districts by name, Merkez as Centre", () => {
    expect(placeLabel("Girne", "Esentepe", "en")).toBe("Kyrenia (Girne) – Esentepe");
    expect(placeLabel("Lefkoşa", "Merkez", "en")).toBe("Nicosia (Lefkoşa) – Centre");
    expect(placeLabel("İskele", "Boğaztepe (Long Beach)", "en")).toBe("Trikomo (İskele) – Boğaztepe (Long Beach)");
    expect(placeLabel("Ercan", undefined, "en")).toBe("Ercan (Airport)");
    expect(regionLabel("Merkez", "en")).toBe("Centre");
    expect(regionLabel("Alsancak", "en")).toBe("Alsancak");
  });

  it("use every city's nameEn from the one table (place-names.ts repeats them to keep the search aliases off the pages)", () => {
    for (const city of CITIES) {
      expect(cityLabel(city.name, "en")).toBe(city.nameEn);
      expect(cityLabel(city.name, "tr")).toBe(city.name);
    }
    // And no other city: an unknown name (or an inherited key) is shown as it is.
    expect(cityLabel("Atlantis", "en")).toBe("Atlantis");
    expect(cityLabel("constructor", "en")).toBe("constructor");
    expect(regionLabel("toString", "en")).toBe("toString");
  });

  it('show a stored location ("City - Region") in the same form, and unknown names as they are', () => {
    expect(locationLabel(formatLocation("Girne", "Alsancak"), "en")).toBe("Kyrenia (Girne) – Alsancak");
    expect(locationLabel(formatLocation("Girne", "Alsancak"), "tr")).toBe("Girne – Alsancak");
    expect(locationLabel("Güzelyurt - Merkez", "en")).toBe("Morphou (Güzelyurt) – Centre");
    expect(locationLabel("Ercan", "en")).toBe("Ercan (Airport)");
    expect(locationLabel("Atlantis - Merkez", "en")).toBe("Atlantis – Centre");
    for (const city of CITIES) {
      for (const region of city.regions) {
        expect(locationLabel(formatLocation(city.name, region), "en")).toBe(placeLabel(city.name, region, "en"));
      }
    }
  });
});
