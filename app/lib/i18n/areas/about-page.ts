import { loadArea } from "..";

/** The `aboutPage` texts in the page's language, loaded with the routes that import this module. */
await loadArea("aboutPage", {
  tr: () => import("../sections/about-page").then((module) => module.aboutPageTr),
  en: () => import("../sections/about-page.en").then((module) => module.aboutPageEn),
  ru: () => import("../sections/about-page.ru").then((module) => module.aboutPageRu),
  de: () => import("../sections/about-page.de").then((module) => module.aboutPageDe),
  fa: () => import("../sections/about-page.fa").then((module) => module.aboutPageFa),
  ar: () => import("../sections/about-page.ar").then((module) => module.aboutPageAr),
});
