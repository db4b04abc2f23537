import type { Localized } from "../types";
import type { contactPageTr } from "./contact-page";

export const contactPageFa: Localized<typeof contactPageTr> = {
  metaTitle: "تماس با ما — KKTC Kiralık",
  metaDescription:
    "از طریق WhatsApp، ایمیل یا دفتر ما با KKTC Kiralık در تماس باشید: به پرسش‌های شما دربارهٔ آگهی‌ها، عضویت و بسته‌های ارتقای آگهی پاسخ می‌دهیم.",
  title: "تماس با ما",
  description:
    "دربارهٔ آگهی‌ها، عضویت یا بسته‌های ارتقای آگهی سؤالی دارید؟ از هر راهی که برایتان راحت‌تر است با ما تماس بگیرید؛ در اولین فرصت پاسخ می‌دهیم.",
  channelsTitle: "راه‌های ارتباط با ما",
  whatsapp: {
    title: "WhatsApp",
    text: "برای دریافت سریع‌ترین پاسخ، در WhatsApp به ما پیام دهید.",
    action: "پیام در WhatsApp",
    message: "سلام، می‌خواهم دربارهٔ KKTC Kiralık اطلاعات بیشتری بگیرم.",
  },
  email: {
    title: "ایمیل",
    text: "برای پرسش‌های مفصل، همکاری‌ها و درخواست‌های مربوط به داده‌های شخصی.",
    action: "ارسال ایمیل",
  },
  address: {
    title: "نشانی",
    text: "می‌توانید با وقت قبلی به دفتر ما سر بزنید.",
    action: "نمایش روی نقشه",
  },
  social: {
    title: "ما را دنبال کنید",
    text: "برای آگاهی از آگهی‌های جدید، کمپین‌ها و اطلاعیه‌ها، حساب‌های ما را در شبکه‌های اجتماعی دنبال کنید.",
  },
  privacyNote: "می‌خواهید بدانید اطلاعاتی را که برای ما می‌فرستید چگونه استفاده می‌کنیم؟",
  privacyLink: "سیاست حفظ حریم خصوصی ما را بخوانید",
};
