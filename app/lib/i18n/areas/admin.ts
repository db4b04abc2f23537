import { loadArea } from "..";

/** The `admin` texts in the page's language, loaded with the routes that import this module. */
await loadArea("admin", {
  tr: () => import("../sections/admin").then((module) => module.adminTr),
  en: () => import("../sections/admin.en").then((module) => module.adminEn),
  ru: () => import("../sections/admin.ru").then((module) => module.adminRu),
  de: () => import("../sections/admin.de").then((module) => module.adminDe),
  fa: () => import("../sections/admin.fa").then((module) => module.adminFa),
  ar: () => import("../sections/admin.ar").then((module) => module.adminAr),
});
