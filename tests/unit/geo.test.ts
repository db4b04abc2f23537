import { describe, expect, it } from "vitest";
import {
  NORTHERN_CYPRUS_BOUNDS,
  PLACE_CENTRES,
  type LatLng,
  distanceKm,
  distanceToSeaKm,
  isInNorthernCyprus,
  parseMapCoordinates,
  placeCentre,
} from "~/domain/geo";
import { COASTLINE } from "~/domain/coastline";
import { type DistanceFormat, LANDMARKS, distanceLabel, landmarkById } from "~/domain/landmarks";
import { LANGUAGES, type Language } from "~/domain/languages";
import { CITIES } from "~/domain/locations";
import { isolateLtr } from "~/lib/format";
import { INTL_LOCALE, directionOf } from "~/lib/i18n/locales";

const GIRNE_HARBOUR: LatLng = { lat: 35.3415, lng: 33.319 };
const LEFKOSA_CENTRE: LatLng = { lat: 35.1768, lng: 33.3617 };
/** The Salamis road (Gazimağusa) at the beach clubs north of the city. */
const SALAMIS_ROAD: LatLng = { lat: 35.165, lng: 33.905 };
const EMU_CAMPUS: LatLng = { lat: 35.1456, lng: 33.9081 };
const ERCAN_TERMINAL: LatLng = { lat: 35.1477, lng: 33.503 };

describe("bounds and distances", () => {
  it("keeps northern Cyprus's corners inside the box and its neighbours outside", () => {
    for (const inside of [
      { lat: 35.6953, lng: 34.5875 }, // Zafer Burnu, the Karpaz tip
      { lat: 35.3986, lng: 32.9242 }, // Cape Kormakitis
      { lat: 35.17, lng: 32.73 }, // Yeşilırmak
      { lat: 35.18, lng: 32.62 }, // the Erenköy (Kokkina) exclave
      { lat: 35.0124, lng: 33.6919 }, // Pile, on the Green Line
      LEFKOSA_CENTRE,
    ]) {
      expect(isInNorthernCyprus(inside), JSON.stringify(inside)).toBe(true);
    }
    for (const outside of [
      { lat: 34.6841, lng: 33.0379 }, // Limassol
      { lat: 34.7768, lng: 32.4245 }, // Paphos
      { lat: 36.8, lng: 34.63 }, // Mersin
      { lat: 0, lng: 0 },
      { lat: Number.NaN, lng: 33.3 },
    ]) {
      expect(isInNorthernCyprus(outside), JSON.stringify(outside)).toBe(false);
    }
    expect(NORTHERN_CYPRUS_BOUNDS.south).toBeLessThan(NORTHERN_CYPRUS_BOUNDS.north);
  });

  it("measures great circles with the mean Earth radius", () => {
    // One degree of a great circle is 6371.0088 × π / 180 km.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(6371.0088 * Math.PI, 6);
    expect(distanceKm(LEFKOSA_CENTRE, LEFKOSA_CENTRE)).toBe(0);
    expect(distanceKm(GIRNE_HARBOUR, EMU_CAMPUS)).toBeCloseTo(distanceKm(EMU_CAMPUS, GIRNE_HARBOUR), 12);
  });

  it("gives sane straight-line distances between places renters know", () => {
    // Girne and Lefkoşa are 10′ of latitude apart (18.5 km) and a little east–west: about 18–19 km as
    // the crow flies (the road over the Beşparmak pass is about 25 km).
    const girneLefkosa = distanceKm(PLACE_CENTRES.Girne!.centre, PLACE_CENTRES["Lefkoşa"]!.centre);
    expect(girneLefkosa).toBeGreaterThan(17);
    expect(girneLefkosa).toBeLessThan(21);
    // EMU and Ercan are on nearly one parallel, 0.4° of longitude apart: about 37 km (about 50 by road).
    const emuErcan = distanceKm(landmarkById("emu")!.position, landmarkById("ercan")!.position);
    expect(emuErcan).toBeGreaterThan(34);
    expect(emuErcan).toBeLessThan(40);
  });
});

describe("parseMapCoordinates", () => {
  it("reads the coordinates of Google Maps, Apple Maps, OpenStreetMap and geo: links", () => {
    const cases: [string, LatLng][] = [
      ["https://www.google.com/maps/@35.33,33.31,15z", { lat: 35.33, lng: 33.31 }],
      ["https://www.google.com/maps/@35.3412345,33.3198765,3a,75y,90t/data=!3m6!1e1", { lat: 35.341235, lng: 33.319877 }],
      [
        "https://www.google.com/maps/place/Girne+Antik+Liman%C4%B1/@35.3399,33.3151,17z/data=!3m1!4b1!4m6!3m5!1s0x14de6b1a7!8m2!3d35.3412!4d33.3196!16s",
        { lat: 35.3412, lng: 33.3196 },
      ],
      ["https://www.google.com/maps?q=35.33,33.31", { lat: 35.33, lng: 33.31 }],
      ["https://www.google.com.tr/maps?q=35.1456%2C33.9081&z=16", { lat: 35.1456, lng: 33.9081 }],
      ["https://www.google.com/maps?ll=35.2,33.4&z=12", { lat: 35.2, lng: 33.4 }],
      ["https://www.google.com/maps/search/?api=1&query=35.33,33.31", { lat: 35.33, lng: 33.31 }],
      ["https://www.google.com/maps/search/?api=1&query=35.33%2C%2033.31", { lat: 35.33, lng: 33.31 }],
      ["https://www.google.com/maps/search/35.33,+33.31", { lat: 35.33, lng: 33.31 }],
      ["https://www.google.com/maps/search/35.33,+33.31/@35.3,33.3,12z", { lat: 35.33, lng: 33.31 }],
      ["https://maps.google.com/?q=loc:35.33,33.31", { lat: 35.33, lng: 33.31 }],
      ["maps.google.com/?q=loc:+35.33,+33.31", { lat: 35.33, lng: 33.31 }],
      ["https://www.google.com/maps/dir/?api=1&destination=35.1205,33.9389", { lat: 35.1205, lng: 33.9389 }],
      [
        "https://www.google.com/maps/place/35%C2%B019'53.2%22N+33%C2%B019'07.3%22E/@35.3314,33.3187,17z",
        { lat: 35.331444, lng: 33.318694 },
      ],
      ["https://www.google.com/maps/@-33.8568,151.2153,15z", { lat: -33.8568, lng: 151.2153 }],
      ["https://maps.apple.com/?ll=35.1456,33.9081&q=Dropped%20Pin", { lat: 35.1456, lng: 33.9081 }],
      ["https://maps.apple.com/?q=35.33,33.31", { lat: 35.33, lng: 33.31 }],
      ["https://maps.apple.com/place?coordinate=35.2481,33.0236&name=METU%20NCC", { lat: 35.2481, lng: 33.0236 }],
      ["https://www.openstreetmap.org/#map=17/35.33/33.31", { lat: 35.33, lng: 33.31 }],
      ["https://www.openstreetmap.org/?mlat=35.1205&mlon=33.9389#map=15/35.1/33.9", { lat: 35.1205, lng: 33.9389 }],
      ["openstreetmap.org/#map=17/35.33/33.31&layers=H", { lat: 35.33, lng: 33.31 }],
      ["https://www.openstreetmap.org/search?query=35.33%2C33.31", { lat: 35.33, lng: 33.31 }],
      ["geo:35.33,33.31", { lat: 35.33, lng: 33.31 }],
      ["geo:35.33,33.31,120;u=35", { lat: 35.33, lng: 33.31 }],
      ["geo:0,0?q=35.33,33.31(Our%20flat)", { lat: 35.33, lng: 33.31 }],
      ["GEO:+35.33,+33.31?z=17", { lat: 35.33, lng: 33.31 }],
      ["  https://www.google.com/maps/@35.33,33.31,15z  ", { lat: 35.33, lng: 33.31 }],
    ];
    for (const [url, expected] of cases) {
      expect(parseMapCoordinates(url), url).toEqual(expected);
    }
  });

  it("prefers Google's pin (!3d…!4d…) to the camera (@), which is only the view's centre", () => {
    const url = "https://www.google.com/maps/place/EMU/@35.1,33.8,12z/data=!4m6!3m5!1s0x0:0x0!8m2!3d35.1456!4d33.9081";
    expect(parseMapCoordinates(url)).toEqual({ lat: 35.1456, lng: 33.9081 });
    // A place link with a name and no pin falls back to the camera.
    expect(parseMapCoordinates("https://www.google.com/maps/place/Girne/@35.3364,33.3173,14z")).toEqual({ lat: 35.3364, lng: 33.3173 });
  });

  it("rounds to 6 decimals and returns points outside northern Cyprus as they are", () => {
    expect(parseMapCoordinates("https://www.google.com/maps/@35.123456789,33.987654321,15z")).toEqual({ lat: 35.123457, lng: 33.987654 });
    const london = parseMapCoordinates("https://www.google.com/maps/@51.5074,-0.1278,12z");
    expect(london).toEqual({ lat: 51.5074, lng: -0.1278 });
    expect(isInNorthernCyprus(london!)).toBe(false);
  });

  it("returns null for short links, junk, other hosts and schemes, and out-of-range values", () => {
    for (const input of [
      "https://maps.app.goo.gl/zBgps6Q9JkpBmmKM7",
      "https://goo.gl/maps/AbCdEf123",
      "https://www.google.com/maps/place/Kyrenia+Castle",
      "https://www.google.com/search?q=35.33,33.31",
      "https://example.com/maps/@35.33,33.31,15z",
      "https://evil.example/?q=35.33,33.31&mlat=35.3&mlon=33.3",
      "javascript:alert('@35.33,33.31')",
      "ftp://maps.google.com/?q=35.33,33.31",
      "data:text/html,geo:35.33,33.31",
      "35.33,33.31",
      "not a link",
      "",
      "   ",
      "https://www.google.com/maps/@95.1,33.3,15z",
      "https://www.google.com/maps?q=35.3,190.5",
      "https://www.openstreetmap.org/#map=17/-91/33.31",
      "https://www.openstreetmap.org/?mlat=35.3",
      "geo:0,0?q=Kyrenia+harbour",
      "geo:,33.31",
      "geo:35.33",
      "https://www.google.com/maps/place/99%C2%B019'53.2%22N+33%C2%B019'07.3%22E",
      "https://www.google.com/maps/place/35%C2%B075'53.2%22N+33%C2%B019'07.3%22E",
      "https://www.google.com/maps/place/35%C2%B019'53.2%22E+33%C2%B019'07.3%22N",
      "https://www.google.com/maps/search/%E0%A4%A",
    ]) {
      expect(parseMapCoordinates(input), input).toBeNull();
    }
  });

  it("refuses input over 2,000 characters without reading it, however it is built", () => {
    const valid = "https://www.google.com/maps/@35.33,33.31,15z";
    expect(parseMapCoordinates(valid + "?" + "a".repeat(2000 - valid.length - 1))).toEqual({ lat: 35.33, lng: 33.31 });
    expect(parseMapCoordinates(valid + "?" + "a".repeat(2000 - valid.length))).toBeNull();
    // Shapes that would make a careless pattern backtrack: they must come back at once either way.
    for (const hostile of [
      "https://www.google.com/maps/@" + "1".repeat(100_000),
      "https://www.google.com/maps?q=" + "1,".repeat(50_000),
      "geo:" + "9".repeat(1_000_000),
      "https://www.google.com/maps/search/" + "35.3 ".repeat(399),
      "https://www.google.com/maps/place/" + "1°1'1\"N ".repeat(200),
    ]) {
      const started = performance.now();
      expect(parseMapCoordinates(hostile)).toBeNull();
      expect(performance.now() - started).toBeLessThan(50);
    }
  });

  it("reads worst-case shapes under the limit in linear time", () => {
    const fill = (prefix: string, unit: string, tail = "") =>
      prefix + unit.repeat(Math.floor((1990 - prefix.length - tail.length) / unit.length)) + tail;
    for (const shape of [
      fill("https://www.google.com/maps?q=1", " ", "x"),
      fill("https://www.google.com/maps?q=", "1,"),
      fill("https://www.google.com/maps/place/x/data=", "!3d1.1", "!4dx"),
      fill("https://www.google.com/maps/data=!3d1.", "1", "!4"),
      fill("https://www.google.com/maps/", "/@1,", "x"),
      fill("https://www.google.com/maps/place/", "1°1'1\"N%20"),
      fill("https://www.openstreetmap.org/#map=1/1/", "1", "x"),
      fill("geo:0,0?q=1,1(", "(", ")"),
    ]) {
      expect(shape.length).toBeLessThanOrEqual(2000);
      const started = performance.now();
      expect(parseMapCoordinates(shape), shape.slice(0, 60)).toBeNull();
      expect(performance.now() - started, shape.slice(0, 60)).toBeLessThan(50);
    }
  });
});

describe("place centres", () => {
  /**
   * Districts farther than 25 km from their city's centre, as they really are: the city stands for
   * its whole district (ilçe), which runs up the Karpaz (İskele), along the far north coast (Girne)
   * and across the Mesarya plain to the Green Line (Gazimağusa). Each is held to its own bound.
   */
  const FAR_DISTRICTS: Readonly<Record<string, number>> = {
    "Girne/Bahçeli": 30, // Kalograia, 4 km east of Esentepe
    "Girne/Tatlısu": 41, // Akanthou, past Bahçeli toward Kaplıca
    "Gazimağusa/Pile": 27, // Pyla, in the buffer zone near Larnaca
    "Gazimağusa/Serdarlı": 33, // Chatos, west of Geçitkale
    "Gazimağusa/Vadili": 28, // Vatili, on the road to Lefkoşa
    "İskele/Büyükkonuk": 28, // Komi Kebir, at the Karpaz's base
    "İskele/Kumyalı": 28, // on the Karpaz's southern shore
    "İskele/Yeni Erenköy": 40, // Yialousa, halfway up the Karpaz
    "İskele/Dipkarpaz": 58, // Rizokarpaso, near the tip
  };

  it("has a centre inside the bounds for every city and every district of CITIES, Merkez included", () => {
    expect(Object.keys(PLACE_CENTRES).sort()).toEqual(CITIES.map((city) => city.name).sort());
    for (const city of CITIES) {
      const place = PLACE_CENTRES[city.name]!;
      expect(isInNorthernCyprus(place.centre), city.name).toBe(true);
      // Every district is in the table itself (placeCentre's fallback to the city would hide a gap).
      expect(Object.keys(place.regions).sort(), city.name).toEqual([...city.regions].sort());
      for (const region of city.regions) {
        expect(isInNorthernCyprus(place.regions[region]!), `${city.name}/${region}`).toBe(true);
      }
      if (city.regions.includes("Merkez")) expect(place.regions.Merkez, city.name).toEqual(place.centre);
    }
  });

  it("puts every district within 25 km of its city centre, the far districts within their own bounds", () => {
    const far: string[] = [];
    for (const city of CITIES) {
      const place = PLACE_CENTRES[city.name]!;
      for (const region of city.regions) {
        const name = `${city.name}/${region}`;
        const km = distanceKm(place.centre, place.regions[region]!);
        if (km > 25) far.push(name);
        expect(km, name).toBeLessThan(FAR_DISTRICTS[name] ?? 25);
      }
    }
    // The list above is exactly the districts beyond 25 km: none missing, none left over.
    expect(far.sort()).toEqual(Object.keys(FAR_DISTRICTS).sort());
  });

  it("gives a district's centre, else the city's, and null for an unknown city", () => {
    expect(placeCentre("Girne", "Lapta")).toEqual(PLACE_CENTRES.Girne!.regions.Lapta);
    expect(placeCentre("Girne", "Merkez")).toEqual(PLACE_CENTRES.Girne!.centre);
    expect(placeCentre("Girne")).toEqual(PLACE_CENTRES.Girne!.centre);
    expect(placeCentre("Girne", null)).toEqual(PLACE_CENTRES.Girne!.centre);
    expect(placeCentre("Girne", "Nowhere")).toEqual(PLACE_CENTRES.Girne!.centre);
    expect(placeCentre("Girne", "constructor")).toEqual(PLACE_CENTRES.Girne!.centre);
    expect(placeCentre("Ercan")).toEqual(landmarkById("ercan")!.position);
    expect(placeCentre("Nowhere", "Merkez")).toBeNull();
    expect(placeCentre("toString")).toBeNull();
  });
});

describe("distance to the sea", () => {
  it("draws one coastline inside the bounds, with no gap wider than 5 km", () => {
    for (const point of COASTLINE) expect(isInNorthernCyprus(point), JSON.stringify(point)).toBe(true);
    for (let i = 1; i < COASTLINE.length; i++) {
      expect(distanceKm(COASTLINE[i - 1]!, COASTLINE[i]!), `segment ${i}`).toBeLessThan(5);
    }
  });

  it("is 0 on the coastline and grows inland", () => {
    for (const point of COASTLINE) expect(distanceToSeaKm(point)).toBeCloseTo(0, 9);
    expect(distanceToSeaKm(LEFKOSA_CENTRE)).toBeGreaterThan(distanceToSeaKm(PLACE_CENTRES["Lefkoşa"]!.regions.Gönyeli!));
  });

  it("gives sane distances for places renters know", () => {
    expect(distanceToSeaKm(GIRNE_HARBOUR)).toBeLessThan(0.5);
    expect(distanceToSeaKm(LEFKOSA_CENTRE)).toBeGreaterThan(15);
    expect(distanceToSeaKm(SALAMIS_ROAD)).toBeLessThan(1.5);
    const emu = distanceToSeaKm(EMU_CAMPUS);
    expect(emu).toBeGreaterThan(1);
    expect(emu).toBeLessThan(4);
    const ercan = distanceToSeaKm(ERCAN_TERMINAL);
    expect(ercan).toBeGreaterThan(15);
    expect(ercan).toBeLessThan(25);
    // The Karpaz is narrow: Dipkarpaz is a couple of km from either shore.
    expect(distanceToSeaKm(PLACE_CENTRES["İskele"]!.regions.Dipkarpaz!)).toBeLessThan(5);
  });
});

describe("landmarks", () => {
  const numberFormat = (language: Language) => new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 1 }).format;
  /** What a page passes: its language's number format and, on right-to-left pages, the isolate. */
  const pageFormat = (language: Language): DistanceFormat => ({
    number: numberFormat(language),
    isolate: directionOf(language) === "rtl" ? isolateLtr : undefined,
  });
  const emu = landmarkById("emu")!;

  it("has unique ids, the ones the site links to, and finds them by id", () => {
    const ids = LANDMARKS.map((landmark) => landmark.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ["emu", "neu", "ciu", "gau", "metu-ncc", "eul", "final", "ercan", "girne-port", "gazimagusa-port"]) {
      expect(landmarkById(id)?.id, id).toBe(id);
    }
    for (const city of CITIES.filter((city) => city.name !== "Ercan")) {
      const centre = LANDMARKS.find((landmark) => landmark.kind === "city-centre" && landmark.city === city.name);
      expect(centre?.position, city.name).toEqual(PLACE_CENTRES[city.name]!.centre);
    }
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(landmarkById("nowhere")).toBeUndefined();
  });

  it("places every landmark inside the bounds, within 40 km of its city's centre", () => {
    for (const landmark of LANDMARKS) {
      expect(isInNorthernCyprus(landmark.position), landmark.id).toBe(true);
      const city = PLACE_CENTRES[landmark.city];
      expect(city, landmark.id).toBeDefined();
      expect(distanceKm(landmark.position, city!.centre), landmark.id).toBeLessThan(40);
    }
  });

  it("names every landmark in every language, Persian and Arabic full names in their script", () => {
    for (const landmark of LANDMARKS) {
      for (const language of LANGUAGES) {
        expect(landmark.shortName[language]?.trim(), `${landmark.id} ${language}`).toBeTruthy();
        expect(landmark.fullName[language]?.trim(), `${landmark.id} ${language}`).toBeTruthy();
      }
      expect(landmark.fullName.fa, landmark.id).toMatch(/\p{Script=Arabic}/u);
      expect(landmark.fullName.ar, landmark.id).toMatch(/\p{Script=Arabic}/u);
      expect(landmark.fullName.ru, landmark.id).toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(emu.shortName).toMatchObject({ tr: "DAÜ", en: "EMU" });
    expect(emu.fullName).toEqual({
      tr: "Doğu Akdeniz Üniversitesi",
      en: "Eastern Mediterranean University",
      ru: "Восточно-Средиземноморский университет",
      de: "Eastern Mediterranean University",
      fa: "دانشگاه مدیترانه شرقی",
      ar: "جامعة شرق البحر المتوسط",
    });
  });

  it("writes each Turkish dative with the suffix its last spoken vowel takes", () => {
    const datives = Object.fromEntries(LANDMARKS.map((landmark) => [landmark.id, landmark.dativeTr]));
    expect(datives).toEqual({
      emu: "DAÜ'ye",
      neu: "YDÜ'ye",
      ciu: "UKÜ'ye",
      gau: "GAÜ'ye",
      "metu-ncc": "ODTÜ KKK'ya",
      eul: "LAÜ'ye",
      final: "Final'e",
      ercan: "Ercan'a",
      "girne-port": "Girne Limanı'na",
      "gazimagusa-port": "Gazimağusa Limanı'na",
      "centre-lefkosa": "Lefkoşa merkezine",
      "centre-girne": "Girne merkezine",
      "centre-gazimagusa": "Gazimağusa merkezine",
      "centre-guzelyurt": "Güzelyurt merkezine",
      "centre-iskele": "İskele merkezine",
      "centre-lefke": "Lefke merkezine",
    });
    // Each is its short name with a dative ending: an apostrophe after a proper name, none after "merkezi".
    for (const landmark of LANDMARKS) {
      const short = landmark.shortName.tr;
      const ending = landmark.dativeTr.startsWith(`${short}'`) ? landmark.dativeTr.slice(short.length + 1) : null;
      if (ending !== null) expect(["ye", "ya", "e", "a", "na", "ne"], landmark.id).toContain(ending);
      else expect(landmark.dativeTr, landmark.id).toBe(`${short}ne`);
    }
  });

  it("labels a distance in all six languages", () => {
    const labels = Object.fromEntries(LANGUAGES.map((language) => [language, distanceLabel(emu, 1.234, language, pageFormat(language))]));
    expect(labels).toEqual({
      tr: "DAÜ'ye 1,2\u00a0km",
      en: "1.2\u00a0km to EMU",
      ru: "1,2\u00a0км до EMU",
      de: "1,2\u00a0km zur EMU",
      fa: "\u20661.2\u00a0km\u2069 تا EMU",
      ar: "على بعد \u20661.2\u00a0km\u2069 من EMU",
    });
  });

  it("uses each landmark's grammar: Russian genitive, German article, Turkish dative", () => {
    const ercan = landmarkById("ercan")!;
    const girne = landmarkById("centre-girne")!;
    const port = landmarkById("girne-port")!;
    expect(distanceLabel(ercan, 12.04, "tr", pageFormat("tr"))).toBe("Ercan'a 12\u00a0km");
    expect(distanceLabel(ercan, 12.04, "ru", pageFormat("ru"))).toBe("12\u00a0км до аэропорта Эрджан");
    expect(distanceLabel(ercan, 12.04, "de", pageFormat("de"))).toBe("12\u00a0km zum Flughafen Ercan");
    expect(distanceLabel(ercan, 12.04, "en", pageFormat("en"))).toBe("12\u00a0km to Ercan Airport");
    expect(distanceLabel(girne, 3.26, "ru", pageFormat("ru"))).toBe("3,3\u00a0км до центра Кирении");
    expect(distanceLabel(girne, 3.26, "de", pageFormat("de"))).toBe("3,3\u00a0km ins Zentrum von Kyrenia");
    expect(distanceLabel(girne, 3.26, "tr", pageFormat("tr"))).toBe("Girne merkezine 3,3\u00a0km");
    expect(distanceLabel(port, 0.4, "fa", pageFormat("fa"))).toBe("\u2066400\u00a0m\u2069 تا بندر گیرنه");
    expect(distanceLabel(landmarkById("metu-ncc")!, 2, "tr", pageFormat("tr"))).toBe("ODTÜ KKK'ya 2\u00a0km");
    expect(distanceLabel(landmarkById("final")!, 1.5, "de", pageFormat("de"))).toBe("1,5\u00a0km zur Final International University");
  });

  it("writes metres under 1 km, km with one decimal above, and Latin digits on Persian and Arabic pages", () => {
    expect(distanceLabel(emu, 0.85, "tr", pageFormat("tr"))).toBe("DAÜ'ye 850\u00a0m");
    expect(distanceLabel(emu, 0.85, "ru", pageFormat("ru"))).toBe("850\u00a0м до EMU");
    expect(distanceLabel(emu, 0.004, "en", pageFormat("en"))).toBe("10\u00a0m to EMU");
    expect(distanceLabel(emu, 0, "en", pageFormat("en"))).toBe("10\u00a0m to EMU");
    // 996 m rounds to 1,000 m, which is written as 1 km.
    expect(distanceLabel(emu, 0.996, "en", pageFormat("en"))).toBe("1\u00a0km to EMU");
    expect(distanceLabel(emu, 56.08, "de", pageFormat("de"))).toBe("56,1\u00a0km zur EMU");
    for (const language of ["fa", "ar"] as const) {
      const label = distanceLabel(emu, 1.25, language, pageFormat(language));
      expect(label, language).toMatch(/\u20661\.3\u00a0km\u2069/);
      expect(label, language).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
    // Without an isolate (a left-to-right page, or a caller that marks direction itself) the text is plain.
    expect(distanceLabel(emu, 1.25, "fa", { number: numberFormat("fa") })).toBe("1.3\u00a0km تا EMU");
  });

  it("refuses a negative or non-finite distance", () => {
    for (const km of [-0.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => distanceLabel(emu, km, "en", pageFormat("en")), String(km)).toThrow(RangeError);
    }
  });
});
