import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/domain/categories";
import { CITIES } from "~/domain/locations";
import { heroSearchPath } from "~/features/home/hero-search";
import { pathsFor } from "~/lib/paths";

const tr = pathsFor("tr");
import { partnerGrid } from "~/features/home/partner-logos";

describe("hero search target", () => {
  it("needs a category", () => {
    expect(heroSearchPath({ category: "", city: "Girne", region: "Alsancak" }, tr)).toBeNull();
  });

  it("goes to the category path, with city and region when given", () => {
    expect(heroSearchPath({ category: "houses", city: "", region: "" }, tr)).toBe("/evler");
    expect(heroSearchPath({ category: "cars", city: "Girne", region: "" }, tr)).toBe("/araclar?city=Girne");
    expect(heroSearchPath({ category: "houses", city: "Girne", region: "Alsancak" }, tr)).toBe("/evler?city=Girne&region=Alsancak");
    const url = new URL(heroSearchPath({ category: "apartments", city: "Gazimağusa", region: "Yeni Boğaziçi" }, tr)!, "http://x");
    expect(url.pathname).toBe("/apartlar");
    expect(url.searchParams.get("city")).toBe("Gazimağusa");
    expect(url.searchParams.get("region")).toBe("Yeni Boğaziçi");
  });

  it("never sends a region that does not belong to the city", () => {
    expect(heroSearchPath({ category: "houses", city: "Lefkoşa", region: "Alsancak" }, tr)).toBe(
      `/evler?city=${encodeURIComponent("Lefkoşa")}`,
    );
    expect(heroSearchPath({ category: "houses", city: "Ercan", region: "Merkez" }, tr)).toBe("/evler?city=Ercan");
    expect(heroSearchPath({ category: "houses", city: "", region: "Alsancak" }, tr)).toBe("/evler");
  });

  it("stays in the page's language", () => {
    expect(heroSearchPath({ category: "houses", city: "Girne", region: "Alsancak" }, pathsFor("en"))).toBe(
      "/en/evler?city=Girne&region=Alsancak",
    );
    expect(heroSearchPath({ category: "cars", city: "", region: "" }, pathsFor("en"))).toBe("/en/araclar");
  });

  it("drops an unknown city", () => {
    expect(heroSearchPath({ category: "shops", city: "Atlantis", region: "Merkez" }, tr)).toBe("/dukkanlar");
  });

  it("accepts every city's own regions for every category", () => {
    for (const category of CATEGORIES) {
      for (const city of CITIES) {
        for (const region of city.regions) {
          const url = new URL(heroSearchPath({ category, city: city.name, region }, tr)!, "http://x");
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
