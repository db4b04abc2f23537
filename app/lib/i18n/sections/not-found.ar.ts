import type { Localized } from "../types";
import type { trCore } from "../core-tr";

/**
 * Arabic texts of the 404 page (the Turkish ones are `trCore.notFound` in core-tr.ts; there is no
 * not-found.ts). Per docs/product.md §2 that page is shown in English, so these fill the Arabic core only.
 */
export const notFoundAr: Localized<(typeof trCore)["notFound"]> = {
  title: "الصفحة غير موجودة",
  description: "الصفحة التي تبحث عنها غير موجودة أو ربما نُقلت.",
  home: "العودة إلى الصفحة الرئيسية",
};
