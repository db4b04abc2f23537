import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/domain/categories";
import { CITIES } from "~/domain/locations";
import { heroSearchPath } from "~/features/home/hero-search";
import { partnerGrid } from "~/features/home/partner-logos";

describe("hero search target", () => {
  it("needs a category", () => {
    expect(heroSearchPath({ category: "", city: "Girne", region: "Alsancak" })).toBeNull();
  });

  it("goes to the category path, with city and region when given", () => {
    expect(heroSearchPath({ category: "houses", city: "", region: "" })).toBe("/evler");
    expect(heroSearchPath({ category: "cars", city: "Girne", region: "" })).toBe("/araclar?city=Girne");
    expect(heroSearchPath({ category: "houses", city: "Girne", region: "Alsancak" })).toBe("/evler?city=Girne&region=Alsancak");
    const url = new URL(heroSearchPath({ category: "apartments", city: "Gazimağusa", region: "Yeni Boğaziçi" })!, "http://x");
    expect(url.pathname).toBe("/apartlar");
    expect(url.searchParams.get("city")).toBe("Gazimağusa");
    expect(url.searchParams.get("region")).toBe("Yeni Boğaziçi");
  });

  it("never sends a region that does not belong to the city", () => {
    expect(heroSearchPath({ category: "houses", city: "Lefkoşa", region: "Alsancak" })).toBe(`/evler?city=${encodeURIComponent("Lefkoşa")}`);
    expect(heroSearchPath({ category: "houses", city: "Ercan", region: "Merkez" })).toBe("/evler?city=Ercan");
    expect(heroSearchPath({ category: "houses", city: "", region: "Alsancak" })).toBe("/evler");
  });

  it("drops an unknown city", () => {
    expect(heroSearchPath({ category: "shops", city: "Atlantis", region: "Merkez" })).toBe("/dukkanlar");
  });

  it("accepts every city's own regions for every category", () => {
    for (const category of CATEGORIES) {
      for (const city of CITIES) {
        for (const region of city.regions) {
          const url = new URL(heroSearchPath({ category, city: city.name, region })!, "http://x");
          expect(url.searchParams.get("region")).toBe(region);
        }
      }
    }
  });
});

describe("partner logo grid", () => {
  it("uses up to 3 rows of 10 for real estate and 2 rows of 10 for car rental", () => {
    expect(partnerGrid("real_estate", 30)).toEqual({ rows: 3, columns: 10 });
    expect(partnerGrid("real_estate", 21)).toEqual({ rows: 3, columns: 7 });
    expect(partnerGrid("real_estate", 12)).toEqual({ rows: 2, columns: 6 });
    expect(partnerGrid("real_estate", 4)).toEqual({ rows: 1, columns: 4 });
    expect(partnerGrid("car_rental", 30)).toEqual({ rows: 2, columns: 15 });
    expect(partnerGrid("car_rental", 20)).toEqual({ rows: 2, columns: 10 });
    expect(partnerGrid("car_rental", 4)).toEqual({ rows: 1, columns: 4 });
    expect(partnerGrid("hotel", 5)).toEqual({ rows: 1, columns: 5 });
  });
});
