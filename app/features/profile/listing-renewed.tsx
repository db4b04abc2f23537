import { CheckCircle2, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { Category } from "~/domain/categories";
import { formatDate } from "~/lib/format";
import { useTranslation } from "~/lib/i18n/react";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";

/** What the renew link did (routes/renew-listing.tsx). */
export type RenewResult =
  | { kind: "renewed"; id: string; category: Category; ownerId: string; title: string; titleEn: string | null; expiresAt: string }
  | { kind: "not_renewable"; ownerId: string }
  | { kind: "invalid" | "expired_link" | "not_found" };

const TEXTS = {
  invalid: ["profile.renewPage.invalidTitle", "profile.renewPage.invalid"],
  expired_link: ["profile.renewPage.expiredLinkTitle", "profile.renewPage.expiredLink"],
  not_found: ["profile.renewPage.notFoundTitle", "profile.renewPage.notFound"],
  not_renewable: ["profile.renewPage.notRenewableTitle", "profile.renewPage.notRenewable"],
} as const;

/** The page after a renew link was opened: renewed until a date, or why not and where to go. */
export function ListingRenewed({ result }: { result: RenewResult }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const renewed = result.kind === "renewed";
  const [title, body] = renewed ? (["profile.renewPage.renewedTitle", null] as const) : TEXTS[result.kind];
  const Icon = renewed ? CheckCircle2 : TriangleAlert;
  return (
    <section
      className="mx-auto max-w-xl px-4 py-20 text-center"
      aria-labelledby="renew-title"
      data-testid="renew-result"
      data-kind={result.kind}
    >
      <Icon className={renewed ? "mx-auto size-10 text-primary" : "mx-auto size-10 text-destructive"} aria-hidden="true" />
      <h1 id="renew-title" className="mt-4 text-2xl font-semibold">
        {t(title)}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {renewed
          ? t("profile.renewPage.renewed", {
              title: locale === "en" && result.titleEn ? result.titleEn : result.title,
              date: formatDate(result.expiresAt, locale),
            })
          : t(body!)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {renewed ? (
          <Link to={paths.listing(result.category, result.id)} className={buttonVariants()}>
            {t("profile.renewPage.seeListing")}
          </Link>
        ) : null}
        <Link
          to={"ownerId" in result ? paths.profile(result.ownerId) : paths.login()}
          className={buttonVariants({ variant: renewed ? "outline" : "default" })}
        >
          {"ownerId" in result ? t("profile.renewPage.myListings") : t("nav.login")}
        </Link>
      </div>
    </section>
  );
}
