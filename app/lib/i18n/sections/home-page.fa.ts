import type { Localized } from "../types";
import type { homePageTr } from "./home-page";

export const homePageFa: Localized<typeof homePageTr> = {
  hero: {
    label: "دسته‌بندی‌ها",
    slideLabel: "{{index}} از {{total}}: {{name}}",
    pause: "توقف اسلایدها",
    play: "پخش اسلایدها",
    goToSlide: "رفتن به اسلاید {{name}}",
    browse: "مرور {{category}}",
    slides: {
      houses: {
        headline: "از ویلای رو به دریا تا آپارتمان شهری",
        text: "خانه‌های اجاره‌ای روزانه و بلندمدت، از Girne تا Lefkoşa و از İskele تا Lefke.",
      },
      cars: {
        headline: "خودروی اجاره‌ای با تحویل در فرودگاه",
        text: "استقبال در Ercan و تحویل در هر نقطهٔ جزیره. از خودروی اقتصادی تا شاسی‌بلند، اجارهٔ روزانه و هفتگی.",
      },
      shops: {
        headline: "مغازه و دفتر مناسب برای کسب‌وکار شما",
        text: "مغازه‌های مرکز شهر، دفتر کار، انبار و فضای کارگاهی و صنعتی برای اجارهٔ ماهانه و سالانه.",
      },
      hotels: {
        headline: "تعطیلات در هتل‌های ساحلی",
        text: "هتل‌های بوتیک و دهکده‌های تفریحی از Karpaz تا Girne؛ از اقامت با صبحانه تا همه‌چیز تمام.",
      },
      apartments: {
        headline: "آپارتمان برای دانشجویان و مسافران",
        text: "آپارتمان‌های دانشجویی نزدیک دانشگاه‌ها و آپارتمان‌های تعطیلات در فاصلهٔ چند قدمی ساحل.",
      },
    },
  },
  search: {
    formLabel: "جست‌وجوی آگهی بر اساس دسته‌بندی، شهر و منطقه",
    textFormLabel: "جست‌وجوی آگهی با کلیدواژه",
    category: "دسته‌بندی",
    categoryPlaceholder: "انتخاب دسته‌بندی",
    city: "شهر",
    cityPlaceholder: "انتخاب شهر",
    anyCity: "همهٔ شهرها",
    region: "منطقه",
    regionPlaceholder: "انتخاب منطقه",
    anyRegion: "همهٔ مناطق",
    noRegions: "این شهر منطقه‌ای ندارد",
    submit: "جست‌وجو",
    categoryRequired: "برای جست‌وجو، ابتدا یک دسته‌بندی انتخاب کنید.",
  },
  sponsored: {
    title: "اسپانسری",
    label: "محتوای اسپانسری",
    slideLabel: "{{index}} از {{total}}",
    previous: "محتوای اسپانسری قبلی",
    next: "محتوای اسپانسری بعدی",
    goTo: "رفتن به محتوای اسپانسری {{index}}",
    visit: "بازدید",
    ad: "تبلیغ",
  },
  featured: {
    houses: "خانه‌های ویژه",
    cars: "خودروهای ویژه",
    shops: "مغازه‌های ویژه",
    hotels: "هتل‌های ویژه",
    apartments: "آپارتمان‌های ویژه",
    viewAll: "مشاهدهٔ همه",
  },
  recent: {
    title: "تازه‌ترین آگهی‌ها",
  },
  partners: {
    title: "همکاران ما",
    real_estate: "مشاوران املاک",
    car_rental: "شرکت‌های اجارهٔ خودرو",
    hotel: "هتل‌ها",
    apartment: "مجموعه‌های آپارتمانی",
  },
  results: {
    metaTitle: "جست‌وجوی «{{q}}» — KKTC Kiralık",
  },
  errors: {
    badSection: "بخش نامعتبر است. باید یکی از این موارد باشد: {{sections}}.",
  },
};
