import type { Widen } from "../types";

/** Texts of the listing detail (namespace `listingDetail`); both languages must have the same keys. */
export const listingDetailTr = {
  title: "—",
};

export const listingDetailEn: Widen<typeof listingDetailTr> = {
  title: "—",
};
