import { data } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import "~/lib/i18n/areas/admin";
import "~/lib/i18n/areas/reports";
import { requireAdminApi, requireAdminPage } from "~/.server/http/admin-guard";
import { readForm } from "~/.server/http/body";
import { formError } from "~/.server/http/error-response";
import { type ResolveOutcome, listReportQueue, resolveReports } from "~/.server/services/moderation/listing-reports";
import { approveRevision, listPendingRevisions, rejectRevision } from "~/.server/services/listings/listing-revisions";
import {
  type ModerationOutcome,
  type ProfileDeleteOutcome,
  adminHardDelete,
  adminSoftDelete,
  approveListing,
  deleteProfile,
  getDashboardStats,
  listAdminListings,
  listProfiles,
  rejectListing,
  toggleFeatured,
} from "~/.server/services/moderation/moderation";
import {
  ADMIN_INTENTS,
  type AdminActionResult,
  type AdminErrorCode,
  type AdminIntent,
  REJECTION_NOTE_MAX,
  adminFiltersFrom,
} from "~/domain/admin";
import { REPORT_INTENTS } from "~/domain/reports";
import { AdminDashboard } from "~/features/admin/admin-dashboard";
import { storableText } from "~/domain/text";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/**
 * /yonetim/panel (docs/product.md §2 "Admin panel"): stats, the owners' changes to live listings waiting for
 * approval (decision 017), the listings (latest 8, or filtered by ?q=, ?category=, ?status= /
 * ?filter=), their moderation actions, the reported listings with their answers, and the
 * profiles. Admins only, decided on the server for the
 * page and for every action. Sellers are told of each decision by mail once it has committed.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { headers } = await requireAdminPage(context.app, request);
  const db = context.app.db;
  const filters = adminFiltersFrom(new URL(request.url).searchParams);
  const [stats, revisions, reports, listings, profiles] = await Promise.all([
    getDashboardStats(db),
    listPendingRevisions(db),
    listReportQueue(db),
    listAdminListings(db, filters),
    listProfiles(db),
  ]);
  headers.set("Cache-Control", "private, no-store");
  return data({ stats, revisions, reports, reportsToHide: context.app.config.REPORTS_TO_HIDE, listings, profiles, filters }, { headers });
}

/** The code of each refusal of the moderation services. */
const REFUSALS = {
  not_found: "not_found",
  not_pending: "not_pending",
  self: "own_profile",
  no_open_reports: "no_open_reports",
} as const satisfies Record<string, AdminErrorCode>;

/** A refused panel action (decision 028): its code, status and `admin` wording, in the page's language. */
const refuse = (request: Request, intent: AdminIntent | null, code: AdminErrorCode) =>
  formError(request, code, { intent }, { area: "admin" }) as ReturnType<typeof data<AdminActionResult>>;

export async function action({ context, request }: Route.ActionArgs) {
  const { viewer } = await requireAdminApi(context.app, request);
  const form = await readForm(request).catch(() => null);
  const intent = ADMIN_INTENTS.find((candidate) => candidate === form?.get("intent"));
  if (!form || !intent) return refuse(request, null, "bad_request");
  const id = storableText(String(form.get("id") ?? ""));
  const { db } = context.app;
  // What the owners are told goes with each decision, in its transaction.
  const change = { db, notify: context.app.notify };
  const actor = { userId: viewer.id, name: viewer.name };
  const answer = (outcome: ModerationOutcome | ProfileDeleteOutcome | ResolveOutcome | { ok: true; featured?: boolean }) =>
    outcome.ok
      ? data<AdminActionResult>({ ok: true, intent, ...("featured" in outcome ? { featured: outcome.featured } : {}) })
      : refuse(
          request,
          intent,
          REFUSALS[outcome.reason] === "not_pending" && intent.endsWith("-revision") ? "revision_not_pending" : REFUSALS[outcome.reason],
        );
  const note = storableText(String(form.get("note") ?? "")).trim();
  if ((intent === "reject" || intent === "reject-revision") && note.length > REJECTION_NOTE_MAX) {
    return refuse(request, intent, "note_too_long");
  }
  switch (intent) {
    case "approve":
      return answer(await approveListing(change, actor, id, context.app.config.LISTING_LIFETIME_DAYS));
    case "reject":
      return answer(await rejectListing(change, actor, id, note || null));
    case "approve-revision":
      return answer(await approveRevision(change, actor, id));
    case "reject-revision":
      return answer(await rejectRevision(change, actor, id, note || null));
    case "feature":
      return answer(await toggleFeatured(db, actor, id));
    case "delete":
      return answer(await adminSoftDelete(db, actor, id));
    case "destroy":
      return answer(await adminHardDelete(db, context.app.storage, actor, id));
    case "report-dismiss":
    case "report-hide":
    case "report-fix":
    case "report-delete":
      return answer(await resolveReports(change, actor, id, REPORT_INTENTS[intent]));
    case "delete-profile":
      return answer(await deleteProfile(change, context.app.storage, actor, id));
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({ matches, pathname: location.pathname, title: `${translate(locale, "admin.title")} — KKTC Kiralık`, noindex: true });
};

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard {...loaderData} />;
}
