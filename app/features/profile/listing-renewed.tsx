import { Link } from "react-router";
import { LinkOutcome } from "~/components/link-outcome";
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
  return (
    <LinkOutcome
      ok={renewed}
      id="renew-title"
      testId="renew-result"
      kind={result.kind}
      title={t(title)}
      actions={
        <>
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
        </>
      }
    >
      {renewed
        ? t("profile.renewPage.renewed", {
            title: locale === "en" && result.titleEn ? result.titleEn : result.title,
            date: formatDate(result.expiresAt, locale),
          })
        : t(body!)}
    </LinkOutcome>
  );
}
