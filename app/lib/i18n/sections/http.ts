/**
 * Texts of the answers the HTTP server gives before any route runs (namespace `http`): a request
 * body over its route's limit, a method the site does not serve, a request without a host, a
 * database that had no free connection in time.
 */
export const httpTr = {
  errors: {
    bodyTooLarge: "İstek çok büyük (bu adres için en fazla {{max}}). Lütfen daha küçük bir dosya veya daha kısa bir metin gönderin.",
    methodNotAllowed: "Bu istek yöntemi desteklenmiyor.",
    notFound: "Bu adreste bir şey bulunamadı.",
    badHost: "İstek geçersiz: sunucu adı (Host) eksik veya hatalı.",
    badTarget: "İstek geçersiz: istenen adres bir yol olmalı (örneğin /evler).",
    noResponse: "Sunucudan yanıt alınamadı: şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.",
  },
};
