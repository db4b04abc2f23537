import { useTranslation } from "~/lib/i18n/react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { loadLocale } from "~/lib/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { pathInLocale } from "~/lib/paths";
import { Icon } from "~/components/ui/icon";

/**
 * Switches tr ↔ en (docs/product.md §4 "Locale", decision 015): a link to the same page in the other language
 * (`/evler?city=Girne` ↔ `/en/evler?city=Girne`, query and hash kept), which the router follows as
 * a client navigation: the current page stays until the other one is ready, then React renders it
 * and `<html lang>` in that language, with the scroll position kept. The choice is remembered in
 * browser storage by the head script (`data-set-locale`, LOCALE_SCRIPT), also when the link is
 * followed before hydration. Search engines find the English pages through it too.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const next: Locale = i18n.language === "tr" ? "en" : "tr";
  const target = pathInLocale(`${location.pathname}${location.search}${location.hash}`, next);
  // The other language's texts start loading when the visitor reaches for the link.
  const preload = () => void loadLocale(next);

  return (
    <Link
      to={target}
      preventScrollReset
      hrefLang={next}
      data-set-locale={next}
      onPointerEnter={preload}
      onFocus={preload}
      className={cn(buttonVariants({ variant: "ghost", size: "sm-tight" }), className)}
    >
      <Icon name="languages" />
      {/* The accessible name is this context and then the visible text ("Dil: Türkçe. Şu dile geç:
          English", or "… EN" on a phone), so a voice-control user can say what they see (WCAG 2.5.3
          label in name; no aria-label, which would replace the visible text). */}
      <span className="sr-only">{t("nav.languageToggle")} </span>
      {/* The short code on the smallest phones keeps the header within 360 px, and from lg to 2xl
          leaves the header's search box its width next to the account links. */}
      <span lang={next} className="hidden sm:inline lg:hidden 2xl:inline">
        {t("nav.switchLanguage")}
      </span>
      <span lang={next} className="sm:hidden lg:inline 2xl:hidden">
        {next.toUpperCase()}
      </span>
    </Link>
  );
}
