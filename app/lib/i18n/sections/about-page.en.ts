import type { Widen } from "../types";
import type { aboutPageTr } from "./about-page";

export const aboutPageEn: Widen<typeof aboutPageTr> = {
  metaTitle: "About us — KKTC Kiralık",
  metaDescription:
    "KKTC Kiralık is the rental marketplace of Northern Cyprus: houses, cars, shops, hotels and apartments in six languages, with every listing reviewed before it goes live.",
  title: "About Us",
  lead: "KKTC Kiralık is a marketplace that brings together people looking for houses, cars, shops, hotels and apartments to rent in Northern Cyprus and the people who offer them. We are here to help you find what you need and reach the owner directly.",
  categories: {
    title: "What can you rent?",
    text: "Listings from all over the island, from Nicosia to Kyrenia and from Famagusta to Iskele, in five categories:",
    houses: "Flats, villas and detached houses for long or short stays.",
    cars: "Cars to rent by the day, week or month.",
    shops: "Shops, offices and business premises to rent.",
    hotels: "Hotels for your holiday or business trip.",
    apartments: "Holiday apartments to rent by the day or week.",
    browse: "Browse listings",
  },
  how: {
    title: "How it works",
    search: {
      title: "Search",
      text: "Filter by category, city, area and price, and see prices approximately in the currency you prefer.",
    },
    contact: {
      title: "Get in touch",
      text: "Reach the owner directly by WhatsApp or phone and agree the rental with them, with no middleman.",
    },
    post: {
      title: "Post a listing",
      text: "Sign up, create your listing with photos in a few minutes and publish it with your individual or company profile.",
    },
  },
  moderation: {
    title: "Every listing is reviewed",
    text: "Our team checks every listing before it goes live: are the details and photos genuine, is it in the right category? A review takes at most 30 minutes. A listing that is not accepted goes back to its owner with the reason, and the owner can fix it and send it again.",
  },
  languages: {
    title: "Six languages",
    text: "The site works in Turkish, English, Russian, German, Persian and Arabic, and shows prices in pounds, euros or dollars too, so everyone who lives, studies or holidays on the island finds what they need in their own language.",
  },
  cta: {
    title: "Have something to rent out?",
    text: "Create your listing now, and see our promotion packages to reach more people.",
    post: "Post Listing",
    promotions: "Promotion Packages",
    contact: "Contact us",
  },
};
