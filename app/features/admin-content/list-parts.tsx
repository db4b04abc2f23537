import { ExternalLink, Pencil } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useFetcher, useLocation } from "react-router";
import { toast } from "~/components/ui/sonner";
import { buttonVariants } from "~/components/ui/button";
import { ConfirmDeleteButton } from "~/components/ui/confirm-delete-button";
import { type AdminContentActionResult, CONTENT_EDIT_PARAM } from "~/domain/admin-content";

/** The two content lists of the admin panel. */
export type ContentSection = "logos" | "sponsors";
import { cn } from "~/lib/cn";

/**
 * A content list: its heading with the count, then the rows (`children`), or the empty state when
 * there are none.
 */
export function ContentListSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {children ?? (
        <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("adminContent.list.empty")}</p>
      )}
    </section>
  );
}

/** Active or inactive, as a small badge. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1",
        active ? "bg-primary/10 text-primary ring-primary/40" : "bg-muted text-muted-foreground ring-border",
      )}
      data-testid="status-badge"
    >
      {active ? t("adminContent.list.active") : t("adminContent.list.inactive")}
    </span>
  );
}

/**
 * One row of a content list: a card (dimmed while its delete runs, outlined while it is edited) with
 * the item's picture, its texts (`children`) and, at the foot of the texts, anything of the row's own
 * (`footerStart`, e.g. a switch) before the edit and delete buttons.
 */
export function ContentItem({
  list,
  id,
  name,
  active,
  pictureUrl,
  footerStart,
  children,
}: {
  list: ContentListState;
  id: string;
  /** What the buttons' labels and the delete prompt call the item (its title or name). */
  name: string;
  active: boolean;
  pictureUrl: string | null;
  footerStart?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { section, deletingId, editingId, onDelete } = list;
  const deleting = deletingId === id;
  const logo = section === "logos";
  return (
    <li
      className={cn(
        "flex rounded-lg border bg-card p-3 text-card-foreground",
        logo ? "gap-3" : "flex-col gap-4 sm:flex-row",
        deleting && "opacity-60",
        editingId === id && "border-primary",
      )}
      data-testid={logo ? "admin-logo" : "admin-sponsor"}
      data-active={active}
    >
      {/* A logo whole on white, as on the home page; a sponsored picture fills its frame. */}
      <div
        className={
          logo
            ? "flex aspect-[2/1] w-28 shrink-0 items-center self-start justify-center overflow-hidden rounded-md border bg-white p-1"
            : "relative aspect-[2/1] w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-48"
        }
      >
        {pictureUrl ? (
          <img
            src={pictureUrl}
            alt=""
            width={logo ? 480 : 1200}
            height={logo ? 240 : 600}
            loading="lazy"
            decoding="async"
            className={logo ? "size-full object-contain" : "absolute inset-0 size-full object-cover"}
          />
        ) : (
          <span
            className={
              logo
                ? "text-center text-xs text-neutral-600"
                : "absolute inset-0 flex items-center justify-center text-xs text-muted-foreground"
            }
          >
            {t("adminContent.form.noImage")}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {children}
        <div className={cn("mt-auto pt-1", footerStart && "flex flex-wrap items-center justify-between gap-2")}>
          {footerStart}
          <RowActions section={section} id={id} name={name} deleting={deleting} onDelete={onDelete} />
        </div>
      </div>
    </li>
  );
}

/** A row's small print: anything first (e.g. the company), then its place in the order and its link. */
export function RowMeta({ order, url, children }: { order: number; url: string | null; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
      {children}
      <span>{t("adminContent.list.order", { order })}</span>
      <OutsideLink url={url} />
    </p>
  );
}

/** The item's outside link (new tab), or a note that it has none. */
function OutsideLink({ url }: { url: string | null }) {
  const { t } = useTranslation();
  if (!url) return <span>{t("adminContent.list.noLink")}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
    >
      {url}
      <span className="sr-only"> ({t("common.opensInNewTab")})</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}

/** What every row of a list needs: its section, the row being edited, and the list's deletes. */
export type ContentListState = {
  section: ContentSection;
  editingId: string | null;
  deletingId: unknown;
  onDelete: (id: string) => void;
};

/**
 * A list's state. Its deletes use one fetcher for every row (a deleted row unmounts, so the answer is
 * handled up here), with the spec's toasts ('… silindi' / 'Silinirken hata oluştu').
 */
export function useContentList(section: ContentSection, editingId: string | null): ContentListState {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<AdminContentActionResult>();
  const deletingId = fetcher.state !== "idle" ? fetcher.formData?.get("id") : null;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) toast.success(t(`adminContent.${section}.deleted`));
    else toast.error(t("adminContent.toasts.deleteFailed"), { description: result.message });
    // One toast per answer: `t` is left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const onDelete = (id: string) => void fetcher.submit({ intent: "delete", id }, { method: "post", action: location.pathname });
  return { section, editingId, deletingId, onDelete };
}

/** Edit (opens the form above the list) and delete (after a confirm prompt) buttons of a row. */
function RowActions({
  section,
  id,
  name,
  deleting,
  onDelete,
}: {
  section: ContentSection;
  id: string;
  name: string;
  deleting: boolean;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // Sponsored items are named by their title, logos by their company's name.
  const values = { title: name, name };
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`${location.pathname}?${CONTENT_EDIT_PARAM}=${encodeURIComponent(id)}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
        aria-label={t(`adminContent.${section}.editLabel`, values)}
      >
        <Pencil aria-hidden="true" />
        {t("adminContent.list.edit")}
      </Link>
      <ConfirmDeleteButton
        label={t("adminContent.list.delete")}
        ariaLabel={t(`adminContent.${section}.deleteLabel`, values)}
        disabled={deleting}
        title={t(`adminContent.${section}.deleteTitle`)}
        description={t(`adminContent.${section}.deleteDescription`, values)}
        confirmLabel={t("adminContent.list.deleteConfirm")}
        cancelLabel={t("adminContent.list.cancel")}
        onConfirm={() => onDelete(id)}
      />
    </div>
  );
}
