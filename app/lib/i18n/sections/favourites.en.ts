import type { Widen } from "../types";
import type { favouritesTr } from "./favourites";

export const favouritesEn: Widen<typeof favouritesTr> = {
  add: "Add to favourites",
  remove: "Remove from favourites",
  addWithTitle: "Add to favourites: {{title}}",
  removeWithTitle: "Remove from favourites: {{title}}",
  added: "Added to favourites",
  removed: "Removed from favourites",
  failed: "Favourites could not be updated",
  failedDescription: "Please try again in a moment.",
  nav: "My favourites",
  page: {
    title: "My favourites",
    metaTitle: "My favourites — KKTC Kiralık",
    count_one: "{{count}} favourite listing",
    count_other: "{{count}} favourite listings",
    empty: "You have no favourite listings yet.",
    emptyHint: "Tap the heart on a listing you like and it will be listed here.",
    browse: "Browse listings",
  },
  unavailable: "This listing is no longer available",
  priceDropped: "Price dropped",
  savedPrice: "When saved: {{price}}",
  errors: {
    unauthorized: "Please log in to save favourites.",
    crossSite: "This request came from another site and was refused.",
    invalidId: "Invalid listing id.",
    invalidBody: "The request could not be read: listingId is required.",
    notFound: "Listing not found",
    methodNotAllowed: "This method is not supported.",
  },
};
