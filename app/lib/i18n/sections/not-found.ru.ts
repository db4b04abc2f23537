import type { Localized } from "../types";
import type { trCore } from "../core-tr";

/** Russian texts of the 404 page (the Turkish ones are `notFound` in core-tr.ts; see not-found.en.ts). */
export const notFoundRu: Localized<typeof trCore.notFound> = {
  title: "Страница не найдена",
  description: "Страница, которую вы ищете, не существует или была перемещена.",
  home: "На главную",
};
