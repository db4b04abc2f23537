import type { Config } from "../infra/config";

/** The few configuration values pages may show (never secrets). */
export function getPublicSettings(config: Config) {
  return {
    siteUrl: config.siteUrl,
    whatsapp: config.BUSINESS_WHATSAPP,
    email: config.CONTACT_EMAIL,
    address: config.CONTACT_ADDRESS,
    /** The site's own accounts; null when turned off (`none`: the link is then not shown at all). */
    instagramUrl: config.INSTAGRAM_URL,
    facebookUrl: config.FACEBOOK_URL,
  };
}
