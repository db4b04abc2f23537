import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

/**
 * What a link from a mail did (a renewal, an unsubscribe): a centred notice with a check or a
 * warning, its heading, a sentence and the ways on. `id` names the heading; `testId` and `kind`
 * mark the result for tests.
 */
export function LinkOutcome({
  ok,
  id,
  testId,
  kind,
  title,
  children,
  actions,
}: {
  ok: boolean;
  id: string;
  testId: string;
  kind: string;
  title: string;
  /** The sentence under the heading. */
  children: ReactNode;
  actions: ReactNode;
}) {
  const icon = ok ? "circle-check" : "triangle-exclamation-point";
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" aria-labelledby={id} data-testid={testId} data-kind={kind}>
      <Icon name={icon} className={ok ? "mx-auto size-10 text-primary" : "mx-auto size-10 text-destructive"} />
      <h1 id={id} className="mt-4 text-2xl font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">{children}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
