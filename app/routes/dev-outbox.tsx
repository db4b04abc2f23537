import { data } from "react-router";
import type { Route } from "./+types/dev-outbox";
import "~/lib/i18n/areas/auth";
import { listOutbox } from "~/.server/services/platform/outbox";
import { OutboxList } from "~/features/auth/outbox-list";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

/**
 * /dev/outbox — the development outbox (mails stored while SMTP_URL is not set): the latest 50
 * mails with their codes and links. Only when the server runs in development (`npm run dev`);
 * everywhere else it does not exist (404), so codes never leak from a production server.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.app.config.NODE_ENV !== "development") throw data(null, { status: 404 });
  const mails = await listOutbox(context.app.db, 50);
  return {
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      createdAt: mail.createdAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { locale } = rootDataFrom(matches);
  const title = `${translate(locale, "auth.outbox.title")} — ${translate(locale, "common.siteName")}`;
  return pageMeta({ matches, pathname: location.pathname, title, noindex: true });
};

export default function DevOutboxRoute({ loaderData }: Route.ComponentProps) {
  return <OutboxList mails={loaderData.mails} />;
}
