/**
 * Texts of the answers the HTTP server gives before any route runs (namespace `http`): a request
 * body over its route's limit, a method the site does not serve, a request without a host.
 */
export const httpTr = {
  errors: {
    bodyTooLarge: "İstek çok büyük (bu adres için en fazla {{max}}). Lütfen daha küçük bir dosya veya daha kısa bir metin gönderin.",
    methodNotAllowed: "Bu istek yöntemi desteklenmiyor.",
    notFound: "Bu adreste bir şey bulunamadı.",
    badHost: "İstek geçersiz: sunucu adı (Host) eksik veya hatalı.",
  },
};
