import type { Widen } from "../types";

/** Texts of the home page (namespace `homePage`); both languages must have the same keys. */
export const homePageTr = {
  title: "—",
};

export const homePageEn: Widen<typeof homePageTr> = {
  title: "—",
};
