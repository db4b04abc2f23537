import type { PricePoint } from "~/domain/price-history";
import { formatDate, formatPrice } from "~/lib/format";
import { useTranslation } from "~/lib/i18n/react";
import type { Locale } from "~/lib/i18n/locales";

/** The line of a sparkline through the amounts (viewBox 0 0 100 24), or null when there is nothing to draw. */
function sparkline(amounts: number[]): string | null {
  if (amounts.length < 2) return null;
  const max = Math.max(...amounts);
  const span = max - Math.min(...amounts) || 1;
  return amounts.map((amount, index) => `${(index / (amounts.length - 1)) * 100},${2 + ((max - amount) / span) * 20}`).join(" ");
}

/**
 * The listing's price history (decision 031), rendered on the server and readable without
 * JavaScript: a list of its prices, newest first, each with its date and whether it went down or up,
 * and a small line of the amounts when they are in one currency (decoration: the list says it all).
 */
export function PriceHistory({ history }: { history: PricePoint[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (history.length < 2) return null;
  const line = history.every((point) => point.currency === history[0]!.currency) ? sparkline(history.map((point) => point.price)) : null;
  const entries = history.map((point, index) => {
    const previous = history[index - 1];
    const change = previous && previous.currency === point.currency && previous.price !== point.price ? previous.price > point.price : null;
    return { point, change };
  });
  return (
    <section aria-labelledby="price-history-title" className="rounded-xl border bg-card p-5 shadow-sm" data-testid="price-history">
      <h2 id="price-history-title" className="text-sm font-medium text-muted-foreground">
        {t("listingDetail.priceHistory.title")}
      </h2>
      {line ? (
        <svg viewBox="0 0 100 24" preserveAspectRatio="none" className="mt-3 h-8 w-full text-primary" aria-hidden="true" focusable="false">
          <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
        </svg>
      ) : null}
      <ol className="mt-3 space-y-1 text-sm">
        {entries.reverse().map(({ point, change }, index) => (
          <li key={`${index}:${point.changedAt}`} className="flex items-baseline justify-between gap-3">
            <time dateTime={point.changedAt} className="text-muted-foreground">
              {formatDate(point.changedAt, locale)}
            </time>
            <span className="font-medium">
              {formatPrice(point.price, point.currency, locale)}
              {change === null ? null : (
                <span className={change ? "ms-1 text-primary" : "ms-1 text-muted-foreground"}>
                  <span aria-hidden="true">{change ? "↓" : "↑"}</span>
                  <span className="sr-only"> ({t(change ? "listingDetail.priceHistory.down" : "listingDetail.priceHistory.up")})</span>
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
