import type { TextKey } from "~/lib/i18n";
import { Building2, Image, Plus, Radio } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, useFetcher } from "react-router";
import { toast } from "~/components/ui/sonner";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { AdminActionResult, AdminListing, AdminListingFilters, AdminProfile, DashboardStats } from "~/domain/admin";
import type { PendingRevision } from "~/domain/listing-revision";
import type { ReportedListing } from "~/domain/reports";
import { ADMIN_STATUSES, LATEST_LISTINGS } from "~/domain/admin";
import { ADMIN_FLAG_STORAGE_KEY } from "~/domain/viewer";
import { CATEGORIES } from "~/domain/categories";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { usePaths } from "~/lib/use-paths";
import { AdminListingRow } from "./admin-listing-row";
import { ProfilesTable } from "./profiles-table";
import { ReportQueue } from "./report-queue";
import { RevisionQueue } from "./revision-queue";
import type { RunAction } from "./run-action";
import { useLiveQueue } from "./use-live-queue";

const SUCCESS: Record<AdminActionResult["intent"] & string, TextKey> = {
  approve: "admin.toasts.approved",
  reject: "admin.toasts.rejected",
  feature: "admin.toasts.featured",
  delete: "admin.toasts.deleted",
  destroy: "admin.toasts.deleted",
  "delete-profile": "admin.toasts.profileDeleted",
  "approve-revision": "admin.toasts.revisionApproved",
  "reject-revision": "admin.toasts.revisionRejected",
  "report-dismiss": "reports.queue.dismissed",
  "report-hide": "reports.queue.hiddenDone",
  "report-fix": "reports.queue.fixRequested",
  "report-delete": "reports.queue.deleted",
};

const LIVE_TOASTS = {
  listing: "admin.toasts.newPending",
  revision: "admin.toasts.newRevision",
  report: "reports.queue.newReport",
} as const satisfies Record<string, TextKey>;

/**
 * The admin dashboard (docs/product.md §2 "Admin panel"): stats, the owners' changes to live listings waiting
 * for approval (decision 017), the reported listings, search and filters, the listings
 * with their moderation actions, and the profiles. New pending listings, changes and reports arrive
 * live (server-sent events).
 */
export function AdminDashboard({
  stats,
  revisions,
  reports,
  reportsToHide,
  listings,
  profiles,
  filters,
}: {
  stats: DashboardStats;
  revisions: PendingRevision[];
  reports: ReportedListing[];
  reportsToHide: number;
  listings: AdminListing[];
  profiles: AdminProfile[];
  filters: AdminListingFilters;
}) {
  const paths = usePaths();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<AdminActionResult>();
  const live = useLiveQueue((kind) => toast.info(t(LIVE_TOASTS[kind])));
  const busyId = fetcher.state !== "idle" ? String(fetcher.formData?.get("id") ?? "") : null;

  // The panel marks this browser as an admin one (docs/product.md §4); the server decides access regardless.
  useEffect(() => {
    try {
      localStorage.setItem(ADMIN_FLAG_STORAGE_KEY, "true");
    } catch {
      // storage unavailable
    }
  }, []);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      const key = result.intent === "feature" && result.featured === false ? "admin.toasts.unfeatured" : SUCCESS[result.intent];
      toast.success(t(key));
    } else {
      toast.error(t(result.intent ? failureTitle(result.intent) : "admin.toasts.saveFailed"), {
        description: result.message,
      });
    }
    // One toast per answer: `t` is left out so a language switch does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const run: RunAction = (fields) => void fetcher.submit(fields, { method: "post" });
  const filtered = Boolean(filters.q || filters.category || filters.status);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8" data-hydrated={hydrated} data-testid="admin-dashboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("admin.title")}</h1>
        <nav className="flex flex-wrap gap-2" aria-label={t("admin.title")}>
          <Link to={paths.admin.newListing()} className={buttonVariants({ size: "sm" })}>
            <Plus aria-hidden="true" />
            {t("admin.newListing")}
          </Link>
          <Link to={paths.admin.sponsors()} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Image aria-hidden="true" />
            {t("admin.sponsors")}
          </Link>
          <Link to={paths.admin.logos()} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Building2 aria-hidden="true" />
            {t("admin.logos")}
          </Link>
        </nav>
      </div>

      <section aria-labelledby="admin-stats-title">
        <h2 id="admin-stats-title" className="sr-only">
          {t("admin.stats.title")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5 lg:grid-cols-10" data-testid="admin-stats">
          {[
            ["total", t("admin.stats.total"), stats.total],
            ["pending", t("admin.stats.pending"), stats.pending],
            ["revisions", t("admin.stats.revisions"), stats.revisions],
            ["featured", t("admin.stats.featured"), stats.featured],
            ["profiles", t("admin.stats.profiles"), stats.profiles],
            ...CATEGORIES.map((category) => [category, t(`categoryLabels.${category}`), stats.byCategory[category]] as const),
          ].map(([key, label, value]) => (
            <div key={key} className="rounded-lg border bg-card p-3 text-card-foreground" data-stat={key}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <RevisionQueue revisions={revisions} busyId={busyId} run={run} />

      <ReportQueue reports={reports} reportsToHide={reportsToHide} busyId={busyId} run={run} />

      <section aria-labelledby="admin-listings-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="admin-listings-title" className="text-xl font-semibold">
            {t("admin.listings.title")}{" "}
            <span className="text-base font-normal text-muted-foreground">
              (
              {filtered ? t("admin.listings.filtered", { count: listings.length }) : t("admin.listings.latest", { count: LATEST_LISTINGS })}
              )
            </span>
          </h2>
          <p
            className={cn("flex items-center gap-1.5 text-xs", live === "open" ? "text-primary" : "text-muted-foreground")}
            data-testid="live-status"
            data-state={live}
          >
            <Radio className="size-3.5" aria-hidden="true" />
            {t(live === "open" ? "admin.live.connected" : "admin.live.reconnecting")}
          </p>
        </div>
        <Form
          method="get"
          className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto_auto_auto]"
          role="search"
          aria-label={t("admin.filters.title")}
        >
          <label className="space-y-1 text-sm font-medium">
            <span>{t("admin.filters.search")}</span>
            <Input
              name="q"
              type="search"
              defaultValue={filters.q ?? ""}
              placeholder={t("admin.filters.searchPlaceholder")}
              maxLength={100}
            />
          </label>
          <FilterSelect
            label={t("admin.filters.category")}
            name="category"
            value={filters.category}
            allLabel={t("admin.filters.all")}
            options={CATEGORIES.map((category) => [category, t(`categoryLabels.${category}`)] as const)}
          />
          <FilterSelect
            label={t("admin.filters.status")}
            name="status"
            value={filters.status}
            allLabel={t("admin.filters.all")}
            options={ADMIN_STATUSES.map((status) => [status, t(`admin.status.${status}`)] as const)}
          />
          <div className="flex items-end gap-2">
            <Button type="submit">{t("admin.filters.apply")}</Button>
            {filtered ? (
              <Link to={paths.admin.dashboard()} className={buttonVariants({ variant: "ghost" })}>
                {t("admin.filters.clear")}
              </Link>
            ) : null}
          </div>
        </Form>
        {listings.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("admin.listings.empty")}</p>
        ) : (
          <ul className="space-y-3" data-testid="admin-listings">
            {listings.map((listing) => (
              <AdminListingRow key={listing.id} listing={listing} busy={busyId === listing.id} run={run} />
            ))}
          </ul>
        )}
      </section>

      <ProfilesTable profiles={profiles} busyId={busyId} run={run} />
    </div>
  );
}

function failureTitle(intent: NonNullable<AdminActionResult["intent"]>): TextKey {
  switch (intent) {
    case "approve":
    case "approve-revision":
      return "admin.toasts.approveFailed";
    case "reject":
    case "reject-revision":
      return "admin.toasts.rejectFailed";
    case "feature":
      return "admin.toasts.updateFailed";
    case "report-dismiss":
    case "report-hide":
    case "report-fix":
      return "reports.queue.failed";
    default:
      return "admin.toasts.deleteFailed";
  }
}

/** One of the listing filters' selects: "all" (an empty value) first, then each value with its label. */
function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  allLabel: string;
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <label className="space-y-1 text-sm font-medium">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""} className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm">
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
