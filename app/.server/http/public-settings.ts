import { getConfig } from "../infra/config";

/** The few configuration values pages may show (never secrets). */
export function getPublicSettings() {
  const config = getConfig();
  return {
    siteUrl: config.siteUrl,
    whatsapp: config.BUSINESS_WHATSAPP,
    email: config.CONTACT_EMAIL,
    address: config.CONTACT_ADDRESS,
    /** The site's own accounts; null when none is configured (the link is then not shown at all). */
    instagramUrl: config.INSTAGRAM_URL ?? null,
    facebookUrl: config.FACEBOOK_URL ?? null,
  };
}
