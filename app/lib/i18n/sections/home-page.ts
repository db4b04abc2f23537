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
    textFormLabel: "Kelimeyle ilan ara",
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
