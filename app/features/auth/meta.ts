import type { MetaDescriptor } from "react-router";
import { translate } from "~/lib/i18n";
import { pageMeta, rootDataFrom } from "~/lib/meta";

type MetaArgs = Parameters<typeof rootDataFrom>[0];

/** Title ("Giriş Yap — KKTC Kiralık") and basic tags of an account page; never indexed. */
export function authPageMeta(
  args: { matches: MetaArgs; location: { pathname: string } },
  page: "login" | "register" | "verify" | "forgot-password" | "reset-password",
): MetaDescriptor[] {
  const { locale } = rootDataFrom(args.matches);
  const title = `${translate(locale, `pages.${page}`)} — ${translate(locale, "common.siteName")}`;
  return pageMeta({ matches: args.matches, pathname: args.location.pathname, title, noindex: true });
}
