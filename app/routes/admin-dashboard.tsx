import { data } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import "~/lib/i18n/areas/admin";
import "~/lib/i18n/areas/reports";
import { requireAdminApi, requireAdminPage } from "~/.server/http/admin-guard";
import { readForm } from "~/.server/http/body";
import { getConfig } from "~/.server/infra/config";
import { askOwnerToFix, getDb, getReportsToHide, getStorage, notifyPriceDrop, notifySeller } from "~/.server/infra/runtime";
import { listReportQueue, resolveReports } from "~/.server/services/listing-reports";
import { approveRevision, listPendingRevisions, rejectRevision } from "~/.server/services/listing-revisions";
import {
  type ModerationOutcome,
  adminHardDelete,
  adminSoftDelete,
  approveListing,
  deleteProfile,
  getDashboardStats,
  listAdminListings,
  listProfiles,
  rejectListing,
  toggleFeatured,
} from "~/.server/services/moderation";
import { ADMIN_INTENTS, type AdminActionResult, type AdminIntent, REJECTION_NOTE_MAX, adminFiltersFrom } from "~/domain/admin";
import { REPORT_INTENTS } from "~/domain/reports";
import { AdminDashboard } from "~/features/admin/admin-dashboard";
import { storableText } from "~/domain/text";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/**
 * /yonetim/panel (spec §2 "Admin panel"): stats, the owners' changes to live listings waiting for
 * approval (decision 017), the listings (latest 8, or filtered by ?q=, ?category=, ?status= /
 * ?filter=), their moderation actions, the reported listings with their answers (issue 19), and the
 * profiles. Admins only, decided on the server for the
 * page and for every action. Sellers are told of each decision by mail once it has committed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAdminPage(request);
  const db = getDb();
  const filters = adminFiltersFrom(new URL(request.url).searchParams);
  const [stats, revisions, reports, listings, profiles] = await Promise.all([
    getDashboardStats(db),
    listPendingRevisions(db),
    listReportQueue(db),
    listAdminListings(db, filters),
    listProfiles(db),
  ]);
  headers.set("Cache-Control", "private, no-store");
  return data({ stats, revisions, reports, reportsToHide: getReportsToHide(), listings, profiles, filters }, { headers });
}

const ERRORS: Record<string, string> = {
  not_found: "admin.errors.notFound",
  not_pending: "admin.errors.notPending",
  self: "admin.errors.self",
  no_open_reports: "reports.queue.noOpenReports",
};

/** The action's failure text for each intent (spec §8's toasts). */
const FAILURE: Record<AdminIntent, string> = {
  approve: "admin.toasts.approveFailed",
  reject: "admin.toasts.rejectFailed",
  feature: "admin.toasts.updateFailed",
  delete: "admin.toasts.deleteFailed",
  destroy: "admin.toasts.deleteFailed",
  "delete-profile": "admin.toasts.deleteFailed",
  "approve-revision": "admin.toasts.approveFailed",
  "reject-revision": "admin.toasts.rejectFailed",
  "report-dismiss": "reports.queue.failed",
  "report-hide": "reports.queue.failed",
  "report-fix": "reports.queue.failed",
  "report-delete": "reports.queue.failed",
};

export async function action({ request }: Route.ActionArgs) {
  const { viewer } = await requireAdminApi(request);
  const form = await readForm(request).catch(() => null);
  const intent = ADMIN_INTENTS.find((candidate) => candidate === form?.get("intent"));
  if (!form || !intent) return data<AdminActionResult>({ ok: false, intent: null, error: "admin.errors.badRequest" }, 400);
  const id = storableText(String(form.get("id") ?? ""));
  const db = getDb();
  const actor = { userId: viewer.id, name: viewer.name };
  const answer = (outcome: ModerationOutcome | { ok: true; featured?: boolean } | { ok: false; reason: string }) =>
    outcome.ok
      ? data<AdminActionResult>({ ok: true, intent, ...("featured" in outcome ? { featured: outcome.featured } : {}) })
      : data<AdminActionResult>(
          {
            ok: false,
            intent,
            error:
              (outcome.reason === "not_pending" && intent.endsWith("-revision")
                ? "admin.errors.revisionNotPending"
                : ERRORS[outcome.reason]) ?? FAILURE[intent],
          },
          { status: outcome.reason === "not_pending" || outcome.reason === "self" || outcome.reason === "no_open_reports" ? 409 : 404 },
        );
  const note = storableText(String(form.get("note") ?? "")).trim();
  if ((intent === "reject" || intent === "reject-revision") && note.length > REJECTION_NOTE_MAX) {
    return data<AdminActionResult>({ ok: false, intent, error: "admin.errors.noteTooLong" }, 400);
  }
  switch (intent) {
    case "approve": {
      const outcome = await approveListing(db, actor, id, getConfig().LISTING_LIFETIME_DAYS);
      if (outcome.ok) notifySeller({ kind: "listing_approved", listingId: id });
      return answer(outcome);
    }
    case "reject": {
      const outcome = await rejectListing(db, actor, id, note || null);
      if (outcome.ok) notifySeller({ kind: "listing_rejected", listingId: id, note: note || null });
      return answer(outcome);
    }
    case "approve-revision": {
      const outcome = await approveRevision(db, actor, id);
      if (outcome.ok) {
        notifySeller({ kind: "revision_approved", listingId: id });
        notifyPriceDrop(outcome.priceDrop);
      }
      return answer(outcome);
    }
    case "reject-revision": {
      const outcome = await rejectRevision(db, actor, id, note || null);
      if (outcome.ok) notifySeller({ kind: "revision_rejected", listingId: id, note: note || null });
      return answer(outcome);
    }
    case "feature":
      return answer(await toggleFeatured(db, actor, id));
    case "delete":
      return answer(await adminSoftDelete(db, actor, id));
    case "destroy":
      return answer(await adminHardDelete(db, getStorage(), actor, id));
    case "report-dismiss":
    case "report-hide":
    case "report-fix":
    case "report-delete": {
      const outcome = await resolveReports(db, actor, id, REPORT_INTENTS[intent]);
      if (outcome.ok && intent === "report-fix") askOwnerToFix(id, outcome.reasons);
      return answer(outcome);
    }
    case "delete-profile": {
      const outcome = await deleteProfile(db, getStorage(), actor, id);
      if (outcome.ok) notifySeller({ kind: "account_deleted", account: outcome.recipient });
      return answer(outcome);
    }
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({ matches, pathname: location.pathname, title: `${translate(locale, "admin.title")} — KKTC Kiralık`, noindex: true });
};

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard {...loaderData} />;
}
