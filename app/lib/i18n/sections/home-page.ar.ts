import type { Localized } from "../types";
import type { homePageTr } from "./home-page";

export const homePageAr: Localized<typeof homePageTr> = {
  hero: {
    label: "الفئات",
    slideLabel: "{{index}} من {{total}}: {{name}}",
    pause: "أوقف الشرائح مؤقتًا",
    play: "شغّل الشرائح",
    goToSlide: "انتقل إلى الشريحة: {{name}}",
    browse: "تصفّح الإعلانات في فئة {{category}}",
    slides: {
      houses: {
        headline: "من فيلا مطلّة على البحر إلى شقة في المدينة",
        text: "منازل للإيجار اليومي والطويل الأمد، من Girne إلى Lefkoşa ومن İskele إلى Lefke.",
      },
      cars: {
        headline: "سيارات للإيجار تُسلَّم في المطار",
        text: "استقبال في مطار Ercan وتوصيل إلى أي مكان في الجزيرة. من السيارات الاقتصادية إلى سيارات الدفع الرباعي، بالإيجار اليومي والأسبوعي.",
      },
      shops: {
        headline: "المحل أو المكتب المناسب لعملك",
        text: "محلات في قلب السوق ومكاتب ومستودعات ومساحات مصانع، للإيجار الشهري والسنوي.",
      },
      hotels: {
        headline: "عطلة في فنادق على شاطئ البحر",
        text: "فنادق بوتيك ومنتجعات سياحية من Karpaz إلى Girne، من المبيت مع الإفطار إلى الإقامة الشاملة.",
      },
      apartments: {
        headline: "شقق مفروشة للطلاب والمصطافين",
        text: "شقق للطلاب قرب الجامعات وشقق لقضاء العطلات على مسافة قريبة من الشاطئ سيرًا على الأقدام.",
      },
    },
  },
  search: {
    formLabel: "ابحث في الإعلانات حسب الفئة والمدينة والمنطقة",
    textFormLabel: "ابحث في الإعلانات بالكلمات",
    category: "الفئة",
    categoryPlaceholder: "اختر فئة",
    city: "المدينة",
    cityPlaceholder: "اختر مدينة",
    anyCity: "كل المدن",
    region: "المنطقة",
    regionPlaceholder: "اختر منطقة",
    anyRegion: "كل المناطق",
    noRegions: "لا توجد مناطق في هذه المدينة",
    submit: "ابحث",
    categoryRequired: "اختر فئة أولًا لتبدأ البحث.",
  },
  sponsored: {
    title: "مُموَّل",
    label: "محتوى مُموَّل",
    slideLabel: "{{index}} من {{total}}",
    previous: "المحتوى المموَّل السابق",
    next: "المحتوى المموَّل التالي",
    goTo: "انتقل إلى المحتوى المموَّل رقم {{index}}",
    visit: "زيارة",
    ad: "إعلان مُموَّل",
  },
  featured: {
    houses: "منازل مميّزة",
    cars: "سيارات مميّزة",
    shops: "محلات مميّزة",
    hotels: "فنادق مميّزة",
    apartments: "شقق مفروشة مميّزة",
    viewAll: "عرض الكل",
  },
  recent: {
    title: "أحدث الإعلانات",
  },
  partners: {
    title: "شركاؤنا",
    real_estate: "مكاتب عقارية",
    car_rental: "شركات تأجير السيارات",
    hotel: "فنادق",
    apartment: "مشغّلو الشقق المفروشة",
  },
  results: {
    metaTitle: "البحث عن «{{q}}» — KKTC Kiralık",
  },
  errors: {
    badSection: "قسم غير صالح. يجب أن يكون واحدًا مما يلي: {{sections}}.",
  },
};
