import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-searches";
import "~/lib/i18n/areas/saved-searches";
import { getViewer } from "~/.server/auth/session";
import { BodyFormatError, BodyTooLargeError, readForm } from "~/.server/http/body";
import { guard } from "~/.server/http/guard";
import { getDb } from "~/.server/infra/runtime";
import { deleteSavedSearch, listSavedSearches, saveSearch, updateSavedSearch } from "~/.server/services/saved-searches";
import { type SavedSearchActionResult, SavedSearchesPage } from "~/features/saved-searches/saved-searches-page";
import { translate } from "~/lib/i18n";
import { type Locale, requestLocale } from "~/lib/i18n/locales";
import { SAVED_SEARCHES_PER_MEMBER, SAVED_SEARCH_NAME_MAX } from "~/domain/saved-searches";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { pathsFor } from "~/lib/paths";

/**
 * /kayitli-aramalar (issue 19 item 1): the member's saved searches — rename, pause or resume,
 * frequency, delete — and the endpoint that saves a new one (intent `save`, from the "Save this
 * search" control of a category page or the search results). Visitors go to the login page.
 * The services check the ownership again.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, headers } = await getViewer(request);
  const paths = pathsFor(requestLocale(request));
  if (!viewer) throw redirect(paths.login(paths.savedSearches()), { headers });
  const searches = await listSavedSearches(getDb(), { userId: viewer.id, isAdmin: false });
  return data({ searches }, { headers });
}

/** The action's answer; a refusal carries its message in the request's language (as the other forms' do). */
function answerIn(locale: Locale) {
  return (result: SavedSearchActionResult, status = result.ok ? 200 : 400) => {
    const message = result.ok
      ? undefined
      : translate(locale, `savedSearches.errors.${result.error}`, {
          max: result.error === "nameTooLong" ? SAVED_SEARCH_NAME_MAX : SAVED_SEARCHES_PER_MEMBER,
        });
    return data({ ...result, message }, { status, headers: { "Cache-Control": "private, no-store" } });
  };
}

export async function action({ request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const answer = answerIn(locale);
  if (guard(request)) return answer({ ok: false, error: "crossSite" }, 403);
  const { viewer } = await getViewer(request);
  const paths = pathsFor(locale);
  if (!viewer) throw redirect(paths.login(paths.savedSearches()));
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof BodyFormatError) return answer({ ok: false, error: "invalid" });
    throw error;
  }
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  const actor = { userId: viewer.id, isAdmin: false };
  const db = getDb();
  const intent = text("intent");
  if (intent === "save") {
    const saved = await saveSearch(db, actor, {
      name: text("name"),
      frequency: text("frequency") || undefined,
      category: text("category") || undefined,
      query: text("query") ?? "",
    });
    if (saved.outcome === "ok") return answer({ ok: true, done: "saved", id: saved.id });
    if (saved.outcome === "invalid")
      return answer({
        ok: false,
        error: saved.issues.includes("name_too_long") ? "nameTooLong" : saved.issues.includes("name_required") ? "nameRequired" : "invalid",
      });
    return answer({ ok: false, error: saved.outcome }, saved.outcome === "limit" ? 409 : 400);
  }
  const id = text("id") ?? "";
  if (intent === "delete") {
    const outcome = await deleteSavedSearch(db, actor, id);
    return outcome === "ok"
      ? answer({ ok: true, done: "deleted", id })
      : answer({ ok: false, error: outcome === "forbidden" ? "forbidden" : "notFound" }, outcome === "forbidden" ? 403 : 404);
  }
  const change =
    intent === "rename"
      ? { name: text("name") ?? "" }
      : intent === "frequency"
        ? { frequency: text("frequency") }
        : intent === "pause" || intent === "resume"
          ? { paused: intent === "pause" }
          : null;
  if (!change) return answer({ ok: false, error: "invalid" });
  const outcome = await updateSavedSearch(db, actor, id, change);
  if (outcome === "ok") return answer({ ok: true, done: "updated", id });
  if (outcome === "invalid")
    return answer({
      ok: false,
      error: intent === "rename" ? ((change.name ?? "").trim() ? "nameTooLong" : "nameRequired") : "invalid",
      id,
    });
  return answer({ ok: false, error: outcome === "forbidden" ? "forbidden" : "notFound" }, outcome === "forbidden" ? 403 : 404);
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
