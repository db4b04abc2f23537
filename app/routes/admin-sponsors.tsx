import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/admin-sponsors";
import "~/lib/i18n/areas/admin-content";
import "~/lib/i18n/areas/admin";
import { sponsorsPageAction, sponsorsPageLoader } from "~/.server/http/admin-content-route";
import { AdminForbidden } from "~/features/admin-content/admin-forbidden";
import { ContentPage } from "~/features/admin-content/content-page";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/**
 * /yonetim/sponsorlar (docs/product.md §2 "Admin panel"): sponsored content for admins only — the
 * loader sends anyone else to /yonetim/giris, the action answers them 403.
 */
export const loader = ({ context, request }: Route.LoaderArgs) => sponsorsPageLoader(context.app, request);
export const action = ({ context, request }: Route.ActionArgs) => sponsorsPageAction(context.app, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({ matches, pathname: location.pathname, title: translate(locale, "adminContent.sponsors.metaTitle"), noindex: true });
};

export default function AdminSponsorsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentPage section="sponsors" data={loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminForbidden />;
  throw error;
}
