/**
 * The seven cities of northern Cyprus used across the product, with their districts.
 * Every region list starts with "Merkez" (the centre), except the airport city, which has none.
 * One module for the hero search, the filters, the listing form and the server's validation.
 */
export interface City {
  /** Stored and sent in URLs as the Turkish name. */
  name: string;
  /** English display name. */
  nameEn: string;
  regions: readonly string[];
}

export const CITIES: readonly City[] = [
  { name: "Ercan", nameEn: "Ercan (Airport)", regions: [] },
  {
    name: "Lefkoşa",
    nameEn: "Nicosia (Lefkoşa)",
    regions: [
      "Merkez", "Alayköy", "Değirmenlik", "Gönyeli", "Hamitköy", "Haspolat", "Kermiya", "Köşklüçiftlik",
      "Kumsal", "Küçük Kaymaklı", "Marmara", "Metehan", "Ortaköy", "Taşkınköy", "Yenikent", "Yenişehir",
    ],
  },
  {
    name: "Girne",
    nameEn: "Kyrenia (Girne)",
    regions: [
      "Merkez", "Alsancak", "Arapköy", "Bahçeli", "Beylerbeyi", "Çatalköy", "Dikmen", "Doğanköy", "Edremit",
      "Esentepe", "Karaman", "Karaoğlanoğlu", "Karşıyaka", "Lapta", "Ozanköy", "Tatlısu", "Zeytinlik",
    ],
  },
  {
    name: "Gazimağusa",
    nameEn: "Famagusta (Gazimağusa)",
    regions: [
      "Merkez", "Akdoğan", "Baykal", "Beyarmudu", "Çanakkale", "Dumlupınar", "Geçitkale", "İnönü", "Karakol",
      "Maraş", "Mutluyaka", "Pile", "Sakarya", "Serdarlı", "Tuzla", "Vadili", "Yeni Boğaziçi",
    ],
  },
  {
    name: "Güzelyurt",
    nameEn: "Morphou (Güzelyurt)",
    regions: ["Merkez", "Akçay", "Aydınköy", "Gaziveren", "Kalkanlı", "Mevlevi", "Serhatköy", "Şahinler", "Yayla", "Zümrütköy"],
  },
  {
    name: "İskele",
    nameEn: "Trikomo (İskele)",
    regions: [
      "Merkez", "Ardahan", "Bafra", "Boğaz", "Boğaztepe (Long Beach)", "Büyükkonuk", "Dipkarpaz", "Kaplıca",
      "Kumyalı", "Mehmetçik", "Ötüken", "Yeni Erenköy",
    ],
  },
  {
    name: "Lefke",
    nameEn: "Lefka (Lefke)",
    regions: ["Merkez", "Bağlıköy", "Bademliköy", "Cengizköy", "Doğancı", "Gemikonağı", "Taşköy", "Yedidalga", "Yeşilırmak"],
  },
];

export const CITY_NAMES = CITIES.map((city) => city.name);

export function findCity(name: string | null | undefined): City | undefined {
  return name ? CITIES.find((city) => city.name === name) : undefined;
}

/** True when `region` is one of `city`'s districts (the airport city has none). */
export function regionBelongsToCity(city: string, region: string): boolean {
  return findCity(city)?.regions.includes(region) ?? false;
}

/** The display/storage form of a location: "City" or "City - Region". */
export function formatLocation(city: string, region?: string | null): string {
  return region ? `${city} - ${region}` : city;
}
