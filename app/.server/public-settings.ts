import { getConfig } from "./config";

/** The few configuration values pages may show (never secrets). */
export function getPublicSettings() {
  const config = getConfig();
  return {
    siteUrl: config.siteUrl,
    whatsapp: config.BUSINESS_WHATSAPP,
    email: config.CONTACT_EMAIL,
    address: config.CONTACT_ADDRESS,
    instagramUrl: config.INSTAGRAM_URL ?? "https://www.instagram.com/",
    facebookUrl: config.FACEBOOK_URL ?? "https://www.facebook.com/",
  };
}

export type PublicSettings = ReturnType<typeof getPublicSettings>;
