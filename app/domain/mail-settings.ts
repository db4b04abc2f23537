import { LANGUAGES, type Language } from "./languages";

/**
 * A member's mail settings (decision 017), edited in their profile's edit view:
 * whether they want the optional notices (their listings and changes approved) and the language of
 * every mail the site sends them, and whether a favourite's price drop is mailed to them (stored as the account's `locale`). Rejections with the admin's
 * note, an admin's deletion of the account, codes and reset links are always sent.
 */
export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = Language;

export interface MailSettings {
  optionalMails: boolean;
  /** Mails when a favourite's price drops (decision 031). */
  priceDropMails: boolean;
  language: MailLanguage;
}

export const isMailLanguage = (value: unknown): value is MailLanguage => (MAIL_LANGUAGES as readonly unknown[]).includes(value);

/** The settings form's fields as posted (a checkbox is absent when unticked). */
export function mailSettingsFrom(form: { get(name: string): unknown }): MailSettings | null {
  const language = form.get("language");
  const optional = form.get("optionalMails");
  const priceDrops = form.get("priceDropMails");
  const isBox = (value: unknown) => value === null || value === "on";
  if (!isMailLanguage(language) || !isBox(optional) || !isBox(priceDrops)) return null;
  return { optionalMails: optional === "on", priceDropMails: priceDrops === "on", language };
}
