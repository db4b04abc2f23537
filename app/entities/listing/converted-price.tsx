import { convertPrice } from "~/domain/currency";
import type { Currency } from "~/domain/listing";
import { useDisplayCurrency, useDisplayRates } from "~/lib/display-currency";
import { formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/i18n/react";

/**
 * A price in the visitor's display currency beside the listing's own ("£1.100 / Aylık ≈ €1.270",
 * decision 042): shown only after hydration (the HTML is the same for everyone), when a currency is
 * chosen, differs from the price's and a rate is at hand.
 */
export function ConvertedPrice({ price, currency, className }: { price: number; currency: Currency; className?: string }) {
  const { i18n } = useTranslation();
  const target = useDisplayCurrency();
  const rates = useDisplayRates(target !== null && target !== currency);
  const amount = target && target !== currency ? convertPrice(price, currency, target, rates) : null;
  if (amount === null || !target) return null;
  return (
    <span className={className} data-converted-price={target}>
      ≈ {formatPrice(amount, target, i18n.language)}
    </span>
  );
}
