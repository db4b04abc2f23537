import { loadArea } from "..";

/** The `profile` texts in the page's language, loaded with the routes that import this module. */
await loadArea("profile", {
  tr: () => import("../sections/profile").then((module) => module.profileTr),
  en: () => import("../sections/profile.en").then((module) => module.profileEn),
  ru: () => import("../sections/profile.ru").then((module) => module.profileRu),
  de: () => import("../sections/profile.de").then((module) => module.profileDe),
  fa: () => import("../sections/profile.fa").then((module) => module.profileFa),
  ar: () => import("../sections/profile.ar").then((module) => module.profileAr),
});
