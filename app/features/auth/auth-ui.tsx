import { useId } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** The card every account page sits in: one h1, an optional description, the form, footer links. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const titleId = useId();
  const hydrated = useHydrated();
  return (
    // data-hydrated: set once React runs on the page (tests wait for it before using JS behaviour).
    <section aria-labelledby={titleId} data-hydrated={hydrated} className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </section>
  );
}
