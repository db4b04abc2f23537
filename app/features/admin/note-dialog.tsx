import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { X } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { REJECTION_NOTE_MAX } from "~/domain/admin";
import { useTranslation } from "~/lib/i18n/react";

/** A rejection with an optional note for the owner (docs/product.md §4): the button, then the dialog asking for the note. */
export function RejectWithNoteDialog({
  label,
  title,
  description,
  disabled,
  onReject,
}: {
  label: string;
  title: string;
  description: string;
  disabled: boolean;
  onReject: (note: string) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  return (
    <AlertDialog.Root onOpenChange={(open) => open && setNote("")}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <X aria-hidden="true" />
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background p-6 text-foreground shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <label className="mt-4 block space-y-1.5 text-sm font-medium">
            <span>{t("admin.actions.rejectNote")}</span>
            <textarea
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={REJECTION_NOTE_MAX}
              rows={4}
              className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </label>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>{t("admin.actions.cancel")}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: "destructive" })} onClick={() => onReject(note.trim())}>
              {t("admin.actions.rejectConfirm")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
