import { loadArea } from "..";

/** The `privacyPage` texts in the page's language, loaded with the routes that import this module. */
await loadArea("privacyPage", {
  tr: () => import("../sections/privacy-page").then((module) => module.privacyPageTr),
  en: () => import("../sections/privacy-page.en").then((module) => module.privacyPageEn),
  ru: () => import("../sections/privacy-page.ru").then((module) => module.privacyPageRu),
  de: () => import("../sections/privacy-page.de").then((module) => module.privacyPageDe),
  fa: () => import("../sections/privacy-page.fa").then((module) => module.privacyPageFa),
  ar: () => import("../sections/privacy-page.ar").then((module) => module.privacyPageAr),
});
