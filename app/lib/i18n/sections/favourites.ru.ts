import type { Localized } from "../types";
import type { favouritesTr } from "./favourites";

export const favouritesRu: Localized<typeof favouritesTr> = {
  add: "Добавить в избранное",
  remove: "Удалить из избранного",
  addWithTitle: "Добавить в избранное: {{title}}",
  removeWithTitle: "Удалить из избранного: {{title}}",
  added: "Добавлено в избранное",
  removed: "Удалено из избранного",
  failed: "Не удалось обновить избранное",
  failedDescription: "Пожалуйста, попробуйте еще раз чуть позже.",
  nav: "Избранное",
  page: {
    title: "Избранное",
    metaTitle: "Избранное — KKTC Kiralık",
    count_one: "{{count}} объявление в избранном",
    count_few: "{{count}} объявления в избранном",
    count_many: "{{count}} объявлений в избранном",
    count_other: "{{count}} объявления в избранном",
    empty: "В избранном пока нет объявлений.",
    emptyHint: "Нажмите на сердечко в понравившемся объявлении, и оно появится здесь.",
    browse: "Смотреть объявления",
  },
  unavailable: "Это объявление больше не опубликовано",
  priceDropped: "Цена снижена",
  savedPrice: "Цена при добавлении: {{price}}",
  errors: {
    unauthorized: "Войдите, чтобы добавлять объявления в избранное.",
    crossSite: "Запрос отклонен: он отправлен с другого сайта.",
    invalidId: "Неверный номер объявления.",
    invalidBody: "Не удалось прочитать запрос: требуется listingId.",
    notFound: "Объявление не найдено",
    methodNotAllowed: "Этот метод не поддерживается.",
  },
};
