import { loadArea } from "..";

/** The `adminContent` texts in the page's language, loaded with the routes that import this module. */
await loadArea("adminContent", {
  tr: () => import("../sections/admin-content").then((module) => module.adminContentTr),
  en: () => import("../sections/admin-content.en").then((module) => module.adminContentEn),
  ru: () => import("../sections/admin-content.ru").then((module) => module.adminContentRu),
  de: () => import("../sections/admin-content.de").then((module) => module.adminContentDe),
  fa: () => import("../sections/admin-content.fa").then((module) => module.adminContentFa),
  ar: () => import("../sections/admin-content.ar").then((module) => module.adminContentAr),
});
