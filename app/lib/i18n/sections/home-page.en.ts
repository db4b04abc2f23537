import type { Widen } from "../types";
import type { homePageTr } from "./home-page";

export const homePageEn: Widen<typeof homePageTr> = {
  hero: {
    label: "Categories",
    slideLabel: "{{index}} of {{total}}: {{name}}",
    pause: "Pause slides",
    play: "Play slides",
    goToSlide: "Go to the {{name}} slide",
    browse: "Browse {{category}}",
    slides: {
      houses: {
        headline: "From sea-view villas to city flats",
        text: "Houses for daily and long-term rent, from Kyrenia to Nicosia and from Trikomo to Lefka.",
      },
      cars: {
        headline: "Rental cars delivered at the airport",
        text: "Meet and greet at Ercan, delivery anywhere on the island. Economy to SUV, daily and weekly.",
      },
      shops: {
        headline: "The right shop or office for your business",
        text: "High-street shops, offices, warehouses and factory space for monthly and yearly rent.",
      },
      hotels: {
        headline: "Holidays in seafront hotels",
        text: "Boutique hotels and resorts from Karpaz to Kyrenia, from bed and breakfast to all inclusive.",
      },
      apartments: {
        headline: "Apartments for students and holidaymakers",
        text: "Student apartments near the universities and holiday flats a short walk from the beach.",
      },
    },
  },
  search: {
    formLabel: "Search listings by category, city and region",
    textFormLabel: "Search listings by words",
    category: "Category",
    categoryPlaceholder: "Choose a category",
    city: "City",
    cityPlaceholder: "Choose a city",
    anyCity: "All cities",
    region: "Region",
    regionPlaceholder: "Choose a region",
    anyRegion: "All regions",
    noRegions: "This city has no regions",
    submit: "Search",
    categoryRequired: "Choose a category first to search.",
  },
  sponsored: {
    title: "Sponsored",
    label: "Sponsored content",
    slideLabel: "{{index}} of {{total}}",
    previous: "Previous sponsored item",
    next: "Next sponsored item",
    goTo: "Go to sponsored item {{index}}",
    visit: "Visit",
    ad: "Ad",
  },
  featured: {
    houses: "Featured Houses",
    cars: "Featured Cars",
    shops: "Featured Shops",
    hotels: "Featured Hotels",
    apartments: "Featured Apartments",
    viewAll: "View all",
  },
  recent: {
    title: "Recent Listings",
  },
  partners: {
    title: "Our Partners",
    real_estate: "Real estate agencies",
    car_rental: "Car rental companies",
    hotel: "Hotels",
    apartment: "Apartment operators",
  },
  results: {
    metaTitle: "Search for “{{q}}” — KKTC Kiralık",
  },
  errors: {
    badSection: "Unknown section. It must be one of: {{sections}}.",
  },
};
