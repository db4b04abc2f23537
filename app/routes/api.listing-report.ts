import type { Route } from "./+types/api.listing-report";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import { BodyTooLargeError, readForm, readJson } from "~/.server/http/body";
import { errorResponse } from "~/.server/http/error-response";
import { guard } from "~/.server/http/guard";
import { createReport } from "~/.server/services/moderation/listing-reports";
import { formatBytes } from "~/.server/http/body-limits";
import type { ApiErrorCode } from "~/domain/error-codes";
import type { ReportCreated } from "~/domain/reports";
import { uncheckedKey } from "~/lib/i18n";

/** Only POST is answered here. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, "method_not_allowed", { headers: { Allow: "POST" } });
}

/** The report's fields from a JSON body or a posted form; null when the body is neither. */
async function readReport(request: Request): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (/^application\/json/i.test(contentType)) return readJson(request);
  const form = await readForm(request);
  return { reason: form.get("reason") ?? undefined, note: form.get("note") ?? undefined };
}

const REFUSALS = {
  not_found: "not_found",
  own_listing: "forbidden",
  already_reported: "already_reported",
  rate_limited: "rate_limited",
} as const satisfies Record<string, ApiErrorCode>;

/**
 * POST /api/listings/:id/report — anyone reports an active listing: `{ reason,
 * note }` as JSON (or a form). 201 `{ ok: true }` when taken; 400 for a body that is not a report
 * (the first problem's text), 403 from another site or for the owner's own listing, 404 for an
 * unknown or non-active listing, 409 when this member (or this visitor's address) already reported
 * it, 429 past the daily limit of reports. Errors are the catalogue's, area `reports`.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return errorResponse(request, "method_not_allowed", { headers: { Allow: "POST" } });
  if (guard(context.app, request)) return errorResponse(request, "cross_site", { area: "reports" });
  const { viewer, headers: sessionHeaders } = await getViewer(context.app, request);
  const headers = appendSetCookies(new Headers({ "Cache-Control": "no-store" }), sessionHeaders);
  let input: unknown;
  try {
    input = await readReport(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return errorResponse(request, "too_large", { key: "http.errors.bodyTooLarge", values: { max: formatBytes(error.limit) }, headers });
    }
    return errorResponse(request, "invalid_body", { area: "reports", headers });
  }
  const outcome = await createReport(
    { db: context.app.db, notify: context.app.notify },
    params.id,
    { userId: viewer?.id ?? null, ip: request.headers.get(CLIENT_IP_HEADER) ?? "" },
    input,
    { reportsToHide: context.app.config.REPORTS_TO_HIDE },
  );
  if (outcome.ok) return Response.json({ ok: true } satisfies ReportCreated, { status: 201, headers });
  if (outcome.reason === "invalid") return errorResponse(request, "invalid_body", { key: uncheckedKey(outcome.key), headers });
  return errorResponse(request, REFUSALS[outcome.reason], { area: "reports", headers });
}
