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
  /**
   * Other names a searcher may type for the city (English and Greek-derived names, older Turkish
   * forms, common spellings, and the names renters write in Russian, German, Greek, Persian and
   * Arabic, decision 039); the search also folds letters, so "Lefkosa" needs no entry, nor a
   * Persian name written with Arabic letters (ي for ی, ك for ک: `foldForSearch` in
   * `domain/search.ts`).
   */
  aliases: readonly string[];
  /** The same for districts: region (as in `regions`) → its other names. */
  regionAliases: Readonly<Record<string, readonly string[]>>;
}

export const CITIES: readonly City[] = [
  {
    name: "Ercan",
    nameEn: "Ercan (Airport)",
    regions: [],
    aliases: [
      "Ercan Airport",
      "Havalimanı",
      "Airport",
      "Tymbou",
      // Russian, German, Greek ("airport" alone names it, as in English); Persian and Arabic
      // ("ارجان" is also the Arabic إرجان, which the fold writes with a bare alef; مطار إرجان is
      // two of these words).
      "Эрджан",
      "аэропорт",
      "Flughafen",
      "Τύμπου",
      "ارجان",
      "فرودگاه",
      "مطار",
    ],
    regionAliases: {},
  },
  {
    name: "Lefkoşa",
    nameEn: "Nicosia (Lefkoşa)",
    regions: [
      "Merkez",
      "Alayköy",
      "Değirmenlik",
      "Gönyeli",
      "Hamitköy",
      "Haspolat",
      "Kermiya",
      "Köşklüçiftlik",
      "Kumsal",
      "Küçük Kaymaklı",
      "Marmara",
      "Metehan",
      "Ortaköy",
      "Taşkınköy",
      "Yenikent",
      "Yenişehir",
    ],
    aliases: [
      "Nicosia",
      "Lefkosia",
      "Lefkosha",
      // Russian, German, Greek, Persian, Arabic.
      "Никосия",
      "Лефкоша",
      "Nikosia",
      "Λευκωσία",
      "نیکوزیا",
      "لفکوشا",
      "نيقوسيا",
    ],
    regionAliases: {
      Alayköy: ["Yerolakkos"],
      Değirmenlik: ["Kythrea", "Kythreia"],
      Gönyeli: ["Kioneli", "Geunyeli"],
      Hamitköy: ["Mandres"],
      Haspolat: ["Mia Milia"],
      Kermiya: ["Kermia"],
      "Küçük Kaymaklı": ["Kaimakli", "Omorfita"],
      Metehan: ["Agios Dometios"],
      Ortaköy: ["Ortakioi", "Orta Keuy"],
      Taşkınköy: ["Trachonas"],
      Yenişehir: ["Neapolis"],
    },
  },
  {
    name: "Girne",
    nameEn: "Kyrenia (Girne)",
    regions: [
      "Merkez",
      "Alsancak",
      "Arapköy",
      "Bahçeli",
      "Beylerbeyi",
      "Çatalköy",
      "Dikmen",
      "Doğanköy",
      "Edremit",
      "Esentepe",
      "Karaman",
      "Karaoğlanoğlu",
      "Karşıyaka",
      "Lapta",
      "Ozanköy",
      "Tatlısu",
      "Zeytinlik",
    ],
    aliases: [
      "Kyrenia",
      "Keryneia",
      "Kerynia",
      "Girna",
      // Russian, Greek, Persian, Arabic (German writes Kyrenia, as English does).
      "Кирения",
      "Гирне",
      "Κερύνεια",
      "گیرنه",
      "كيرينيا",
    ],
    regionAliases: {
      Alsancak: ["Karavas", "Karavás"],
      Arapköy: ["Klepini"],
      Bahçeli: ["Kalograia", "Kalogrea"],
      Beylerbeyi: ["Bellapais", "Bellapaix"],
      Çatalköy: ["Agios Epiktitos", "Ayios Epiktitos"],
      Dikmen: ["Dikomo"],
      Edremit: ["Trimithi"],
      Esentepe: ["Agios Amvrosios", "Ayios Amvrosios"],
      Karaman: ["Karmi"],
      Karaoğlanoğlu: ["Agios Georgios", "Ayios Georgios"],
      Karşıyaka: ["Vasileia", "Vasilia"],
      Lapta: ["Lapithos", "Lambousa"],
      Ozanköy: ["Kazafani", "Kazaphani"],
      Tatlısu: ["Akanthou"],
      Zeytinlik: ["Templos"],
    },
  },
  {
    name: "Gazimağusa",
    nameEn: "Famagusta (Gazimağusa)",
    regions: [
      "Merkez",
      "Akdoğan",
      "Baykal",
      "Beyarmudu",
      "Çanakkale",
      "Dumlupınar",
      "Geçitkale",
      "İnönü",
      "Karakol",
      "Maraş",
      "Mutluyaka",
      "Pile",
      "Sakarya",
      "Serdarlı",
      "Tuzla",
      "Vadili",
      "Yeni Boğaziçi",
    ],
    aliases: [
      "Mağusa",
      "Famagusta",
      "Ammochostos",
      "Gazimagusta",
      "Magosa",
      // Russian, Greek, Persian, Arabic (German writes Famagusta, as English does).
      "Фамагуста",
      "Газимагуса",
      "Магуса",
      "Αμμόχωστος",
      "فاماگوستا",
      "ماغوسا",
      "ماگوسا",
      "فاماغوستا",
    ],
    regionAliases: {
      Akdoğan: ["Lysi"],
      Beyarmudu: ["Pergamos"],
      Geçitkale: ["Lefkoniko"],
      Maraş: ["Varosha", "Varosia"],
      Mutluyaka: ["Styllos"],
      Pile: ["Pyla"],
      Serdarlı: ["Chatos"],
      Tuzla: ["Engomi"],
      Vadili: ["Vatili"],
      "Yeni Boğaziçi": ["Agios Sergios", "Ayios Sergios"],
    },
  },
  {
    name: "Güzelyurt",
    nameEn: "Morphou (Güzelyurt)",
    regions: ["Merkez", "Akçay", "Aydınköy", "Gaziveren", "Kalkanlı", "Mevlevi", "Serhatköy", "Şahinler", "Yayla", "Zümrütköy"],
    aliases: [
      "Morphou",
      "Morfou",
      "Omorfo",
      // Russian, Greek, Persian, Arabic (German writes Morphou, as English does).
      "Морфу",
      "Гюзельюрт",
      "Μόρφου",
      "گوزلیورت",
      "مورفو",
    ],
    regionAliases: {
      Akçay: ["Angolemi"],
      Aydınköy: ["Prastio"],
      Gaziveren: ["Kazivera"],
      Kalkanlı: ["Kalo Chorio", "Kalochorio"],
      Mevlevi: ["Kyra"],
      Serhatköy: ["Philia", "Fyllia"],
      Yayla: ["Syrianochori"],
      Zümrütköy: ["Katokopia"],
    },
  },
  {
    name: "İskele",
    nameEn: "Trikomo (İskele)",
    regions: [
      "Merkez",
      "Ardahan",
      "Bafra",
      "Boğaz",
      "Boğaztepe (Long Beach)",
      "Büyükkonuk",
      "Dipkarpaz",
      "Kaplıca",
      "Kumyalı",
      "Mehmetçik",
      "Ötüken",
      "Yeni Erenköy",
    ],
    aliases: [
      "Trikomo",
      "Trikomon",
      "Iskele",
      // Russian, Greek, Persian, Arabic (تريكومو: both write it so once folded).
      "Искеле",
      "Трикомо",
      "Τρίκωμο",
      "اسکله",
      "إسكيلة",
      "تريكومو",
    ],
    regionAliases: {
      Ardahan: ["Ardana"],
      Bafra: ["Vokolida"],
      Boğaz: ["Bogazi", "Bogaz"],
      "Boğaztepe (Long Beach)": ["Long Beach", "Monarga", "Boğaztepe"],
      Büyükkonuk: ["Komi Kebir", "Komi"],
      Dipkarpaz: ["Rizokarpaso", "Rizokarpasso", "Karpaz", "Karpas"],
      Kaplıca: ["Davlos"],
      Kumyalı: ["Koma tou Gialou"],
      Mehmetçik: ["Galateia", "Galatia"],
      Ötüken: ["Agios Iakovos", "Ayios Iakovos"],
      "Yeni Erenköy": ["Yialousa", "Gialousa"],
    },
  },
  {
    name: "Lefke",
    nameEn: "Lefka (Lefke)",
    regions: ["Merkez", "Bağlıköy", "Bademliköy", "Cengizköy", "Doğancı", "Gemikonağı", "Taşköy", "Yedidalga", "Yeşilırmak"],
    aliases: [
      "Lefka",
      "Lefkes",
      // Russian, Greek, Persian, Arabic (German writes Lefka, as English does).
      "Лефка",
      "Лефке",
      "Λεύκα",
      "لفکه",
      "لفكا",
    ],
    regionAliases: {
      Bağlıköy: ["Ampelikou", "Ambelikou"],
      Cengizköy: ["Petra"],
      Doğancı: ["Elia"],
      Gemikonağı: ["Karavostasi"],
      Yedidalga: ["Potamos tou Kampou"],
      Yeşilırmak: ["Limnitis"],
    },
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

/**
 * The stored form of a location (the listings' `location` column): "City" or "City - Region". On
 * screen, places are shown through `app/domain/place-names.ts` (decision 015).
 */
export function formatLocation(city: string, region?: string | null): string {
  return region ? `${city} - ${region}` : city;
}
