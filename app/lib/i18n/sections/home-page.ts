import type { Widen } from "../types";

/** Texts of the home page (namespace `homePage`); both languages must have the same keys. */
export const homePageTr = {
  hero: {
    label: "Kategoriler",
    slideLabel: "{{index}} / {{total}}: {{name}}",
    pause: "Slaytları duraklat",
    play: "Slaytları oynat",
    goToSlide: "{{name}} slaytına geç",
    browse: "{{category}} ilanlarına göz at",
    slides: {
      houses: {
        headline: "Deniz manzaralı villadan şehir dairesine",
        text: "Girne'den Lefkoşa'ya, İskele'den Lefke'ye günlük ve uzun dönem kiralık evler.",
      },
      cars: {
        headline: "Havalimanından teslim kiralık araçlar",
        text: "Ercan'da karşılama, adanın her yerine teslim. Ekonomikten SUV'a günlük ve haftalık kiralama.",
      },
      shops: {
        headline: "İşiniz için doğru dükkan ve ofis",
        text: "Çarşı içi dükkanlar, ofisler, depolar ve fabrika alanları, aylık ve yıllık kiralık.",
      },
      hotels: {
        headline: "Denize sıfır otellerde tatil",
        text: "Karpaz'dan Girne'ye butik oteller ve tatil köyleri; oda kahvaltıdan her şey dahile.",
      },
      apartments: {
        headline: "Öğrenciler ve tatilciler için apartlar",
        text: "Üniversitelere yakın öğrenci apartları ve sahile yürüme mesafesinde tatil daireleri.",
      },
    },
  },
  search: {
    formLabel: "Kategori, şehir ve bölgeye göre ilan ara",
    category: "Kategori",
    categoryPlaceholder: "Kategori seçin",
    city: "Şehir",
    cityPlaceholder: "Şehir seçin",
    anyCity: "Tüm şehirler",
    region: "Bölge",
    regionPlaceholder: "Bölge seçin",
    anyRegion: "Tüm bölgeler",
    noRegions: "Bu şehirde bölge yok",
    submit: "Ara",
    categoryRequired: "Aramak için önce bir kategori seçin.",
  },
  sponsored: {
    title: "Sponsorlu",
    label: "Sponsorlu içerikler",
    slideLabel: "{{index}} / {{total}}",
    previous: "Önceki sponsorlu içerik",
    next: "Sonraki sponsorlu içerik",
    goTo: "{{index}}. sponsorlu içeriğe geç",
    visit: "Ziyaret et",
    ad: "Reklam",
  },
  featured: {
    houses: "Öne Çıkan Evler",
    cars: "Öne Çıkan Araçlar",
    shops: "Öne Çıkan Dükkanlar",
    hotels: "Öne Çıkan Oteller",
    apartments: "Öne Çıkan Apartlar",
    viewAll: "Tümünü gör",
  },
  recent: {
    title: "Son İlanlar",
  },
  partners: {
    title: "Çözüm Ortaklarımız",
    real_estate: "Emlak Ofisleri",
    car_rental: "Araç Kiralama Firmaları",
    hotel: "Oteller",
    apartment: "Apart İşletmeleri",
  },
  results: {
    metaTitle: "“{{q}}” araması — KKTC Kiralık",
  },
  errors: {
    badSection: "Geçersiz bölüm. Şunlardan biri olmalı: {{sections}}.",
  },
};

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
