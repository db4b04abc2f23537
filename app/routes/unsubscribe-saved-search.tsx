import { data } from "react-router";
import type { Route } from "./+types/unsubscribe-saved-search";
import type { AppContext } from "~/.server/context";
import "~/lib/i18n/areas/saved-searches";
import { actionOrLoaderHeaders } from "~/.server/http/cache-headers";
import { checkUnsubscribeToken, savedSearchName, unsubscribeSavedSearch } from "~/.server/services/discovery/saved-searches";
import { type UnsubscribeResult, UnsubscribePage } from "~/features/saved-searches/unsubscribe-page";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/** Private, never kept by any cache, and the token never leaves in a Referer. */
const privateHeaders = () => new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

const answer = (result: UnsubscribeResult, status: number) => data({ result }, { status, headers: privateHeaders() });

/** The token's verdict for this search: null when valid, else the page to show. */
function refusal(app: AppContext, id: string, request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  const check = checkUnsubscribeToken(app.linkSecret, id, token, app.clock());
  if (check.ok) return null;
  return check.reason === "expired" ? answer({ kind: "expired" }, 410) : answer({ kind: "invalid" }, 400);
}

/**
 * /kayitli-aramalar/{id}/abonelik-iptali?token=…: the unsubscribe link of a saved
 * search's alert mails, signed out. Opening it (GET: mail scanners open links too) asks; the
 * confirmation, or a mail client's one-click POST (RFC 8058, `List-Unsubscribe=One-Click`), pauses
 * the search and says so. A wrong or old token changes nothing.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const refused = refusal(context.app, params.id, request);
  if (refused) return refused;
  const search = await savedSearchName(context.app.db, params.id);
  if (!search) return answer({ kind: "not_found" }, 404);
  return answer(search.paused ? { kind: "done", name: search.name } : { kind: "ask", name: search.name }, 200);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const refused = refusal(context.app, params.id, request);
  if (refused) return refused;
  const done = await unsubscribeSavedSearch(context.app.db, params.id, context.app.clock());
  return done ? answer({ kind: "done", name: done.name }, 200) : answer({ kind: "not_found" }, 404);
}

export const headers: Route.HeadersFunction = actionOrLoaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(rootDataFrom(matches).locale, "savedSearches.unsubscribe.metaTitle"),
    noindex: true,
  });

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage result={(actionData ?? loaderData).result} />;
}
