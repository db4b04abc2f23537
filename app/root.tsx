import { useEffect, useState } from "react";
import { I18nProvider } from "~/lib/i18n/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFoundPage } from "~/components/not-found-page";
import { IconSprite } from "~/components/ui/sprite-icon";
import { Toaster } from "~/components/ui/sonner";
import { PendingFavourite } from "~/features/listings/pending-favourite";
import { Footer } from "~/features/shell/footer";
import { Header } from "~/features/shell/header";
import { EARLY_TAP_SCRIPT, LOCALE_SYNC_SCRIPT, RECOVERY_SCRIPT, THEME_SCRIPT } from "~/lib/head-scripts";
import { getI18n, translate } from "~/lib/i18n";
import { DEFAULT_LOCALE, localeFromCookieHeader } from "~/lib/i18n/locales";
import { useNonce } from "~/lib/nonce";
import { QueryCache, QueryCacheProvider } from "~/lib/query-cache";
import { getPublicSettings } from "~/.server/public-settings";
import { getDb } from "~/.server/runtime";
import { listFavouriteIds } from "~/.server/services/favourites";
import { getViewer } from "~/.server/session";
import { coreTextsUrl } from "~/.server/core-texts";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // `precedence` lets React emit the stylesheet before the script preloads, so it is fetched first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromCookieHeader(request.headers.get("cookie"));
  const { viewer, headers } = await getViewer(request);
  headers.set("Vary", "Cookie");
  // A member's favourite ids come with the page, so every heart is right from the first paint.
  const favouriteIds = viewer ? await listFavouriteIds(getDb(), viewer.id) : [];
  return data({ locale, textsUrl: coreTextsUrl(locale), settings: getPublicSettings(), viewer, favouriteIds }, { headers });
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = rootData?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  // Runs after every component of the page has hydrated: replays early taps (decision 008).
  useEffect(() => (window as { __kkHydrated?: () => void }).__kkHydrated?.(), []);
  return (
    <html lang={locale} data-texts={rootData?.textsUrl} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RECOVERY_SCRIPT }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LOCALE_SYNC_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        <IconSprite />
        <I18nProvider translator={getI18n(locale)}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryCache] = useState(() => new QueryCache());
  return (
    <QueryCacheProvider cache={queryCache}>
      <div className="flex min-h-screen flex-col">
        <Header viewer={loaderData.viewer} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer settings={loaderData.settings} />
        <Toaster />
        <PendingFavourite />
      </div>
    </QueryCacheProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  const locale = rootData?.locale ?? DEFAULT_LOCALE;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{translate(locale, "errors.title")}</h1>
      <p className="mt-3 text-muted-foreground">{translate(locale, "errors.description")}</p>
      <a className="mt-6 inline-block underline" href="/">
        {translate(locale, "common.backHome")}
      </a>
    </main>
  );
}
