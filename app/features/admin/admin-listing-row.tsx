import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { Check, History, Pencil, Star, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { ListingRowPhoto, ListingRowTitle } from "~/components/listing-row";
import { StatusBadge } from "~/components/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { type AdminListing, REJECTION_NOTE_MAX } from "~/domain/admin";
import { locationLabel } from "~/domain/place-names";
import { cn } from "~/lib/cn";
import { formatDate, formatPrice, listingTitle } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";
import type { RunAction } from "./admin-dashboard";
import { HistoryDialog } from "./history-dialog";

/** A note for the owner, then reject (spec §4: optional note, pending listings only). */
function RejectDialog({ title, disabled, onReject }: { title: string; disabled: boolean; onReject: (note: string) => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  return (
    <AlertDialog.Root onOpenChange={(open) => open && setNote("")}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <X aria-hidden="true" />
          {t("admin.actions.reject")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background p-6 text-foreground shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{t("admin.actions.rejectTitle")}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{t("admin.actions.rejectDescription", { title })}</AlertDialog.Description>
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

/** One listing in the panel with its actions: approve/reject (pending only), feature, edit, history, delete. */
export function AdminListingRow({ listing, busy, run }: { listing: AdminListing; busy: boolean; run: RunAction }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const title = listingTitle(listing, locale);
  const pending = listing.status === "pending";
  return (
    <li
      className={cn("flex flex-col gap-4 rounded-lg border bg-card p-3 text-card-foreground sm:flex-row", busy && "opacity-60")}
      data-testid="admin-listing"
      data-id={listing.id}
      data-status={listing.status}
    >
      <ListingRowPhoto image={listing.image} sizes="160px" className="w-full sm:w-40" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <ListingRowTitle listing={listing} title={title}>
          <div className="flex shrink-0 gap-1.5">
            {listing.isFeatured ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-warning px-2 py-0.5 text-xs font-semibold text-black">
                <Star className="size-3" aria-hidden="true" />
                {t("common.featured")}
              </span>
            ) : null}
            <StatusBadge status={listing.status} label={t(`admin.status.${listing.status}`)} />
          </div>
        </ListingRowTitle>
        <p className="text-sm text-muted-foreground">
          {t(`categoryLabels.${listing.category}`)} · <span className="font-semibold text-foreground">{formatPrice(listing.price, listing.currency, locale)}</span> ·{" "}
          {locationLabel(listing.location, locale)} · {formatDate(listing.createdAt, locale)} ·{" "}
          <span data-testid="listing-number">{t("common.listingNumber", { number: listing.number })}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          <Link to={paths.profile(listing.ownerId)} className="hover:underline">
            {t("admin.listings.owner", { name: listing.ownerName ?? "—" })}
          </Link>
        </p>
        {listing.moderationNote ? <p className="text-sm text-destructive">{t("admin.listings.note", { note: listing.moderationNote })}</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1" role="group" aria-label={t("admin.actions.label", { title })}>
          {pending ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => run({ intent: "approve", id: listing.id })}>
                <Check aria-hidden="true" />
                {t("admin.actions.approve")}
              </Button>
              <RejectDialog title={title} disabled={busy} onReject={(note) => run({ intent: "reject", id: listing.id, note })} />
            </>
          ) : null}
          <Button variant="outline" size="sm" disabled={busy} aria-pressed={listing.isFeatured} onClick={() => run({ intent: "feature", id: listing.id })}>
            <Star aria-hidden="true" />
            {t(listing.isFeatured ? "admin.actions.unfeature" : "admin.actions.feature")}
          </Button>
          <Link to={paths.admin.editListing(listing.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Pencil aria-hidden="true" />
            {t("admin.actions.edit")}
          </Link>
          <HistoryDialog listingId={listing.id} title={title}>
            <Button variant="ghost" size="sm">
              <History aria-hidden="true" />
              {t("admin.actions.history")}
            </Button>
          </HistoryDialog>
          <ConfirmDialog
            trigger={
              <Button variant="ghost-destructive" size="sm" disabled={busy}>
                <Trash2 aria-hidden="true" />
                {t("admin.actions.delete")}
              </Button>
            }
            title={t("admin.actions.deleteTitle")}
            description={t("admin.actions.deleteDescription", { title })}
            confirmLabel={t("admin.actions.confirmDelete")}
            cancelLabel={t("admin.actions.cancel")}
            onConfirm={() => run({ intent: "delete", id: listing.id })}
          />
          <ConfirmDialog
            trigger={
              <Button variant="ghost-destructive" size="sm" disabled={busy}>
                <Trash2 aria-hidden="true" />
                {t("admin.actions.destroy")}
              </Button>
            }
            title={t("admin.actions.destroyTitle")}
            description={t("admin.actions.destroyDescription", { title })}
            confirmLabel={t("admin.actions.confirmDelete")}
            cancelLabel={t("admin.actions.cancel")}
            onConfirm={() => run({ intent: "destroy", id: listing.id })}
          />
        </div>
      </div>
    </li>
  );
}
