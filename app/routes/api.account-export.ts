import type { Route } from "./+types/api.account-export";
import { errorResponse } from "~/.server/http/error-response";
import { guard } from "~/.server/http/guard";
import { accountExportFileName, exportAccountData } from "~/.server/services/accounts/account";
import { appendSetCookies, getViewer } from "~/.server/auth/session";

/**
 * GET /api/account/export — the signed-in member's own data as a JSON download
 * (`kibris-kiralik-data-YYYY-MM-DD.json`): account, profile, sessions, every stored listing and the
 * favourites. 401 for visitors, 403 when another site asks; never cached.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" });
  const refuse = (code: "unauthorized" | "cross_site") => errorResponse(request, code, { area: "profile", headers });
  if (guard(context.app, request)) return refuse("cross_site");
  const { viewer, headers: sessionHeaders } = await getViewer(context.app, request);
  appendSetCookies(headers, sessionHeaders);
  if (!viewer) return refuse("unauthorized");
  const now = new Date();
  const data = await exportAccountData(context.app.db, viewer.id, context.app.config.siteUrl, now);
  if (!data) return refuse("unauthorized");
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${accountExportFileName(now)}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(`${JSON.stringify(data, null, 2)}\n`, { status: 200, headers });
}
