import { data, redirect } from "react-router";
import type { Route } from "./+types/favourites";
import { listFavourites } from "~/.server/services/discovery/favourites";
import { getViewer } from "~/.server/auth/session";
import { FavouritesPage } from "~/features/listings/favourites-page";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { requestLocale } from "~/lib/i18n/locales";
import { pathsFor } from "~/lib/paths";

/**
 * /favoriler: the signed-in member's favourites, newest first, including
 * listings that are no longer public (shown as unavailable). Visitors go to the login page and
 * come back here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { viewer, headers } = await getViewer(context.app, request);
  const paths = pathsFor(requestLocale(request));
  if (!viewer) throw redirect(paths.login(paths.favourites()), { headers });
  const items = await listFavourites(context.app.db, viewer.id);
  return data({ items }, { headers });
}

/** A member's own list: never stored by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({ matches, pathname: location.pathname, title: translate(locale, "favourites.page.metaTitle"), noindex: true });
};

export default function FavouritesRoute({ loaderData }: Route.ComponentProps) {
  return <FavouritesPage items={loaderData.items} />;
}
