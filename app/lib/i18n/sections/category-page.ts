import type { Widen } from "../types";

/** Texts of the category page (namespace `categoryPage`); both languages must have the same keys. */
export const categoryPageTr = {
  title: "—",
};

export const categoryPageEn: Widen<typeof categoryPageTr> = {
  title: "—",
};
