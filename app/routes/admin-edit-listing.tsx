import type { Route } from "./+types/admin-edit-listing";
import "~/lib/i18n/areas/listing-form";
import { listingFormAction, listingFormLoader } from "~/.server/http/listing-form-route";
import { EditListingError, EditListingScreen } from "~/features/listing-form/listing-form-page";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/**
 * /yonetim/ilanlar/{id}/duzenle (docs/product.md §2): the members' edit form for admins (others go to the admin
 * login; a missing or deleted listing is a 404); after saving the admin stays here.
 */
export const loader = ({ context, request, params }: Route.LoaderArgs) => listingFormLoader(context.app, request, params.id, "admin");
export const action = ({ context, request, params }: Route.ActionArgs) => listingFormAction(context.app, request, params.id, "admin");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({ matches, pathname: location.pathname, title: translate(locale, "listingForm.metaEdit"), noindex: true });
};

export default function AdminEditListingRoute({ loaderData }: Route.ComponentProps) {
  return <EditListingScreen {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditListingError error={error} />;
}
