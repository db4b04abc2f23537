import type { Currency } from "~/domain/listing";
import { INTL_LOCALE, type Locale } from "./i18n/locales";

/** Price with its currency symbol and no decimals, in the locale's style (spec §9). */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** Short day-month-year date in the locale. */
export function formatDate(iso: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "2-digit", month: "2-digit", year: "numeric" }).format(
    typeof iso === "string" ? new Date(iso) : iso,
  );
}

/** Numbers always use the tr-TR style (spec §9). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat("tr-TR").format(value);
}
