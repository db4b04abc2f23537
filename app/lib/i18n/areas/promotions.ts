import { loadArea } from "..";

/** The `promotions` texts in the page's language, loaded with the routes that import this module. */
await loadArea("promotions", {
  tr: () => import("../sections/promotions").then((module) => module.promotionsTr),
  en: () => import("../sections/promotions.en").then((module) => module.promotionsEn),
  ru: () => import("../sections/promotions.ru").then((module) => module.promotionsRu),
  de: () => import("../sections/promotions.de").then((module) => module.promotionsDe),
  fa: () => import("../sections/promotions.fa").then((module) => module.promotionsFa),
  ar: () => import("../sections/promotions.ar").then((module) => module.promotionsAr),
});
