import type { MetaDescriptor } from "react-router";
import { translate } from "./i18n";
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";

interface RootMatchData {
  locale: Locale;
  settings: { siteUrl: string };
}

type AnyMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The root loader's data as seen from a route's `meta` function. */
export function rootDataFrom(matches: readonly AnyMatch[]): RootMatchData {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootMatchData | undefined;
  return data ?? { locale: DEFAULT_LOCALE, settings: { siteUrl: "" } };
}

/** Title, description, canonical URL and the basic Open Graph tags of a page. */
export function pageMeta(options: {
  matches: readonly AnyMatch[];
  pathname: string;
  title: string;
  description?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const { locale, settings } = rootDataFrom(options.matches);
  const description = options.description ?? translate(locale, "home.metaDescription");
  const url = `${settings.siteUrl}${options.pathname}`;
  return [
    { title: options.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: translate(locale, "common.siteName") },
    { property: "og:title", content: options.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale === "tr" ? "tr_TR" : "en_US" },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
