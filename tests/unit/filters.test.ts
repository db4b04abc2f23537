import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/domain/categories";
import { convertPrice } from "~/domain/currency";
import { filterTexts } from "~/lib/filter-texts";
import { getI18n } from "~/lib/i18n";
import {
  CATEGORY_FILTER_KEYS,
  CATEGORY_FILTER_SCHEMAS,
  CATEGORY_PAGE_SIZE,
  activeFilterGroups,
  comparesMonthly,
  defaultSortFor,
  filtersToSearchParams,
  parseBrowseOptions,
  parseCategoryFilters,
  rentalTermsFor,
  toQueryString,
  withoutFilters,
} from "~/domain/filters";

const params = (query: string) => new URLSearchParams(query);

describe("category filters", () => {
  it("parse every house filter from the URL", () => {
    expect(
      parseCategoryFilters(
        "houses",
        params(
          "city=Girne&region=Alsancak&minPrice=500&maxPrice=2500&rentalTerm=monthly&rooms=3%2B1&houseType=%C4%B0kiz+Villa&minArea=100&maxArea=250&sort=price-asc",
        ),
      ),
    ).toEqual({
      city: "Girne",
      region: "Alsancak",
      minPrice: 500,
      maxPrice: 2500,
      rentalTerm: "monthly",
      rooms: "3+1",
      houseType: "İkiz Villa",
      minArea: 100,
      maxArea: 250,
      sort: "price-asc",
    });
  });

  it("parse the filters of the other categories, and only those", () => {
    expect(parseCategoryFilters("cars", params("brand=toyota&minYear=2018&maxYear=2024&rentalTerm=daily&rooms=2%2B1"))).toEqual({
      brand: "toyota",
      minYear: 2018,
      maxYear: 2024,
      rentalTerm: "daily",
      sort: "newest",
    });
    expect(parseCategoryFilters("cars", params("transmission=Otomatik&fuel=Dizel&furnished=true"))).toEqual({
      transmission: "Otomatik",
      fuel: "Dizel",
      sort: "newest",
    });
    expect(parseCategoryFilters("cars", params("transmission=automatic&fuel=Kerosen"))).toEqual({ sort: "newest" });
    expect(parseCategoryFilters("houses", params("furnished=false&transmission=Manuel"))).toEqual({ furnished: "false", sort: "newest" });
    expect(parseCategoryFilters("apartments", params("furnished=true")).furnished).toBe("true");
    expect(parseCategoryFilters("apartments", params("furnished=yes")).furnished).toBeUndefined();
    // Any make of the table (domain/car-brands.ts) by its slug, not only the five of old.
    expect(parseCategoryFilters("cars", params("brand=nissan")).brand).toBe("nissan");
    expect(parseCategoryFilters("cars", params("brand=land-rover")).brand).toBe("land-rover");
    expect(parseCategoryFilters("shops", params("shopType=warehouse&minArea=300&houseType=Villa"))).toEqual({
      shopType: "warehouse",
      minArea: 300,
      sort: "newest",
    });
    expect(parseCategoryFilters("hotels", params("stars=4&board=Oda+Kahvalt%C4%B1&rentalTerm=daily"))).toEqual({
      stars: "4",
      board: "Oda Kahvaltı",
      sort: "newest",
    });
    expect(parseCategoryFilters("apartments", params("rooms=1%2B0&rentalTerm=weekly&brand=bmw"))).toEqual({
      rooms: "1+0",
      rentalTerm: "weekly",
      sort: "newest",
    });
  });

  it("default to newest with no filters for an empty or missing query", () => {
    for (const category of CATEGORIES) {
      expect(parseCategoryFilters(category, params(""))).toEqual({ sort: "newest" });
      expect(parseCategoryFilters(category, undefined)).toEqual({ sort: "newest" });
    }
  });

  it("drop invalid values instead of failing", () => {
    expect(
      parseCategoryFilters(
        "houses",
        params(
          "city=Atlantis&minPrice=-5&maxPrice=1e3&minArea=12.5&maxArea=12a&rooms=9%2B9&houseType=Castle&rentalTerm=hourly&sort=random",
        ),
      ),
    ).toEqual({ sort: "newest" });
    expect(parseCategoryFilters("cars", params("brand=BMW&minYear=%2B2020&maxYear=20%2C5"))).toEqual({ sort: "newest" });
    expect(parseCategoryFilters("cars", params("brand=land+rover")).brand).toBeUndefined();
    expect(parseCategoryFilters("cars", params(`brand=${"a".repeat(41)}`)).brand).toBeUndefined();
    expect(parseCategoryFilters("hotels", params("stars=6&board=Pansiyon"))).toEqual({ sort: "newest" });
    expect(parseCategoryFilters("houses", params("maxPrice=1234567890123456")).maxPrice).toBeUndefined();
  });

  it("read a number beyond the largest price (a 32-bit integer) as that largest value", () => {
    expect(parseCategoryFilters("houses", params("maxPrice=2147483647")).maxPrice).toBe(2147483647);
    expect(parseCategoryFilters("houses", params("maxPrice=9999999999")).maxPrice).toBe(2147483647);
    expect(parseCategoryFilters("houses", params("minPrice=999999999999999")).minPrice).toBe(2147483647);
  });

  it("treat empty values as cleared and trim spaces; the first of repeated parameters wins", () => {
    expect(parseCategoryFilters("houses", params("city=&minPrice=&maxPrice=%20900%20&rooms=&rooms=2%2B1"))).toEqual({
      maxPrice: 900,
      rooms: "2+1",
      sort: "newest",
    });
    expect(parseCategoryFilters("houses", params("minPrice=0")).minPrice).toBe(0);
    expect(parseCategoryFilters("houses", params("rooms=1%2B1&rooms=3%2B1")).rooms).toBe("1+1");
  });

  it("keep a region only when it belongs to the chosen city", () => {
    expect(parseCategoryFilters("houses", params("city=Girne&region=Alsancak"))).toMatchObject({ city: "Girne", region: "Alsancak" });
    expect(parseCategoryFilters("houses", params("city=Lefko%C5%9Fa&region=Alsancak"))).toEqual({ city: "Lefkoşa", sort: "newest" });
    expect(parseCategoryFilters("houses", params("region=Alsancak"))).toEqual({ sort: "newest" });
    expect(parseCategoryFilters("houses", params("city=Ercan&region=Merkez"))).toEqual({ city: "Ercan", sort: "newest" });
  });

  it("offer rental terms per category: apartments have no yearly, hotels none", () => {
    // Every term a listing can have (the 3-day term once could not be filtered).
    expect(rentalTermsFor("houses")).toEqual(["daily", "3days", "weekly", "monthly", "yearly"]);
    expect(rentalTermsFor("apartments")).toEqual(["daily", "3days", "weekly", "monthly"]);
    expect(parseCategoryFilters("cars", params("rentalTerm=3days")).rentalTerm).toBe("3days");
    expect(rentalTermsFor("hotels")).toEqual([]);
    expect(parseCategoryFilters("apartments", params("rentalTerm=yearly")).rentalTerm).toBeUndefined();
    expect(parseCategoryFilters("houses", params("rentalTerm=yearly")).rentalTerm).toBe("yearly");
  });

  it("have one schema per category that also accepts a plain object", () => {
    for (const category of CATEGORIES) expect(CATEGORY_FILTER_SCHEMAS[category]).toBeDefined();
    expect(CATEGORY_FILTER_SCHEMAS.houses.parse({ city: "Girne", minPrice: "100" })).toMatchObject({ city: "Girne", minPrice: 100 });
    expect(CATEGORY_FILTER_SCHEMAS.houses.parse("not an object")).toMatchObject({ sort: "newest" });
    expect(CATEGORY_FILTER_KEYS.hotels).not.toContain("rentalTerm");
  });
});

describe("browse options", () => {
  it("read the view, page size and cursor with safe defaults", () => {
    expect(parseBrowseOptions(params("view=list&limit=5&cursor=abc_DEF-1"))).toEqual({ view: "list", limit: 5, cursor: "abc_DEF-1" });
    expect(parseBrowseOptions(params(""))).toEqual({ view: "grid", limit: CATEGORY_PAGE_SIZE, cursor: undefined });
    expect(parseBrowseOptions(params("view=table&limit=0&cursor=%25%25"))).toEqual({ view: "grid", limit: 50, cursor: undefined });
    expect(parseBrowseOptions(params("limit=51"))).toMatchObject({ limit: 50 });
    expect(parseBrowseOptions(params("limit=-1"))).toMatchObject({ limit: 50 });
  });
});

describe("serialising filters", () => {
  it("writes a stable query string without defaults, and parses back to the same filters", () => {
    const filters = parseCategoryFilters("houses", params("sort=oldest&rooms=3%2B1&city=Girne&region=Alsancak&minPrice=0"));
    const query = filtersToSearchParams(filters, { view: "list", limit: 5 });
    expect(query.toString()).toBe("city=Girne&region=Alsancak&minPrice=0&rooms=3%2B1&sort=oldest&view=list&limit=5");
    expect(parseCategoryFilters("houses", query)).toEqual(filters);
    expect(filtersToSearchParams({ sort: "newest" }, { view: "grid", limit: 50 }).toString()).toBe("");
    expect(toQueryString(new URLSearchParams())).toBe("");
    expect(toQueryString(new URLSearchParams("a=1"))).toBe("?a=1");
  });

  it("with a search text: relevance is the default order, a chip of its own, and means nothing without the text", () => {
    const filters = parseCategoryFilters("houses", params("q=havuzlu+villa&city=Girne"));
    expect(filters).toEqual({ q: "havuzlu villa", city: "Girne", sort: "relevance" });
    expect(defaultSortFor(filters)).toBe("relevance");
    expect(defaultSortFor({})).toBe("newest");
    expect(filtersToSearchParams(filters).toString()).toBe("q=havuzlu+villa&city=Girne");
    expect(filtersToSearchParams({ ...filters, sort: "newest" }).toString()).toBe("q=havuzlu+villa&city=Girne&sort=newest");
    expect(activeFilterGroups(filters).map((group) => group.id)).toEqual(["q", "location"]);
    // Its chip cleared (or "clear all"): no "sort=relevance" left behind.
    expect(filtersToSearchParams(withoutFilters(filters, ["q"])).toString()).toBe("city=Girne");
    expect(filtersToSearchParams({ sort: filters.sort }).toString()).toBe("");
    // An empty sort (the select's default option) lets the text decide.
    expect(parseCategoryFilters("houses", params("q=villa&sort=")).sort).toBe("relevance");
    expect(parseCategoryFilters("houses", params("q=&sort=")).sort).toBe("newest");
    expect(parseCategoryFilters("houses", params("q=+++")).q).toBeUndefined();
  });

  it("clears a chip's filters, the city together with its region", () => {
    const filters = parseCategoryFilters("houses", params("city=Girne&region=Alsancak&minPrice=10&maxPrice=20&houseType=Villa"));
    expect(withoutFilters(filters, ["city", "region"])).toEqual({ minPrice: 10, maxPrice: 20, houseType: "Villa", sort: "newest" });
    expect(withoutFilters(filters, ["city"])).not.toHaveProperty("region");
    expect(withoutFilters(filters, ["minPrice", "maxPrice"])).toEqual({
      city: "Girne",
      region: "Alsancak",
      houseType: "Villa",
      sort: "newest",
    });
    expect(activeFilterGroups(filters).map((group) => group.id)).toEqual(["location", "price", "houseType"]);
    expect(activeFilterGroups({ sort: "price-desc" })).toEqual([]);
  });
});

describe("monthly comparison (decision 018)", () => {
  it("compares monthly equivalents where a category has rental terms and none is chosen", () => {
    expect(comparesMonthly("houses", {})).toBe(true);
    expect(comparesMonthly("apartments", {})).toBe(true);
    expect(comparesMonthly("cars", { rentalTerm: "daily" })).toBe(false);
    // Hotels have no rental term: their prices compare as they are.
    expect(comparesMonthly("hotels", {})).toBe(false);
  });
});

describe("the price bounds' currency (decision 042)", () => {
  it("is read beside a price bound only, written after the bounds, and cleared with them", () => {
    const filters = parseCategoryFilters("houses", new URLSearchParams("maxPrice=40&currency=EUR&city=Girne"));
    expect(filters).toMatchObject({ maxPrice: 40, currency: "EUR", city: "Girne" });
    expect(filtersToSearchParams(filters).toString()).toBe("city=Girne&maxPrice=40&currency=EUR");
    // Without a bound, or a currency not offered, or lira (the default): nothing.
    expect(parseCategoryFilters("houses", new URLSearchParams("currency=EUR")).currency).toBeUndefined();
    expect(parseCategoryFilters("houses", new URLSearchParams("maxPrice=40&currency=XYZ")).currency).toBeUndefined();
    expect(parseCategoryFilters("houses", new URLSearchParams("maxPrice=40&currency=TRY")).currency).toBeUndefined();
    expect(withoutFilters(filters, ["minPrice", "maxPrice"])).toEqual({ city: "Girne", sort: filters.sort });
    expect(withoutFilters(filters, ["city"]).currency).toBe("EUR");
  });

  it("writes the chip in that currency", () => {
    const t = getI18n("en").t;
    const filters = parseCategoryFilters("houses", new URLSearchParams("maxPrice=40&currency=EUR"));
    expect(filterTexts(filters, t, "en")).toEqual([t("categoryPage.chips.to", { label: t("categoryPage.filters.price"), max: "€40" })]);
    expect(filterTexts(parseCategoryFilters("houses", new URLSearchParams("maxPrice=40")), t, "en")[0]).toContain("₺40");
  });
});

describe("convertPrice", () => {
  const rates = { USD: 40, EUR: 50, GBP: 60 };
  it("converts through lira, rounded to whole units", () => {
    expect(convertPrice(1100, "GBP", "EUR", rates)).toBe(1320);
    expect(convertPrice(40, "EUR", "TRY", rates)).toBe(2000);
    expect(convertPrice(1000, "TRY", "USD", rates)).toBe(25);
    expect(convertPrice(999, "EUR", "EUR", rates)).toBe(999);
  });
  it("gives nothing without a valid rate or for a nonsense amount", () => {
    expect(convertPrice(100, "GBP", "EUR", { USD: 40, EUR: 50 })).toBeNull();
    expect(convertPrice(100, "GBP", "EUR", { ...rates, GBP: 0 })).toBeNull();
    expect(convertPrice(100, "GBP", "EUR", null)).toBeNull();
    expect(convertPrice(-1, "TRY", "EUR", rates)).toBeNull();
    expect(convertPrice(Number.NaN, "TRY", "EUR", rates)).toBeNull();
  });
});
