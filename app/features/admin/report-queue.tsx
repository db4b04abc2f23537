import { Check, EyeOff, Eye, Mail } from "lucide-react";
import { Link } from "react-router";
import { ListingRowTitle } from "~/entities/listing/listing-row";
import { StatusBadge } from "~/entities/listing/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import type { ReportedListing } from "~/domain/reports";
import { cn } from "~/lib/cn";
import { formatDate, listingTitle } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";
import { AdminDeleteButton } from "./admin-delete-button";
import type { RunAction } from "./run-action";

/** One reported listing: its reasons counted, the reporters' notes, and the four answers. */
function ReportRow({ item, busy, run }: { item: ReportedListing; busy: boolean; run: RunAction }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const title = listingTitle(item, locale);
  const answer = (intent: string) => run({ intent, id: item.listingId });
  return (
    <li
      className={cn("space-y-3 rounded-lg border bg-card p-4 text-card-foreground", busy && "opacity-60")}
      data-testid="admin-report"
      data-id={item.listingId}
    >
      <ListingRowTitle listing={{ id: item.listingId, category: item.category }} title={title}>
        {item.status !== "deleted" ? (
          <StatusBadge status={item.status} label={t(item.status === "hidden" ? "reports.queue.hidden" : `admin.status.${item.status}`)} />
        ) : null}
      </ListingRowTitle>
      <p className="text-sm text-muted-foreground">
        <Link to={paths.profile(item.ownerId)} className="hover:underline">
          {t("admin.listings.owner", { name: item.ownerName ?? "—" })}
        </Link>{" "}
        · {t("common.listingNumber", { number: item.number })} ·{" "}
        <span data-testid="report-counts">{t("reports.queue.counts", { reports: item.reports, members: item.members })}</span> ·{" "}
        <time dateTime={item.lastReportedAt}>{formatDate(item.lastReportedAt, locale)}</time>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold">{t("reports.queue.reasons")}</h4>
          <ul className="mt-1 space-y-0.5 text-sm" data-testid="report-reasons">
            {item.reasons.map((entry) => (
              <li key={entry.reason} data-reason={entry.reason}>
                {t(`reports.reasons.${entry.reason}`)} <span className="font-semibold tabular-nums">×{entry.count}</span>
              </li>
            ))}
          </ul>
        </div>
        {item.notes.length ? (
          <div>
            <h4 className="text-sm font-semibold">{t("reports.queue.notes")}</h4>
            <ul className="mt-1 space-y-1 text-sm" data-testid="report-notes">
              {item.notes.map((note) => (
                <li key={`${note.createdAt}-${note.note}`} className="whitespace-pre-line break-words">
                  <span className="text-muted-foreground">{t(`reports.reasons.${note.reason}`)}:</span> {note.note}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("reports.queue.actionsLabel", { title })}>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => answer("report-dismiss")}>
          <Check aria-hidden="true" />
          {t("reports.queue.dismiss")}
        </Button>
        {item.status === "active" ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => answer("report-hide")}>
            <EyeOff aria-hidden="true" />
            {t("reports.queue.hide")}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => answer("report-fix")}>
          <Mail aria-hidden="true" />
          {t("reports.queue.fix")}
        </Button>
        <AdminDeleteButton
          label={t("reports.queue.delete")}
          disabled={busy}
          title={t("admin.actions.deleteTitle")}
          description={t("admin.actions.deleteDescription", { title })}
          onConfirm={() => answer("report-delete")}
        />
        <Link to={paths.listing(item.category, item.listingId)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <Eye aria-hidden="true" />
          {t("reports.queue.view")}
        </Link>
      </div>
    </li>
  );
}

/** Listings with open reports: hidden ones first, then the most reported. */
export function ReportQueue({
  reports,
  reportsToHide,
  busyId,
  run,
}: {
  reports: ReportedListing[];
  reportsToHide: number;
  busyId: string | null;
  run: RunAction;
}) {
  const { t } = useTranslation();
  if (!reports.length) return null;
  return (
    <section aria-labelledby="admin-reports-title" className="space-y-3" data-testid="admin-reports">
      <div>
        <h2 id="admin-reports-title" className="text-xl font-semibold">
          {t("reports.queue.title")} <span className="text-base font-normal text-muted-foreground">({reports.length})</span>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("reports.queue.description", { number: reportsToHide })}</p>
      </div>
      <ul className="space-y-3">
        {reports.map((item) => (
          <ReportRow key={item.listingId} item={item} busy={busyId === item.listingId} run={run} />
        ))}
      </ul>
    </section>
  );
}
