import type { Category } from "~/domain/categories";
import type { ListingImage, ListingSummary, PartnerType } from "~/domain/listing";

/**
 * The home page's data, the contract between the server (the home route, `GET /api/home`, the home
 * service) and the home feature's components, which see the same shapes.
 */
export interface HomeSponsoredItem {
  id: string;
  title: string;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  company: string | null;
}

export interface HomePartnerLogo {
  id: string;
  name: string;
  logoUrl: string | null;
  linkUrl: string | null;
}

export type HomePartners = Record<PartnerType, HomePartnerLogo[]>;
export type HomeFeatured = Record<Category, ListingSummary[]>;
export type HomeHeroImages = Record<Category, ListingImage | null>;

/** The sections the client refreshes through `GET /api/home?section=…`. */
export const HOME_SECTIONS = ["featured", "recent", "sponsored", "partners"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export interface HomeSectionData {
  featured: HomeFeatured;
  recent: ListingSummary[];
  sponsored: HomeSponsoredItem[];
  partners: HomePartners;
}
