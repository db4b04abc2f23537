import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { ListingModeration } from "~/domain/listing-revision";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";
import { useViewer } from "~/lib/viewer";

type NoticeState = "pending" | "rejected" | "revision" | "revision-rejected" | "deleted" | "expired" | "rented" | "hidden";

/** Which notice a listing's moderation calls for (null: live, nothing waiting). */
function noticeState(moderation: ListingModeration | null | undefined): NoticeState | null {
  if (!moderation) return null;
  if (moderation.status !== "active") return moderation.status;
  if (moderation.revision?.status === "pending") return "revision";
  if (moderation.revision?.status === "rejected") return "revision-rejected";
  return null;
}

/**
 * The banner its owner and admins see on a listing that is not (or not entirely) public:
 * awaiting approval, rejected with the admin's note, changes awaiting approval or
 * rejected, deleted, hidden after reports. On the detail page (`context: "detail"`, with a link to the edit form) and
 * above the edit form. Nothing for a live listing without waiting changes.
 */
export function ListingStatusNotice({
  moderation,
  context,
  audience,
  editHref,
  profileHref,
  listingId,
  className,
}: {
  moderation: ListingModeration | null | undefined;
  context: "detail" | "form";
  audience: "owner" | "admin";
  editHref?: string;
  /** The owner's profile, whose action renews an expired listing or makes a rented one available. */
  profileHref?: string;
  listingId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const state = noticeState(moderation);
  if (!state || !moderation) return null;
  const rejected = state === "rejected" || state === "revision-rejected" || state === "deleted" || state === "hidden";
  // The owner's way back: an expired listing is renewed, a rented one made available again.
  const lifecycle =
    audience === "owner" && profileHref && listingId
      ? state === "expired"
        ? ({ intent: "renew-listing", label: "listingDetail.moderation.renew" } as const)
        : state === "rented"
          ? ({ intent: "listing-available", label: "listingDetail.moderation.available" } as const)
          : null
      : null;
  const note = state === "rejected" ? moderation.note : state === "revision-rejected" ? (moderation.revision?.note ?? null) : undefined;
  const title = (
    {
      pending: "listingDetail.moderation.pendingTitle",
      rejected: "listingDetail.moderation.rejectedTitle",
      revision: "listingDetail.moderation.revisionTitle",
      "revision-rejected": "listingDetail.moderation.revisionRejectedTitle",
      deleted: "listingDetail.moderation.deletedTitle",
      expired: "listingDetail.moderation.expiredTitle",
      rented: "listingDetail.moderation.rentedTitle",
      hidden: "listingDetail.moderation.hiddenTitle",
    } as const
  )[state];
  const body = (
    {
      pending: "listingDetail.moderation.pending",
      rejected: "listingDetail.moderation.rejected",
      revision:
        audience === "admin" && context === "form"
          ? "listingDetail.moderation.revisionAdmin"
          : context === "form"
            ? "listingDetail.moderation.revisionForm"
            : "listingDetail.moderation.revision",
      "revision-rejected": "listingDetail.moderation.revisionRejected",
      deleted: "listingDetail.moderation.deleted",
      expired: "listingDetail.moderation.expired",
      rented: "listingDetail.moderation.rented",
      hidden: "listingDetail.moderation.hidden",
    } as const
  )[state];
  return (
    <section
      aria-label={t("listingDetail.moderation.label")}
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 text-sm text-foreground sm:flex-row sm:items-start sm:justify-between",
        rejected ? "border-destructive/50 bg-destructive/10" : "border-warning/70 bg-warning/15",
        className,
      )}
      data-testid="listing-status-notice"
      data-state={state}
    >
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{t(title)}</p>
        {note !== undefined ? (
          <p className="whitespace-pre-line" data-testid="listing-status-note">
            {note ? t("listingDetail.moderation.note", { note }) : t("listingDetail.moderation.noNote")}
          </p>
        ) : null}
        <p>{t(body)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {lifecycle ? (
          <Form method="post" action={profileHref}>
            <input type="hidden" name="intent" value={lifecycle.intent} />
            <input type="hidden" name="listingId" value={listingId} />
            <button type="submit" className={buttonVariants({ size: "sm" })} data-testid="listing-lifecycle">
              {t(lifecycle.label)}
            </button>
          </Form>
        ) : null}
        {editHref && state !== "deleted" ? (
          <Link to={editHref} className={buttonVariants({ variant: "outline", size: "sm", className: "bg-background" })}>
            {t("listingDetail.moderation.edit")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The banner on the listing's detail page, for its owner (with a link to their edit form) or an
 * admin (to the admin's). Loaded only for them: the page imports this module lazily.
 */
export function DetailStatusNotice({
  moderation,
  listingId,
  ownerId,
}: {
  moderation: ListingModeration;
  listingId: string;
  ownerId: string;
}) {
  const paths = usePaths();
  const own = useViewer().viewer?.id === ownerId;
  return (
    <ListingStatusNotice
      moderation={moderation}
      context="detail"
      audience={own ? "owner" : "admin"}
      editHref={own ? paths.editListing(listingId) : paths.admin.editListing(listingId)}
      profileHref={paths.profile(ownerId)}
      listingId={listingId}
      className="mb-5"
    />
  );
}
