/**
 * Texts of the site's e-mails (namespace `mail`), server-only: composed by the templates of
 * app/.server/mail in the recipient's language. `{{name}}`-style placeholders are filled by the
 * mail module's `fill()`; the report reasons' labels are the report dialog's (`reports.reasons`).
 */
export const mailTr = {
  signature: "KKTC Kiralık",
  greeting: "Merhaba {{name}},",
  greetingAnonymous: "Merhaba,",
  verificationCode: {
    subject: "KKTC Kiralık doğrulama kodunuz: {{code}}",
    intro: "KKTC Kiralık hesabınızı doğrulamak için bu kodu girin:",
    expiry: "Kod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.",
  },
  passwordReset: {
    subject: "KKTC Kiralık şifre yenileme bağlantısı",
    intro: "Şifrenizi yenilemek için aşağıdaki bağlantıyı açın:",
    expiry: "Bağlantı 1 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.",
  },
  sellerNotice: {
    listing_approved: {
      subject: "İlanınız yayında: {{title}}",
      body: "\u201c{{title}}\u201d ilanınız onaylandı ve artık yayında.",
      action: "İlanınızı görün:",
    },
    listing_rejected: {
      subject: "İlanınız onaylanmadı: {{title}}",
      body: "\u201c{{title}}\u201d ilanınız yönetici tarafından onaylanmadı.",
      action: "İlanınızı düzenleyip yeniden gönderebilirsiniz:",
    },
    revision_approved: {
      subject: "Değişiklikleriniz yayında: {{title}}",
      body: "\u201c{{title}}\u201d ilanınızda yaptığınız değişiklikler onaylandı ve yayına alındı.",
      action: "İlanınızı görün:",
    },
    revision_rejected: {
      subject: "Değişiklikleriniz onaylanmadı: {{title}}",
      body: "\u201c{{title}}\u201d ilanınızda yaptığınız değişiklikler onaylanmadı. İlanınız önceki haliyle yayında kalmaya devam ediyor.",
      action: "Değişiklikleri düzeltip yeniden gönderebilirsiniz:",
    },
    account_deleted: {
      subject: "KKTC Kiralık hesabınız silindi",
      body: "KKTC Kiralık hesabınız ({{email}}) ve hesabınıza ait tüm ilanlar bir yönetici tarafından silindi.",
      action: "Bunun bir hata olduğunu düşünüyorsanız bizimle iletişime geçin:",
    },
    note: "Yöneticinin notu:",
    noNote: "Yönetici bir not bırakmadı.",
    optional: "Onay bildirimlerini profilinizden kapatabilirsiniz:",
  },
  priceDrop: {
    subject: "Favori ilanınızın fiyatı düştü: {{title}}",
    body: "Favorilerinizdeki \u201c{{title}}\u201d ilanının fiyatı düştü:",
    prices: "{{from}} \u2192 {{to}}",
    action: "İlanı görün:",
    optOut: "Fiyat düşüşü bildirimlerini profilinizden kapatabilirsiniz:",
  },
  reportedListing: {
    reasons: "Şikâyet nedenleri:",
    times: "{{count}} kez",
    once: "1 kez",
  },
  fixRequest: {
    subject: "İlanınızı düzeltmeniz gerekiyor: {{title}}",
    body: "\u201c{{title}}\u201d ilanınız ziyaretçilerimiz tarafından şikâyet edildi. Bir yönetici şikâyetleri inceledi ve ilanınızı düzeltmenizi istiyor.",
    action: "İlanınızı buradan düzenleyebilirsiniz:",
  },
  hiddenNotice: {
    subject: "İlanınız şikâyetler nedeniyle yayından kaldırıldı: {{title}}",
    byReports:
      "\u201c{{title}}\u201d ilanınız birkaç üyemiz tarafından şikâyet edildi ve bir yönetici inceleyene kadar sitede gösterilmiyor. Yönetici şikâyetleri yersiz bulursa ilanınız yeniden yayına girer.",
    byAdmin: "\u201c{{title}}\u201d ilanınız şikâyetler üzerine bir yönetici tarafından yayından kaldırıldı.",
    action: "İlanınızı düzeltmek için buradan düzenleyebilirsiniz; değişiklikleriniz onaydan sonra yayına girer:",
  },
  expiryNotice: {
    subject: "İlanınızın süresi doluyor: {{title}}",
    body: "\u201c{{title}}\u201d ilanınızın yayın süresi {{date}} tarihinde doluyor. Süre dolunca ilan sitede görünmez; siz yine profilinizden görebilir ve yenileyebilirsiniz.",
    renew: "Tek tıkla {{days}} gün daha yayında tutun (giriş yapmanız gerekmez):",
    rented: "Evinizi kiraya verdiyseniz ilanı profilinizden \u201cKiralandı\u201d olarak işaretleyebilirsiniz:",
  },
  savedSearchAlert: {
    subjectOne: "Kayıtlı aramanıza uyan yeni ilan: {{name}}",
    subjectMany: "Kayıtlı aramanıza uyan {{count}} yeni ilan: {{name}}",
    intro: "\u201c{{name}}\u201d aramanıza uyan yeni ilanlar:",
    manage: "Kayıtlı aramalarınızı yönetin:",
    unsubscribe: "Bu aramanın e-postalarını durdurmak için (giriş yapmanız gerekmez):",
  },
};
