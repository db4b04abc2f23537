import { loadArea } from "..";

/** The `listingForm` texts in the page's language, loaded with the routes that import this module. */
await loadArea("listingForm", {
  tr: () => import("../sections/listing-form").then((module) => module.listingFormTr),
  en: () => import("../sections/listing-form.en").then((module) => module.listingFormEn),
  ru: () => import("../sections/listing-form.ru").then((module) => module.listingFormRu),
  de: () => import("../sections/listing-form.de").then((module) => module.listingFormDe),
  fa: () => import("../sections/listing-form.fa").then((module) => module.listingFormFa),
  ar: () => import("../sections/listing-form.ar").then((module) => module.listingFormAr),
});
