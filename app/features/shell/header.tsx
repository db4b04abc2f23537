import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, NavLink, useLocation } from "react-router";
import { SearchBox } from "~/components/search-box";
import { Button } from "~/components/ui/button";
import { CATEGORIES } from "~/domain/categories";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";
import { AccountLinks } from "./account-links";
import { CurrencyChoices, CurrencySwitch } from "./currency-switch";
import { LanguageToggle } from "./language-toggle";
import { SiteLogo } from "./site-logo";
import { ThemeToggle } from "./theme-toggle";
import { Icon } from "~/components/ui/icon";

/** A category link: in the header's row (inline, 36 px high) or the menu panel's grid (full width, 44 px). */
const categoryLinkClass = ({ isActive }: { isActive: boolean }, place: "row" | "panel" = "row") =>
  cn(
    "items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    place === "row" ? "inline-flex h-9" : "flex h-11 w-full",
    isActive ? "bg-accent text-accent-foreground" : "text-foreground/80",
  );

/**
 * The site header (docs/product.md §2): logo, search, Doping, theme and language toggles, account links and the
 * category bar; below `lg` most of it moves into a disclosure menu.
 */
export function Header() {
  const paths = usePaths();
  const { t } = useTranslation();
  const location = useLocation();
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  // Close the menu whenever the route changes (a link, a search, back/forward).
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
  }

  // Escape closes the menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  function closeOnLinkClick(event: React.MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setMenuOpen(false);
  }

  const categoryLinks = CATEGORIES.map((category) => ({
    category,
    to: paths.category(category),
    label: t(`categories.${category}`),
  }));

  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-md focus:not-sr-only focus:absolute focus:inset-s-4 focus:top-3 focus:z-50 focus:px-4 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>

      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <SiteLogo />

        <SearchBox landmark className="ms-2 max-w-md max-lg:hidden" />

        <div className="ms-auto flex items-center gap-1">
          <Button asChild variant="warning" size="sm" weight="semibold" className="max-lg:hidden">
            <Link to={paths.promotions()}>
              <Icon name="zap" />
              {t("nav.promotions")}
            </Link>
          </Button>
          <ThemeToggle />
          <CurrencySwitch className="max-sm:hidden lg:max-2xl:hidden" />
          <LanguageToggle />
          <div className="hidden lg:block">
            <AccountLinks layout="bar" />
          </div>
          <Button
            ref={menuButtonRef}
            type="button"
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? panelId : undefined}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon name="x" /> : <Icon name="menu" />}
          </Button>
        </div>
      </div>

      <div className="hidden border-t lg:block">
        <nav aria-label={t("nav.mainMenu")} className="mx-auto flex h-11 max-w-6xl items-center gap-1 px-4">
          {categoryLinks.map((link) => (
            <NavLink key={link.category} to={link.to} className={(state) => categoryLinkClass(state)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>

      {menuOpen ? (
        <div id={panelId} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background lg:hidden" onClick={closeOnLinkClick}>
          <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4">
            <SearchBox landmark />
            <nav aria-label={t("nav.mainMenu")}>
              <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">
                {categoryLinks.map((link) => (
                  <li key={link.category}>
                    <NavLink to={link.to} className={(state) => categoryLinkClass(state, "panel")}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Button asChild variant="warning" weight="semibold" className="w-full">
              <Link to={paths.promotions()}>
                <Icon name="zap" />
                {t("nav.promotions")}
              </Link>
            </Button>
            <section aria-labelledby={`${panelId}-currency`} className="sm:hidden">
              <h2 id={`${panelId}-currency`} className="mb-1 text-sm font-medium text-muted-foreground">
                {t("nav.currency")}
              </h2>
              <CurrencyChoices layout="row" />
            </section>
            <AccountLinks layout="panel" />
          </div>
        </div>
      ) : null}
    </header>
  );
}
