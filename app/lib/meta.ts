import type { MetaDescriptor } from "react-router";
import { type TextKey, translate } from "./i18n";
import { DEFAULT_LOCALE, LOCALES, type Locale, OG_LOCALE } from "./i18n/locales";
import { alternatePaths } from "./paths";

interface RootMatchData {
  locale: Locale;
  settings: { siteUrl: string };
}

type AnyMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The root loader's data as seen from a route's `meta` function (its `locale` is the URL's). */
export function rootDataFrom(matches: readonly AnyMatch[]): RootMatchData {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootMatchData | undefined;
  return data ?? { locale: DEFAULT_LOCALE, settings: { siteUrl: "" } };
}

/**
 * The `<link rel="alternate" hreflang>` of a page (decision 015): the page in each language and
 * `x-default` (Turkish), as absolute URLs without the query string. The root layout puts them on
 * every page.
 */
export function alternateLinks(siteUrl: string, pathname: string): { hrefLang: string; href: string }[] {
  const paths = alternatePaths(pathname);
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: `${siteUrl}${paths[locale]}` })),
    { hrefLang: "x-default", href: `${siteUrl}${paths[DEFAULT_LOCALE]}` },
  ];
}

/**
 * Title, description, the canonical URL (the page in its own language: `/en/…` for English) and the
 * basic Open Graph tags, with the other language as `og:locale:alternate`.
 */
export function pageMeta(options: {
  matches: readonly AnyMatch[];
  pathname: string;
  title: string;
  description?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const { locale, settings } = rootDataFrom(options.matches);
  const description = options.description ?? translate(locale, "home.metaDescription");
  const url = `${settings.siteUrl}${alternatePaths(options.pathname)[locale]}`;
  return [
    { title: options.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: translate(locale, "common.siteName") },
    { property: "og:title", content: options.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALE[other] })),
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * The `meta` function of a page whose title and description are two texts in the page's language
 * (the info pages: about, contact, privacy, promotions).
 */
export function textPageMeta(titleKey: TextKey, descriptionKey: TextKey) {
  return ({ matches, location }: { matches: readonly AnyMatch[]; location: { pathname: string } }): MetaDescriptor[] => {
    const { locale } = rootDataFrom(matches);
    return pageMeta({
      matches,
      pathname: location.pathname,
      title: translate(locale, titleKey),
      description: translate(locale, descriptionKey),
    });
  };
}
