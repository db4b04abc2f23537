/** Texts of the about page /about (namespace `aboutPage`). */
export const aboutPageTr = {
  metaTitle: "Hakkımızda — KKTC Kiralık",
  metaDescription:
    "KKTC Kiralık, Kuzey Kıbrıs'ın kiralık ilan pazarıdır: ev, araç, dükkan, otel ve apart ilanları altı dilde; her ilan yayından önce incelenir.",
  title: "Hakkımızda",
  lead: "KKTC Kiralık, Kuzey Kıbrıs'ta kiralık ev, araç, dükkan, otel ve apart arayanlarla ilan verenleri bir araya getiren bir ilan pazarıdır. Aradığınızı bulmanızı ve ilan sahibine aracısız ulaşmanızı kolaylaştırmak için buradayız.",
  categories: {
    title: "Neler kiralayabilirsiniz?",
    text: "Lefkoşa'dan Girne'ye, Gazimağusa'dan İskele'ye, adanın dört bir yanından ilanlar beş kategoride:",
    houses: "Uzun veya kısa dönem kiralık daireler, villalar ve müstakil evler.",
    cars: "Günlük, haftalık veya aylık kiralık otomobiller.",
    shops: "Kiralık dükkanlar, ofisler ve iş yerleri.",
    hotels: "Tatiliniz ya da iş seyahatiniz için oteller.",
    apartments: "Günlük ve haftalık kiralık apart daireler.",
    browse: "İlanlara göz at",
  },
  how: {
    title: "Nasıl çalışır?",
    search: {
      title: "Arayın",
      text: "Kategori, şehir, bölge ve fiyata göre filtreleyin; fiyatları dilediğiniz para biriminde yaklaşık olarak görün.",
    },
    contact: {
      title: "İletişime geçin",
      text: "İlan sahibine WhatsApp veya telefonla doğrudan ulaşın; kiralamayı aracı olmadan onunla konuşun.",
    },
    post: {
      title: "İlan verin",
      text: "Üye olun, fotoğraflarınızla ilanınızı birkaç dakikada oluşturun ve bireysel ya da kurumsal profilinizle yayınlayın.",
    },
  },
  moderation: {
    title: "Her ilan incelenir",
    text: "Yayına girmeden önce her ilanı ekibimiz kontrol eder: bilgiler ve fotoğraflar gerçekçi mi, ilan doğru kategoride mi. İnceleme en fazla 30 dakika sürer. Uygun bulunmayan bir ilan, nedeni yazılarak sahibine geri gönderilir; sahibi düzeltip yeniden gönderebilir.",
  },
  languages: {
    title: "Altı dilde",
    text: "Site Türkçe, İngilizce, Rusça, Almanca, Farsça ve Arapça kullanılabilir; fiyatları sterlin, euro veya dolar karşılığıyla da görebilirsiniz. Böylece adada yaşayan, okuyan ya da tatile gelen herkes aradığını kendi dilinde bulur.",
  },
  cta: {
    title: "Kiraya vereceğiniz bir şey mi var?",
    text: "İlanınızı hemen oluşturun; daha fazla kişiye ulaşmak için doping paketlerimize göz atın.",
    post: "İlan Ver",
    promotions: "Doping Paketleri",
    contact: "Bize ulaşın",
  },
};
