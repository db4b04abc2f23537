import { data, redirect } from "react-router";
import type { Viewer } from "~/domain/viewer";
import { API_ERRORS } from "~/domain/error-codes";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";
import { errorBody } from "./error-response";
import { guard } from "./guard";
import { getViewer } from "../auth/session";
import type { AppContext } from "../context";

/**
 * Every /yonetim page and admin endpoint is decided here, on the server (docs/product.md §6): a
 * session whose profile has is_admin. Whatever the browser's `adminAuth` flag or forged cookies say,
 * a visitor or member gets the admin login (pages) or a 403 (endpoints).
 */

/** For admin pages' loaders: the admin viewer, else a redirect to /yonetim/giris (in the page's language). */
export async function requireAdminPage(app: AppContext, request: Request): Promise<{ viewer: Viewer; headers: Headers }> {
  const { viewer, headers } = await getViewer(app, request);
  if (!viewer?.isAdmin) throw redirect(pathsFor(requestLocale(request)).admin.login(), { headers });
  return { viewer, headers };
}

/**
 * For admin actions and endpoints: the admin viewer, else a thrown 403 `{ error: "forbidden", message }`
 * (decision 028) with the translated 'Admin yetkiniz yok'. Cross-site posts are refused the same way.
 */
export async function requireAdminApi(app: AppContext, request: Request): Promise<{ viewer: Viewer; headers: Headers }> {
  const forbidden = () => {
    const body = errorBody(requestLocale(request), "forbidden", { area: "admin" });
    return data(body, { status: API_ERRORS.forbidden.status, headers: { "Cache-Control": "no-store" } });
  };
  if (request.method !== "GET" && request.method !== "HEAD" && guard(app, request)) throw forbidden();
  const { viewer, headers } = await getViewer(app, request);
  if (!viewer?.isAdmin) throw forbidden();
  return { viewer, headers };
}
