import { CAR_BRANDS } from "./car-brands";
import type { Category } from "./categories";
import type { ListingTitles } from "./listing-texts";
import { SEARCH_MAX_LENGTH } from "./filters";
import { CITIES } from "./locations";

/**
 * The text search's language rules, shared by the server (which builds the database
 * query from them) and the browser (suggestions): how text is folded, how a query is split into
 * words, which words are place names, categories or synonyms, and what a listing number looks like.
 *
 * Folding (decision 039, which extends 016) is one explicit table, the same in SQL (`search_fold()`,
 * migration 0022) and here, so neither side depends on the database's locale (`lower()` and the
 * word parser of a "C" database know only ASCII): a test folds every character of the Basic
 * Multilingual Plane both ways and compares.
 * - Latin: case (Turkish rules: İ→i, I→i, ı→i) and accented letters to ASCII (ç→c, ğ→g, ö→o, ş→s,
 *   ü→u, ä→a, é→e, š→s …; ß→ss), so "lefkosa", "LEFKOŞA" and "Lefkoşa" are one word.
 * - Cyrillic and Greek: case, ё→е; Greek accents dropped, final ς→σ.
 * - Arabic script (Arabic and Persian): one form per letter that is written several ways — ی/ى/ئ→ي,
 *   ک→ك, أ/إ/آ/ٱ→ا, ة/ۀ/ھ/ە→ه, ؤ→و; Persian and Arabic-Indic digits to ASCII digits.
 * - Dropped (nothing): combining accents (U+0300–U+036F), harakat (U+064B–U+065F, U+0670),
 *   tatweel (U+0640) and the invisible joiners and direction marks (U+00AD, U+061C, U+200D–U+200F,
 *   U+202A–U+202E, U+2066–U+2069).
 * - Everything else that is not a word letter — punctuation, spaces, the zero-width non-joiner
 *   (U+200C, which Persian writes where others type a space: "خانه‌ها" is "خانه ها"), letters of
 *   other scripts — becomes one space. So the database's word parser sees only words and spaces.
 * A room count's "+" stays inside one word ("3+1" → "3p1", "۳+۱" too).
 */

/** Pairs of strings folded character by character: FROM[i] → TO[i] (SQL: `translate()`). */
const FOLD_PAIRS: readonly (readonly [from: string, to: string])[] = [
  ["ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"],
  // Turkish and the Latin letters of decision 016.
  ["ÇĞİIÖŞÜÂÊÎÔÛÁÀÄÃÉÈËÍÌÏÓÒÕÚÙÑçğıöşüâêîôûáàäãéèëíìïóòõúùñ", "cgiiosuaeiouaaaaeeeiiiooouuncgiosuaeiouaaaaeeeiiiooouun"],
  // More Latin letters (German, Nordic, Central European, Romanian, Latvian …).
  ["ÅåØøÝýÿŸŠšČčĆćŽžŁłŘřŇňĎďŤťĚěŮůŐőŰűȘșȚțĄąĘęŚśŹźŻżŃńĀāĒēĪīŌōŪū", "aaooyyyysscccczzllrrnnddtteeuuoouussttaaeesszzzznnaaeeiioouu"],
  // Cyrillic: upper case (with the letters of Ukrainian, Belarusian, Serbian …), ё→е and ґ→г.
  ["АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏёѐҐґ", "абвгдежзийклмнопрстуфхцчшщъыьэюяееђѓєѕіїјљњћќѝўџеегг"],
  // Greek: upper case, accented vowels, final sigma.
  ["ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰς", "αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσ"],
  // Arabic script: one form per letter written several ways.
  ["یىئکأإآٱةۀھەؤ", "يييكااااههههو"],
  // Persian and Arabic-Indic digits.
  ["۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789"],
];

/** Characters dropped (SQL: a `regexp_replace` of this class with nothing). */
const FOLD_DROPPED =
  "\\u00ad\\u0300-\\u036f\\u0610-\\u061a\\u061c\\u0640\\u064b-\\u065f\\u0670\\u06d6-\\u06ed\\u200d-\\u200f\\u202a-\\u202e\\u2066-\\u2069";

/**
 * The letters (after folding) that make words, with the digits: ASCII, Cyrillic, Greek and
 * Arabic-script letters. Everything else separates words.
 */
const LETTERS = "a-z\\u0430-\\u045f\\u03b1-\\u03c9\\u0621-\\u063a\\u0641-\\u064a\\u0671-\\u06d3\\u06d5";
const WORD_LETTERS = `0-9${LETTERS}`;

/** One word of folded text (what a tsquery may contain: none of its operators). */
export const SEARCH_WORD = new RegExp(`^[${WORD_LETTERS}]+$`);

/**
 * A word the vocabulary of listings' words (`search_terms`) keeps: letters only, 3–40 of them. The
 * vocabulary's triggers (migration 0022) keep the words that match `^[LETTERS]+$` of that length;
 * `vocabularyPatternSql()` is that pattern.
 */
export const VOCABULARY_WORD = new RegExp(`^[${LETTERS}]{3,40}$`);
export const vocabularyPatternSql = () => `^[${LETTERS}]+$`;
const NOT_WORD = new RegExp(`[^${WORD_LETTERS}]+`, "g");
// Each combining mark on its own is the point here (they are dropped wherever they stand).
// eslint-disable-next-line no-misleading-character-class
const DROPPED = new RegExp(`[${FOLD_DROPPED}]`, "g");
/** Letters folded to two (SQL: `replace()`). */
const FOLD_EXPANSIONS: Readonly<Record<string, string>> = { ß: "ss", ẞ: "ss" };

const FOLD_TABLE = new Map<string, string>();
for (const [from, to] of FOLD_PAIRS) {
  const fromCharacters = [...from];
  const toCharacters = [...to];
  if (fromCharacters.length !== toCharacters.length) throw new Error(`Fold table: ${from} has no pair of the same length`);
  fromCharacters.forEach((character, index) => FOLD_TABLE.set(character, toCharacters[index]!));
}
for (const [from, to] of Object.entries(FOLD_EXPANSIONS)) FOLD_TABLE.set(from, to);

/**
 * The fold as SQL (the body of `search_fold(input)` in migration 0022 is this expression, written
 * out): for the test that compares them and for the next migration that changes the table.
 */
export function searchFoldSql(input = "input"): string {
  const from = FOLD_PAIRS.map(([pairFrom]) => pairFrom).join("");
  const to = FOLD_PAIRS.map(([, pairTo]) => pairTo).join("");
  let expression = `translate(${input}, '${from}', '${to}')`;
  expression = `regexp_replace(${expression}, '[${FOLD_DROPPED}]', '', 'g')`;
  for (const [letter, expansion] of Object.entries(FOLD_EXPANSIONS)) expression = `replace(${expression}, '${letter}', '${expansion}')`;
  expression = `regexp_replace(${expression}, '([0-9])\\+([0-9]*)', '\\1p\\2', 'g')`;
  return `regexp_replace(${expression}, '[^${WORD_LETTERS}]+', ' ', 'g')`;
}

/**
 * Folds text for searching (see above): the table's letters folded, marks dropped, a room count's
 * "+" kept inside one word ("3+1" → "3p1", "5+" → "5p"), and every run of other characters one
 * space — as the database's `search_fold()` does.
 */
export function foldForSearch(text: string): string {
  let folded = "";
  for (const character of text.replace(DROPPED, "")) folded += FOLD_TABLE.get(character) ?? character;
  return folded.replace(/([0-9])\+([0-9]*)/g, "$1p$2").replace(NOT_WORD, " ");
}

/** The words of folded text: runs of word letters (what the query may contain). */
export function searchWords(text: string): string[] {
  return foldForSearch(text).split(" ").filter(Boolean);
}

export { SEARCH_MAX_LENGTH };
/** At most this many words of a query are used. */
const SEARCH_MAX_WORDS = 8;
/** Suggestions start after this many letters. */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * Words that carry no meaning in a search on this site (everything is for rent) and would match
 * nothing in the listings' texts: dropped from queries.
 */
const FILLER_WORDS = new Set(
  [
    "a",
    "an",
    "the",
    "in",
    "at",
    "on",
    "for",
    "with",
    "and",
    "of",
    "to",
    "near",
    "rent",
    "rental",
    "rentals",
    "renting",
    "ve",
    "ile",
    "icin",
    "de",
    "da",
    "kiralik",
    "kirada",
    "kira",
  ].map(foldForSearch),
);

/** Words that name a category (both languages, singular and plural): they narrow the search to it. */
const CATEGORY_WORDS: Record<Category, readonly string[]> = {
  houses: ["ev", "evler", "konut", "konutlar", "house", "houses", "home", "homes"],
  cars: ["araba", "arabalar", "araç", "araçlar", "oto", "otomobil", "car", "cars", "vehicle", "vehicles", "auto", "rent a car"],
  shops: ["dükkan", "dükkanlar", "dükkân", "işyeri", "iş yeri", "mağaza", "shop", "shops", "store", "stores"],
  hotels: ["otel", "oteller", "hotel", "hotels"],
  apartments: ["apart", "apartlar", "aparts", "apart otel", "apart hotel"],
};

/** A car make's names as search words: its name, its slug's words and its other names, once each. */
function brandWords(brand: (typeof CAR_BRANDS)[number]): string[] {
  const names = [brand.name, brand.slug.replace(/-/g, " "), ...(brand.words ?? [])];
  return [...new Map(names.map((name) => [searchWords(name).join(" "), name])).values()];
}

/**
 * A make's names as alternatives: a name holding another's words is left out ("mercedes" already
 * finds "Mercedes-Benz").
 */
function brandSynonyms(brand: (typeof CAR_BRANDS)[number]): string[] {
  const names = brandWords(brand).map((name) => ({ name, words: searchWords(name) }));
  return names
    .filter(({ words }) => !names.some((other) => other.words.length < words.length && other.words.every((word) => words.includes(word))))
    .map(({ name }) => name);
}

/**
 * Words that are both a thing to look for and a hint of the category (a house type, a car brand):
 * they stay in the query (with their synonyms) and narrow it to these categories.
 */
const TYPE_WORDS: readonly { words: readonly string[]; categories: readonly Category[] }[] = [
  { words: ["villa", "villas", "villalar"], categories: ["houses"] },
  { words: ["daire", "daireler", "flat", "flats", "apartment", "apartments", "apartman"], categories: ["houses", "apartments"] },
  { words: ["penthouse"], categories: ["houses"] },
  { words: ["rezidans", "residence"], categories: ["houses"] },
  { words: ["bungalov", "bungalow"], categories: ["houses"] },
  { words: ["müstakil", "detached"], categories: ["houses"] },
  { words: ["stüdyo", "studio"], categories: ["houses", "apartments"] },
  // Every car make (domain/car-brands.ts) by its name, slug and other names ("benz", "vw").
  ...CAR_BRANDS.map((brand) => ({ words: brandWords(brand), categories: ["cars"] as const })),
  { words: ["ofis", "office", "büro"], categories: ["shops"] },
  { words: ["depo", "warehouse"], categories: ["shops"] },
  { words: ["fabrika", "factory"], categories: ["shops"] },
];

/**
 * Synonyms across the two languages: a query word of a group also finds the others. A trailing
 * "*" finds words that start with it ("havuz*" finds "havuzlu").
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["villa", "villas", "villalar"],
  ["daire", "daireler", "flat", "flats", "apartment", "apartments", "apartman"],
  ["rezidans", "residence"],
  ["bungalov", "bungalow"],
  ["müstakil", "detached"],
  ["stüdyo", "studio", "1+0"],
  // A make's names find each other ("vw" finds "Volkswagen", "benz" finds "Mercedes").
  ...CAR_BRANDS.map(brandSynonyms).filter((names) => names.length > 1),
  ["ofis", "office", "büro"],
  ["depo", "warehouse"],
  ["fabrika", "factory"],
  ["dükkan*", "shop"],
  ["pool", "havuz*"],
  ["garden", "bahçe*"],
  ["sea", "deniz*"],
  ["view", "manzara*"],
  ["furnished", "eşyalı", "esyali"],
  ["unfurnished", "eşyasız"],
  ["parking", "otopark*"],
  ["balcony", "balkon*"],
  ["automatic", "otomatik"],
  ["manual", "manuel"],
  ["diesel", "dizel"],
  ["petrol", "gasoline", "benzin*"],
  ["hybrid", "hibrit"],
  ["electric", "elektrik*"],
  ["university", "üniversite*"],
  ["beach", "plaj*", "sahil*"],
  ["luxury", "lüks", "lux"],
  ["new", "yeni", "sıfır"],
  ["daily", "günlük"],
  ["weekly", "haftalık"],
  ["monthly", "aylık"],
  ["yearly", "yıllık"],
  ["room", "oda"],
  ["bedroom", "yatak"],
];

/** A word to look for: the forms that satisfy it, each a phrase of folded words, maybe a prefix. */
interface SearchAlternative {
  /** Consecutive words (one for most). */
  words: readonly string[];
  /** The last word may be the start of a longer one. */
  prefix: boolean;
}

export interface SearchTerm {
  /** The word(s) as typed, folded (for messages and corrections). */
  typed: string;
  alternatives: readonly SearchAlternative[];
  /** A place name (city or district, in any of its names). */
  place: boolean;
}

export interface ParsedSearch {
  /** Every term must match (in any order, any field). */
  terms: readonly SearchTerm[];
  /** Categories the query narrows to (empty: all). */
  categories: readonly Category[];
  /** A listing number typed on its own ("104523", "#104523", "ilan no 104523"). */
  listingNumber: number | null;
  /** True when nothing searchable is left (blank, only filler words). */
  empty: boolean;
}

const phrase = (text: string, prefix = false): SearchAlternative => ({ words: searchWords(text), prefix });
const key = (words: readonly string[]) => words.join(" ");

/** Place names: every name of a city or district (folded phrase) → the canonical name's words. */
interface PlaceName {
  phrase: readonly string[];
  canonical: readonly string[];
}

const PLACE_NAMES: readonly PlaceName[] = CITIES.flatMap((city) => {
  const names = (canonical: string, aliases: readonly string[]) =>
    [canonical, ...aliases].map((name) => ({ phrase: searchWords(name), canonical: searchWords(canonical) }));
  return [
    ...names(city.name, [...city.aliases, city.nameEn.replace(/\s*\(.*\)$/, "")]),
    ...city.regions.filter((region) => region !== "Merkez").flatMap((region) => names(region, city.regionAliases[region] ?? [])),
  ];
}).filter((name) => name.phrase.length > 0);

const CATEGORY_PHRASES = (Object.entries(CATEGORY_WORDS) as [Category, readonly string[]][]).flatMap(([category, words]) =>
  words.map((word) => ({ phrase: searchWords(word), categories: [category] as readonly Category[] })),
);
const TYPE_PHRASES = TYPE_WORDS.flatMap(({ words, categories }) => words.map((word) => ({ phrase: searchWords(word), categories })));
const SYNONYMS = new Map<string, readonly SearchAlternative[]>();
for (const group of SYNONYM_GROUPS) {
  const alternatives = group.map((word) => phrase(word.replace(/\*$/, ""), word.endsWith("*")));
  for (const word of group) SYNONYMS.set(key(searchWords(word.replace(/\*$/, ""))), alternatives);
}

/** The longest known phrase (place, category, type) starting at `index` of `words`. */
function longestMatch<T extends { phrase: readonly string[] }>(candidates: readonly T[], words: readonly string[], index: number): T[] {
  let best: T[] = [];
  let bestLength = 0;
  for (const candidate of candidates) {
    const length = candidate.phrase.length;
    if (length < bestLength || index + length > words.length) continue;
    if (candidate.phrase.every((word, offset) => words[index + offset] === word)) {
      if (length > bestLength) best = [];
      bestLength = length;
      best.push(candidate);
    }
  }
  return best;
}

const LISTING_NUMBER = /^\s*(?:#|(?:ilan|listing)\s*(?:no|numarasi|number|nr)?\.?\s*:?\s*#?)?\s*(\d{6,9})\s*$/;

/** The listing number a query consists of ("104523", "#104523", "İlan no: 104523"), or null. */
export function listingNumberOf(query: string): number | null {
  const match = LISTING_NUMBER.exec(foldForSearch(query));
  if (!match) return null;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) && number <= 2_147_483_647 ? number : null;
}

/**
 * Splits a query into terms. Place names (in any of their names, several words long too) become one
 * term whose alternatives are all the place's names; category words narrow the search and are
 * dropped; type words (villa, a car brand) narrow it and stay; synonyms add alternatives; filler
 * words ("in", "for", "kiralık") are dropped. The last word also finds longer words that start with
 * it, unless the query ends with a space or the word is a known one ("benz" is not "benzin").
 */
export function parseSearch(query: string): ParsedSearch {
  const text = query.slice(0, SEARCH_MAX_LENGTH);
  const listingNumber = listingNumberOf(text);
  const words = searchWords(text);
  const typingLastWord = !/\s$/.test(text);
  const terms: SearchTerm[] = [];
  const categories = new Set<Category>();
  let narrowed = false;
  for (let index = 0; index < words.length && terms.length < SEARCH_MAX_WORDS;) {
    const isLast = (length: number) => typingLastWord && index + length === words.length;
    const categoryMatch = longestMatch(CATEGORY_PHRASES, words, index)[0];
    const placeMatches = longestMatch(PLACE_NAMES, words, index);
    const typeMatch = longestMatch(TYPE_PHRASES, words, index)[0];
    const longest = Math.max(categoryMatch?.phrase.length ?? 0, placeMatches[0]?.phrase.length ?? 0, typeMatch?.phrase.length ?? 0);
    if (categoryMatch && categoryMatch.phrase.length === longest) {
      for (const category of categoryMatch.categories) categories.add(category);
      narrowed = true;
      index += longest;
      continue;
    }
    if (placeMatches.length > 0 && placeMatches[0]!.phrase.length === longest) {
      const typed = key(words.slice(index, index + longest));
      const canonical = new Map<string, SearchAlternative>();
      for (const match of placeMatches) {
        // Every name of the same place (so "kyrenia" also finds a listing that says "Kyrenia" in its text).
        for (const name of PLACE_NAMES.filter((candidate) => key(candidate.canonical) === key(match.canonical))) {
          canonical.set(key(name.phrase), { words: name.phrase, prefix: false });
        }
      }
      if (isLast(longest)) canonical.set(typed, { words: words.slice(index, index + longest), prefix: true });
      terms.push({ typed, alternatives: [...canonical.values()], place: true });
      index += longest;
      continue;
    }
    if (typeMatch && typeMatch.phrase.length === longest) {
      for (const category of typeMatch.categories) categories.add(category);
      narrowed = true;
    }
    const length = Math.max(longest, 1);
    const typedWords = words.slice(index, index + length);
    const typed = key(typedWords);
    // A known word (a type, brand or synonym) is complete: "benz" should not find "benzin".
    const last = isLast(length) && !typeMatch && !SYNONYMS.has(typed);
    index += length;
    if (length === 1 && FILLER_WORDS.has(typed)) continue;
    const alternatives = new Map<string, SearchAlternative>([[typed, { words: typedWords, prefix: last }]]);
    for (const synonym of SYNONYMS.get(typed) ?? []) {
      const synonymKey = `${key(synonym.words)}${synonym.prefix ? "*" : ""}`;
      if (key(synonym.words) !== typed) alternatives.set(synonymKey, synonym);
    }
    // A last word that is the start of a place's other name ("kyren") also finds the place.
    if (last && typed.length >= 3) {
      for (const place of PLACE_NAMES) {
        if (place.phrase.length === 1 && place.phrase[0]!.startsWith(typed) && place.phrase[0] !== typed) {
          alternatives.set(key(place.canonical), { words: place.canonical, prefix: false });
        }
      }
    }
    terms.push({ typed, alternatives: [...alternatives.values()], place: false });
  }
  return {
    terms,
    categories: narrowed ? [...categories] : [],
    listingNumber,
    empty: terms.length === 0 && !narrowed && listingNumber === null,
  };
}

/**
 * The query in PostgreSQL's tsquery syntax (`simple` configuration): every term ANDed, each the OR
 * of its alternatives, phrases with `<->`, prefixes with `:*`. Only words of word letters
 * (`SEARCH_WORD`: no operator, quote or space) reach it, so no user text can change its
 * structure. `exact: true` leaves the prefixes out (ranking rewards exact words over prefixes).
 * Null when there are no terms.
 */
export function toTsQuery(terms: readonly SearchTerm[], options: { exact?: boolean } = {}): string | null {
  const parts = terms.map((term) => {
    const alternatives = term.alternatives
      .filter((alternative) => alternative.words.length > 0 && alternative.words.every((word) => SEARCH_WORD.test(word)))
      .map((alternative) => {
        const words = alternative.words.map((word, index) =>
          alternative.prefix && !options.exact && index === alternative.words.length - 1 ? `${word}:*` : word,
        );
        return words.length === 1 ? words[0]! : `(${words.join(" <-> ")})`;
      });
    return alternatives.length === 1 ? alternatives[0]! : `(${[...new Set(alternatives)].join(" | ")})`;
  });
  return parts.length > 0 ? parts.join(" & ") : null;
}

/** Known words of the site (place names, category, type and synonym words): candidates for "did you mean". */
export const KNOWN_SEARCH_WORDS: readonly string[] = [
  ...new Set([
    ...PLACE_NAMES.flatMap((place) => place.phrase),
    ...CATEGORY_PHRASES.flatMap((entry) => entry.phrase),
    ...TYPE_PHRASES.flatMap((entry) => entry.phrase),
    ...[...SYNONYMS.keys()].filter((word) => !word.includes(" ")),
  ]),
].filter((word) => word.length >= 3);

/** Damerau–Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Words of at least this length may be corrected ("did you mean"), by at most one edit: "vila"
 * becomes "villa"; shorter words have too many neighbours one edit away to guess.
 */
export const CORRECTABLE_LENGTH = 4;

// ---------------------------------------------------------------------------------------------
// Suggestions as you type: places and categories come from the tables above
// (no database); matching listing titles from the server.

export type Suggestion =
  | { kind: "place"; city: string; region: string | null }
  | { kind: "category"; category: Category }
  | {
      kind: "listing";
      id: string;
      category: Category;
      title: string;
      titleEn: string | null;
      /** The title in Russian, German, Persian and Arabic, where written (decision 041). */
      titles?: ListingTitles;
      number: number;
    };

/** At most this many suggestions of each kind. */
export const SUGGESTION_LIMITS = { place: 4, category: 2, listing: 5 } as const;

/**
 * Places and categories whose names (any of them: Turkish, English, Greek-derived, other spellings,
 * the cities' names in Russian, Greek, Persian and Arabic) start with what was typed, or with its
 * last word: "esen" → Esentepe (Girne), "kyr" → Girne, "Кир" and "گیر" → Girne, "ara" → cars.
 * Cities before districts, then alphabetical.
 */
export function suggestPlacesAndCategories(text: string): Suggestion[] {
  const words = searchWords(text.slice(0, SEARCH_MAX_LENGTH));
  if (words.join("").length < SUGGEST_MIN_LENGTH) return [];
  const typed = words.join(" ");
  const lastWord = words.at(-1)!;
  const starts = (phrase: readonly string[]) => {
    const name = phrase.join(" ");
    return name.startsWith(typed) || (lastWord.length >= SUGGEST_MIN_LENGTH && name.startsWith(lastWord));
  };
  const places = new Map<string, Suggestion>();
  for (const city of CITIES) {
    const cityNames = [city.name, ...city.aliases, city.nameEn.replace(/\s*\(.*\)$/, "")].map(searchWords);
    if (cityNames.some(starts)) places.set(city.name, { kind: "place", city: city.name, region: null });
  }
  for (const city of CITIES) {
    for (const region of city.regions) {
      if (region === "Merkez") continue;
      const names = [region, ...(city.regionAliases[region] ?? [])].map(searchWords);
      if (names.some(starts)) places.set(`${city.name}/${region}`, { kind: "place", city: city.name, region });
    }
  }
  const categories = new Set<Category>();
  for (const entry of CATEGORY_PHRASES) if (starts(entry.phrase)) for (const category of entry.categories) categories.add(category);
  return [
    ...[...places.values()].slice(0, SUGGESTION_LIMITS.place),
    ...[...categories].slice(0, SUGGESTION_LIMITS.category).map((category): Suggestion => ({ kind: "category", category })),
  ];
}

/**
 * The query for listing suggestions: the word being typed must begin a word of the title (weight
 * A); each word before it must be a word of the title or of the listing's place and specifications
 * (weight B), so "lefkosa esy" suggests a Lefkoşa listing titled "eşyalı daire" whose title names no
 * place. Null when nothing is searchable.
 */
export function titlePrefixQuery(text: string): string | null {
  const words = searchWords(text.slice(0, SEARCH_MAX_LENGTH))
    .filter((word) => !FILLER_WORDS.has(word))
    .slice(0, SEARCH_MAX_WORDS);
  if (words.join("").length < SUGGEST_MIN_LENGTH) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*A` : `${word}:AB`)).join(" & ");
}
