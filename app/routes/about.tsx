import type { Route } from "./+types/about";
import "~/lib/i18n/areas/about-page";
import { AboutPage } from "~/features/info/about-page";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/** /about: what the site is, with links to the categories and to post a listing. */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: translate(locale, "aboutPage.metaTitle"),
    description: translate(locale, "aboutPage.metaDescription"),
  });
};

export default function AboutRoute() {
  return <AboutPage />;
}
