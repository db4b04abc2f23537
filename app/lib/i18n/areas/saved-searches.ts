import { loadArea } from "..";

/** The `savedSearches` texts in the page's language, loaded with the routes that import this module. */
await loadArea("savedSearches", {
  tr: () => import("../sections/saved-searches").then((module) => module.savedSearchesTr),
  en: () => import("../sections/saved-searches.en").then((module) => module.savedSearchesEn),
  ru: () => import("../sections/saved-searches.ru").then((module) => module.savedSearchesRu),
  de: () => import("../sections/saved-searches.de").then((module) => module.savedSearchesDe),
  fa: () => import("../sections/saved-searches.fa").then((module) => module.savedSearchesFa),
  ar: () => import("../sections/saved-searches.ar").then((module) => module.savedSearchesAr),
});
