import type { trCore } from "../core-tr";
import type { Localized } from "../types";

/**
 * Persian texts of the 404 page. There is no Turkish section file for them: the Turkish texts are
 * `trCore.notFound` in core-tr.ts, so this file is typed against that group.
 */
export const notFoundFa: Localized<(typeof trCore)["notFound"]> = {
  title: "صفحه پیدا نشد",
  description: "صفحهٔ مورد نظر شما وجود ندارد یا ممکن است جابه‌جا شده باشد.",
  home: "بازگشت به صفحهٔ اصلی",
};
