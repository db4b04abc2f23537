import { useId, useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { DISPLAY_CURRENCIES } from "~/domain/currency";
import { cn } from "~/lib/cn";
import { setDisplayCurrency, useDisplayCurrency } from "~/lib/display-currency";
import { currencySymbol } from "~/lib/format";
import { useTranslation } from "~/lib/i18n/react";

/**
 * The display currency (decision 042): a button with the chosen currency's symbol that opens a
 * native popover of the four (₺, £, €, $), each named in the page's language. The choice is kept in
 * this browser and every price on the page follows at once; nothing is sent to the server, so the
 * pages stay the same for everyone. Without a choice the button shows ₺ and prices are shown as
 * listed (the detail page adds lira for foreign prices, docs/product.md §2). Where the header has no
 * room for it, the same choices are elsewhere: in the menu panel on the smallest screens, in the
 * language switch's popover from lg to 2xl (where the header's search box needs the width).
 */
export function CurrencySwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const chosen = useDisplayCurrency();
  const menuId = useId();
  const hintId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const shown = chosen ?? "TRY";
  return (
    <>
      <button type="button" popoverTarget={menuId} className={cn(buttonVariants({ variant: "ghost", size: "sm-tight" }), className)}>
        {/* "Para birimi: ₺": the context, then what the button shows (label in name, WCAG 2.5.3). */}
        <span className="sr-only">{t("nav.currency")}: </span>
        <span className="min-w-4 text-center font-semibold" data-display-currency={chosen ?? ""}>
          {currencySymbol(shown)}
        </span>
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        role="group"
        aria-label={t("nav.currency")}
        aria-describedby={hintId}
        className="fixed inset-auto inset-e-2 top-14 m-0 min-w-52 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <p id={hintId} className="px-3 py-2 text-xs text-muted-foreground">
          {t("nav.currencyHint")}
        </p>
        <CurrencyChoices onChosen={() => menu.current?.hidePopover()} />
      </div>
    </>
  );
}

/** The four currencies as toggle buttons, each named in the page's language (the popover's list, the phone menu's). */
export function CurrencyChoices({ onChosen, layout = "list" }: { onChosen?: () => void; layout?: "list" | "row" }) {
  const { t } = useTranslation();
  const chosen = useDisplayCurrency();
  return (
    <ul className={layout === "row" ? "grid grid-cols-2 gap-1" : undefined}>
      {DISPLAY_CURRENCIES.map((currency) => (
        <li key={currency}>
          <button
            type="button"
            aria-pressed={chosen === currency}
            onClick={() => {
              setDisplayCurrency(currency);
              onChosen?.();
            }}
            className={cn(
              "flex w-full items-center gap-3 rounded-sm px-3 py-2 text-start text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
              chosen === currency && "bg-accent font-semibold",
            )}
          >
            <span className="w-4 text-center" aria-hidden="true">
              {currencySymbol(currency)}
            </span>
            {t(`common.currencies.${currency}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
