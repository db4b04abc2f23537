import type { Localized } from "../types";
import type { favouritesTr } from "./favourites";

export const favouritesDe: Localized<typeof favouritesTr> = {
  add: "Zu Favoriten hinzufügen",
  remove: "Aus Favoriten entfernen",
  addWithTitle: "Zu Favoriten hinzufügen: {{title}}",
  removeWithTitle: "Aus Favoriten entfernen: {{title}}",
  added: "Zu Favoriten hinzugefügt",
  removed: "Aus Favoriten entfernt",
  failed: "Favoriten konnten nicht aktualisiert werden",
  failedDescription: "Bitte versuchen Sie es gleich noch einmal.",
  nav: "Meine Favoriten",
  page: {
    title: "Meine Favoriten",
    metaTitle: "Meine Favoriten — KKTC Kiralık",
    count_one: "{{count}} Favorit",
    count_other: "{{count}} Favoriten",
    empty: "Sie haben noch keine Favoriten.",
    emptyHint: "Tippen Sie bei einer Anzeige, die Ihnen gefällt, auf das Herz – dann erscheint sie hier.",
    browse: "Anzeigen ansehen",
  },
  unavailable: "Diese Anzeige ist nicht mehr online",
  priceDropped: "Preis gesenkt",
  savedPrice: "Beim Speichern: {{price}}",
  errors: {
    unauthorized: "Bitte melden Sie sich an, um Favoriten zu speichern.",
    crossSite: "Diese Anfrage kam von einer anderen Website und wurde abgelehnt.",
    invalidId: "Ungültige Anzeigennummer.",
    invalidBody: "Die Anfrage konnte nicht gelesen werden: listingId fehlt.",
    notFound: "Anzeige nicht gefunden",
    methodNotAllowed: "Diese Methode wird nicht unterstützt.",
  },
};
