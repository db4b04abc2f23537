
/** Texts of favourites (namespace `favourites`): the heart, the favourites page and the API's messages. */
export const favouritesTr = {
  add: "Favorilere ekle",
  remove: "Favorilerden çıkar",
  addWithTitle: "Favorilere ekle: {{title}}",
  removeWithTitle: "Favorilerden çıkar: {{title}}",
  added: "Favorilere eklendi",
  removed: "Favorilerden çıkarıldı",
  failed: "Favoriler güncellenemedi",
  failedDescription: "Lütfen biraz sonra tekrar deneyin.",
  nav: "Favorilerim",
  page: {
    title: "Favorilerim",
    metaTitle: "Favorilerim — KKTC Kiralık",
    count_one: "{{count}} favori ilan",
    count_other: "{{count}} favori ilan",
    empty: "Henüz favori ilanınız yok.",
    emptyHint: "Beğendiğiniz ilanlardaki kalp simgesine dokunun, burada listelensin.",
    browse: "İlanlara göz at",
  },
  unavailable: "Bu ilan artık yayında değil",
  errors: {
    unauthorized: "Favorilere eklemek için giriş yapın.",
    crossSite: "Bu istek başka bir siteden geldiği için reddedildi.",
    invalidId: "Geçersiz ilan numarası.",
    invalidBody: "İstek okunamadı: listingId gerekli.",
    notFound: "İlan bulunamadı",
    methodNotAllowed: "Bu yöntem desteklenmiyor.",
  },
};
