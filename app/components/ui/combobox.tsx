import { useId, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";

export interface ComboboxOption {
  value: string;
  label: string;
}

/** Case- and accent-blind text for matching ("Citroën", "CITROEN" and "citroen" are one). */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .trim();
}

/** The options whose label contains the text, those starting with it first; all of them for no text. */
function filterOptions(options: readonly ComboboxOption[], text: string): ComboboxOption[] {
  const wanted = fold(text);
  if (!wanted) return [...options];
  const starting: ComboboxOption[] = [];
  const containing: ComboboxOption[] = [];
  for (const option of options) {
    const label = fold(option.label);
    if (label.startsWith(wanted)) starting.push(option);
    else if (label.includes(wanted)) containing.push(option);
  }
  return [...starting, ...containing];
}

/**
 * A text box that filters a list of options as one types (WAI-ARIA 1.2 combobox with a listbox
 * popup, list autocomplete without automatic selection). Focus stays in the box: typing, a click
 * or Arrow Down opens the list, Arrow Down/Up move the active option (wrapping), Enter or a click
 * chooses it, Escape closes the list; a live region says how many options match.
 *
 * `freeText: false` (a select with many options): the value is always one of the options (or
 * none); leaving the box takes an exact label or the single option the text matches, and keeps any
 * other text in the box with nothing chosen. `freeText: true`: the text is the value, and the
 * options are suggestions.
 */
export function Combobox({
  id,
  name,
  value,
  onChange,
  options,
  freeText = false,
  required,
  placeholder,
  listLabel,
  countText,
  className,
  ...aria
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  freeText?: boolean;
  required?: boolean;
  placeholder?: string;
  /** The list's accessible name (the field's label). */
  listLabel: string;
  /** The live region's text for a number of matching options ("3 seçenek", "Eşleşen yok"). */
  countText: (count: number) => string;
  className?: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}) {
  const listId = `${useId()}-list`;
  const chosenLabel = freeText ? value : (options.find((option) => option.value === value)?.label ?? "");
  // The typed text while the box is being edited (null: it shows the value).
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const text = typed ?? chosenLabel;
  // A box showing the chosen option lists every option; typed text narrows the list.
  const shown = useMemo(() => filterOptions(options, typed ?? ""), [options, typed]);
  const expanded = open && shown.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const activate = (index: number) => {
    setActive(index);
    requestAnimationFrame(() => list.current?.children[index]?.scrollIntoView({ block: "nearest" }));
  };
  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setTyped(null);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    if (freeText || typed === null) return setTyped(null);
    // Leaving the box: an exact label is taken, or the one option the text matches ("Mercedes" is
    // "Mercedes-Benz"); empty text clears. Text that names no single option stays in the box (what
    // was typed is never thrown away) and chooses nothing, so the form asks for a choice.
    const matching = filterOptions(options, typed);
    const taken = options.find((option) => fold(option.label) === fold(typed)) ?? (matching.length === 1 ? matching[0] : undefined);
    onChange(taken?.value ?? "");
    if (taken || !typed.trim()) setTyped(null);
  };

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (shown.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      if (event.altKey) return;
      activate(!expanded || active < 0 ? (step === 1 ? 0 : shown.length - 1) : (active + step + shown.length) % shown.length);
    } else if (event.key === "Enter") {
      const option = expanded ? shown[active] : undefined;
      // Enter chooses the active option, or closes an open list; it never submits the form from here.
      if (option || expanded) event.preventDefault();
      if (option) choose(option);
      else setOpen(false);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className={cn("relative", className)}>
      <input
        {...aria}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={200}
        required={required}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped(next);
          setOpen(true);
          setActive(-1);
          if (freeText) onChange(next);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={handleKeyDown}
        onBlur={close}
        className="flex h-10 w-full rounded-md border border-input bg-background py-2 ps-3 pe-9 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm"
      />
      <Icon name="chevron-down" className="pointer-events-none absolute inset-e-3 top-3 size-4 text-muted-foreground" />
      {expanded ? (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-label={listLabel}
          // Keeps the focus in the box while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-s-0 inset-e-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover py-1 text-sm text-popover-foreground shadow-lg"
        >
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-value={option.value}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => choose(option)}
              className={cn(
                "cursor-pointer px-3 py-2",
                index === active && "bg-accent text-accent-foreground",
                !freeText && option.value === value && "font-semibold",
              )}
            >
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {open && typed !== null ? countText(shown.length) : ""}
      </p>
    </div>
  );
}
