import type { Localized } from "../types";
import type { httpTr } from "./http";

/** Russian texts of the HTTP server's own answers (see http.ts). */
export const httpRu: Localized<typeof httpTr> = {
  errors: {
    bodyTooLarge: "Слишком большой запрос (для этого адреса не более {{max}}). Отправьте файл поменьше или текст покороче.",
    methodNotAllowed: "Этот метод запроса не поддерживается.",
    notFound: "По этому адресу ничего не найдено.",
    badHost: "Неверный запрос: имя сервера (Host) отсутствует или указано неверно.",
    badTarget: "Неверный запрос: запрашиваемый адрес должен быть путем (например, /evler).",
    noResponse: "Сервер не ответил: сейчас он сильно загружен. Попробуйте еще раз через несколько секунд.",
  },
};
