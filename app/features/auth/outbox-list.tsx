import { useTranslation } from "~/lib/i18n/react";
import type { Locale } from "~/lib/i18n/locales";
import { INTL_LOCALE } from "~/lib/i18n/locales";

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** The development outbox: the latest mails (recipient, subject, time, plain text). */
export function OutboxList({ mails }: { mails: OutboxMail[] }) {
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language;
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "short", timeStyle: "medium", timeZone: "UTC" });
  return (
    <section aria-labelledby="outbox-title" className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 id="outbox-title" className="text-2xl font-semibold tracking-tight">
        {t("auth.outbox.title")}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("auth.outbox.description")}</p>
      {mails.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{t("auth.outbox.empty")}</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-lg border border-border bg-card p-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium">{t("auth.outbox.to")}</dt>
                <dd className="break-all">{mail.to}</dd>
                <dt className="font-medium">{t("auth.outbox.subject")}</dt>
                <dd>{mail.subject}</dd>
                <dt className="font-medium">{t("auth.outbox.sentAt")}</dt>
                <dd>
                  <time dateTime={mail.createdAt}>{time.format(new Date(mail.createdAt))} UTC</time>
                </dd>
              </dl>
              <p className="mt-3 text-sm font-medium">{t("auth.outbox.body")}</p>
              <pre className="mt-1 whitespace-pre-wrap break-words rounded bg-muted p-3 text-sm">{mail.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
