import { DEFAULT_LOCALE, type Locale, isLocale } from "~/lib/i18n/locales";

/** The public contact settings these pages show (the root loader's `settings`, from the configuration). */
export interface InfoSettings {
  /** Business WhatsApp number: digits with the country code. */
  whatsapp: string;
  email: string;
  address: string;
  instagramUrl: string | null;
  facebookUrl: string | null;
}

/** The page's language as the translator reports it. */
export const localeOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/** A Google Maps search for a postal address (opens the map app on phones). */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
