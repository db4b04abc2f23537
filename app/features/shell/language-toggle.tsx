import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation } from "react-router";
import { useId, useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { loadLocale } from "~/lib/i18n";
import { LANGUAGE_NAMES, LOCALES } from "~/lib/i18n/locales";
import { pathInLocale } from "~/lib/paths";
import { Icon } from "~/components/ui/icon";
import { CurrencyChoices } from "./currency-switch";

/**
 * The language switch (docs/product.md §4 "Locale", decision 015): a button that opens the list of
 * the six languages, each by its own name, as links to the same page in that language
 * (`/evler?city=Girne` → `/ru/evler?city=Girne`, query and hash kept), which the router follows as a
 * client navigation: the current page stays until the other one is ready, then React renders it and
 * `<html lang dir>` in that language, with the scroll position kept. The list is a native popover
 * (`popovertarget`), so it opens, closes on Escape or a tap outside, and its links work before the
 * page has hydrated (EARLY_TAP_SCRIPT lets popover buttons through). The choice is remembered in
 * browser storage by the head script (`data-set-locale`, LOCALE_SCRIPT). Search engines find the
 * other languages through these links too.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const current = i18n.language;
  const here = `${location.pathname}${location.search}${location.hash}`;

  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        data-language-switch=""
        className={cn(buttonVariants({ variant: "ghost", size: "sm-tight" }), className)}
      >
        <Icon name="languages" />
        {/* The accessible name is this context and then the visible text ("Dil: Türkçe", or "Dil: TR"
            on a phone), so a voice-control user can say what they see (WCAG 2.5.3 label in name). */}
        <span className="sr-only">{t("nav.language")}: </span>
        {/* The short code on the smallest phones keeps the header within 360 px, and from lg to 2xl
            leaves the header's search box its width next to the account links. */}
        <span className="hidden sm:inline lg:hidden 2xl:inline">{LANGUAGE_NAMES[current]}</span>
        <span className="sm:hidden lg:inline 2xl:hidden">{current.toUpperCase()}</span>
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        className="fixed inset-auto inset-e-2 top-14 m-0 min-w-52 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <ul aria-label={t("nav.language")}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <Link
                to={pathInLocale(here, locale)}
                preventScrollReset
                hrefLang={locale}
                lang={locale}
                dir="auto"
                data-set-locale={locale}
                aria-current={locale === current ? "page" : undefined}
                // The language's texts start loading when the visitor reaches for its link.
                onPointerEnter={() => void loadLocale(locale)}
                onFocus={() => void loadLocale(locale)}
                onClick={() => menu.current?.hidePopover()}
                className={cn(
                  "block rounded-sm px-3 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                  locale === current && "font-semibold",
                )}
              >
                {LANGUAGE_NAMES[locale]}
              </Link>
            </li>
          ))}
        </ul>
        {/* From lg to 2xl the header leaves its room to the search box: the currencies are here. */}
        <div role="group" aria-label={t("nav.currency")} className="mt-1 hidden border-t pt-1 lg:max-2xl:block">
          <CurrencyChoices onChosen={() => menu.current?.hidePopover()} />
        </div>
      </div>
    </>
  );
}
