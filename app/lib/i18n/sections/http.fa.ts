import type { Localized } from "../types";
import type { httpTr } from "./http";

/** Persian texts of the HTTP server's own answers (see http.ts). */
export const httpFa: Localized<typeof httpTr> = {
  errors: {
    bodyTooLarge: "حجم درخواست بیش از حد مجاز است (حداکثر {{max}} برای این نشانی). لطفاً فایل کوچک‌تر یا متن کوتاه‌تری بفرستید.",
    methodNotAllowed: "این روش درخواست پشتیبانی نمی‌شود.",
    notFound: "چیزی در این نشانی پیدا نشد.",
    badHost: "درخواست نامعتبر است: نام سرور (Host) وجود ندارد یا نادرست است.",
    badTarget: "درخواست نامعتبر است: نشانی درخواستی باید یک مسیر باشد (مثلاً /evler).",
    noResponse: "پاسخی از سرور دریافت نشد: سرور در حال حاضر بسیار شلوغ است. لطفاً چند ثانیهٔ دیگر دوباره امتحان کنید.",
  },
};
