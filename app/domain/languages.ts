/**
 * The interface languages, Turkish first (the default; docs/product.md §4 "Locale"). The one list:
 * the pages (app/lib/i18n/locales.ts), the languages of an account's mails and of a sign-up follow
 * from it. Adding a language is a line here plus its texts (decision 040).
 */
export const LANGUAGES = ["tr", "en", "ru", "de", "fa", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
