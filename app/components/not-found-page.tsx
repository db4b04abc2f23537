import { notFoundEn } from "~/lib/i18n/sections/not-found.en";
import { usePaths } from "~/lib/use-paths";

/**
 * The 404 page. Per docs/product.md §2 it is always in English, whatever the page's language; its link goes to
 * the home page of that language (`/`, or `/en` under /en).
 */
export function NotFoundPage() {
  const paths = usePaths();
  return (
    <div lang="en" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{notFoundEn.title}</h1>
      <p className="mt-3 text-muted-foreground">{notFoundEn.description}</p>
      <a
        href={paths.home()}
        className="mt-8 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        {notFoundEn.home}
      </a>
    </div>
  );
}
