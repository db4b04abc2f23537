import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import "~/lib/i18n/areas/reports";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "~/domain/reports";
import { useTranslation } from "~/lib/i18n/react";
import { Icon } from "~/components/ui/icon";

/**
 * The report form, loaded when the button is pressed: a reason, a free text
 * (required for "other"), sent to POST /api/listings/:id/report. Success closes it with a toast;
 * a refusal shows the server's translated message in the form and in a toast, and keeps what was
 * written. Radix traps focus and closes on Escape; focus goes back to the button.
 */
export default function ReportDialog({
  listingId,
  title,
  onClose,
  returnFocus,
}: {
  listingId: string;
  title: string;
  onClose: () => void;
  returnFocus: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason || sending) return;
    setSending(true);
    setError(null);
    let message: string;
    try {
      const response = await fetch(`/api/listings/${encodeURIComponent(listingId)}/report`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ reason, note }),
      });
      if (response.ok) {
        toast.success(t("reports.sent"), { description: t("reports.sentDescription") });
        onClose();
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      message = typeof body?.message === "string" ? body.message : t("reports.errors.network");
    } catch {
      message = t("reports.errors.network");
    }
    setSending(false);
    setError(message);
    toast.error(t("reports.failed"), { description: message });
  }

  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-lg"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          data-testid="report-dialog"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{t("reports.title")}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              <Icon name="x" className="size-5" />
              <span className="sr-only">{t("reports.close")}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{title}</span> — {t("reports.description")}
          </Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t("reports.reason")}</legend>
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    required
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-primary"
                  />
                  {t(`reports.reasons.${value}`)}
                </label>
              ))}
            </fieldset>
            <div className="space-y-1.5">
              <label htmlFor={`${ids}-note`} className="block text-sm font-medium">
                {t("reports.note")}
              </label>
              <textarea
                id={`${ids}-note`}
                name="note"
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={REPORT_NOTE_MAX}
                required={reason === "other"}
                rows={3}
                aria-describedby={`${ids}-hint`}
                className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
                {t("reports.noteHint")}
              </p>
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive" data-testid="report-error">
                {error}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  {t("reports.cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={sending}>
                {t(sending ? "reports.sending" : "reports.submit")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
