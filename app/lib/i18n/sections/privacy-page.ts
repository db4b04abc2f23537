/**
 * The privacy policy /gizlilik (namespace `privacyPage`, docs/product.md §2 "Contact and privacy"). Each
 * section has a title and, in this order, optional `intro` paragraphs, `items` (a list) and `outro`
 * paragraphs; the page renders every key of those groups in order, so both languages must keep
 * the same keys (the i18n unit test checks it).
 */
export const privacyPageTr = {
  metaTitle: "Gizlilik Politikası — KKTC Kiralık",
  metaDescription:
    "KKTC Kiralık hangi kişisel verileri topluyor, nasıl kullanıyor ve koruyor? Çerezler, paylaşım ve erişim, düzeltme, silme ve taşınabilirlik haklarınız.",
  title: "Gizlilik Politikası",
  lastUpdated: "Son güncelleme: {{date}}",
  tocTitle: "Bu sayfada",
  sections: {
    introduction: {
      title: "Giriş",
      intro: {
        p1: "Bu Gizlilik Politikası, KKTC Kiralık sitesini ziyaret ettiğinizde, üye olduğunuzda ve ilan verdiğinizde hangi kişisel verilerinizi işlediğimizi, bunları hangi amaçlarla kullandığımızı, nasıl koruduğumuzu ve bu verilerle ilgili haklarınızı açıklar.",
        p2: "Kişisel verilerinizi, yürürlükteki kişisel verilerin korunması mevzuatına ve Kişisel Verilerin Korunması Kanunu (KVKK) ile uyumlu ilkelere göre işleriz: hukuka ve dürüstlük kurallarına uygun, belirli ve meşru amaçlarla sınırlı, ölçülü ve yalnızca gerektiği süre boyunca.",
        p3: "Verilerinizin sorumlusu KKTC Kiralık'tır. Bize nasıl ulaşabileceğiniz bu sayfanın sonundaki İletişim bölümündedir.",
      },
    },
    dataCollected: {
      title: "Topladığımız Veriler",
      intro: {
        p1: "Yalnızca hizmeti sunmak için gereken verileri topluyoruz:",
      },
      items: {
        account:
          "Hesap bilgileri: üye olurken verdiğiniz e-posta adresi, adınız ve şifreniz. Şifreniz yalnızca tek yönlü şifrelenmiş (hash) biçimde saklanır; biz dahil kimse onu okuyamaz.",
        profile:
          "Profil bilgileri: eklemeyi seçtiğiniz görünen ad, firma adı, hesap türü (Bireysel veya Kurumsal), telefon ve WhatsApp numarası, web sitesi, tanıtım yazısı, konum ve profil fotoğrafı.",
        listings:
          "İlan bilgileri: ilan başlığı ve açıklaması, fiyat, şehir, bölge ve harita bağlantısı, ilanın özellikleri, fotoğraflar ve videolar.",
        technical:
          "Teknik veriler: oturum açtığınızda oturum kaydıyla birlikte IP adresiniz ve tarayıcı bilginiz; giriş ve kayıt denemelerini sınırlamak için IP adresine bağlı sayaçlar; hataları gidermek için adres ve durum kodu içeren sunucu kayıtları.",
        usage:
          "Kullanım verileri: favorilerinize eklediğiniz ilanlar ve ilanların görüntülenme sayıları. Görüntülenmeler kişiyle ilişkilendirilmeden yalnızca toplam olarak sayılır.",
        cookies:
          "Çerezler ve tarayıcı depolaması: oturumunuzu açık tutan kk_session çerezi (14 gün), menüde adınızı göstermek için kk_user_name çerezi (14 gün), başkalarının yanlış şifre denemeleri sizi daha önce giriş yaptığınız tarayıcıdan kilitleyemesin diye bu tarayıcıyı tanıyan kk_known_device çerezi (1 yıl) ve sitenin size gösterdiği iletilerin dili (son açtığınız sayfanın dili) için kk_locale çerezi (1 yıl). Tema tercihiniz (açık, koyu veya sistem) ve dil seçiminiz tarayıcınızın yerel depolamasında (localStorage) tutulur; döviz kurları ve bir ilanı görüntülediğiniz bilgisi de sayfaların hızlı açılması ve görüntülenmelerin iki kez sayılmaması için orada saklanır.",
      },
      outro: {
        p1: "Reklam, analiz veya üçüncü taraf izleme çerezleri kullanmıyoruz. Tarayıcı ayarlarınızdan çerezleri ve yerel depolamayı istediğiniz zaman silebilirsiniz; bu durumda oturumunuz kapanır ve tercihleriniz sıfırlanır.",
      },
    },
    use: {
      title: "Verilerin Kullanımı",
      intro: {
        p1: "Verilerinizi yalnızca şu amaçlarla kullanırız:",
      },
      items: {
        service: "Hesabınızı oluşturmak, oturumunuzu açık tutmak ve ilanlarınızı yayınlamanızı, düzenlemenizi ve yönetmenizi sağlamak.",
        moderation: "İlanları yayından önce incelemek; sahte, yanıltıcı veya kurallara aykırı ilanları ve kötüye kullanımı önlemek.",
        contact: "Ziyaretçilerin ilan sahipleriyle WhatsApp veya telefonla iletişime geçebilmesini sağlamak.",
        email: "Doğrulama kodları ve şifre sıfırlama gibi hesabınızla ilgili hizmet e-postalarını göndermek.",
        support: "Sorularınızı, şikâyetlerinizi ve doping paketi taleplerinizi yanıtlamak.",
        security: "Sitenin güvenliğini sağlamak, hataları gidermek ve yasal yükümlülüklerimizi yerine getirmek.",
      },
      outro: {
        p1: "Verilerinizi satmayız ve izniniz olmadan size pazarlama e-postası göndermeyiz.",
      },
    },
    security: {
      title: "Veri Güvenliği",
      intro: {
        p1: "Siteyle aranızdaki trafik HTTPS ile şifrelenir. Oturum çerezi tarayıcıdaki betiklerin erişemeyeceği (HttpOnly) biçimde ayarlanır, şifreler güçlü bir tek yönlü algoritmayla saklanır; giriş, kayıt, doğrulama ve şifre sıfırlama işlemleri deneme sınırlarıyla korunur.",
        p2: "Verilere yalnızca işi gereği erişmesi gereken yetkili ekip üyelerimiz erişebilir. Hiçbir sistem tümüyle risksiz olmasa da verilerinizi yetkisiz erişime, kayba ve değiştirilmeye karşı korumak için makul teknik ve idari önlemleri alırız. Bir veri ihlali fark edersek etkilenen kullanıcıları ve yetkili makamları gecikmeden bilgilendiririz.",
        p3: "Siz de şifrenizi kimseyle paylaşmayın ve başka sitelerde kullandığınız bir şifreyi burada kullanmayın.",
      },
    },
    sharing: {
      title: "Verilerin Paylaşımı",
      intro: {
        p1: "Kişisel verilerinizi satmayız ve kiralamayız. Verileriniz yalnızca şu durumlarda başkalarıyla paylaşılır:",
      },
      items: {
        public:
          "Herkese açık bilgiler: yayındaki ilanlarınız ve profil sayfanızda gösterilen adınız, firma adınız, e-posta adresiniz, telefon ve WhatsApp numaranız, web siteniz, konumunuz ve fotoğrafınız siteyi ziyaret eden herkes tarafından görülebilir. Ziyaretçilerin size ulaşabilmesi bu bilgilere bağlıdır; göstermek istemediğiniz isteğe bağlı bilgileri profilinizden kaldırabilirsiniz.",
        providers:
          "Hizmet sağlayıcılar: sitenin barındırıldığı sunucu ve veri tabanı hizmetleri, fotoğraf ve videoların saklandığı depolama hizmeti ve e-postalarımızı ileten e-posta gönderim hizmeti. Bu sağlayıcılar verilerinizi yalnızca bizim adımıza, talimatlarımıza uygun ve gizlilik yükümlülüğü altında işler.",
        whatsapp:
          "WhatsApp: bir ilan sahibine veya bize WhatsApp'tan yazdığınızda mesajınız WhatsApp üzerinden iletilir ve WhatsApp'ın kendi gizlilik politikasına tabidir.",
        legal:
          "Yasal zorunluluklar: mahkeme kararı veya yetkili makamların hukuka uygun talebi olduğunda, yalnızca gereken en az veriyi paylaşırız.",
      },
      outro: {
        p1: "Hizmet sağlayıcılarımızın sunucuları yurt dışında bulunabilir; bu durumda verilerinizin bu politikadaki düzeyde korunmasını sağlayan önlemleri alırız.",
      },
    },
    rights: {
      title: "Haklarınız",
      intro: {
        p1: "Kişisel verilerinizle ilgili olarak şu haklara sahipsiniz:",
      },
      items: {
        access:
          "Erişim: hakkınızda hangi verileri işlediğimizi, hangi amaçla işlediğimizi ve kimlerle paylaştığımızı öğrenme ve bunların bir kopyasını alma. Kopyayı kendiniz indirebilirsiniz; bunun için giriş yapın, profil sayfanızda \u201cProfili düzenle\u201dyi açın ve sayfanın altındaki \u201cVerileriniz ve hesabınız\u201d bölümünde \u201cVerilerimi indir\u201de basın. Hesap ve profil bilgileriniz, oturumlarınız, silinmiş olanlar dahil saklanan tüm ilanlarınız (özellikleri, fotoğraf ve video bağlantılarıyla) ve favorileriniz tek bir JSON dosyası olarak iner.",
        correction:
          "Düzeltme: eksik veya yanlış verilerinizin düzeltilmesini isteme. Profil ve ilan bilgilerinizi profil sayfanızdan kendiniz de düzenleyebilirsiniz.",
        deletion:
          "Silme: hesabınızı kendiniz silebilirsiniz; bunun için aynı bölümde \u201cHesabımı sil\u201de basın ve şifrenizi yeniden girerek onaylayın. Hesabınız, oturumlarınız, profiliniz ve profil fotoğrafınız, tüm ilanlarınız, fotoğraf ve videolarınız ve favorileriniz hemen ve kalıcı olarak silinir, oturumunuz kapanır; bu işlem geri alınamaz. Sitenin yedeklerinde kalan kopyalar yalnızca arıza sonrası geri yükleme için tutulur ve yedekler yenilendikçe silinir. Yasal olarak saklamakla yükümlü olduğumuz kayıtlar, bu süre dolduğunda silinir.",
        portability:
          "Taşınabilirlik: bize verdiğiniz verileri yaygın kullanılan, makinece okunabilir bir biçimde alma ve başka bir hizmete aktarma. \u201cVerilerimi indir\u201d ile aldığınız dosya bu biçimdedir (JSON).",
        objection:
          "İtiraz ve şikâyet: verilerinizin işlenmesine itiraz etme, verdiğiniz izni dilediğiniz zaman geri alma ve haklarınızın ihlal edildiğini düşünüyorsanız yetkili veri koruma makamına başvurma.",
      },
      outro: {
        p1: "Verilerinizi indirmek, düzeltmek ve hesabınızı silmek için bize yazmanız gerekmez; bunları profil sayfanızdan istediğiniz zaman kendiniz yapabilirsiniz. Diğer talepleriniz için ya da hesabınıza giremiyorsanız hesabınıza kayıtlı e-posta adresinden bize yazın. Kimliğinizi doğruladıktan sonra talebinizi ücretsiz olarak ve en geç 30 gün içinde yanıtlarız.",
      },
    },
    contact: {
      title: "İletişim",
      intro: {
        p1: "Bu politika veya kişisel verileriniz hakkındaki soru ve talepleriniz için bize ulaşın:",
      },
      outro: {
        p1: "Bu politikayı zaman zaman güncelleyebiliriz. Önemli değişiklikleri sitede duyururuz; sayfanın başındaki tarih son güncellemeyi gösterir.",
      },
    },
  },
  contactEmail: "E-posta",
  contactWhatsapp: "WhatsApp",
  contactAddress: "Adres",
};
