import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/sonner";
import { LISTING_SAVE_ERROR_TITLES, type ListingSaveResult } from "~/domain/listing-form";
import { useTranslation } from "~/lib/i18n/react";

/**
 * Sends the listing to the page's action as JSON and reacts to its answer as soon as it is there
 * (not after the page's data is reloaded: a new listing leaves the page at once): a success toast
 * (and, after creating, the way to `afterCreate`), or the refusal's toast and its field errors.
 */
export function useListingSave({
  mode,
  afterCreate,
  onFieldErrors,
}: {
  mode: "create" | "edit";
  afterCreate: string;
  /** The action's field errors (i18n keys by field path, like the form's own). */
  onFieldErrors: (errors: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ListingSaveResult>();

  // One reaction per answer (not per re-render, nor per language switch).
  const react = useEffectEvent((result: ListingSaveResult) => {
    if (result.ok) {
      if (mode === "create") {
        toast.success(t(result.status === "active" ? "listingForm.toasts.createdLive" : "listingForm.toasts.created"), {
          description: result.status === "active" ? undefined : t("listingForm.toasts.createdDescription"),
        });
        void navigate(afterCreate);
      } else {
        toast.success(t("listingForm.toasts.saved"), {
          description: result.status === "pending" ? t("listingForm.toasts.savedPending") : undefined,
        });
      }
      return;
    }
    if (result.fieldErrors) onFieldErrors(result.fieldErrors);
    const title = LISTING_SAVE_ERROR_TITLES[result.error];
    if (title) toast.error(t(title), { description: result.message });
    else toast.error(result.message);
  });
  const answered = useRef<ListingSaveResult | null>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "submitting" || !result || answered.current === result) return;
    answered.current = result;
    react(result);
  }, [fetcher.state, fetcher.data]);

  /** Sends the listing (plain JSON data: interfaces lack the index signature React Router's JSON type wants). */
  const save = (body: object) =>
    void fetcher.submit(JSON.parse(JSON.stringify(body)) as Record<string, never>, { method: "post", encType: "application/json" });

  return { save, saving: fetcher.state !== "idle" };
}
