/** Demo listing templates: cars, one template per vehicle class, rotating through real models. */
import { carBrandName } from "~/domain/car-brands";
import { COLOR_OPTIONS } from "../../services/listings/category-fields";
import { placeEn, placeTr } from "../places";
import { int, pick } from "../random";
import { CAR_TERMS, en, type ListingArt, type Offer, offer, type Template, TERM_TITLE_EN, TERM_TITLE_TR, termSentence, tr } from "./common";

interface CarModel {
  brand: "bmw" | "mercedes" | "volkswagen" | "toyota" | "ford";
  model: string;
  engine: string;
  horsepower: number;
  fuel: "Benzin" | "Dizel" | "Hibrit" | "Elektrik";
  transmission: "Otomatik" | "Manuel";
  package: string;
}
const car = (
  brand: CarModel["brand"],
  model: string,
  engine: string,
  horsepower: number,
  fuel: CarModel["fuel"],
  transmission: CarModel["transmission"],
  trim: string,
): CarModel => ({ brand, model, engine, horsepower, fuel, transmission, package: trim });

const FUEL_TITLE: Record<CarModel["fuel"], [string, string]> = {
  Benzin: ["", ""],
  Dizel: ["Dizel", "Diesel"],
  Hibrit: ["Hibrit", "Hybrid"],
  Elektrik: ["Elektrikli", "Electric"],
};
const FUEL_ADJECTIVE: Record<CarModel["fuel"], [string, string]> = {
  Benzin: ["benzinli", "petrol"],
  Dizel: ["dizel", "diesel"],
  Hibrit: ["hibrit", "hybrid"],
  Elektrik: ["elektrikli", "electric"],
};
const TRANSMISSION_EN: Record<CarModel["transmission"], string> = { Otomatik: "Automatic", Manuel: "Manual" };
const COLOR_EN: Record<string, string> = {
  Beyaz: "white",
  Siyah: "black",
  Gri: "grey",
  Gümüş: "silver",
  Kırmızı: "red",
  Mavi: "blue",
  Lacivert: "navy blue",
  Yeşil: "green",
  Bej: "beige",
};
const PAINT: Record<(typeof COLOR_OPTIONS)[number], string> = {
  Beyaz: "#f4f4f2",
  Siyah: "#1f1f23",
  Gri: "#6b7280",
  Gümüş: "#b8bec6",
  Kırmızı: "#b91c1c",
  Mavi: "#2563eb",
  Lacivert: "#1e3a8a",
  Yeşil: "#166534",
  Bej: "#d6c7a1",
};

interface CarClass {
  body: NonNullable<ListingArt["body"]>;
  years: [number, number];
  models: readonly CarModel[];
  offers: readonly Offer[];
  pitch: [string, string];
}

const CAR_CLASSES: Record<string, CarClass> = {
  economy: {
    body: "hatch",
    years: [2019, 2024],
    models: [
      car("toyota", "Yaris", "1.5", 116, "Hibrit", "Otomatik", "Dream"),
      car("volkswagen", "Polo", "1.0 TSI", 95, "Benzin", "Otomatik", "Life"),
      car("ford", "Fiesta", "1.1", 75, "Benzin", "Manuel", "Trend"),
    ],
    offers: [
      offer("daily", "GBP", 25, 35, 1),
      offer("daily", "EUR", 28, 40, 1),
      offer("daily", "TRY", 1200, 1800, 50),
      offer("3days", "EUR", 85, 115, 5),
      offer("weekly", "GBP", 160, 230, 5),
      offer("monthly", "TRY", 22000, 30000, 1000),
    ],
    pitch: [
      "Şehir içinde ve Girne–Lefkoşa yolunda yakıt cimrisi; park etmesi çok kolay.",
      "Very economical around town and on the Kyrenia–Nicosia road, and easy to park.",
    ],
  },
  compact: {
    body: "hatch",
    years: [2020, 2024],
    models: [
      car("toyota", "Corolla", "1.8", 140, "Hibrit", "Otomatik", "Flame"),
      car("volkswagen", "Golf", "1.5 eTSI", 150, "Benzin", "Otomatik", "Style"),
      car("ford", "Focus", "1.5 EcoBlue", 120, "Dizel", "Otomatik", "Titanium"),
      car("mercedes", "A 180", "1.3", 136, "Benzin", "Otomatik", "Style"),
    ],
    offers: [
      offer("daily", "GBP", 35, 50, 1),
      offer("daily", "EUR", 38, 55, 1),
      offer("weekly", "GBP", 230, 320, 10),
      offer("monthly", "GBP", 650, 900, 25),
      offer("daily", "TRY", 1800, 2600, 50),
    ],
    pitch: ["Geniş bagajı ve Apple CarPlay desteğiyle aileler için ideal.", "A roomy boot and Apple CarPlay make it ideal for families."],
  },
  suv: {
    body: "suv",
    years: [2020, 2024],
    models: [
      car("toyota", "C-HR", "1.8", 122, "Hibrit", "Otomatik", "Passion"),
      car("volkswagen", "Tiguan", "1.5 TSI", 150, "Benzin", "Otomatik", "Elegance"),
      car("ford", "Kuga", "1.5 EcoBoost", 150, "Benzin", "Otomatik", "ST-Line"),
      car("bmw", "X1 sDrive18i", "1.5", 136, "Benzin", "Otomatik", "M Sport"),
      car("volkswagen", "ID.4", "77 kWh", 204, "Elektrik", "Otomatik", "Pro"),
      car("mercedes", "GLA 200", "1.3", 163, "Benzin", "Otomatik", "AMG Line"),
    ],
    offers: [
      offer("daily", "GBP", 45, 75, 1),
      offer("daily", "EUR", 50, 80, 1),
      offer("weekly", "EUR", 320, 500, 10),
      offer("monthly", "GBP", 900, 1300, 25),
      offer("daily", "USD", 55, 85, 1),
    ],
    pitch: [
      "Yüksek sürüş pozisyonu ve geniş bagajıyla Karpaz ve Beşparmak gezileri için rahat.",
      "The high driving position and big boot make it comfortable for trips to Karpaz and the Beşparmak mountains.",
    ],
  },
  premium: {
    body: "sedan",
    years: [2021, 2024],
    models: [
      car("bmw", "520d", "2.0", 190, "Dizel", "Otomatik", "Luxury Line"),
      car("mercedes", "E 220 d", "2.0", 194, "Dizel", "Otomatik", "Exclusive"),
      car("bmw", "320i", "2.0", 184, "Benzin", "Otomatik", "M Sport"),
      car("mercedes", "C 200", "1.5 EQ Boost", 204, "Benzin", "Otomatik", "AMG Line"),
    ],
    offers: [
      offer("daily", "GBP", 80, 140, 5),
      offer("daily", "EUR", 90, 150, 5),
      offer("weekly", "GBP", 550, 900, 25),
      offer("daily", "USD", 95, 160, 5),
    ],
    pitch: [
      "Deri koltuklar, navigasyon ve park sensörleriyle iş seyahatleri ve düğünler için uygun.",
      "Leather seats, navigation and parking sensors make it a fit for business trips and weddings.",
    ],
  },
  van: {
    body: "van",
    years: [2019, 2023],
    models: [
      car("mercedes", "Vito Tourer", "2.0 CDI", 136, "Dizel", "Otomatik", "Pro 8+1"),
      car("ford", "Transit Custom", "2.0 EcoBlue", 130, "Dizel", "Manuel", "Trend 8+1"),
      car("volkswagen", "Caravelle", "2.0 TDI", 150, "Dizel", "Otomatik", "Comfortline 8+1"),
    ],
    offers: [offer("daily", "GBP", 70, 110, 5), offer("weekly", "GBP", 450, 700, 25), offer("daily", "EUR", 80, 120, 5)],
    pitch: [
      "8+1 koltuklu ve geniş bagajlı; havalimanı transferleri ve kalabalık aileler için ideal.",
      "Seats eight plus the driver with plenty of luggage space, ideal for airport runs and big families.",
    ],
  },
};

function carTemplate(className: string): Template {
  const carClass = CAR_CLASSES[className]!;
  return {
    offers: carClass.offers,
    specs(random, { ordinal }) {
      const model = carClass.models[ordinal % carClass.models.length]!;
      return {
        model_year: int(random, carClass.years[0], carClass.years[1]),
        brand: model.brand,
        model: model.model,
        fuel: model.fuel,
        transmission: model.transmission,
        engine: model.engine,
        horsepower: model.horsepower,
        package: model.package,
        color: pick(random, COLOR_OPTIONS),
      };
    },
    text(specs, term, { city, region, ownerIsCompany }) {
      const brand = carBrandName(specs.brand)!;
      const fuel = specs.fuel as CarModel["fuel"];
      const transmission = specs.transmission as CarModel["transmission"];
      const [fuelTitleTr, fuelTitleEn] = FUEL_TITLE[fuel];
      const [fuelTr, fuelEn] = FUEL_ADJECTIVE[fuel];
      const [termTr, termEn] = termSentence(CAR_TERMS, term);
      const atAirport = city === "Ercan";
      const name = `${specs.model_year} ${brand} ${specs.model} ${specs.engine}`;
      const colorTr = String(specs.color);
      const [deliveryTr, deliveryEn] = atAirport
        ? ["Ercan Havalimanı'nda karşılama ve teslim ücretsizdir.", "Meet-and-greet and return at Ercan Airport are free of charge."]
        : ownerIsCompany
          ? [
              `Araç ${placeTr(city, region)} ofisimizden teslim alınır; otelinize teslim de mümkündür.`,
              `Collect it from our office in ${placeEn(city, region)}, or have it delivered to your hotel.`,
            ]
          : [
              `Araç ${placeTr(city, region)} bölgesinde elden teslim edilir.`,
              `The car is handed over in person in ${placeEn(city, region)}.`,
            ];
      return {
        title: `${name}${fuelTitleTr ? ` ${fuelTitleTr}` : ""} ${transmission} – ${TERM_TITLE_TR[term]} Kiralık${atAirport ? ", Ercan Teslim" : ""}`,
        titleEn: `${name}${fuelTitleEn ? ` ${fuelTitleEn}` : ""} ${TRANSMISSION_EN[transmission]} – ${TERM_TITLE_EN[term]} Rental${atAirport ? ", Ercan Airport Delivery" : ""}`,
        description: tr(
          `${colorTr} renk, ${transmission.toLocaleLowerCase("tr")} vitesli, ${fuelTr} ${brand} ${specs.model} (${specs.horsepower} HP, ${specs.package} paket); sağdan direksiyonlu ve klimalı.`,
          carClass.pitch[0],
          deliveryTr,
          termTr,
        ),
        descriptionEn: en(
          `A ${COLOR_EN[colorTr] ?? colorTr} ${brand} ${specs.model} with ${fuel === "Elektrik" ? "an electric motor" : `a ${fuelEn} engine`} and ${TRANSMISSION_EN[transmission].toLowerCase()} gearbox (${specs.horsepower} hp, ${specs.package} trim), right-hand drive with air conditioning.`,
          carClass.pitch[1],
          deliveryEn,
          termEn,
        ),
      };
    },
    art: (specs) => ({
      scene: className,
      body: carClass.body,
      paint: PAINT[specs.color as keyof typeof PAINT] ?? "#888888",
    }),
  };
}

export const CARS: Record<string, Template> = Object.fromEntries(
  Object.keys(CAR_CLASSES).map((className) => [className, carTemplate(className)]),
);
