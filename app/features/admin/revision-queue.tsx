import { ArrowRight, Check, Eye } from "lucide-react";
import { Link } from "react-router";
import { ListingImage } from "~/entities/listing/listing-image";
import { FeaturedBadge } from "~/entities/listing/listing-card";
import { ListingRow, ListingRowTitle } from "~/entities/listing/listing-row";
import { Button, buttonVariants } from "~/components/ui/button";
import type { ContentChange, PendingRevision } from "~/domain/listing-revision";
import type { ListingImage as ListingImageData } from "~/domain/listing";
import { classifyMediaLink } from "~/domain/media-links";
import { placeLabel } from "~/domain/place-names";
import { formatPrice, listingTitle } from "~/lib/format";
import { DATE_LOCALE, LANGUAGE_NAMES, type Locale } from "~/lib/i18n/locales";
import { uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";
import type { RunAction } from "./run-action";
import { RejectWithNoteDialog } from "./note-dialog";

type Translate = ReturnType<typeof useTranslation>["t"];

/** One side of a change as text, in the panel's language. */
function valueText(change: ContentChange, side: "before" | "after", t: Translate, locale: Locale): string {
  const empty = t("admin.revisions.empty");
  switch (change.field) {
    case "price":
      return formatPrice(change[side].price, change[side].currency, locale);
    case "category":
      return t(`categoryLabels.${change[side]}`);
    case "location":
      return placeLabel(change[side].city, change[side].region, locale);
    case "rentalTerm": {
      const term = change[side];
      return term ? t(uncheckedKey(`rentalTerms.${term}`), { defaultValue: term }) : empty;
    }
    case "spec": {
      const value = change[side];
      if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return empty;
      if (typeof value === "boolean") return t(value ? "admin.revisions.yes" : "admin.revisions.no");
      return Array.isArray(value) ? value.join(", ") : String(value);
    }
    default:
      return change[side] ?? empty;
  }
}

function changeLabel(change: ContentChange, revision: PendingRevision, t: Translate, locale: Locale): string {
  if (change.field === "translation") {
    const language = LANGUAGE_NAMES[change.language];
    return t(change.part === "title" ? "admin.revisions.fields.translatedTitle" : "admin.revisions.fields.translatedDescription", {
      language,
    });
  }
  if (change.field !== "spec") return t(`admin.revisions.fields.${change.field}`);
  const label = revision.fieldLabels[change.key];
  return (locale === "en" ? label?.en : null) ?? label?.tr ?? change.key;
}

function Photos({ images, label, testId }: { images: ListingImageData[]; label: string; testId: string }) {
  const { t } = useTranslation();
  if (!images.length) return null;
  return (
    <div data-testid={testId}>
      <p className="text-sm font-medium">
        {label} ({images.length})
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {images.map((image, index) => (
          <li key={image.url} className="size-20 overflow-hidden rounded-md bg-muted">
            <a href={image.url} target="_blank" rel="noreferrer" aria-label={t("admin.revisions.photo", { index: index + 1 })}>
              <ListingImage image={image} alt="" sizes="80px" className="size-full object-cover" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Links({ urls, label }: { urls: string[]; label: string }) {
  if (!urls.length) return null;
  return (
    <div>
      <p className="text-sm font-medium">{label}</p>
      <ul className="mt-1 space-y-0.5 text-sm">
        {urls.map((url) => {
          const kind = classifyMediaLink(url)?.kind;
          return (
            <li key={url} className="break-all">
              <a href={url} target="_blank" rel="noreferrer" className="text-primary underline-offset-2 hover:underline">
                {kind === "youtube" ? "YouTube: " : kind === "matterport" ? "Matterport: " : ""}
                {url}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One owner's changes to a live listing: every changed field old → new, photos added or removed, approve or reject. */
function RevisionRow({ revision, busy, run }: { revision: PendingRevision; busy: boolean; run: RunAction }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const title = listingTitle(revision, locale);
  const submitted = new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: "short", timeStyle: "short" }).format(
    new Date(revision.submittedAt),
  );
  const listing = { id: revision.listingId, category: revision.category };
  return (
    <ListingRow
      image={revision.image}
      photoSizes="160px"
      photoClassName="w-full sm:w-40"
      busy={busy}
      stacked
      contentClassName="gap-3"
      data-testid="admin-revision"
      data-id={revision.listingId}
    >
      <div className="space-y-1">
        <ListingRowTitle listing={listing} title={title}>
          {revision.isFeatured ? <FeaturedBadge /> : null}
        </ListingRowTitle>
        <p className="text-sm text-muted-foreground">
          <Link to={paths.profile(revision.ownerId)} className="hover:underline">
            {t("admin.listings.owner", { name: revision.ownerName ?? "—" })}
          </Link>{" "}
          · <time dateTime={revision.submittedAt}>{submitted}</time> · {t("common.listingNumber", { number: revision.number })}
        </p>
      </div>
      {revision.changes.length ? (
        <div>
          <h4 className="text-sm font-semibold">{t("admin.revisions.changes")}</h4>
          <dl className="mt-1 divide-y rounded-md border text-sm" data-testid="revision-changes">
            {revision.changes.map((change) => {
              const key = change.field === "spec" ? `spec.${change.key}` : change.field;
              return (
                <div key={key} className="grid gap-1 p-2 sm:grid-cols-[11rem_minmax(0,1fr)]" data-field={key}>
                  <dt className="font-medium">{changeLabel(change, revision, t, locale)}</dt>
                  <dd className="flex min-w-0 flex-wrap items-start gap-x-2 gap-y-1">
                    <span className="sr-only">{t("admin.revisions.before")}: </span>
                    <del className="whitespace-pre-line break-words text-muted-foreground" data-testid="before">
                      {valueText(change, "before", t, locale)}
                    </del>
                    <ArrowRight className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
                    <span className="sr-only">{t("admin.revisions.after")}: </span>
                    <ins className="whitespace-pre-line break-words font-medium no-underline" data-testid="after">
                      {valueText(change, "after", t, locale)}
                    </ins>
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ) : null}
      <Photos images={revision.addedImages} label={t("admin.revisions.addedImages")} testId="added-images" />
      <Photos images={revision.removedImages} label={t("admin.revisions.removedImages")} testId="removed-images" />
      {revision.imagesReordered ? <p className="text-sm">{t("admin.revisions.imagesReordered")}</p> : null}
      <Links urls={revision.addedVideos} label={t("admin.revisions.addedVideos")} />
      <Links urls={revision.removedVideos} label={t("admin.revisions.removedVideos")} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1" role="group" aria-label={t("admin.revisions.actionsLabel", { title })}>
        <Button size="sm" disabled={busy} onClick={() => run({ intent: "approve-revision", id: revision.listingId })}>
          <Check aria-hidden="true" />
          {t("admin.revisions.approve")}
        </Button>
        <RejectWithNoteDialog
          label={t("admin.revisions.reject")}
          title={t("admin.revisions.rejectTitle")}
          description={t("admin.revisions.rejectDescription", { title })}
          disabled={busy}
          onReject={(note) => run({ intent: "reject-revision", id: revision.listingId, note })}
        />
        <Link to={paths.listing(revision.category, revision.listingId)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <Eye aria-hidden="true" />
          {t("admin.revisions.view")}
        </Link>
      </div>
    </ListingRow>
  );
}

/** The owners' changes to live listings waiting for approval (decision 017), oldest first. */
export function RevisionQueue({ revisions, busyId, run }: { revisions: PendingRevision[]; busyId: string | null; run: RunAction }) {
  const { t } = useTranslation();
  if (!revisions.length) return null;
  return (
    <section aria-labelledby="admin-revisions-title" className="space-y-3" data-testid="admin-revisions">
      <div>
        <h2 id="admin-revisions-title" className="text-xl font-semibold">
          {t("admin.revisions.title")} <span className="text-base font-normal text-muted-foreground">({revisions.length})</span>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("admin.revisions.description")}</p>
      </div>
      <ul className="space-y-3">
        {revisions.map((revision) => (
          <RevisionRow key={revision.listingId} revision={revision} busy={busyId === revision.listingId} run={run} />
        ))}
      </ul>
    </section>
  );
}
