import type { Route } from "./+types/edit-listing";
import "~/lib/i18n/areas/listing-form";
import { listingFormAction, listingFormLoader } from "~/.server/http/listing-form-route";
import { EditListingError, EditListingScreen } from "~/features/listing-form/listing-form-page";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/**
 * /ilanlar/{id}/duzenle (docs/product.md §2): the same form as create, for the owner or an admin only (403
 * for anyone else, 404 for a missing or deleted listing); after saving the user stays here.
 */
export const loader = ({ context, request, params }: Route.LoaderArgs) => listingFormLoader(context.app, request, params.id);
export const action = ({ context, request, params }: Route.ActionArgs) => listingFormAction(context.app, request, params.id);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({ matches, pathname: location.pathname, title: translate(locale, "listingForm.metaEdit"), noindex: true });
};

export default function EditListingRoute({ loaderData }: Route.ComponentProps) {
  return <EditListingScreen {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditListingError error={error} />;
}
