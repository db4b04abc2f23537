import { Languages } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { loadLocale } from "~/lib/i18n";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale, isLocale } from "~/lib/i18n/locales";

const ONE_YEAR_SECONDS = 31536000;

/** Remembers the language in browser storage and in the cookie the server renders from. */
function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable; the cookie alone still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * Switches tr ↔ en (spec §4 "Locale"). Re-running the root loader hands the page the other language,
 * so React re-renders every text and <html lang> without a reload.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const next: Locale = current === "tr" ? "en" : "tr";

  async function switchLanguage() {
    // The other language's texts are fetched first, then the page re-renders in it.
    await loadLocale(next);
    rememberLocale(next);
    void revalidator.revalidate();
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm-tight"
      onClick={() => void switchLanguage()}
      aria-label={t("nav.languageToggle")}
      aria-busy={revalidator.state === "loading" || undefined}
      className={className}
    >
      <Languages aria-hidden="true" />
      {/* The short code on the smallest phones keeps the header within 360 px. */}
      <span lang={next} className="hidden sm:inline">
        {t("nav.switchLanguage")}
      </span>
      <span lang={next} className="sm:hidden">
        {next.toUpperCase()}
      </span>
    </Button>
  );
}
