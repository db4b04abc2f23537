import { listingTitleIn } from "~/domain/listing-texts";
import { CalendarClock, CheckCircle2, Clock, KeyRound, Pencil, Plus, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/components/ui/sonner";
import { ListingRow, ListingRowPrice, ListingRowTitle } from "~/entities/listing/listing-row";
import { StatusBadge } from "~/entities/listing/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDeleteButton } from "~/components/ui/confirm-delete-button";
import type { OwnListing, ProfileActionResult, ProfileIntent } from "~/domain/profile";
import { locationLabel } from "~/domain/place-names";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";

/**
 * The owner's own listings on their profile (docs/product.md §2, §4): every status but deleted, with a status
 * badge, the moderation note of a rejected listing, and edit and delete (after a confirm prompt;
 * a soft delete) buttons.
 */
export function OwnerListings({ listings }: { listings: OwnListing[] }) {
  const paths = usePaths();
  const { t } = useTranslation();
  // One fetcher for every row: a deleted row unmounts, so the answer is handled up here.
  const fetcher = useFetcher<ProfileActionResult>();
  const busyId = fetcher.state !== "idle" ? fetcher.formData?.get("listingId") : null;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    const done = result.intent ? DONE_TEXT[result.intent] : undefined;
    if (result.ok) toast.success(t(done ?? "profile.own.deleted"));
    else
      toast.error(t(result.intent === "delete-listing" ? "profile.own.deleteFailed" : "profile.own.changeFailed"), {
        description: result.message,
      });
    // One toast per answer: `t` is left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const onChange = (intent: ListingIntent, listingId: string) => void fetcher.submit({ intent, listingId }, { method: "post" });
  return (
    <section aria-labelledby="own-listings-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="own-listings-title" className="text-xl font-semibold">
          {t("profile.own.title")}{" "}
          <span className="text-base font-normal text-muted-foreground">({t("profile.own.count", { count: listings.length })})</span>
        </h2>
        <Link to={paths.newListing()} className={buttonVariants({ size: "sm" })}>
          <Plus aria-hidden="true" />
          {t("profile.own.post")}
        </Link>
      </div>
      {listings.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("profile.own.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {listings.map((listing) => (
            <OwnListingRow key={listing.id} listing={listing} busy={busyId === listing.id} onChange={onChange} />
          ))}
        </ul>
      )}
    </section>
  );
}

type ListingIntent = Extract<ProfileIntent, "delete-listing" | "renew-listing" | "listing-rented" | "listing-available">;

const DONE_TEXT: Partial<
  Record<ProfileIntent, "profile.own.deleted" | "profile.own.renewed" | "profile.own.markedRented" | "profile.own.madeAvailable">
> = {
  "delete-listing": "profile.own.deleted",
  "renew-listing": "profile.own.renewed",
  "listing-rented": "profile.own.markedRented",
  "listing-available": "profile.own.madeAvailable",
};

function OwnListingRow({
  listing,
  busy,
  onChange,
}: {
  listing: OwnListing;
  busy: boolean;
  onChange: (intent: ListingIntent, id: string) => void;
}) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { text: title, lang: titleLang } = listingTitleIn(listing, locale);

  return (
    <ListingRow
      image={listing.image}
      photoSizes="144px"
      photoClassName="w-28 sm:w-36"
      busy={busy}
      data-testid="own-listing"
      data-status={listing.status}
    >
      <ListingRowTitle listing={listing} title={title} lang={titleLang === locale ? undefined : titleLang}>
        <StatusBadge status={listing.status} label={t(`profile.own.status.${listing.status}`)} />
      </ListingRowTitle>
      <p className="text-sm text-muted-foreground">
        <ListingRowPrice listing={listing} /> · {locationLabel(listing.location, locale)} · {formatDate(listing.createdAt, locale)}
      </p>
      {listing.status === "pending" ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          {t("profile.own.pendingNote")}
        </p>
      ) : null}
      {listing.expiresAt && (listing.status === "active" || listing.status === "expired") ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="listing-expiry">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {t(listing.status === "active" ? "profile.own.expiresOn" : "profile.own.expiredOn", {
            date: formatDate(listing.expiresAt, locale),
          })}
        </p>
      ) : null}
      {listing.status === "rented" && listing.rentedAt ? (
        <p className="text-xs text-muted-foreground">{t("profile.own.rentedOn", { date: formatDate(listing.rentedAt, locale) })}</p>
      ) : null}
      {listing.status === "rejected" ? (
        <p className="text-sm text-destructive" data-testid="moderation-note">
          {listing.moderationNote ? t("profile.own.rejectedNote", { note: listing.moderationNote }) : t("profile.own.rejectedNoNote")}
        </p>
      ) : null}
      {listing.revision?.status === "pending" ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="revision-note">
          <Clock className="size-3.5" aria-hidden="true" />
          {t("listingDetail.moderation.revisionTitle")}
        </p>
      ) : null}
      {listing.revision?.status === "rejected" ? (
        <p className="text-sm text-destructive" data-testid="revision-note">
          {t("listingDetail.moderation.revisionRejectedTitle")}:{" "}
          {listing.revision.note ? listing.revision.note : t("listingDetail.moderation.noNote")}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Link
          to={paths.editListing(listing.id)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={t("profile.own.editLabel", { title })}
        >
          <Pencil aria-hidden="true" />
          {t("profile.own.edit")}
        </Link>
        {listing.status === "active" || listing.status === "expired" ? (
          <Button
            variant={listing.status === "expired" ? "default" : "outline"}
            size="sm"
            disabled={busy}
            aria-label={t("profile.own.renewLabel", { title })}
            onClick={() => onChange("renew-listing", listing.id)}
          >
            <RefreshCw aria-hidden="true" />
            {t("profile.own.renew")}
          </Button>
        ) : null}
        {listing.status === "active" ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={t("profile.own.markRentedLabel", { title })}
            onClick={() => onChange("listing-rented", listing.id)}
          >
            <KeyRound aria-hidden="true" />
            {t("profile.own.markRented")}
          </Button>
        ) : null}
        {listing.status === "rented" ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={t("profile.own.availableLabel", { title })}
            onClick={() => onChange("listing-available", listing.id)}
          >
            <CheckCircle2 aria-hidden="true" />
            {t("profile.own.available")}
          </Button>
        ) : null}
        <ConfirmDeleteButton
          label={t("profile.own.delete")}
          ariaLabel={t("profile.own.deleteLabel", { title })}
          disabled={busy}
          title={t("profile.own.deleteTitle")}
          description={t("profile.own.deleteDescription", { title })}
          confirmLabel={t("profile.own.deleteConfirm")}
          cancelLabel={t("profile.own.cancel")}
          onConfirm={() => onChange("delete-listing", listing.id)}
        />
      </div>
    </ListingRow>
  );
}
