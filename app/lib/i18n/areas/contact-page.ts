import { loadArea } from "..";

/** The `contactPage` texts in the page's language, loaded with the routes that import this module. */
await loadArea("contactPage", {
  tr: () => import("../sections/contact-page").then((module) => module.contactPageTr),
  en: () => import("../sections/contact-page.en").then((module) => module.contactPageEn),
  ru: () => import("../sections/contact-page.ru").then((module) => module.contactPageRu),
  de: () => import("../sections/contact-page.de").then((module) => module.contactPageDe),
  fa: () => import("../sections/contact-page.fa").then((module) => module.contactPageFa),
  ar: () => import("../sections/contact-page.ar").then((module) => module.contactPageAr),
});
