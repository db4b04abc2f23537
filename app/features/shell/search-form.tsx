import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { usePaths } from "~/lib/use-paths";

/**
 * The header's search box (spec §2): GET /?q=… so it works without JavaScript; with JavaScript the
 * text is trimmed, empty text is ignored, and the results open through the router.
 */
export function SearchForm({ className, autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const inputId = useId();
  const current = pathname === paths.home() ? (searchParams.get("q") ?? "") : "";

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("q");
    const query = typeof text === "string" ? text.trim() : "";
    if (!query) return;
    void navigate(paths.search(query));
  }

  return (
    <form
      role="search"
      method="get"
      action={paths.home()}
      onSubmit={handleSubmit}
      className={cn("relative flex w-full items-center", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("nav.searchLabel")}
      </label>
      <Search
        className="pointer-events-none absolute left-3 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        // Re-mount when the URL's query changes so the box shows the current search.
        key={current}
        id={inputId}
        name="q"
        type="search"
        defaultValue={current}
        placeholder={t("nav.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        shape="pill"
        className="pl-9 pr-20"
      />
      <Button type="submit" size="pill" className="absolute right-1">
        {t("nav.searchSubmit")}
      </Button>
    </form>
  );
}
