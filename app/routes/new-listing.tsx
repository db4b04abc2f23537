import type { Route } from "./+types/new-listing";
import "~/lib/i18n/areas/listing-form";
import { listingFormAction, listingFormLoader } from "~/.server/http/listing-form-route";
import { ListingFormPage } from "~/features/listing-form/listing-form-page";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/** /ilan-ver (docs/product.md §2): the create form; without a session → /giris?redirect=/ilan-ver. */
export const loader = ({ context, request }: Route.LoaderArgs) => listingFormLoader(context.app, request, null);
export const action = ({ context, request }: Route.ActionArgs) => listingFormAction(context.app, request, null);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({ matches, pathname: location.pathname, title: translate(locale, "listingForm.metaCreate"), noindex: true });
};

export default function NewListingRoute({ loaderData }: Route.ComponentProps) {
  return <ListingFormPage {...loaderData} />;
}
