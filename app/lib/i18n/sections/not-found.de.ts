import type { Localized } from "../types";
import type { trCore } from "../core-tr";

/** German texts of the 404 page (the Turkish ones are inline in core-tr.ts under `notFound`). */
export const notFoundDe: Localized<(typeof trCore)["notFound"]> = {
  title: "Seite nicht gefunden",
  description: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
  home: "Zur Startseite",
};
