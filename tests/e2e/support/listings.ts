import type { Page } from "@playwright/test";
import { sameSite } from "../../support/site-client";
import { type ListingBody, listingBody, newListingId } from "../../support/write-storm";
import { expect } from "./fixtures";

/** The listing form's body for an apartment (whose one required field is the rooms). */
export type ApartmentBody = Omit<ListingBody, "category" | "specifications"> & {
  category: "apartments";
  specifications: { rooms: string };
};

/**
 * A new member's monthly apartment as the listing form sends it: a `listingBody` of `seed` and
 * `label` with the apartment's fields, titled `label` and a unique suffix unless `title` is given,
 * and any other `overrides` (a price, a currency) on top.
 */
export function apartmentBody(
  seed: number,
  label: string,
  overrides: Partial<Omit<ApartmentBody, "specifications">> & { rooms?: string } = {},
): ApartmentBody {
  const { rooms = "2+1", ...rest } = overrides;
  return {
    ...listingBody(newListingId(), seed, label),
    category: "apartments",
    rentalTerm: "monthly",
    specifications: { rooms },
    title: `${label} ${Date.now().toString(36)}`,
    titleEn: "",
    ...rest,
  };
}

/** Sends `body` as the listing form does (JSON to `/ilan-ver.data`, same-site) in `page`'s session; expects it accepted; the body. */
export async function postListing<Body extends ListingBody | ApartmentBody>(page: Page, baseURL: string, body: Body) {
  const response = await page.request.post("/ilan-ver.data", { data: body, headers: sameSite(baseURL) });
  expect(response.ok()).toBe(true);
  return body;
}
