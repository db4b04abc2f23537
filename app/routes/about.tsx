import type { Route } from "./+types/about";
import { sharedPage } from "~/.server/http/cache-headers";
import "~/lib/i18n/areas/about-page";
import { AboutPage } from "~/features/info/about-page";
import { textPageMeta } from "~/lib/meta";

/** /about: what the site is, with links to the categories and to post a listing. */
/** A page the same for every visitor: a shared cache may keep it (decision 021). */
export const headers = () => sharedPage([]);

export const meta: Route.MetaFunction = textPageMeta("aboutPage.metaTitle", "aboutPage.metaDescription");

export default function AboutRoute() {
  return <AboutPage />;
}
