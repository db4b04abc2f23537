import type { Localized } from "../types";
import type { favouritesTr } from "./favourites";

export const favouritesFa: Localized<typeof favouritesTr> = {
  add: "افزودن به علاقه‌مندی‌ها",
  remove: "حذف از علاقه‌مندی‌ها",
  addWithTitle: "افزودن به علاقه‌مندی‌ها: {{title}}",
  removeWithTitle: "حذف از علاقه‌مندی‌ها: {{title}}",
  added: "به علاقه‌مندی‌ها اضافه شد",
  removed: "از علاقه‌مندی‌ها حذف شد",
  failed: "علاقه‌مندی‌ها به‌روز نشد",
  failedDescription: "لطفاً کمی بعد دوباره امتحان کنید.",
  nav: "علاقه‌مندی‌های من",
  page: {
    title: "علاقه‌مندی‌های من",
    metaTitle: "علاقه‌مندی‌های من — KKTC Kiralık",
    count_one: "{{count}} آگهی در علاقه‌مندی‌ها",
    count_other: "{{count}} آگهی در علاقه‌مندی‌ها",
    empty: "هنوز آگهی‌ای به علاقه‌مندی‌هایتان اضافه نکرده‌اید.",
    emptyHint: "روی نماد قلب آگهی‌هایی که می‌پسندید بزنید تا اینجا نمایش داده شوند.",
    browse: "مرور آگهی‌ها",
  },
  unavailable: "این آگهی دیگر منتشر نمی‌شود",
  priceDropped: "قیمت کاهش یافت",
  savedPrice: "قیمت هنگام افزودن: {{price}}",
  errors: {
    unauthorized: "برای افزودن به علاقه‌مندی‌ها وارد حساب کاربری خود شوید.",
    crossSite: "این درخواست از سایت دیگری ارسال شده بود و رد شد.",
    invalidId: "شمارهٔ آگهی نامعتبر است.",
    invalidBody: "درخواست خوانده نشد: listingId الزامی است.",
    notFound: "آگهی پیدا نشد",
    methodNotAllowed: "این روش درخواست پشتیبانی نمی‌شود.",
  },
};
