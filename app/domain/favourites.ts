import type { ListingSummary } from "./listing";
import type { Price } from "./price-history";

/** One entry of a member's favourites page: the listing's card, and whether it is still public. */
export interface FavouriteItem {
  listing: ListingSummary;
  /** false once the listing is no longer active (pending again, rejected or deleted). */
  available: boolean;
  favouritedAt: string;
  /**
   * The price when it was saved, set only when the listing is available and its price is lower now
   * in the same currency ("price dropped", decision 031); null otherwise.
   */
  savedPrice: Price | null;
}

/** What every successful /api/favourites call answers: the viewer's favourite ids, newest first. */
export interface FavouriteIdsResponse {
  ids: string[];
}

/** Error codes of /api/favourites (each answered with a translated `message`). */
export type FavouriteApiError = "unauthorized" | "cross_site" | "invalid_id" | "invalid_body" | "not_found" | "method_not_allowed";

/** The query parameter that carries a visitor's favourite through the login page. */
export const PENDING_FAVOURITE_PARAM = "fav";
