import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { sharedPage } from "~/.server/http/cache-headers";
import "~/lib/i18n/areas/contact-page";
import type { loader as rootLoader } from "~/root";
import { ContactPage } from "~/features/info/contact-page";
import { textPageMeta } from "~/lib/meta";

/** /iletisim (docs/product.md §2 "Contact and privacy"): the contact settings the footer shows, as cards. */
/** A page the same for every visitor: a shared cache may keep it (decision 021). */
export const headers = () => sharedPage([]);

export const meta: Route.MetaFunction = textPageMeta("contactPage.metaTitle", "contactPage.metaDescription");

export default function ContactRoute() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("The root loader's data is missing.");
  return <ContactPage settings={root.settings} />;
}
