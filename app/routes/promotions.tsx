import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/promotions";
import { sharedPage } from "~/.server/http/cache-headers";
import "~/lib/i18n/areas/promotions";
import type { loader as rootLoader } from "~/root";
import { PromotionsPage } from "~/features/info/promotions-page";
import { textPageMeta } from "~/lib/meta";

/**
 * /dopingler (docs/product.md §2 "Promotions"): the Doping packages with WhatsApp purchase buttons. Static
 * apart from the business number, which comes with the root loader's public settings.
 */
/** A page the same for every visitor: a shared cache may keep it (decision 021). */
export const headers = () => sharedPage([]);

export const meta: Route.MetaFunction = textPageMeta("promotions.metaTitle", "promotions.metaDescription");

export default function PromotionsRoute() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("The root loader's data is missing.");
  return <PromotionsPage whatsapp={root.settings.whatsapp} />;
}
