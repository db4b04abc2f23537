import { useTranslation } from "react-i18next";
import { Link, useMatches } from "react-router";
import type { Route } from "./+types/placeholder";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";
import { paths } from "~/lib/paths";

/**
 * A translated "coming soon" page for routes whose screens belong to later issues.
 * The route id (set in app/routes.ts) names the page: its title is `pages.<id>`.
 */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  const id = matches.at(-1)?.id ?? "";
  const title = `${translate(locale, `pages.${id}`)} — ${translate(locale, "common.siteName")}`;
  return pageMeta({ matches, pathname: location.pathname, title, noindex: true });
};

export default function PlaceholderPage() {
  const { t } = useTranslation();
  const id = useMatches().at(-1)?.id ?? "";
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{t(`pages.${id}`)}</h1>
      <p className="mt-4 text-muted-foreground">{t("common.comingSoon")}</p>
      <Link to={paths.home()} className="mt-8 inline-block text-primary underline-offset-4 hover:underline">
        {t("common.backHome")}
      </Link>
    </section>
  );
}
