import type { Localized } from "../types";
import type { homePageTr } from "./home-page";

export const homePageDe: Localized<typeof homePageTr> = {
  hero: {
    label: "Kategorien",
    slideLabel: "{{index}} von {{total}}: {{name}}",
    pause: "Diashow anhalten",
    play: "Diashow abspielen",
    goToSlide: "Zur Folie „{{name}}“",
    browse: "Anzeigen ansehen: {{category}}",
    slides: {
      houses: {
        headline: "Von der Villa mit Meerblick bis zur Stadtwohnung",
        text: "Häuser zur Tages- und Langzeitmiete – von Girne bis Lefkoşa, von İskele bis Lefke.",
      },
      cars: {
        headline: "Mietwagen mit Übergabe am Flughafen",
        text: "Empfang am Flughafen Ercan, Lieferung auf der ganzen Insel. Vom Kleinwagen bis zum SUV, tage- und wochenweise.",
      },
      shops: {
        headline: "Der richtige Laden, das passende Büro für Ihr Geschäft",
        text: "Läden in Innenstadtlage, Büros, Lager und Fabrikflächen zur Monats- und Jahresmiete.",
      },
      hotels: {
        headline: "Urlaub in Hotels direkt am Meer",
        text: "Boutique-Hotels und Ferienanlagen von Karpaz bis Girne – von Übernachtung mit Frühstück bis Alles inklusive.",
      },
      apartments: {
        headline: "Apartments für Studierende und Urlauber",
        text: "Studentenapartments nahe den Universitäten und Ferienwohnungen in Gehweite zum Strand.",
      },
    },
  },
  search: {
    formLabel: "Anzeigen nach Kategorie, Stadt und Region suchen",
    textFormLabel: "Anzeigen nach Stichwort suchen",
    category: "Kategorie",
    categoryPlaceholder: "Kategorie wählen",
    city: "Stadt",
    cityPlaceholder: "Stadt wählen",
    anyCity: "Alle Städte",
    region: "Region",
    regionPlaceholder: "Region wählen",
    anyRegion: "Alle Regionen",
    noRegions: "Für diese Stadt gibt es keine Regionen",
    submit: "Suchen",
    categoryRequired: "Bitte wählen Sie zuerst eine Kategorie.",
  },
  sponsored: {
    title: "Gesponsert",
    label: "Gesponserte Inhalte",
    slideLabel: "{{index}} von {{total}}",
    previous: "Vorheriger gesponserter Inhalt",
    next: "Nächster gesponserter Inhalt",
    goTo: "Zum gesponserten Inhalt {{index}}",
    visit: "Besuchen",
    ad: "Werbung",
  },
  featured: {
    houses: "Top-Anzeigen: Häuser",
    cars: "Top-Anzeigen: Autos",
    shops: "Top-Anzeigen: Läden",
    hotels: "Top-Anzeigen: Hotels",
    apartments: "Top-Anzeigen: Apartments",
    viewAll: "Alle ansehen",
  },
  recent: {
    title: "Neueste Anzeigen",
  },
  partners: {
    title: "Unsere Partner",
    real_estate: "Immobilienbüros",
    car_rental: "Autovermietungen",
    hotel: "Hotels",
    apartment: "Apartmentbetriebe",
  },
  results: {
    metaTitle: "Suche nach „{{q}}“ — KKTC Kiralık",
  },
  errors: {
    badSection: "Ungültiger Bereich. Zulässig ist einer der folgenden: {{sections}}.",
  },
};
