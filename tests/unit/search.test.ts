import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  editDistance,
  foldForSearch,
  listingNumberOf,
  parseSearch,
  searchWords,
  suggestPlacesAndCategories,
  titlePrefixQuery,
  toTsQuery,
} from "~/domain/search";

/** The search's language rules: folding, parsing into terms, the tsquery they become. */

describe("folding", () => {
  it("folds case with Turkish rules and letters to ASCII, both ways", () => {
    for (const variant of ["Lefkoşa", "LEFKOŞA", "lefkosa", "LEFKOSA", "lefkoşa"]) expect(foldForSearch(variant)).toBe("lefkosa");
    for (const variant of ["GİRNE", "Gırne", "GIRNE", "girne", "gi\u0307rne"]) expect(foldForSearch(variant)).toBe("girne");
    expect(foldForSearch("ÇĞÖŞÜ çğöşü Âlâ Café")).toBe("cgosu cgosu ala cafe");
  });

  it("keeps a room count in one word", () => {
    expect(searchWords("3+1 daire, 5+ oda, 1+0")).toEqual(["3p1", "daire", "5p", "oda", "1p0"]);
  });
});

describe("parsing a query", () => {
  it("makes a place one term with all its names, whichever name was typed", () => {
    const girne = parseSearch("kyrenia villa").terms[0]!;
    expect(girne.place).toBe(true);
    expect(girne.alternatives.map((alternative) => alternative.words.join(" "))).toEqual(expect.arrayContaining(["girne", "kyrenia"]));
    expect(parseSearch("agios epiktitos").terms).toHaveLength(1);
  });

  it("narrows by category words (dropped) and type words (kept)", () => {
    expect(parseSearch("ev girne")).toMatchObject({ categories: ["houses"], terms: [{ typed: "girne" }] });
    expect(parseSearch("hotel")).toMatchObject({ categories: ["hotels"], terms: [], empty: false });
    expect(parseSearch("villa")).toMatchObject({ categories: ["houses"], terms: [{ typed: "villa" }] });
    expect(parseSearch("toyota")).toMatchObject({ categories: ["cars"] });
    // Every make of the table, not only the five of old.
    for (const make of ["nissan", "Hyundai i20", "kia", "renault clio", "fiat", "honda", "peugeot", "land rover", "Citroën", "škoda"]) {
      expect(parseSearch(make), make).toMatchObject({ categories: ["cars"] });
    }
    expect(toTsQuery(parseSearch("vw ").terms)).toBe("(vw | volkswagen)");
    expect(toTsQuery(parseSearch("land rover ").terms)).toBe("((land <-> rover) | (range <-> rover) | landrover)");
  });

  it("lets the last word be a prefix, unless the query ends with a space or the word is a known one", () => {
    expect(toTsQuery(parseSearch("girne vil").terms)).toBe("(girne | kyrenia | keryneia | kerynia | girna) & vil:*");
    expect(toTsQuery(parseSearch("havuzlu ").terms)).toBe("havuzlu");
    expect(toTsQuery(parseSearch("benz").terms)).toBe("(benz | mercedes)");
    expect(toTsQuery(parseSearch("havuzlu").terms, { exact: true })).toBe("havuzlu");
  });

  it("drops filler words and finds nothing to search in blank or filler-only text", () => {
    expect(parseSearch("villa in kyrenia for rent").terms.map((term) => term.typed)).toEqual(["villa", "kyrenia"]);
    expect(parseSearch("   ").empty).toBe(true);
    expect(parseSearch("the").empty).toBe(true);
  });

  it("turns any text into a tsquery of plain words and operators only", () => {
    const grammar =
      /^(\(?[a-z0-9]+(:\*)?( <-> [a-z0-9]+(:\*)?)*\)?( \| \(?[a-z0-9]+(:\*)?( <-> [a-z0-9]+(:\*)?)*\)?)*\)?)( & (\(?[a-z0-9]+(:\*)?( <-> [a-z0-9]+(:\*)?)*\)?( \| \(?[a-z0-9]+(:\*)?( <-> [a-z0-9]+(:\*)?)*\)?)*\)?))*$/;
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
        const query = toTsQuery(parseSearch(text).terms);
        return query === null || grammar.test(query);
      }),
      { numRuns: 500 },
    );
    for (const text of ["a & b | !c", "'); drop table listings; --", "x:*A <-> (y", "\\u0000villa"]) {
      const query = toTsQuery(parseSearch(text).terms);
      expect(query === null || grammar.test(query), text).toBe(true);
    }
  });
});

describe("listing numbers", () => {
  it("are read however they are typed", () => {
    for (const text of [
      "104523",
      " #104523 ",
      "İlan no 104523",
      "ilan no: 104523",
      "İLAN NUMARASI 104523",
      "listing 104523",
      "Listing number #104523",
    ]) {
      expect(listingNumberOf(text), text).toBe(104523);
    }
    for (const text of ["10452", "3+1 104523", "104523 girne", "99999999999"]) expect(listingNumberOf(text), text).toBeNull();
  });
});

describe("corrections", () => {
  it("measure edits, a swap of two letters counting as one", () => {
    expect(editDistance("esentpe", "esentepe")).toBe(1);
    expect(editDistance("vilal", "villa")).toBe(1);
    expect(editDistance("catalkoi", "catalkoy")).toBe(1);
    expect(editDistance("girne", "lefke", 1)).toBe(2);
  });
});

describe("suggestions without the database", () => {
  it("offer places by any of their names and categories, after two letters", () => {
    expect(suggestPlacesAndCategories("e")).toEqual([]);
    expect(suggestPlacesAndCategories("esen")).toEqual([{ kind: "place", city: "Girne", region: "Esentepe" }]);
    expect(suggestPlacesAndCategories("nicos")).toEqual([{ kind: "place", city: "Lefkoşa", region: null }]);
    expect(suggestPlacesAndCategories("kara")).toEqual(
      expect.arrayContaining([
        { kind: "place", city: "Girne", region: "Karaoğlanoğlu" },
        { kind: "place", city: "Girne", region: "Alsancak" },
      ]),
    );
    expect(suggestPlacesAndCategories("hote")).toEqual([{ kind: "category", category: "hotels" }]);
    expect(titlePrefixQuery("havuzlu vil")).toBe("havuzlu:AB & vil:*A");
    expect(titlePrefixQuery("v")).toBeNull();
  });
});
