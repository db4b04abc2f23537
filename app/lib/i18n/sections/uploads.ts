/** Texts of the listing media uploads (namespace `uploads`): the answers of POST /api/uploads. */
export const uploadsTr = {
  errors: {
    signedOut: "Oturum bulunamadı",
    crossSite: "Bu istek başka bir siteden geldiği için reddedildi.",
    methodNotAllowed: "Dosyalar yalnızca POST isteğiyle yüklenebilir.",
    badRequest: "Yükleme isteği okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
    invalidKind: "Dosya türü görsel veya video olmalıdır.",
    invalidListingId: "İlan kimliği geçersiz.",
    missingFile: "Lütfen bir dosya seçin.",
    forbidden: "Bu ilana dosya yükleme yetkiniz yok.",
    listingNotFound: "İlan bulunamadı",
    tooLarge: "Dosya çok büyük (en fazla {{max}} MB).",
    imageTooLarge: "Görsel çok büyük (en fazla {{max}} MB).",
    videoTooLarge: "Video çok büyük (en fazla {{max}} MB).",
    unsupportedType: "Bu dosya türü desteklenmiyor",
    heicUnsupported: "HEIC/HEIF görselleri sunucuda açılamıyor. Lütfen JPEG olarak yükleyin.",
    undecodable: "Görsel açılamadı; dosya bozuk olabilir.",
    videoMetadata:
      "Bu videodaki konum ve sensör kayıtları temizlenemedi. Lütfen videoyu telefonunuzun galerisinden yeniden kaydedip (dışa aktarıp) yükleyin.",
    rateLimited: "Kısa sürede çok fazla dosya yüklediniz. Lütfen {{minutes}} dakika sonra tekrar deneyin.",
    quotaExceeded:
      "Henüz bir ilana kaydedilmemiş yüklemeleriniz {{max}} MB sınırına ulaştı. Önce ilanınızı kaydedin; 24 saat içinde kaydedilmeyen yüklemeler silinir.",
    dailyQuotaExceeded: "24 saat içinde yükleyebileceğiniz {{max}} MB sınırına ulaştınız. Lütfen {{hours}} saat sonra tekrar deneyin.",
    tooManyInFlight: "Aynı anda en fazla {{max}} dosya yükleyebilirsiniz. Lütfen önceki yüklemelerin bitmesini bekleyin.",
    failed: "Yükleme başarısız oldu. Lütfen tekrar deneyin.",
  },
};
