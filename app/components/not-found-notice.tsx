/**
 * A page's own "not found" (a listing, a profile): its h1 and a line of explanation, centred, then
 * the way on (`children`: a back button or a link home). Unlike the site's 404 page, in the page's language.
 */
export function NotFoundNotice({
  id,
  title,
  description,
  children,
}: {
  /** The h1's id, which names the section. */
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby={id}>
      <h1 id={id} className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
