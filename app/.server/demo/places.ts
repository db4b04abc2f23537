/** Place names in Turkish and English sentences, and real-ish coordinates for map links. */
import { type LatLng, placeCentre } from "~/domain/geo";
import type { Random } from "./random";

/** Short English city names as expats and visitors use them. */
const CITY_EN: Record<string, string> = {
  Ercan: "Ercan",
  Lefkoşa: "Nicosia",
  Girne: "Kyrenia",
  Gazimağusa: "Famagusta",
  Güzelyurt: "Güzelyurt",
  İskele: "İskele",
  Lefke: "Lefke",
};

/** Names read differently from how they are stored (the region keeps its stored form). */
const SPOKEN_NAME: Record<string, string> = { "Boğaztepe (Long Beach)": "Long Beach" };

/** Locatives that the vowel-harmony rule gets wrong (compounds ending in a possessive, loan words). */
const LOCATIVE_OVERRIDES: Record<string, string> = {
  "Long Beach": "Long Beach'te",
  "Yeni Boğaziçi": "Yeni Boğaziçi'nde",
  Karaoğlanoğlu: "Karaoğlanoğlu'nda",
  Beylerbeyi: "Beylerbeyi'nde",
  Gemikonağı: "Gemikonağı'nda",
};

/** "Girne'de", "Alsancak'ta", "Lefkoşa'da": the Turkish locative of a proper noun. */
function locative(name: string): string {
  const override = LOCATIVE_OVERRIDES[name];
  if (override) return override;
  const lower = name.toLocaleLowerCase("tr");
  const vowels = [...lower].filter((char) => "aeıioöuü".includes(char));
  const lastVowel = vowels[vowels.length - 1] ?? "e";
  const vowel = "aıou".includes(lastVowel) ? "a" : "e";
  const consonant = "fstkçşhp".includes(lower[lower.length - 1] ?? "") ? "t" : "d";
  return `${name}'${consonant}${vowel}`;
}

function spokenRegion(region: string): string {
  return SPOKEN_NAME[region] ?? region;
}

export function cityEn(city: string): string {
  return CITY_EN[city] ?? city;
}

/** Where a listing is, in a Turkish title: "Çatalköy'de", "Girne Merkez'de", "Ercan'da". */
export function whereTr(city: string, region: string | null): string {
  if (!region) return locative(city);
  if (region === "Merkez") return `${city} ${locative("Merkez")}`;
  return locative(spokenRegion(region));
}

/** The place as a plain Turkish noun phrase: "Girne Çatalköy", "Lefkoşa merkez", "Ercan". */
export function placeTr(city: string, region: string | null): string {
  if (!region) return city;
  if (region === "Merkez") return `${city} merkez`;
  return `${city} ${spokenRegion(region)}`;
}

/** The place in English: "Çatalköy, Kyrenia", "central Nicosia", "Ercan". */
export function placeEn(city: string, region: string | null): string {
  if (!region) return cityEn(city);
  if (region === "Merkez") return `central ${cityEn(city)}`;
  return `${spokenRegion(region)}, ${cityEn(city)}`;
}

/** A Google Maps link near the listing's place (two URL styles, as owners paste them). */
export function mapUrl(random: Random, city: string, region: string | null): string {
  const { lat, lng } = nearCentre(random, city, region);
  const at = `@${lat.toFixed(5)},${lng.toFixed(5)},${random() < 0.5 ? 15 : 16}z`;
  if (random() < 0.5) return `https://www.google.com/maps/${at}`;
  const place = encodeURIComponent(region && region !== "Merkez" ? `${region}, ${city}` : city).replace(/%20/g, "+");
  return `https://www.google.com/maps/place/${place}/${at}`;
}

/**
 * A point within about 450 m of the district's centre (`placeCentre` in domain/geo.ts): where a demo
 * listing's map link points, or where its owner put the pin on the form's map.
 */
export function nearCentre(random: Random, city: string, region: string | null): LatLng {
  const centre = placeCentre(city, region) ?? { lat: 35.2, lng: 33.4 };
  const jitter = () => (random() - 0.5) * 0.008;
  return { lat: Math.round((centre.lat + jitter()) * 1e5) / 1e5, lng: Math.round((centre.lng + jitter()) * 1e5) / 1e5 };
}
