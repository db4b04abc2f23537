import { Suspense } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { Icon } from "~/components/ui/icon";

/**
 * A titled home section (a labelled region) with an optional "view all" link. Its content is a
 * Suspense boundary of its own (nothing in it suspends): React then hydrates each section in a
 * separate pass after the rest of the page, so the home page's hydration is several short tasks
 * instead of one long one (Total Blocking Time).
 */
export function HomeSection({
  id,
  title,
  viewAll,
  className,
  children,
}: {
  id: string;
  title: string;
  viewAll?: { to: string; text: string; context: string };
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mx-auto max-w-6xl px-4 py-8 sm:py-10", className)}>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {viewAll ? (
          <Link
            to={viewAll.to}
            className="inline-flex shrink-0 items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {viewAll.text}
            <span className="sr-only">: {viewAll.context}</span>
            <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
          </Link>
        ) : null}
      </div>
      <Suspense>{children}</Suspense>
    </section>
  );
}
