import { Suspense, lazy, useId, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";
import { Icon } from "~/components/ui/icon";

/** The suggestion list: its code (≈ 3 KB) is fetched when a search box is first used. */
const Suggestions = lazy(() => import("./search-suggestions"));

/** What the suggestion list tells its text box (WAI-ARIA combobox states). */
interface ComboboxView {
  expanded: boolean;
  activeId?: string;
}

export interface SuggestionsProps {
  input: React.RefObject<HTMLInputElement | null>;
  listId: string;
  onView: (view: ComboboxView) => void;
}

/**
 * What the root layout hands its pages (React Router's outlet context): the search box, which
 * pages take from here instead of importing it, so its code stays in the root's file. Imported by
 * the root and a page, it became a file of its own on every page, ≈ 0.4 KB gzip more of the 150 KB
 * budget (tests/e2e/bundle-budget.spec.ts).
 */
export interface PageContext {
  SearchBox: typeof SearchBox;
}

/**
 * The site's search box (docs/product.md §2: a GET form to `/?q=`, so it works without JavaScript; empty text
 * is ignored, also before hydration: `data-search` and EARLY_TAP_SCRIPT). The text box is a
 * WAI-ARIA 1.2 combobox: from its first focus or keystroke it loads the suggestion list, which
 * suggests places, categories and listing titles (`GET /api/suggest`) and navigates to the chosen
 * one; Enter without a choice searches the text. The header uses it with `role="search"` (the
 * site's search landmark); the hero and the results page give it their own label.
 */
export function SearchBox({
  className,
  variant = "pill",
  landmark = false,
  formLabel,
}: {
  className?: string;
  /** The header's pill, or a larger box in a page (the hero, the search results). */
  variant?: "pill" | "large";
  /** The form is a search landmark (the header's; the results page's on phones). */
  landmark?: boolean;
  /** An accessible name of the form (a second search form of a page needs one). */
  formLabel?: string;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const current = pathname === paths.home() ? (searchParams.get("q") ?? "") : "";
  const large = variant === "large";

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("q");
    const query = typeof text === "string" ? text.trim() : "";
    if (query) void navigate(paths.search(query));
  }

  return (
    <form
      role={landmark ? "search" : undefined}
      aria-label={formLabel}
      method="get"
      action={paths.home()}
      onSubmit={handleSubmit}
      data-search=""
      className={cn("relative flex w-full items-center", className)}
    >
      <Icon
        name="search"
        className={cn("pointer-events-none absolute size-4 text-muted-foreground", large ? "inset-s-3.5" : "inset-s-3")}
      />
      {/* Re-mounted when the URL's query changes so the box shows the current search. */}
      <SearchField key={current} defaultValue={current} large={large} />
      <Button type="submit" size={large ? "default" : "pill"} className="absolute inset-e-1">
        {t("nav.searchSubmit")}
      </Button>
    </form>
  );
}

/** The labelled text box with its suggestion list (loaded when first used). */
function SearchField({ defaultValue, large }: { defaultValue: string; large: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [used, setUsed] = useState(false);
  const [view, setView] = useState<ComboboxView>({ expanded: false });
  const use = () => setUsed(true);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("nav.searchLabel")}
      </label>
      <Input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={view.expanded}
        aria-controls={view.expanded ? listId : undefined}
        aria-activedescendant={view.activeId}
        defaultValue={defaultValue}
        placeholder={t("nav.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        shape={large ? "default" : "pill"}
        inputSize={large ? "lg" : "default"}
        className={large ? "ps-10 pe-24" : "ps-9 pe-20"}
        onFocus={use}
        onChange={use}
      />
      {used ? (
        <Suspense fallback={null}>
          <Suggestions input={input} listId={listId} onView={setView} />
        </Suspense>
      ) : null}
    </>
  );
}
