import type { Route } from "./+types/api.account-export";
import { isCrossSiteRequest } from "~/.server/auth/auth-requests";
import { getConfig } from "~/.server/infra/config";
import { getDb } from "~/.server/infra/runtime";
import { accountExportFileName, exportAccountData } from "~/.server/services/account";
import { appendSetCookies, getViewer } from "~/.server/auth/session";
import { type TextKey, translate } from "~/lib/i18n";
import { localeFromCookieHeader } from "~/lib/i18n/locales";

/**
 * GET /api/account/export — the signed-in member's own data as a JSON download
 * (`kibris-kiralik-data-YYYY-MM-DD.json`): account, profile, sessions, every stored listing and the
 * favourites. 401 for visitors, 403 when another site asks; never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" });
  const refuse = (status: 401 | 403, key: TextKey) => {
    const locale = localeFromCookieHeader(request.headers.get("cookie"));
    return Response.json({ error: status === 401 ? "unauthorized" : "cross_site", message: translate(locale, key) }, { status, headers });
  };
  if (isCrossSiteRequest(request)) return refuse(403, "profile.errors.crossSite");
  const { viewer, headers: sessionHeaders } = await getViewer(request);
  appendSetCookies(headers, sessionHeaders);
  if (!viewer) return refuse(401, "profile.errors.signedOut");
  const now = new Date();
  const data = await exportAccountData(getDb(), viewer.id, getConfig().siteUrl, now);
  if (!data) return refuse(401, "profile.errors.signedOut");
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${accountExportFileName(now)}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(`${JSON.stringify(data, null, 2)}\n`, { status: 200, headers });
}
