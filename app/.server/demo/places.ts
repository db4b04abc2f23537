/** Place names in Turkish and English sentences, and real-ish coordinates for map links. */
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

const CITY_CENTRES: Record<string, [number, number]> = {
  Ercan: [35.1547, 33.4961],
  Lefkoşa: [35.1856, 33.3823],
  Girne: [35.3364, 33.3182],
  Gazimağusa: [35.125, 33.941],
  Güzelyurt: [35.1989, 32.9937],
  İskele: [35.287, 33.892],
  Lefke: [35.113, 32.849],
};

const REGION_CENTRES: Record<string, [number, number]> = {
  Çatalköy: [35.3255, 33.3868],
  Esentepe: [35.3402, 33.578],
  Alsancak: [35.3431, 33.2011],
  Lapta: [35.3365, 33.1651],
  Karaoğlanoğlu: [35.3441, 33.238],
  Tatlısu: [35.3651, 33.7468],
  Bafra: [35.3322, 33.9605],
  "Boğaztepe (Long Beach)": [35.2829, 33.9152],
  Boğaz: [35.2985, 33.9528],
  Dipkarpaz: [35.6001, 34.379],
  Kumsal: [35.1831, 33.3559],
  Gönyeli: [35.211, 33.315],
  Yenikent: [35.2231, 33.329],
  Köşklüçiftlik: [35.1882, 33.3661],
  Yenişehir: [35.1941, 33.3602],
  Hamitköy: [35.2002, 33.3789],
  Alayköy: [35.1868, 33.2579],
  Haspolat: [35.2148, 33.4112],
  Sakarya: [35.1431, 33.9108],
  Karakol: [35.1479, 33.8988],
  Tuzla: [35.1618, 33.8879],
  Kalkanlı: [35.2349, 33.0331],
  Yayla: [35.2001, 32.9198],
  Bağlıköy: [35.1452, 32.878],
  Gemikonağı: [35.1231, 32.8309],
  Yedidalga: [35.1401, 32.7902],
};

/** A Google Maps link near the listing's place (two URL styles, as owners paste them). */
export function mapUrl(random: Random, city: string, region: string | null): string {
  const [lat, lng] = (region && REGION_CENTRES[region]) || CITY_CENTRES[city] || [35.2, 33.4];
  const jitter = () => (random() - 0.5) * 0.008;
  const at = `@${(lat + jitter()).toFixed(5)},${(lng + jitter()).toFixed(5)},${random() < 0.5 ? 15 : 16}z`;
  if (random() < 0.5) return `https://www.google.com/maps/${at}`;
  const place = encodeURIComponent(region && region !== "Merkez" ? `${region}, ${city}` : city).replace(/%20/g, "+");
  return `https://www.google.com/maps/place/${place}/${at}`;
}
