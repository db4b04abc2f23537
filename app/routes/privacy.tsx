import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import { sharedPage } from "~/.server/http/cache-headers";
import "~/lib/i18n/areas/privacy-page";
import type { loader as rootLoader } from "~/root";
import { PrivacyPage } from "~/features/info/privacy-page";
import { textPageMeta } from "~/lib/meta";

/** /gizlilik (docs/product.md §2 "Contact and privacy"): the privacy policy in the page's language. */
/** A page the same for every visitor: a shared cache may keep it (decision 021). */
export const headers = () => sharedPage([]);

export const meta: Route.MetaFunction = textPageMeta("privacyPage.metaTitle", "privacyPage.metaDescription");

export default function PrivacyRoute() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("The root loader's data is missing.");
  return <PrivacyPage settings={root.settings} />;
}
