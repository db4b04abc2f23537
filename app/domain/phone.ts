import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Phone and WhatsApp numbers (docs/product.md §5 "Contact phone number"), parsed with
 * libphonenumber-js and its small "min" metadata (validity by the country's number pattern and
 * lengths), the same on the server and in the member forms. Numbers are stored in E.164
 * (`+905331234567`), shown in the international format (`+90 533 123 45 67`) and linked as
 * `tel:+905331234567` and `https://wa.me/905331234567`.
 *
 * Public pages never import this module (the library stays out of their JavaScript): their loaders
 * send numbers already formatted (`displayPhone`), and links are built from the digits of those.
 */

/** Numbers typed the local way are read in the Turkish plan (+90), which northern Cyprus shares. */
const PHONE_DEFAULT_REGION = "TR" as const;
/** Longest number as typed (spaces and separators included). */
export const PHONE_INPUT_MAX_LENGTH = 32;

/** What a typed number may contain: digits, spaces, "+", parentheses, dots, dashes and slashes. */
const TYPED_NUMBER = /^[+\d\s().\-/]+$/;

function e164Of(text: string): string | null {
  const number = parsePhoneNumberFromString(text, { defaultCountry: PHONE_DEFAULT_REGION });
  // An extension cannot be dialled from a link or reached on WhatsApp.
  return number?.isValid() && !number.ext ? number.number : null;
}

/**
 * The E.164 form of a number as a person types it, or null when it cannot be a phone number. A
 * local number (`0533 123 45 67`, `533 123 45 67`) is a +90 number; others need their country code
 * (`+44 7911 123456` or `0044 7911 123456`).
 */
export function parsePhone(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > PHONE_INPUT_MAX_LENGTH || !TYPED_NUMBER.test(text)) return null;
  return e164Of(text);
}

/**
 * A number stored before numbers were normalised (or configured, like BUSINESS_WHATSAPP) in E.164:
 * what `parsePhone` accepts, and also digits that start with their country code but lack the "+"
 * (`447911123456`), the form the site used to store and link. Null when it is no valid number.
 * Only for stored values: a typed number without "+" is always read as a local one, so a typo never
 * turns into another country's number.
 */
export function normalizeStoredPhone(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  if (!text) return null;
  const typed = parsePhone(text);
  if (typed) return typed;
  if (text.length > PHONE_INPUT_MAX_LENGTH || !TYPED_NUMBER.test(text) || /^\s*(\+|0)/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 ? e164Of(`+${digits}`) : null;
}

/** An E.164 number in the international format (`+90 533 123 45 67`); the value itself when it is not one. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A stored number as the public pages show it (formatted), or null when there is none or it is not valid. */
export function displayPhone(stored: string | null | undefined): string | null {
  const e164 = normalizeStoredPhone(stored);
  return e164 ? formatPhone(e164) : null;
}

/** A number as a form shows it again: formatted when valid, else as it was typed or stored (so it can be fixed). */
export function phoneForInput(value: string | null | undefined): string {
  const e164 = normalizeStoredPhone(value);
  return e164 ? formatPhone(e164) : (value ?? "");
}
