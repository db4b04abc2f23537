/**
 * Car makes: the one table behind the cars' `brand` field. A listing stores the
 * slug; the name is a proper noun, the same in both languages. `models` are the common models of a
 * make, offered by the listing form (a model not listed may still be typed); `words` are other
 * names people search for it by.
 *
 * The table (≈ 4 KB) belongs to the server and the listing form: public pages get the names they
 * show from their loaders (the filter's options, `ListingSummary.brandName`, the detail's
 * `brandName`), so it stays out of their JavaScript (tests/e2e/bundle-budget.spec.ts).
 */
export interface CarBrand {
  slug: string;
  name: string;
  models: readonly string[];
  words?: readonly string[];
}

const brand = (slug: string, name: string, models: readonly string[] = [], words?: readonly string[]): CarBrand =>
  words ? { slug, name, models, words } : { slug, name, models };

/** Alphabetical by name. */
export const CAR_BRANDS: readonly CarBrand[] = [
  brand("alfa-romeo", "Alfa Romeo", ["Giulia", "Giulietta", "Stelvio", "Tonale", "MiTo"], ["alfa"]),
  brand("audi", "Audi", ["A1", "A3", "A4", "A5", "A6", "A7", "A8", "Q2", "Q3", "Q5", "Q7", "Q8", "TT", "e-tron"]),
  brand("bentley", "Bentley", ["Bentayga", "Continental GT", "Flying Spur"]),
  brand("bmw", "BMW", [
    "1 Serisi",
    "2 Serisi",
    "3 Serisi",
    "4 Serisi",
    "5 Serisi",
    "7 Serisi",
    "X1",
    "X2",
    "X3",
    "X4",
    "X5",
    "X6",
    "X7",
    "Z4",
    "i3",
    "i4",
    "iX",
  ]),
  brand("byd", "BYD", ["Atto 3", "Dolphin", "Han", "Seal", "Tang"]),
  brand("chery", "Chery", ["Omoda 5", "Tiggo 4", "Tiggo 7", "Tiggo 8"]),
  brand("chevrolet", "Chevrolet", ["Aveo", "Captiva", "Cruze", "Spark", "Trax"], ["chevy"]),
  brand("citroen", "Citroën", ["Berlingo", "C-Elysée", "C1", "C3", "C3 Aircross", "C4", "C5 Aircross"]),
  brand("cupra", "Cupra", ["Born", "Formentor", "Leon"]),
  brand("dacia", "Dacia", ["Duster", "Jogger", "Logan", "Sandero", "Spring"]),
  brand("daihatsu", "Daihatsu", ["Cuore", "Mira", "Move", "Sirion", "Terios"]),
  brand("ds", "DS", ["DS 3", "DS 4", "DS 7", "DS 9"]),
  brand("ferrari", "Ferrari", ["296", "F8", "Portofino", "Roma", "SF90"]),
  brand("fiat", "Fiat", ["500", "500X", "Doblo", "Egea", "Fiorino", "Linea", "Panda", "Punto", "Tipo"]),
  brand("ford", "Ford", [
    "B-Max",
    "C-Max",
    "EcoSport",
    "Fiesta",
    "Focus",
    "Kuga",
    "Mondeo",
    "Mustang",
    "Puma",
    "Ranger",
    "Tourneo Courier",
    "Transit",
  ]),
  brand("geely", "Geely", ["Coolray", "Emgrand", "Geometry C"]),
  brand("honda", "Honda", ["Accord", "City", "Civic", "CR-V", "Fit", "HR-V", "Jazz", "Vezel"]),
  brand("hyundai", "Hyundai", ["Accent", "Bayon", "Elantra", "Getz", "i10", "i20", "i30", "Ioniq", "Kona", "Santa Fe", "Tucson"]),
  brand("infiniti", "Infiniti", ["Q30", "Q50", "QX50", "QX70"]),
  brand("isuzu", "Isuzu", ["D-Max"]),
  brand("jaguar", "Jaguar", ["E-Pace", "F-Pace", "F-Type", "XE", "XF", "XJ"]),
  brand("jeep", "Jeep", ["Cherokee", "Compass", "Grand Cherokee", "Renegade", "Wrangler"]),
  brand("kia", "Kia", ["Ceed", "Cerato", "Niro", "Picanto", "Rio", "Sorento", "Soul", "Sportage", "Stonic", "XCeed"]),
  brand("lamborghini", "Lamborghini", ["Huracán", "Urus"]),
  brand(
    "land-rover",
    "Land Rover",
    [
      "Defender",
      "Discovery",
      "Discovery Sport",
      "Freelander",
      "Range Rover",
      "Range Rover Evoque",
      "Range Rover Sport",
      "Range Rover Velar",
    ],
    ["range rover", "landrover"],
  ),
  brand("lexus", "Lexus", ["CT", "ES", "IS", "NX", "RX", "UX"]),
  brand("maserati", "Maserati", ["Ghibli", "Grecale", "Levante", "Quattroporte"]),
  brand("mazda", "Mazda", ["CX-3", "CX-30", "CX-5", "Demio", "Mazda2", "Mazda3", "Mazda6", "MX-5"]),
  brand(
    "mercedes",
    "Mercedes-Benz",
    [
      "A Serisi",
      "B Serisi",
      "C Serisi",
      "CLA",
      "CLS",
      "E Serisi",
      "G Serisi",
      "GLA",
      "GLB",
      "GLC",
      "GLE",
      "S Serisi",
      "Sprinter",
      "Vito",
      "V Serisi",
    ],
    ["mercedes-benz", "benz"],
  ),
  brand("mg", "MG", ["HS", "MG3", "MG4", "MG5", "ZS"]),
  brand("mini", "MINI", ["Clubman", "Cooper", "Countryman", "One"]),
  brand("mitsubishi", "Mitsubishi", ["ASX", "Colt", "Eclipse Cross", "L200", "Lancer", "Outlander", "Pajero", "Space Star"]),
  brand("nissan", "Nissan", ["Juke", "Leaf", "March", "Micra", "Navara", "Note", "Qashqai", "Sunny", "Tiida", "X-Trail"]),
  brand("opel", "Opel", ["Astra", "Combo", "Corsa", "Crossland", "Grandland", "Insignia", "Meriva", "Mokka", "Zafira"]),
  brand("peugeot", "Peugeot", ["107", "108", "2008", "208", "3008", "301", "308", "408", "5008", "508", "Partner", "Rifter"]),
  brand("porsche", "Porsche", ["911", "Cayenne", "Macan", "Panamera", "Taycan"]),
  brand("renault", "Renault", ["Austral", "Captur", "Clio", "Fluence", "Kadjar", "Kangoo", "Megane", "Symbol", "Taliant", "Zoe"]),
  brand("rolls-royce", "Rolls-Royce", ["Cullinan", "Ghost", "Phantom", "Wraith"]),
  brand("seat", "SEAT", ["Arona", "Ateca", "Ibiza", "Leon", "Tarraco"]),
  brand("skoda", "Škoda", ["Fabia", "Kamiq", "Karoq", "Kodiaq", "Octavia", "Scala", "Superb"]),
  brand("smart", "smart", ["#1", "ForFour", "ForTwo"]),
  brand("ssangyong", "SsangYong", ["Korando", "Rexton", "Tivoli"]),
  brand("subaru", "Subaru", ["Forester", "Impreza", "Legacy", "Outback", "XV"]),
  brand("suzuki", "Suzuki", ["Alto", "Baleno", "Celerio", "Ignis", "Jimny", "S-Cross", "Swift", "Vitara"]),
  brand("tesla", "Tesla", ["Model 3", "Model S", "Model X", "Model Y"]),
  brand("togg", "Togg", ["T10X"]),
  brand("toyota", "Toyota", [
    "Auris",
    "Aqua",
    "Avensis",
    "C-HR",
    "Camry",
    "Corolla",
    "Hilux",
    "Land Cruiser",
    "Passo",
    "Prius",
    "RAV4",
    "Vitz",
    "Yaris",
    "Yaris Cross",
  ]),
  brand(
    "volkswagen",
    "Volkswagen",
    [
      "Amarok",
      "Arteon",
      "Caddy",
      "Golf",
      "ID.3",
      "ID.4",
      "Jetta",
      "Passat",
      "Polo",
      "T-Cross",
      "T-Roc",
      "Tiguan",
      "Touareg",
      "Transporter",
      "Up!",
    ],
    ["vw"],
  ),
  brand("volvo", "Volvo", ["C40", "S60", "S90", "V40", "V60", "XC40", "XC60", "XC90"]),
];

/** Every make's slug, in the table's order (the `brand` field's options). */
export const CAR_BRAND_SLUGS: readonly string[] = CAR_BRANDS.map((entry) => entry.slug);

/** Lower-case ASCII with words joined by "-" ("Citroën" → "citroen", "Mercedes-Benz" → "mercedes-benz"). */
function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const BY_KEY = new Map<string, CarBrand>();
for (const entry of CAR_BRANDS) {
  for (const key of [entry.slug, entry.name, ...(entry.words ?? [])]) BY_KEY.set(slugify(key), entry);
}

/** The make a stored value stands for: its slug, or its name or another name in any letter case. */
export function findCarBrand(value: unknown): CarBrand | undefined {
  return typeof value === "string" ? BY_KEY.get(slugify(value)) : undefined;
}

/** The name of a stored value's make; null when the value is no known make. */
export function carBrandName(value: unknown): string | null {
  return findCarBrand(value)?.name ?? null;
}
