import type { Localized } from "../types";
import type { contactPageTr } from "./contact-page";

export const contactPageAr: Localized<typeof contactPageTr> = {
  metaTitle: "اتصل بنا — KKTC Kiralık",
  metaDescription:
    "تواصل مع KKTC Kiralık عبر WhatsApp أو البريد الإلكتروني أو في مكتبنا: نجيب عن أسئلتك حول الإعلانات والعضوية وباقات الترويج.",
  title: "اتصل بنا",
  description: "لديك سؤال عن الإعلانات أو العضوية أو باقات الترويج؟ تواصل معنا عبر القناة التي تناسبك، وسنردّ عليك في أقرب وقت.",
  channelsTitle: "قنوات التواصل",
  whatsapp: {
    title: "WhatsApp",
    text: "لأسرع ردّ، راسلنا عبر WhatsApp.",
    action: "راسلنا عبر WhatsApp",
    message: "مرحبًا، أودّ الحصول على معلومات عن KKTC Kiralık.",
  },
  email: {
    title: "البريد الإلكتروني",
    text: "للأسئلة المفصّلة والشراكات وطلبات البيانات الشخصية.",
    action: "أرسل بريدًا إلكترونيًا",
  },
  address: {
    title: "العنوان",
    text: "يسعدنا استقبالك في مكتبنا بموعد مسبق.",
    action: "اعرض على الخريطة",
  },
  social: {
    title: "تابعنا",
    text: "تابع حساباتنا على مواقع التواصل الاجتماعي لمعرفة الإعلانات الجديدة والعروض والأخبار.",
  },
  privacyNote: "هل تتساءل كيف نستخدم المعلومات التي ترسلها إلينا؟",
  privacyLink: "اقرأ سياسة الخصوصية",
};
