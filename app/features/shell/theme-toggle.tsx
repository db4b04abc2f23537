import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { THEME_CHOICES, type ThemeChoice, setThemeChoice, useThemeChoice } from "~/lib/theme";
import { Icon } from "~/components/ui/icon";

const ICONS = { light: "sun", dark: "moon", system: "monitor" } as const;
/** How long the picked option stays visible before a pointer pick closes the panel. */
const CLOSE_DELAY_MS = 150;
const LABEL_KEYS = { light: "nav.themeLight", dark: "nav.themeDark", system: "nav.themeSystem" } as const;

/**
 * Light / dark / system picker: a button (named with the current choice, e.g. "Tema: Koyu") that opens
 * a small panel of native radio buttons, so arrow keys, labels and screen readers work with no menu
 * library. A choice applies at once; Enter, a click, Escape, a click outside or leaving with Tab closes the panel.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const radioName = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLFieldSetElement>(null);

  const label = (value: ThemeChoice) => t(LABEL_KEYS[value]);
  const name = t("nav.themeState", { theme: t("nav.theme"), value: label(choice) });
  const currentIcon = ICONS[choice];

  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function close(returnFocus: boolean) {
    clearTimeout(closeTimer.current);
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function closeSoon() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => close(true), CLOSE_DELAY_MS);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={(event) => {
        if (!open || event.key !== "Escape") return;
        // Marked as handled so the header's mobile menu stays open.
        event.preventDefault();
        close(true);
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="icon"
        aria-label={name}
        title={name}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={currentIcon} />
      </Button>
      {open ? (
        <fieldset
          ref={panelRef}
          id={panelId}
          className="absolute inset-e-0 top-full z-50 mt-2 w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <legend className="sr-only">{t("nav.theme")}</legend>
          <p aria-hidden="true" className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            {t("nav.theme")}
          </p>
          {THEME_CHOICES.map((value) => {
            const icon = ICONS[value];
            const checked = value === choice;
            return (
              <label
                key={value}
                className={cn(
                  "relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground has-[:focus-visible]:bg-accent has-[:focus-visible]:text-accent-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                  checked && "font-medium",
                )}
              >
                <input
                  type="radio"
                  name={radioName}
                  value={value}
                  checked={checked}
                  onChange={() => setThemeChoice(value)}
                  onClick={(event) => {
                    // A pointer click picks and closes once the tick has moved; arrow keys (detail 0) only pick.
                    if (event.detail > 0) closeSoon();
                  }}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      close(true);
                    }
                  }}
                  // Invisible but covering the whole row, so a click anywhere on it lands on the radio.
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-sm opacity-0"
                />
                <Icon name={icon} className="size-4 shrink-0" />
                <span className="flex-1">{label(value)}</span>
                {checked ? <Icon name="check" className="size-4 shrink-0 text-primary" /> : null}
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
