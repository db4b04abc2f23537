import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Suggestion } from "~/domain/search";
import { useTranslation } from "~/lib/i18n/react";
import type { Locale } from "~/lib/i18n/locales";
import { createSuggester, suggestionHref, suggestionKey, suggestionLabel, suggestionNote } from "~/lib/search-suggest";
import { usePaths } from "~/lib/use-paths";
import type { SuggestionsProps } from "./search-box";
import { Icon } from "~/components/ui/icon";

const ICONS = { place: "map-pin", category: "layout-grid", listing: "file-text" } as const;

/**
 * The suggestion list of a search box (WAI-ARIA 1.2 combobox with a listbox popup, list
 * autocomplete without automatic selection), loaded when the box is first used. Focus stays in
 * the text box: Arrow Down/Up move the active option (wrapping; from a closed list they open it at
 * the first/last), Enter chooses it (without one the form submits the text), Escape closes the
 * list (a second Escape clears the box, the browser's own), a click chooses. The list overlays the
 * page under the box, so nothing moves.
 */
export default function SearchSuggestions({ input, listId, onView }: SuggestionsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const paths = usePaths();
  const navigate = useNavigate();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  // The keyboard handler is attached once; it reads the current state from here.
  const state = useRef({ items, open, active, choose: (_: Suggestion) => {} });
  state.current = {
    items,
    open,
    active,
    choose: (suggestion) => {
      setOpen(false);
      void navigate(suggestionHref(suggestion, paths));
    },
  };
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    onView({ expanded, activeId: expanded && active >= 0 ? `${listId}-${active}` : undefined });
    if (expanded && active >= 0) list.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [expanded, active, onView, listId]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const suggester = createSuggester();
    // The option moved to with the arrows since the last keystroke: it stays the active one when
    // the answer for the text typed arrives and still has it (an earlier text's list was shown).
    let chosen: string | null = null;
    const update = () =>
      suggester.request(box.value, (found) => {
        const index = chosen && found ? found.findIndex((suggestion) => suggestionKey(suggestion) === chosen) : -1;
        if (index < 0) chosen = null;
        setItems(found ?? []);
        setActive(index);
        setOpen(found !== null && document.activeElement === box);
      });
    const onInput = () => {
      chosen = null;
      setActive(-1);
      update();
    };
    const move = (event: KeyboardEvent, step: 1 | -1) => {
      const { items: shown, open: isOpen, active: current } = state.current;
      if (shown.length === 0 || event.altKey) return;
      event.preventDefault();
      const next = !isOpen || current < 0 ? (step === 1 ? 0 : shown.length - 1) : (current + step + shown.length) % shown.length;
      chosen = suggestionKey(shown[next]!);
      setOpen(true);
      setActive(next);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const { items: shown, open: isOpen, active: current, choose } = state.current;
      if (event.key === "ArrowDown") move(event, 1);
      else if (event.key === "ArrowUp") move(event, -1);
      else if (event.key === "Enter") {
        const chosen = isOpen ? shown[current] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        } else setOpen(false);
      } else if (event.key === "Escape" && isOpen && shown.length > 0) {
        // Closes the list only: the browser's own Escape (clearing the box) and the header menu's wait.
        event.preventDefault();
        chosen = null;
        setOpen(false);
        setActive(-1);
      }
    };
    const close = () => {
      suggester.cancel();
      chosen = null;
      setOpen(false);
      setActive(-1);
    };
    box.addEventListener("input", onInput);
    box.addEventListener("focus", update);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("blur", close);
    // Text typed before this module arrived.
    if (document.activeElement === box) update();
    return () => {
      box.removeEventListener("input", onInput);
      box.removeEventListener("focus", update);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("blur", close);
      suggester.cancel();
    };
  }, [input]);

  return (
    <>
      {expanded ? (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-label={t("nav.suggestions.label")}
          // Keeps focus in the text box while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-s-0 inset-e-0 top-full z-50 mt-1 max-h-[min(24rem,60vh)] overflow-y-auto rounded-md border bg-popover py-1 text-start text-sm text-popover-foreground shadow-lg"
        >
          {items.map((suggestion, index) => {
            const icon = ICONS[suggestion.kind];
            return (
              <li
                key={suggestionKey(suggestion)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-kind={suggestion.kind}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => state.current.choose(suggestion)}
                className={`flex cursor-pointer items-center gap-2 px-3 py-2 ${index === active ? "bg-accent text-accent-foreground" : ""}`}
              >
                <Icon name={icon} className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate">{suggestionLabel(suggestion, t, locale)}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{suggestionNote(suggestion, t)}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {expanded ? t("nav.suggestions.count", { count: items.length }) : ""}
      </p>
    </>
  );
}
