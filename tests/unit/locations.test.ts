import { describe, expect, it } from "vitest";
import { CITIES, formatLocation, regionBelongsToCity } from "~/domain/locations";

describe("locations", () => {
  it("has the seven cities of spec §2", () => {
    expect(CITIES.map((city) => city.name)).toEqual(["Ercan", "Lefkoşa", "Girne", "Gazimağusa", "Güzelyurt", "İskele", "Lefke"]);
  });

  it("starts every region list with Merkez, except the airport city which has none", () => {
    for (const city of CITIES) {
      if (city.name === "Ercan") expect(city.regions).toEqual([]);
      else expect(city.regions[0], city.name).toBe("Merkez");
      expect(new Set(city.regions).size, city.name).toBe(city.regions.length);
    }
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
