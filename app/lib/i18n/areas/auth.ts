import { loadArea } from "..";

/** The `auth` texts in the page's language, loaded with the routes that import this module. */
await loadArea("auth", {
  tr: () => import("../sections/auth").then((module) => module.authTr),
  en: () => import("../sections/auth.en").then((module) => module.authEn),
  ru: () => import("../sections/auth.ru").then((module) => module.authRu),
  de: () => import("../sections/auth.de").then((module) => module.authDe),
  fa: () => import("../sections/auth.fa").then((module) => module.authFa),
  ar: () => import("../sections/auth.ar").then((module) => module.authAr),
});
