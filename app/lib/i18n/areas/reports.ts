import { loadArea } from "..";

/** The `reports` texts in the page's language, loaded with the routes that import this module. */
await loadArea("reports", {
  tr: () => import("../sections/reports").then((module) => module.reportsTr),
  en: () => import("../sections/reports.en").then((module) => module.reportsEn),
  ru: () => import("../sections/reports.ru").then((module) => module.reportsRu),
  de: () => import("../sections/reports.de").then((module) => module.reportsDe),
  fa: () => import("../sections/reports.fa").then((module) => module.reportsFa),
  ar: () => import("../sections/reports.ar").then((module) => module.reportsAr),
});
