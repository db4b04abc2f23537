/**
 * Texts of the promotions page /dopingler (namespace `promotions`). Which packages exist, their
 * prices and features are decided in app/domain/promotions.ts; the keys here follow its ids.
 */
export const promotionsTr = {
  metaTitle: "Doping Paketleri — İlanınızı öne çıkarın | KKTC Kiralık",
  metaDescription:
    "KKTC Kiralık doping paketleri: ilanınızı kategorisinde ve ana sayfada öne çıkarın ya da sponsor banner ile markanızı tanıtın. WhatsApp'tan yazın, aynı gün yayına alalım.",
  eyebrow: "Doping",
  title: "Doping Paketleri",
  lead: "İlanınızı daha çok kişiye ulaştırın. Size uygun paketi seçin ve WhatsApp'tan bize yazın; ödemeniz onaylandığında paketiniz aynı gün yayına alınır.",
  packagesTitle: "Paketler",
  popular: "En Popüler",
  featuresOf: "{{package}} paketine dahil olanlar",
  periods: {
    weekly: "hafta",
    monthly: "ay",
  },
  buy: "WhatsApp ile Satın Al",
  buyContext: "{{package}} paketi, WhatsApp yeni sekmede açılır",
  purchaseMessage: 'Merhaba, KKTC Kiralık\'ta "{{package}}" doping paketini satın almak istiyorum. Bilgi verebilir misiniz?',
  pricesNote:
    "Fiyatlar Türk lirası (TL) cinsindendir. Paket süresi, doping ilanınızda yayına alındığı gün başlar ve süre sonunda ilanınız normal sırasına döner.",
  packages: {
    basic: {
      title: "Öne Çıkar - Temel",
      subtitle: "İlanınızı kendi kategorisinde öne çıkarın.",
    },
    premium: {
      title: "Öne Çıkar - Premium",
      subtitle: "Kategorinizde en üstte ve ana sayfada.",
    },
    "premium-plus": {
      title: "Öne Çıkar - Premium Plus",
      subtitle: "En geniş görünürlük, sosyal medya tanıtımıyla.",
    },
    "sponsor-banner": {
      title: "Sponsor Banner",
      subtitle: "Markanızı ana sayfa vitrininde tanıtın.",
    },
  },
  features: {
    featuredBadge: "İlanınızda “Öne Çıkan” rozeti",
    categoryTop: "Kategori sayfasında en üst sıralarda gösterim",
    homeFeatured: "Ana sayfadaki “Öne Çıkan İlanlar” bölümünde yer alma",
    priorityReview: "Öncelikli inceleme ve onay",
    socialMedia: "Instagram ve Facebook sayfalarımızda tanıtım paylaşımı",
    personalSupport: "İlan metni ve fotoğraflarınız için kişisel destek",
    thirtyDays: "30 gün geçerli",
    homeBanner: "Ana sayfadaki sponsorlu reklam alanında banner",
    ownLink: "Web sitenize, ilanınıza veya profilinize bağlantı",
    bannerChange: "Yayın süresince görseli bir kez ücretsiz değiştirme",
    weeklyOrMonthly: "Haftalık veya aylık yayın seçeneği",
  },
  steps: {
    title: "Nasıl satın alırım?",
    choose: {
      title: "Paketinizi seçin",
      text: "İlanınıza veya markanıza en uygun paketi belirleyin.",
    },
    message: {
      title: "WhatsApp'tan yazın",
      text: "Düğmeye dokunun; paketin adını içeren hazır mesajı bize gönderin ve hangi ilan için istediğinizi belirtin.",
    },
    activate: {
      title: "Yayına alalım",
      text: "Ödeme bilgilerini size iletiriz; ödemeniz onaylandığında dopingi aynı gün ilanınıza uygularız.",
    },
  },
  questions: {
    title: "Sorunuz mu var?",
    text: "Hangi paketin size uygun olduğundan emin değilseniz bize ulaşın, birlikte seçelim.",
    contact: "İletişim sayfası",
  },
};
