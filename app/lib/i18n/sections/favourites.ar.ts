import type { Localized } from "../types";
import type { favouritesTr } from "./favourites";

export const favouritesAr: Localized<typeof favouritesTr> = {
  add: "أضف إلى المفضّلة",
  remove: "أزل من المفضّلة",
  addWithTitle: "أضف إلى المفضّلة: {{title}}",
  removeWithTitle: "أزل من المفضّلة: {{title}}",
  added: "أُضيف إلى المفضّلة",
  removed: "أُزيل من المفضّلة",
  failed: "تعذّر تحديث المفضّلة",
  failedDescription: "يُرجى المحاولة مجددًا بعد قليل.",
  nav: "مفضّلتي",
  page: {
    title: "مفضّلتي",
    metaTitle: "مفضّلتي — KKTC Kiralık",
    count_zero: "لا توجد إعلانات مفضّلة",
    count_one: "إعلان مفضّل واحد",
    count_two: "إعلانان مفضّلان",
    count_few: "{{count}} إعلانات مفضّلة",
    count_many: "{{count}} إعلانًا مفضّلًا",
    count_other: "{{count}} إعلان مفضّل",
    empty: "لا توجد إعلانات في مفضّلتك بعد.",
    emptyHint: "اضغط على رمز القلب في الإعلانات التي تعجبك لتظهر هنا.",
    browse: "تصفّح الإعلانات",
  },
  unavailable: "لم يعد هذا الإعلان منشورًا",
  priceDropped: "انخفض السعر",
  savedPrice: "عند الحفظ: {{price}}",
  errors: {
    unauthorized: "سجّل الدخول لتضيف إعلانات إلى المفضّلة.",
    crossSite: "رُفض هذا الطلب لأنه صادر من موقع آخر.",
    invalidId: "رقم الإعلان غير صالح.",
    invalidBody: "تعذّرت قراءة الطلب: الحقل listingId مطلوب.",
    notFound: "الإعلان غير موجود",
    methodNotAllowed: "هذه الطريقة غير مدعومة.",
  },
};
