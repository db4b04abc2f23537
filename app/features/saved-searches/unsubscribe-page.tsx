import { Form, Link } from "react-router";
import { LinkOutcome } from "~/components/link-outcome";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n/react";
import { usePaths } from "~/lib/use-paths";
import { Icon } from "~/components/ui/icon";

/** What the unsubscribe link shows (routes/unsubscribe-saved-search.tsx). */
export type UnsubscribeResult = { kind: "ask" | "done"; name: string } | { kind: "invalid" | "expired" | "not_found" };

const FAILURES = {
  invalid: ["savedSearches.unsubscribe.invalidTitle", "savedSearches.unsubscribe.invalid"],
  expired: ["savedSearches.unsubscribe.expiredTitle", "savedSearches.unsubscribe.expired"],
  not_found: ["savedSearches.unsubscribe.notFoundTitle", "savedSearches.unsubscribe.notFound"],
} as const;

/** The unsubscribe page: the question with its button, the confirmation, or why the link does nothing. */
export function UnsubscribePage({ result }: { result: UnsubscribeResult }) {
  const paths = usePaths();
  const { t } = useTranslation();
  const manage = (
    <Link to={paths.savedSearches()} className={buttonVariants({ variant: "outline" })}>
      {t("savedSearches.unsubscribe.manage")}
    </Link>
  );
  if (result.kind === "ask")
    return (
      <section
        className="mx-auto max-w-xl px-4 py-20 text-center"
        aria-labelledby="unsubscribe-title"
        data-testid="unsubscribe-result"
        data-kind="ask"
      >
        <Icon name="mail-x" className="mx-auto size-10 text-primary" />
        <h1 id="unsubscribe-title" className="mt-4 text-2xl font-semibold">
          {t("savedSearches.unsubscribe.question", { name: result.name })}
        </h1>
        <p className="mt-3 text-muted-foreground">{t("savedSearches.unsubscribe.questionHint")}</p>
        <Form method="post" className="mt-6 flex flex-wrap justify-center gap-3">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <Button type="submit">{t("savedSearches.unsubscribe.confirm")}</Button>
          {manage}
        </Form>
      </section>
    );
  const done = result.kind === "done";
  const [title, body] = result.kind === "done" ? (["savedSearches.unsubscribe.doneTitle", null] as const) : FAILURES[result.kind];
  return (
    <LinkOutcome ok={done} id="unsubscribe-title" testId="unsubscribe-result" kind={result.kind} title={t(title)} actions={manage}>
      {result.kind === "done" ? t("savedSearches.unsubscribe.done", { name: result.name }) : t(body!)}
    </LinkOutcome>
  );
}
