import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { Category } from "~/domain/categories";
import { SAVED_SEARCH_NAME_MAX } from "~/domain/saved-searches";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";
import { useSetSavedSearchCount } from "~/lib/viewer";

interface SaveAnswer {
  ok: boolean;
  message?: string;
}

/**
 * The naming dialog of "Save this search" (loaded on the first click): a name, instant or daily
 * mails; posted to the saved searches page's action (intent `save`), which validates everything
 * again and answers a refusal in the page's language.
 */
export default function SaveSearchDialog({
  category,
  query,
  suggestedName,
  onClose,
}: {
  category?: Category;
  query: string;
  suggestedName: string;
  onClose: () => void;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const fetcher = useFetcher<SaveAnswer>();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // One more saved search in the header's count, once per answer that saved one.
  const setSavedSearchCount = useSetSavedSearchCount();
  const saved = answer?.ok ? answer : null;
  useEffect(() => {
    if (saved) setSavedSearchCount((count) => count + 1);
  }, [saved, setSavedSearchCount]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/40"
      data-testid="save-search-dialog"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t("categoryPage.saveSearch.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("categoryPage.saveSearch.hint")}</p>
      {answer?.ok ? (
        <div className="mt-4 space-y-4">
          <p role="status" className="font-medium">
            {t("categoryPage.saveSearch.saved")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.savedSearches()} className="text-primary underline underline-offset-4">
              {t("categoryPage.saveSearch.manage")}
            </Link>
            <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
              {t("categoryPage.saveSearch.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <fetcher.Form method="post" action={paths.savedSearches()} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="save" />
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <input type="hidden" name="query" value={query} />
          <label className="grid gap-1 text-sm">
            <span>{t("categoryPage.saveSearch.name")}</span>
            <Input name="name" defaultValue={suggestedName.slice(0, SAVED_SEARCH_NAME_MAX)} maxLength={SAVED_SEARCH_NAME_MAX} required />
          </label>
          <fieldset className="text-sm">
            <legend>{t("categoryPage.saveSearch.frequency")}</legend>
            <div className="mt-1 flex gap-4">
              <label className="flex items-center gap-2">
                <input type="radio" name="frequency" value="instant" defaultChecked />
                {t("categoryPage.saveSearch.instant")}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="frequency" value="daily" />
                {t("categoryPage.saveSearch.daily")}
              </label>
            </div>
          </fieldset>
          {answer && !answer.ok ? (
            <p role="alert" className="text-sm text-destructive">
              {answer.message ?? t("categoryPage.saveSearch.failed")}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
              {t("categoryPage.saveSearch.cancel")}
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"} data-testid="save-search-submit">
              {t("categoryPage.saveSearch.save")}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </dialog>
  );
}
