import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { type CurrencyRates, convertPrice } from "~/domain/currency";
import type { Currency, RentalTerm } from "~/domain/listing";
import { useDisplayCurrency } from "~/lib/display-currency";
import { formatPrice } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { useCurrencyRates } from "./use-currency-rates";

/**
 * The price card (docs/product.md §2): the price with its rental term and the approximate amount in
 * the visitor's display currency (decision 042; TRY when none is chosen, so USD/EUR/GBP prices show
 * lira as the spec asks), rounded to whole units and hidden when there is no valid rate or the
 * price is in that currency already. The card
 * keeps the rates itself: when the browser's copy or /api/currency brings others after hydration,
 * only the card is rendered again, not the page.
 */
export function PriceCard({
  price,
  currency,
  rentalTerm,
  initialRates,
  children,
}: {
  price: number;
  currency: Currency;
  rentalTerm: RentalTerm | null;
  /** The rates the loader sent (see useCurrencyRates). */
  initialRates: CurrencyRates | null;
  children?: ReactNode;
}) {
  const rates = useCurrencyRates(initialRates);
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const target = useDisplayCurrency() ?? "TRY";
  const approximate = target === currency ? null : convertPrice(price, currency, target, rates);
  const term = rentalTerm ? t(`rentalTerms.${rentalTerm}`) : null;
  return (
    <section aria-labelledby="listing-price-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="listing-price-title" className="text-sm font-medium text-muted-foreground">
        {t("listingDetail.price.title")}
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-primary" data-testid="listing-price">
          {formatPrice(price, currency, locale)}
        </span>
        {term ? <span className="text-muted-foreground">{t("listingDetail.price.perTerm", { term })}</span> : null}
      </p>
      {approximate !== null ? (
        <p className="mt-1 text-lg font-semibold" data-testid="approximate-try" title={t("listingDetail.price.approximateNote")}>
          <span className="sr-only">{t("listingDetail.price.approximateLabel", { currency: t(`common.currencies.${target}`) })}: </span>
          {t("listingDetail.price.approximate", { amount: formatPrice(approximate, target, locale) })}
        </p>
      ) : null}
      {children ? <div className="mt-4 space-y-2">{children}</div> : null}
    </section>
  );
}
