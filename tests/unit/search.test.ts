import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CITIES } from "~/domain/locations";
import {
  SEARCH_WORD,
  editDistance,
  foldForSearch,
  listingNumberOf,
  parseSearch,
  searchFoldSql,
  searchWords,
  suggestPlacesAndCategories,
  titlePrefixQuery,
  toTsQuery,
  vocabularyPatternSql,
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
    expect(searchWords("۳+۱ ٢+١")).toEqual(["3p1", "2p1"]);
  });

  it("folds German letters as the other Latin ones, ß to ss", () => {
    expect(searchWords("Große Wohnung, möbliert, Gemüse, Äpfel")).toEqual(["grosse", "wohnung", "mobliert", "gemuse", "apfel"]);
    expect(foldForSearch("STRAẞE")).toBe("strasse");
    expect(foldForSearch("Škoda Łódź")).toBe("skoda lodz");
  });

  it("keeps Cyrillic words, folds their case and ё to е", () => {
    expect(searchWords("Квартира у МОРЯ, Кирения!")).toEqual(["квартира", "у", "моря", "кирения"]);
    for (const variant of ["ёлка", "Ёлка", "ЁЛКА", "елка"]) expect(foldForSearch(variant)).toBe("елка");
    expect(foldForSearch("ЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏҐ")).toBe("ееђѓєѕіїјљњћќѝўџг");
  });

  it("keeps Greek words, folds their case, accents and final sigma", () => {
    expect(foldForSearch("ΚΕΡΎΝΕΙΑ Κερύνεια κερυνεια")).toBe("κερυνεια κερυνεια κερυνεια");
    expect(foldForSearch("Λευκωσίας")).toBe("λευκωσιασ");
  });

  it("folds the Arabic-script letters written several ways to one", () => {
    const same = (...variants: string[]) => {
      for (const variant of variants) expect(foldForSearch(variant), variant).toBe(foldForSearch(variants[0]!));
    };
    // Yeh: Arabic ي, Persian ی, alef maksura ى; yeh with hamza ئ is the yeh.
    same("\u064a", "\u06cc", "\u0649", "\u0626");
    // Kaf: Arabic ك, Persian ک.
    same("\u0643", "\u06a9");
    // Alef with hamza above and below, with madda, wasla: the bare alef.
    same("\u0627", "\u0623", "\u0625", "\u0622", "\u0671");
    // Teh marbuta, heh with yeh above, heh doachashmee, ae: heh.
    same("\u0647", "\u0629", "\u06c0", "\u06be", "\u06d5");
    // Waw with hamza: waw.
    same("\u0648", "\u0624");
    // A Persian word typed on an Arabic keyboard is the same word.
    same("کرایه", "كرايه");
    same("ویلای بزرگ", "ويلاي بزرگ");
    same("مدرسة", "مدرسه");
  });

  it("drops harakat, the superscript alef and tatweel, so a vowelled or stretched word is the plain one", () => {
    expect(foldForSearch("شَقَّة")).toBe(foldForSearch("شقه"));
    for (let code = 0x064b; code <= 0x065f; code++) expect(foldForSearch(`ب${String.fromCharCode(code)}ت`), code.toString(16)).toBe("بت");
    expect(foldForSearch("هٰذا")).toBe("هذا");
    expect(foldForSearch("كـــبير")).toBe("كبير");
  });

  it("breaks words at the zero-width non-joiner (as a space), drops joiners and direction marks", () => {
    expect(searchWords("خانه\u200cها")).toEqual(searchWords("خانه ها"));
    expect(searchWords("خانه\u200cها")).toEqual(["خانه", "ها"]);
    expect(foldForSearch("ab\u200dc\u200e\u200f\u061c\u00ad")).toBe("abc");
    // Arabic punctuation separates words like any other.
    expect(searchWords("كيرينيا، فاماغوستا؛ نيقوسيا؟")).toEqual(["كيرينيا", "فاماغوستا", "نيقوسيا"]);
  });

  it("folds Persian and Arabic-Indic digits to ASCII digits", () => {
    expect(foldForSearch("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(foldForSearch("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(listingNumberOf("۱۰۴۵۲۳")).toBe(104523);
  });

  it("turns every other character into a space: the words are runs of word letters", () => {
    expect(foldForSearch("Mercedes-Benz, villa@example.com")).toBe("mercedes benz villa example com");
    expect(searchWords("日本 ★ villa")).toEqual(["villa"]);
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 100 }), (text) => searchWords(text).every((word) => SEARCH_WORD.test(word))),
      { numRuns: 500 },
    );
  });

  it("is written out in migration 0022 as the SQL function search_fold, with the vocabulary's pattern", () => {
    const migration = readFileSync("app/.server/db/migrations/0022_search_in_every_script.sql", "utf8");
    expect(migration).toContain(`RETURN ${searchFoldSql()};`);
    expect(migration.split(`word.lexeme ~ '${vocabularyPatternSql()}'`)).toHaveLength(4);
  });
});

describe("place names in every script", () => {
  /** The canonical place a query names: its first term must be a place and have the city's name. */
  const placeOf = (query: string) => {
    const term = parseSearch(query).terms[0];
    if (!term?.place) return null;
    const names = term.alternatives.map((alternative) => alternative.words.join(" "));
    return CITIES.find((city) => names.includes(searchWords(city.name).join(" ")))?.name ?? null;
  };

  it("name each city in Russian, German, Greek, Persian and Arabic", () => {
    const names: [string, string[]][] = [
      ["Girne", ["Кирения", "Гирне", "Kyrenia", "Κερύνεια", "گیرنه", "كيرينيا"]],
      ["Gazimağusa", ["Фамагуста", "Газимагуса", "Famagusta", "Αμμόχωστος", "فاماگوستا", "ماغوسا", "فاماغوستا"]],
      ["Lefkoşa", ["Никосия", "Лефкоша", "Nikosia", "Λευκωσία", "نیکوزیا", "لفکوشا", "نيقوسيا"]],
      ["Güzelyurt", ["Морфу", "Гюзельюрт", "Morphou", "Μόρφου", "گوزلیورت", "مورفو"]],
      ["İskele", ["Искеле", "Трикомо", "Τρίκωμο", "اسکله", "إسكيلة", "تريكومو"]],
      ["Lefke", ["Лефка", "Лефке", "Lefka", "Λεύκα", "لفکه", "لفكا"]],
      ["Ercan", ["Эрджан", "аэропорт", "Flughafen", "ارجان", "إرجان", "فرودگاه", "مطار"]],
    ];
    for (const [city, aliases] of names) for (const alias of aliases) expect(placeOf(alias), alias).toBe(city);
    expect(parseSearch("مطار إرجان").terms.every((term) => term.place)).toBe(true);
  });

  it("are found in upper case, without ё and with the Arabic letters of a Persian name", () => {
    expect(placeOf("КИРЕНИЯ")).toBe("Girne");
    expect(placeOf("گيرنه")).toBe("Girne");
    expect(placeOf("نيكوزيا")).toBe("Lefkoşa");
    expect(placeOf("لفكه")).toBe("Lefke");
    expect(placeOf("اسكله")).toBe("İskele");
  });

  it("bring all the place's names into the query, so a Russian name finds the Turkish one and back", () => {
    const girne = toTsQuery(parseSearch("Кирения вилла ").terms)!;
    expect(girne).toContain("girne");
    expect(girne).toContain("кирения");
    expect(girne).toContain("كيرينيا");
    expect(girne.endsWith(" & вилла")).toBe(true);
    expect(toTsQuery(parseSearch("girne ").terms)).toContain("گيرنه");
  });

  it("are offered as suggestions from their first letters, in every script", () => {
    expect(suggestPlacesAndCategories("Кир")).toContainEqual({ kind: "place", city: "Girne", region: null });
    expect(suggestPlacesAndCategories("گیر")).toContainEqual({ kind: "place", city: "Girne", region: null });
    expect(suggestPlacesAndCategories("كيري")).toContainEqual({ kind: "place", city: "Girne", region: null });
    expect(suggestPlacesAndCategories("Никос")).toContainEqual({ kind: "place", city: "Lefkoşa", region: null });
    expect(suggestPlacesAndCategories("نیکو")).toContainEqual({ kind: "place", city: "Lefkoşa", region: null });
    expect(suggestPlacesAndCategories("فاما")).toContainEqual({ kind: "place", city: "Gazimağusa", region: null });
    expect(suggestPlacesAndCategories("Nikos")).toContainEqual({ kind: "place", city: "Lefkoşa", region: null });
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
    expect(toTsQuery(parseSearch("girne vil").terms)).toBe(
      "(girne | kyrenia | keryneia | kerynia | girna | кирения | гирне | κερυνεια | گيرنه | كيرينيا) & vil:*",
    );
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
    // A word: the word letters of SEARCH_WORD (every script the fold keeps), none of tsquery's operators.
    const word = SEARCH_WORD.source.slice(1, -1);
    const alternative = `\\(?${word}(:\\*)?( <-> ${word}(:\\*)?)*\\)?`;
    const term = `(\\(?${alternative}( \\| ${alternative})*\\)?)`;
    const grammar = new RegExp(`^${term}( & ${term})*$`);
    expect(grammar.test("(girne | кирения | گيرنه) & вилла:*")).toBe(true);
    expect(grammar.test("a & !b")).toBe(false);
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
