/** Texts of the contact page /iletisim (namespace `contactPage`). The numbers and addresses come from the configuration. */
export const contactPageTr = {
  metaTitle: "İletişim — KKTC Kiralık",
  metaDescription:
    "KKTC Kiralık'a WhatsApp, e-posta veya ofis adresimizden ulaşın: ilanlar, üyelik ve doping paketleri hakkındaki sorularınızı yanıtlayalım.",
  title: "İletişim",
  description:
    "İlanlar, üyelik veya doping paketleri hakkında sorunuz mu var? Size en uygun kanaldan bize ulaşın, en kısa sürede dönüş yapalım.",
  channelsTitle: "İletişim kanalları",
  whatsapp: {
    title: "WhatsApp",
    text: "En hızlı yanıt için bize WhatsApp'tan yazın.",
    action: "WhatsApp'tan yazın",
    message: "Merhaba, KKTC Kiralık hakkında bilgi almak istiyorum.",
  },
  email: {
    title: "E-posta",
    text: "Ayrıntılı sorularınız, iş birlikleri ve kişisel veri talepleriniz için.",
    action: "E-posta gönderin",
  },
  address: {
    title: "Adres",
    text: "Ofisimize randevu alarak uğrayabilirsiniz.",
    action: "Haritada göster",
  },
  social: {
    title: "Bizi takip edin",
    text: "Yeni ilanlar, kampanyalar ve duyurular için sosyal medya hesaplarımızı takip edin.",
  },
  privacyNote: "Bize ilettiğiniz bilgileri nasıl kullandığımızı merak mı ediyorsunuz?",
  privacyLink: "Gizlilik Politikamızı okuyun",
};
