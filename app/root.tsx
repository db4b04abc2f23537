import { useEffect, useState } from "react";
import { I18nProvider } from "~/lib/i18n/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFoundPage } from "~/components/not-found-page";
import { type PageContext, SearchBox } from "~/components/search-box";
import { Toaster } from "~/components/ui/sonner";
import { PendingFavourite } from "~/features/listings/pending-favourite";
import { FavouritesProvider } from "~/entities/listing/use-favourites";
import { Footer } from "~/features/shell/footer";
import { Header } from "~/features/shell/header";
import { EARLY_TAP_SCRIPT, LOCALE_SCRIPT, MEMBER_SCRIPT, RECOVERY_SCRIPT, THEME_SCRIPT } from "~/lib/head-scripts";
import { getI18n, loadLocale, translate } from "~/lib/i18n";
import { directionOf, localeFromPath } from "~/lib/i18n/locales";
import { alternateLinks } from "~/lib/meta";
import { pathsFor } from "~/lib/paths";
import { QueryCache, QueryCacheProvider } from "~/lib/query-cache";
import { useNameCookieWatch } from "~/lib/viewer";
import { getPublicSettings } from "~/.server/http/public-settings";
import { coreTextsUrl } from "~/.server/http/core-texts";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // `precedence` lets React emit the stylesheet before the script preloads, so it is fetched first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

/**
 * The page's language is its URL's, never a cookie's (decision 015): `/en/…` is English, `/fa/…` Persian. Nothing
 * here depends on who asks: a member's name, menu and hearts come after the page has loaded, from
 * GET /api/viewer (`~/lib/viewer`), so a public page is the same for everyone.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, textsUrl: coreTextsUrl(locale), settings: getPublicSettings(context.app.config) };
}

/**
 * A navigation into another language (the switch, a redirect) first makes sure that language's
 * core texts are here, so the new page never shows untranslated keys; the root data then follows.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await loadLocale(localeFromPath(new URL(request.url).pathname));
  return serverLoader();
}

/** The root data (its language, the texts' address) is loaded again when the language changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  return defaultShouldRevalidate;
}

/**
 * The head's inline scripts (head-scripts.ts). The browser has run them before any bundle loads,
 * so only the server's render needs their text: the client's copy of the layout hydrates the same
 * elements without it (1.6 KB gzip off every page's JavaScript).
 */
const HEAD_SCRIPTS = import.meta.env.SSR
  ? [EARLY_TAP_SCRIPT, THEME_SCRIPT, RECOVERY_SCRIPT, LOCALE_SCRIPT, MEMBER_SCRIPT]
  : ["", "", "", "", ""];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  // Runs after every component of the page has hydrated: replays early taps (decision 008).
  useEffect(() => (window as { __kkHydrated?: () => void }).__kkHydrated?.(), []);
  return (
    <html lang={locale} dir={directionOf(locale)} data-texts={rootData?.textsUrl} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {HEAD_SCRIPTS.map((source, index) => (
          <script key={index} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
        ))}
        <Meta />
        <Links />
        {alternateLinks(rootData?.settings.siteUrl ?? "", pathname).map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        <I18nProvider translator={getI18n(locale)}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** What the pages get from the layout (`useOutletContext<PageContext>()`). */
const PAGE_CONTEXT: PageContext = { SearchBox };

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryCache] = useState(() => new QueryCache());
  useNameCookieWatch();
  return (
    <QueryCacheProvider cache={queryCache}>
      <FavouritesProvider>
        <div className="flex min-h-screen flex-col">
          <Header />
          <main id="main" className="flex-1">
            <Outlet context={PAGE_CONTEXT} />
          </main>
          <Footer settings={loaderData.settings} />
          <Toaster />
          <PendingFavourite />
        </div>
      </FavouritesProvider>
    </QueryCacheProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeFromPath(useLocation().pathname);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{translate(locale, "errors.title")}</h1>
      <p className="mt-3 text-muted-foreground">{translate(locale, "errors.description")}</p>
      <a className="mt-6 inline-block underline" href={pathsFor(locale).home()}>
        {translate(locale, "common.backHome")}
      </a>
    </main>
  );
}
