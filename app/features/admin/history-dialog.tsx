import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { buttonVariants } from "~/components/ui/button";
import type { ModerationEvent } from "~/domain/admin";
import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";

type HistoryState = { status: "loading" } | { status: "failed" } | { status: "done"; events: ModerationEvent[] };

/**
 * The history's events, fetched each time the dialog opens. A plain request, not a router fetcher:
 * the panel's live queue revalidates the route on every submission, and a revalidation that came
 * while the router was still discovering this resource route sent the fetcher to the catch-all
 * not-found route instead (the dialog then never showed the events).
 */
function useHistory(listingId: string, open: boolean): HistoryState {
  const [state, setState] = useState<HistoryState>({ status: "loading" });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(`/api/admin/listings/${encodeURIComponent(listingId)}/history`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`history: ${response.status}`);
        const body = (await response.json()) as { events: ModerationEvent[] };
        setState({ status: "done", events: body.events });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [listingId, open]);
  return state;
}

/** A listing's moderation history: who did what, when, with which note. */
export function HistoryDialog({ listingId, title, children }: { listingId: string; title: string; children: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const history = useHistory(listingId, open);
  const locale = i18n.language as Locale;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-lg">
          <Dialog.Title className="text-lg font-semibold">{t("admin.history.title", { title })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{t("admin.history.description")}</Dialog.Description>
          <div className="mt-4" data-testid="history">
            {history.status === "loading" ? (
              <p className="text-sm text-muted-foreground">{t("admin.history.loading")}</p>
            ) : history.status === "failed" ? (
              <p className="text-sm text-destructive" role="alert">
                {t("admin.history.failed")}
              </p>
            ) : history.events.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("admin.history.empty")}</p>
            ) : (
              <ol className="space-y-3">
                {history.events.map((event) => (
                  <li key={event.id} className="rounded-md border p-3 text-sm" data-action={event.action}>
                    <p className="font-medium">{t(`admin.history.actions.${event.action}`)}</p>
                    <p className="text-muted-foreground">
                      <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
                      {event.actorName ? ` · ${t("admin.history.by", { name: event.actorName })}` : ""}
                    </p>
                    {event.note ? <p className="mt-1 whitespace-pre-line">{event.note}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <Dialog.Close className={buttonVariants({ variant: "outline", className: "mt-6" })}>{t("admin.history.close")}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
