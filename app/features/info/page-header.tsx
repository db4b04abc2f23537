/** The top band of an information page: its one h1, an optional eyebrow and lead, and extras (a date). */
export function InfoPageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="border-b bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p> : null}
        <h1 className="text-3xl font-semibold tracking-tight text-balance wrap-break-word hyphens-auto sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * A titled section of an information page: its h2 (only for screen readers with `hideTitle`) and
 * content, in the page's column; with `band`, across the page on a muted band with that border.
 */
export function InfoSection({
  id,
  title,
  hideTitle = false,
  band,
  children,
}: {
  id: string;
  title: string;
  hideTitle?: boolean;
  band?: "border-y" | "border-t";
  children: React.ReactNode;
}) {
  const heading = (
    <h2 id={id} className={hideTitle ? "sr-only" : "text-2xl font-semibold tracking-tight"}>
      {title}
    </h2>
  );
  if (!band) {
    return (
      <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        {heading}
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className={`${band} bg-muted/40`}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        {heading}
        {children}
      </div>
    </section>
  );
}
