import { listingTitleIn } from "~/domain/listing-texts";
import { Check, Eye, History, Pencil, Star } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { FeaturedBadge } from "~/entities/listing/listing-card";
import { ListingRow, ListingRowPrice, ListingRowTitle } from "~/entities/listing/listing-row";
import { StatusBadge } from "~/entities/listing/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import type { AdminListing } from "~/domain/admin";
import { locationLabel } from "~/domain/place-names";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";
import type { RunAction } from "./run-action";
import { AdminDeleteButton } from "./admin-delete-button";
import { HistoryDialog } from "./history-dialog";
import { RejectWithNoteDialog } from "./note-dialog";

/** One listing in the panel with its actions: approve/reject (pending only), show again (hidden only), feature, edit, history, delete. */
export function AdminListingRow({ listing, busy, run }: { listing: AdminListing; busy: boolean; run: RunAction }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { text: title, lang: titleLang } = listingTitleIn(listing, locale);
  const pending = listing.status === "pending";
  return (
    <ListingRow
      image={listing.image}
      photoSizes="160px"
      photoClassName="w-full sm:w-40"
      busy={busy}
      stacked
      data-testid="admin-listing"
      data-id={listing.id}
      data-status={listing.status}
    >
      <ListingRowTitle listing={listing} title={title} lang={titleLang === locale ? undefined : titleLang}>
        <div className="flex shrink-0 gap-1.5">
          {listing.isFeatured ? <FeaturedBadge /> : null}
          <StatusBadge status={listing.status} label={t(`admin.status.${listing.status}`)} />
        </div>
      </ListingRowTitle>
      <p className="text-sm text-muted-foreground">
        {t(`categoryLabels.${listing.category}`)} · <ListingRowPrice listing={listing} /> · {locationLabel(listing.location, locale)} ·{" "}
        {formatDate(listing.createdAt, locale)} ·{" "}
        <span data-testid="listing-number">{t("common.listingNumber", { number: listing.number })}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        <Link to={paths.profile(listing.ownerId)} className="hover:underline">
          {t("admin.listings.owner", { name: listing.ownerName ?? "—" })}
        </Link>
      </p>
      {listing.moderationNote ? (
        <p className="text-sm text-destructive">{t("admin.listings.note", { note: listing.moderationNote })}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1" role="group" aria-label={t("admin.actions.label", { title })}>
        {pending ? (
          <>
            <Button size="sm" disabled={busy} onClick={() => run({ intent: "approve", id: listing.id })}>
              <Check aria-hidden="true" />
              {t("admin.actions.approve")}
            </Button>
            <RejectWithNoteDialog
              label={t("admin.actions.reject")}
              title={t("admin.actions.rejectTitle")}
              description={t("admin.actions.rejectDescription", { title })}
              disabled={busy}
              onReject={(note) => run({ intent: "reject", id: listing.id, note })}
            />
          </>
        ) : null}
        {listing.status === "hidden" ? (
          <Button size="sm" disabled={busy} onClick={() => run({ intent: "approve", id: listing.id })}>
            <Eye aria-hidden="true" />
            {t("admin.actions.showAgain")}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-pressed={listing.isFeatured}
          onClick={() => run({ intent: "feature", id: listing.id })}
        >
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
        {/* Delete takes the listing offline; destroy removes it and its photos for good. */}
        {(["delete", "destroy"] as const).map((intent) => (
          <AdminDeleteButton
            key={intent}
            label={t(`admin.actions.${intent}`)}
            disabled={busy}
            title={t(`admin.actions.${intent}Title`)}
            description={t(`admin.actions.${intent}Description`, { title })}
            onConfirm={() => run({ intent, id: listing.id })}
          />
        ))}
      </div>
    </ListingRow>
  );
}
