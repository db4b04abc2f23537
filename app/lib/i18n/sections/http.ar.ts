import type { Localized } from "../types";
import type { httpTr } from "./http";

/** Arabic texts of the HTTP server's own answers (see http.ts). */
export const httpAr: Localized<typeof httpTr> = {
  errors: {
    bodyTooLarge: "الطلب كبير جدًا (الحد الأقصى لهذا العنوان {{max}}). يُرجى إرسال ملف أصغر أو نص أقصر.",
    methodNotAllowed: "طريقة الطلب هذه غير مدعومة.",
    notFound: "لم يُعثر على شيء في هذا العنوان.",
    badHost: "طلب غير صالح: اسم الخادم (Host) مفقود أو غير صحيح.",
    badTarget: "طلب غير صالح: يجب أن يكون العنوان المطلوب مسارًا (مثل /evler).",
    noResponse: "لم يصل ردّ من الخادم لأنه مشغول جدًا حاليًا. يُرجى المحاولة مجددًا بعد بضع ثوانٍ.",
  },
};
