import { Suspense, lazy, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { Category } from "~/domain/categories";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";
import { useViewer } from "~/lib/viewer";
import { Icon } from "~/components/ui/icon";

const SaveSearchDialog = lazy(() => import("./save-search-dialog"));

/**
 * "Bu aramayı kaydet" on a category page (`category` and its URL's filters) or
 * the search results (`q`). The page is the same HTML for everyone (a shared cache keeps it): it
 * renders a link to the login page that comes back here; once the page knows its viewer is a
 * member (`useViewer`, after hydration), the link becomes a button that opens the naming dialog,
 * loaded on the first click.
 */
export function SaveSearchButton({ category, suggestedName }: { category?: Category; suggestedName: string }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const location = useLocation();
  const { status } = useViewer();
  const [open, setOpen] = useState(false);
  const here = `${location.pathname}${location.search}`;
  const className = buttonVariants({ variant: "outline", size: "sm" });
  const label = (
    <>
      <Icon name="bell-plus" className="size-4" />
      {t("categoryPage.saveSearch.button")}
    </>
  );
  if (status !== "member")
    return (
      <Link to={paths.login(here)} className={className} data-testid="save-search">
        {label}
      </Link>
    );
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid="save-search" aria-haspopup="dialog">
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            category={category}
            query={location.search.replace(/^\?/, "")}
            suggestedName={suggestedName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
