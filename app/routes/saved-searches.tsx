import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-searches";
import "~/lib/i18n/areas/saved-searches";
import { getViewer } from "~/.server/auth/session";
import { BodyFormatError, BodyTooLargeError, readForm } from "~/.server/http/body";
import { guard } from "~/.server/http/guard";
import { deleteSavedSearch, listSavedSearches, saveSearch, updateSavedSearch } from "~/.server/services/discovery/saved-searches";
import { SavedSearchesPage } from "~/features/saved-searches/saved-searches-page";
import { formError } from "~/.server/http/error-response";
import { type TextKey, translate } from "~/lib/i18n";
import { requestLocale } from "~/lib/i18n/locales";
import {
  SAVED_SEARCHES_PER_MEMBER,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchActionResult,
  type SavedSearchErrorCode,
} from "~/domain/saved-searches";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { pathsFor } from "~/lib/paths";

/**
 * /kayitli-aramalar: the member's saved searches — rename, pause or resume,
 * frequency, delete — and the endpoint that saves a new one (intent `save`, from the "Save this
 * search" control of a category page or the search results). Visitors go to the login page.
 * The services check the ownership again.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { viewer, headers } = await getViewer(context.app, request);
  const paths = pathsFor(requestLocale(request));
  if (!viewer) throw redirect(paths.login(paths.savedSearches()), { headers });
  const searches = await listSavedSearches(context.app.db, { userId: viewer.id, isAdmin: false });
  return data({ searches }, { headers });
}

/** A success of the action: never stored by a shared cache. */
const done = (result: Extract<SavedSearchActionResult, { ok: true }>) =>
  data(result, { headers: { "Cache-Control": "private, no-store" } });

/** A refused change (decision 028): the catalogue's code and status, the `savedSearches` wording in the page's language. */
const refuse = (request: Request, code: SavedSearchErrorCode, options: { key?: TextKey; id?: string } = {}) =>
  formError(request, code, options.id ? { id: options.id } : {}, {
    area: "savedSearches",
    key: options.key,
    values: { max: options.key === "savedSearches.errors.nameTooLong" ? SAVED_SEARCH_NAME_MAX : SAVED_SEARCHES_PER_MEMBER },
    headers: { "Cache-Control": "private, no-store" },
  });

/** The name's problem: required or too long. */
const nameKey = (tooLong: boolean): TextKey => (tooLong ? "savedSearches.errors.nameTooLong" : "savedSearches.errors.nameRequired");

export async function action({ context, request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  if (guard(context.app, request)) return refuse(request, "cross_site");
  const { viewer } = await getViewer(context.app, request);
  const paths = pathsFor(locale);
  if (!viewer) throw redirect(paths.login(paths.savedSearches()));
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof BodyFormatError) return refuse(request, "bad_request");
    throw error;
  }
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  const actor = { userId: viewer.id, isAdmin: false };
  const db = context.app.db;
  const intent = text("intent");
  if (intent === "save") {
    const saved = await saveSearch(db, actor, {
      name: text("name"),
      frequency: text("frequency") || undefined,
      category: text("category") || undefined,
      query: text("query") ?? "",
    });
    if (saved.outcome === "ok") return done({ ok: true, done: "saved", id: saved.id });
    if (saved.outcome === "invalid") {
      const name = saved.issues.includes("name_too_long") || saved.issues.includes("name_required");
      return refuse(request, "invalid", name ? { key: nameKey(saved.issues.includes("name_too_long")) } : {});
    }
    return saved.outcome === "limit"
      ? refuse(request, "limit_reached")
      : refuse(request, "bad_request", { key: "savedSearches.errors.empty" });
  }
  const id = text("id") ?? "";
  if (intent === "delete") {
    const outcome = await deleteSavedSearch(db, actor, id);
    return outcome === "ok"
      ? done({ ok: true, done: "deleted", id })
      : refuse(request, outcome === "forbidden" ? "forbidden" : "not_found");
  }
  const change =
    intent === "rename"
      ? { name: text("name") ?? "" }
      : intent === "frequency"
        ? { frequency: text("frequency") }
        : intent === "pause" || intent === "resume"
          ? { paused: intent === "pause" }
          : null;
  if (!change) return refuse(request, "bad_request");
  const outcome = await updateSavedSearch(db, actor, id, change);
  if (outcome === "ok") return done({ ok: true, done: "updated", id });
  if (outcome === "invalid")
    return refuse(request, "invalid", { id, key: intent === "rename" ? nameKey(Boolean((change.name ?? "").trim())) : undefined });
  return refuse(request, outcome === "forbidden" ? "forbidden" : "not_found");
}

/** A member's own list: never stored by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({ matches, pathname: location.pathname, title: translate(locale, "savedSearches.page.metaTitle"), noindex: true });
};

export default function SavedSearchesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedSearchesPage searches={loaderData.searches} result={actionData} />;
}
