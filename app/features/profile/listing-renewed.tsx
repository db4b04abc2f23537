import { CalendarClock } from "lucide-react";
import { Form, Link } from "react-router";
import { LinkOutcome } from "~/components/link-outcome";
import { Button, buttonVariants } from "~/components/ui/button";
import type { Category } from "~/domain/categories";
import type { ListingTitles } from "~/domain/listing-texts";
import { formatDate, listingTitle } from "~/lib/format";
import { useTranslation } from "~/lib/i18n/react";
import type { Locale } from "~/lib/i18n/locales";
import { usePaths } from "~/lib/use-paths";

/** What the renew link did (routes/renew-listing.tsx). */
export type RenewResult =
  | {
      kind: "renewed";
      id: string;
      category: Category;
      ownerId: string;
      title: string;
      titleEn: string | null;
      titles: ListingTitles;
      expiresAt: string;
    }
  | { kind: "ask"; title: string; titleEn: string | null; titles: ListingTitles }
  | { kind: "not_renewable" | "used"; ownerId: string }
  | { kind: "invalid" | "expired_link" | "not_found" };

const TEXTS = {
  invalid: ["profile.renewPage.invalidTitle", "profile.renewPage.invalid"],
  expired_link: ["profile.renewPage.expiredLinkTitle", "profile.renewPage.expiredLink"],
  not_found: ["profile.renewPage.notFoundTitle", "profile.renewPage.notFound"],
  not_renewable: ["profile.renewPage.notRenewableTitle", "profile.renewPage.notRenewable"],
  used: ["profile.renewPage.usedTitle", "profile.renewPage.used"],
} as const;

/**
 * The renew link's page: the question with its one "Renew" button (a POST, so a mail scanner that
 * opens the link renews nothing), then renewed until a date, or why not and where to go.
 */
export function ListingRenewed({ result }: { result: RenewResult }) {
  const paths = usePaths();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (result.kind === "ask")
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center" aria-labelledby="renew-title" data-testid="renew-result" data-kind="ask">
        <CalendarClock className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h1 id="renew-title" className="mt-4 text-2xl font-semibold">
          {t("profile.renewPage.question", { title: listingTitle(result, locale) })}
        </h1>
        <p className="mt-3 text-muted-foreground">{t("profile.renewPage.questionHint")}</p>
        <Form method="post" className="mt-6 flex flex-wrap justify-center gap-3">
          <Button type="submit">{t("profile.renewPage.confirm")}</Button>
        </Form>
      </section>
    );
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
            title: listingTitle(result, locale),
            date: formatDate(result.expiresAt, locale),
          })
        : t(body!)}
    </LinkOutcome>
  );
}
