import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { type TextKey, uncheckedKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useFetcher, useLocation } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { type AdminContentActionResult, CONTENT_EDIT_PARAM } from "~/domain/admin-content";
import { cn } from "~/lib/cn";

/**
 * A content list: its heading with the count, then the rows (`children`), or the empty state when
 * there are none.
 */
export function ContentListSection({ id, title, count, children }: { id: string; title: string; count: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {children ?? <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("adminContent.list.empty")}</p>}
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

/** One row of a content list: a card, dimmed while its delete runs, outlined while it is edited. */
export function ContentRow({
  testId,
  active,
  deleting,
  editing,
  className,
  children,
}: {
  testId: string;
  active: boolean;
  deleting: boolean;
  editing: boolean;
  /** The row's own layout (direction, gaps). */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <li
      className={cn("flex rounded-lg border bg-card p-3 text-card-foreground", className, deleting && "opacity-60", editing && "border-primary")}
      data-testid={testId}
      data-active={active}
    >
      {children}
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
export function OutsideLink({ url }: { url: string | null }) {
  const { t } = useTranslation();
  if (!url) return <span>{t("adminContent.list.noLink")}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline">
      {url}
      <span className="sr-only"> ({t("common.opensInNewTab")})</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}

/**
 * The list's deletes: one fetcher for every row (a deleted row unmounts, so the answer is handled
 * up here), with the spec's toasts ('… silindi' / 'Silinirken hata oluştu').
 */
export function useDeleteFetcher(deletedKey: TextKey) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<AdminContentActionResult>();
  const deletingId = fetcher.state !== "idle" ? fetcher.formData?.get("id") : null;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) toast.success(t(deletedKey));
    else toast.error(t("adminContent.toasts.deleteFailed"), { description: t(uncheckedKey(result.error), result.values) });
    // One toast per answer: `t` is left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const onDelete = (id: string) => void fetcher.submit({ intent: "delete", id }, { method: "post", action: location.pathname });
  return { deletingId, onDelete };
}

/** Edit (opens the form above the list) and delete (after a confirm prompt) buttons of a row. */
export function RowActions({
  id,
  editLabel,
  deleteLabel,
  deleteTitle,
  deleteDescription,
  deleting,
  onDelete,
}: {
  id: string;
  editLabel: string;
  deleteLabel: string;
  deleteTitle: string;
  deleteDescription: string;
  deleting: boolean;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`${location.pathname}?${CONTENT_EDIT_PARAM}=${encodeURIComponent(id)}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
        aria-label={editLabel}
      >
        <Pencil aria-hidden="true" />
        {t("adminContent.list.edit")}
      </Link>
      <ConfirmDialog
        trigger={
          <Button variant="ghost-destructive" size="sm" disabled={deleting} aria-label={deleteLabel}>
            <Trash2 aria-hidden="true" />
            {t("adminContent.list.delete")}
          </Button>
        }
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel={t("adminContent.list.deleteConfirm")}
        cancelLabel={t("adminContent.list.cancel")}
        onConfirm={() => onDelete(id)}
      />
    </div>
  );
}
